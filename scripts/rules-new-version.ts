/**
 * `npm run rules:new-version -- <new-version> [base] [--set <file>:<json.path>=<value> …]`: opens a DRAFT version over
 * a base (default: the one in force today, as the API selects it — registry.ts `versionInForce`):
 * rules/<ruleset>/<new-version>/surum.json names its base (`taban_surum`), and rules/manifest.json lists it as a
 * draft without a date in force (a draft has none until the law gives it). Every type file, the common file, their
 * wording (`metin/`) and the golden cases come from the base; each `--set` writes the one value into that file's patch
 * (lib/set-patch.ts), and the whole draft is loaded in memory before anything is written — a bad path or value is a
 * Turkish error and writes nothing. Further changes are patches written by hand (rules/README.md); then
 * `npm run rules:hash -- <new-version>`, `npm run rules:check`, `npm run rules:diff -- <base> <new-version>`, and in
 * the pull request that releases it "durum": "yayinda", the "yururluk_tarihi" and the "resmi_gazete".
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { OVERLAY_FILE } from "../worker/core/rules/text-paths.ts";
import { sha256 } from "./lib/rules-fs.ts";
import { loadRepoRules, rulesDir } from "./lib/load-rules.ts";
import { RuleFileError, versionInForce } from "../worker/core/rules/registry.ts";
import { loadRules } from "../worker/core/calculation/load-rules.ts";
import { readRulesDir } from "./lib/rules-fs.ts";
import { patchesOf, readSet, SetError } from "./lib/set-patch.ts";

const args = process.argv.slice(2);
const setArgs: string[] = [];
const positional: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--set") setArgs.push(args[++i] ?? "");
  else if (args[i]!.startsWith("--set=")) setArgs.push(args[i]!.slice("--set=".length));
  else positional.push(args[i]!);
}
const [version, baseArg, rulesetId = "izmir-tarimsal-yapilar"] = positional;
const VERSION = /^\d+\.\d+\.\d+$/;
if (baseArg && /^\d{4}-\d{2}-\d{2}$/.test(baseArg)) {
  console.error(
    `Taslak bir sürümün yürürlük tarihi yoktur: tarihi (${baseArg}) sürümü yayımlarken manifest.json'a Resmî Gazete bilgisiyle birlikte yazın (rules/README.md, "Bir taslağı yayımlamak"). Taslağı tarihsiz açın: npm run rules:new-version -- ${version ?? "<yeni-sürüm>"}`,
  );
  process.exit(1);
}
if (!version || !VERSION.test(version) || (baseArg !== undefined && !VERSION.test(baseArg))) {
  console.error(
    "Kullanım: npm run rules:new-version -- <yeni-sürüm> [taban-sürüm] [--set <dosya>:<yol>=<değer> …]   (örnek: npm run rules:new-version -- 1.1.0 --set solucan-tesisi:sabitler.asgari_parsel_m2=600)",
  );
  process.exit(1);
}
const manifestPath = join(rulesDir, "manifest.json");
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const set = manifest.kural_setleri?.[rulesetId];
if (!set) {
  console.error(`Kural seti yok: ${rulesetId}`);
  process.exit(1);
}
if (set.surumler[version]) {
  console.error(`${rulesetId} ${version} zaten var.`);
  process.exit(1);
}
// No base named: the version in force today, chosen as the API chooses it.
const base = baseArg ?? versionInForce(loadRepoRules(rulesDir).registry, rulesetId, new Date())?.surum;
if (!base) {
  console.error(
    `Bugün yürürlükte bir ${rulesetId} sürümü yok: taban sürümü yazın (npm run rules:new-version -- ${version} <taban-sürüm>).`,
  );
  process.exit(1);
}
if (!set.surumler[base]) {
  console.error(`Taban sürüm yok: ${rulesetId} ${base}`);
  process.exit(1);
}
const dir = join(rulesDir, rulesetId, version);
if (existsSync(dir)) {
  console.error(`Klasör zaten var: ${dir}`);
  process.exit(1);
}
// The draft's files, its patches of the --set values and its manifest entry, loaded before anything is written.
const files = new Map<string, string>();
files.set(OVERLAY_FILE, `${JSON.stringify({ surum: version, taban_surum: base }, null, 2)}\n`);
try {
  const loaded = loadRepoRules(rulesDir).registry.versions[rulesetId]?.find((v) => v.surum === base);
  if (!loaded) throw new SetError(`Taban sürüm yüklenemedi: ${rulesetId} ${base}`);
  for (const [file, patch] of patchesOf(
    setArgs.map((a) => readSet(a, loaded)),
    version,
  ))
    files.set(file, `${JSON.stringify(patch, null, 2)}\n`);
  set.surumler[version] = {
    durum: "taslak",
    aciklama: setArgs.length ? `Taslak: ${setArgs.join(", ")}.` : "Taslak: değişikliği burada tek cümleyle anlatın.",
    // The regulation it follows: its base's, until the editor names a new one.
    yonetmelik: set.surumler[base].yonetmelik,
    dosyalar: Object.fromEntries([...files].map(([file, text]) => [file, sha256(text)])),
  };
  const { bundle } = readRulesDir(rulesDir);
  for (const [file, text] of files) bundle.files[`${rulesetId}/${version}/${file}`] = JSON.parse(text);
  loadRules({ ...bundle, manifest });
} catch (err) {
  if (!(err instanceof SetError) && !(err instanceof RuleFileError)) throw err;
  console.error(`Taslak açılmadı, hiçbir dosya yazılmadı: ${(err as Error).message}`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
for (const [file, text] of files) writeFileSync(join(dir, file), text);
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${rulesetId} ${version} taslağı açıldı: ${base} üzerine, yürürlük tarihi yok (yayımlarken yazılır). ${
    setArgs.length ? `Değişen: ${setArgs.join(", ")}.` : `Şimdilik ${base} ile aynı.`
  }`,
);
console.log(
  `Başka değişiklikler için bu klasöre yalnız değişeni yazan yama dosyaları koyun ("surum": "${version}" ile; rules/README.md, "Sürüm dosyası bir yamadır"). Sonra: npm run rules:hash -- ${version} && npm run rules:check && npm run rules:diff -- ${base} ${version}`,
);
