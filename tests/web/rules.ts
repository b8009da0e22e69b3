/** The repository's rule set (rules/) as the browser holds it after GET /api/rules/, for the component tests. */
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { sortTreesTurkish } from "@worker/core/calculation/dikili-alan.ts";
import type { AgacTuru, DikiliEsikler, PlantedAreaSettingsDto, RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { landProfilesOf } from "@worker/core/rules/land-profiles.ts";
import { versionBySurum, versionInForce, type RuleRegistry } from "@worker/core/rules/registry.ts";
import { queryClient } from "@web/lib/query-client.ts";
import type { VersionQuery } from "@web/entities/structure-types/rule-version.ts";
import { ruleSetKey } from "@web/entities/structure-types/rule-set-query.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";

let repoRegistry: RuleRegistry | undefined;

/** The version the server answers a query without `surum` with: the one in force on `tarih`, or today (selection.ts). */
function inForce(tarih: string | undefined): string {
  repoRegistry ??= loadRepoRules().registry;
  const day = tarih ? new Date(`${tarih}T12:00:00Z`) : new Date();
  const version = versionInForce(repoRegistry, "izmir-tarimsal-yapilar", day);
  if (!version) throw new Error(`no rule-set version is in force on ${day.toISOString().slice(0, 10)}`);
  return version.surum;
}

/**
 * Puts a version of the repository's rule set where the pages read it (as if loaded), for a version choice: the one
 * the server would answer `q` with, unless `surum` names another.
 */
export function loadRepoRuleSet(q: VersionQuery = {}, surum = q.surum ?? inForce(q.tarih)) {
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
