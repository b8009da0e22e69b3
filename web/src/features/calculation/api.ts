import type { CalculationResult } from "../../../../worker/rules/types.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";

/** POST /calculations/{api_yolu}/ (the type's path from its descriptor). */
export function runCalculation(apiPath: string, body: Record<string, unknown>): Promise<CalculationResult> {
  return apiRequest<CalculationResult>(paths.api.calculate(apiPath), { method: "POST", body: JSON.stringify(body) });
}
