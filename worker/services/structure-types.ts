import { asc } from "drizzle-orm";
import { ALLOWED_LAND_TYPE_IDS, normaliseLandType } from "../catalog/land-types.ts";
import { STRUCTURE_CATEGORIES, isStructureTypeSlug, type StructureCategory } from "../catalog/structure-types.ts";
import type { StructureTypeDto } from "../contracts/api.ts";
import type { Db } from "../db/client.ts";
import { structureTypes } from "../db/schema.ts";
import { bundledRules, RULESET_ID } from "../rules/active.ts";
import { versionInForce } from "../rules/registry.ts";

/** The 27 structure types from D1, in id order; with a land type, only the types that accept it. */
export async function listStructureTypes(db: Db, araziVasfi?: string): Promise<StructureTypeDto[]> {
  const rows = await db.select().from(structureTypes).orderBy(asc(structureTypes.sortOrder));
  const landType = araziVasfi === undefined ? undefined : normaliseLandType(araziVasfi);
  const common = versionInForce(bundledRules(), RULESET_ID, new Date())?.common;
  return rows
    .filter((row) => isStructureTypeSlug(row.slug))
    .filter((row) => {
      if (landType === undefined) return true;
      if (landType === null || !isStructureTypeSlug(row.slug)) return false;
      return ALLOWED_LAND_TYPE_IDS[row.slug].includes(landType.id);
    })
    .map((row) => {
      const category = row.category as StructureCategory;
      return {
        id: row.id,
        slug: row.slug as StructureTypeDto["slug"],
        label: row.label,
        category,
        category_label: STRUCTURE_CATEGORIES[category],
        emoji: row.emoji,
        description: row.description,
        mevzuat_durumu: {
          kod: row.regulatoryStatus as StructureTypeDto["mevzuat_durumu"]["kod"],
          not: row.regulatoryNote,
        },
        havza_beyani_gerekli: common?.havza_beyani_turleri.includes(row.slug) ?? false,
        su_tahsis_belgesi_gerekli: common?.su_tahsis_belgesi_turleri.includes(row.slug) ?? false,
      };
    });
}
