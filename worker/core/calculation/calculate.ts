/**
 * One calculation, the one way in for the API, the parcel analysis, `rules:check` and the tests: parse (request →
 * engine input) → evaluate (json-rules-engine → decision) → present (decision → answer). Pure: the point is located
 * by the locator it is given.
 */
import type { CalculationResult } from "../contracts/calculation.ts";
import type { Locate, LocationFacts } from "../geo/locate.ts";
import type { LoadedRuleSet } from "../rules/types.ts";
import { otherClass } from "../rules/product.ts";
import { evaluate } from "./evaluate.ts";
import { InputError } from "./input-error.ts";
import { parseCalculation, type ParsedCalculation } from "./parse.ts";
import { present } from "./present.ts";

/**
 * The same request under the other emsal class, for an answer whose request stated none: the landowner sees both
 * (the class is a soil survey's finding, not the deed's). Null when the other class cannot be calculated.
 */
async function otherClassAnswer(
  parsed: ParsedCalculation,
  body: Record<string, unknown>,
  layers: LocationFacts,
  now: Date,
): Promise<CalculationResult | null> {
  if (!parsed.emsalAssumed || !parsed.emsal.tur) return null;
  try {
    const other = parseCalculation(parsed.ruleSet, parsed.slug, { ...body, emsal_turu: otherClass(parsed.emsal.tur) });
    return present(other, await evaluate(other, layers), now);
  } catch (err) {
    if (err instanceof InputError) return null;
    throw err;
  }
}

export async function calculate(
  ruleSet: LoadedRuleSet,
  slug: string,
  body: Record<string, unknown>,
  locate: Locate,
  now: Date,
): Promise<CalculationResult> {
  const parsed = parseCalculation(ruleSet, slug, body);
  const layers = locate(parsed.girdi.latitude, parsed.girdi.longitude);
  const decision = await evaluate(parsed, layers);
  return present(parsed, decision, now, await otherClassAnswer(parsed, body, layers, now));
}
