import { DOMParser } from "@xmldom/xmldom";
import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import {
  checkParcelSize,
  PARCEL_ERRORS,
  ParcelFileError,
  parcelTooLarge,
} from "@web/entities/location/parcel-import/errors.ts";
import { repoRuleSet } from "./repo-rule-set.ts";
import { parseParcelFile } from "@web/entities/location/parcel-import/parse.ts";
import { geojsonOf, kmlOf, kmzOf, squareRing } from "../fixtures/parcels.ts";

const parseXml = (text: string) => new DOMParser().parseFromString(text, "text/xml") as unknown as Document;
const LAT = 38.4189;
const LNG = 27.1287;

function expectError(fn: () => unknown, message: string) {
  expect(fn).toThrow(ParcelFileError);
  expect(fn).toThrow(message);
}

describe("parcel files", () => {
  it("reads a KML parcel: area in m² (±1 %), ring as lat/lng, a point inside", () => {
    const [p] = parseParcelFile(
      "parsel.kml",
      strToU8(kmlOf([{ name: "101 ada 5 parsel", ring: squareRing(LAT, LNG, 100) }])),
      parseXml,
    );
    expect(p!.name).toBe("101 ada 5 parsel");
    expect(p!.areaM2).toBeGreaterThan(9_900);
    expect(p!.areaM2).toBeLessThan(10_100);
    expect(p!.ring[0]![0]).toBeCloseTo(LAT, 2);
    expect(p!.point.lat).toBeCloseTo(LAT, 3);
    expect(p!.point.lng).toBeCloseTo(LNG, 3);
  });

  it("reads KMZ (zipped KML) and GeoJSON with several parcels", () => {
    const two = [
      { name: "A", ring: squareRing(LAT, LNG, 50) },
      { name: "B", ring: squareRing(LAT + 0.01, LNG, 80) },
    ];
    expect(parseParcelFile("parsel.kmz", kmzOf(two), parseXml).map((p) => p.name)).toEqual(["A", "B"]);
    const fromJson = parseParcelFile("parsel.geojson", strToU8(geojsonOf(two)), parseXml);
    expect(fromJson).toHaveLength(2);
    expect(fromJson[1]!.areaM2).toBeGreaterThan(6_300);
  });

  it("gives the Turkish messages for wrong formats, broken files and files without a polygon", () => {
    expectError(() => parseParcelFile("parsel.pdf", strToU8("x"), parseXml), PARCEL_ERRORS.format);
    expectError(() => parseParcelFile("parsel.geojson", strToU8("{ not json"), parseXml), PARCEL_ERRORS.unreadable);
    expectError(() => parseParcelFile("parsel.kmz", strToU8("not a zip"), parseXml), PARCEL_ERRORS.unreadable);
    const point = JSON.stringify({
      type: "Feature",
      properties: {},
      geometry: { type: "Point", coordinates: [LNG, LAT] },
    });
    expectError(() => parseParcelFile("nokta.geojson", strToU8(point), parseXml), PARCEL_ERRORS.noPolygon);
    expectError(() => parseParcelFile("bos.kml", strToU8(kmlOf([])), parseXml), PARCEL_ERRORS.noPolygon);
    expectError(
      () => parseParcelFile("buyuk.kml", new Uint8Array(5 * 1024 * 1024 + 1), parseXml),
      PARCEL_ERRORS.fileTooBig,
    );
  });

  it("refuses a parcel larger than the rule set's area limit", () => {
    const limit = repoRuleSet().alan_siniri.en_cok;
    const side = Math.sqrt(limit);
    const [big] = parseParcelFile(
      "buyuk.geojson",
      strToU8(geojsonOf([{ name: "B", ring: squareRing(LAT, LNG, side * 1.05) }])),
      parseXml,
    );
    expectError(() => checkParcelSize(big!, limit), parcelTooLarge(limit));
    expect(parcelTooLarge(200_000)).toBe("Parsel alanı 200.000 m²'den büyük olamaz.");
    const [ok] = parseParcelFile(
      "kucuk.geojson",
      strToU8(geojsonOf([{ name: "K", ring: squareRing(LAT, LNG, side * 0.95) }])),
      parseXml,
    );
    expect(() => checkParcelSize(ok!, limit)).not.toThrow();
    // Before the rule set is loaded there is no limit to apply.
    expect(() => checkParcelSize(big!, null)).not.toThrow();
  });
});
