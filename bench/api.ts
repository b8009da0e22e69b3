/**
 * `npm run bench:api` — p50 / p99 of one calculation per structure type through the `npm start` server (fresh D1) with
 * autocannon at API_CONNECTIONS (default 50) connections for API_SECONDS (default 3) s per type, then the same
 * request on one connection for API_SERIAL_SECONDS (default 1) s: at 50 connections the figure is mostly queueing
 * (latency ≈ connections / throughput), on one connection it is the round trip. A 404 of the worker (no work at
 * all) is measured the same way as the baseline of the dev server's own cost. Goal: calculation p99 ≤ 10 ms.
 */
import { calculationBodies, machineNote, ms, printTable, quantile, runCannon } from "./lib/bench-stats.ts";
import { ensureBuilt, startThrowawayServer } from "../scripts/lib/local-server.ts";

const SECONDS = Number(process.env.API_SECONDS ?? 3);
const SERIAL_SECONDS = Number(process.env.API_SERIAL_SECONDS ?? 1);
const CONNECTIONS = Number(process.env.API_CONNECTIONS ?? 50);
const GOAL_P99_MS = 10;
if (![SECONDS, SERIAL_SECONDS, CONNECTIONS].every((n) => Number.isFinite(n) && n > 0)) {
  console.error("bench:api: API_SECONDS, API_SERIAL_SECONDS and API_CONNECTIONS must be positive numbers");
  process.exit(2);
}

ensureBuilt();
const server = await startThrowawayServer({});
const headers = { "content-type": "application/json" };

try {
  const bodies = calculationBodies();
  const targets: { name: string; method: "GET" | "POST"; path: string; body?: string }[] = [
    { name: "(baseline: 404 of the worker)", method: "GET", path: "/api/yok/" },
    ...[...bodies].map(([slug, body]) => ({
      name: slug,
      method: "POST" as const,
      path: `/api/calculations/${slug}/`,
      body: JSON.stringify(body),
    })),
  ];
  // Warm-up: the first request compiles the worker.
  for (const t of targets)
    await fetch(`${server.baseURL}${t.path}`, { method: t.method, headers, ...(t.body ? { body: t.body } : {}) });

  console.log(
    `bench:api — ${targets.length - 1} types, ${CONNECTIONS} connections × ${SECONDS} s, then 1 connection × ${SERIAL_SECONDS} s each; ${machineNote()}…`,
  );
  const rows: string[][] = [];
  const pooled: number[] = [];
  const pooledSerial: number[] = [];
  let failures = 0;
  for (const t of targets) {
    const request = {
      url: `${server.baseURL}${t.path}`,
      method: t.method,
      headers,
      ...(t.body ? { body: t.body } : {}),
    };
    const loaded = await runCannon({ ...request, connections: CONNECTIONS, duration: SECONDS });
    const serial = await runCannon({ ...request, connections: 1, duration: SERIAL_SECONDS });
    const expected = t.method === "GET" ? 404 : 200;
    const bad =
      [...loaded.statuses, ...serial.statuses].filter(([s]) => s !== expected).reduce((a, [, n]) => a + n, 0) +
      loaded.result.errors +
      serial.result.errors;
    if (t.method === "POST") {
      pooled.push(...loaded.latencies);
      pooledSerial.push(...serial.latencies);
      failures += bad;
    }
    rows.push([
      t.name,
      (loaded.latencies.length / SECONDS).toFixed(0),
      ms(quantile(loaded.latencies, 0.5)),
      ms(quantile(loaded.latencies, 0.99)),
      ms(quantile(serial.latencies, 0.5)),
      ms(quantile(serial.latencies, 0.99)),
      String(bad),
    ]);
  }
  pooled.sort((a, b) => a - b);
  pooledSerial.sort((a, b) => a - b);
  const totalSeconds = SECONDS * (targets.length - 1);
  rows.push([
    "all calculations",
    (pooled.length / totalSeconds).toFixed(0),
    ms(quantile(pooled, 0.5)),
    ms(quantile(pooled, 0.99)),
    ms(quantile(pooledSerial, 0.5)),
    ms(quantile(pooledSerial, 0.99)),
    String(failures),
  ]);
  console.log(
    `\nbench:api — ${new Date().toISOString()}, Node ${process.version}, the npm start server (workerd via Miniflare) on 127.0.0.1 (latencies in ms); at end ${machineNote()}`,
  );
  printTable(
    ["type", `req/s @${CONNECTIONS}`, `p50 @${CONNECTIONS}`, `p99 @${CONNECTIONS}`, "p50 @1", "p99 @1", "not 200"],
    rows,
  );
  const p99 = quantile(pooled, 0.99);
  console.log(
    `\ngoal: calculation p99 ≤ ${GOAL_P99_MS} ms at ${CONNECTIONS} connections — actual ${ms(p99)} ms: ${p99 <= GOAL_P99_MS ? "met" : "NOT met"}`,
  );
  console.log(
    `one connection: p99 ${ms(quantile(pooledSerial, 0.99))} ms (${quantile(pooledSerial, 0.99) <= GOAL_P99_MS ? "within" : "above"} the goal)`,
  );
  if (failures > 0) process.exitCode = 1;
} finally {
  await server.close();
}
