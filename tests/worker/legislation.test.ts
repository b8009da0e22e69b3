/** GET /api/rules/turler/{slug}/: the legislation page of every type of every version, generated from the rule files. */
import { describe, expect, it } from "vitest";
import type { LegislationAnswer } from "../../worker/contracts/legislation.ts";
import type { RuleSetAnswer } from "../../worker/contracts/rule-set.ts";
import { bundledRules, RULESET_ID } from "../../worker/rules/active.ts";
import { api, json } from "./helpers.ts";

const versions = bundledRules().versions[RULESET_ID]!;

describe("legislation pages", () => {
  for (const version of versions) {
    it(`answers every type of ${version.surum} with each rule, its formula, thresholds and legal basis`, async () => {
      const index = await json<RuleSetAnswer>(await api(`/api/rules/?surum=${version.surum}`));
      expect(index.data.turler.length).toBe(Object.keys(version.types).length);
      for (const type of index.data.turler) {
        const res = await api(`/api/rules/turler/${type.slug}/?surum=${version.surum}`);
        expect(res.status, type.slug).toBe(200);
        const { data } = await json<LegislationAnswer>(res);
        const file = version.types[type.slug]!;
        expect(data.kural_seti.surum).toBe(version.surum);
        expect(data.tur).toMatchObject({ slug: type.slug, label: type.label, emoji: type.emoji });
        // Every rule of the common file and of the type's file, in order, each with its basis from the file.
        const expected = [...version.common.kurallar, ...file.kurallar];
        expect(data.kurallar.map((r) => r.kural_id)).toEqual(expected.map((r) => r.name));
        for (const [i, rule] of data.kurallar.entries()) {
          const def = expected[i]!;
          expect(rule.ad).toBe(def.event.params.ad);
          expect(rule.dayanak).toBe(def.event.params.dayanak);
          expect(rule.tur).toBe(def.event.type);
          expect(rule.ortak).toBe(i < version.common.kurallar.length);
          expect(rule.kosul.length, `${type.slug} ${rule.kural_id}`).toBeGreaterThan(0);
          // Constants are filled in; what the calculation computes is named, never a raw {placeholder}.
          expect(rule.mesaj, `${type.slug} ${rule.kural_id}`).not.toMatch(/\{[A-Za-z_.]+\}/);
          for (const t of rule.esikler) expect(rule.kosul).toContain(t.deger);
        }
        // The type's numeric constants, each with its value.
        for (const c of data.sabitler) expect(c.deger, `${type.slug} ${c.ad}`).toMatch(/\d/);
        expect(data.arazi_vasiflari.length).toBeGreaterThan(0);
        const landNames = index.data.arazi_vasiflari
          .filter((l) => type.arazi_vasiflari.includes(l.id))
          .map((l) => l.ad);
        for (const name of landNames) expect(data.arazi_vasiflari).toContain(name);
        expect(data.emsal.metin.length).toBeGreaterThan(0);
      }
    });
  }

  it("writes thresholds with their units and conditions as Turkish formulas", async () => {
    const sera = versions.find((v) => v.types["sera"])!;
    const { data } = await json<LegislationAnswer>(await api(`/api/rules/turler/sera/?surum=${sera.surum}`));
    const fits = data.kurallar.find((r) => r.kural_id === "SERA-01")!;
    expect(fits.kosul).toBe("Sera alanı > Arazi alanı");
    const plot = data.kurallar.find((r) => r.kural_id === "GEN-01")!;
    expect(plot.ortak).toBe(true);
    expect(data.sabitler).toContainEqual({ ad: "idari_en_az_m2", deger: "20 m²" });
    expect(data.sabitler).toContainEqual({ ad: "idari_orani", deger: "%5" });
    expect(data.emsal.metin).toContain("emsal");
  });

  it("refuses an unknown type or version with a Turkish 404 and a bad version with a 400", async () => {
    const unknown = await api("/api/rules/turler/uzay-ussu/");
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({
      success: false,
      code: "not_found",
      detail: "Yapı türü bulunamadı: uzay-ussu",
    });
    const noVersion = await api("/api/rules/turler/sera/?surum=9.9.9");
    expect(noVersion.status).toBe(404);
    const bad = await api("/api/rules/turler/sera/?tarih=dun");
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ success: false, code: "validation_failed" });
  });
});
