/** The analysis table's order (web/src/features/parcel-analysis/logic.ts) and re-opening a saved analysis. */
import { describe, expect, it } from "vitest";
import { PARCEL_ANALYSIS_TYPE, type AnalysisRowDto } from "@worker/core/contracts/parcel-analysis.ts";
import { groupRows, isPossible, nextSort, sortRows, DEFAULT_SORT } from "@web/features/parcel-analysis/logic.ts";
import { decodePrefill, reopenUrl } from "@web/entities/calculation/reopen.ts";
import { verdictOf } from "@worker/core/rules/verdict.ts";

function row(
  label: string,
  category: string,
  izin_durumu: AnalysisRowDto["izin_durumu"],
  area: number | null,
  kod = "yururlukte",
) {
  const mevzuat_durumu = { kod, not: kod === "yururlukte" ? null : "Yeni yönetmelikte tanımlı değil." };
  return {
    slug: label.toLowerCase(),
    label,
    emoji: "",
    category,
    category_label: category.toUpperCase(),
    izin_durumu,
    karar: verdictOf({ izin_durumu, dikkat: [], mevzuat_durumu }),
    mevzuat_durumu,
    ana_mesaj: "",
    dikkat: [],
    azami_alan: area === null ? null : { alan: "maksimum_insaat_alani", etiket: "Azami", deger: area, birim: "m²" },
    kapasite: null,
    karar_kurali: null,
    varsayim: null,
    girdi: {},
  } satisfies AnalysisRowDto;
}

const rows = [
  row("Çiftlik", "a", "izin_verilemez", 10),
  row("Ambar", "a", "izin_verilebilir", 100),
  row("Bahçe", "a", "izin_verilebilir_varsayimsal", 500),
  row("Depo", "b", "izin_verilemez", 50),
  row("Ev", "c", "izin_verilebilir", null),
];

describe("analysis table order", () => {
  it("sorts by status (possible first, larger area first), by Turkish name and by area", () => {
    expect(sortRows(rows, DEFAULT_SORT).map((r) => r.label)).toEqual(["Ambar", "Ev", "Bahçe", "Depo", "Çiftlik"]);
    expect(sortRows(rows, { key: "ad", descending: false }).map((r) => r.label)).toEqual([
      "Ambar",
      "Bahçe",
      "Çiftlik",
      "Depo",
      "Ev",
    ]);
    expect(sortRows(rows, { key: "alan", descending: true }).map((r) => r.label)).toEqual([
      "Bahçe",
      "Ambar",
      "Depo",
      "Çiftlik",
      "Ev",
    ]);
  });

  it("puts an answer for information only (a type the regulation no longer defines) after every permit, not possible", () => {
    const withInfo = [...rows, row("Fabrika", "c", "izin_verilebilir", 900, "kaldirildi_2025")];
    expect(sortRows(withInfo, DEFAULT_SORT).map((r) => r.label)).toEqual([
      "Ambar",
      "Ev",
      "Bahçe",
      "Fabrika",
      "Depo",
      "Çiftlik",
    ]);
    const info = row("Fabrika", "c", "izin_verilebilir", 900, "kaldirildi_2025");
    // A group whose only permit is information only is a group without a possible type.
    expect(groupRows([info, rows[1]!], DEFAULT_SORT, ["c", "a"]).map((g) => g.id)).toEqual(["a", "c"]);
    expect(isPossible(info)).toBe(false);
  });

  it("groups in the rule set's category order, groups without a possible type last, unknown categories after", () => {
    const groups = groupRows(rows, DEFAULT_SORT, ["b", "a", "c"]);
    expect(groups.map((g) => g.id)).toEqual(["a", "c", "b"]);
    expect(groups[0]!.rows.map((r) => r.label)).toEqual(["Ambar", "Bahçe", "Çiftlik"]);
    expect(groupRows(rows, DEFAULT_SORT, ["a"]).map((g) => g.id)).toEqual(["a", "c", "b"]);
  });

  it("flips the pressed column, starts area largest first and the others ascending", () => {
    expect(nextSort(DEFAULT_SORT, "durum")).toEqual({ key: "durum", descending: true });
    expect(nextSort(DEFAULT_SORT, "alan")).toEqual({ key: "alan", descending: true });
    expect(nextSort({ key: "alan", descending: true }, "ad")).toEqual({ key: "ad", descending: false });
  });
});

describe("re-opening a saved analysis", () => {
  it("leads to /parsel-analizi with the request, and a type to its calculation page", () => {
    const parameters = { latitude: 38.42, longitude: 27.14, arazi_vasfi: "Zeytin ağaçlı + tarla", alan_m2: 9000 };
    const url = new URL(reopenUrl(PARCEL_ANALYSIS_TYPE, parameters), "http://x");
    expect(url.pathname).toBe("/parsel-analizi");
    const prefill = decodePrefill(url.searchParams.get("girdi"), ["alan_m2"]);
    expect(prefill).toMatchObject({ point: { lat: 38.42, lng: 27.14 }, landType: parameters.arazi_vasfi });
    expect(prefill?.values).toEqual({ alan_m2: "9000" });
    expect(new URL(reopenUrl("sera", parameters), "http://x").pathname).toBe("/hesaplama/sera");
  });
});
