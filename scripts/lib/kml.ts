/**
 * Minimal KML reader for the build: every Placemark, every Polygon (also inside MultiGeometry),
 * outer ring plus every inner ring (hole). Coordinates are `lon,lat[,alt]` separated by whitespace.
 */
import { XMLParser } from "fast-xml-parser";

export interface KmlFeature {
  name: string;
  /** ExtendedData `<Data name="…"><value>` and `<SimpleData name="…">` pairs. */
  props: Record<string, string>;
  /** Polygons → rings (first is the outer ring) → [lon, lat] points. */
  polygons: [number, number][][][];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) =>
    ["Placemark", "Polygon", "MultiGeometry", "innerBoundaryIs", "Data", "SimpleData", "Folder", "Document"].includes(
      name,
    ),
  parseTagValue: false,
  trimValues: true,
});

type Node = Record<string, unknown>;

function asArray(v: unknown): Node[] {
  if (v === undefined || v === null) return [];
  return (Array.isArray(v) ? v : [v]) as Node[];
}

function text(v: unknown): string {
  if (v === undefined || v === null) return "";
  if (typeof v === "string" || typeof v === "number") return String(v).trim();
  if (typeof v === "object" && "#text" in (v as Node)) return String((v as Node)["#text"]).trim();
  return "";
}

export function parseCoordinates(raw: string): [number, number][] {
  const points: [number, number][] = [];
  for (const tuple of raw.trim().split(/\s+/)) {
    if (!tuple) continue;
    const [lon, lat] = tuple.split(",").map(Number);
    if (lon === undefined || lat === undefined || !Number.isFinite(lon) || !Number.isFinite(lat)) {
      throw new Error(`Invalid KML coordinate tuple: "${tuple.slice(0, 60)}"`);
    }
    points.push([lon, lat]);
  }
  return points;
}

function ringOf(boundary: unknown): [number, number][] | null {
  const ring = (boundary as Node | undefined)?.["LinearRing"] as Node | undefined;
  const coords = text(ring?.["coordinates"]);
  return coords ? parseCoordinates(coords) : null;
}

function collectPolygons(geometryHolder: Node, out: [number, number][][][]): void {
  for (const poly of asArray(geometryHolder["Polygon"])) {
    const outer = ringOf(poly["outerBoundaryIs"]);
    if (!outer) continue;
    const rings: [number, number][][] = [outer];
    for (const inner of asArray(poly["innerBoundaryIs"])) {
      const ring = ringOf(inner);
      if (ring) rings.push(ring);
    }
    out.push(rings);
  }
  for (const multi of asArray(geometryHolder["MultiGeometry"])) collectPolygons(multi, out);
}

function collectPlacemarks(node: Node, out: Node[]): void {
  for (const pm of asArray(node["Placemark"])) out.push(pm);
  for (const key of ["Document", "Folder"]) {
    for (const child of asArray(node[key])) collectPlacemarks(child, out);
  }
}

export function parseKml(xml: string): KmlFeature[] {
  const doc = parser.parse(xml) as Node;
  const root = doc["kml"] as Node | undefined;
  if (!root) throw new Error("Not a KML document (no <kml> root)");
  const placemarks: Node[] = [];
  collectPlacemarks(root, placemarks);
  return placemarks.map((pm) => {
    const props: Record<string, string> = {};
    const ext = pm["ExtendedData"] as Node | undefined;
    if (ext) {
      for (const d of asArray(ext["Data"])) props[String(d["@name"])] = text(d["value"]);
      for (const schema of asArray(ext["SchemaData"])) {
        for (const sd of asArray(schema["SimpleData"])) props[String(sd["@name"])] = text(sd);
      }
    }
    const polygons: [number, number][][][] = [];
    collectPolygons(pm, polygons);
    return { name: text(pm["name"]), props, polygons };
  });
}
