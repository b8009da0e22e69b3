/**
 * `npm run rules:diff -- <a> <b> [--md]` — what a legislation editor and a reviewer see before merging a rule change:
 * what changed between versions a and b in law terms (constants, types, rules with their conditions and legal bases,
 * the land-type catalogue, the common file), which answers move (every golden case of both versions and a generated
 * sweep of requests run under both, counted by kind with examples), and the wording apart. Both versions are read as
 * loaded, with everything they inherit. `--md` prints the same as Markdown for a pull request's description.
 * Exit code 1 (with a Turkish message) for an unknown version or rule files that do not load.
 * Example: npm run rules:diff -- 1.0.0 2.0.0
 */
import { compareAnswers, type Probe } from "./lib/answer-moves.ts";
import { runThroughEngine } from "./lib/engine-harness.ts";
import { goldenSuites } from "./lib/golden.ts";
import { readGoldenFiles } from "./lib/golden-files.ts";
import { loadRepoRules, rulesDir } from "./lib/load-rules.ts";
import { diffRuleSets } from "./lib/rule-diff.ts";
import { renderMarkdown, renderText } from "./lib/rule-diff-report.ts";
import type { LoadedRuleSet } from "../worker/core/rules/types.ts";

const USAGE =
  "Kullanım: npm run rules:diff -- <eski sürüm> <yeni sürüm> [--md]   (ör. npm run rules:diff -- 1.0.0 2.0.0)";

const args = process.argv.slice(2);
const markdown = args.includes("--md");
const unknownOption = args.find((x) => x.startsWith("--") && x !== "--md");
const [from, to, extra] = args.filter((x) => !x.startsWith("--"));
if (unknownOption || !from || !to || extra) {
  console.error(unknownOption ? `Bilinmeyen seçenek: ${unknownOption}\n${USAGE}` : USAGE);
  process.exit(1);
}

const started = performance.now();
let loaded;
try {
  loaded = loadRepoRules();
} catch (err) {
  console.error(`Kural dosyaları yüklenemedi: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const { registry, problems } = loaded;
if (problems.length)
  console.error(
    `Not: ${problems.length} dosyanın özeti manifest.json ile tutmuyor (npm run rules:check); fark yine de hesaplandı.`,
  );

const all = Object.values(registry.versions).flat();
const known = all.map((v) => v.surum).join(", ");
const find = (surum: string): LoadedRuleSet => {
  const v = all.find((x) => x.surum === surum);
  if (!v) {
    console.error(`Bilinmeyen sürüm: ${surum}. Bilinen sürümler: ${known}.`);
    process.exit(1);
  }
  return v;
};
const [a, b] = [find(from), find(to)];
if (a.id !== b.id) {
  console.error(`${a.surum} (${a.id}) ile ${b.surum} (${b.id}) aynı kural setinin sürümleri değil.`);
  process.exit(1);
}

const cases: Probe[] = goldenSuites(registry, readGoldenFiles(rulesDir))
  .suites.filter((s) => s.ruleSet === a || s.ruleSet === b)
  .flatMap(({ slug, file, from }) =>
    file.vakalar.map((c) => ({
      slug,
      istek: c.istek,
      basin: c.katman === "nokta-kapali-havzada",
      vaka: `${c.kaynak ?? from}/${slug}: ${c.ad}`,
    })),
  );

const diff = diffRuleSets(a, b);
const sameLaw = new Set(
  diff.common.law.length ? [] : [...diff.unchanged, ...diff.changed.filter((t) => !t.law.length).map((t) => t.slug)],
);
const now = new Date();
const moves = await compareAnswers(
  a,
  b,
  cases,
  (set, slug, istek, options) => runThroughEngine(set, slug, istek, { ...options, now }),
  sameLaw,
);
process.stdout.write(markdown ? renderMarkdown(diff, moves) : renderText(diff, moves));
console.error(
  `(${moves.total + moves.onlyA.reduce((s, t) => s + t.istek, 0) + moves.onlyB.reduce((s, t) => s + t.istek, 0)} istek, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
