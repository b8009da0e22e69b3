/** GET /api/rules/turler/{slug}/: the legislation page of every type of every version, generated from the rule files. */
import { describe, expect, it } from "vitest";
import type { LegislationAnswer, LegislationDto } from "@worker/core/contracts/legislation.ts";
import type { RuleSetAnswer } from "@worker/core/contracts/rule-set.ts";
import { builtRuleBundle, bundledRules, RULESET_ID } from "@worker/core/calculation/bundled-rules.ts";
import { textProblems, vocabularyOf } from "../fixtures/landowner-text.ts";
import { api, json } from "./helpers.ts";

const versions = bundledRules().versions[RULESET_ID]!;

async function page(slug: string, surum: string): Promise<LegislationDto> {
  const res = await api(`/api/rules/turler/${slug}/?surum=${surum}`);
  expect(res.status, slug).toBe(200);
  return (await json<LegislationAnswer>(res)).data;
}

/** Every text of the answer the page shows (ids, codes and kinds are not shown as such). */
function shownTexts(data: LegislationDto): [string, string][] {
  const { tur, emsal } = data;
  return [
    ["tur.label", tur.label],
    ["tur.category_label", tur.category_label],
    ["tur.mevzuat_durumu.not", tur.mevzuat_durumu.not ?? ""],
    ["emsal.metin", emsal.metin],
    ["emsal.dayanak", emsal.dayanak ?? ""],
    ...data.arazi_vasiflari.map((a): [string, string] => ["arazi_vasiflari", a]),
    ["arazi_vasfi_gerekcesi", data.arazi_vasfi_gerekcesi ?? ""],
    ...data.kurallar.flatMap((r): [string, string][] => [
      [`${r.kural_id}.ad`, r.ad],
      [`${r.kural_id}.tur_etiketi`, r.tur_etiketi],
      [`${r.kural_id}.kosul`, r.kosul ?? ""],
      [`${r.kural_id}.mesaj`, r.mesaj ?? ""],
      [`${r.kural_id}.aciklama`, r.aciklama ?? ""],
      [`${r.kural_id}.dayanak`, r.dayanak],
    ]),
    ...data.sayi_kaynaklari.flatMap((n, i): [string, string][] => [
      [`sayi_kaynaklari.${i}.etiket`, n.etiket],
      // An assumption's reason may name the reference model or the product: it is shown as the tool's assumption
      // ("Varsayım — mevzuatta sayı yok: …"), never as a legal basis.
      [`sayi_kaynaklari.${i}.kaynak${n.varsayim ? " (varsayım)" : ""}`, n.kaynak],
    ]),
  ];
}

/** A problem of a shown text; an assumption's reason names an internal basis as what it is. */
const problemsOf = (field: string, text: string, vocabulary: ReturnType<typeof vocabularyOf>) =>
  textProblems(text, vocabulary).filter(
    (p) => !(field.endsWith(" (varsayım)") && p.startsWith("internal basis shown as a legal basis")),
  );

