/**
 * Geographic data build. Reads the shared geo folder (../shared/geo, or GEO_DATA_DIR) and writes into the
 * git-ignored build/geo/:
 *   - exact.json            exact polygons (every Placemark, every ring) for point checks (worker/core/geo)
 *   - overlays/*.geojson    simplified outlines for the map (copied into dist/geo/ by the Vite build)
 * Nothing from the data folder is committed; this runs before every build.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import simplify from "@turf/simplify";
import { topology } from "topojson-server";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { encodePlaces, type Place } from "../worker/core/geo/places.ts";
import { parseKml, type KmlFeature } from "./lib/kml.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = resolve(root, process.env.GEO_DATA_DIR ?? "../shared/geo");
const outDir = join(root, "build", "geo");

const REQUIRED = ["izmir-province.kml", "izmir-large-plains.kml", "izmir-places.csv", "turkey-places.csv"] as const;

function fail(message: string): never {
  console.error(`geo:build — ${message}`);
  process.exit(1);
}

if (!existsSync(dataDir)) {
  fail(
    `geographic data folder not found: ${dataDir}\n` +
      `  Put the shared data beside the project (../shared/geo) or set GEO_DATA_DIR=/path/to/geo.`,
  );
}
for (const file of REQUIRED) {
  if (!existsSync(join(dataDir, file))) fail(`missing ${file} in ${dataDir}`);
}

/** Exact layer format read by worker/core/geo: rings as flat [lon, lat, lon, lat, …] arrays. */
export interface ExactFeature {
  name: string;
  props: Record<string, string>;
  polygons: number[][][];
}

/**
 * Exact layers keep 7 decimals (about 1 cm): the source files carry 15, which only inflates the worker bundle
 * (the point checks do not change at that scale).
 */
const EXACT_DECIMALS = 1e7;
const exactRound = (n: number) => Math.round(n * EXACT_DECIMALS) / EXACT_DECIMALS;

function toExact(features: KmlFeature[], nameOf: (f: KmlFeature) => string): ExactFeature[] {
  return features
    .filter((f) => f.polygons.length > 0)
    .map((f) => ({
      name: nameOf(f),
      props: f.props,
      polygons: f.polygons.map((rings) => rings.map((ring) => ring.flat().map(exactRound))),
    }));
}

function readKml(file: string): KmlFeature[] {
  return parseKml(readFileSync(join(dataDir, file), "utf8"));
}

/** Plains: the Placemark name, except where ExtendedData `Ad` holds the real name (geo README). */
const plainName = (f: KmlFeature) => (f.props["Ad"] && f.props["Ad"].length > 0 ? f.props["Ad"] : f.name);

const province = toExact(readKml("izmir-province.kml"), (f) => f.name);
const plains = toExact(readKml("izmir-large-plains.kml"), plainName);
/** A closed-basin layer, when one is supplied as kapali-su-havzalari.kml or .geojson (Polygon / MultiPolygon). */
function readGeoJsonLayer(file: string): ExactFeature[] {
  const fc = JSON.parse(readFileSync(join(dataDir, file), "utf8")) as FeatureCollection;
  return fc.features
    .filter((f) => f.geometry && (f.geometry.type === "Polygon" || f.geometry.type === "MultiPolygon"))
    .map((f, i) => {
      const g = f.geometry as Polygon | MultiPolygon;
      const polys = g.type === "Polygon" ? [g.coordinates] : g.coordinates;
      const props = (f.properties ?? {}) as Record<string, unknown>;
      const name = String(props["name"] ?? props["ad"] ?? props["Ad"] ?? `Kapalı havza ${i + 1}`);
      return {
        name,
        props: {},
        polygons: polys.map((rings) => rings.map((ring) => ring.flatMap(([x, y]) => [exactRound(x!), exactRound(y!)]))),
      };
    });
}
const basinFile = ["kapali-su-havzalari.kml", "kapali-su-havzalari.geojson"].find((f) => existsSync(join(dataDir, f)));
const basins = !basinFile
  ? null
  : basinFile.endsWith(".kml")
    ? toExact(readKml(basinFile), (f) => f.name)
    : readGeoJsonLayer(basinFile);

/** İzmir centre points: izmir-places.csv, with the districts it lacks (Tire, Torbalı, Urla) from turkey-places.csv. */
type TurkeyPlace = Place & { il: string };

