/**
 * Every legal constant of a version being written carries its source (worker/core/rules/sources.ts, rules/README.md
 * "Sayıların kaynakları"): which numbers a version has, how the longest `kaynaklar.json` path or the `dayanak` beside
 * a number gives its source, how a citation is found in the legal documents themselves (`../shared`, through
 * `kaynak-belgeleri.json`), `rules:check` failing a draft with an unsourced number and only listing a released
 * version's, `rules:sources`, and 2.0.0 having a source for every number.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadRepoRules, root } from "../../scripts/lib/load-rules.ts";
import { legalCitationCheck, readRulesDir, sha256 } from "../../scripts/lib/rules-fs.ts";
import { loadRuleBundle, RuleFileError } from "@worker/core/rules/registry.ts";
import type { CommonRuleFile, TypeRuleFile } from "@worker/core/rules/schema.ts";
import { formatTr } from "@worker/core/rules/numbers.ts";
import {
  fileNumbers,
  formCheck,
  sourceNumbers,
  sourcesCheck,
  sourcesOf,
  sourcesReport,
  typeNumberSources,
  versionNumbers,
  type RuleNumber,
} from "@worker/core/rules/sources.ts";
import {
  citationProblem,
  documentItems,
  isCitationForm,
  type SourceDocument,
  type SourceDocuments,
} from "@worker/core/rules/source-documents.ts";
import { runRulesScript } from "../fixtures/rules-scripts.ts";

const SET = "izmir-tarimsal-yapilar";
const tmp = mkdtempSync(join(tmpdir(), "sources-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const { registry } = loadRepoRules(join(root, "rules"));
const version = (surum: string) => registry.versions[SET]!.find((v) => v.surum === surum)!;
const documents = sourcesOf(version("2.0.0")).belgeler!;
/** Citations checked against the legal documents themselves, as rules:check checks them. */
const legal = legalCitationCheck(documents);

