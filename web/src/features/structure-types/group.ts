import { CATEGORY_ORDER, STRUCTURE_CATEGORIES, type StructureCategory } from "../../../../worker/catalog/structure-types.ts";
import type { StructureTypeDto } from "../../../../worker/contracts/api.ts";

export interface StructureTypeGroup {
  category: StructureCategory;
  label: string;
  items: readonly StructureTypeDto[];
}

/** Groups types by category in display order (storage and processing first); empty groups are dropped. */
export function groupStructureTypes(items: readonly StructureTypeDto[]): StructureTypeGroup[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    label: STRUCTURE_CATEGORIES[category],
    items: items.filter((t) => t.category === category),
  })).filter((g) => g.items.length > 0);
}
