/**
 * Land types (arazi_vasfi) and the land types each structure type accepts (rules-spec.md §1.1–1.2).
 * Pure module, shared with the browser.
 */
import type { StructureTypeSlug } from "./structure-types.ts";

export const LAND_TYPES = [
  { id: 1, ad: "Tarla + herhangi bir dikili vasıflı" },
  { id: 2, ad: "Dikili vasıflı" },
  { id: 3, ad: "Tarla + Zeytinlik" },
  { id: 4, ad: "Zeytin ağaçlı + tarla" },
  { id: 5, ad: "Zeytin ağaçlı + herhangi bir dikili vasıf" },
  { id: 6, ad: "Adetli Zeytin Ağacı bulunan tarla" },
  { id: 7, ad: "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf" },
  { id: 8, ad: "Zeytinlik" },
  { id: 9, ad: "Ham toprak, taşlık, kıraç, palamutluk, koruluk gibi diğer vasıflı" },
  { id: 10, ad: "Tarla" },
  { id: 11, ad: "Sera" },
] as const;

export type LandType = (typeof LAND_TYPES)[number];
export type LandTypeName = LandType["ad"];

/** Every land type except `Tarla + Zeytinlik` (3) and `Zeytinlik` (8). */
const S9 = [1, 2, 4, 5, 6, 7, 9, 10, 11] as const;

/** Allowed land-type ids per structure type (table 1.2). soguk-hava-deposu lists its `marjinal` set. */
export const ALLOWED_LAND_TYPE_IDS: Readonly<Record<StructureTypeSlug, readonly number[]>> = {
  "solucan-tesisi": S9,
  "mantar-tesisi": S9,
  sera: S9,
  aricilik: S9,
  "hububat-silo": S9,
  "tarimsal-depo": [2, 4, 10, 11],
  "lisansli-depo": S9,
  "yikama-tesisi": S9,
  "kurutma-tesisi": S9,
  "meyve-sebze-kurutma": S9,
  "zeytinyagi-fabrikasi": [8],
  "su-depolama": S9,
  "su-kuyulari": S9,
  "bag-evi": [1, 2, 3, 4, 5, 6, 7, 9, 10, 11],
  "soguk-hava-deposu": S9,
  "sut-sigirciligi": S9,
  "agil-kucukbas": [1, 2, 9, 10, 11],
  "kumes-yumurtaci": S9,
  "kumes-etci": S9,
  "kumes-gezen": S9,
  "kumes-hindi": S9,
  "kaz-ordek": S9,
  hara: S9,
  "ipek-bocekciligi": [2],
  "evcil-hayvan": S9,
  "besi-sigirciligi": S9,
  "zeytinyagi-uretim-tesisi": [8],
};

/**
 * Input normalisation (§1.1): trim; strip a leading "… " or "... "; then compare exactly.
 * Returns the catalogue entry or null when the string is not a land type at all.
 */
export function normaliseLandType(raw: string): LandType | null {
  const trimmed = raw.trim().replace(/^(?:…|\.\.\.) /u, "");
  return LAND_TYPES.find((t) => t.ad === trimmed) ?? null;
}

export function landTypesFor(slug: StructureTypeSlug): LandType[] {
  const allowed = ALLOWED_LAND_TYPE_IDS[slug];
  return LAND_TYPES.filter((t) => allowed.includes(t.id));
}
