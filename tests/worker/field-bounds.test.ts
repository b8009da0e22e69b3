/**
 * Every numeric field of every type's form, of every version, at its bounds through the real route: min−1, 0, min,
 * max and max+1 of the field catalogue (`_ortak.json` → `girdi_alanlari`; an area field without bounds of its own
 * has the common area limit `alan_siniri`). A value outside the bounds answers 400 with the catalogue's message on
 * that field; a value inside is never refused for that field. 0 in an optional area field without a minimum of its
 * own means "not given" unless the type requires the field; a field with a minimum of its own is held to it
 * (toplam_arazi_varligi: 0 and dut_agaci_sayisi: 0 were taken as absent). An area lying on the parcel (a greenhouse…)
 * above the parcel area is that field's error too (urun.json → parselden_buyuk_olamaz).
 */
import { describe, expect, it } from "vitest";
import { goldenSuites, placeGlobbed, type GoldenFile } from "../../scripts/lib/golden.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { bundledRules, RULESET_ID } from "@worker/core/calculation/bundled-rules.ts";
import { resolveField } from "@worker/core/rules/fields.ts";
import { productSettings } from "@worker/core/rules/product.ts";
import { api, json } from "./helpers.ts";

const versions = bundledRules().versions[RULESET_ID] ?? [];
/** Request areas that lie on the parcel: above the parcel area they are the field's error. */
const onParcel = productSettings().parselden_buyuk_olamaz.alanlar;
const { suites } = goldenSuites(
  bundledRules(),
  placeGlobbed(import.meta.glob<GoldenFile>("../../rules/*/cases/*/*.json", { eager: true, import: "default" })),
);

/** A body the type accepts: its first golden case with a verdict (not an input error) and no test-only layer. */
function baseBody(version: string, slug: string): Record<string, unknown> | null {
  const file = suites.find((s) => s.ruleSet.surum === version && s.slug === slug)?.file;
  // The version's own cases first: an inherited one was written for its base's bounds.
  const usable = (file?.vakalar ?? []).filter((c) => !c.katman && c.beklenen !== undefined);
  const ok = usable.find((c) => c.kaynak === version) ?? usable[0];
  return ok ? { ...ok.istek, surum: version } : null;
}

const post = (slug: string, body: unknown) =>
  api(`/api/calculations/${slug}/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("every numeric field at its catalogue bounds, through POST /api/calculations/{slug}/", () => {
  expect(versions.length).toBeGreaterThan(0);
  for (const ruleSet of versions) {
    for (const [slug, file] of Object.entries(ruleSet.types)) {
      it(`${ruleSet.surum} ${slug}`, async () => {
        const base = baseBody(ruleSet.surum, slug);
        expect(base, `a golden case of ${slug} that answers 200`).not.toBeNull();
        let checked = 0;
        for (const { ad } of file.form.alanlar) {
          const def = ruleSet.common.girdi_alanlari[ad];
          if (!def || def.tur === "onay") continue;
          const f = resolveField(ruleSet.common, ad);
          if (f.en_az === null || f.en_cok === null) continue;
          // 0 is "not given" only where the type may go without the field; a type that requires it refuses 0.
          const zeroIsAbsent = f.sifir_verilmedi && !file.zorunlu_alanlar.includes(ad);
          const step = def.tur === "sayi" ? 0.5 : 1;
          const values = [f.en_az - step, 0, f.en_az, f.en_cok, f.en_cok + step];
          for (const value of values) {
            const valid = (value >= f.en_az && value <= f.en_cok) || (value === 0 && zeroIsAbsent);
            const res = await post(slug, { ...base, [ad]: value });
            const label = `${ruleSet.surum} ${slug} ${ad} = ${value}`;
            // Within its bounds but larger than the parcel it lies on: that field's input mistake (urun.json).
            const parcel = base!["alan_m2"];
            if (valid && onParcel.includes(ad) && typeof parcel === "number" && value > parcel) {
              expect(res.status, label).toBe(400);
              expect((await json<ApiError>(res)).fields?.[ad]?.[0], label).toMatch(/parsel alanından .* büyük olamaz/);
            } else if (valid) {
              const fields = res.status === 400 ? ((await json<ApiError>(res)).fields ?? {}) : {};
              expect(res.status === 200 || res.status === 400, `${label}: ${res.status}`).toBe(true);
              expect(fields[ad], label).toBeUndefined();
            } else {
              expect(res.status, label).toBe(400);
              const message = value > f.en_cok && f.ust_mesaj ? f.ust_mesaj : f.mesaj;
              expect((await json<ApiError>(res)).fields?.[ad], label).toEqual([message]);
            }
            checked++;
          }
        }
        // Types without a bounded numeric field of their own still check the parcel area (alan_m2).
        expect(checked, `${slug} has no bounded numeric field`).toBeGreaterThan(0);
      });
    }
  }
});
