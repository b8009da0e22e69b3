/** The legislation page builder (worker/rules/legislation.ts): units from constant names, Turkish formulas. */
import { describe, expect, it } from "vitest";
import { conditionText, constantText, constantUnit, numericConstants } from "../../worker/rules/legislation.ts";

const names = {
  input: (n: string) => ({ alan_m2: "Arazi alanı" })[n] ?? n,
  computed: (n: string) => ({ sera_alani: "Sera alanı" })[n] ?? n,
  sabitler: { esikler: { dikili_asgari_m2: 5000 }, idari_orani: 0.05 },
};

describe("legislation page builder", () => {
  it("reads the unit from the constant's name", () => {
    expect(constantUnit("taban_alani_m2")).toEqual({ unit: "m²", percent: false });
    expect(constantUnit("barinak_m2_bas")).toEqual({ unit: "m²/baş", percent: false });
    expect(constantUnit("referans_kapasite_kg_gun")).toEqual({ unit: "kg/gün", percent: false });
    expect(constantUnit("idari_orani").percent).toBe(true);
    expect(constantUnit("asgari_bas_sayisi")).toEqual({ unit: null, percent: false });
    expect(constantText("esikler.dikili_asgari_m2", 5000)).toBe("5.000 m²");
    expect(constantText("idari_orani", 0.05)).toBe("%5");
    expect(constantText("mustemilat_payi", 0.4)).toBe("%40");
  });

  it("lists the numeric constants by dotted path and leaves texts and lists out", () => {
    expect(numericConstants({ a_m2: 10, b: { c_orani: 0.2, t: "metin" }, l: [1, 2] })).toEqual([
      { ad: "a_m2", deger: "10 m²" },
      { ad: "b.c_orani", deger: "%20" },
    ]);
  });

  it("writes conditions as Turkish formulas and records the thresholds they read", () => {
    const used = new Set<string>();
    const text = conditionText(
      {
        any: [
          { fact: "hesap", path: "$.sera_alani", operator: "greaterThan", value: { fact: "girdi", path: "$.alan_m2" } },
          {
            not: {
              fact: "girdi",
              path: "$.alan_m2",
              operator: "greaterThanInclusive",
              value: { fact: "sabit", path: "$.esikler.dikili_asgari_m2" },
            },
          },
          { fact: "konum", path: "$.buyukOvaIcinde", operator: "equal", value: true },
        ],
      },
      names,
      used,
    );
    expect(text).toBe(
      "(Sera alanı > Arazi alanı) veya (değil (Arazi alanı ≥ 5.000 m²)) veya (konum: buyuk ova icinde = evet)",
    );
    expect([...used]).toEqual(["esikler.dikili_asgari_m2"]);
    expect(conditionText({ all: [] }, names, new Set())).toBe("her zaman");
  });
});
