import type { RuleSetDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";

export interface StructureTypeGroup {
  id: string;
  label: string;
  items: readonly StructureTypeDto[];
}

/**
 * The last group of both lists: the types a version keeps only to refuse them (`tanimli_degil`: the law no longer
 * defines them), apart from the types it defines; each page says why and links to the last version that defined it.
 */
export const UNDEFINED_GROUP = { id: "tanimli-degil", label: "Bu sürümde tanımlı olmayanlar" } as const;

const isDefined = (t: StructureTypeDto) => t.mevzuat_durumu.kod !== "tanimli_degil";

/** The groups in order, then the undefined types' group; empty groups are dropped. */
function withUndefined(
  groups: { id: string; ad: string }[],
  types: readonly StructureTypeDto[],
  groupOf: (t: StructureTypeDto) => string,
): StructureTypeGroup[] {
  const defined = types.filter(isDefined);
  return [
    ...groups.map((g) => ({ id: g.id, label: g.ad, items: defined.filter((t) => groupOf(t) === g.id) })),
    { ...UNDEFINED_GROUP, items: types.filter((t) => !isDefined(t)) },
  ].filter((g) => g.items.length > 0);
}

/** The home page's groups: the rule set's categories in their order; empty groups are dropped. */
export function groupByCategory(ruleSet: Pick<RuleSetDto, "kategoriler" | "turler">): StructureTypeGroup[] {
  return withUndefined(ruleSet.kategoriler, ruleSet.turler, (t) => t.category);
}

/** The sidebar's groups: the rule set's sidebar groups in their order, types by id; empty groups are dropped. */
export function groupForSidebar(ruleSet: Pick<RuleSetDto, "kenar_gruplari" | "turler">): StructureTypeGroup[] {
  const sorted = [...ruleSet.turler].sort((a, b) => a.id - b.id);
  return withUndefined(ruleSet.kenar_gruplari, sorted, (t) => t.sidebar_group);
}
