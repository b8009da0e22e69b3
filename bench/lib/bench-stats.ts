/** What the HTTP benches share: valid calculation bodies from the golden cases, autocannon runs with every latency kept, percentiles. */
import autocannon from "autocannon";
import { cpus, loadavg } from "node:os";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readGoldenFiles } from "../../scripts/lib/golden-files.ts";
import { root } from "../../scripts/lib/wrangler.ts";

/** One valid request body per structure type: the first golden case with an expected decision and no test-only layer. */
export function calculationBodies(): Map<string, Record<string, unknown>> {
  const bodies = new Map<string, Record<string, unknown>>();
  for (const set of readGoldenFiles(join(root, "rules"))) {
    if (bodies.has(set.file.yapi_turu)) continue;
    const c = set.file.vakalar.find((v) => v.beklenen && !v.beklenen_hata && !v.katman);
    if (c) bodies.set(set.file.yapi_turu, c.istek);
  }
  return bodies;
}

/** The p-quantile (0..1) of ascending numbers (nearest rank). */
export function quantile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export interface CannonRun {
  result: autocannon.Result;
  /** Every response time in ms, ascending. */
  latencies: number[];
  /** Responses by status code. */
  statuses: Map<number, number>;
}

/** Runs autocannon and keeps each response's time (autocannon's own percentiles are bucketed). */
export async function runCannon(options: autocannon.Options): Promise<CannonRun> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    const instance = autocannon(options, (err: unknown, res: autocannon.Result) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolveRun(res),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
  latencies.sort((a, b) => a - b);
  return { result, latencies, statuses };
}

/**
 * User + system CPU time of a process in ms, from /proc (Linux); null elsewhere. Over a run it gives the server's CPU
 * per request, a steadier figure than round-trip percentiles on a busy machine.
 */
export function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    const ticksPerSecond = 100; // USER_HZ, fixed at 100 on Linux
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : "–");

/** Prints rows as an aligned text table (first column left, the rest right). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

/** The machine as the bench saw it: cores and the 1-minute load average (other work on it skews the figures). */
export function machineNote(): string {
  return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? "?"}), load average ${loadavg()[0]!.toFixed(2)}`;
}

const TICKS_PER_SECOND = 100;
/** CPU seconds (user + system) of every live process in the group `pgid` (a local server: vite preview and workerd), from /proc. */
export function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / TICKS_PER_SECOND;
}
