/**
 * The 27 structure types (rules-spec.md §0.12, product-spec-calculation.md §2): the code's identity of
 * each type. The same rows are seeded into D1 by migrations/0001_seed_structure_types.sql; a worker test
 * keeps the two equal. Pure module, shared with the browser.
 */
export const STRUCTURE_CATEGORIES = {
  "depolama-isleme": "Depolama ve İşleme Tesisleri",
  "ozel-uretim": "Özel Ürün Üretim Tesisleri",
  hayvancilik: "Hayvancılık Tesisleri",
  diger: "Diğer Tesisler",
} as const;

export type StructureCategory = keyof typeof STRUCTURE_CATEGORIES;

/** Display order of the categories: storage and processing first (spec). */
export const CATEGORY_ORDER: readonly StructureCategory[] = ["depolama-isleme", "ozel-uretim", "hayvancilik", "diger"];

export const STRUCTURE_TYPE_SLUGS = [
  "solucan-tesisi",
  "mantar-tesisi",
  "sera",
  "aricilik",
  "hububat-silo",
  "tarimsal-depo",
  "lisansli-depo",
  "yikama-tesisi",
  "kurutma-tesisi",
  "meyve-sebze-kurutma",
  "zeytinyagi-fabrikasi",
  "su-depolama",
  "su-kuyulari",
  "bag-evi",
  "soguk-hava-deposu",
  "sut-sigirciligi",
  "agil-kucukbas",
  "kumes-yumurtaci",
  "kumes-etci",
  "kumes-gezen",
  "kumes-hindi",
  "kaz-ordek",
  "hara",
  "ipek-bocekciligi",
  "evcil-hayvan",
  "besi-sigirciligi",
  "zeytinyagi-uretim-tesisi",
] as const;

export type StructureTypeSlug = (typeof STRUCTURE_TYPE_SLUGS)[number];

/** Category by id (spec): 1–4 special production, 5–16 storage and processing, 17–27 livestock, 28 none. */
export function categoryOfId(id: number): StructureCategory {
  if (id >= 1 && id <= 4) return "ozel-uretim";
  if (id >= 5 && id <= 16) return "depolama-isleme";
  if (id >= 17 && id <= 27) return "hayvancilik";
  return "diger";
}

const SLUG_BY_ID: Readonly<Record<number, StructureTypeSlug>> = {
  1: "solucan-tesisi",
  2: "mantar-tesisi",
  3: "sera",
  4: "aricilik",
  5: "hububat-silo",
  6: "tarimsal-depo",
  7: "lisansli-depo",
  8: "yikama-tesisi",
  9: "kurutma-tesisi",
  10: "meyve-sebze-kurutma",
  11: "zeytinyagi-fabrikasi",
  12: "su-depolama",
  13: "su-kuyulari",
  14: "bag-evi",
  15: "su-depolama",
  16: "soguk-hava-deposu",
  17: "sut-sigirciligi",
  18: "agil-kucukbas",
  19: "kumes-yumurtaci",
  20: "kumes-etci",
  21: "kumes-gezen",
  22: "kumes-hindi",
  23: "kaz-ordek",
  24: "hara",
  25: "ipek-bocekciligi",
  26: "evcil-hayvan",
  27: "besi-sigirciligi",
  28: "zeytinyagi-uretim-tesisi",
};

/** Id → slug; id 15 is su-depolama ("Su depolama ve pompaj sistemi"); any other id falls back to sera. */
export function slugForId(id: number): StructureTypeSlug {
  return SLUG_BY_ID[id] ?? "sera";
}

export function isStructureTypeSlug(value: string): value is StructureTypeSlug {
  return (STRUCTURE_TYPE_SLUGS as readonly string[]).includes(value);
}
