/**
 * Turkish labels of the calculation types a history item may carry: the rule set's
 * `hesaplama_turleri` (today's types and the older calculation types). An unknown type, or any type before the
 * rule set has loaded, shows as itself.
 */
import { currentRuleSet } from "./rule-set-query.ts";
import { useStructureTypes } from "./use-structure-types.ts";

type Labels = Readonly<Record<string, string>>;

/** The label of a calculation type in `labels` (default: today's rule set when it is loaded). */
export function typeLabel(type: string, labels: Labels | null = currentRuleSet()?.hesaplama_turleri ?? null): string {
  return labels?.[type] ?? type;
}

/** A label function that re-renders its component once the rule set arrives. */
export function useTypeLabel(): (type: string) => string {
  const { ruleSet } = useStructureTypes();
  const labels = ruleSet?.hesaplama_turleri ?? null;
  return (type) => typeLabel(type, labels);
}
