/**
 * Alerts when the legislation changes (issue #52), in workerd with the real D1: the Cron Trigger notices a version
 * newly in force (a throw-away registry where the 2.0.0 draft and overlays of it are released on future days; the
 * cron runs with those days as its `now`), and the consumer mails each opted-in user whose saved answers change once —
 * across two cron runs, a page delivered twice (one after the other, and at once), and a restart that lost the queue's
 * messages. Opted-out users get nothing, a deleted calculation is not listed, 300 changed rows are one mail of 50.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtRuleBundle, replaceRuleRegistryForTests } from "@worker/core/calculation/bundled-rules.ts";
import { loadRules } from "@worker/core/calculation/load-rules.ts";
import { runCalculation } from "@worker/core/calculation/run-calculation.ts";
import type { RuleBundle } from "@worker/core/rules/registry.ts";
import { getDb } from "@worker/db/client.ts";
import { consumeBatchMessages, type QueueMessage } from "@worker/services/batch-consumer.ts";
import { runMaintenance } from "@worker/services/maintenance.ts";
import { STALE_AFTER_MS } from "@worker/services/batches.ts";
import { NOTICE_LIST_CAP, NOTICE_PAGE_SIZE, type NoticeMessage } from "@worker/services/rule-notices.ts";
import { insertUser, json, loginToken, send } from "./helpers.ts";

const SET = "izmir-tarimsal-yapilar";
const POINT = { latitude: 38.42, longitude: 27.14 };
/** A permit under 1.0.0, a refusal under 2.0.0 (and its overlays). */
const WORMS = { ...POINT, alan_m2: 1000, arazi_vasfi: "Tarla", emsal_turu: "marjinal" };
/** Answered alike by both. */
const GREENHOUSE = { ...POINT, alan_m2: 5000, arazi_vasfi: "Tarla", sera_alani_m2: 2000 };

/** 2.0.0 released on 2031-01-01; 8.0.0 and 8.1.0 (overlays of it, nothing changed) on 2032-01-01 and 2033-01-01. */
function releasedBundle(): RuleBundle {
  const bundle = structuredClone(builtRuleBundle()) as RuleBundle & {
    manifest: { kural_setleri: Record<string, { surumler: Record<string, Record<string, unknown>> }> };
  };
  const set = bundle.manifest.kural_setleri[SET]!;
  const release = (date: string) => ({
    durum: "yayinda",
    yururluk_tarihi: date,
    resmi_gazete: { tarih: date, sayi: "99999" },
  });
  set.surumler["2.0.0"] = { ...set.surumler["2.0.0"], ...release("2031-01-01") };
  for (const [surum, date] of [
    ["8.0.0", "2032-01-01"],
    ["8.1.0", "2033-01-01"],
  ] as const) {
    bundle.files[`${SET}/${surum}/surum.json`] = { surum, taban_surum: "2.0.0" };
    set.surumler[surum] = {
      ...set.surumler["2.0.0"],
      ...release(date),
      yonetmelik: `Deneme Yönetmeliği ${surum}`,
      dosyalar: { "surum.json": "0".repeat(64) },
    };
  }
  return bundle;
}

const registry = loadRules(releasedBundle());
beforeAll(() => replaceRuleRegistryForTests(registry));
afterAll(() => replaceRuleRegistryForTests(undefined));

const db = getDb(env.DB);
/** The cron's and the consumer's queue: what they send is kept here, delivered by the test. */
const sent: NoticeMessage[] = [];
const recorder = {
  sendBatch: async (messages: Iterable<MessageSendRequest<unknown>>) => {
    for (const m of messages) {
      const body = m.body as QueueMessage;
      if (body.kind === "notice") sent.push(body);
    }
  },
};
const cronEnv = { ...env, BATCH_QUEUE: recorder as unknown as Queue };
const cron = (day: string, plusMs = 0) => runMaintenance(db, cronEnv, Date.parse(`${day}T06:00:00Z`) + plusMs);

