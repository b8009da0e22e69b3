/**
 * `npm run bench:serve` — one build (Cloudflare's Vite plugin: `dist/`) served three ways, measured in one run:
 * - `npm start`'s server (`vite preview`: the built worker and SPA in workerd, local D1),
 * - bare workerd (bench/lib/bare-workerd.ts: `workerd serve` with a config embedding the built worker),
 * - `wrangler dev` on the same build (SERVE_DEV=0 skips it) for comparison.
 * Calculations cycle through one valid request of every structure type; the trivial request is the worker's JSON
 * 404. On bare workerd it also measures the runtime's floor for the same shapes without the app (bare-workerd.ts,
 * `/__shape/`): the calculation's exact bytes after reading its body, the JSON 404's bytes after reading a
 * calculation's body, and the JSON 404's bytes for the GET.
 *
 * All servers run side by side and the targets are interleaved: SERVE_ROUNDS (default 5) rounds, each running
 * every target for SERVE_SECONDS (default 2) s on one connection, so a drift of the machine (other load, a slower
 * spell of the host) falls on every target alike. Ratios are taken within each round, and the median and range over
 * the rounds are printed; a single run of each target on a shared 2-core VM moved the ratios by ±0.3. Then each
 * target runs once on SERVE_CONNECTIONS (default 8) connections for throughput. Bare workerd's CPU per request
 * comes from the process's CPU time (Linux /proc). Prints numbers and the #18 goals; no pass/fail.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startBareWorkerd } from "./lib/bare-workerd.ts";
import {
  calculationBodies,
  machineNote,
  processCpuMs,
  ms,
  printTable,
  quantile,
  runCannon,
} from "./lib/bench-stats.ts";
import {
  applyMigrations,
  BUILT_WORKER,
  ensureBuilt,
  freePort,
  freshStateDir,
  onFreePort,
  startPreview,
  startWranglerDev,
  THROWAWAY_VARS,
  type LocalServer,
} from "../scripts/lib/local-server.ts";

type DevServer = LocalServer & { pid?: number | undefined };

const SECONDS = Number(process.env.SERVE_SECONDS ?? 2);
const ROUNDS = Number(process.env.SERVE_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.SERVE_CONNECTIONS ?? 8);
const WITH_DEV = process.env.SERVE_DEV !== "0";
if (![SECONDS, ROUNDS, CONNECTIONS].every((n) => Number.isInteger(n) && n > 0)) {
  console.error("bench:serve: SERVE_SECONDS, SERVE_ROUNDS and SERVE_CONNECTIONS must be positive integers");
  process.exit(2);
}

interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const json = { "content-type": "application/json" };
const calculations: BenchRequest[] = [...calculationBodies()].map(([slug, body]) => ({
  method: "POST",
  path: `/api/calculations/${slug}/`,
  headers: json,
  body: JSON.stringify(body),
}));
const trivial: BenchRequest[] = [{ method: "GET", path: "/api/yok/" }];
/** The same requests to bare workerd's entry answering with the recorded bytes: the runtime's floor (bare-workerd.ts). */
const floorOf = (requests: BenchRequest[]) => requests.map((r) => ({ ...r, path: `/__shape${r.path}` }));
/** A calculation's request (its body is read) answered with the JSON 404's bytes: what reading a POST body costs. */
const bodyReadFloor = calculations.map((r) => ({ ...r, path: "/__shape/api/yok/" }));

type ServerName = "npm start" | "bare workerd" | "wrangler dev";
interface Target {
  key: string;
  server: ServerName;
  what: string;
  requests: BenchRequest[];
  status: number;
}

const targets: Target[] = [
  { key: "start calc", server: "npm start", what: "calculation", requests: calculations, status: 200 },
  { key: "calc", server: "bare workerd", what: "calculation", requests: calculations, status: 200 },
  { key: "404", server: "bare workerd", what: "JSON 404 (GET)", requests: trivial, status: 404 },
  {
    key: "calc floor",
    server: "bare workerd",
    what: "calculation's bytes after reading its body, no app code",
    requests: floorOf(calculations),
    status: 200,
  },
  {
    key: "body floor",
    server: "bare workerd",
    what: "JSON 404's bytes after reading a calculation's body, no app code",
    requests: bodyReadFloor,
    status: 404,
  },
  {
    key: "404 floor",
    server: "bare workerd",
    what: "JSON 404's bytes (GET), no app code",
    requests: floorOf(trivial),
    status: 404,
  },
];
if (WITH_DEV)
  targets.push({ key: "dev calc", server: "wrangler dev", what: "calculation", requests: calculations, status: 200 });

