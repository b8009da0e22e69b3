/**
 * `npm run bench:impact` — the administrator's impact recount over IMPACT_ROWS (default 100 000) saved calculations
 * (issue #52): a fresh local D1 (migrated, an administrator and a user seeded), the saved rows written straight into
 * its SQLite file before the server starts — each with a real stored result: IMPACT_DISTINCT (20) requests computed
 * here with the site's own calculation under the version in force and repeated (a worm farm the 2.0.0 draft refuses,
 * a greenhouse it answers alike) — then an `npm start` server (`vite preview`, workerd with the batch queue),
 * POST /api/admin/rule-impact/ as the administrator and GET every second until the run is `tamam`. Prints the wall
 * time, rows per second, the server's CPU per row (user + system time of its process group, from /proc) and the
 * counts per version. Every row is calculated again under every version it was not saved under (no memo).
 */
import { randomUUID } from "node:crypto";
import { groupCpuSeconds, machineNote, printTable } from "./lib/bench-stats.ts";
import {
  applyMigrations,
  ensureBuilt,
  freshStateDir,
  onFreePort,
  seedUsers,
  startPreview,
  withLocalD1,
} from "../scripts/lib/local-server.ts";
import { runCalculation } from "../worker/core/calculation/run-calculation.ts";
import { rmSync } from "node:fs";

const ROWS = Number(process.env.IMPACT_ROWS ?? 100_000);
const DISTINCT = Number(process.env.IMPACT_DISTINCT ?? 20);
const ADMIN = { username: "etki_yonetici", password: "Etki-Sayimi-2026", role: "admin" as const };
const OWNER = { username: "etki_sahibi", password: "Etki-Sayimi-2026" };

/** DISTINCT requests east of İzmir's centre (Bornova, Buca, Kemalpaşa), half worm farms (changed by 2.0.0), half greenhouses (not), with their results. */
async function templates() {
  const out: { type: string; parameters: string; result: string }[] = [];
  for (let i = 0; i < DISTINCT; i++) {
    const point = { latitude: 38.3 + (i % 5) * 0.03, longitude: 27.2 + (i % 4) * 0.04 };
    const [type, parameters] =
      i % 2 === 0
        ? ["solucan-tesisi", { ...point, alan_m2: 1000 + i * 10, arazi_vasfi: "Tarla", emsal_turu: "marjinal" }]
        : ["sera", { ...point, alan_m2: 5000 + i * 10, arazi_vasfi: "Tarla", sera_alani_m2: 2000 }];
    const result = await runCalculation(type, parameters as never);
    out.push({ type, parameters: JSON.stringify(parameters), result: JSON.stringify(result) });
  }
  return out;
}

ensureBuilt();
const stateDir = freshStateDir();
let exitCode = 0;
try {
  console.log(`bench:impact — a fresh D1 with ${ROWS} saved calculations…`);
  applyMigrations(stateDir);
  await seedUsers(stateDir, [ADMIN, OWNER]);
  const rows = await templates();
  const seedStart = performance.now();
  withLocalD1(stateDir, (db) => {
    const owner = db.prepare("SELECT id FROM users WHERE username = ?").get(OWNER.username) as { id: number };
    const insert = db.prepare(
      `INSERT INTO saved_calculations (id, user_id, title, calculation_type, parameters, result, computed_by_server,
         ruleset_id, ruleset_version, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, 'izmir-tarimsal-yapilar', '1.0.0', ?)`,
    );
    db.exec("BEGIN");
    for (let i = 0; i < ROWS; i++) {
      const t = rows[i % rows.length]!;
      insert.run(
        randomUUID(),
        owner.id,
        `Hesap ${i + 1}`,
        t.type,
        t.parameters,
        t.result,
        new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      );
    }
    db.exec("COMMIT");
  });
  console.log(`  seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; starting the server…`);
  const server = await onFreePort((port) => startPreview(stateDir, port, {}));
  try {
    const base = server.baseURL;
    const login = await fetch(`${base}/api/token/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    const auth = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
    const cpu0 = groupCpuSeconds(server.pid!);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/admin/rule-impact/`, { method: "POST", headers: auth });
    if (res.status !== 202) throw new Error(`recount answered ${res.status}: ${await res.text()}`);
    type Report = {
      data: {
        surum: string;
        durum: string;
        kayitli: number;
        degisen: number;
        izinden_redde: number;
        redden_izne: number;
      }[];
      calisma: { durum: string; toplam: number; tamamlanan: number } | null;
    };
    let report: Report;
    let lastShown = 0;
    for (;;) {
      await new Promise((r) => setTimeout(r, 1000));
      report = (await (await fetch(`${base}/api/admin/rule-impact/`, { headers: auth })).json()) as Report;
      const run = report.calisma!;
      if (performance.now() - lastShown > 15_000) {
        lastShown = performance.now();
        console.log(`  ${run.tamamlanan} / ${run.toplam} after ${((performance.now() - t0) / 1000).toFixed(0)} s`);
      }
      if (run.durum === "tamam" || run.durum === "hata") break;
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpuMs = (groupCpuSeconds(server.pid!) - cpu0) * 1000;
    const run = report.calisma!;
    if (run.durum !== "tamam" || run.tamamlanan !== ROWS) exitCode = 1;
    console.log(`\nbench:impact — ${new Date().toISOString()}, ${machineNote()}\n`);
    printTable(
      ["rows", "versions", "wall s", "rows/s", "CPU ms/row", "run"],
      [
        [
          String(ROWS),
          String(report.data.length),
          seconds.toFixed(1),
          (ROWS / seconds).toFixed(0),
          (cpuMs / ROWS).toFixed(2),
          run.durum,
        ],
      ],
    );
    console.log("");
    printTable(
      ["version", "status", "counted", "changed", "permit → refusal", "refusal → permit"],
      report.data.map((v) => [
        v.surum,
        v.durum,
        String(v.kayitli),
        String(v.degisen),
        String(v.izinden_redde),
        String(v.redden_izne),
      ]),
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(stateDir, { recursive: true, force: true });
}
process.exit(exitCode);
