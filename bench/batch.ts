/**
 * `npm run bench:batch` — 10 000 parcels through the local queue (issue #51): a fresh `npm start` server (fresh
 * local D1; workerd runs the batch queue's producer and consumer), a signed-in user, and two batches of
 * BATCH_PARCELS (default 10 000) point parcels around İzmir: one structure type (sera) and the parcel analysis (every
 * type). For each: wall time from the upload to `tamam`, parcels per second, the server's CPU per parcel (user +
 * system time of its process group — workerd and the `vite preview` in front of it — read from /proc), the rows of
 * the results CSV, and what the batch costs on Workers at the prices stated below. Goals on a 2-core machine:
 * 10 000 single-type parcels in ≤ 2 min, 10 000 parcel analyses in ≤ 10 min.
 */
import { groupCpuSeconds, machineNote, printTable } from "./lib/bench-stats.ts";
import { ensureBuilt, startThrowawayServer } from "../scripts/lib/local-server.ts";

const PARCELS = Number(process.env.BATCH_PARCELS ?? 10_000);
const USER = { username: "toplu_bench", password: "Toplu-Hesap-2026" };
/** Goals of the issue, seconds. */
const GOALS = { sera: 120, "parsel-analizi": 600 } as const;

/**
 * Workers Paid prices as Cloudflare publishes them (developers.cloudflare.com, pricing pages of Workers, Queues and
 * D1; not re-checked online by this script: this machine has no internet). Beyond the plan's monthly allowance.
 */
const PRICE = {
  requestsPerMillion: 0.3,
  cpuMsPerMillion: 0.02,
  /** A queue operation is a write, read or delete of up to 64 KB: three per message. */
  queueOpsPerMillion: 0.4,
  d1RowsWrittenPerMillion: 1.0,
  d1RowsReadPerMillion: 0.001,
};
const CHUNK = 100;

/** PARCELS points on a grid east of İzmir's centre (Bornova, Buca, Kemalpaşa: inside the province). */
function parcels(tur: string) {
  const side = Math.ceil(Math.sqrt(PARCELS));
  return {
    type: "FeatureCollection",
    features: Array.from({ length: PARCELS }, (_, i) => ({
      type: "Feature",
      id: `P${i + 1}`,
      geometry: {
        type: "Point",
        coordinates: [27.2 + ((i % side) / side) * 0.15, 38.3 + (Math.floor(i / side) / side) * 0.15],
      },
      properties: {
        arazi_vasfi: "Tarla",
        alan_m2: 5000 + (i % 50) * 1000,
        kapaliSuHavzasiIcinde: false,
        ...(tur === "sera" ? { sera_alani_m2: 3000 } : {}),
      },
    })),
  };
}

ensureBuilt();
console.log(`bench:batch — starting the npm start server on a fresh D1…`);
const server = await startThrowawayServer({ users: [USER] });
const base = server.baseURL;
let exitCode = 0;
try {
  const login = await fetch(`${base}/api/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(USER),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const auth = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
  const rows: string[][] = [];
  const costs: string[] = [];
  for (const tur of ["sera", "parsel-analizi"] as const) {
    const body = JSON.stringify({ tur, parseller: parcels(tur) });
    const cpu0 = groupCpuSeconds(server.pid!);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/batches`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body,
    });
    if (res.status !== 202) throw new Error(`${tur}: upload answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    let status: { durum: string; tamamlanan: number; hatali: number } = { durum: "kuyrukta", tamamlanan: 0, hatali: 0 };
    let polls = 0;
    while (status.durum !== "tamam" && status.durum !== "hata") {
      await new Promise((r) => setTimeout(r, 500));
      polls++;
      status = (await (await fetch(`${base}/api/v1/batches/${id}`, { headers: auth })).json()) as typeof status;
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpuMs = (groupCpuSeconds(server.pid!) - cpu0) * 1000;
    const csv = await (await fetch(`${base}/api/v1/batches/${id}/sonuclar.csv`, { headers: auth })).text();
    const lines = csv.trim().split("\r\n").length - 1;
    const errorTexts = new Map<string, number>();
    for (const line of csv.trim().split("\r\n").slice(1)) {
      const text = /,("[^"]*"|[^,]*)$/.exec(line)?.[1]?.replace(/^"|"$/g, "") ?? "";
      if (text) errorTexts.set(text, (errorTexts.get(text) ?? 0) + 1);
    }
    for (const [text, n] of errorTexts) console.log(`  ${tur}: ${n} parcels refused as input: ${text}`);
    if (status.durum !== "tamam" || lines !== PARCELS) exitCode = 1;
    const perParcel = cpuMs / PARCELS;
    const goal = GOALS[tur];
    rows.push([
      tur,
      String(PARCELS),
      seconds.toFixed(1),
      (PARCELS / seconds).toFixed(0),
      perParcel.toFixed(2),
      String(status.hatali),
      String(lines),
      `${goal} s: ${seconds <= goal ? "met" : "NOT met"}`,
    ]);
    // What 10 000 parcels cost: requests (upload, status reads, one consumer invocation per 10 messages), CPU,
    // queue operations (3 per message), D1 rows (each chunk: inserted, updated, its job updated; reads of the recount).
    const messages = Math.ceil(PARCELS / CHUNK);
    const requests = 1 + polls + Math.ceil(messages / 10);
    const dollars =
      (requests / 1e6) * PRICE.requestsPerMillion +
      (cpuMs / 1e6) * PRICE.cpuMsPerMillion +
      ((3 * messages) / 1e6) * PRICE.queueOpsPerMillion +
      ((3 * messages + 1) / 1e6) * PRICE.d1RowsWrittenPerMillion +
      ((messages * (2 + 3 * messages)) / 1e6) * PRICE.d1RowsReadPerMillion;
    costs.push(
      `${tur}: ${requests} requests, ${(cpuMs / 1000).toFixed(1)} CPU s, ${3 * messages} queue operations, ~${3 * messages + 1} D1 rows written → $${dollars.toFixed(5)} beyond the plan's allowance`,
    );
  }
  console.log(`\nbench:batch — ${new Date().toISOString()}, ${machineNote()}\n`);
  printTable(["batch", "parcels", "wall s", "parcels/s", "CPU ms/parcel", "errors", "CSV rows", "goal"], rows);
  console.log(
    `\nCost on Workers Paid ($${PRICE.requestsPerMillion}/M requests, $${PRICE.cpuMsPerMillion}/M CPU ms, Queues $${PRICE.queueOpsPerMillion}/M operations, D1 $${PRICE.d1RowsWrittenPerMillion}/M rows written, $${PRICE.d1RowsReadPerMillion}/M rows read; the $5 monthly plan includes 10 M requests, 30 M CPU ms, 1 M queue operations, 50 M rows written):`,
  );
  for (const c of costs) console.log(`  ${c}`);
} finally {
  await server.close();
}
process.exit(exitCode);
