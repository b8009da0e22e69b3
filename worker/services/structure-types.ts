import { asc } from "drizzle-orm";
import { ALLOWED_LAND_TYPE_IDS, normaliseLandType } from "../catalog/land-types.ts";
import { STRUCTURE_CATEGORIES, isStructureTypeSlug, type StructureCategory } from "../catalog/structure-types.ts";
import type { StructureTypeDto } from "../contracts/api.ts";
import type { Db } from "../db/client.ts";
import { structureTypes } from "../db/schema.ts";

/** The 27 structure types from D1, in id order; with a land type, only the types that accept it. */
export async function listStructureTypes(db: Db, araziVasfi?: string): Promise<StructureTypeDto[]> {
  const rows = await db.select().from(structureTypes).orderBy(asc(structureTypes.sortOrder));
  const landType = araziVasfi === undefined ? undefined : normaliseLandType(araziVasfi);
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
      };
    });
}
