/**
 * The browser's `GET /api/rules/` answer built from the repository's rule files (never a hand-written copy), for
 * the web unit tests.
 */
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import type { RuleSetDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { buildRuleSetDto } from "@worker/core/rules/descriptors.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";

const RULESET = "izmir-tarimsal-yapilar";
const { registry } = loadRepoRules();

/** The answer for one version of the repository's rule set (default: the first one, 1.0.0). */
export function repoRuleSet(surum = "1.0.0"): RuleSetDto {
  const version = versionBySurum(registry, RULESET, surum);
  if (!version) throw new Error(`rule-set version ${surum} is not in rules/`);
  return buildRuleSetDto(version, registry.versions[RULESET] ?? []);
}

/** One type's descriptor of a version. */
export function repoType(slug: string, surum = "1.0.0"): StructureTypeDto {
  const type = repoRuleSet(surum).turler.find((t) => t.slug === slug);
  if (!type) throw new Error(`type ${slug} is not in rule-set version ${surum}`);
  return type;
}
