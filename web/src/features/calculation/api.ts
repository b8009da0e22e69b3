import type { ApiList } from "@worker/contracts/api.ts";
import type { StructureTypeDto } from "@worker/contracts/rule-set.ts";
import type { CalculationResult } from "@worker/contracts/calculation.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { serverOrBrowser, type Answered } from "../../lib/offline.ts";
import type { VersionQuery } from "../../lib/rule-version.ts";

/** POST /calculations/{api_yolu}/ (the type's path from its descriptor); without a connection, in the browser. */
export function runCalculation(apiPath: string, body: Record<string, unknown>): Promise<Answered<CalculationResult>> {
  return serverOrBrowser(
    () => apiRequest<CalculationResult>(paths.api.calculate(apiPath), { method: "POST", body: JSON.stringify(body) }),
    (engine) => engine.calculateOffline(apiPath, body),
  );
}

/** GET /calculations/yapi-turleri/?arazi_vasfi=: the types the land type allows (GEN-02). */
export async function fetchTypesForLandType(araziVasfi: string, q: VersionQuery): Promise<StructureTypeDto[]> {
  return (await apiRequest<ApiList<StructureTypeDto>>(paths.api.structureTypes(araziVasfi, q))).data;
}
