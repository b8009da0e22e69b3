import type { ApiList } from "@worker/core/contracts/api.ts";
import type { StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";
import { serverOrBrowser } from "../../lib/offline/offline.ts";
import type { VersionQuery } from "../../entities/structure-types/rule-version.ts";

/** GET /calculations/yapi-turleri/?arazi_vasfi=: the types the land type allows (GEN-02); offline, in the browser. */
export async function fetchTypesForLandType(araziVasfi: string, q: VersionQuery): Promise<StructureTypeDto[]> {
  const answer = await serverOrBrowser(
    async () => (await apiRequest<ApiList<StructureTypeDto>>(paths.api.structureTypes(araziVasfi, q))).data,
    (engine) => engine.typesForLandTypeOffline(araziVasfi, q),
  );
  return answer.value;
}
