/** The parcel analysis request (`POST /api/calculations/parsel-analizi/`). */
import type { ParcelAnalysisResult } from "@worker/contracts/parcel-analysis.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";

export async function requestAnalysis(body: Record<string, unknown>): Promise<ParcelAnalysisResult> {
  return apiRequest<ParcelAnalysisResult>(paths.api.parcelAnalysis, { method: "POST", body: JSON.stringify(body) });
}
