/**
 * `npm run rules:check` — the legislation editor's check: recomputes the sha256 of every law file against
 * manifest.json (a released version's law never changes; its `metin/` wording files may be fixed), validates every
 * law file with its wording against the strict schema, refuses a constant's value written literally in a text, runs
 * every golden case through the calculation (an overlay version also runs the cases it inherits) and prints a table
 * per structure type, and gives the source of every number of every version (worker/core/rules/sources.ts: a draft fails
 * on a number with neither a citation that resolves nor an assumption; a released version's are only listed). Exit
 * code 1 on any problem. A draft's inherited case that now answers differently is the change under review, not a
 * problem: it is listed as DEĞİŞTİ, and `--kaydet` writes it again, with its new answer, into the draft's cases/ folder
 * (npm test's golden cases fail until it is).
 */
import { existsSync } from "node:fs";
import { runThroughEngine } from "./lib/engine-harness.ts";
import { compareCase, goldenSuites, recordable, type GoldenCase } from "./lib/golden.ts";
import { recordedCase, writeRecorded } from "./lib/golden-record.ts";
import { readGoldenFiles } from "./lib/golden-files.ts";
import { rulesDir } from "./lib/load-rules.ts";
import { legalCitationCheck, literalNumbersIn, readRulesDir, sharedDir } from "./lib/rules-fs.ts";
import { loadRules } from "../worker/core/calculation/load-rules.ts";
import { RuleFileError } from "../worker/core/rules/registry.ts";
import { inForceText } from "../worker/core/rules/version-text.ts";
import { sourcesCheck, sourcesOf, sourcesReport } from "../worker/core/rules/sources.ts";

// --kaydet: write a draft's inherited cases that now answer differently into its cases/ folder.
const keep = process.argv.includes("--kaydet");
let failed = false;
// A draft's inherited cases whose answers moved and are not recorded yet.
let unrecorded = 0;

const { bundle, problems } = readRulesDir(rulesDir);
console.log("1) Hukuki dosyaların özetleri (sha256) ve dosya listesi");
if (problems.length === 0) console.log("   tamam: manifest.json'daki her hukuki dosyanın özeti tutuyor.");
for (const p of problems) {
  failed = true;
  console.log(`   HATA ${p.file}: ${p.problem}`);
}

console.log("2) Şema denetimi");
let registry;
try {
  registry = loadRules(bundle);
  for (const [id, versions] of Object.entries(registry.versions)) {
    for (const v of versions)
      console.log(
        `   tamam: ${id} ${v.surum} (${v.durum === "taslak" ? "taslak" : "yayında"}, ${inForceText(v)}) — _ortak.json + ${Object.keys(v.types).length} yapı türü dosyası`,
      );
  }
} catch (err) {
  failed = true;
  console.log(`   HATA ${err instanceof RuleFileError ? err.message : String(err)}`);
}

console.log("3) Metinlerde elle yazılmış sabitler");
if (registry) {
  let count = 0;
  for (const { surum, found } of literalNumbersIn(bundle, registry)) {
    for (const f of found) {
      failed = true;
      count++;
      console.log(
        `   HATA ${surum} ${f.yer}: "${f.sayi}" bir sabitin değeri (${f.sabitler.join(" ya da ")}); metinde {…} yer tutucusuyla yazın`,
      );
    }
  }
  if (count === 0) console.log("   tamam: hiçbir metin bir sabitin değerini elle yazmıyor.");
}

