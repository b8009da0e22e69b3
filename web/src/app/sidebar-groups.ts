import type { StructureTypeDto } from "../../../worker/contracts/api.ts";

export interface SidebarGroup {
  key: string;
  label: string;
  items: StructureTypeDto[];
}

const isLivestock = (id: number) => id >= 17 && id <= 27;
const isAgriculture = (id: number) => id >= 1 && id <= 4;

/**
 * The sidebar's three categories by type id (shell document §2): livestock 17-27, special agricultural production
 * 1-4, storage and processing 5-16. Any other id (the olive-oil production plant, 28) is processing, so it joins
 * the last group.
 */
export function groupForSidebar(items: readonly StructureTypeDto[]): SidebarGroup[] {
  const sorted = [...items].sort((a, b) => a.id - b.id);
  return [
    { key: "hayvancilik", label: "Hayvancılık Tesisleri", items: sorted.filter((t) => isLivestock(t.id)) },
    {
      key: "tarimsal-uretim",
      label: "Özel Ürün / Tarımsal Üretim Tesisleri",
      items: sorted.filter((t) => isAgriculture(t.id)),
    },
    {
      key: "depolama-isleme",
      label: "Depolama ve İşleme Tesisleri",
      items: sorted.filter((t) => !isLivestock(t.id) && !isAgriculture(t.id)),
    },
  ].filter((g) => g.items.length > 0);
}
