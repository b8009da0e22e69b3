/**
 * The parcels of a batch, read from its upload: a GeoJSON FeatureCollection (points or polygons; a polygon gives its
 * area in m² and a point inside it; each feature's properties carry the type's fields) or a CSV file (a header row;
 * the first column is the parcel's id; `latitude`/`longitude` — or `enlem`/`boylam` — the point; the other columns
 * the type's fields). Each parcel becomes the request body the site's calculation takes; whether it is a valid one
 * is the calculation's to say, per parcel. What cannot be read at all is a `BatchInputError` with a Turkish message.
 * Pure.
 */
import area from "@turf/area";
import pointOnFeature from "@turf/point-on-feature";
import type { Feature, Geometry, MultiPolygon, Polygon } from "geojson";
import Papa from "papaparse";
import { formatTr } from "../rules/numbers.ts";
import { BATCH_MAX_ID_LENGTH, BATCH_MAX_PARCELS } from "./limits.ts";

export interface BatchParcel {
  /** The feature's `id` (or `properties.id`), the CSV's first column, or its position (1, 2, …). */
  id: string;
  /** The calculation request of the parcel. */
  istek: Record<string, unknown>;
}

export class BatchInputError extends Error {}

const tooMany = (n: number) =>
  new BatchInputError(
    `Bir toplu hesaplamada en çok ${formatTr(BATCH_MAX_PARCELS)} parsel olabilir (${formatTr(n)} parsel gönderildi).`,
  );

function parcelId(raw: unknown, position: number): string {
  const id = typeof raw === "number" || typeof raw === "string" ? String(raw).trim() : "";
  if (!id) return String(position);
  if (id.length > BATCH_MAX_ID_LENGTH)
    throw new BatchInputError(`${position}. parselin kimliği ${BATCH_MAX_ID_LENGTH} karakterden uzun.`);
  return id;
}

function withUniqueIds(parcels: BatchParcel[]): BatchParcel[] {
  const seen = new Set<string>();
  for (const p of parcels) {
    if (seen.has(p.id)) throw new BatchInputError(`Parsel kimliği birden fazla kez kullanılmış: ${p.id}`);
    seen.add(p.id);
  }
  return parcels;
}

/** A point's or polygon's location and (polygon) area; null for any other geometry. */
function placeOf(geometry: Geometry | null): { latitude: number; longitude: number; alan_m2?: number } | null {
  if (!geometry) return null;
  if (geometry.type === "Point") {
    const [lng, lat] = geometry.coordinates;
    return typeof lat === "number" && typeof lng === "number" ? { latitude: lat, longitude: lng } : null;
  }
  if (geometry.type === "Polygon" || geometry.type === "MultiPolygon") {
    const feature: Feature<Polygon | MultiPolygon> = { type: "Feature", properties: {}, geometry };
    const [lng, lat] = pointOnFeature(feature).geometry.coordinates;
    return { latitude: lat!, longitude: lng!, alan_m2: Math.round(area(feature)) };
  }
  return null;
}

/** A GeoJSON FeatureCollection's parcels. */
export function parcelsFromGeoJson(value: unknown): BatchParcel[] {
  const fc = value as { type?: unknown; features?: unknown };
  if (typeof value !== "object" || value === null || fc.type !== "FeatureCollection" || !Array.isArray(fc.features))
    throw new BatchInputError("Parseller bir GeoJSON FeatureCollection olmalıdır.");
  const features = fc.features as unknown[];
  if (features.length === 0) throw new BatchInputError("Dosyada parsel yok.");
  if (features.length > BATCH_MAX_PARCELS) throw tooMany(features.length);
  return withUniqueIds(
    features.map((raw, i) => {
      const f = raw as Partial<Feature> | null;
      const position = i + 1;
      if (!f || typeof f !== "object" || f.type !== "Feature")
        throw new BatchInputError(`${position}. öğe bir GeoJSON Feature değil.`);
      const properties = (
        typeof f.properties === "object" && f.properties !== null && !Array.isArray(f.properties) ? f.properties : {}
      ) as Record<string, unknown>;
      let place: ReturnType<typeof placeOf>;
      try {
        place = placeOf((f.geometry ?? null) as Geometry | null);
      } catch {
        place = null;
      }
      if (!place)
        throw new BatchInputError(
          `${position}. parselin geometrisi okunamadı: nokta (Point) ya da çokgen (Polygon) olmalıdır.`,
        );
      // A polygon's area is the parcel area unless the feature states one.
      const { id: propertyId, ...fields } = properties;
      // The type's fields are numbers, texts and yes/no values; nothing nested reaches the job's rows.
      for (const [name, value] of Object.entries(fields))
        if (value !== null && typeof value === "object")
          throw new BatchInputError(
            `${position}. parselin “${name.slice(0, 40)}” özelliği bir sayı, metin ya da evet/hayır olmalıdır.`,
          );
      const istek: Record<string, unknown> = { ...fields, latitude: place.latitude, longitude: place.longitude };
      if (place.alan_m2 !== undefined && fields["alan_m2"] === undefined) istek.alan_m2 = place.alan_m2;
      return { id: parcelId(f.id ?? propertyId, position), istek };
    }),
  );
}

const POINT_COLUMNS = { latitude: ["latitude", "enlem", "lat"], longitude: ["longitude", "boylam", "lng", "lon"] };
/** A decimal comma (Turkish spreadsheets, `;`-separated): "12,5" → "12.5"; never with a thousands separator. */
const DECIMAL_COMMA = /^-?\d+,\d+$/;

/** A CSV file's parcels. */
export function parcelsFromCsv(text: string): BatchParcel[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [header, ...rows] = parsed.data;
  if (!header || header.length < 2)
    throw new BatchInputError("CSV dosyasında başlık satırı ve en az iki sütun olmalıdır.");
  if (rows.length === 0) throw new BatchInputError("Dosyada parsel yok.");
  if (rows.length > BATCH_MAX_PARCELS) throw tooMany(rows.length);
  const names = header.map((h) => h.trim());
  const column = (aliases: readonly string[]) =>
    names.findIndex((n, i) => i > 0 && aliases.includes(n.toLocaleLowerCase("tr")));
  const lat = column(POINT_COLUMNS.latitude);
  const lng = column(POINT_COLUMNS.longitude);
  if (lat < 0 || lng < 0)
    throw new BatchInputError(
      "CSV dosyasında enlem ve boylam sütunları olmalıdır (latitude/longitude ya da enlem/boylam).",
    );
  const decimalComma = parsed.meta.delimiter === ";";
  return withUniqueIds(
    rows.map((row, i) => {
      const position = i + 1;
      if (row.length !== names.length)
        throw new BatchInputError(
          `${position}. parsel satırında ${row.length} sütun var; başlıkta ${names.length} sütun var.`,
        );
      const istek: Record<string, unknown> = {};
      names.forEach((name, c) => {
        if (c === 0) return;
        const value = row[c]!.trim();
        if (value === "") return;
        const key = c === lat ? "latitude" : c === lng ? "longitude" : name;
        istek[key] = decimalComma && DECIMAL_COMMA.test(value) ? value.replace(",", ".") : value;
      });
      return { id: parcelId(row[0], position), istek };
    }),
  );
}
