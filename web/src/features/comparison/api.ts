/**
 * The comparison's requests: the newest version's descriptors (`GET /api/rules/?surum=`, shared with every page
 * through entities/structure-types), then the shown calculation's request under it (`POST /api/calculations/{api_yolu}/`
 * with `surum`; offline, in the browser). An error is an error: its Turkish message, never a verdict.
 */
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import type { StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { requestCalculation } from "../../entities/calculation/calculation-request.ts";
import { apiErrorText } from "../../lib/api/api-error-text.ts";
import { bodyForVersion } from "../../entities/structure-types/newest-version.ts";
import { ruleSetFor, ruleSetLoadMessage } from "../../entities/structure-types/rule-set-query.ts";

export type ComparisonAnswer =
  | { kind: "answer"; type: StructureTypeDto; result: CalculationResult }
  /** The version has no type with this slug. */
  | { kind: "missing" }
  | { kind: "error"; message: string };

export const COMPARISON_FAILED = "Karşılaştırma yapılamadı.";

export async function compareWithVersion(
  slug: string,
  body: Readonly<Record<string, unknown>>,
  surum: string,
): Promise<ComparisonAnswer> {
  let ruleSet;
  try {
    ruleSet = await ruleSetFor({ surum });
  } catch (err) {
    return { kind: "error", message: ruleSetLoadMessage(err) };
  }
  const type = ruleSet.turler.find((t) => t.slug === slug);
  if (!type) return { kind: "missing" };
  try {
    const { value } = await requestCalculation(type.api_yolu, bodyForVersion(body, surum));
    return { kind: "answer", type, result: value };
  } catch (err) {
    return { kind: "error", message: apiErrorText(err, COMPARISON_FAILED) };
  }
}
