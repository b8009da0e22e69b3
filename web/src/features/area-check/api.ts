import type { ApiDataMessage } from "@worker/core/contracts/api.ts";
import type { PlantedAreaSettingsDto } from "@worker/core/contracts/rule-set.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";
import { serverOrBrowser } from "../../lib/offline/offline.ts";
import type { VersionQuery } from "../../entities/structure-types/rule-version.ts";

/** Trees and vineyard-house thresholds of the page's rule-set version (GET /calculations/dikili-kontrol/). */
export async function fetchPlantedAreaSettings(q: VersionQuery): Promise<PlantedAreaSettingsDto> {
  const answer = await serverOrBrowser(
    async () => (await apiRequest<ApiDataMessage<PlantedAreaSettingsDto>>(paths.api.plantedAreaSettings(q))).data,
    (engine) => engine.plantedAreaSettingsOffline(q),
  );
  return answer.value;
}
