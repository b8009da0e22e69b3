import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "@worker/db/client.ts";
import worker from "@worker/index.ts";
import { KEEP_MAILS_DAYS, runMaintenance } from "@worker/services/maintenance.ts";
import { MAX_ATTEMPTS, queueEmail, RETRY_BASE_MS, RETRY_MAX_MS } from "@worker/services/outbox.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// The clock of each run; rows take their created_at from the real clock, so the runs start from it.
const T0 = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();

// The suite's stand-in HTTP e-mail API (tests/worker/fake-oidc.ts) accepts only this key.
const working = {
  ...env,
  EMAIL_TRANSPORT: "http",
  EMAIL_API_URL: "http://oidc.test/mail",
  EMAIL_API_KEY: "posta-anahtari",
};
const failing = { ...working, EMAIL_API_KEY: "yanlis" };

type Row = { status: string; attempts: number; next_attempt_at: string | null; error: string | null };
const mailTo = (to: string) =>
  env.DB.prepare("SELECT status, attempts, next_attempt_at, error FROM email_outbox WHERE to_address = ?1")
    .bind(to)
    .first<Row>();

/** Runs the real scheduled handler at `now` with `bindings`, as the Cron Trigger would. */
async function cron(bindings: typeof env, now: number) {
  await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/10 * * * *" }), bindings);
}

