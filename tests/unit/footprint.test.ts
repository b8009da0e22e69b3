/** The footprint on the map and in the report (web/src/entities/location/footprint.ts): a square of the ground area, in the parcel. */
import areaOf from "@turf/area";
import { polygon } from "@turf/helpers";
import { describe, expect, it } from "vitest";
import {
  fitFootprint,
  footprintFigure,
  localPlane,
  pointInRing,
  ringInside,
  type LatLng,
} from "@web/entities/location/footprint.ts";
import { typeDescriptors } from "@worker/core/rules/descriptors.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { repoCalculation } from "./repo-calculation.ts";

const POINT = { lat: 38.42, lng: 27.14 };

/** Area of a [lat, lng] ring by turf (geodesic), m². */
const turfArea = (ring: LatLng[]) => areaOf(polygon([[...ring, ring[0]!].map(([lat, lng]) => [lng, lat])]));

/** A rectangle of w × h metres whose lower-left corner is `dx`, `dy` metres from POINT. */
function rectangle(dx: number, dy: number, w: number, h: number): LatLng[] {
  const plane = localPlane(POINT);
  return [
    [dx, dy],
    [dx + w, dy],
    [dx + w, dy + h],
    [dx, dy + h],
  ].map(([x, y]) => plane.toLatLng([x!, y!]));
}

const inside = (fp: LatLng[], parcel: LatLng[]) => {
  const plane = localPlane(POINT);
  return ringInside(fp.map(plane.toXy), parcel.map(plane.toXy));
};

describe("footprint geometry", () => {
  it("draws a square of the area centred on the point when there is no parcel", () => {
    const fp = fitFootprint(POINT, 400, null)!;
    expect(fp.areaM2).toBe(400);
    expect(fp.targetM2).toBe(400);
    expect(fp.ring).toHaveLength(4);
    expect(turfArea(fp.ring)).toBeCloseTo(400, -1); // within ±5 m²
    const lat = fp.ring.reduce((s, p) => s + p[0], 0) / 4;
    const lng = fp.ring.reduce((s, p) => s + p[1], 0) / 4;
    expect(lat).toBeCloseTo(POINT.lat, 7);
    expect(lng).toBeCloseTo(POINT.lng, 7);
    // 20 m sides: the corners are 10 m from the point on each axis.
    const plane = localPlane(POINT);
    for (const c of fp.ring.map(plane.toXy)) {
      expect(Math.abs(c[0])).toBeCloseTo(10, 6);
      expect(Math.abs(c[1])).toBeCloseTo(10, 6);
    }
  });

  it("draws nothing for no area", () => {
    expect(fitFootprint(POINT, 0, null)).toBeNull();
    expect(fitFootprint(POINT, Number.NaN, null)).toBeNull();
  });

  it("keeps the square at the point when it fits inside the parcel there", () => {
    const parcel = rectangle(-50, -50, 100, 100);
    const fp = fitFootprint(POINT, 900, parcel)!;
    expect(fp.areaM2).toBe(900);
    expect(inside(fp.ring, parcel)).toBe(true);
    const lat = fp.ring.reduce((s, p) => s + p[0], 0) / 4;
    expect(lat).toBeCloseTo(POINT.lat, 7);
  });

  it("moves the whole square into the parcel when the point is near its edge", () => {
    // The point is 2 m inside the parcel's left edge: a 30 m square cannot be centred there.
    const parcel = rectangle(-2, -50, 100, 100);
    const fp = fitFootprint(POINT, 900, parcel)!;
    expect(fp.areaM2).toBe(900);
    expect(inside(fp.ring, parcel)).toBe(true);
  });

  it("scales the square down to what a small parcel holds, still inside it", () => {
    const parcel = rectangle(-10, -10, 20, 20); // 400 m²
    const fp = fitFootprint(POINT, 1000, parcel)!;
    expect(fp.targetM2).toBe(1000);
    expect(fp.areaM2).toBeLessThan(400);
    expect(fp.areaM2).toBeGreaterThan(300);
    expect(inside(fp.ring, parcel)).toBe(true);
  });

  it("fits a turned narrow parcel along its longest edge and an L-shaped parcel in one of its arms", () => {
    const plane = localPlane(POINT);
    const turn = (x: number, y: number): LatLng => {
      const a = Math.PI / 5;
      return plane.toLatLng([x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)]);
    };
    const narrow = [turn(-60, -12), turn(60, -12), turn(60, 12), turn(-60, 12)];
    const fp = fitFootprint(POINT, 400, narrow)!;
    expect(fp.areaM2).toBe(400);
    expect(inside(fp.ring, narrow)).toBe(true);

    const l: LatLng[] = [
      [0, 0],
      [60, 0],
      [60, 20],
      [20, 20],
      [20, 60],
      [0, 60],
    ].map(([x, y]) => plane.toLatLng([x! + 5, y! + 5]));
    const inL = fitFootprint(POINT, 300, l)!;
    expect(inL.areaM2).toBe(300);
    expect(inside(inL.ring, l)).toBe(true);
  });

  it("tells points and rings inside from outside", () => {
    const ring: [number, number][] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(pointInRing([5, 5], ring)).toBe(true);
    expect(pointInRing([15, 5], ring)).toBe(false);
    expect(
      ringInside(
        [
          [2, 2],
          [8, 2],
          [8, 8],
          [2, 8],
        ],
        ring,
      ),
    ).toBe(true);
    // Corners inside a U-shape but the square spans its gap.
    const u: [number, number][] = [
      [0, 0],
      [30, 0],
      [30, 30],
      [20, 30],
      [20, 10],
      [10, 10],
      [10, 30],
      [0, 30],
    ];
    expect(
      ringInside(
        [
          [5, 20],
          [25, 20],
          [25, 25],
          [5, 25],
        ],
        u,
      ),
    ).toBe(false);
  });
});

describe("the figure a result draws (footprintFigure), on the repository's answers", () => {
  const draft = versionBySurum(loadRepoRules().registry, "izmir-tarimsal-yapilar", "2.0.0")!;
  const type = (slug: string) => typeDescriptors(draft).find((t) => t.slug === slug)!;
  const body = { alan_m2: 10_000, arazi_vasfi: "Tarla", emsal_turu: "marjinal", cephe_m: 12 };

  it("a permit draws its building right with the card's label", async () => {
    const { data } = await repoCalculation("fide-uretim-tesisi", "2.0.0", { ...body, sera_alani_m2: 2000 });
    expect(footprintFigure(type("fide-uretim-tesisi"), data)).toEqual({ areaM2: 500, label: "Azami inşaat alanı" });
  });

  it("an answer without a size in law (kosullu) and a refusal draw nothing", async () => {
    const kosullu = await repoCalculation("mandira", "2.0.0", body);
    expect(kosullu.data.izin_durumu).toBe("kosullu");
    expect(footprintFigure(type("mandira"), kosullu.data)).toBeNull();
    const refused = await repoCalculation("fide-uretim-tesisi", "2.0.0", { ...body, sera_alani_m2: 1999 });
    expect(refused.data.izin_durumu).toBe("izin_verilemez");
    expect(footprintFigure(type("fide-uretim-tesisi"), refused.data)).toBeNull();
  });
});