console.log("4) Örnek vakalar (golden)");
if (registry) {
  const rows: { surum: string; tur: string; vaka: number; gecen: number; degisti: number }[] = [];
  const { suites, orphans, problems } = goldenSuites(registry, readGoldenFiles(rulesDir));
  for (const o of orphans) {
    failed = true;
    console.log(`   HATA ${o.version}/${o.file.yapi_turu}: bu sürümde kural dosyası yok`);
  }
  for (const p of problems) {
    failed = true;
    console.log(`   HATA ${p}`);
  }
  const moved: string[] = [];
  const record = new Map<
    string,
    { rulesetId: string; version: string; slug: string; bolum: string; cases: GoldenCase[] }
  >();
  for (const suite of suites) {
    const { ruleSet, slug, file, from, inherited } = suite;
    const tur =
      from !== ruleSet.surum
        ? `${slug} (${from} vakaları)`
        : inherited
          ? `${slug} (${inherited} vaka taban sürümden)`
          : slug;
    const row = { surum: ruleSet.surum, tur, vaka: file.vakalar.length, gecen: 0, degisti: 0 };
    rows.push(row);
    for (const c of file.vakalar) {
      const answer = await runThroughEngine(ruleSet, slug, c.istek, { basin: c.katman === "nokta-kapali-havzada" });
      const issues = compareCase(c, answer);
      if (issues.length === 0) row.gecen++;
      else if (recordable(suite, c)) {
        // The change under review, not a broken case: listed (npm test fails until it is recorded).
        moved.push(`${ruleSet.surum}/${slug} — ${c.ad} (${c.kaynak} vakası): ${issues[0]}`);
        row.degisti++;
        if (keep) {
          const key = `${ruleSet.id}/${ruleSet.surum}/${slug}`;
          const entry = record.get(key) ?? {
            rulesetId: ruleSet.id,
            version: ruleSet.surum,
            slug,
            bolum: file.bolum,
            cases: [],
          };
          entry.cases.push(recordedCase(c, answer, ruleSet.surum));
          record.set(key, entry);
        }
      } else {
        failed = true;
        console.log(`   BAŞARISIZ ${ruleSet.surum}/${slug} — ${c.ad}`);
        for (const issue of issues) console.log(`      ${issue}`);
      }
    }
  }
  const w = Math.max(...rows.map((r) => r.tur.length), 10);
  console.log(`\n   ${"sürüm".padEnd(7)} ${"yapı türü".padEnd(w)}  vaka  geçen`);
  for (const r of rows) {
    const mark = r.gecen === r.vaka ? "" : r.gecen + r.degisti === r.vaka ? `  ${r.degisti} değişti` : "  ✗";
    console.log(
      `   ${r.surum.padEnd(7)} ${r.tur.padEnd(w)}  ${String(r.vaka).padStart(4)}  ${String(r.gecen).padStart(5)}${mark}`,
    );
  }
  const total = rows.reduce((n, r) => n + r.vaka, 0);
  const passed = rows.reduce((n, r) => n + r.gecen, 0);
  console.log(`   toplam: ${rows.length} yapı türü dosyası, ${total} vaka, ${passed} geçti`);
  if (moved.length) {
    console.log(
      keep
        ? `\n   Taslakta cevabı değişen ${moved.length} taban vakası yeni cevabıyla taslağın cases/ klasörüne yazıldı:`
        : `\n   Taslakta cevabı değişen ${moved.length} taban vakası — hata değil, incelenecek değişiklik (ayrıntı: npm run rules:diff). Birleştirmeden önce "npm run rules:check -- --kaydet" ile yeni cevaplarını taslağın cases/ klasörüne yazın: npm test kaydedilmemiş bir cevap değişikliğini başarısız sayar.`,
    );
    for (const m of moved.slice(0, 20)) console.log(`   DEĞİŞTİ ${m}`);
    if (moved.length > 20) console.log(`   … ve ${moved.length - 20} vaka daha`);
    if (!keep) unrecorded = moved.length;
    for (const { cases, ...where } of record.values())
      console.log(`   yazıldı: ${await writeRecorded(rulesDir, where, cases)} (${cases.length} vaka)`);
  }
}

console.log("5) Sayıların kaynakları");
if (registry) {
  if (!existsSync(sharedDir)) {
    failed = true;
    console.log(`   HATA mevzuat belgelerinin klasörü yok (${sharedDir}): atıflar doğrulanamaz`);
  }
  for (const versions of Object.values(registry.versions))
    for (const v of versions) {
      const check = sourcesCheck(v, sourcesReport(v, legalCitationCheck(sourcesOf(v).belgeler)));
      for (const line of check.satirlar) console.log(`   ${line}`);
      if (check.basarisiz) failed = true;
    }
}

console.log(
  failed
    ? "\nSONUÇ: sorun var (yukarıya bakın)."
    : unrecorded
      ? `\nSONUÇ: tüm denetimler geçti; ${unrecorded} taban vakasının cevabı değişti, kaydedilmedi (yukarıya bakın).`
      : "\nSONUÇ: tüm denetimler geçti.",
);
process.exit(failed ? 1 : 0);
