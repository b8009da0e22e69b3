/**
 * A batch parcel calculated (worker/core/batch/rows.ts) is the site's answer reduced to a row — the same status,
 * headline and figures as `POST /api/calculations/{slug}/` — or the calculation's Turkish error for that parcel; and
 * the rows as CSV and GeoJSON files (worker/core/batch/export.ts).
 */
import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { calculateParcel } from "@worker/core/batch/rows.ts";
import { rowsToCsv, rowsToGeoJson } from "@worker/core/batch/export.ts";
import { runCalculation } from "@worker/core/calculation/run-calculation.ts";
import { runParcelAnalysis } from "@worker/core/calculation/run-parcel-analysis.ts";

const now = new Date("2026-11-28T12:00:00Z");
const sera = { latitude: 38.4189, longitude: 27.1287, arazi_vasfi: "Tarla", alan_m2: 5000, sera_alani_m2: 3000 };

describe("a batch parcel", () => {
  it("is the site's answer under the batch's version: status, verdict, headline, report figures", async () => {
    const row = await calculateParcel("sera", "1.0.0", { id: "P1", istek: sera }, now);
    const { data } = await runCalculation("sera", { ...sera, surum: "1.0.0" }, now);
    expect(row).toEqual({
      id: "P1",
      latitude: 38.4189,
      longitude: 27.1287,
      surum: "1.0.0",
      izin_durumu: data.izin_durumu,
      karar: data.karar,
      mesaj: data.ana_mesaj,
      degerler: Object.fromEntries(data.rapor.degerler.map((f) => [f.alan, f.deger])),
      hata: null,
    });
    expect(Object.keys(row.degerler).length).toBeGreaterThan(0);
  });

  it("is the site's parcel analysis for `parsel-analizi`: each type's status, area and capacity", async () => {
    const body = {
      latitude: 38.4189,
      longitude: 27.1287,
      arazi_vasfi: "Tarla",
      alan_m2: 20_000,
      kapaliSuHavzasiIcinde: false,
    };
    const row = await calculateParcel("parsel-analizi", "2.0.0", { id: "A", istek: body }, now);
    const { data } = await runParcelAnalysis({ ...body, surum: "2.0.0" }, now);
    expect(row.mesaj).toBe(data.mesaj);
    expect(row.surum).toBe("2.0.0");
    for (const t of data.turler) {
      expect(row.degerler[t.slug]).toBe(t.izin_durumu);
      if (t.azami_alan) expect(row.degerler[`${t.slug}_${t.azami_alan.alan}`]).toBe(t.azami_alan.deger);
    }
  });

  it("that the calculation refuses as input carries the Turkish error, and the others are unaffected", async () => {
    const row = await calculateParcel("sera", "1.0.0", { id: "bad", istek: { ...sera, arazi_vasfi: undefined } }, now);
    expect(row).toMatchObject({ id: "bad", izin_durumu: null, surum: "1.0.0", degerler: {} });
    expect(row.hata).toMatch(/Arazi vasfı/);
  });
});

describe("the results files", () => {
  it("CSV: one row per parcel, the figures' columns in order, an error row blank but for its error", async () => {
    const rows = [
      await calculateParcel("sera", "1.0.0", { id: "P1", istek: sera }, now),
      await calculateParcel("sera", "1.0.0", { id: "P2", istek: { ...sera, latitude: "x" } }, now),
    ];
    const csv = rowsToCsv(rows);
    expect(csv.startsWith("\uFEFFid,latitude,longitude,izin_durumu,karar,mesaj,")).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.data.map((r) => r["id"])).toEqual(["P1", "P2"]);
    expect(parsed.data[0]!["izin_durumu"]).toBe(rows[0]!.izin_durumu);
    expect(parsed.data[0]!["surum"]).toBe("1.0.0");
    expect(parsed.data[1]!["hata"]).toBe(rows[1]!.hata);
    expect(parsed.meta.fields!.slice(-2)).toEqual(["surum", "hata"]);
    const geo = rowsToGeoJson(rows);
    expect(geo.features[0]).toMatchObject({ id: "P1", geometry: { type: "Point", coordinates: [27.1287, 38.4189] } });
    expect(geo.features[1]!.geometry).toBeNull();
    expect(geo.features[1]!.properties).toMatchObject({ hata: rows[1]!.hata });
  });
});
