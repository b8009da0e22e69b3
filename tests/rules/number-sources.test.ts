/**
 * "Sayılar ve kaynakları" (worker/core/rules/source-rows.ts): an answer carries the figures it rests on, each with its
 * legal citation or marked as the tool's assumption, never as law — a 2.0.0 answer resting on an assumed figure says
 * so beside its verdict (one sentence); a 1.0.0 answer says its figures carry no source rather than inventing one; of
 * the common file an answer takes only what it used; a structure type's legislation page lists the same rows, made by
 * the same function.
 */
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import type { CalculationData, SayiKaynagi } from "@worker/core/contracts/calculation.ts";
import { buildLegislation } from "@worker/core/legislation/legislation.ts";
import {
  ASSUMPTION_PREFIX,
  ASSUMPTION_SENTENCE,
  keyWords,
  NO_SOURCE,
  numberSourceRows,
  typeScope,
} from "@worker/core/rules/source-rows.ts";

const { registry } = loadRepoRules();
const version = (surum: string) => registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === surum)!;

async function answer(surum: string, slug: string, request: Record<string, unknown>): Promise<CalculationData> {
  const r = await runThroughEngine(version(surum), slug, {
    latitude: 38.42,
    longitude: 27.14,
    kapaliSuHavzasiIcinde: false,
    ...(surum === "1.0.0" ? {} : { surum }),
    ...request,
  });
  if (r.status !== 200 || !("data" in r.body)) throw new Error(`${slug} ${surum}: ${JSON.stringify(r.body)}`);
  return r.body.data as CalculationData;
}

const row = (rows: readonly SayiKaynagi[] | undefined, etiket: string) => rows?.find((r) => r.etiket === etiket);
const labels = (rows: readonly SayiKaynagi[] | undefined) => (rows ?? []).map((r) => r.etiket);