describe("the Cron Trigger's mail retries", () => {
  it("retries a failed mail only when its back-off has passed, doubling the wait, until it is delivered", async () => {
    await queueEmail(getDb(env.DB), { to: "geri-cekilme@ornek.com", subject: "Deneme", body: "ileti" });
    await cron(failing, T0);
    expect(await mailTo("geri-cekilme@ornek.com")).toEqual({
      status: "failed",
      attempts: 1,
      next_attempt_at: iso(T0 + RETRY_BASE_MS),
      error: "HTTP 401",
    });
    // Not due yet: untouched, even with a working transport.
    await cron(working, T0 + RETRY_BASE_MS - MINUTE);
    expect((await mailTo("geri-cekilme@ornek.com"))?.attempts).toBe(1);
    await cron(failing, T0 + RETRY_BASE_MS);
    expect(await mailTo("geri-cekilme@ornek.com")).toMatchObject({
      status: "failed",
      attempts: 2,
      next_attempt_at: iso(T0 + RETRY_BASE_MS + 2 * RETRY_BASE_MS),
    });
    await cron(working, T0 + 3 * RETRY_BASE_MS);
    expect(await mailTo("geri-cekilme@ornek.com")).toEqual({
      status: "sent",
      attempts: 3,
      next_attempt_at: null,
      error: null,
    });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: the mail stays failed and is never sent`, async () => {
    await queueEmail(getDb(env.DB), { to: "vazgecilen@ornek.com", subject: "Deneme", body: "ileti" });
    let now = T0 + 10 * DAY;
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++, now += RETRY_MAX_MS) await cron(failing, now);
    expect(await mailTo("vazgecilen@ornek.com")).toEqual({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      next_attempt_at: null,
      error: "HTTP 401",
    });
    await cron(working, now + RETRY_MAX_MS);
    expect(await mailTo("vazgecilen@ornek.com")).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("takes over a queued mail whose delivery died, but not one another delivery holds", async () => {
    const now = T0 + 20 * DAY;
    const insert = env.DB.prepare(
      "INSERT INTO email_outbox (to_address, subject, body, status, attempts, claimed_until) VALUES (?1, 'Deneme', 'ileti', 'queued', 1, ?2)",
    );
    await insert.bind("olu-teslim@ornek.com", iso(now - MINUTE)).run();
    await insert.bind("suren-teslim@ornek.com", iso(now + MINUTE)).run();
    await cron(working, now);
    expect(await mailTo("olu-teslim@ornek.com")).toMatchObject({ status: "sent", attempts: 2 });
    expect(await mailTo("suren-teslim@ornek.com")).toMatchObject({ status: "queued", attempts: 1 });
  });
});

describe("the Cron Trigger's pruning", () => {
  it("deletes expired tokens, expired rate-limit and back-off rows and old mails, and keeps everything live", async () => {
    const now = T0 + 100 * DAY;
    const past = iso(now - MINUTE);
    const future = iso(now + DAY);
    const old = iso(now - (KEEP_MAILS_DAYS + 1) * DAY);
    const recent = iso(now - (KEEP_MAILS_DAYS - 1) * DAY);
    const { meta } = await env.DB.prepare(
      "INSERT INTO users (username, email, is_active) VALUES ('budama_sahibi', 'budama@ornek.com', 1)",
    ).run();
    const uid = meta.last_row_id;
    const run = (sql: string, ...values: unknown[]) =>
      env.DB.prepare(sql)
        .bind(...values)
        .run();
    const token =
      "INSERT INTO refresh_tokens (id, user_id, family_id, expires_at, session_expires_at) VALUES (?1, ?2, 'aile', ?3, ?4)";
    await run(token, "rt-suresi-dolmus", uid, past, future);
    await run(token, "rt-oturumu-bitmis", uid, future, past);
    await run(token, "rt-canli", uid, future, future);
    const link = "INSERT INTO one_time_tokens (id, user_id, purpose, expires_at) VALUES (?1, ?2, 'verify_email', ?3)";
    await run(link, "lt-suresi-dolmus", uid, past);
    await run(link, "lt-canli", uid, future);
    const limit = "INSERT INTO rate_limits (key, window, count, expires_at) VALUES (?1, '1', 1, ?2)";
    await run(limit, "budama:eski", past);
    await run(limit, "budama:canli", future);
    const throttle = "INSERT INTO login_throttles (key, failures, expires_at) VALUES (?1, 1, ?2)";
    await run(throttle, "budama:eski", past);
    await run(throttle, "budama:canli", future);
    const mail =
      "INSERT INTO email_outbox (to_address, subject, body, status, attempts, created_at, sent_at) VALUES (?1, 'B', 'ileti', ?2, ?3, ?4, ?5)";
    await run(mail, "eski-gonderilmis@ornek.com", "sent", 1, old, old);
    await run(mail, "yeni-gonderilmis@ornek.com", "sent", 1, recent, recent);
    await run(mail, "eski-vazgecilmis@ornek.com", "failed", MAX_ATTEMPTS, old, null);
    await run(mail, "eski-deneniyor@ornek.com", "failed", 1, old, null);

    const report = await runMaintenance(getDb(env.DB), failing, now);
    expect(report.pruned).toMatchObject({ refreshTokens: 2, linkTokens: 1, rateLimits: 1, loginThrottles: 1 });
    // Also the earlier tests' mails, delivered or given up more than KEEP_MAILS_DAYS before this run.
    expect(report.pruned.mails).toBeGreaterThanOrEqual(2);
    const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ k: string }>()).results.map((r) => r.k).sort();
    expect(await ids("SELECT id AS k FROM refresh_tokens WHERE family_id = 'aile'")).toEqual(["rt-canli"]);
    expect(await ids("SELECT id AS k FROM one_time_tokens WHERE id LIKE 'lt-%'")).toEqual(["lt-canli"]);
    expect(await ids("SELECT key AS k FROM rate_limits WHERE key LIKE 'budama:%'")).toEqual(["budama:canli"]);
    expect(await ids("SELECT key AS k FROM login_throttles WHERE key LIKE 'budama:%'")).toEqual(["budama:canli"]);
    expect(
      await ids("SELECT to_address AS k FROM email_outbox WHERE to_address LIKE 'eski-%' OR to_address LIKE 'yeni-%'"),
    ).toEqual(["eski-deneniyor@ornek.com", "yeni-gonderilmis@ornek.com"]);
  });

  it("runs from the worker's scheduled handler with the configured bindings", async () => {
    const now = T0 + 200 * DAY;
    await env.DB.prepare("INSERT INTO rate_limits (key, window, count, expires_at) VALUES ('zamanli:eski', '1', 1, ?1)")
      .bind(iso(now - MINUTE))
      .run();
    await queueEmail(getDb(env.DB), { to: "zamanli@ornek.com", subject: "Deneme", body: "ileti" });
    // The test configuration's transport is wrangler.toml's local "outbox".
    await cron(env, now);
    expect((await mailTo("zamanli@ornek.com"))?.status).toBe("sent");
    expect(await env.DB.prepare("SELECT key FROM rate_limits WHERE key = 'zamanli:eski'").first()).toBeNull();
  });
});
