/**
 * Parcel files (issue [10/10]): KML, KMZ (zipped KML) or GeoJSON as the land registry's parcel query exports them,
 * parsed in the browser (nothing is uploaded) with @tmcw/togeojson and fflate. Yields every polygon with its area
 * (turf, m²) and a point inside it; the caller checks the point like a map click. The batch page reads its KML / KMZ
 * / GeoJSON uploads into a FeatureCollection here too (`readFeatureCollection`).
 */
import { kml } from "@tmcw/togeojson";
import area from "@turf/area";
import pointOnFeature from "@turf/point-on-feature";
import { strFromU8, unzipSync } from "fflate";
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon } from "geojson";
import { PARCEL_ERRORS, PARCEL_FILE_MAX_BYTES, ParcelFileError, type Parcel } from "./errors.ts";

type XmlParser = (text: string) => Document;

function kindOf(fileName: string): "kml" | "kmz" | "geojson" | null {
  const n = fileName.toLocaleLowerCase("en");
  if (n.endsWith(".kml")) return "kml";
  if (n.endsWith(".kmz")) return "kmz";
  if (n.endsWith(".geojson") || n.endsWith(".json")) return "geojson";
  return null;
}

function polygonsOf(f: Feature<Geometry | null>): { name: string; poly: Polygon }[] {
  const name = typeof f.properties?.["name"] === "string" ? (f.properties["name"] as string) : "";
  const g = f.geometry;
  if (!g) return [];
  if (g.type === "Polygon") return [{ name, poly: g }];
  if (g.type === "MultiPolygon")
    return (g as MultiPolygon).coordinates.map((coordinates, i) => ({
      name: name ? `${name} (${i + 1})` : "",
      poly: { type: "Polygon", coordinates },
    }));
  if (g.type === "GeometryCollection")
    return g.geometries.flatMap((geometry) => polygonsOf({ type: "Feature", properties: f.properties, geometry }));
  return [];
}

function toCollection(value: unknown): FeatureCollection<Geometry | null> {
  const v = value as { type?: unknown };
  if (v?.type === "FeatureCollection") return value as FeatureCollection<Geometry | null>;
  if (v?.type === "Feature") return { type: "FeatureCollection", features: [value as Feature<Geometry | null>] };
  if (v?.type === "Polygon" || v?.type === "MultiPolygon")
    return { type: "FeatureCollection", features: [{ type: "Feature", properties: {}, geometry: value as Geometry }] };
  throw new ParcelFileError(PARCEL_ERRORS.noPolygon);
}

function kmlText(bytes: Uint8Array): string {
  const files = unzipSync(bytes);
  const entry = Object.keys(files).find((k) => k.toLocaleLowerCase("en").endsWith(".kml"));
  if (!entry) throw new ParcelFileError(PARCEL_ERRORS.noPolygon);
  return strFromU8(files[entry]!);
}

/**
 * A KML, KMZ or GeoJSON file as one GeoJSON FeatureCollection, every placemark's (feature's) geometry and properties
 * as the file has them (KML's ExtendedData become properties); the batch upload sends it as it is. Throws
 * ParcelFileError with a Turkish message.
 */
export function readFeatureCollection(
  fileName: string,
  bytes: Uint8Array,
  parseXml: XmlParser,
): FeatureCollection<Geometry | null> {
  const kind = kindOf(fileName);
  if (!kind) throw new ParcelFileError(PARCEL_ERRORS.format);
  try {
    if (kind === "geojson") return toCollection(JSON.parse(strFromU8(bytes)));
    const doc = parseXml(kind === "kmz" ? kmlText(bytes) : strFromU8(bytes));
    if (doc.getElementsByTagName("parsererror").length) throw new ParcelFileError(PARCEL_ERRORS.unreadable);
    return kml(doc);
  } catch (err) {
    if (err instanceof ParcelFileError) throw err;
    throw new ParcelFileError(PARCEL_ERRORS.unreadable);
  }
}

/** Every parcel polygon of a file; throws ParcelFileError with a Turkish message. */
export function parseParcelFile(fileName: string, bytes: Uint8Array, parseXml: XmlParser): Parcel[] {
  if (!kindOf(fileName)) throw new ParcelFileError(PARCEL_ERRORS.format);
  if (bytes.byteLength > PARCEL_FILE_MAX_BYTES) throw new ParcelFileError(PARCEL_ERRORS.fileTooBig);
  const collection = readFeatureCollection(fileName, bytes, parseXml);
  const parcels = collection.features.flatMap(polygonsOf).map(({ name, poly }, i): Parcel => {
    const p = pointOnFeature(poly).geometry.coordinates;
    return {
      name: name || `Parsel ${i + 1}`,
      ring: (poly.coordinates[0] ?? []).map(([lng, lat]) => [lat!, lng!] as [number, number]),
      areaM2: Math.round(area(poly)),
      point: { lat: p[1]!, lng: p[0]! },
    };
  });
  if (!parcels.length) throw new ParcelFileError(PARCEL_ERRORS.noPolygon);
  return parcels;
}
