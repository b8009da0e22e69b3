import type { AgacTuru, DikiliEsikler } from "../../../../worker/rules/dikili-alan.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";
import type { VersionQuery } from "../../lib/rule-version.ts";

/** Trees and vineyard-house thresholds of the page's rule-set version (GET /calculations/dikili-kontrol/). */
export async function fetchPlantedAreaSettings(
  q: VersionQuery,
): Promise<{ agaclar: AgacTuru[]; esikler: DikiliEsikler }> {
  return (await apiRequest<{ data: { agaclar: AgacTuru[]; esikler: DikiliEsikler } }>(paths.api.plantedAreaSettings(q)))
    .data;
}
