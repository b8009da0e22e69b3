import { LAND_TYPES, landTypesFor } from "../catalog/land-types.ts";
import { isStructureTypeSlug, slugForId, type StructureTypeSlug } from "../catalog/structure-types.ts";
import type { LandTypeDto } from "../contracts/api.ts";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { structureTypes } from "../db/schema.ts";

/**
 * Resolves the `yapi_turu` query value: a slug, a numeric id (15 → su-depolama) or the type's label.
 * Returns null when it names no structure type.
 */
export async function resolveStructureType(db: Db, value: string): Promise<StructureTypeSlug | null> {
  const v = value.trim();
  if (isStructureTypeSlug(v)) return v;
  if (/^\d+$/.test(v)) {
    const id = Number(v);
    return id >= 1 && id <= 28 ? slugForId(id) : null;
  }
  const row = await db.select({ slug: structureTypes.slug }).from(structureTypes).where(eq(structureTypes.label, v)).get();
  return row && isStructureTypeSlug(row.slug) ? row.slug : null;
}

export function listLandTypes(slug?: StructureTypeSlug): LandTypeDto[] {
  const list = slug ? landTypesFor(slug) : LAND_TYPES;
  return list.map(({ id, ad }) => ({ id, ad }));
}
