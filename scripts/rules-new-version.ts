/**
 * `npm run rules:new-version -- <new-version> [base]`: opens a DRAFT overlay of a version (default: the one in force
 * today, as the API selects it — registry.ts `versionInForce`):
 * rules/<ruleset>/<new-version>/surum.json names its base (`taban_surum`), and rules/manifest.json lists it as a
 * draft without a date in force (a draft has none until the law gives it). The overlay holds nothing else: every type
 * file, the common file, their wording (`metin/`) and the golden cases come from the base until a file is put in the
 * folder. Then copy in only the law or wording files that change, edit them, `npm run rules:hash -- <new-version>`,
 * `npm run rules:check`, and in the pull request that releases it write "durum": "yayinda", the "yururluk_tarihi" and
 * the "resmi_gazete" (rules/README.md, "Bir taslağı yayımlamak").
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { OVERLAY_FILE } from "../worker/rules/text-paths.ts";
import { sha256 } from "./lib/rules-fs.ts";
import { loadRepoRules } from "./lib/load-rules.ts";
import { versionInForce } from "../worker/rules/registry.ts";

// RULES_DIR: another rules folder than the repository's (the tests' copies).
const rulesDir = process.env["RULES_DIR"] ?? resolve(import.meta.dirname, "../rules");
const [version, baseArg, rulesetId = "izmir-tarimsal-yapilar"] = process.argv.slice(2);
const VERSION = /^\d+\.\d+\.\d+$/;
if (baseArg && /^\d{4}-\d{2}-\d{2}$/.test(baseArg)) {
  console.error(
    `Taslak bir sürümün yürürlük tarihi yoktur: tarihi (${baseArg}) sürümü yayımlarken manifest.json'a Resmî Gazete bilgisiyle birlikte yazın (rules/README.md, "Bir taslağı yayımlamak"). Taslağı tarihsiz açın: npm run rules:new-version -- ${version ?? "<yeni-sürüm>"}`,
  );
  process.exit(1);
}
if (!version || !VERSION.test(version) || (baseArg !== undefined && !VERSION.test(baseArg))) {
  console.error(
    "Kullanım: npm run rules:new-version -- <yeni-sürüm> [taban-sürüm]   (örnek: npm run rules:new-version -- 1.1.0)",
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
mkdirSync(dir, { recursive: true });
const overlayText = `${JSON.stringify({ surum: version, taban_surum: base }, null, 2)}\n`;
writeFileSync(join(dir, OVERLAY_FILE), overlayText);
set.surumler[version] = {
  durum: "taslak",
  aciklama: "Taslak: değişikliği burada tek cümleyle anlatın.",
  // The regulation it follows: its base's, until the editor names a new one.
  yonetmelik: set.surumler[base].yonetmelik,
  dosyalar: { [OVERLAY_FILE]: sha256(overlayText) },
};
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${rulesetId} ${version} taslağı açıldı: ${base} üzerine, yürürlük tarihi yok (yayımlarken yazılır). Şimdilik ${base} ile aynı.`,
);
console.log(
  `Değişecek hukuk dosyalarını ${base} klasöründen buraya kopyalayın; her birinde "surum": "${version}" yazın ve "yapi_turu_surumu" değerini artırın. Yalnız metni değişen bir türün metin dosyasını ${base}/metin/ klasöründen ${version}/metin/ klasörüne kopyalayın. Sonra: npm run rules:hash -- ${version} && npm run rules:check`,
);
