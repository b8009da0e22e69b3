/**
 * `npm run rules:sources -- <version> [rule set]`: the source of every number of a version's law, as a Turkish
 * Markdown document an editor or a lawyer reads — per file (a type by the name its wording gives it) a table
 * "Sabit | Değer | Kaynak" with the citation, or "Varsayım — mevzuatta sayı yok: <reason>" for a number the law does
 * not give, then a summary line with the counts. Generated from the rule files and the legal documents
 * (worker/core/rules/sources.ts, `../shared`); nothing in it is kept by hand. An unknown version stops with exit code 1.
 */
import { loadRepoRules } from "./lib/load-rules.ts";
import { legalCitationCheck } from "./lib/rules-fs.ts";
import { sourcesOf, sourcesReport, type SourcedNumber } from "../worker/core/rules/sources.ts";
import { formatTr } from "../worker/core/rules/numbers.ts";

const [version, rulesetId = "izmir-tarimsal-yapilar"] = process.argv.slice(2);
if (!version) {
  console.error(
    "Kullanım: npm run -s rules:sources -- <sürüm> [kural-seti]   (örnek: npm run -s rules:sources -- 2.0.0)",
  );
  process.exit(1);
}
const { registry } = loadRepoRules();
const set = registry.versions[rulesetId]?.find((v) => v.surum === version);
if (!set) {
  console.error(`Bilinmeyen sürüm: ${rulesetId} ${version}`);
  process.exit(1);
}

const report = sourcesReport(set, legalCitationCheck(sourcesOf(set).belgeler));
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
const source = (n: SourcedNumber) =>
  n.kaynak !== null
    ? cell(n.kaynak)
    : n.varsayim !== null
      ? `Varsayım — mevzuatta sayı yok: ${cell(n.varsayim)}`
      : "**Kaynak yok**";

const files = [
  { dosya: "_ortak.json", ad: "Ortak kurallar" },
  ...Object.entries(set.types)
    .map(([slug, file]) => ({ dosya: `${slug}.json`, ad: file.yapi_turu.ad }))
    .sort((a, b) => a.ad.localeCompare(b.ad, "tr")),
];
const lines = [
  `# Sayıların kaynakları — ${set.yonetmelik}, kural seti ${set.surum}${set.durum === "taslak" ? " (taslak)" : ""}`,
  "",
  `Bu belge kural dosyalarından üretilmiştir (\`npm run -s rules:sources -- ${set.surum}\`); elle değiştirmeyin. Her satır`,
  "sürümün hukuk dosyalarındaki bir sayıdır: kaynağı bir mevzuat atfıdır ya da mevzuatın vermediği, aracın kullandığı",
  "bir varsayımdır (hukuk değildir). Atıflar mevzuat belgelerinde aranarak doğrulanır.",
];
for (const { dosya, ad } of files) {
  const numbers = report.sayilar.filter((n) => n.dosya === dosya);
  if (!numbers.length) continue;
  lines.push("", `## ${ad} (\`${dosya}\`)`, "", "| Sabit | Değer | Kaynak |", "| --- | --- | --- |");
  for (const n of numbers) lines.push(`| \`${cell(n.yol)}\` | ${formatTr(n.deger, 6)} | ${source(n)} |`);
}
if (report.sorunlar.length) {
  lines.push("", "## `kaynaklar.json` sorunları", "");
  for (const p of report.sorunlar)
    lines.push(`- \`${p.dosya}\`${p.yol ? ` \`${cell(p.yol)}\`` : ""}: ${cell(p.sorun)}`);
}
lines.push(
  "",
  `**Özet:** ${formatTr(report.sayi)} sayı — ${formatTr(report.kaynakli)} kaynaklı (mevzuat atfı), ${formatTr(report.varsayim)} varsayım, ${formatTr(report.kaynaksiz)} kaynaksız.`,
);
console.log(lines.join("\n"));