describe("legislation pages", () => {
  for (const version of versions) {
    it(`answers every type of ${version.surum} with its rules, their formulas, messages and legal bases`, async () => {
      const index = await json<RuleSetAnswer>(await api(`/api/rules/?surum=${version.surum}`));
      expect(index.data.turler.length).toBe(Object.keys(version.types).length);
      for (const type of index.data.turler) {
        const data = await page(type.slug, version.surum);
        const file = version.types[type.slug]!;
        expect(data.kural_seti.surum).toBe(version.surum);
        expect(data.tur).toMatchObject({ slug: type.slug, label: type.label, emoji: type.emoji });
        // Every rule of the type's file in order, after the common rules that can apply to the type (in order).
        const own = data.kurallar.filter((r) => !r.ortak).map((r) => r.kural_id);
        expect(own).toEqual(file.kurallar.map((r) => r.name));
        const common = data.kurallar.filter((r) => r.ortak).map((r) => r.kural_id);
        const commonNames = version.common.kurallar.map((r) => r.name);
        expect(common.map((id) => commonNames.indexOf(id))).toEqual(
          [...common.map((id) => commonNames.indexOf(id))].sort((a, b) => a - b),
        );
        expect(data.kurallar.slice(0, common.length).every((r) => r.ortak)).toBe(true);
        for (const rule of data.kurallar) {
          const def = [...version.common.kurallar, ...file.kurallar].find((r) => r.name === rule.kural_id)!;
          expect(rule.ad).toBe(def.event.params.ad);
          expect(rule.tur).toBe(def.event.type);
          expect(rule.kural_no).toBe(rule.kural_id.replace(/[a-z]$/, ""));
          expect(rule.kosul, `${type.slug} ${rule.kural_id}`).toBeTruthy();
          expect(rule.dayanak.length).toBeGreaterThan(0);
        }
        expect(data.arazi_vasiflari.length).toBeGreaterThan(0);
        const landNames = index.data.arazi_vasiflari
          .filter((l) => type.arazi_vasiflari.includes(l.id))
          .map((l) => l.ad);
        for (const name of landNames) expect(data.arazi_vasiflari).toContain(name);
        expect(data.emsal.metin.length).toBeGreaterThan(0);
      }
    });
  }

  it("writes every page of every version in plain Turkish: no placeholder, identifier, ASCII-folded word, doubled unit or internal basis", async () => {
    const vocabulary = vocabularyOf(builtRuleBundle().files);
    const problems: string[] = [];
    for (const version of versions)
      for (const slug of Object.keys(version.types))
        for (const [field, text] of shownTexts(await page(slug, version.surum)))
          for (const p of problemsOf(field, text, vocabulary)) problems.push(`${version.surum} ${slug} ${field}: ${p}`);
    expect(problems).toEqual([]);
  });

  it("names computed values, units and legal bases from the rule set's data", async () => {
    const version = versions[0]!.surum;
    const sera = await page("sera", version);
    const rule = (data: LegislationDto, id: string) => data.kurallar.find((r) => r.kural_id === id)!;
    expect(rule(sera, "SERA-01")).toMatchObject({
      kosul: "Sera alanı > Arazi alanı",
      mesaj: "Planlanan sera alanı parsel alanını aşamaz.",
      dayanak: expect.stringMatching(/^Mevzuat maddesi değildir/),
    });
    expect(rule(sera, "GEN-01")).toMatchObject({ ortak: true, kosul: "Konum İzmir il sınırları içinde = hayır" });
    // Rules that cannot apply to the type are left out: no water certificate for a greenhouse, no 2025 note.
    expect(sera.kurallar.map((r) => r.kural_id)).not.toContain("GEN-04c");
    expect(sera.kurallar.map((r) => r.kural_id)).not.toContain("GEN-06");
    const fold = await page("agil-kucukbas", version);
    // A constant takes the unit of what it is compared with, and a filled message names it once.
    expect(rule(fold, "AGIL-01")).toMatchObject({
      kosul: "Emsal hakkı < 30 m²",
      mesaj: "Emsal alanı zorunlu müştemilat için gereken en az 30 m²'yi karşılamıyor.",
    });
    expect(rule(fold, "GEN-04c").kosul).toBe("(Konum kapalı su havzası içinde = evet) ve (Su tahsis belgesi = hayır)");
    expect(rule(fold, "GEN-04a").kosul).toBe("Konum kapalı su havzası içinde = bilinmiyor");
    // A message made only of computed values is left out rather than shown with blanks.
    const vineyard = await page("bag-evi", version);
    expect(rule(vineyard, "BAG-02")).toMatchObject({ mesaj: null, aciklama: null });
    // A type the 2025 amendment removed gets GEN-06, always, with its note as the message.
    const mushroom = await page("mantar-tesisi", version);
    expect(rule(mushroom, "GEN-06")).toMatchObject({ kosul: "Her zaman", mesaj: mushroom.tur.mevzuat_durumu.not });
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
