/**
 * One mapping from land type to legal class (`_ortak.json` → `sabitler.arazi_siniflari`, rule set 2.0.0), used by
 * every type that needs a land's class:
 * - the emsal class and the İzmir plan notes' tier: the deed decides planted land (mutlak / dikili whatever the
 *   request states), the user states the rest, and nothing stated is the cautious class — for types that ask the
 *   class and for those that do not;
 * - the Talimat 7 holding threshold of every type that checks the holding, on every land type it accepts.
 */
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { deedEmsalClass, holdingThreshold, landClassesOf } from "@worker/core/rules/land-classes.ts";
import { planNotesApply, planNotesOf } from "@worker/core/rules/plan-notes.ts";
import type { LoadedRuleSet } from "@worker/core/rules/types.ts";

const { registry } = loadRepoRules();
const versions = registry.versions["izmir-tarimsal-yapilar"]!.filter((v) => landClassesOf(v.common.sabitler));
const at = { latitude: 38.42, longitude: 27.14, kapaliSuHavzasiIcinde: false };
const landName = (set: LoadedRuleSet, id: number) => set.common.arazi_vasfi_katalogu.find((t) => t.id === id)!.ad;
const allowedOf = (f: LoadedRuleSet["types"][string]) =>
  Array.isArray(f.arazi_vasiflari) ? f.arazi_vasiflari : f.arazi_vasiflari.marjinal;
const defined = (set: LoadedRuleSet) =>
  Object.entries(set.types).filter(([, f]) => f.yapi_turu.mevzuat_durumu.kod !== "tanimli_degil");

async function data(set: LoadedRuleSet, slug: string, request: Record<string, unknown>) {
  const answer = await runThroughEngine(set, slug, { ...at, surum: set.surum, ...request });
  return answer.status === 200 ? (answer.body as { data: Record<string, unknown> }).data : null;
}

describe("land type → legal class", () => {
  it("a version maps land types to classes (the class is tested)", () => {
    expect(versions.length).toBeGreaterThan(0);
  });

  for (const set of versions) {
    const classes = landClassesOf(set.common.sabitler)!;
    const notes = planNotesOf(set.common.sabitler);

    it(`${set.surum}: the deed decides planted land's emsal class and plan tier; a stated class elsewhere; else the cautious one`, async () => {
      let checked = 0;
      for (const [slug, file] of defined(set)) {
        if (!planNotesApply(notes, slug)) continue;
        for (const land of allowedOf(file)) {
          const deed = deedEmsalClass(classes, land);
          for (const stated of ["marjinal", undefined] as const) {
            const request =
              file.emsal.tur === "kullanici"
                ? { ...(stated ? { emsal_turu: stated } : {}) }
                : { ...(stated ? { marjinal_arazi: true } : {}) };
            const d = await data(set, slug, { alan_m2: 20_000, arazi_vasfi: landName(set, land), ...request });
            const plan = d?.["plan_notlari"] as { emsal_turu: string } | undefined;
            if (!plan) continue; // refused before the plan applies, or an input the type needs
            const expected = deed ?? stated ?? classes.varsayilan_emsal_turu;
            expect(plan.emsal_turu, `${slug} on ${land}, stated ${stated}`).toBe(expected);
            if (file.emsal.tur === "kullanici" && d!["emsal_turu"] !== undefined)
              expect(d!["emsal_turu"], `${slug} on ${land}, stated ${stated}`).toBe(expected);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });

    it(`${set.surum}: every holding threshold is the land class's, on every land type the type accepts`, async () => {
      const holdingTypes = defined(set).filter(
        ([, f]) => f.hesap === "tarimsalDepoHakki" || f.sabitler["arazi_varligi_kontrolu"] === true,
      );
      expect(holdingTypes.map(([s]) => s)).toEqual(expect.arrayContaining(["tarimsal-depo", "sundurma"]));
      for (const [slug, file] of holdingTypes)
        for (const land of allowedOf(file)) {
          const threshold = holdingThreshold(classes, land)!;
          const base = { alan_m2: 10_000, arazi_vasfi: landName(set, land) };
          const at = await data(set, slug, { ...base, toplam_arazi_varligi: Math.max(threshold, 10_000) });
          const above = await data(set, slug, { ...base, toplam_arazi_varligi: threshold + 1 });
          if (threshold >= 10_000)
            expect(at?.["izin_durumu"], `${slug} on ${land} at ${threshold}`).toBe("izin_verilemez");
          expect(above?.["izin_durumu"], `${slug} on ${land} above ${threshold}`).not.toBe("izin_verilemez");
        }
    });
  }
});