describe("the numbers of a file", () => {
  const type = {
    emsal: { tur: "sabit", oran: 0.1, dayanak: "Zeytincilik Yönetmeliği md. 24" },
    form: {
      alanlar: [
        { ad: "alan_m2" },
        { ad: "kovan_sayisi", en_az: 50, en_cok: 10000 },
        { ad: "zeytin", arazi_vasiflari: [6], en_az: 1 },
        { ad: "zeytin", arazi_vasiflari: [7], en_az: 1 },
      ],
    },
    sabitler: {
      asgari_m2: 500,
      esikler: { dikili_m2: 10000 },
      kademeler: [{ taban_m2: 75 }, { taban_m2: 150 }],
      kalemler: [{ ad: "Su Deposu", taban: 5 }],
      agaclar: [{ sira: 18, tur: "Ceviz", normal: 10 }],
      arazi_vasiflari: [2, 10],
      zeytinlik_vasiflari: [3, 8],
      kriterler: [{ kriter: 1, id: 4 }],
      arazi_profilleri: [{ arazi_vasfi: 2, zeytin: { yoksa: 0 } }],
      tavan: { azami_m2: 2000, dayanak: "İBB plan notları 7.12.15.2", dilimler: [{ oran: 0.05 }] },
      metinler: { bir: "Metin 5" },
    },
    kurallar: [
      {
        name: "DEN-01",
        priority: 999,
        conditions: { all: [{ fact: "hesap", path: "$.sayi", operator: "greaterThan", value: 0 }] },
        event: { type: "bilgi", params: { dayanak: "Referans model" } },
      },
      {
        name: "DEN-02",
        priority: 998,
        conditions: { any: [{ not: { fact: "girdi", path: "$.x", operator: "equal", value: 7 } }] },
        event: { type: "red", params: { dayanak: "Talimat 4.2" } },
      },
    ],
  } as unknown as TypeRuleFile;

  it("takes the constants, the fixed emsal, the form's bounds and the conditions' numbers, each with the dayanak beside it", () => {
    const found = fileNumbers(type, "deneme.json").map(({ yol, deger, dayanak }) => [yol, deger, dayanak]);
    expect(found).toEqual([
      ["emsal.oran", 0.1, "Zeytincilik Yönetmeliği md. 24"],
      ["sabitler.asgari_m2", 500, null],
      ["sabitler.esikler.dikili_m2", 10000, null],
      ["sabitler.kademeler.0.taban_m2", 75, null],
      ["sabitler.kademeler.1.taban_m2", 150, null],
      ["sabitler.kalemler.Su Deposu.taban", 5, null],
      ["sabitler.agaclar.18.normal", 10, null],
      ["sabitler.tavan.azami_m2", 2000, "İBB plan notları 7.12.15.2"],
      ["sabitler.tavan.dilimler.0.oran", 0.05, "İBB plan notları 7.12.15.2"],
      ["form.alanlar.kovan_sayisi.en_az", 50, null],
      ["form.alanlar.kovan_sayisi.en_cok", 10000, null],
      ["form.alanlar.zeytin.en_az", 1, null],
      ["form.alanlar.zeytin.en_az", 1, null],
      ["kurallar.DEN-01.conditions.all.0.value", 0, "Referans model"],
      ["kurallar.DEN-02.conditions.any.0.not.value", 7, "Talimat 4.2"],
    ]);
  });

  it("takes the common file's emsal ratios but not the input bounds, priorities or ids", () => {
    const common = {
      emsal_oranlari: { marjinal: 0.2, mutlak_dikili: 0.05 },
      girdi_alanlari: { kovan_sayisi: { en_az: 0, en_cok: 10000 } },
      arazi_vasfi_katalogu: [{ id: 1, ad: "Tarla" }],
      sabitler: { asgari_parsel_uyari_m2: 5000 },
      kurallar: [],
    } as unknown as CommonRuleFile;
    expect(fileNumbers(common, "_ortak.json").map((n) => n.yol)).toEqual([
      "emsal_oranlari.marjinal",
      "emsal_oranlari.mutlak_dikili",
      "sabitler.asgari_parsel_uyari_m2",
    ]);
  });

  it("finds the repository's 2.0.0 numbers in every file, by identity where a list has one", () => {
    const found = new Map(versionNumbers(version("2.0.0")).map((n) => [`${n.dosya} ${n.yol}`, n.deger]));
    expect(found.get("bag-evi.json sabitler.esikler.dikili_asgari_m2")).toBe(10000);
    expect(found.get("aricilik.json form.alanlar.kovan_sayisi.en_az")).toBe(50);
    expect(found.get("_ortak.json emsal_oranlari.marjinal")).toBe(0.2);
    expect(found.get("_ortak.json sabitler.agac_cizelgesi.6.yariBodur")).toBe(80);
    expect(found.get("hara.json sabitler.kalemler.kisrak_boks_alani_m2.carpan")).toBe(16);
    expect(found.get("agil-kucukbas.json kurallar.AGIL-05.conditions.all.0.value")).toBe(0);
    for (const key of found.keys())
      expect(key).not.toMatch(/priority|girdi_alanlari|\.sira$|\.kriter$|arazi_vasf|arazi_profilleri|yapi_turu/);
  });
});

