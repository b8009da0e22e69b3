/**
 * `npm run bench:load` — a mixed load on a fresh `npm start` server (fresh local D1, migrations, seeded users) with
 * autocannon: calculations of every structure type, saves, history reads and logins, side by side, at
 * LOAD_CONNECTIONS (default 100) connections for LOAD_SECONDS (default 60) s. Prints throughput, p50 / p99 per
 * route, status counts and errors; then compares the rows in D1 with the saves the API confirmed (201) and exits
 * non-zero if any confirmed save is missing.
 */
import {
  calculationBodies,
  machineNote,
  ms,
  printTable,
  quantile,
  runCannon,
  type CannonRun,
} from "./lib/bench-stats.ts";
import { ensureBuilt, startThrowawayServer, type SeedUser } from "../scripts/lib/local-server.ts";
import { d1Query } from "../scripts/lib/wrangler.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const WRITERS = Number(process.env.LOAD_WRITERS ?? 20);
const READERS = Number(process.env.LOAD_READERS ?? 20);
const READER_ROWS = Number(process.env.LOAD_READER_ROWS ?? 20);
if (![SECONDS, CONNECTIONS, WRITERS, READERS].every((n) => Number.isInteger(n) && n > 0) || CONNECTIONS < 4) {
  console.error(
    "bench:load: LOAD_SECONDS, LOAD_WRITERS, LOAD_READERS must be positive integers and LOAD_CONNECTIONS at least 4",
  );
  process.exit(2);
}

/** Share of the connections per route: calculations are what visitors do most. */
const SHARE = { calculation: 0.5, save: 0.2, history: 0.2, login: 0.1 } as const;
type Route = keyof typeof SHARE;
const split = (Object.keys(SHARE) as Route[]).map((r) => [r, Math.max(1, Math.round(CONNECTIONS * SHARE[r]))] as const);

const users: SeedUser[] = [
  ...Array.from({ length: WRITERS }, (_, i) => ({ username: `yazan_${i}`, password: `yuk-parola-${i}` })),
  ...Array.from({ length: READERS }, (_, i) => ({ username: `okuyan_${i}`, password: `yuk-parola-r${i}` })),
];

ensureBuilt();
console.log(`bench:load — starting the npm start server on a fresh D1 with ${users.length} users…`);
const server = await startThrowawayServer({ users });
const base = server.baseURL;
const json = { "content-type": "application/json" };

