/**
 * A batch's results as files: CSV (one row per parcel: `id`, the point, `izin_durumu`, `karar`, the headline, the
 * figures — one column per figure any parcel has, in the order they first appear — `surum` and `hata`) and GeoJSON
 * (a point feature per parcel, its `id` the parcel's, the same values as properties). Pure.
 */
import Papa from "papaparse";
import type { FeatureCollection, Point } from "geojson";
import type { BatchRow, BatchValue } from "./rows.ts";

const LEAD = ["id", "latitude", "longitude", "izin_durumu", "karar", "mesaj"] as const;
const TAIL = ["surum", "hata"] as const;

function figureColumns(rows: readonly BatchRow[]): string[] {
  const seen = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r.degerler)) seen.add(k);
  return [...seen];
}

function flat(row: BatchRow, figures: readonly string[]): Record<string, BatchValue | null> {
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    izin_durumu: row.izin_durumu,
    karar: row.karar,
    mesaj: row.mesaj,
    ...Object.fromEntries(figures.map((f) => [f, row.degerler[f] ?? null])),
    surum: row.surum,
    hata: row.hata,
  };
}

/** RFC 4180 CSV with a header row, UTF-8 with a byte-order mark (spreadsheets then read Turkish letters right). */
export function rowsToCsv(rows: readonly BatchRow[]): string {
  const figures = figureColumns(rows);
  const columns = [...LEAD, ...figures, ...TAIL];
  const data = rows.map((r) => {
    const o = flat(r, figures);
    return columns.map((c) => o[c] ?? "");
  });
  return `\uFEFF${Papa.unparse({ fields: columns, data }, { newline: "\r\n" })}\r\n`;
}

export function rowsToGeoJson(rows: readonly BatchRow[]): FeatureCollection<Point | null> {
  const figures = figureColumns(rows);
  return {
    type: "FeatureCollection",
    features: rows.map((r) => {
      const { id, latitude, longitude, ...properties } = flat(r, figures);
      return {
        type: "Feature",
        id: String(id),
        geometry:
          typeof latitude === "number" && typeof longitude === "number"
            ? { type: "Point", coordinates: [longitude, latitude] }
            : null,
        properties,
      };
    }),
  };
}