describe("the figures of a 2.0.0 answer", () => {
  const depot = () =>
    answer("2.0.0", "tarimsal-depo", { alan_m2: 25_000, arazi_vasfi: "Tarla", toplam_arazi_varligi: 50_000 });

  it("carry a cited figure's citation and mark an assumed figure as the tool's assumption", async () => {
    const data = await depot();
    expect(row(data.sayi_kaynaklari, "Depo hakkı oranı")).toEqual({
      etiket: "Depo hakkı oranı",
      deger: "%1",
      kaynak: "Talimat 7.1–7.3",
      varsayim: false,
    });
    const dekar = row(data.sayi_kaynaklari, "Dekar (m²)");
    expect(dekar).toMatchObject({ deger: "1.000", varsayim: true });
    expect(dekar?.kaynak.startsWith(ASSUMPTION_PREFIX)).toBe(true);
    expect(dekar?.kaynak.length).toBeGreaterThan(ASSUMPTION_PREFIX.length);
    // Every figure of a 2.0.0 answer has a source: a citation or an assumption, never nothing.
    expect(data.sayi_kaynaklari?.filter((r) => r.kaynak === NO_SOURCE)).toEqual([]);
    expect(data.sayi_kaynaklari?.every((r) => r.varsayim === r.kaynak.startsWith(ASSUMPTION_PREFIX))).toBe(true);
  });

  it("say once, beside the verdict, that the figures marked as assumption are not law", async () => {
    const data = await depot();
    expect(data.sayi_kaynaklari?.some((r) => r.varsayim)).toBe(true);
    expect(data.mesaj.split("\n").filter((l) => l === ASSUMPTION_SENTENCE)).toHaveLength(1);
    // In the report it stands in the verdict's box, before the parcel data.
    expect(data.mesaj.indexOf(ASSUMPTION_SENTENCE)).toBeLessThan(data.mesaj.indexOf("Parsel alanı:"));
    expect(data.rapor.varsayim_notu).toBe(ASSUMPTION_SENTENCE);
  });

  it("take of the common file only what the answer used", async () => {
    const data = await depot();
    const shown = labels(data.sayi_kaynaklari);
    // The holding threshold of the request's land class (Tarla), not of the others.
    expect(shown).toContain("Arazi sınıfları › sınıflar › tarla › arazi varlığı eşiği (m²)");
    expect(shown.filter((l) => l.startsWith("Arazi sınıfları"))).toHaveLength(1);
    // The plan notes bind the depot: their numbers, with the applied tier's ceilings only.
    expect(data.plan_notlari?.emsal_turu).toBe("mutlak_dikili");
    expect(shown).toContain("Plan notları › asgari parsel (m²)");
    expect(shown.some((l) => l.includes("› Mutlak / dikili ›"))).toBe(true);
    expect(shown.some((l) => l.includes("› Marjinal ›"))).toBe(false);
    // No emsal ratio (the depot's right is not an emsal) and no tree table (no planted-area check).
    expect(shown.some((l) => l.startsWith("Emsal oranı") || l.startsWith("Ağaç çizelgesi"))).toBe(false);
  });

  it("name the applied emsal class's ratio, and the other class's when the answer shows it", async () => {
    const request = { alan_m2: 25_000, arazi_vasfi: "Tarla", bas_sayisi: 100 };
    const stated = await answer("2.0.0", "agil-kucukbas", { ...request, emsal_turu: "marjinal" });
    expect(stated.emsal_varsayimi).toBeUndefined();
    expect(labels(stated.sayi_kaynaklari).filter((l) => l.startsWith("Emsal oranı"))).toEqual([
      "Emsal oranı (Marjinal)",
    ]);
    expect(row(stated.sayi_kaynaklari, "Emsal oranı (Marjinal)")).toMatchObject({ deger: "%20", varsayim: true });
    const assumed = await answer("2.0.0", "agil-kucukbas", request);
    expect(assumed.emsal_varsayimi?.diger).not.toBeNull();
    expect(labels(assumed.sayi_kaynaklari).filter((l) => l.startsWith("Emsal oranı"))).toEqual([
      "Emsal oranı (Marjinal)",
      "Emsal oranı (Mutlak / dikili)",
    ]);
    // One sentence however many assumptions: the emsal class's and the figures'.
    expect(assumed.mesaj.split("\n").filter((l) => l === ASSUMPTION_SENTENCE)).toHaveLength(1);
  });

  it("list the tree table's rows of the species the planted-area check counted, and no others", async () => {
    const data = await answer("2.0.0", "bag-evi", {
      alan_m2: 12_000,
      arazi_vasfi: "Dikili vasıflı",
      manuel_kontrol_sonucu: {
        preliminaryCheck: true,
        dikiliAlan: 12_000,
        tarlaAlani: 0,
        eklenenAgaclar: [{ turid: 18, tipi: "normal", sayi: 30 }],
      },
    });
    const trees = data.sayi_kaynaklari?.filter((r) => r.etiket.startsWith("Ağaç çizelgesi")) ?? [];
    expect(trees.map((r) => r.etiket)).toEqual(["Ağaç çizelgesi › Ceviz › normal"]);
    expect(trees[0]).toMatchObject({ deger: "10", kaynak: "Dikili arazi ağaç sayıları çizelgesi", varsayim: false });
    // Bağ evi is exempt from the plan notes: none of their numbers.
    expect(labels(data.sayi_kaynaklari).some((l) => l.startsWith("Plan notları"))).toBe(false);
  });
});

describe("the figures of a 1.0.0 answer", () => {
  it("say that no source is given rather than inventing one, and claim no assumption", async () => {
    const answers = await Promise.all([
      answer("1.0.0", "tarimsal-depo", { alan_m2: 25_000, arazi_vasfi: "Tarla", toplam_arazi_varligi: 50_000 }),
      answer("1.0.0", "agil-kucukbas", { alan_m2: 25_000, arazi_vasfi: "Tarla", bas_sayisi: 100 }),
    ]);
    for (const data of answers) {
      expect(data.sayi_kaynaklari?.length).toBeGreaterThan(0);
      expect(data.sayi_kaynaklari?.filter((r) => r.kaynak !== NO_SOURCE || r.varsayim)).toEqual([]);
      expect(data.mesaj).not.toContain(ASSUMPTION_SENTENCE);
    }
    expect(row(answers[0]!.sayi_kaynaklari, "Depo hakkı oranı")).toEqual({
      etiket: "Depo hakkı oranı",
      deger: "%1",
      kaynak: NO_SOURCE,
      varsayim: false,
    });
    // 1.0.0's depot thresholds are keyed by land type: named by the catalogue.
    expect(row(answers[0]!.sayi_kaynaklari, "Arazi kuralları › Tarla › asgari alan (m²)")?.deger).toBe("20.000");
  });
});

