import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { decodePlaces, type PlaceFile } from "@worker/core/geo/places.ts";

const root = resolve(import.meta.dirname, "../..");
const exactFile = join(root, "build/geo/exact.json");

interface ExactFeature {
  name: string;
  polygons: number[][][];
}

describe("geo build output (npm run geo:build)", () => {
  it("keeps every Placemark, polygon and ring of the shared data", () => {
    expect(existsSync(exactFile)).toBe(true);
    const exact = JSON.parse(readFileSync(exactFile, "utf8")) as {
      province: ExactFeature[];
      plains: ExactFeature[];
      basins: null;
    };
    expect(exact.province).toHaveLength(1);
    expect(exact.province[0]!.polygons[0]![0]!.length / 2).toBeGreaterThan(36_000);
    expect(exact.plains).toHaveLength(11);
    expect(exact.plains.reduce((n, f) => n + f.polygons.length, 0)).toBe(12);
    const holes = exact.plains.reduce((n, f) => n + f.polygons.reduce((m, rings) => m + rings.length - 1, 0), 0);
    expect(holes).toBe(3);
    // The first plain's real name comes from ExtendedData `Ad`, not its file-name <name>.
    expect(exact.plains.map((p) => p.name)).toContain("İzmir Ödemiş Ovası (Küçükmenderes)");
    expect(exact.plains.map((p) => p.name).some((n) => n.endsWith(".kml"))).toBe(false);
    expect(exact.basins).toBeNull();
  });

  it("writes map overlays (TopoJSON) and place data under 50 KB gzipped together", () => {
    const dir = join(root, "build/geo/overlays");
    const files = readdirSync(dir);
    expect(files.sort()).toEqual(["buyuk-ovalar.topo.json", "izmir-sinir.topo.json", "yerler.json"]);
    const gz = files.reduce((n, f) => n + gzipSync(readFileSync(join(dir, f))).length, 0);
    expect(gz).toBeLessThan(50 * 1024);
  });

  it("decodes the TopoJSON overlays to the simplified outlines, within the quantisation step of the exact data", () => {
    const exact = JSON.parse(readFileSync(join(root, "build/geo/exact.json"), "utf8")) as {
      province: { polygons: number[][][] }[];
      plains: unknown[];
    };
    const read = (name: string) => {
      const t = JSON.parse(readFileSync(join(root, "build/geo/overlays", name), "utf8")) as Topology<{
        o: GeometryCollection;
      }>;
      return feature(t, t.objects.o);
    };
    const bbox = (coords: number[][]) => [
      Math.min(...coords.map((c) => c[0]!)),
      Math.min(...coords.map((c) => c[1]!)),
      Math.max(...coords.map((c) => c[0]!)),
      Math.max(...coords.map((c) => c[1]!)),
    ];
    const flatPairs = (flat: number[]) => flat.flatMap((_, i) => (i % 2 === 0 ? [[flat[i]!, flat[i + 1]!]] : []));
    const exactBox = bbox(exact.province.flatMap((f) => f.polygons.flatMap((rings) => flatPairs(rings[0]!))));
    const province = read("izmir-sinir.topo.json");
    const outline = province.features.flatMap((f) =>
      f.geometry.type === "MultiPolygon"
        ? f.geometry.coordinates.flatMap((p) => p[0]!)
        : f.geometry.type === "Polygon"
          ? f.geometry.coordinates[0]!
          : [],
    );
    expect(outline.length).toBeGreaterThan(1000);
    bbox(outline).forEach((v, i) => expect(Math.abs(v - exactBox[i]!)).toBeLessThan(0.001));
    expect(read("buyuk-ovalar.topo.json").features).toHaveLength(exact.plains.length);
  });

  it("writes the page's place file grouped by district, decoding to the worker's places at 4 decimals", () => {
    const exact = JSON.parse(readFileSync(exactFile, "utf8")) as {
      places: { ilce: string; tur: string; ad: string; lat: number; lon: number }[];
    };
    const page = decodePlaces(
      JSON.parse(readFileSync(join(root, "build/geo/overlays/yerler.json"), "utf8")) as PlaceFile,
    );
    expect(page).toHaveLength(exact.places.length);
    // Same places (order within the file does not matter: search sorts, the nearest lookup uses a grid).
    const key = (p: { ilce: string; tur: string; ad: string }) => `${p.ilce}|${p.tur}|${p.ad}`;
    const exactByKey = new Map(exact.places.map((p) => [key(p), p]));
    expect(new Set(page.map(key)).size).toBe(exactByKey.size);
    for (const p of page) {
      const e = exactByKey.get(key(p));
      expect(e, key(p)).toBeDefined();
      expect(Math.abs(p.lat - e!.lat)).toBeLessThanOrEqual(0.00005 + 1e-9);
      expect(Math.abs(p.lon - e!.lon)).toBeLessThanOrEqual(0.00005 + 1e-9);
    }
  });

  it("lists all 30 İzmir districts, Tire, Torbalı and Urla filled from the Türkiye file", () => {
    const places = decodePlaces(
      JSON.parse(readFileSync(join(root, "build/geo/overlays/yerler.json"), "utf8")) as PlaceFile,
    );
    const districts = places.filter((p) => p.tur === "İLÇE").map((p) => p.ilce);
    expect(new Set(districts).size).toBe(30);
    for (const d of ["TİRE", "TORBALI", "URLA"]) {
      expect(districts).toContain(d);
      expect(places.filter((p) => p.ilce === d && p.tur === "MAHALLE").length).toBeGreaterThan(10);
    }
  });

  it("stops with a clear message when the data folder is missing", () => {
    const r = spawnSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/geo-build.ts"], {
      cwd: root,
      env: { ...process.env, GEO_DATA_DIR: "/nonexistent/geo" },
      encoding: "utf8",
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("geographic data folder not found: /nonexistent/geo");
    expect(r.stderr).toContain("GEO_DATA_DIR");
  });
});
