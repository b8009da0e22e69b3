/**
 * `npm run rules:hash -- <version>`: writes the sha256 of every JSON file of a DRAFT version (durum "taslak") into
 * rules/manifest.json and lists new files. Refuses a released version (durum "yayinda"): a released version never
 * changes — open a new version instead (`npm run rules:new-version`).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { rulesDir } from "./lib/load-rules.ts";
import { sha256 } from "./lib/rules-fs.ts";

const [version, rulesetId = "izmir-tarimsal-yapilar"] = process.argv.slice(2);
if (!version) {
  console.error("Kullanım: npm run rules:hash -- <sürüm> [kural-seti]   (örnek: npm run rules:hash -- 1.1.0)");
  process.exit(1);
}
const manifestPath = join(rulesDir, "manifest.json");
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const entry = manifest.kural_setleri?.[rulesetId]?.surumler?.[version];
if (!entry) {
  console.error(`${rulesetId} ${version} manifest.json'da yok. Önce: npm run rules:new-version -- ${version}`);
  process.exit(1);
}
if (entry.durum !== "taslak") {
  console.error(
    `${rulesetId} ${version} yayında (durum "${entry.durum}"): yayımlanmış sürümün dosyaları ve özetleri değiştirilemez. Yeni bir sürüm açın: npm run rules:new-version -- <yeni-sürüm>`,
  );
  process.exit(1);
}
const dir = join(rulesDir, rulesetId, version);
const files: Record<string, string> = {};
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  files[file] = sha256(readFileSync(join(dir, file)));
  if (!(file in (entry.dosyalar ?? {}))) console.log(`yeni dosya: ${file}`);
}
entry.dosyalar = files;
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${rulesetId} ${version}: ${Object.keys(files).length} dosyanın sha256 özeti manifest.json'a yazıldı.`);
