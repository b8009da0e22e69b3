/**
 * The İzmir plan notes cap the gross construction area (İBB 7.12.15.2: "maksimum yapı inşaat alanı (brüt inşaat
 * alanı)"): every floor counts, the caretaker house's upper floor and the optional annexes included. Where the notes
 * bind, no answer's total construction area exceeds the plan's ceiling — every type of every version that makes them
 * rules, both classes, a sweep of parcels.
 */
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { planNotesApply, planNotesOf } from "@worker/core/rules/plan-notes.ts";

const { registry } = loadRepoRules();
const versions = registry.versions["izmir-tarimsal-yapilar"]!.filter((v) => planNotesOf(v.common.sabitler));

describe("the plan notes' gross ceiling", () => {
  it("a version makes the plan notes rules (the class is tested)", () => {
    expect(versions.length).toBeGreaterThan(0);
  });

  for (const set of versions)
    it(`${set.surum}: no total construction area above the plan's ceiling`, async () => {
      let compared = 0;
      for (const [slug, file] of Object.entries(set.types)) {
        if (!planNotesApply(planNotesOf(set.common.sabitler), slug)) continue;
        for (const alan_m2 of [5_000, 9_205, 14_491, 40_001, 100_000])
          for (const emsal_turu of ["marjinal", "mutlak_dikili"]) {
            const answer = await runThroughEngine(set, slug, {
              latitude: 38.42,
              longitude: 27.14,
              surum: set.surum,
              alan_m2,
              arazi_vasfi: "Tarla",
              ...(file.emsal.tur === "kullanici" ? { emsal_turu } : { marjinal_arazi: emsal_turu === "marjinal" }),
              kapaliSuHavzasiIcinde: false,
              cephe_m: 20,
            });
            if (answer.status !== 200) continue; // an input the type needs beyond these
            const d = (answer.body as { data: Record<string, unknown> }).data;
            const ceiling = d["plan_siniri_m2"];
            const total = d["insaat_alani"];
            if (typeof ceiling !== "number" || typeof total !== "number") continue;
            expect(total, `${slug} ${alan_m2} m² ${emsal_turu}`).toBeLessThanOrEqual(ceiling + 0.005);
            compared++;
          }
      }
      expect(compared).toBeGreaterThan(20);
    });
});
