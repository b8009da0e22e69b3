import type { AgacTuru, DikiliEsikler } from "../../../../worker/rules/dikili-alan.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";

/** Trees and vineyard-house thresholds of the rule set in force (GET /calculations/dikili-kontrol/). */
export async function fetchPlantedAreaSettings(): Promise<{ agaclar: AgacTuru[]; esikler: DikiliEsikler }> {
  return (await apiRequest<{ data: { agaclar: AgacTuru[]; esikler: DikiliEsikler } }>(paths.api.plantedAreaSettings)).data;
}