describe("a number's source", () => {
  const numbers: RuleNumber[] = [
    { dosya: "a.json", yol: "sabitler.esikler.dikili_m2", deger: 10000, dayanak: null },
    { dosya: "a.json", yol: "sabitler.esikler.tarla_m2", deger: 50000, dayanak: null },
    { dosya: "a.json", yol: "sabitler.esik_m2", deger: 3, dayanak: null },
    { dosya: "a.json", yol: "sabitler.tavan.azami_m2", deger: 2000, dayanak: "İBB plan notları 7.12.15.2 (tavan)" },
    { dosya: "a.json", yol: "kurallar.A-01.conditions.all.0.value", deger: 0, dayanak: "Referans model" },
  ];
  const kaynaklar = {
    "a.json": {
      sabitler: { varsayim: "model" },
      "sabitler.esikler": "Talimat 7.1",
      "sabitler.esikler.dikili_m2": "Talimat, bağ evi ölçütleri",
    },
  };

  it("is the longest kaynaklar.json path that is the number's own or leads to it, a whole segment at a time", () => {
    const sourced = sourceNumbers(numbers, kaynaklar, legal);
    expect(sourced.map((n) => [n.yol, n.kaynak, n.varsayim, n.nereden])).toEqual([
      ["sabitler.esikler.dikili_m2", "Talimat, bağ evi ölçütleri", null, "sabitler.esikler.dikili_m2"],
      ["sabitler.esikler.tarla_m2", "Talimat 7.1", null, "sabitler.esikler"],
      // "sabitler.esikler" does not lead to "sabitler.esik_m2".
      ["sabitler.esik_m2", null, "model", "sabitler"],
      ["sabitler.tavan.azami_m2", null, "model", "sabitler"],
      ["kurallar.A-01.conditions.all.0.value", null, null, null],
    ]);
  });

  it("is, without an entry, the dayanak beside the number when it is a citation — never 'Referans model'", () => {
    const sourced = sourceNumbers(numbers, {}, legal);
    expect(sourced.map((n) => n.kaynak)).toEqual([null, null, null, "İBB plan notları 7.12.15.2 (tavan)", null]);
    expect(sourced[3]!.nereden).toBe("dayanak");
  });

  it("is none when the entry's citation does not resolve, and the entry is a problem", () => {
    const report = sourcesReport(version("2.0.0"), legal, {
      kaynaklar: {
        "bag-evi.json": { "sabitler.taban_alani_m2": "Talimat 99.9", "sabitler.yok_boyle": "Talimat 3" },
        "olmayan-tur.json": { sabitler: "Talimat 3" },
      },
      belgeler: documents,
    });
    const taban = report.sayilar.find((n) => n.dosya === "bag-evi.json" && n.yol === "sabitler.taban_alani_m2")!;
    expect([taban.kaynak, taban.varsayim]).toEqual([null, null]);
    expect(report.sorunlar).toEqual([
      { dosya: "bag-evi.json", yol: "sabitler.taban_alani_m2", sorun: expect.stringContaining('"99.9" yok') },
      { dosya: "bag-evi.json", yol: "sabitler.yok_boyle", sorun: "bu yolda sayı yok" },
      { dosya: "olmayan-tur.json", yol: "", sorun: "2.0.0 sürümünde böyle bir dosya yok" },
    ]);
    expect(report.kaynaksiz).toBe(report.sayi - report.kaynakli - report.varsayim);
  });
});