interface Round {
  p50: number;
  /** The server process's CPU time per request, in µs (bare workerd on Linux only). */
  cpu: number | null;
  latencies: number[];
}
interface Measured {
  rounds: Round[];
  loaded: number[];
  loadedCount: number;
  bad: number;
}

const wrongStatuses = (statuses: Map<number, number>, expected: number) =>
  [...statuses].filter(([s]) => s !== expected).reduce((a, [, n]) => a + n, 0);

async function oneRound(server: DevServer, target: Target, measured: Measured) {
  const cpuBefore = processCpuMs(server.pid);
  const run = await runCannon({ url: server.baseURL, requests: target.requests, connections: 1, duration: SECONDS });
  const cpuAfter = processCpuMs(server.pid);
  measured.rounds.push({
    p50: quantile(run.latencies, 0.5),
    cpu: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / run.latencies.length,
    latencies: run.latencies,
  });
  measured.bad += wrongStatuses(run.statuses, target.status) + run.result.errors;
}

async function loadedRun(server: DevServer, target: Target, measured: Measured) {
  const run = await runCannon({
    url: server.baseURL,
    requests: target.requests,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  measured.loaded = run.latencies;
  measured.loadedCount = run.latencies.length;
  measured.bad += wrongStatuses(run.statuses, target.status) + run.result.errors;
}

ensureBuilt();
const stateDir = freshStateDir("planlayici-serve-");
const results = new Map<string, Measured>();
const servers = new Map<ServerName, DevServer>();
try {
  applyMigrations(stateDir);
  const built = JSON.parse(readFileSync(join(BUILT_WORKER, "wrangler.json"), "utf8")) as {
    compatibility_date: string;
    compatibility_flags?: string[];
  };
  const bareDir = join(stateDir, "bare");
  mkdirSync(bareDir);
  console.log("bench:serve — starting the servers…");
  servers.set("npm start", await onFreePort((port) => startPreview(stateDir, port)));
  servers.set(
    "bare workerd",
    await startBareWorkerd({
      entry: join(BUILT_WORKER, "index.js"),
      dir: bareDir,
      port: await freePort(),
      compatibilityDate: built.compatibility_date,
      compatibilityFlags: built.compatibility_flags ?? [],
      vars: THROWAWAY_VARS,
    }),
  );
  if (WITH_DEV) servers.set("wrangler dev", await onFreePort((port) => startWranglerDev(stateDir, port)));

  for (const t of targets) {
    const server = servers.get(t.server)!;
    // Warm-up: compile, caches, and the floor entry's recording of each answer.
    for (let i = 0; i < 3; i++) for (const r of t.requests) await fetch(`${server.baseURL}${r.path}`, r);
    results.set(t.key, { rounds: [], loaded: [], loadedCount: 0, bad: 0 });
  }
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`bench:serve — round ${round} of ${ROUNDS}: ${targets.length} targets × ${SECONDS} s, one connection…`);
    for (const t of targets) await oneRound(servers.get(t.server)!, t, results.get(t.key)!);
  }
  console.log(`bench:serve — throughput: each target ${SECONDS} s on ${CONNECTIONS} connections…`);
  for (const t of targets) await loadedRun(servers.get(t.server)!, t, results.get(t.key)!);
} finally {
  for (const server of servers.values()) await server.stop();
  rmSync(stateDir, { recursive: true, force: true });
}

