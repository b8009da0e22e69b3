/**
 * `npm run rules:new-version -- <new-version> <effective date YYYY-MM-DD>`: copies the active version of the
 * rule set to a new DRAFT version folder (surum fields updated), copies its golden cases, and lists it in
 * rules/manifest.json with its effective date. Then edit, `npm run rules:hash -- <new-version>`,
 * `npm run rules:check`, and set "durum": "yayinda" and "aktif" in the pull request that releases it.
 */
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { sha256 } from "./lib/rules-fs.ts";

const root = resolve(import.meta.dirname, "..");
const [version, date, rulesetId = "izmir-tarimsal-yapilar"] = process.argv.slice(2);
if (!version || !/^\d+\.\d+\.\d+$/.test(version) || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
  console.error(
    "Kullanım: npm run rules:new-version -- <yeni-sürüm> <yürürlük-tarihi>   (örnek: npm run rules:new-version -- 1.1.0 2027-03-01)",
  );
  process.exit(1);
}
const manifestPath = join(root, "rules", "manifest.json");
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
const from = set.aktif as string;
const src = join(root, "rules", rulesetId, from);
const dst = join(root, "rules", rulesetId, version);
if (existsSync(dst)) {
  console.error(`Klasör zaten var: ${dst}`);
  process.exit(1);
}
cpSync(src, dst, { recursive: true });
const files: Record<string, string> = {};
for (const file of readdirSync(dst)
  .filter((f) => f.endsWith(".json"))
  .sort()) {
  const path = join(dst, file);
  const text = readFileSync(path, "utf8").replace(`"surum": "${from}"`, `"surum": "${version}"`);
  writeFileSync(path, text);
  files[file] = sha256(text);
}
const casesFrom = join(root, "rules", rulesetId, "cases", from);
if (existsSync(casesFrom)) cpSync(casesFrom, join(root, "rules", rulesetId, "cases", version), { recursive: true });
set.surumler[version] = {
  durum: "taslak",
  yururluk_tarihi: date,
  aciklama: "Taslak: değişikliği burada tek cümleyle anlatın.",
  dosyalar: files,
};
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${rulesetId} ${version} taslağı ${from} sürümünden kopyalandı (yürürlük ${date}).`);
console.log(
  `Değiştirdiğiniz her dosyada "yapi_turu_surumu" değerini de artırın, sonra: npm run rules:hash -- ${version} && npm run rules:check`,
);
