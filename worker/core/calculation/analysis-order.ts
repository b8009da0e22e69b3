/**
 * The order of the parcel analysis's structure types, one for the worker's answer (parcel-analysis.ts: verdict, then
 * category, then name) and the browser's table (web/src/features/parcel-analysis/logic.ts: groups by category, rows
 * by the chosen column): the most permitting verdict first (verdict.ts), categories in the rule set's order
 * (`kategoriler`), names in Turkish alphabetical order. Pure.
 */
import { VERDICT_ORDER, type Verdict } from "../rules/verdict.ts";

/** Most permitting first (VERDICT_ORDER). */
export const byVerdict = (a: Verdict, b: Verdict): number => VERDICT_ORDER[a] - VERDICT_ORDER[b];

/** Types by name in Turkish alphabetical order (ç after c, ı before i, ş after s). */
export const byLabel = (a: { label: string }, b: { label: string }): number => a.label.localeCompare(b.label, "tr");

/**
 * The rank of a category in the rule set's order (its category ids, `kategoriler`); a category the order does not
 * list (a saved analysis of another version) comes after every listed one.
 */
export function categoryRank(order: readonly string[]): (category: string) => number {
  const rank = new Map<string, number>();
  order.forEach((id, i) => {
    if (!rank.has(id)) rank.set(id, i);
  });
  return (category) => rank.get(category) ?? order.length;
}

/** Types by category (in the rule set's order), then by name. */
export function byCategoryThenLabel(
  order: readonly string[],
): (a: { category: string; label: string }, b: { category: string; label: string }) => number {
  const rank = categoryRank(order);
  return (a, b) => rank(a.category) - rank(b.category) || byLabel(a, b);
}