async function post<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { ...json, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

let exitCode = 0;
try {
  const tokens = new Map<string, string>();
  for (const u of users) {
    const r = await post<{ access: string }>("/api/token/", { username: u.username, password: u.password });
    if (r.status !== 200) throw new Error(`login of ${u.username} answered ${r.status}`);
    tokens.set(u.username, r.body.access);
  }
  const writerTokens = users.slice(0, WRITERS).map((u) => tokens.get(u.username)!);
  const readerTokens = users.slice(WRITERS).map((u) => tokens.get(u.username)!);

  const bodies = calculationBodies();
  for (const [slug, body] of bodies) {
    const r = await post(`/api/calculations/${slug}/`, body);
    if (r.status !== 200) throw new Error(`calculation ${slug} answered ${r.status}: ${JSON.stringify(r.body)}`);
  }
  const sample = await post<Record<string, unknown>>("/api/calculations/bag-evi/", bodies.get("bag-evi"));
  const saveBody = (title: string) =>
    JSON.stringify({
      calculation_type: "bag-evi",
      parameters: bodies.get("bag-evi"),
      result: sample.body,
      map_coordinates: { lat: 38.42, lng: 27.14 },
      title,
      description: "Yük testi kaydı",
    });
  // Readers have a realistic history to read; writers start empty.
  for (const [i, token] of readerTokens.entries()) {
    for (let k = 0; k < READER_ROWS; k++) {
      const res = await fetch(`${base}/api/calculations/save/`, {
        method: "POST",
        headers: { ...json, authorization: `Bearer ${token}` },
        body: saveBody(`okuma ${i}-${k}`),
      });
      if (res.status !== 201) throw new Error(`seed save answered ${res.status}`);
    }
  }
  const seededRows = READERS * READER_ROWS;

  let seq = 0;
  const confirmedTitles = new Set<string>();
  const calcRequests = [...bodies].map(([slug, body]) => ({
    method: "POST" as const,
    path: `/api/calculations/${slug}/`,
    headers: json,
    body: JSON.stringify(body),
  }));
  const common = { url: base, duration: SECONDS, timeout: 20 };
  const conns = Object.fromEntries(split) as Record<Route, number>;
  console.log(
    `bench:load — ${CONNECTIONS} connections (calculations ${conns.calculation}, saves ${conns.save}, history ${conns.history}, logins ${conns.login}) for ${SECONDS} s…`,
  );
  const loadAtStart = machineNote();
  const started = Date.now();
  const runs = await Promise.all([
    runCannon({ ...common, connections: conns.calculation, requests: calcRequests }),
    runCannon({
      ...common,
      connections: conns.save,
      requests: [
        {
          method: "POST",
          path: "/api/calculations/save/",
          setupRequest: (req) => {
            const n = seq++;
            return {
              ...req,
              headers: { ...json, authorization: `Bearer ${writerTokens[n % WRITERS]}` },
              body: saveBody(`yük ${n}`),
            };
          },
          onResponse: (status, body) => {
            if (status === 201) confirmedTitles.add((JSON.parse(body) as { data: { title: string } }).data.title);
          },
        },
      ],
    }),
    runCannon({
      ...common,
      connections: conns.history,
      requests: [
        {
          method: "GET",
          path: "/api/calculations/history/",
          setupRequest: (req) => ({ ...req, headers: { authorization: `Bearer ${readerTokens[seq++ % READERS]}` } }),
        },
      ],
    }),
    runCannon({
      ...common,
      connections: conns.login,
      requests: [
        {
          method: "POST",
          path: "/api/token/",
          setupRequest: (req) => {
            const u = users[seq++ % users.length]!;
            return { ...req, headers: json, body: JSON.stringify({ username: u.username, password: u.password }) };
          },
        },
      ],
    }),
  ]);
  const wall = (Date.now() - started) / 1000;

  const names: Route[] = ["calculation", "save", "history", "login"];
  const statusText = (run: CannonRun) =>
    [...run.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(" ");
  const rows = runs.map((run, i) => {
    const count = run.latencies.length;
    const by = (pred: (s: number) => boolean) =>
      [...run.statuses].filter(([s]) => pred(s)).reduce((a, [, n]) => a + n, 0);
    return [
      names[i]!,
      String(conns[names[i]!]),
      String(count),
      (count / SECONDS).toFixed(0),
      ms(quantile(run.latencies, 0.5)),
      ms(quantile(run.latencies, 0.99)),
      String(by((s) => s >= 200 && s < 300)),
      String(by((s) => s === 429)),
      String(by((s) => (s < 200 || s >= 300) && s !== 429)),
      String(run.result.errors),
      String(run.result.timeouts),
    ];
  });
  const all = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const total = all.length;
  console.log(
    `\nbench:load — ${new Date().toISOString()}, Node ${process.version}, ${SECONDS} s (wall ${wall.toFixed(1)} s); at start ${loadAtStart}, at end ${machineNote()}`,
  );
  printTable(
    ["route", "conns", "requests", "req/s", "p50 ms", "p99 ms", "2xx", "429", "other non-2xx", "errors", "timeouts"],
    [
      ...rows,
      [
        "all",
        String(CONNECTIONS),
        String(total),
        (total / SECONDS).toFixed(0),
        ms(quantile(all, 0.5)),
        ms(quantile(all, 0.99)),
        ...["", "", "", "", ""],
      ],
    ],
  );
  for (const [i, run] of runs.entries()) console.log(`  ${names[i]} statuses: ${statusText(run)}`);

  // Let in-flight requests that autocannon abandoned at the end settle before counting.
  await new Promise((r) => setTimeout(r, 2000));
  const inD1 = new Set(
    d1Query<{ title: string }>("SELECT title FROM saved_calculations WHERE title LIKE 'yük %'", [
      "--persist-to",
      server.stateDir,
    ]).map((r) => r.title),
  );
  const totalRows =
    d1Query<{ n: number }>("SELECT COUNT(*) AS n FROM saved_calculations", ["--persist-to", server.stateDir])[0]?.n ??
    0;
  const lost = [...confirmedTitles].filter((t) => !inD1.has(t));
  const unconfirmed = [...inD1].filter((t) => !confirmedTitles.has(t)).length;
  console.log(
    `\nsaves confirmed by the API (201): ${confirmedTitles.size}; load rows in D1: ${inD1.size} (all rows ${totalRows}, of them ${seededRows} seeded before the run)`,
  );
  if (unconfirmed > 0)
    console.log(`rows written but not confirmed (answers cut off when the run stopped): ${unconfirmed}`);
  if (lost.length === 0) {
    console.log("nothing lost: every confirmed save is in D1");
  } else {
    console.log(`LOST: ${lost.length} confirmed saves are missing from D1 (e.g. ${lost.slice(0, 5).join(", ")})`);
    exitCode = 1;
  }
} finally {
  await server.close();
}
process.exit(exitCode);
