/**
 * `npm run bench:analysis` — the parcel analysis ("Bu parselde ne yapabilirim?") as the worker runs it (one point
 * check, then every structure type through the pure engine), for every land type of every rule-set version.
 * Prints median and p99 milliseconds per analysis, wall clock and this process's CPU time (user + system, which
 * a busy machine inflates less than the wall clock); the goal is under 10 ms of worker CPU for all types.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createLocator, type GeoLayers } from "../worker/core/geo/locate.ts";
import { analysisFields } from "../worker/core/calculation/analysis-fields.ts";
import { analyseParcel, analysisDescriptors, type ParcelInput } from "../worker/core/calculation/parcel-analysis.ts";
import { loadRepoRules, root } from "../scripts/lib/load-rules.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARM_UP = 20;
const AREA = Number(process.env.BENCH_AREA_M2 ?? 20_000);
const POINT = { latitude: 38.42, longitude: 27.14 };
const layers = JSON.parse(readFileSync(join(root, "build/geo/exact.json"), "utf8")) as GeoLayers;
const locate = createLocator(layers);
const { registry } = loadRepoRules();

const q = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const pooled: number[] = [];
const pooledCpu: number[] = [];
console.log(
  `bench:analysis — ${ROUNDS} analyses per land type, ${AREA} m² parcel, ms per analysis (Node ${process.version})`,
);
console.log(
  "version  land type                                                        types  median ms  p99 ms  CPU median ms  CPU p99 ms",
);
for (const versions of Object.values(registry.versions)) {
  for (const set of versions) {
    for (const land of set.common.arazi_vasfi_katalogu) {
      const values: Record<string, number> = {};
      for (const f of analysisFields(analysisDescriptors(set), land.id)) values[f.ad] = AREA / 2;
      const input: ParcelInput = {
        ...POINT,
        arazi_vasfi: land.ad,
        landTypeId: land.id,
        alan_m2: AREA,
        values,
        shared: { surum: set.surum, kapaliSuHavzasiIcinde: false },
      };
      const run = async () => analyseParcel(set, input, locate(POINT.latitude, POINT.longitude), new Date());
      const first = await run();
      for (let i = 0; i < WARM_UP; i++) await run();
      const samples: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        await run();
        samples.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      }
      pooled.push(...samples);
      pooledCpu.push(...cpu);
      samples.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const types = first.data.turler.length + first.data.uygun_olmayanlar.length;
      console.log(
        `${set.surum.padEnd(7)}  ${land.ad.slice(0, 63).padEnd(63)}  ${String(types).padStart(5)}  ${q(samples, 0.5).toFixed(2).padStart(9)}  ${q(samples, 0.99).toFixed(2).padStart(6)}  ${q(cpu, 0.5).toFixed(2).padStart(13)}  ${q(cpu, 0.99).toFixed(2).padStart(10)}`,
      );
    }
  }
}
pooled.sort((a, b) => a - b);
pooledCpu.sort((a, b) => a - b);
console.log(
  `all ${pooled.length} analyses: median ${q(pooled, 0.5).toFixed(2)} ms, p99 ${q(pooled, 0.99).toFixed(2)} ms; CPU median ${q(pooledCpu, 0.5).toFixed(2)} ms, p99 ${q(pooledCpu, 0.99).toFixed(2)} ms (load average ${(await import("node:os")).loadavg()[0]!.toFixed(1)})`,
);
