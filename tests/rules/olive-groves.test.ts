/**
 * Olive groves (Zeytincilik Yönetmeliği md. 24 and 29, law 3573) in a version that makes them rules
 * (`_ortak.json` → `sabitler.zeytinlik`, rule set 2.0.0): no type that keeps animals is accepted on an olive grove,
 * no sheep or goat pen on land with olive trees, and a refusal on an olive grove cites the olive law — never "not a
 * legal article". Every such version, every type of its lists, every olive land type.
 */
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import type { LoadedRuleSet } from "@worker/core/rules/types.ts";

const { registry } = loadRepoRules();
const versions = registry.versions["izmir-tarimsal-yapilar"]!.filter((v) => v.common.sabitler["zeytinlik"]);
interface OliveConstants {
  zeytinlik_vasiflari: number[];
  zeytin_agacli_vasiflari: number[];
  hayvanli_turler: string[];
  agil_turleri: string[];
}
const olive = (set: LoadedRuleSet) => set.common.sabitler["zeytinlik"] as OliveConstants;
const landName = (set: LoadedRuleSet, id: number) => set.common.arazi_vasfi_katalogu.find((t) => t.id === id)!.ad;

async function refusal(set: LoadedRuleSet, slug: string, land: number) {
  const answer = await runThroughEngine(set, slug, {
    latitude: 38.42,
    longitude: 27.14,
    surum: set.surum,
    alan_m2: 20_000,
    arazi_vasfi: landName(set, land),
    kapaliSuHavzasiIcinde: false,
  });
  expect(answer.status).toBe(200);
  const data = (answer.body as { data: Record<string, unknown> }).data as {
    izin_durumu: string;
    uygulanan_kurallar: { kural_id: string; sonuc: string; dayanak: string }[];
  };
  return { status: data.izin_durumu, rule: data.uygulanan_kurallar.find((r) => r.sonuc === "saglanmadi") };
}

const defined = (set: LoadedRuleSet) =>
  Object.entries(set.types).filter(([, f]) => f.yapi_turu.mevzuat_durumu.kod !== "tanimli_degil");

describe("olive groves", () => {
  it("a version makes them rules (the class is tested)", () => {
    expect(versions.length).toBeGreaterThan(0);
  });

  for (const set of versions) {
    it(`${set.surum}: a type that keeps animals neither offers nor takes an olive grove; its refusal cites md. 29`, async () => {
      const c = olive(set);
      for (const [slug, file] of defined(set).filter(([s]) => c.hayvanli_turler.includes(s))) {
        const allowed = Array.isArray(file.arazi_vasiflari) ? file.arazi_vasiflari : file.arazi_vasiflari.marjinal;
        const banned = c.agil_turleri.includes(slug) ? c.zeytin_agacli_vasiflari : c.zeytinlik_vasiflari;
        for (const land of banned) {
          expect(allowed, `${slug} offers ${land}`).not.toContain(land);
          const { status, rule } = await refusal(set, slug, land);
          expect(status, `${slug} on ${land}`).toBe("izin_verilemez");
          expect(rule?.dayanak, `${slug} on ${land}`).toContain("Zeytincilik Yönetmeliği md. 29");
        }
      }
    });

    it(`${set.surum}: every refusal on an olive grove cites the olive law`, async () => {
      for (const [slug, file] of defined(set)) {
        for (const land of olive(set).zeytinlik_vasiflari) {
          const allowed = Array.isArray(file.arazi_vasiflari) ? file.arazi_vasiflari : file.arazi_vasiflari.marjinal;
          if (allowed.includes(land)) continue;
          const { status, rule } = await refusal(set, slug, land);
          expect(status, `${slug} on ${land}`).toBe("izin_verilemez");
          expect(rule?.dayanak, `${slug} on ${land}`).toMatch(/Zeytincilik Yönetmeliği md\. (24|29)/);
          expect(rule?.dayanak).not.toContain("Mevzuat maddesi değildir");
        }
      }
    });
  }
});
