/** The parcel analysis request (`POST /api/calculations/parsel-analizi/`). */
import type { ParcelAnalysisResult } from "@worker/core/contracts/parcel-analysis.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";
import { serverOrBrowser, type Answered } from "../../lib/offline/offline.ts";

/** Without a connection, the analysis runs in the browser. */
export function requestAnalysis(body: Record<string, unknown>): Promise<Answered<ParcelAnalysisResult>> {
  return serverOrBrowser(
    () => apiRequest<ParcelAnalysisResult>(paths.api.parcelAnalysis, { method: "POST", body: JSON.stringify(body) }),
    (engine) => engine.analyseOffline(body),
  );
}
