/**
 * `npm run bench:serve` — one worker bundle (`wrangler deploy --dry-run`) served three ways, measured in one run:
 * - `npm start`'s server (scripts/lib/local-server.ts: workerd through Miniflare, local D1, assets),
 * - bare workerd (scripts/lib/bare-workerd.ts: `workerd serve` with a config embedding the bundle),
 * - `wrangler dev` (`npm run dev`'s server; SERVE_DEV=0 skips it) for comparison.
 * Calculations cycle through one valid request of every structure type; the trivial request is the worker's JSON
 * 404. On bare workerd it also measures the runtime's floor for a calculation: the same requests answered with the
 * bytes the app gave, by an entry that only reads the JSON body (scripts/lib/bare-workerd.ts). Each target runs
 * SERVE_SECONDS (default 5) s on one connection (p50 / p99 are round trips) and then on SERVE_CONNECTIONS (default 8)
 * connections (req/s is throughput). For bare workerd it also reads the process's CPU time over the 1-connection
 * run (Linux /proc): CPU per request is steadier than round trips on a busy machine.
 * Prints numbers and the #18 goals; no pass/fail.
 */
import { join } from "node:path";
import { rmSync } from "node:fs";
import { startBareWorkerd } from "./lib/bare-workerd.ts";
import {
  calculationBodies,
  machineNote,
  processCpuMs,
  ms,
  printTable,
  quantile,
  runCannon,
  type CannonRun,
} from "./lib/bench-stats.ts";
import {
  applyMigrations,
  ensureBuilt,
  freePort,
  freshStateDir,
  startDev,
  startLocal,
  THROWAWAY_VARS,
  type DevServer,
} from "./lib/bench-server.ts";
import { bundleWorker, workerOptionsFromConfig } from "./lib/local-server.ts";

const SECONDS = Number(process.env.SERVE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.SERVE_CONNECTIONS ?? 8);
const WITH_DEV = process.env.SERVE_DEV !== "0";
if (![SECONDS, CONNECTIONS].every((n) => Number.isInteger(n) && n > 0)) {
  console.error("bench:serve: SERVE_SECONDS and SERVE_CONNECTIONS must be positive integers");
  process.exit(2);
}

const json = { "content-type": "application/json" };
const calculations = [...calculationBodies()].map(([slug, body]) => ({
  method: "POST" as const,
  path: `/api/calculations/${slug}/`,
  headers: json,
  body: JSON.stringify(body),
}));
const trivial = [{ method: "GET" as const, path: "/api/yok/" }];
/** The same requests to bare workerd's entry answering with the recorded bytes: the runtime's floor (bare-workerd.ts). */
const floorOf = <T extends { path: string }>(requests: T[]) =>
  requests.map((r) => ({ ...r, path: `/__shape${r.path}` }));

interface Measured {
  serial: CannonRun;
  loaded: CannonRun;
  bad: number;
  /** The server process's CPU time per request over the 1-connection run, in µs (bare workerd on Linux only). */
  cpuPerRequest: number | null;
}

async function measure(server: DevServer, requests: typeof calculations | typeof trivial, expected: number) {
  for (const r of requests) await fetch(`${server.baseURL}${r.path}`, r); // warm-up: compile, caches
  const base = { url: server.baseURL, requests };
  const cpuBefore = processCpuMs(server.pid);
  const serial = await runCannon({ ...base, connections: 1, duration: SECONDS });
  const cpuAfter = processCpuMs(server.pid);
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / serial.latencies.length;
  const loaded = await runCannon({ ...base, connections: CONNECTIONS, duration: SECONDS });
  const bad =
    [...serial.statuses, ...loaded.statuses].filter(([s]) => s !== expected).reduce((a, [, n]) => a + n, 0) +
    serial.result.errors +
    loaded.result.errors;
  return { serial, loaded, bad, cpuPerRequest } satisfies Measured;
}

