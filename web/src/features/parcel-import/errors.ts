/** Parcel-file limits, messages and the parcel shape (kept apart from the parser, which loads lazily). */
export const PARCEL_MAX_M2 = 200_000;
export const PARCEL_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const PARCEL_ERRORS = {
  format: "Dosya biçimi desteklenmiyor. Lütfen KML, KMZ veya GeoJSON dosyası seçin.",
  unreadable: "Dosya okunamadı. Dosyanın bozuk olmadığından emin olun.",
  noPolygon: "Dosyada parsel alanı (poligon) bulunamadı.",
  tooLarge: "Parsel alanı 200.000 m²'den büyük olamaz.",
  fileTooBig: "Dosya çok büyük (en fazla 5 MB).",
} as const;

export class ParcelFileError extends Error {}

export interface Parcel {
  name: string;
  /** Outer ring as [lat, lng] pairs (the first polygon of a multipolygon part). */
  ring: [number, number][];
  areaM2: number;
  point: { lat: number; lng: number };
}

/** A chosen parcel must not exceed the form's 200 000 m² limit. */
export function checkParcelSize(p: Parcel): void {
  if (p.areaM2 > PARCEL_MAX_M2) throw new ParcelFileError(PARCEL_ERRORS.tooLarge);
}