describe("a citation", () => {
  it.each([
    "Talimat 7.1",
    "Talimat 7.2",
    "Talimat 7.1–7.3 (ilçedeki toplam arazi varlığı)",
    "Ek-1 Talimat 11.9.3",
    "Talimat, bağ evi ölçütleri",
    "Talimat, ipek böcekçiliği",
    "2026 Yönetmeliği md. 4",
    "2026 Yönetmeliği md. 3–4",
    "İBB plan notları 7.12.15.2",
    "İBB 7.12.15.3",
    "5403 md. 14",
    "Zeytincilik Yönetmeliği md. 29",
    "Zeytincilik Yön. md. 24: imar planına alınan zeytinlik alanında toplam inşaat %10'u aşamaz.",
    "Genelge, Hayvancılık Tesislerine İlişkin Yapılaşma Koşulları",
    "Genelge, Hayvancılık Tesislerine İlişkin Yapılaşma Koşulları 2",
    "Genelge/Bağ Evi 1–2",
    "Genelge/Arıcılık 1",
    "Genelge/Kapalı Su Havzası",
    "Dikili arazi ağaç sayıları çizelgesi",
    "Talimat 7.1–7.3 (dikili tarım arazisi, DT); 5403 md. 13",
  ])("%s resolves in its document", (citation) => {
    expect(legal(citation)).toBeNull();
  });

  it.each([
    ["a made-up Talimat item", "Talimat 99.9"],
    ["a made-up article of the law", "5403 md. 99"],
    ["a made-up plan note", "İBB plan notları 7.12.99"],
    ["a made-up item of a genelge section", "Genelge, Sera Yapılaşma Koşulları 9"],
    ["a section the genelge does not have", "Genelge, Sera Isıtma Koşulları"],
    ["an article of the law read as the regulation's", "2026 Yönetmeliği md. 7"],
    ["an article the olive regulation does not have", "Zeytincilik Yönetmeliği md. 5"],
    ["an item of a table cited whole", "Dikili arazi ağaç sayıları çizelgesi 5"],
    ["a document without its item", "Genelge"],
    ["no legal document", "Referans model"],
    ["the product specification", "Ürün belirtimi (dekara en fazla 10 zeytin ağacı)"],
    ["one good and one made-up part", "Talimat 7.1; 5403 md. 99"],
  ])("%s does not resolve (%s)", (_what, citation) => {
    expect(legal(citation)).not.toBeNull();
  });

  it("is told by its form alone where the documents are not at hand (the worker), without the item being checked", () => {
    expect(isCitationForm("Talimat 99.9", documents)).toBe(true);
    expect(isCitationForm("Referans model", documents)).toBe(false);
    expect(isCitationForm("Genelge", documents)).toBe(false);
    expect(formCheck(documents)("Dikili arazi ağaç sayıları çizelgesi")).toBeNull();
    expect(formCheck(null)("Talimat 3")).not.toBeNull();
  });

  it("finds items the way the catalogue says: numbered, ranges, section titles with their numbered items, named", () => {
    const doc: SourceDocument = {
      ad: "Deneme",
      atiflar: ["Deneme md."],
      dosya: "deneme.md",
      maddeler: ["Madde (\\d+(?:\\.\\d+)*)(?:–(\\d+(?:\\.\\d+)*))?"],
      bolumler: { basliklar: ["^## (.+)$"], alt_madde: "^(\\d+)\\. " },
      adli_maddeler: { "kuş evi": "(kuş evi)" },
    };
    const text = "Madde 2.1–2.4 ve Madde 9\n## Kümes Koşulları\n1. bir\n2. iki\n## Başka\n3. üç\nTalimat (kuş evi)";
    expect([...documentItems(doc, text)].sort()).toEqual(
      [
        "2.1",
        "2.1–2.4",
        "2.2",
        "2.3",
        "2.4",
        "9",
        "Başka",
        "Başka 3",
        "Kümes Koşulları",
        "Kümes Koşulları 1",
        "Kümes Koşulları 2",
        "kuş evi",
      ].sort(),
    );
    const catalogue: SourceDocuments = { belgeler: [doc] };
    const items = new Map([["Deneme", documentItems(doc, text)]]);
    expect(citationProblem("Deneme md. 2.3", catalogue, items)).toBeNull();
    expect(citationProblem("Deneme md. Kümes Koşulları 1–2", catalogue, items)).toBeNull();
    expect(citationProblem("Deneme md. Kümes Koşulları 3", catalogue, items)).toContain('"Kümes Koşulları 3" yok');
    expect(citationProblem("Deneme md. 2.3", catalogue, new Map())).toContain("okunamadı");
  });
});

