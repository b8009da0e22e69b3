/** The repository's rule set (rules/) as the browser holds it after GET /api/rules/, for the component tests. */
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { sortTreesTurkish } from "@worker/calculation/dikili-alan.ts";
import type { AgacTuru, DikiliEsikler, PlantedAreaSettingsDto, RuleSetDto } from "@worker/contracts/rule-set.ts";
import { landProfilesOf } from "@worker/rules/land-profiles.ts";
import { versionBySurum } from "@worker/rules/registry.ts";
import { queryClient } from "@web/lib/query-client.ts";
import type { VersionQuery } from "@web/lib/rule-version.ts";
import { ruleSetKey } from "@web/lib/structure-types/rule-set-query.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";

/** Puts a version of the repository's rule set where the pages read it (as if loaded), for a version choice. */
export function loadRepoRuleSet(q: VersionQuery = {}, surum = q.surum ?? "1.0.0") {
  const data = repoRuleSet(surum);
  setRuleSet(q, data);
  return data;
}

/** Puts `data` where the pages read the version `q` (as if the server had answered it). */
export function setRuleSet(q: VersionQuery, data: RuleSetDto): void {
  queryClient.setQueryData(ruleSetKey(q), data);
}

/**
 * What GET /api/calculations/dikili-kontrol/ answers for a version (without its version stamp): the tree catalogue,
 * the planted-area thresholds and land-type profiles, and the land-type catalogue.
 */
export function repoPlantedAreaSettings(surum = "1.0.0"): Omit<PlantedAreaSettingsDto, "kural_seti"> {
  const version = versionBySurum(loadRepoRules().registry, "izmir-tarimsal-yapilar", surum);
  if (!version) throw new Error(`rule-set version ${surum} is not in rules/`);
  const planted = Object.values(version.types).find((t) => t.form.alan_kontrolu === "dikili-alan");
  return {
    agaclar: sortTreesTurkish(version.common.sabitler["agac_cizelgesi"] as AgacTuru[]),
    esikler: planted!.sabitler["esikler"] as DikiliEsikler,
    arazi_profilleri: [...landProfilesOf(planted!.sabitler)],
    arazi_vasiflari: version.common.arazi_vasfi_katalogu,
  };
}
