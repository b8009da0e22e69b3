/**
 * Property tests over every calculable type: a larger parcel never gives a smaller maximum area or capacity,
 * and a permitted building programme never exceeds parcel area × emsal where the rules bound it by the emsal.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { versionInForce } from "@worker/core/rules/registry.ts";

const { registry } = loadRepoRules();
const ruleSet = versionInForce(registry, "izmir-tarimsal-yapilar", new Date())!;

interface Metric {
  /** Request fields besides area and emsal. */
  extra: Record<string, unknown>;
  /** Result fields that must not decrease when the parcel grows (absent = 0, e.g. on refusal). */
  monotone: string[];
  /** Result fields that must stay within parcel area × applied ratio (+0.01 m²). */
  bounded: string[];
  /** The ratio is the user's emsal type (true) or fixed by the type (number). */
  ratio: true | number | null;
}

const base = { latitude: 38.42, longitude: 27.14, arazi_vasfi: "Tarla" };
const emsalOnly: Metric = {
  extra: base,
  monotone: ["maksimum_insaat_alani"],
  bounded: ["maksimum_insaat_alani"],
  ratio: true,
};
const METRICS: Record<string, Metric> = {
  "solucan-tesisi": {
    extra: base,
    monotone: ["uretim_kapasitesi", "maksimum_insaat_alani"],
    bounded: ["yapi_alani"],
    ratio: true,
  },
  "mantar-tesisi": { extra: base, monotone: ["uretim_kapasitesi"], bounded: ["yapi_alani"], ratio: true },
  aricilik: { extra: base, monotone: ["maksimum_kovan_sayisi"], bounded: ["yapi_alani"], ratio: true },
  "hububat-silo": {
    // A silo footprint no parcel of the property is smaller than (a larger one would be the field's input error).
    extra: { ...base, silo_taban_alani_m2: 1 },
    monotone: ["maksimum_insaat_alani"],
    bounded: ["yapi_alani"],
    ratio: true,
  },
  "lisansli-depo": emsalOnly,
  "yikama-tesisi": { ...emsalOnly, extra: { ...base, kapaliSuHavzasiIcinde: false } },
  "kurutma-tesisi": emsalOnly,
  "meyve-sebze-kurutma": emsalOnly,
  "su-depolama": emsalOnly,
  "soguk-hava-deposu": emsalOnly,
  "zeytinyagi-fabrikasi": {
    extra: { ...base, arazi_vasfi: "Zeytinlik" },
    monotone: ["maksimum_insaat_alani", "uretim_alani"],
    bounded: ["maksimum_insaat_alani"],
    ratio: 0.1,
  },
  "zeytinyagi-uretim-tesisi": {
    extra: { ...base, arazi_vasfi: "Zeytinlik" },
    monotone: ["maksimum_insaat_alani", "uretim_alani"],
    bounded: ["yapi_alani"],
    ratio: 0.1,
  },
  // The caretaker house and admin building take priority over production (kept on purpose):
  // boxes may fall, the figures without them may not.
  "ipek-bocekciligi": {
    extra: { ...base, arazi_vasfi: "Dikili vasıflı" },
    monotone: ["maksimum_insaat_alani", "kutu_sayisi_ek_yapisiz"],
    bounded: ["maksimum_insaat_alani"],
    ratio: 0.05,
  },
  // The depot right is 1 % of the holding (not an emsal right): monotone, not emsal-bounded.
  "tarimsal-depo": { extra: base, monotone: ["depo_alani"], bounded: [], ratio: null },
  // Greenhouses are outside the emsal; the admin allowance grows with the greenhouse (0.8 × parcel when absent).
  sera: { extra: base, monotone: ["idari_teknik_bina_maks_m2"], bounded: [], ratio: null },
  // Vineyard house: no emsal; the permit (75 / 150 m²) appears from the 20 000 m² field threshold on.
  "bag-evi": { extra: base, monotone: ["maksimum_insaat_alani", "taban_alani"], bounded: [], ratio: null },
  // Livestock: the capacity never falls as the parcel grows, and the building programme fits the emsal.
  ...Object.fromEntries(
    [
      "sut-sigirciligi",
      "besi-sigirciligi",
      "agil-kucukbas",
      "kumes-yumurtaci",
      "kumes-etci",
      "kumes-gezen",
      "kumes-hindi",
      "kaz-ordek",
      "hara",
      "evcil-hayvan",
    ].map((slug) => [
      slug,
      {
        extra: { ...base, kapaliSuHavzasiIcinde: false },
        monotone: ["uretim_kapasitesi"],
        bounded: ["yapi_alani"],
        ratio: true,
      } satisfies Metric,
    ]),
  ),
  // Water wells have no area or capacity figure: the decision depends on the closed basin only.
  "su-kuyulari": { extra: { ...base, kapaliSuHavzasiIcinde: false }, monotone: [], bounded: [], ratio: null },
};

const num = (v: unknown) => (typeof v === "number" ? v : 0);

describe("property: larger parcel, never a smaller maximum; never beyond the emsal", () => {
  it("covers every type of the rule set in force", () => {
    expect(Object.keys(METRICS).sort()).toEqual(Object.keys(ruleSet.types).sort());
  });

  for (const [slug, metric] of Object.entries(METRICS)) {
    if (!ruleSet.types[slug]) continue;
    it(slug, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 200_000 }),
          fc.integer({ min: 0, max: 50_000 }),
          fc.constantFrom("marjinal", "mutlak_dikili"),
          async (area, growth, emsal_turu) => {
            const bigger = Math.min(200_000, area + growth);
            const run = async (alan_m2: number) => {
              const answer = await runThroughEngine(ruleSet, slug, { ...metric.extra, alan_m2, emsal_turu });
              expect(answer.status).toBe(200);
              return (answer.body as { data: Record<string, unknown> }).data;
            };
            const small = await run(area);
            const large = await run(bigger);
            for (const field of metric.monotone) {
              expect(num(large[field]), `${field} at ${area} → ${bigger} m²`).toBeGreaterThanOrEqual(num(small[field]));
            }
            const ratio = metric.ratio === true ? (emsal_turu === "marjinal" ? 0.2 : 0.05) : metric.ratio;
            if (ratio !== null) {
              // A refusal may report what the programme would need (e.g. aricilik's G on ARI-03): only a permit is bounded.
              for (const data of [small, large].filter((d) => d["izin_durumu"] !== "izin_verilemez")) {
                for (const field of metric.bounded) {
                  expect(num(data[field]), `${field} within ${data["alan_m2"]} × ${ratio}`).toBeLessThanOrEqual(
                    num(data["alan_m2"]) * ratio + 0.01,
                  );
                }
              }
            }
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
