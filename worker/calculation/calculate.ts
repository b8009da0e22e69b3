/**
 * One calculation, the one way in for the API, the parcel analysis, `rules:check` and the tests: parse (request →
 * engine input) → evaluate (json-rules-engine → decision) → present (decision → answer). Pure: the point is located
 * by the locator it is given.
 */
import type { CalculationResult } from "../contracts/calculation.ts";
import type { Locate } from "../geo/locate.ts";
import type { LoadedRuleSet } from "../rules/types.ts";
import { evaluate } from "./evaluate.ts";
import { parseCalculation } from "./parse.ts";
import { present } from "./present.ts";

export async function calculate(
  ruleSet: LoadedRuleSet,
  slug: string,
  body: Record<string, unknown>,
  locate: Locate,
  now: Date,
): Promise<CalculationResult> {
  const parsed = parseCalculation(ruleSet, slug, body);
  const decision = await evaluate(parsed, locate(parsed.girdi.latitude, parsed.girdi.longitude));
  return present(parsed, decision, now);
}
