/**
 * The administrator's impact counts (issue #52) through the real worker, D1 and the local queue: a recount started
 * with POST /api/admin/rule-impact/ counts every saved calculation under every version on the queue, and its counts
 * are versionChange's over the stored rows; a new save is counted without a recount; a deleted calculation leaves the
 * counts with the next recount; a chunk delivered twice counts once.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { RuleImpactAnswer, RuleImpactStartedAnswer } from "@worker/core/contracts/rule-impact.ts";
import { bundledRules, RULESET_ID } from "@worker/core/calculation/bundled-rules.ts";
import { versionChange } from "@worker/core/calculation/version-change.ts";
import { getDb } from "@worker/db/client.ts";
import { consumeBatchMessages, type QueueMessage } from "@worker/services/batch-consumer.ts";
import { queueUncountedCalculations, UNCOUNTED_AFTER_MS } from "@worker/services/rule-impact.ts";
import { json, send, userToken } from "./helpers.ts";

const POINT = { latitude: 38.42, longitude: 27.14 };
/** A worm farm on 1 000 m² of field: a permit under 1.0.0, a refusal under the 2.0.0 draft. */
const WORMS = { ...POINT, alan_m2: 1000, arazi_vasfi: "Tarla", emsal_turu: "marjinal" };
/** A greenhouse both versions answer alike. */
const GREENHOUSE = { ...POINT, alan_m2: 5000, arazi_vasfi: "Tarla", sera_alani_m2: 2000 };

async function save(token: string, title: string, type: string, parameters: Record<string, unknown>) {
  const res = await send("POST", "/api/calculations/save/", { title, calculation_type: type, parameters }, token);
  expect(res.status).toBe(201);
  return (await json<{ data: { id: string } }>(res)).data.id;
}

async function report(admin: string): Promise<RuleImpactAnswer> {
  const res = await send("GET", "/api/admin/rule-impact/", undefined, admin);
  expect(res.status).toBe(200);
  return json<RuleImpactAnswer>(res);
}

/** POST a recount and wait until the local queue finished it. */
async function recount(admin: string): Promise<RuleImpactAnswer> {
  const res = await send("POST", "/api/admin/rule-impact/", undefined, admin);
  expect(res.status).toBe(202);
  const { calisma } = await json<RuleImpactStartedAnswer>(res);
  return vi.waitFor(
    async () => {
      const r = await report(admin);
      expect(r.calisma).toMatchObject({ id: calisma.id, durum: "tamam" });
      return r;
    },
    { timeout: 60_000, interval: 200 },
  );
}

/** The counts versionChange gives over every stored row, per version. */
async function expected() {
  const { results } = await env.DB.prepare("SELECT calculation_type, parameters, result FROM saved_calculations").all<{
    calculation_type: string;
    parameters: string;
    result: string;
  }>();
  const out: Record<string, { kayitli: number; degisen: number; izinden_redde: number; redden_izne: number }> = {};
  for (const version of bundledRules().versions[RULESET_ID]!) {
    const c = { kayitli: 0, degisen: 0, izinden_redde: 0, redden_izne: 0 };
    for (const r of results) {
      const change = await versionChange(
        r.calculation_type,
        JSON.parse(r.parameters) as Record<string, unknown>,
        JSON.parse(r.result),
        new Date(),
        version,
      );
      c.kayitli++;
      if (change) c.degisen++;
      if (change?.yon === "izinden_redde") c.izinden_redde++;
      if (change?.yon === "redden_izne") c.redden_izne++;
    }
    out[version.surum] = c;
  }
  return out;
}

const countsOf = (r: RuleImpactAnswer) =>
  Object.fromEntries(
    r.data.map((v) => [
      v.surum,
      { kayitli: v.kayitli, degisen: v.degisen, izinden_redde: v.izinden_redde, redden_izne: v.redden_izne },
    ]),
  );

