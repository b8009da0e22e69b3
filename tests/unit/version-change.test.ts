/**
 * What the newest rule-set version (the 2.0.0 draft) answers for a saved calculation (issue #52): the saved answers
 * are the real calculation's under 1.0.0 (runCalculation with `surum`), never typed by hand. The 2.0.0 vineyard house
 * needs 10 000 m² of planted land (rules/izmir-tarimsal-yapilar/2.0.0/bag-evi.json, `dikili_asgari_m2`) where 1.0.0
 * needed 5 000 m².
 */
import { describe, expect, it } from "vitest";
import { runCalculation } from "@worker/core/calculation/run-calculation.ts";
import { runParcelAnalysis } from "@worker/core/calculation/run-parcel-analysis.ts";
import { newestVersion, versionChange } from "@worker/core/calculation/version-change.ts";
import { PARCEL_ANALYSIS_TYPE } from "@worker/core/contracts/parcel-analysis.ts";

const POINT = { latitude: 38.42, longitude: 27.14 };
const BAG_EVI_6000 = { ...POINT, alan_m2: 6000, arazi_vasfi: "Dikili vasıflı", surum: "1.0.0" };

/** A row as a save stores it: the type, the sent parameters and the result the server computed from them. */
async function saved(type: string, parameters: Record<string, unknown>) {
  return { type, parameters, result: await runCalculation(type, parameters) };
}

describe("versionChange", () => {
  it("the newest version is the 2.0.0 draft", () => {
    expect(newestVersion().surum).toBe("2.0.0");
  });

  it("a vineyard house on 6 000 m² of planted land, permitted under 1.0.0, is refused under the 2.0.0 draft", async () => {
    const row = await saved("bag-evi", BAG_EVI_6000);
    expect(row.result.data.kural_seti.surum).toBe("1.0.0");
    expect(row.result.data.izin_durumu).toBe("izin_verilebilir_varsayimsal");
    const change = await versionChange(row.type, row.parameters, row.result);
    expect(change).toMatchObject({
      surum: "2.0.0",
      taslak: true,
      izin_durumu: "izin_verilemez",
      karar: "red",
      onceki_surum: "1.0.0",
      onceki_izin_durumu: "izin_verilebilir_varsayimsal",
      metin: "Yeni yönetmelikte (taslak): İzin verilemez",
      yon: "izinden_redde",
    });
    expect(change?.onceki_ana_deger).toMatchObject({ alan: "maksimum_insaat_alani", deger: 150, birim: "m²" });
  });

  it("a permit whose main figure changes names the new figure (12 000 m²: 150 m² → 60 m²)", async () => {
    const row = await saved("bag-evi", { ...BAG_EVI_6000, alan_m2: 12_000 });
    const change = await versionChange(row.type, row.parameters, row.result);
    expect(change?.metin).toBe(
      "Yeni yönetmelikte (taslak): İzin verilebilir (varsayımsal) — Azami inşaat alanı: 60 m²",
    );
    expect(change?.yon).toBeNull();
  });

  it("answers null when the newest version answers the same (a greenhouse on 1 000 m² of Tarla)", async () => {
    const row = await saved("sera", { ...POINT, alan_m2: 1000, arazi_vasfi: "Tarla", surum: "1.0.0" });
    expect(row.result.data.kural_seti.surum).toBe("1.0.0");
    expect(await versionChange(row.type, row.parameters, row.result)).toBeNull();
  });

  it("answers null for two refusals (4 000 m² of planted land: refused under both)", async () => {
    const row = await saved("bag-evi", { ...BAG_EVI_6000, alan_m2: 4000 });
    expect(row.result.data.izin_durumu).toBe("izin_verilemez");
    expect(await versionChange(row.type, row.parameters, row.result)).toBeNull();
  });

  it("answers null for a parcel analysis row", async () => {
    const parameters = {
      ...POINT,
      alan_m2: 6000,
      arazi_vasfi: "Dikili vasıflı",
      kapaliSuHavzasiIcinde: false,
      surum: "1.0.0",
    };
    const result = await runParcelAnalysis(parameters);
    expect(result.data.turler.length).toBeGreaterThan(0);
    expect(await versionChange(PARCEL_ANALYSIS_TYPE, parameters, result)).toBeNull();
  });

  it("answers null for a row saved under the newest version", async () => {
    const row = await saved("bag-evi", { ...BAG_EVI_6000, surum: "2.0.0" });
    expect(row.result.data.kural_seti.surum).toBe("2.0.0");
    expect(await versionChange(row.type, row.parameters, row.result)).toBeNull();
  });

  it("answers null for rows of an older client's shape", async () => {
    const parameters = { ...POINT, alan_m2: 6000, arazi_vasfi: "Dikili vasıflı" };
    // A result the browser sent before the server computed results: report HTML, no status or rule-set version.
    expect(await versionChange("bag-evi", parameters, { data: { html_mesaj: "<p>Eski rapor</p>" } })).toBeNull();
    expect(await versionChange("bag-evi", parameters, null)).toBeNull();
    expect(await versionChange("bag-evi", parameters, "metin")).toBeNull();
    // A status and version, but inputs today's calculation refuses (no point): nothing to compare.
    const row = await saved("bag-evi", BAG_EVI_6000);
    expect(await versionChange("bag-evi", { alan_m2: "altı bin" }, row.result)).toBeNull();
    // A type no version knows.
    expect(await versionChange("eski-tur", parameters, row.result)).toBeNull();
  });
});