describe("the legislation page's figures", () => {
  it("are the answer's rows, made by the same function: every figure an answer lists is on its type's page", async () => {
    const data = await answer("2.0.0", "tarimsal-depo", {
      alan_m2: 25_000,
      arazi_vasfi: "Tarla",
      toplam_arazi_varligi: 50_000,
    });
    const page = buildLegislation(version("2.0.0"), "tarimsal-depo")!;
    expect(page.sayi_kaynaklari).toEqual(
      numberSourceRows(version("2.0.0"), "tarimsal-depo", typeScope(version("2.0.0"), "tarimsal-depo")),
    );
    for (const r of data.sayi_kaynaklari ?? []) expect(page.sayi_kaynaklari).toContainEqual(r);
    // The page lists every land class's threshold the type can compare.
    expect(page.sayi_kaynaklari.filter((r) => r.etiket.startsWith("Arazi sınıfları"))).toHaveLength(4);
  });

  it("give every figure of every 2.0.0 type a source, and a 1.0.0 one only the citation its file writes beside it", () => {
    for (const surum of ["1.0.0", "2.0.0"]) {
      const set = version(surum);
      for (const slug of Object.keys(set.types)) {
        const rows = buildLegislation(set, slug)!.sayi_kaynaklari;
        const written = JSON.stringify([set.types[slug], set.common]);
        const where = `${surum} ${slug}`;
        for (const r of rows) {
          expect(r.etiket, where).not.toMatch(/_|^\s*$/);
          if (surum === "2.0.0") expect(r.kaynak, where).not.toBe(NO_SOURCE);
          else {
            // 1.0.0 has no kaynaklar.json: a figure's source is its own `dayanak` where that is a citation, else none.
            expect(r.varsayim, where).toBe(false);
            if (r.kaynak !== NO_SOURCE) expect(written, where).toContain(JSON.stringify(r.kaynak));
          }
        }
      }
    }
    expect(row(buildLegislation(version("1.0.0"), "sera")!.sayi_kaynaklari, "Bağ evi eşiği (m²)")?.kaynak).toBe(
      NO_SOURCE,
    );
  });

  it("list the tree table only for the type with the planted-area check", () => {
    const set = version("2.0.0");
    const trees = (slug: string) =>
      buildLegislation(set, slug)!.sayi_kaynaklari.filter((r) => r.etiket.startsWith("Ağaç çizelgesi")).length;
    expect(trees("bag-evi")).toBeGreaterThan(40);
    expect(trees("tarimsal-depo")).toBe(0);
    expect(trees("agil-kucukbas")).toBe(0);
  });
});

describe("a key in words", () => {
  it("restores Turkish letters and writes its units", () => {
    expect(keyWords("asgari_parsel_m2")).toBe("asgari parsel (m²)");
    expect(keyWords("barinak_m2_bas")).toBe("barınak (m²/baş)");
    expect(keyWords("bakici_evi_esigi_bas")).toBe("bakıcı evi eşiği (baş)");
    expect(keyWords("yogunluk_adet_m2")).toBe("yoğunluk (adet/m²)");
    expect(keyWords("tekli_aday_ust_siniri_kg_gun")).toBe("tekli aday üst sınırı (kg/gün)");
    expect(keyWords("kat_sayisi")).toBe("kat sayısı");
    expect(keyWords("m2_bas")).toBe("m²/baş");
  });
});
