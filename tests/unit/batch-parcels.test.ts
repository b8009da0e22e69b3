/**
 * The parcels of a batch upload (worker/core/batch/parcels.ts): GeoJSON points and polygons (a polygon gives its area
 * and a point inside it), CSV with its first column as the id and the point's columns, Turkish spreadsheets'
 * semicolons and decimal commas; what cannot be read is a Turkish BatchInputError, never a half-read batch.
 */
import { describe, expect, it } from "vitest";
import { BatchInputError, parcelsFromCsv, parcelsFromGeoJson } from "@worker/core/batch/parcels.ts";
import { BATCH_MAX_PARCELS } from "@worker/core/batch/limits.ts";

/** A square of `side` metres (about) with its south-west corner at the point. */
function square(lat: number, lng: number, side: number) {
  const dLat = side / 111_320;
  const dLng = side / (111_320 * Math.cos((lat * Math.PI) / 180));
  return {
    type: "Polygon",
    coordinates: [
      [
        [lng, lat],
        [lng + dLng, lat],
        [lng + dLng, lat + dLat],
        [lng, lat + dLat],
        [lng, lat],
      ],
    ],
  };
}

const fc = (features: unknown[]) => ({ type: "FeatureCollection", features });

describe("GeoJSON parcels", () => {
  it("a point keeps its properties; a polygon gives its area and a point inside it; ids from the feature", () => {
    const parcels = parcelsFromGeoJson(
      fc([
        {
          type: "Feature",
          id: "A-1",
          geometry: { type: "Point", coordinates: [27.14, 38.42] },
          properties: { arazi_vasfi: "Tarla", alan_m2: 5000 },
        },
        { type: "Feature", geometry: square(38.5, 27.2, 100), properties: { id: 7, arazi_vasfi: "Tarla" } },
        { type: "Feature", geometry: square(38.5, 27.3, 100), properties: { arazi_vasfi: "Tarla", alan_m2: 1234 } },
      ]),
    );
    expect(parcels.map((p) => p.id)).toEqual(["A-1", "7", "3"]);
    expect(parcels[0]!.istek).toEqual({ arazi_vasfi: "Tarla", alan_m2: 5000, latitude: 38.42, longitude: 27.14 });
    const polygon = parcels[1]!.istek;
    expect(polygon["alan_m2"]).toBeGreaterThan(9_900);
    expect(polygon["alan_m2"]).toBeLessThan(10_100);
    expect(polygon["latitude"]).toBeGreaterThan(38.5);
    expect(polygon["latitude"]).toBeLessThan(38.501);
    // An area the feature states wins over the polygon's.
    expect(parcels[2]!.istek["alan_m2"]).toBe(1234);
  });

  it("refuses what is not a FeatureCollection of points and polygons, in Turkish, naming the parcel", () => {
    const refuse = (v: unknown) => {
      try {
        parcelsFromGeoJson(v);
      } catch (err) {
        expect(err).toBeInstanceOf(BatchInputError);
        return (err as Error).message;
      }
      throw new Error("accepted");
    };
    expect(refuse({ type: "Feature" })).toBe("Parseller bir GeoJSON FeatureCollection olmalıdır.");
    expect(refuse(fc([]))).toBe("Dosyada parsel yok.");
    expect(
      refuse(fc([{ type: "Feature", geometry: { type: "LineString", coordinates: [] }, properties: {} }])),
    ).toMatch(/^1\. parselin geometrisi okunamadı/);
    expect(
      refuse(fc([{ type: "Feature", geometry: { type: "Point", coordinates: ["a", 1] }, properties: {} }])),
    ).toMatch(/^1\. parselin geometrisi okunamadı/);
    const point = { type: "Point", coordinates: [27.14, 38.42] };
    expect(refuse(fc([{ type: "Feature", geometry: point, properties: { alan_m2: [[[1]]] } }]))).toBe(
      "1. parselin “alan_m2” özelliği bir sayı, metin ya da evet/hayır olmalıdır.",
    );
    expect(
      refuse(
        fc([
          { type: "Feature", id: "x", geometry: point },
          { type: "Feature", id: "x", geometry: point },
        ]),
      ),
    ).toBe("Parsel kimliği birden fazla kez kullanılmış: x");
    const many = Array.from({ length: BATCH_MAX_PARCELS + 1 }, () => ({ type: "Feature", geometry: point }));
    expect(refuse(fc(many))).toBe("Bir toplu hesaplamada en çok 10.000 parsel olabilir (10.001 parsel gönderildi).");
  });
});

describe("CSV parcels", () => {
  it("reads a header, the id column and the point, and leaves values for the calculation to check", () => {
    const parcels = parcelsFromCsv(
      '\uFEFFparsel,latitude,longitude,arazi_vasfi,alan_m2\r\nP1,38.42,27.14,Tarla,5000\r\n"P,2",38.43,27.15,"Dikili vasıflı",\r\n',
    );
    expect(parcels).toEqual([
      { id: "P1", istek: { latitude: "38.42", longitude: "27.14", arazi_vasfi: "Tarla", alan_m2: "5000" } },
      { id: "P,2", istek: { latitude: "38.43", longitude: "27.15", arazi_vasfi: "Dikili vasıflı" } },
    ]);
  });

  it("reads a Turkish spreadsheet: semicolons, enlem/boylam and decimal commas", () => {
    const [p] = parcelsFromCsv("no;Enlem;Boylam;alan_m2\n1;38,42;27,14;5000,5\n");
    expect(p).toEqual({ id: "1", istek: { latitude: "38.42", longitude: "27.14", alan_m2: "5000.5" } });
  });

  it("refuses a file without the point's columns, an uneven row and an empty file", () => {
    expect(() => parcelsFromCsv("id,x,y\n1,2,3\n")).toThrow(/enlem ve boylam sütunları/);
    expect(() => parcelsFromCsv("id,latitude,longitude\n1,38.4\n")).toThrow(
      "1. parsel satırında 2 sütun var; başlıkta 3 sütun var.",
    );
    expect(() => parcelsFromCsv("id,latitude,longitude\n")).toThrow("Dosyada parsel yok.");
  });
});