describe("the rule-set versions' impact on saved calculations", () => {
  it("says a version was counted after a recount even with no saved row (zero, not 'never counted')", async () => {
    const admin = await userToken("etki_bos", "admin");
    const before = await report(admin);
    if (before.data.every((v) => v.kayitli === 0)) expect(before.data.every((v) => v.sayim === null)).toBe(true);
    const done = await recount(admin);
    for (const v of done.data) expect(v.sayim, v.surum).not.toBeNull();
  }, 90_000);

  it("is for administrators only", async () => {
    const user = await userToken("etki_kullanici");
    expect((await send("GET", "/api/admin/rule-impact/", undefined, user)).status).toBe(403);
    expect((await send("POST", "/api/admin/rule-impact/", undefined, user)).status).toBe(403);
  }, 90_000);

  it("counts every saved row under every version on the queue, as versionChange answers them", async () => {
    const admin = await userToken("etki_yonetici", "admin");
    const user = await userToken("etki_sahibi");
    for (let i = 0; i < 3; i++) await save(user, `Solucan ${i}`, "solucan-tesisi", { ...WORMS, alan_m2: 1000 + i });
    for (let i = 0; i < 2; i++) await save(user, `Sera ${i}`, "sera", { ...GREENHOUSE, alan_m2: 5000 + i });

    const done = await recount(admin);
    expect(done.calisma).toMatchObject({ durum: "tamam", toplam: 5, tamamlanan: 5 });
    const want = await expected();
    expect(countsOf(done)).toEqual(want);
    expect(want["2.0.0"]).toEqual({ kayitli: 5, degisen: 3, izinden_redde: 3, redden_izne: 0 });
    expect(want["1.0.0"]).toMatchObject({ kayitli: 5, degisen: 0 });
    expect(done.data.map((v) => [v.surum, v.durum])).toEqual([
      ["1.0.0", "yururlukte"],
      ["2.0.0", "taslak"],
    ]);
    expect(done.data.every((v) => v.sayim !== null)).toBe(true);
  }, 90_000);

  it("counts a new save within the queue's delivery, without a recount", async () => {
    const admin = await userToken("etki_yonetici", "admin");
    const user = await userToken("etki_yeni");
    const before = countsOf(await report(admin))["2.0.0"]!;
    await save(user, "Yeni solucan", "solucan-tesisi", { ...WORMS, alan_m2: 1500 });
    const after = await vi.waitFor(
      async () => {
        const now = countsOf(await report(admin))["2.0.0"]!;
        expect(now.kayitli).toBe(before.kayitli + 1);
        return now;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(after).toEqual({
      ...before,
      kayitli: before.kayitli + 1,
      degisen: before.degisen + 1,
      izinden_redde: before.izinden_redde + 1,
    });
  }, 90_000);

  it("drops a deleted calculation from the counts with the next recount", async () => {
    const admin = await userToken("etki_yonetici", "admin");
    const user = await userToken("etki_silen");
    const id = await save(user, "Silinecek solucan", "solucan-tesisi", { ...WORMS, alan_m2: 1700 });
    const counted = countsOf(await recount(admin))["2.0.0"]!;
    expect((await send("DELETE", `/api/calculations/delete/${id}/`, undefined, user)).status).toBe(200);
    // Its per-version rows went with it (foreign key), and the recount's totals no longer hold it.
    const left = await env.DB.prepare("SELECT count(*) AS n FROM saved_calculation_impact WHERE calculation_id = ?1")
      .bind(id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    const after = await recount(admin);
    expect(countsOf(after)["2.0.0"]).toEqual({
      ...counted,
      kayitli: counted.kayitli - 1,
      degisen: counted.degisen - 1,
      izinden_redde: counted.izinden_redde - 1,
    });
    expect(countsOf(after)).toEqual(await expected());
  }, 90_000);

  it("counts a chunk delivered twice once", async () => {
    const admin = await userToken("etki_yonetici", "admin");
    const done = await recount(admin);
    const runId = done.calisma!.id;
    const db = getDb(env.DB);
    // The chunk again, twice in one delivery (a redelivery after a lost acknowledgement).
    await env.DB.prepare("UPDATE rule_impact_chunks SET durum = 'bekliyor' WHERE run_id = ?1").bind(runId).run();
    const body: QueueMessage = { kind: "impact", runId, no: 0 };
    const batch = createMessageBatch<QueueMessage>("toplu-hesaplama", [
      { id: "a", timestamp: new Date(), attempts: 1, body },
      { id: "b", timestamp: new Date(), attempts: 1, body },
    ]);
    const ctx = createExecutionContext();
    await consumeBatchMessages(db, batch);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["a", "b"]);
    const again = await report(admin);
    expect(countsOf(again)).toEqual(countsOf(done));
    expect(again.calisma).toMatchObject({
      durum: "tamam",
      toplam: done.calisma!.toplam,
      tamamlanan: done.calisma!.tamamlanan,
    });
  }, 90_000);

  it("counts a saved calculation whose own message was lost: the cron queues it once its minute has passed", async () => {
    const user = await userToken("etki_kayip");
    const id = await save(user, "Kayıp mesaj", "solucan-tesisi", { ...WORMS, alan_m2: 1700 });
    const db = getDb(env.DB);
    const impactRows = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM saved_calculation_impact WHERE calculation_id = ?1")
        .bind(id)
        .first<{ n: number }>())!.n;
    // Its message was counted (the local queue); then lost, as with a restarted server: no impact row.
    await vi.waitFor(async () => expect(await impactRows()).toBeGreaterThan(0), { timeout: 30_000, interval: 200 });
    await env.DB.prepare("DELETE FROM saved_calculation_impact WHERE calculation_id = ?1").bind(id).run();
    const sent: QueueMessage[] = [];
    const queue = {
      sendBatch: async (m: Iterable<MessageSendRequest<QueueMessage>>) => void sent.push(...[...m].map((x) => x.body)),
    };
    // Within the save's own minute: left to its message.
    expect(await queueUncountedCalculations(db, queue, new Date())).toBe(0);
    const later = new Date(Date.now() + UNCOUNTED_AFTER_MS + 1000);
    expect(await queueUncountedCalculations(db, queue, later)).toBeGreaterThan(0);
    expect(sent).toContainEqual({ kind: "impact", calculationId: id });
    const batch = createMessageBatch<QueueMessage>(
      "toplu-hesaplama",
      sent.map((body, i) => ({ id: `u${i}`, timestamp: new Date(), attempts: 1, body })),
    );
    await consumeBatchMessages(db, batch);
    expect(await impactRows()).toBeGreaterThan(0);
    sent.length = 0;
    await queueUncountedCalculations(db, queue, later);
    expect(sent).not.toContainEqual({ kind: "impact", calculationId: id });
  }, 90_000);
});
