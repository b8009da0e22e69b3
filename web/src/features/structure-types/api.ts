import type { ApiList, StructureTypeDto } from "../../../../worker/contracts/api.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";

export function fetchStructureTypes(): Promise<ApiList<StructureTypeDto>> {
  return apiRequest<ApiList<StructureTypeDto>>(paths.api.structureTypes);
}
