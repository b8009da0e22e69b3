/** A calculation: `POST /api/calculations/{api_yolu}/` (the type's path from its descriptor); offline, in the browser. */
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";
import { serverOrBrowser, type Answered } from "../../lib/offline/offline.ts";

export function requestCalculation(
  apiPath: string,
  body: Readonly<Record<string, unknown>>,
): Promise<Answered<CalculationResult>> {
  return serverOrBrowser(
    () => apiRequest<CalculationResult>(paths.api.calculate(apiPath), { method: "POST", body: JSON.stringify(body) }),
    (engine) => engine.calculateOffline(apiPath, { ...body }),
  );
}
