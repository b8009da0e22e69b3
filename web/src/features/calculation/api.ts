import type { ApiList, LandTypeDto } from "../../../../worker/contracts/api.ts";
import type { CalculationResult } from "../../../../worker/rules/types.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";

export async function fetchLandTypes(slug: string): Promise<LandTypeDto[]> {
  return (await apiRequest<ApiList<LandTypeDto>>(paths.api.landTypes(slug))).data;
}

/** POST /calculations/{slug}/ (bag-evi: /calculations/bag-evi-v2/). */
export function runCalculation(slug: string, body: Record<string, unknown>): Promise<CalculationResult> {
  return apiRequest<CalculationResult>(paths.api.calculate(slug), { method: "POST", body: JSON.stringify(body) });
}
