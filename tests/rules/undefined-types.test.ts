/**
 * A type a version no longer defines is refused for that reason first (rules-2026.md §2: status `izin_verilemez`,
 * code `mevzuatta_tanimli_degil`), whatever the parcel, the land or the place: never for a parcel's size (as if a
 * larger parcel would do) nor for its land type. Every version, every undefined type, every land type of the
 * catalogue, parcels below and above the plan notes' minimum, inside and outside a large plain.
 */
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const { registry } = loadRepoRules();
const versions = registry.versions["izmir-tarimsal-yapilar"]!;
const places = [
  { latitude: 38.42, longitude: 27.14 },
  { latitude: 38.6, longitude: 27.0 },
];

const cases = versions.flatMap((set) =>
  Object.entries(set.types)
    .filter(([, file]) => file.yapi_turu.mevzuat_durumu.kod === "tanimli_degil")
    .map(([slug]) => ({ set, slug })),
);

describe("a type the regulation no longer defines", () => {
  it("exists in a version (the class is tested, not skipped)", () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const { set, slug } of cases)
    it(`${set.surum}/${slug}: refused as undefined first, with its code, on every parcel and land type`, async () => {
      for (const land of set.common.arazi_vasfi_katalogu)
        for (const alan_m2 of [1, 1_000, 4_999, 5_000, 100_000])
          for (const place of places) {
            const answer = await runThroughEngine(set, slug, {
              ...place,
              alan_m2,
              arazi_vasfi: land.ad,
              kapaliSuHavzasiIcinde: false,
              surum: set.surum,
            });
            const where = `${land.ad}, ${alan_m2} m², ${place.latitude}`;
            expect(answer.status, where).toBe(200);
            const data = (answer.body as { data: Record<string, unknown> }).data;
            expect(data["izin_durumu"], where).toBe("izin_verilemez");
            expect(data["karar_kodu"], where).toBe("mevzuatta_tanimli_degil");
          }
    });
});