/** A copy of rules/ whose 2.0.0 `kaynaklar.json` (and manifest hash) `change` rewrote. */
function copyWithSources(change: (file: { kaynaklar: Record<string, Record<string, unknown>> }) => void): string {
  const dir = mkdtempSync(join(tmp, "r"));
  cpSync(join(root, "rules"), dir, { recursive: true });
  const path = join(dir, SET, "2.0.0/kaynaklar.json");
  const file = JSON.parse(readFileSync(path, "utf8"));
  change(file);
  const text = JSON.stringify(file, null, 2);
  writeFileSync(path, text);
  const manifestPath = join(dir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  manifest.kural_setleri[SET].surumler["2.0.0"].dosyalar["kaynaklar.json"] = sha256(text);
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}

const run = runRulesScript;

/** The lines of rules:check's section "Sayıların kaynakları". */
const sourcesSection = (out: string) => (out.split("5) Sayıların kaynakları\n")[1] ?? "").split("\nSONUÇ")[0]!;

describe("rules:check, section 5", () => {
  const withSources = (surum: string, change: Record<string, Record<string, unknown>>) => {
    const set = version(surum);
    const kaynaklar = structuredClone(sourcesOf(set).kaynaklar ?? {}) as Record<string, Record<string, unknown>>;
    for (const [file, entries] of Object.entries(change)) kaynaklar[file] = { ...kaynaklar[file], ...entries };
    return sourcesCheck(set, sourcesReport(set, legal, { kaynaklar: kaynaklar as never, belgeler: documents }));
  };

  it("passes the repository's draft and fails it once a number has no source or an entry names no number", () => {
    expect(withSources("2.0.0", {}).basarisiz).toBe(false);
    const unsourced = structuredClone(sourcesOf(version("2.0.0")).kaynaklar!);
    delete unsourced["sera.json"]!["sabitler.idari_orani"];
    const report = sourcesReport(version("2.0.0"), legal, { kaynaklar: unsourced, belgeler: documents });
    const check = sourcesCheck(version("2.0.0"), report);
    expect(check.basarisiz).toBe(true);
    expect(check.satirlar).toContain("HATA 2.0.0 sera.json sabitler.idari_orani = 0.05");
    expect(withSources("2.0.0", { "sera.json": { "sabitler.olmayan": "Talimat 3" } }).basarisiz).toBe(true);
    expect(withSources("2.0.0", { "sera.json": { "sabitler.idari_orani": "Talimat 99.9" } }).basarisiz).toBe(true);
  });

  it("never fails a released version: its numbers without a source and its problems are listed", () => {
    const check = withSources("1.0.0", { "sera.json": { "sabitler.olmayan": "Talimat 99.9" } });
    expect(check.basarisiz).toBe(false);
    expect(check.satirlar[0]).toMatch(
      /^izmir-tarimsal-yapilar 1\.0\.0 \(yayında\): \d+ sayı — 2 kaynaklı, \d+ kaynaksız, 0 varsayım$/,
    );
    expect(check.satirlar.filter((l) => l.startsWith("kaynaksız 1.0.0 "))).toHaveLength(20);
    expect(check.satirlar.some((l) => l.startsWith("uyarı 1.0.0 kaynaklar.json sera.json"))).toBe(true);
    expect(check.satirlar.some((l) => l.startsWith("HATA"))).toBe(false);
  });

  it("fails a draft with a number that has no source, a path holding no number, or a citation that does not resolve", () => {
    const dir = copyWithSources((file) => {
      delete file.kaynaklar["sera.json"]!["sabitler.idari_orani"];
      file.kaynaklar["sera.json"]!["sabitler.idari_en_az_m2"] = "Talimat 99.9";
      file.kaynaklar["sera.json"]!["sabitler.olmayan"] = "Talimat 3";
    });
    const { status, out } = run(dir, "rules-check.ts");
    const section = sourcesSection(out);
    expect(status).toBe(1);
    expect(section).toMatch(
      /izmir-tarimsal-yapilar 2\.0\.0 \(taslak\): \d+ sayı — \d+ kaynaklı, [1-9]\d* kaynaksız, \d+ varsayım/,
    );
    expect(section).toContain("HATA 2.0.0 sera.json sabitler.idari_orani = 0.05");
    expect(section).toContain(
      'HATA 2.0.0 sera.json sabitler.idari_en_az_m2 = 20 (kaynaklar.json "sabitler.idari_en_az_m2": atıf bulunamadı)',
    );
    expect(section).toContain('HATA 2.0.0 kaynaklar.json sera.json "sabitler.olmayan": bu yolda sayı yok');
    expect(section).toContain('HATA 2.0.0 kaynaklar.json sera.json "sabitler.idari_en_az_m2": "Talimat 99.9"');
  });

  it("only lists a released version's numbers without a source (it cannot change), and names where all of them are", () => {
    const { out } = run(join(root, "rules"), "rules-check.ts");
    const section = sourcesSection(out);
    expect(section).toMatch(
      /izmir-tarimsal-yapilar 1\.0\.0 \(yayında\): \d+ sayı — \d+ kaynaklı, \d+ kaynaksız, 0 varsayım/,
    );
    expect(section).toContain("kaynaksız 1.0.0 _ortak.json emsal_oranlari.marjinal = 0.2");
    expect(section).toContain("tamamı: npm run rules:sources -- 1.0.0");
    expect(section).not.toMatch(/HATA 1\.0\.0/);
  });

  it("lists a released version's kaynaklar.json problems without failing it", () => {
    const dir = copyWithSources((file) => {
      file.kaynaklar["sera.json"]!["sabitler.olmayan"] = "Talimat 3";
    });
    const manifestPath = join(dir, "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    Object.assign(manifest.kural_setleri[SET].surumler["2.0.0"], {
      durum: "yayinda",
      yururluk_tarihi: "2030-01-01",
      resmi_gazete: { tarih: "2030-01-01", sayi: "99999" },
    });
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
    const section = sourcesSection(run(dir, "rules-check.ts").out);
    expect(section).toContain('uyarı 2.0.0 kaynaklar.json sera.json "sabitler.olmayan": bu yolda sayı yok');
    expect(section).not.toMatch(/HATA 2\.0\.0/);
  });
});