function readPlaces(): { izmir: Place[]; turkey: TurkeyPlace[] } {
  const rows = (file: string) =>
    readFileSync(join(dataDir, file), "utf8")
      .split(/\r?\n/)
      .slice(1)
      .filter((l) => l.trim())
      .map((l) => l.split(","));
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const izmir: Place[] = [];
  for (const [ilce, tur, ad, , lon, lat] of rows("izmir-places.csv")) {
    if (!ilce || !ad || !lat || !lon || !Number.isFinite(Number(lat)) || !Number.isFinite(Number(lon))) continue;
    izmir.push({
      ilce,
      tur: tur === "İLÇE" ? "İLÇE" : "MAHALLE",
      ad,
      lat: round(Number(lat)),
      lon: round(Number(lon)),
    });
  }
  const turkey: TurkeyPlace[] = [];
  for (const [il, ilce, mahalle, lat, lon] of rows("turkey-places.csv")) {
    if (!il || !ilce || !mahalle || !Number.isFinite(Number(lat)) || !Number.isFinite(Number(lon))) continue;
    turkey.push({ il, ilce, tur: "MAHALLE", ad: mahalle, lat: round(Number(lat)), lon: round(Number(lon)) });
  }
  const known = new Set(izmir.map((p) => p.ilce));
  const missing = new Map<string, Place[]>();
  for (const { il, ...p } of turkey) {
    if (il !== "İZMİR" || known.has(p.ilce)) continue;
    (missing.get(p.ilce) ?? missing.set(p.ilce, []).get(p.ilce)!).push(p);
  }
  for (const [ilce, list] of missing) {
    const lat = list.reduce((s, p) => s + p.lat, 0) / list.length;
    const lon = list.reduce((s, p) => s + p.lon, 0) / list.length;
    izmir.push({ ilce, tur: "İLÇE", ad: ilce, lat: round(lat), lon: round(lon) }, ...list);
  }
  return { izmir, turkey };
}
const places = readPlaces();

if (province.length === 0) fail("izmir-province.kml holds no polygon");

function toGeoJson(features: ExactFeature[], tolerance: number): FeatureCollection<MultiPolygon> {
  const round = (n: number) => Math.round(n * 1e5) / 1e5;
  const out: Feature<MultiPolygon>[] = [];
  for (const f of features) {
    const feature: Feature<MultiPolygon> = {
      type: "Feature",
      properties: { name: f.name },
      geometry: {
        type: "MultiPolygon",
        coordinates: f.polygons.map((rings) =>
          rings.map((flat) => {
            const ring: number[][] = [];
            for (let i = 0; i < flat.length; i += 2) ring.push([flat[i]!, flat[i + 1]!]);
            return ring;
          }),
        ),
      },
    };
    const simple = simplify(feature, { tolerance, highQuality: true, mutate: false });
    simple.geometry.coordinates = simple.geometry.coordinates
      .map((rings) => rings.filter((r) => r.length >= 4).map((r) => r.map(([x, y]) => [round(x!), round(y!)])))
      .filter((rings) => rings.length > 0);
    out.push(simple);
  }
  return { type: "FeatureCollection", features: out };
}

// Fresh each build: a renamed overlay must not linger beside its successor.
rmSync(join(outDir, "overlays"), { recursive: true, force: true });
mkdirSync(join(outDir, "overlays"), { recursive: true });
const exact = { province, plains, basins, places: places.izmir };
writeFileSync(join(outDir, "exact.json"), JSON.stringify(exact));

const overlays: Record<string, FeatureCollection<MultiPolygon>> = {
  "izmir-sinir.topo.json": toGeoJson(province, 0.0005),
  "buyuk-ovalar.topo.json": toGeoJson(plains, 0.0003),
};
if (basins) overlays["kapali-su-havzalari.topo.json"] = toGeoJson(basins, 0.0003);

/**
 * Overlays go to the page as TopoJSON (one object `o`, the browser decodes it with topojson-client): shared borders
 * once and quantised, delta-encoded coordinates. 20 000 steps across İzmir's extent are about 12 m, well inside the
 * simplification tolerance (30–50 m); the gzipped files are under half the GeoJSON's.
 */
const QUANTIZATION = 20_000;

// Search data for the page (the worker's rows; coordinates to 4 decimals, about 10 m, as the suggestions show them)
// and the Türkiye list used only by `npm run bench:geo`.
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;
const pagePlaces = places.izmir.map((p) => ({ ...p, lat: round4(p.lat), lon: round4(p.lon) }));
writeFileSync(join(outDir, "overlays", "yerler.json"), JSON.stringify(encodePlaces(pagePlaces)));
writeFileSync(join(outDir, "turkiye-yerler.json"), JSON.stringify(places.turkey));

let gzTotal = 0;
for (const [name, fc] of Object.entries(overlays)) {
  const body = JSON.stringify(topology({ o: fc }, QUANTIZATION));
  writeFileSync(join(outDir, "overlays", name), body);
  const gz = gzipSync(body).length;
  gzTotal += gz;
  console.log(`geo:build overlay ${name}: ${(body.length / 1024).toFixed(1)} KB, gz ${(gz / 1024).toFixed(1)} KB`);
}
const points = (fs: ExactFeature[]) =>
  fs.reduce((n, f) => n + f.polygons.flat().reduce((m, r) => m + r.length / 2, 0), 0);
console.log(
  `geo:build exact: province ${province.length} placemark(s) / ${points(province)} points, ` +
    `plains ${plains.length} placemarks / ${plains.reduce((n, f) => n + f.polygons.length, 0)} polygons / ${points(plains)} points, ` +
    `basins ${basins ? basins.length : "not configured"}; places ${places.izmir.length} (${places.izmir.filter((p) => p.tur === "İLÇE").length} districts); ` +
    `overlays gz total ${(gzTotal / 1024).toFixed(1)} KB, places gz ${(gzipSync(JSON.stringify(encodePlaces(pagePlaces))).length / 1024).toFixed(1)} KB`,
);