const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
const p50Of = (key: string) => median(results.get(key)!.rounds.map((r) => r.p50));
/** The per-round ratios of two targets' p50 (or CPU), ascending; null when a figure is missing. */
function ratios(a: string, b: string, pick: (r: Round) => number | null): number[] | null {
  const rb = results.get(b)!.rounds;
  const values = results.get(a)!.rounds.map((r, i) => [pick(r), pick(rb[i]!)] as const);
  if (values.some(([x, y]) => x === null || y === null)) return null;
  return values.map(([x, y]) => x! / y!).sort((x, y) => x - y);
}
const p50 = (r: Round) => r.p50;
/** "median× (rounds min–max)" of the per-round ratios. */
function ratio(a: string, b: string, pick: (r: Round) => number | null = p50): string {
  const r = ratios(a, b, pick);
  if (!r) return "–";
  return `${median(r).toFixed(2)}× (rounds ${r[0]!.toFixed(2)}–${r.at(-1)!.toFixed(2)})`;
}
const goal = (a: string, b: string) => `goal ≤ 1.5×: ${median(ratios(a, b, p50)!) <= 1.5 ? "met" : "NOT met"}`;

console.log(
  `\nbench:serve — ${new Date().toISOString()}, Node ${process.version}, ${ROUNDS} rounds × ${SECONDS} s per target, ` +
    `latencies in ms; ${machineNote()}`,
);
printTable(
  [
    "server — request",
    "p50 @1",
    "p99 @1",
    "req/s @1",
    `req/s @${CONNECTIONS}`,
    `p50 @${CONNECTIONS}`,
    "CPU µs/req @1",
    "wrong status",
  ],
  targets.map((t) => {
    const m = results.get(t.key)!;
    const all = m.rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const cpus = m.rounds.map((r) => r.cpu);
    return [
      `${t.server} — ${t.what}`,
      ms(p50Of(t.key)),
      ms(quantile(all, 0.99)),
      (all.length / (ROUNDS * SECONDS)).toFixed(0),
      (m.loadedCount / SECONDS).toFixed(0),
      ms(quantile(m.loaded, 0.5)),
      cpus.some((c) => c === null) ? "–" : median(cpus as number[]).toFixed(0),
      String(m.bad),
    ];
  }),
);
console.log("p50 and CPU: median over the rounds; p99 and req/s @1: every round's requests together.");
const cpu = (r: Round) => r.cpu;
console.log(
  `\nnpm start ÷ bare workerd, calculation p50 @1: ${ratio("start calc", "calc")} — ${goal("start calc", "calc")}`,
);
console.log(`calculation ÷ JSON 404 on bare workerd, p50 @1: ${ratio("calc", "404")} — ${goal("calc", "404")}`);
console.log(`calculation ÷ JSON 404 on bare workerd, workerd CPU per request: ${ratio("calc", "404", cpu)}`);
// Where the ratio comes from: the runtime's cost of each request's shape without the app, step by step.
console.log("\nThe runtime's floor (bare workerd, no app code), each ÷ the app's JSON 404, p50 @1:");
console.log(`  a GET answered with the JSON 404's bytes:           ${ratio("404 floor", "404")}`);
console.log(`  + a calculation's JSON body read (POST):            ${ratio("body floor", "404")}`);
console.log(`  + the calculation's answer instead of the 404's:    ${ratio("calc floor", "404")}`);
console.log(`  the calculation itself (the app):                   ${ratio("calc", "404")}`);
console.log(`calculation ÷ the runtime's floor for its own bytes, p50 @1: ${ratio("calc", "calc floor")}`);
const shared = p50Of("404") - p50Of("404 floor");
console.log(
  `p50 shares of a calculation: runtime ${ms(p50Of("calc floor"))} ms (of which reading the body ` +
    `${ms(p50Of("body floor") - p50Of("404 floor"))} ms), Hono and middleware (as in the 404) ${ms(shared)} ms, ` +
    `the calculation's own work ${ms(p50Of("calc") - p50Of("calc floor") - shared)} ms; ` +
    `1.5× the JSON 404 is ${ms(1.5 * p50Of("404"))} ms`,
);
if (WITH_DEV) console.log(`wrangler dev ÷ npm start, calculation p50 @1: ${ratio("dev calc", "start calc")}`);
if ([...results.values()].some((m) => m.bad > 0)) process.exitCode = 1;
