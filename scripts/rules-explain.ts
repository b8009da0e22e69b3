/**
 * `npm run rules:explain -- <slug> '<json>' [YYYY-AA-GG]` — the legislation editor's debugger: runs one request
 * through the repository's rule files and prints the decision, the numbers and every rule with its outcome and legal
 * basis. The version is chosen as the API chooses it: `"surum"` in the request (drafts too), else the released
 * version in force on the date (default today).
 * Example: npm run rules:explain -- solucan-tesisi '{"alan_m2":1000,"arazi_vasfi":"Tarla"}'
 * (latitude/longitude default to a point in İzmir outside the large plains: 38.42, 27.14).
 */
import { runThroughEngine } from "./lib/engine-harness.ts";
import { loadRepoRules } from "./lib/load-rules.ts";
import { AppError } from "../worker/core/contracts/app-error.ts";
import { selectRuleSet } from "../worker/core/calculation/selection.ts";
import { inForceText } from "../worker/core/rules/version-text.ts";

const [slug, raw = "{}", dateArg] = process.argv.slice(2);
if (!slug) {
  console.error("Kullanım: npm run rules:explain -- <yapı-türü> '<istek JSON>' [YYYY-AA-GG]");
  process.exit(1);
}
let request: Record<string, unknown>;
try {
  request = { latitude: 38.42, longitude: 27.14, ...(JSON.parse(raw) as Record<string, unknown>) };
} catch {
  console.error(`İstek geçerli JSON değil: ${raw}`);
  process.exit(1);
}
const now = dateArg ? new Date(`${dateArg}T12:00:00Z`) : new Date();
const { registry } = loadRepoRules();
let ruleSet;
try {
  ruleSet = selectRuleSet(
    { surum: request["surum"], tarih: dateArg },
    now,
    { surum: "surum", tarih: "tarih" },
    registry,
  );
} catch (err) {
  console.error(err instanceof AppError ? err.detail : String(err));
  process.exit(1);
}
if (!ruleSet.types[slug]) {
  console.error(`Unsupported structure type: ${slug}`);
  process.exit(1);
}
const answer = await runThroughEngine(ruleSet, slug, request, { now });
if (answer.status !== 200) {
  console.log(
    `GİRDİ HATASI (HTTP ${answer.status}): ${JSON.stringify((answer.body as { fields?: unknown }).fields ?? answer.body)}`,
  );
  process.exit(0);
}
const data = (answer.body as { data: Record<string, unknown> }).data;
console.log(`Kural seti ${ruleSet.id} ${ruleSet.surum} (${inForceText(ruleSet)}), yapı türü ${slug}`);
console.log(`\nKARAR: ${data["izin_durumu"]}\n${data["ana_mesaj"]}\n${data["aciklama"]}\n`);
console.log("Kurallar (değerlendirme sırasıyla):");
for (const k of data["uygulanan_kurallar"] as { kural_id: string; ad: string; sonuc: string; dayanak: string }[]) {
  console.log(`  ${k.kural_id.padEnd(9)} ${k.sonuc.padEnd(10)} ${k.ad}  [${k.dayanak}]`);
}
const skip = new Set(["rapor", "mesaj", "uygulanan_kurallar", "ana_mesaj", "aciklama", "izin_durumu"]);
console.log("\nSonuç alanları:");
for (const [k, v] of Object.entries(data)) if (!skip.has(k)) console.log(`  ${k}: ${JSON.stringify(v)}`);