ensureBuilt();
const stateDir = freshStateDir("planlayici-serve-");
const results = new Map<string, Measured>();
try {
  console.log("bench:serve — bundling the worker (wrangler deploy --dry-run)…");
  const entry = bundleWorker(join(stateDir, "bundle"));
  applyMigrations(stateDir);
  const workerOptions = workerOptionsFromConfig();

  const servers: [string, () => Promise<DevServer>][] = [
    ["npm start (Miniflare)", async () => startLocal(stateDir, await freePort(), { entry })],
    [
      "bare workerd",
      async () =>
        startBareWorkerd({
          entry,
          port: await freePort(),
          compatibilityDate: String(workerOptions.compatibilityDate),
          compatibilityFlags: (workerOptions.compatibilityFlags as string[] | undefined) ?? [],
          vars: THROWAWAY_VARS,
        }),
    ],
  ];
  if (WITH_DEV)
    servers.push([
      "wrangler dev (npm run dev)",
      async () => startDev(stateDir, await freePort(), { stderr: "ignore" }),
    ]);
  for (const [name, start] of servers) {
    console.log(`bench:serve — ${name}: ${calculations.length} types, then the JSON 404…`);
    const server = await start();
    try {
      results.set(`${name}|calc`, await measure(server, calculations, 200));
      if (name === "bare workerd") {
        results.set(`${name}|404`, await measure(server, trivial, 404));
        results.set(`${name}|calc floor`, await measure(server, floorOf(calculations), 200));
        results.set(`${name}|404 floor`, await measure(server, floorOf(trivial), 404));
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(stateDir, { recursive: true, force: true });
}

const WHAT = {
  calc: "calculation",
  "404": "JSON 404",
  "calc floor": "calculation's bytes, no app code",
  "404 floor": "JSON 404's bytes, no app code",
};
const p50 = (key: string) => quantile(results.get(key)!.serial.latencies, 0.5);
const rows = [...results].map(([key, m]) => {
  const [name, what] = key.split("|");
  return [
    `${name} — ${WHAT[what as keyof typeof WHAT]}`,
    ms(quantile(m.serial.latencies, 0.5)),
    ms(quantile(m.serial.latencies, 0.99)),
    (m.serial.latencies.length / SECONDS).toFixed(0),
    (m.loaded.latencies.length / SECONDS).toFixed(0),
    ms(quantile(m.loaded.latencies, 0.5)),
    m.cpuPerRequest === null ? "–" : m.cpuPerRequest.toFixed(0),
    String(m.bad),
  ];
});
console.log(
  `\nbench:serve — ${new Date().toISOString()}, Node ${process.version}, ${SECONDS} s per run, latencies in ms; ${machineNote()}`,
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
  rows,
);
const start = p50("npm start (Miniflare)|calc");
const bare = p50("bare workerd|calc");
const trivialP50 = p50("bare workerd|404");
const verdict = (ratio: number) => `${ratio.toFixed(2)}× (goal ≤ 1.5×: ${ratio <= 1.5 ? "met" : "NOT met"})`;
console.log(`\nnpm start ÷ bare workerd, calculation p50 @1: ${verdict(start / bare)}`);
console.log(`calculation ÷ JSON 404 on bare workerd, p50 @1: ${verdict(bare / trivialP50)}`);
const cpuCalc = results.get("bare workerd|calc")!.cpuPerRequest;
const cpuTrivial = results.get("bare workerd|404")!.cpuPerRequest;
if (cpuCalc !== null && cpuTrivial !== null)
  console.log(`calculation ÷ JSON 404 on bare workerd, workerd CPU per request: ${(cpuCalc / cpuTrivial).toFixed(2)}×`);
// Where the ratio comes from: the runtime's floor for each request's bytes, the app's share of the JSON 404 (Hono,
// middleware), and what only a calculation runs (body check, engine, report, serialisation).
const calcFloor = p50("bare workerd|calc floor");
const trivialFloor = p50("bare workerd|404 floor");
const shared = trivialP50 - trivialFloor;
const own = bare - calcFloor - shared;
console.log(
  `runtime floor, calculation's bytes without the app ÷ JSON 404: ${(calcFloor / trivialP50).toFixed(2)}×; ` +
    `p50 shares of a calculation: runtime ${ms(calcFloor)} ms, Hono and middleware (as in the 404) ${ms(shared)} ms, ` +
    `calculation's own work ${ms(own)} ms (${ms(Math.max(0, 1.5 * trivialP50 - calcFloor - shared))} ms would meet 1.5×)`,
);
if (WITH_DEV)
  console.log(
    `wrangler dev ÷ npm start, calculation p50 @1: ${(p50("wrangler dev (npm run dev)|calc") / start).toFixed(2)}×`,
  );
if ([...results.values()].some((m) => m.bad > 0)) process.exitCode = 1;
