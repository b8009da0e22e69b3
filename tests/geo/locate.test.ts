import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createLocator, type GeoLayers } from "@worker/core/geo/locate.ts";
import { createPlaceIndex, foldTr, nearestPlace, searchPlaces, type Place } from "@worker/core/geo/places.ts";
import { basinFixture } from "../../scripts/lib/engine-harness.ts";

const root = resolve(import.meta.dirname, "../..");
const layers = JSON.parse(readFileSync(join(root, "build/geo/exact.json"), "utf8")) as GeoLayers & { places: Place[] };
const locate = createLocator(layers);

describe("İzmir province boundary", () => {
  it.each([
    ["Konak", 38.4189, 27.1287],
    ["Karaburun coast", 38.637, 26.514],
    ["Çeşme", 38.3238, 26.3036],
    ["Foça", 38.67, 26.757],
    ["Bergama", 39.12, 27.18],
  ])("counts %s as inside", (_name, lat, lon) => {
    expect(locate(lat, lon).izmirinIcinde).toBe(true);
  });

  it.each([
    ["the gulf's water", 38.45, 27.05],
    ["Chios across the strait", 38.37, 26.13],
    ["Manisa", 38.61, 27.43],
    ["Aydın", 37.85, 27.85],
    ["Ankara", 39.93, 32.85],
  ])("counts %s as outside, with no plain and no basin", (_name, lat, lon) => {
    expect(locate(lat, lon)).toMatchObject({
      izmirinIcinde: false,
      buyukOvaIcinde: false,
      kapaliSuHavzasiIcinde: false,
      izmirBolgeAdi: null,
    });
  });
});

describe("large plains (every Placemark, every ring, holes respected)", () => {
  it.each([
    ["İzmir Ödemiş Ovası (Küçükmenderes)", 38.0965, 27.3838],
    ["Oglananasi Ovası", 38.2209, 27.2183],
    ["Kiraz Ovası", 38.1233, 28.2593],
    ["Selçuk/Çamlık Ovası", 37.8327, 27.391],
    ["Bakırçay Ovası", 38.9761, 27.0182],
    ["İzmir Aliağa Ovası", 38.7644, 27.0441],
    ["İzmir Menemen Ovası (Gediz)", 38.4515, 26.9449],
    ["Balıkesir Altınova Ovası", 39.1084, 26.8798],
    ["Kemalpaşa Ovası", 38.4052, 27.451],
    ["Menderes Ovası", 38.1807, 27.1446],
    ["İzmir Selçuk Ovası", 37.9437, 27.3577],
  ])("finds %s", (name, lat, lon) => {
    expect(locate(lat, lon)).toMatchObject({ izmirinIcinde: true, buyukOvaIcinde: true, buyukOvaAdi: name });
  });

  it("treats a point in a hole of a plain as outside the plain", () => {
    for (const [lat, lon] of [
      [38.22926, 28.20368],
      [38.20513, 27.16728],
      [38.07239, 27.4372],
    ] as const) {
      expect(locate(lat, lon)).toMatchObject({ izmirinIcinde: true, buyukOvaIcinde: false, buyukOvaAdi: null });
    }
  });

  it("answers 'unknown' for the basin without a layer, and uses a supplied layer", () => {
    expect(locate(38.42, 27.14).kapaliSuHavzasiIcinde).toBe("unknown");
    const withBasin = createLocator({ ...layers, basins: basinFixture });
    expect(withBasin(38.42, 27.14)).toMatchObject({
      kapaliSuHavzasiIcinde: true,
      kapaliSuHavzasiAdi: "Deneme Kapalı Havzası",
    });
    expect(withBasin(38.6, 27.3).kapaliSuHavzasiIcinde).toBe(false);
  });

  it("names the nearest district / neighbourhood centre", () => {
    expect(locate(38.4189, 27.1287).izmirBolgeAdi).toMatch(/^KONAK \/ /);
  });
});

describe("place search (Turkish folding, districts first, ≤ 10)", () => {
  const index = createPlaceIndex(layers.places);

  it("folds case and Turkish diacritics", () => {
    expect(foldTr("KARŞIYAKA")).toBe("karsiyaka");
    expect(foldTr("İzmir")).toBe("izmir");
    expect(foldTr("IŞIK")).toBe("isik");
    expect(foldTr("  Çiğli   Ödemiş ")).toBe("cigli odemis");
  });

  it("finds Karşıyaka by any spelling, the district first", () => {
    for (const q of ["karşıyaka", "KARSIYAKA", "Karsiyaka"]) {
      const r = searchPlaces(index, q);
      expect(r[0]).toMatchObject({ tur: "İLÇE", ad: "KARŞIYAKA" });
    }
  });

  it("lets the first word name the district and the rest the neighbourhood", () => {
    const r = searchPlaces(index, "bornova erg");
    expect(r.length).toBeGreaterThan(0);
    for (const p of r) expect(p.ilce === "BORNOVA" || foldTr(p.ad).includes("bornova erg")).toBe(true);
    expect(r.some((p) => p.ilce === "BORNOVA" && foldTr(p.ad).includes("erg"))).toBe(true);
  });

  it("matches İzmir and izmir the same way", () => {
    expect(searchPlaces(index, "İzmir")).toEqual(searchPlaces(index, "izmir"));
  });

  it("needs two characters and returns at most ten, districts then names in Turkish order", () => {
    expect(searchPlaces(index, "k")).toEqual([]);
    const r = searchPlaces(index, "ka");
    expect(r).toHaveLength(10);
    const firstHood = r.findIndex((p) => p.tur === "MAHALLE");
    expect(r.slice(0, firstHood).every((p) => p.tur === "İLÇE")).toBe(true);
    expect(r.slice(firstHood).every((p) => p.tur === "MAHALLE")).toBe(true);
    const hoods = r.slice(firstHood).map((p) => p.ad);
    expect(hoods).toEqual([...hoods].sort((a, b) => a.localeCompare(b, "tr")));
  });

  it("finds the three districts filled from the Türkiye file", () => {
    for (const q of ["tire", "torbalı", "urla"]) expect(searchPlaces(index, q)[0]?.tur).toBe("İLÇE");
  });

  it("finds the nearest centre with the grid", () => {
    const near = nearestPlace(index, 38.4189, 27.1287)!;
    const brute = [...layers.places].sort(
      (a, b) =>
        Math.hypot(a.lat - 38.4189, (a.lon - 27.1287) * Math.cos(0.67)) -
        Math.hypot(b.lat - 38.4189, (b.lon - 27.1287) * Math.cos(0.67)),
    )[0];
    expect(near).toEqual(brute);
  });
});
