/**
 * `npm run bench:rules` — evaluates every golden case many times in one process (the pure engine, as the API
 * runs it, location check included) and prints per-type median and p99 microseconds per calculation.
 */
import { performance } from "node:perf_hooks";
import { runThroughEngine } from "../scripts/lib/engine-harness.ts";
import { goldenSuites } from "../scripts/lib/golden.ts";
import { readGoldenFiles } from "../scripts/lib/golden-files.ts";
import { loadRepoRules, root } from "../scripts/lib/load-rules.ts";
import { join } from "node:path";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const { registry } = loadRepoRules();
const rows: { tur: string; vaka: number; median: number; p99: number }[] = [];
const pooled: number[] = [];

// Every version's cases, its inherited ones included (scripts/lib/golden.ts).
for (const { ruleSet, slug, file } of goldenSuites(registry, readGoldenFiles(join(root, "rules"))).suites) {
  const cases = file.vakalar;
  for (const c of cases) await runThroughEngine(ruleSet, slug, c.istek); // warm-up
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      const t0 = performance.now();
      await runThroughEngine(ruleSet, slug, c.istek, { basin: c.katman === "nokta-kapali-havzada" });
      samples.push((performance.now() - t0) * 1000);
    }
  }
  pooled.push(...samples);
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  rows.push({ tur: `${ruleSet.surum} ${slug}`, vaka: cases.length, median: q(0.5), p99: q(0.99) });
}

const w = Math.max(...rows.map((r) => r.tur.length));
console.log(`bench:rules — ${ROUNDS} rounds of every golden case, µs per calculation (Node ${process.version})`);
console.log(`${"type".padEnd(w)}  cases  median µs  p99 µs`);
for (const r of rows)
  console.log(
    `${r.tur.padEnd(w)}  ${String(r.vaka).padStart(5)}  ${r.median.toFixed(1).padStart(9)}  ${r.p99.toFixed(1).padStart(6)}`,
  );
const all = rows.map((r) => r.median).sort((a, b) => a - b);
pooled.sort((a, b) => a - b);
console.log(
  `all ${pooled.length} calculations: median ${pooled[Math.floor(pooled.length / 2)]!.toFixed(1)} µs, p99 ${pooled[Math.floor(pooled.length * 0.99)]!.toFixed(1)} µs`,
);
console.log(
  `median of type medians: ${all[Math.floor(all.length / 2)]?.toFixed(1)} µs; worst type median: ${all.at(-1)?.toFixed(1)} µs`,
);
