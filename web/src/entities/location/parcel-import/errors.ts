/** Parcel-file limits, messages and the parcel shape (kept apart from the parser, which loads lazily). */
import { formatArea } from "@worker/core/rules/numbers.ts";
export const PARCEL_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const PARCEL_ERRORS = {
  format: "Dosya biçimi desteklenmiyor. Lütfen KML, KMZ veya GeoJSON dosyası seçin.",
  unreadable: "Dosya okunamadı. Dosyanın bozuk olmadığından emin olun.",
  noPolygon: "Dosyada parsel alanı (poligon) bulunamadı.",
  fileTooBig: "Dosya çok büyük (en fazla 5 MB).",
} as const;

/** The message for a parcel above the rule set's area limit. */
export const parcelTooLarge = (maxM2: number) => `Parsel alanı ${formatArea(maxM2)}'den büyük olamaz.`;

export class ParcelFileError extends Error {}

export interface Parcel {
  name: string;
  /** Outer ring as [lat, lng] pairs (the first polygon of a multipolygon part). */
  ring: [number, number][];
  areaM2: number;
  point: { lat: number; lng: number };
}

/** A chosen parcel must not exceed the rule set's area limit (`alan_siniri.en_cok`); null: no limit known yet. */
export function checkParcelSize(p: Parcel, maxM2: number | null): void {
  if (maxM2 !== null && p.areaM2 > maxM2) throw new ParcelFileError(parcelTooLarge(maxM2));
}