/** Delivers messages to the consumer (as the queue would), the pages it sends next kept in `sent`. */
async function deliver(messages: readonly NoticeMessage[]) {
  const batch = createMessageBatch<QueueMessage>(
    "toplu-hesaplama",
    messages.map((body, i) => ({ id: `n${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await consumeBatchMessages(db, batch, { env: cronEnv, queue: recorder });
  await keepMails();
  return getQueueResult(batch, ctx);
}

/**
 * Every alert mail written so far, by outbox id: the cron's future days prune delivered mails older than 30 days
 * (services/maintenance.ts), so the test keeps what the consumer wrote.
 */
const written = new Map<number, { user_id: number; subject: string; body: string }>();
async function keepMails() {
  const { results } = await env.DB.prepare(
    "SELECT id, user_id, subject, body FROM email_outbox WHERE subject LIKE 'Mevzuat değişti:%'",
  ).all<{ id: number; user_id: number; subject: string; body: string }>();
  for (const r of results) written.set(r.id, r);
}

/** Delivers what is queued until nothing is. */
async function drain() {
  while (sent.length) await deliver(sent.splice(0));
}

let userNo = 0;
async function user(opts: { optIn: boolean }): Promise<{ id: number; token: string; email: string; username: string }> {
  const username = `bildirim_${++userNo}_${Math.random().toString(36).slice(2, 6)}`;
  await insertUser(username);
  const token = await loginToken(username);
  if (opts.optIn) {
    const res = await send("PATCH", "/api/accounts/me/", { mevzuat_bildirimi: true }, token);
    expect(res.status).toBe(200);
    expect((await json<{ data: { mevzuat_bildirimi: boolean } }>(res)).data.mevzuat_bildirimi).toBe(true);
  }
  const me = await json<{ id: number; email: string }>(await send("GET", "/api/accounts/me/", undefined, token));
  return { id: me.id, token, email: me.email, username };
}

async function save(token: string, title: string, type: string, parameters: Record<string, unknown>) {
  const res = await send("POST", "/api/calculations/save/", { title, calculation_type: type, parameters }, token);
  expect(res.status).toBe(201);
  return (await json<{ data: { id: string } }>(res)).data.id;
}

/** `n` saved worm farms written straight into D1 with the result the site stores (1.0.0), titles `<prefix> <i>`. */
async function insertSaved(userId: number, n: number, prefix: string) {
  const result = JSON.stringify(await runCalculation("solucan-tesisi", WORMS as never));
  const statements = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      `INSERT INTO saved_calculations (id, user_id, title, calculation_type, parameters, result, computed_by_server,
         ruleset_id, ruleset_version, created_at)
       VALUES (?1, ?2, ?3, 'solucan-tesisi', ?4, ?5, 1, ?6, '1.0.0', ?7)`,
    ).bind(
      crypto.randomUUID(),
      userId,
      `${prefix} ${i + 1}`,
      JSON.stringify(WORMS),
      result,
      SET,
      new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    ),
  );
  for (let i = 0; i < statements.length; i += 100) await env.DB.batch(statements.slice(i, i + 100));
}

/** The alert mails of a version per user id. */
async function mails(surum: string): Promise<Map<number, { subject: string; body: string }[]>> {
  await keepMails();
  const byUser = new Map<number, { subject: string; body: string }[]>();
  for (const r of written.values())
    if (r.body.includes(`(kural seti ${surum})`)) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  return byUser;
}

describe("alerts when a version enters into force", () => {
  it("starts from the version in force today without mailing, then mails each opted-in user once per version", async () => {
    const alice = await user({ optIn: true });
    const kept = await save(alice.token, "Solucan tarlası", "solucan-tesisi", WORMS);
    const gone = await save(alice.token, "Silinen solucan", "solucan-tesisi", { ...WORMS, alan_m2: 1100 });
    await save(alice.token, "Sera", "sera", GREENHOUSE);
    const bob = await user({ optIn: false });
    await save(bob.token, "Bob'un solucanı", "solucan-tesisi", WORMS);
    const carol = await user({ optIn: true });
    await save(carol.token, "Yalnız sera", "sera", GREENHOUSE);
    expect((await send("DELETE", `/api/calculations/delete/${gone}/`, undefined, alice.token)).status).toBe(200);

    // Off by default; the profile answers the choice.
    expect(
      (await json<{ mevzuat_bildirimi: boolean }>(await send("GET", "/api/accounts/me/", undefined, bob.token)))
        .mevzuat_bildirimi,
    ).toBe(false);

    // Today: the baseline (1.0.0 in force), nothing to send.
    expect((await cron("2026-11-28")).noticedVersion).toBeNull();
    expect(sent).toEqual([]);
    // 2.0.0 enters into force: claimed once, however many cron runs see it.
    expect((await cron("2031-01-02")).noticedVersion).toBe("2.0.0");
    expect((await cron("2031-01-02", 5_000)).noticedVersion).toBeNull();
    expect(sent).toEqual([{ kind: "notice", surum: "2.0.0", afterUserId: 0 }]);
    // The page delivered twice in one delivery, then once more after it finished.
    const page = sent.splice(0);
    const result = await deliver([...page, ...page]);
    expect(result.explicitAcks.sort()).toEqual(["n0", "n1"]);
    await deliver(page);
    await drain();

    const byUser = await mails("2.0.0");
    expect(byUser.get(alice.id)).toHaveLength(1);
    expect(byUser.has(bob.id)).toBe(false); // opted out
    expect(byUser.has(carol.id)).toBe(false); // nothing of hers changes
    const mail = byUser.get(alice.id)![0]!;
    expect(mail.subject).toBe("Mevzuat değişti: kayıtlı hesaplamalarınızdan 1 tanesinin sonucu değişiyor");
    expect(mail.body).toContain("- Solucan tarlası\n  Kayıtlı sonuç: İzin verilebilir");
    expect(mail.body).toContain("Yeni yönetmelikte: İzin verilemez");
    expect(mail.body).toMatch(
      /Yeniden açın: http:\/\/planlayici\.test\/hesaplama\/solucan-tesisi\?girdi=[A-Za-z0-9_-]+/,
    );
    expect(mail.body).not.toContain("Silinen solucan");
    expect(mail.body).not.toContain("Sera");
    expect(mail.body).toContain(
      '"Mevzuat değiştiğinde e-posta ile haber ver" seçeneğini kapatın: http://planlayici.test/account',
    );
    // The re-open link carries the saved request.
    const girdi = /girdi=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    const padded = girdi.replace(/-/g, "+").replace(/_/g, "/");
    expect(JSON.parse(atob(padded + "=".repeat((4 - (padded.length % 4)) % 4)))).toEqual(WORMS);
    expect(kept).toBeTruthy();

    // Turned off: the next versions mail nothing to Alice (a new session: the cron's future days pruned hers).
    const off = await send(
      "PATCH",
      "/api/accounts/me/",
      { mevzuat_bildirimi: false },
      await loginToken(alice.username),
    );
    expect(off.status).toBe(200);
  }, 60_000);

  it("mails each opted-in user once when the server restarts in the middle of sending", async () => {
    const people = [];
    for (let i = 0; i < NOTICE_PAGE_SIZE * 2 + 10; i++) people.push(await user({ optIn: true }));
    for (const p of people) await insertSaved(p.id, 1, "Solucan");

    expect((await cron("2032-01-02")).noticedVersion).toBe("8.0.0");
    // The first page is done; the server dies with the second page's message.
    await deliver(sent.splice(0));
    expect(sent).toHaveLength(1);
    sent.splice(0);
    // After the restart the first page arrives again (its acknowledgement was lost): nothing new, nothing queued.
    await deliver([{ kind: "notice", surum: "8.0.0", afterUserId: 0 }]);
    expect(sent).toEqual([]);
    // The cron finds the notice stale and queues its page again from the cursor.
    const later = await cron("2032-01-02", STALE_AFTER_MS + 1_000);
    expect(later.requeuedNotices).toBe(1);
    // That page delivered twice at once.
    const again = sent.splice(0);
    await Promise.all([deliver(again), deliver(again)]);
    await drain();

    const byUser = await mails("8.0.0");
    for (const p of people) expect(byUser.get(p.id), `user ${p.id}`).toHaveLength(1);
    expect(byUser.size).toBe(people.length); // Alice opted out
    const notice = await env.DB.prepare("SELECT durum FROM rule_notices WHERE surum = '8.0.0'").first<{
      durum: string;
    }>();
    expect(notice?.durum).toBe("tamam");
  }, 120_000);

  it("sends a user with 300 changed calculations one mail listing 50 and counting the rest", async () => {
    const many = await user({ optIn: true });
    await insertSaved(many.id, 300, "Parsel");
    // The users of the test before have one changed row each: they are mailed too.
    expect((await cron("2033-01-02")).noticedVersion).toBe("8.1.0");
    const started = Date.now();
    await drain();
    const mine = (await mails("8.1.0")).get(many.id)!;
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.subject).toBe("Mevzuat değişti: kayıtlı hesaplamalarınızdan 300 tanesinin sonucu değişiyor");
    expect(mail.body.match(/Yeniden açın:/g)).toHaveLength(NOTICE_LIST_CAP);
    expect(mail.body).toContain("ve 250 hesaplama daha. Tümü hesabınızdaki geçmişte: http://planlayici.test/account");
    // Newest first.
    expect(mail.body.indexOf("- Parsel 300\n")).toBeGreaterThan(-1);
    expect(mail.body).not.toContain("- Parsel 1\n");
    console.log(`300 rows: mailed in ${Date.now() - started} ms`);
  }, 120_000);
});