describe("kaynaklar.json is a law file of its version", () => {
  it("a later version patches it like any other file; a key it does not add with $ekle is refused", () => {
    const dir = mkdtempSync(join(tmp, "r"));
    cpSync(join(root, "rules"), dir, { recursive: true });
    const add = (files: Record<string, unknown>) => {
      const folder = join(dir, SET, "2.1.0");
      mkdirSync(folder, { recursive: true });
      const texts = Object.fromEntries(Object.entries(files).map(([name, content]) => [name, JSON.stringify(content)]));
      for (const [name, text] of Object.entries(texts)) writeFileSync(join(folder, name), text);
      const manifestPath = join(dir, "manifest.json");
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
      manifest.kural_setleri[SET].surumler["2.1.0"] = {
        durum: "taslak",
        aciklama: "Deneme sürümü.",
        yonetmelik: "Deneme Yönetmeliği",
        dosyalar: Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, sha256(text)])),
      };
      writeFileSync(manifestPath, JSON.stringify(manifest));
    };
    add({
      "surum.json": { surum: "2.1.0", taban_surum: "2.0.0" },
      "kaynaklar.json": {
        surum: "2.1.0",
        kaynaklar: { "sera.json": { "sabitler.idari_orani": { varsayim: "deneme" } } },
      },
    });
    const loaded = loadRuleBundle(readRulesDir(dir).bundle).versions[SET]!.find((v) => v.surum === "2.1.0")!;
    const sera = sourcesOf(loaded).kaynaklar!["sera.json"]!;
    expect(sera["sabitler.idari_orani"]).toEqual({ varsayim: "deneme" });
    expect(sera["sabitler.idari_en_az_m2"]).toBe("Talimat 3");
    expect(loaded.hashes["kaynaklar.json"]).toMatch(/^[0-9a-f]{64}$/);

    add({
      "surum.json": { surum: "2.1.0", taban_surum: "2.0.0" },
      "kaynaklar.json": { surum: "2.1.0", kaynaklar: { "sera.json": { "sabitler.yeni": "Talimat 3" } } },
    });
    expect(() => loadRuleBundle(readRulesDir(dir).bundle)).toThrow(/kaynaklar\.json.*\$ekle/);

    add({
      "surum.json": { surum: "2.1.0", taban_surum: "2.0.0" },
      "kaynaklar.json": { surum: "2.0.0", kaynaklar: {} },
    });
    expect(() => loadRuleBundle(readRulesDir(dir).bundle)).toThrow(RuleFileError);
  });
});

