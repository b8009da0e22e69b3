import type { RuleSetDto, StructureTypeDto } from "@worker/contracts/rule-set.ts";

export interface StructureTypeGroup {
  id: string;
  label: string;
  items: readonly StructureTypeDto[];
}

/** The home page's groups: the rule set's categories in their order; empty groups are dropped. */
export function groupByCategory(ruleSet: Pick<RuleSetDto, "kategoriler" | "turler">): StructureTypeGroup[] {
  return ruleSet.kategoriler
    .map((k) => ({ id: k.id, label: k.ad, items: ruleSet.turler.filter((t) => t.category === k.id) }))
    .filter((g) => g.items.length > 0);
}

/** The sidebar's groups: the rule set's sidebar groups in their order, types by id; empty groups are dropped. */
export function groupForSidebar(ruleSet: Pick<RuleSetDto, "kenar_gruplari" | "turler">): StructureTypeGroup[] {
  const sorted = [...ruleSet.turler].sort((a, b) => a.id - b.id);
  return ruleSet.kenar_gruplari
    .map((g) => ({ id: g.id, label: g.ad, items: sorted.filter((t) => t.sidebar_group === g.id) }))
    .filter((g) => g.items.length > 0);
}
