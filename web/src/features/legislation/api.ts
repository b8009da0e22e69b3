import type { LegislationAnswer, LegislationDto } from "@worker/core/contracts/legislation.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";
import type { VersionQuery } from "../../entities/structure-types/rule-version.ts";

/** The legislation page of a type in the chosen rule-set version. */
export async function fetchLegislation(slug: string, q: VersionQuery): Promise<LegislationDto> {
  return (await apiRequest<LegislationAnswer>(paths.api.legislation(slug, q))).data;
}
