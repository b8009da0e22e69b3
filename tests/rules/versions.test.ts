/**
 * Rule-set versions: a released version's law never changes (hash check) while its wording may be fixed; an overlay
 * version holds only what it changes; selection by effective date; a draft has none, and publishing it is the one
 * manifest change rules/README.md shows.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { root } from "../../scripts/lib/load-rules.ts";
import { readRulesDir, sha256 } from "../../scripts/lib/rules-fs.ts";
import { loadRuleBundle, versionInForce } from "@worker/core/rules/registry.ts";
import { splitWording } from "@worker/core/rules/wording-files.ts";
import { DRAFT_MARK } from "@worker/core/rules/version-text.ts";

const tmp = mkdtempSync(join(tmpdir(), "rules-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function copyRules(): string {
  const dir = mkdtempSync(join(tmp, "r"));
  cpSync(join(root, "rules"), dir, { recursive: true });
  return dir;
}

/** The copy's manifest.json, as an editor opens it. */
const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));

function edit(dir: string, file: string, from: string, to: string): void {
  const path = join(dir, "izmir-tarimsal-yapilar", file);
  const text = readFileSync(path, "utf8");
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

describe("a released version's law never changes", () => {
  it("the repository's manifest matches every file", () => {
    expect(readRulesDir(join(root, "rules")).problems).toEqual([]);
  });

  it.each([
    ["a constant", "1.0.0/solucan-tesisi.json", '"asgari_parsel_m2": 550', '"asgari_parsel_m2": 600'],
    ["a condition's operator", "1.0.0/sera.json", '"operator": "greaterThan"', '"operator": "greaterThanInclusive"'],
    ["a legal basis", "1.0.0/sera.json", '"dayanak": "', '"dayanak": "Başka madde; '],
    ["a land type", "1.0.0/_ortak.json", '"ad": "Tarla"', '"ad": "Tarla arazisi"'],
  ])("reports %s changed in 1.0.0 (npm test runs this check: rules:check)", (_what, file, from, to) => {
    const dir = copyRules();
    edit(dir, file, from, to);
    const { problems } = readRulesDir(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe(`izmir-tarimsal-yapilar/${file}`);
    expect(problems[0]?.problem).toContain("yayımlanmış dosya değişmiş");
  });

  it("takes a wording fix of 1.0.0 in duzeltmeler/, outside its folder: the law's hash holds and the version shows the new text", () => {
    const dir = copyRules();
    const law = JSON.parse(readFileSync(join(dir, "izmir-tarimsal-yapilar/1.0.0/sera.json"), "utf8"));
    const sera = splitWording(law, "tur").wording as typeof law;
    sera.yapi_turu.ad = "Sera (düzeltilmiş ad)";
    sera.kurallar[0].event.params.mesaj = "Düzeltilmiş bir cümle.";
    mkdirSync(join(dir, "izmir-tarimsal-yapilar/duzeltmeler/1.0.0"), { recursive: true });
    writeFileSync(join(dir, "izmir-tarimsal-yapilar/duzeltmeler/1.0.0/sera.json"), JSON.stringify(sera, null, 4));
    const { bundle, problems } = readRulesDir(dir);
    expect(problems).toEqual([]);
    const fixed = loadRuleBundle(bundle).versions["izmir-tarimsal-yapilar"]![0]!.types["sera"]!;
    expect(fixed.yapi_turu.ad).toBe("Sera (düzeltilmiş ad)");
    expect(fixed.kurallar[0]!.event.params.mesaj).toBe("Düzeltilmiş bir cümle.");
    expect(fixed.sabitler).toEqual(
      loadRuleBundle(readRulesDir(join(root, "rules")).bundle).versions["izmir-tarimsal-yapilar"]![0]!.types["sera"]!
        .sabitler,
    );
  });

  it("refuses law written into a wording file, and, in a version being written, wording written into a law file", () => {
    const dir = copyRules();
    const wordingPath = join(dir, "izmir-tarimsal-yapilar/2.0.0/metin/sera.json");
    const wording = JSON.parse(readFileSync(wordingPath, "utf8"));
    wording.sabitler = { yeni_sinir_m2: 5 };
    writeFileSync(wordingPath, JSON.stringify(wording));
    expect(() => loadRuleBundle(readRulesDir(dir).bundle)).toThrow(
      "2.0.0/metin/sera.json: sabitler.yeni_sinir_m2 — metin dosyasında hukuki içerik",
    );
    wording.sabitler = undefined;
    wording.kurallar[0].event.params.dayanak = "Başka madde";
    writeFileSync(wordingPath, JSON.stringify(wording));
    expect(() => loadRuleBundle(readRulesDir(dir).bundle)).toThrow(
      /2\.0\.0\/metin\/sera\.json: kurallar\.\d+\.event\.params\.dayanak — metin dosyasında hukuki içerik/,
    );
    const lawDir = copyRules();
    const law = JSON.parse(readFileSync(join(lawDir, "izmir-tarimsal-yapilar/2.0.0/sera.json"), "utf8"));
    law.yapi_turu = { ad: "Sera" };
    writeFileSync(join(lawDir, "izmir-tarimsal-yapilar/2.0.0/sera.json"), JSON.stringify(law));
    expect(() => loadRuleBundle(readRulesDir(lawDir).bundle)).toThrow(
      "2.0.0/sera.json: yapi_turu.ad bir metindir; metin/sera.json dosyasına taşıyın",
    );
  });

  it("keeps duzeltmeler/ for released versions: a draft's fix there, a fix of a version not listed and law in a fix are refused", () => {
    const draft = copyRules();
    mkdirSync(join(draft, "izmir-tarimsal-yapilar/duzeltmeler/2.0.0"), { recursive: true });
    writeFileSync(join(draft, "izmir-tarimsal-yapilar/duzeltmeler/2.0.0/sera.json"), JSON.stringify({ yapi_turu: {} }));
    expect(() => loadRuleBundle(readRulesDir(draft).bundle)).toThrow(
      "izmir-tarimsal-yapilar/duzeltmeler/2.0.0/sera.json: duzeltmeler/ yayımlanmış bir sürümün yazım düzeltmeleri içindir",
    );

    const unknown = copyRules();
    mkdirSync(join(unknown, "izmir-tarimsal-yapilar/duzeltmeler/1.9.0"), { recursive: true });
    expect(readRulesDir(unknown).problems).toEqual([
      { file: "izmir-tarimsal-yapilar/duzeltmeler/1.9.0", problem: "bu sürüm manifest.json'da yok" },
    ]);

    const legal = copyRules();
    const fixPath = join(legal, "izmir-tarimsal-yapilar/duzeltmeler/1.0.0/hububat-silo.json");
    const fix = JSON.parse(readFileSync(fixPath, "utf8"));
    fix.sabitler = { taban_orani: 0.9 };
    writeFileSync(fixPath, JSON.stringify(fix));
    expect(() => loadRuleBundle(readRulesDir(legal).bundle)).toThrow(
      "izmir-tarimsal-yapilar/duzeltmeler/1.0.0/hububat-silo.json: sabitler.taban_orani — metin dosyasında hukuki içerik",
    );
  });

  it("reports a rule file that the manifest does not list", () => {
    const dir = copyRules();
    writeFileSync(join(dir, "izmir-tarimsal-yapilar/1.0.0/yeni-tur.json"), "{}");
    expect(readRulesDir(dir).problems.map((p) => p.problem)).toContain("dosya manifest.json'da listelenmemiş");
  });
});

describe("rules:explain picks the version as the API does", () => {
  const explain = (request: string, ...rest: string[]) =>
    spawnSync(
      process.execPath,
      [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/rules-explain.ts", "solucan-tesisi", request, ...rest],
      { cwd: root, encoding: "utf8" },
    );

  it("a draft by its number, the released version of a day, and a Turkish error for an unknown one", () => {
    expect(explain('{"alan_m2":580,"arazi_vasfi":"Tarla","surum":"2.0.0"}').stdout).toContain(
      "Kural seti izmir-tarimsal-yapilar 2.0.0",
    );
    expect(explain('{"alan_m2":580,"arazi_vasfi":"Tarla"}', "2026-06-01").stdout).toContain(
      "Kural seti izmir-tarimsal-yapilar 1.0.0",
    );
    const unknown = explain('{"alan_m2":580,"arazi_vasfi":"Tarla","surum":"9.9.9"}');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Kural seti sürümü bulunamadı: 9.9.9");
  }, 60_000);
});

describe("rules:hash", () => {
  it("refuses to rewrite the hashes of a released version", () => {
    const r = spawnSync(
      process.execPath,
      [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/rules-hash.ts", "1.0.0"],
      { cwd: root, encoding: "utf8" },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("yayında");
    expect(readRulesDir(join(root, "rules")).problems).toEqual([]);
  });
});

/** Adds an overlay version on 1.0.0 to a copy of rules/: its surum.json and the given files, listed with their hashes. */
function addOverlay(
  dir: string,
  surum: string,
  entry:
    { durum: "taslak"; taban_surum?: string } | { durum: "yayinda"; yururluk_tarihi: string; taban_surum?: string },
  files: Record<string, unknown> = {},
): void {
  const folder = join(dir, "izmir-tarimsal-yapilar", surum);
  mkdirSync(folder, { recursive: true });
  const all = { "surum.json": { surum, taban_surum: entry.taban_surum ?? "1.0.0" }, ...files };
  const texts = Object.fromEntries(Object.entries(all).map(([name, content]) => [name, JSON.stringify(content)]));
  for (const [name, text] of Object.entries(texts)) writeFileSync(join(folder, name), text);
  const manifestPath = join(dir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  manifest.kural_setleri["izmir-tarimsal-yapilar"].surumler[surum] = {
    durum: entry.durum,
    ...(entry.durum === "yayinda"
      ? { yururluk_tarihi: entry.yururluk_tarihi, resmi_gazete: { tarih: entry.yururluk_tarihi, sayi: "99999" } }
      : {}),
    aciklama: "Deneme sürümü.",
    yonetmelik: "Deneme Yönetmeliği",
    dosyalar: Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, sha256(text)])),
  };
  writeFileSync(manifestPath, JSON.stringify(manifest));
}

const typeFile = (dir: string, surum: string, slug: string) =>
  JSON.parse(readFileSync(join(dir, "izmir-tarimsal-yapilar", surum, `${slug}.json`), "utf8"));

/**
 * The change rules/README.md's section "Bir taslağı yayımlamak: 2.0.0" shows an editor, as its ```diff block: hunks
 * (separated by `@@`) of context (" "), removed ("-") and added ("+") lines of manifest.json.
 */
function readmePublishingDiff(): { before: string; after: string }[] {
  const readme = readFileSync(join(root, "rules/README.md"), "utf8");
  const section = readme.split("\n## ").find((s) => s.startsWith("Bir taslağı yayımlamak: 2.0.0\n"));
  const diff = section?.match(/```diff\n([\s\S]*?)\n```/)?.[1];
  if (diff === undefined) return expect.unreachable("rules/README.md: the publishing section has no ```diff block");
  return diff.split(/^@@.*$/m).map((hunk) => {
    const lines = hunk.split("\n").filter((l) => l !== "");
    const side = (skip: string) =>
      lines
        .filter((l) => l[0] !== skip)
        .map((l) => l.slice(1))
        .join("\n");
    return { before: side("+"), after: side("-") };
  });
}

describe("publishing the 2.0.0 draft is one manifest change", () => {
  /** A change of 2.0.0's manifest entry, field by field (the variants the schema refuses). */
  const change = (dir: string, fields: Record<string, unknown>) => {
    const path = join(dir, "manifest.json");
    const manifest = JSON.parse(readFileSync(path, "utf8"));
    Object.assign(manifest.kural_setleri["izmir-tarimsal-yapilar"].surumler["2.0.0"], fields);
    writeFileSync(path, JSON.stringify(manifest, null, 2));
  };

  it("has no date in force while it is a draft: it loads, sorts after every dated version and is never in force", () => {
    const entry = manifestOf(join(root, "rules")).kural_setleri["izmir-tarimsal-yapilar"].surumler["2.0.0"];
    expect(entry.durum).toBe("taslak");
    expect(entry).not.toHaveProperty("yururluk_tarihi");
    const registry = loadRuleBundle(readRulesDir(join(root, "rules")).bundle);
    const versions = registry.versions["izmir-tarimsal-yapilar"]!;
    expect(versions.at(-1)).toMatchObject({ surum: "2.0.0", durum: "taslak", yururluk_tarihi: null });
    for (const day of ["2026-11-26", "2099-12-31"])
      expect(versionInForce(registry, "izmir-tarimsal-yapilar", new Date(`${day}T12:00:00Z`))?.surum).toBe("1.0.0");
  });

  it("refuses a released version without its date in force, in Turkish", () => {
    const dir = copyRules();
    change(dir, { durum: "yayinda", resmi_gazete: { tarih: "2026-10-31", sayi: "33000" } });
    expect(() => loadRuleBundle(readRulesDir(dir).bundle)).toThrow(
      'manifest.json: kural_setleri.izmir-tarimsal-yapilar.surumler.2.0.0.yururluk_tarihi — yayındaki bir sürüm yürürlük tarihini taşır: "yururluk_tarihi": "YYYY-AA-GG"',
    );
  });

  it("refuses a released version without the Resmî Gazete's date and number", () => {
    const dir = copyRules();
    change(dir, { durum: "yayinda", yururluk_tarihi: "2026-11-01" });
    expect(() => loadRuleBundle(readRulesDir(dir).bundle)).toThrow(
      "manifest.json: kural_setleri.izmir-tarimsal-yapilar.surumler.2.0.0.resmi_gazete — yayındaki bir sürüm",
    );
  });

  it("takes the README's change alone: today's answers switch to 2.0.0, the day before its date stays on 1.0.0", async () => {
    const dir = copyRules();
    const path = join(dir, "manifest.json");
    let text = readFileSync(path, "utf8");
    for (const { before, after } of readmePublishingDiff()) {
      expect(text.split(before)).toHaveLength(2);
      text = text.replace(before, after);
    }
    writeFileSync(path, text);
    const set = manifestOf(dir).kural_setleri["izmir-tarimsal-yapilar"];
    // Nothing names the version in force: its date does.
    expect(set).not.toHaveProperty("aktif");
    const { durum, yururluk_tarihi, resmi_gazete } = set.surumler["2.0.0"];
    expect({ durum, yururluk_tarihi, resmi_gazete }).toEqual({
      durum: "yayinda",
      yururluk_tarihi: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      resmi_gazete: { tarih: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sayi: expect.stringMatching(/^\d+$/) },
    });
    const { bundle, problems } = readRulesDir(dir);
    expect(problems).toEqual([]);
    const registry = loadRuleBundle(bundle);
    const onItsDay = new Date(`${yururluk_tarihi}T12:00:00Z`);
    const before = new Date(onItsDay.getTime() - 86_400_000);
    const today = new Date();
    expect(versionInForce(registry, "izmir-tarimsal-yapilar", today)?.surum).toBe("2.0.0");
    expect(versionInForce(registry, "izmir-tarimsal-yapilar", onItsDay)?.surum).toBe("2.0.0");
    expect(versionInForce(registry, "izmir-tarimsal-yapilar", before)?.surum).toBe("1.0.0");
    const request = { latitude: 38.42, longitude: 27.14, alan_m2: 12000, arazi_vasfi: "Dikili vasıflı" };
    const limits = async (date: Date) => {
      const version = versionInForce(registry, "izmir-tarimsal-yapilar", date);
      if (!version) return expect.unreachable(`no version in force on ${date.toISOString()}`);
      const { body } = await runThroughEngine(version, "bag-evi", request, { now: date });
      const data = (body as { data: { taban_alani: number; maksimum_insaat_alani: number } }).data;
      return [data.taban_alani, data.maksimum_insaat_alani];
    };
    expect(await limits(today)).toEqual([30, 60]);
    expect(await limits(before)).toEqual([75, 150]);
  });
});

describe("an overlay version holds only what it changes", () => {
  it("holds a patch: a key or a rule its base does not have is a Turkish load error naming the file and where", () => {
    const dir = copyRules();
    const path = join(dir, "izmir-tarimsal-yapilar/2.0.0/bag-evi.json");
    const patch = JSON.parse(readFileSync(path, "utf8"));
    patch.sabitler.esikler.dikili_asgari_m22 = 12_000;
    writeFileSync(path, JSON.stringify(patch));
    const { bundle } = readRulesDir(dir);
    expect(() => loadRuleBundle(bundle)).toThrow(
      "izmir-tarimsal-yapilar/2.0.0/bag-evi.json: sabitler.esikler.dikili_asgari_m22: taban sürümde böyle bir anahtar yok",
    );
    delete patch.sabitler.esikler.dikili_asgari_m22;
    patch.kurallar.push({ name: "BAG-99", event: { params: { dayanak: "Talimat" } } });
    writeFileSync(path, JSON.stringify(patch));
    expect(() => loadRuleBundle(readRulesDir(dir).bundle)).toThrow(
      /2\.0\.0\/bag-evi\.json: kurallar\[\d+\]: name "BAG-99" taban sürümde yok/,
    );
  });

  it("changes nothing of the version it patches: 1.0.0 loads the same with its patches beside it or without them", () => {
    const { bundle } = readRulesDir(join(root, "rules"));
    const alone = structuredClone(bundle) as typeof bundle & {
      manifest: { kural_setleri: Record<string, { surumler: Record<string, unknown> }> };
    };
    delete alone.manifest.kural_setleri["izmir-tarimsal-yapilar"]!.surumler["2.0.0"];
    for (const key of Object.keys(alone.files)) if (key.includes("/2.0.0/")) delete alone.files[key];
    const v1 = (b: typeof bundle) =>
      loadRuleBundle(b).versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
    const withPatches = v1(bundle);
    expect(JSON.stringify({ c: withPatches.common, t: withPatches.types })).toBe(
      JSON.stringify({ c: v1(alone).common, t: v1(alone).types }),
    );
  });

  it("with no file of its own, serves its base's types and answers as the base does", async () => {
    const dir = copyRules();
    addOverlay(dir, "1.0.1", { durum: "taslak" });
    const { bundle, problems } = readRulesDir(dir);
    expect(problems).toEqual([]);
    const versions = loadRuleBundle(bundle).versions["izmir-tarimsal-yapilar"]!;
    // Two drafts without a date in force: after the dated version, by their numbers.
    expect(versions.map((v) => [v.surum, v.yururluk_tarihi])).toEqual([
      ["1.0.0", "2025-01-01"],
      ["1.0.1", null],
      ["2.0.0", null],
    ]);
    const base = versions.find((v) => v.surum === "1.0.0")!;
    const overlay = versions.find((v) => v.surum === "1.0.1")!;
    expect(overlay.taban_surum).toBe("1.0.0");
    expect(Object.keys(overlay.types)).toEqual(Object.keys(base.types));
    expect(overlay.hashes).toEqual(base.hashes);
    const now = new Date("2027-02-01T12:00:00Z");
    const request = { latitude: 38.42, longitude: 27.14, alan_m2: 5000, arazi_vasfi: "Tarla" };
    for (const slug of ["sera", "solucan-tesisi", "tarimsal-depo"]) {
      const a = await runThroughEngine(base, slug, request, { now });
      const b = await runThroughEngine(overlay, slug, request, { now });
      const { kural_seti: ka, ...da } = (a.body as { data: Record<string, unknown> }).data;
      const { kural_seti: kb, mesaj, ...db } = (b.body as { data: Record<string, unknown> }).data;
      // The draft's verdict carries the draft mark; otherwise the texts are the base's.
      const unmarked = (t: unknown) => String(t).replace(` (${DRAFT_MARK})`, "");
      expect({ ...db, mesaj: unmarked(mesaj) }).toEqual(da);
      expect(String(mesaj)).toContain(DRAFT_MARK);
      expect({
        ...(kb as object),
        surum: "1.0.0",
        yururluk_tarihi: "2025-01-01",
        durum: "yayinda",
        yonetmelik: "2017 Yönetmeliği",
      }).toEqual(ka);
    }
  });

  it("takes a wording file alone: its own text, its base's law and hashes", () => {
    const dir = copyRules();
    addOverlay(dir, "1.0.1", { durum: "taslak" });
    const law = JSON.parse(readFileSync(join(dir, "izmir-tarimsal-yapilar/1.0.0/sera.json"), "utf8"));
    const wording = splitWording(law, "tur").wording as typeof law;
    wording.yapi_turu.ad = "Sera (örtüaltı)";
    mkdirSync(join(dir, "izmir-tarimsal-yapilar/1.0.1/metin"));
    writeFileSync(join(dir, "izmir-tarimsal-yapilar/1.0.1/metin/sera.json"), JSON.stringify(wording));
    const versions = loadRuleBundle(readRulesDir(dir).bundle).versions["izmir-tarimsal-yapilar"]!;
    const [base, overlay] = ["1.0.0", "1.0.1"].map((s) => versions.find((v) => v.surum === s)!);
    expect([base!.types["sera"]!.yapi_turu.ad, overlay!.types["sera"]!.yapi_turu.ad]).toEqual([
      "Sera",
      "Sera (örtüaltı)",
    ]);
    expect(overlay!.types["sera"]!.kurallar).toHaveLength(base!.types["sera"]!.kurallar.length);
    expect(overlay!.types["sera"]!.sabitler).toEqual(base!.types["sera"]!.sabitler);
    expect(overlay!.hashes).toEqual(base!.hashes);
  });

  it("refuses an overlay whose base is missing, and a released overlay on a draft", () => {
    const missing = copyRules();
    addOverlay(missing, "1.0.1", { durum: "taslak", taban_surum: "0.9.0" });
    expect(() => loadRuleBundle(readRulesDir(missing).bundle)).toThrow("taban sürüm 0.9.0 manifest.json'da yok");
    const onDraft = copyRules();
    addOverlay(onDraft, "2.0.1", { durum: "yayinda", yururluk_tarihi: "2028-01-01", taban_surum: "2.0.0" });
    expect(() => loadRuleBundle(readRulesDir(onDraft).bundle)).toThrow("taslak 2.0.0 üzerine kurulamaz");
  });
});

describe("a new version with a changed threshold applies only from its effective date", () => {
  const dir = copyRules();
  const solucan = typeFile(dir, "1.0.0", "solucan-tesisi");
  expect(solucan.sabitler.asgari_parsel_m2).toBe(550);
  addOverlay(
    dir,
    "1.1.0",
    { durum: "yayinda", yururluk_tarihi: "2027-03-01" },
    {
      "solucan-tesisi.json": {
        ...solucan,
        surum: "1.1.0",
        yapi_turu_surumu: "1.1.0",
        sabitler: { ...solucan.sabitler, asgari_parsel_m2: 600 },
      },
    },
  );

  it("keeps the old threshold before the date and the new one from it", async () => {
    const { bundle, problems } = readRulesDir(dir);
    expect(problems).toEqual([]);
    const registry = loadRuleBundle(bundle);
    const before = versionInForce(registry, "izmir-tarimsal-yapilar", new Date("2027-02-28T23:00:00Z"))!;
    const after = versionInForce(registry, "izmir-tarimsal-yapilar", new Date("2027-03-01T08:00:00Z"))!;
    expect(before.surum).toBe("1.0.0");
    expect(after.surum).toBe("1.1.0");
    const request = { latitude: 38.42, longitude: 27.14, alan_m2: 580, arazi_vasfi: "Tarla" };
    const old = await runThroughEngine(before, "solucan-tesisi", request);
    const neu = await runThroughEngine(after, "solucan-tesisi", request);
    const data = (a: typeof old) => (a.body as { data: { izin_durumu: string; kural_seti: { surum: string } } }).data;
    expect(data(old).izin_durumu).toBe("izin_verilebilir");
    expect(data(old).kural_seti.surum).toBe("1.0.0");
    expect(data(neu).izin_durumu).toBe("izin_verilemez");
    expect(data(neu).kural_seti.surum).toBe("1.1.0");
  });

  it("has no version in force before the first effective date", () => {
    const registry = loadRuleBundle(readRulesDir(dir).bundle);
    expect(versionInForce(registry, "izmir-tarimsal-yapilar", new Date("2024-12-31T12:00:00Z"))).toBeNull();
  });
});