describe("the repository's 2.0.0", () => {
  it("has a source for every number: a citation that resolves in its document, or an assumption", () => {
    const report = sourcesReport(version("2.0.0"), legal);
    const unsourced = report.sayilar.filter((n) => n.kaynak === null && n.varsayim === null);
    expect(unsourced.map((n) => `${n.dosya} ${n.yol} = ${n.deger}`)).toEqual([]);
    expect(report.sorunlar).toEqual([]);
    expect(report.sayi).toBeGreaterThan(300);
    expect(report.kaynakli).toBeGreaterThan(150);
  });

  it("gives a type's numbers, its own and the common file's, with their source or assumption (the answer and the legislation pages)", () => {
    const numbers = typeNumberSources(version("2.0.0"), "bag-evi")!;
    const at = (dosya: string, yol: string) => numbers.find((n) => n.dosya === dosya && n.yol === yol);
    expect(at("bag-evi.json", "sabitler.esikler.dikili_asgari_m2")).toEqual({
      dosya: "bag-evi.json",
      yol: "sabitler.esikler.dikili_asgari_m2",
      deger: 10000,
      kaynak: "Talimat, bağ evi ölçütleri",
      varsayim: null,
    });
    expect(at("bag-evi.json", "sabitler.esikler.zeytin_yogunluk_siniri")).toMatchObject({
      deger: 10,
      kaynak: null,
      varsayim: expect.stringContaining("dekara en çok 10 zeytin"),
    });
    expect(at("_ortak.json", "sabitler.plan_notlari.asgari_parsel_m2")?.kaynak).toBe("İBB plan notları 7.12.15.2");
    expect(at("_ortak.json", "sabitler.agac_cizelgesi.18.normal")).toMatchObject({ deger: 10 });
    expect(typeNumberSources(version("2.0.0"), "yok-boyle")).toBeNull();
    // 1.0.0 has no kaynaklar.json: only a citation written beside a number is its source.
    const oil = typeNumberSources(version("1.0.0"), "zeytinyagi-fabrikasi")!;
    expect(oil.find((n) => n.yol === "emsal.oran")?.kaynak).toMatch(/^Zeytincilik Yön\. md\. 24/);
    expect(oil.filter((n) => n.dosya === "_ortak.json").every((n) => n.kaynak === null && n.varsayim === null)).toBe(
      true,
    );
  });
});

describe("rules:sources", () => {
  it("prints a version's numbers as a Turkish Markdown document: a table per file, the assumptions, the counts", () => {
    const { status, out } = run(join(root, "rules"), "rules-sources.ts", "2.0.0");
    expect(status).toBe(0);
    expect(out).toContain("# Sayıların kaynakları — 2026 Yönetmeliği, kural seti 2.0.0 (taslak)");
    expect(out).toContain("## Bağ evi (`bag-evi.json`)");
    expect(out).toContain("| Sabit | Değer | Kaynak |");
    expect(out).toContain("| `sabitler.esikler.dikili_asgari_m2` | 10.000 | Talimat, bağ evi ölçütleri |");
    expect(out).toMatch(/\| `sabitler\.esikler\.zeytin_yogunluk_siniri` \| 10 \| Varsayım — mevzuatta sayı yok: /);
    const report = sourcesReport(version("2.0.0"), legal);
    const tr = (x: number) => formatTr(x);
    expect(out).toContain(
      `**Özet:** ${tr(report.sayi)} sayı — ${tr(report.kaynakli)} kaynaklı (mevzuat atfı), ${tr(report.varsayim)} varsayım, 0 kaynaksız.`,
    );
  });

  it("stops with a Turkish error for an unknown version", () => {
    const { status, out } = run(join(root, "rules"), "rules-sources.ts", "9.9.9");
    expect(status).toBe(1);
    expect(out).toContain("Bilinmeyen sürüm");
  });
});
