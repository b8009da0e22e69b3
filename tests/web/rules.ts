/** The repository's rule set (rules/) as the browser holds it after GET /api/rules/, for the component tests. */
import { ref } from "valtio";
import { versionKey, type VersionQuery } from "../../web/src/lib/rule-version.ts";
import { ruleSetState } from "../../web/src/lib/structure-types/state.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";

/** Puts a version of the repository's rule set where the pages read it (as if loaded), for a version choice. */
export function loadRepoRuleSet(q: VersionQuery = {}, surum = q.surum ?? "1.0.0") {
  const data = repoRuleSet(surum);
  ruleSetState.entries[versionKey(q)] = { status: "ready", data: ref(data), error: null };
  return data;
}

/** Forgets every loaded version. */
export function clearRuleSets(): void {
  ruleSetState.entries = {};
}
