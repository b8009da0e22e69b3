/**
 * Rate limits and the login back-off, in D1, each decided by one atomic statement (D1 runs them one at a time, so
 * concurrent requests cannot slip past a limit between a read and a write).
 *
 * Keys are `<scope>:<HMAC-SHA256 of the normalised value>` under the worker's secret: the same address or name in
 * another spelling (case, Unicode form, IPv6 notation) meets the same counter, and no row holds an address or a
 * name in clear. Rows carry their expiry and are pruned as limits are hit.
 */
import { eq, sql } from "drizzle-orm";
import { base64url } from "jose";
import { formatWait } from "../core/contracts/errors.ts";
import type { Db } from "../db/client.ts";
import { loginThrottles, rateLimits } from "../db/schema.ts";
import { AppError } from "../core/contracts/app-error.ts";

export const TOO_MANY_REQUESTS = "Çok fazla istek gönderiyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.";
export const TOO_MANY_REGISTRATIONS = "Çok fazla kayıt denemesi yapıyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.";
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Lower case, Unicode compatibility form, no surrounding space: one spelling per value. */
export function normaliseKeyValue(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase();
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string | undefined): Promise<CryptoKey> {
  if (!secret || secret.length < 16) throw new Error("JWT_SECRET is not configured (at least 16 characters)");
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(`rate-limit\u0000${secret}`),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    hmacKeys.set(secret, key);
  }
  return key;
}

/** The stored key of a limit: the scope in clear (for operators), the value as a keyed hash (pseudonymous). */
export async function limitKey(secret: string | undefined, scope: string, value: string | number): Promise<string> {
  const data = new TextEncoder().encode(`${scope}\u0000${normaliseKeyValue(String(value))}`);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), data));
  return `${scope}:${base64url.encode(mac.slice(0, 18))}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Deletes a bounded batch of expired rows of both tables (runs beside every hit, so the tables stay small). */
export function pruneStatements(db: Db, now: number) {
  const nowIso = iso(now);
  return [
    db
      .delete(rateLimits)
      .where(sql`rowid IN (SELECT rowid FROM ${rateLimits} WHERE ${rateLimits.expiresAt} < ${nowIso} LIMIT 100)`),
    db
      .delete(loginThrottles)
      .where(
        sql`${loginThrottles.key} IN (SELECT ${loginThrottles.key} FROM ${loginThrottles} WHERE ${loginThrottles.expiresAt} < ${nowIso} LIMIT 100)`,
      ),
  ] as const;
}

/** Fixed window: one atomic upsert per hit; over the limit → 429 with `message` and Retry-After (the window's end). */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  message: string,
  now = Date.now(),
): Promise<void> {
  const index = Math.floor(now / windowMs);
  const end = (index + 1) * windowMs;
  const [rows] = await db.batch([
    db
      .insert(rateLimits)
      .values({ key, window: String(index), count: 1, expiresAt: iso(end) })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.window], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count }),
    ...pruneStatements(db, now),
  ]);
  if ((rows[0]?.count ?? 0) > limit)
    throw new AppError("rate_limited", { detail: message, retryAfter: (end - now) / 1000 });
}

/** Failed logins per username and per client (ASVS 2.2.1). */
export const LOGIN_FAILURES_BEFORE_BACKOFF = 5;
/** The first back-off; it doubles with every further failure up to LOGIN_BACKOFF_MAX_MS. */
export const LOGIN_BACKOFF_BASE_MS = 30 * 1000;
export const LOGIN_BACKOFF_MAX_MS = 15 * MINUTE_MS;
/** Failures are forgotten after this long without an attempt (after the back-off has ended). */
export const LOGIN_FORGET_AFTER_MS = HOUR_MS;
/** An admitted attempt that never settled (its worker died) stops counting as in flight after this long. */
export const LOGIN_PENDING_MS = 30 * 1000;
/** How long an attempt waits for attempts in flight before it is answered "too many" (it polls every 50 ms). */
export const LOGIN_BUSY_WAIT_MS = 10 * 1000;

/** A charge's answer: admitted (null), refused while locked (the seconds to wait), or "busy" (try again soon). */
export type LoginCharge = null | number | "busy";

const at = (ms: ReturnType<typeof sql>) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;

/**
 * Charges one login attempt to `key` before the password is checked, in one statement. Wrong passwords (`failures`)
 * and attempts being checked (`pending`) are counted apart:
 * - a row past its expiry starts over;
 * - while `locked_until` lies ahead the attempt is refused (and not counted);
 * - while as many attempts are in flight as the back-off still allows (five less the failures, at least one) the
 *   attempt is "busy": it is not checked yet and waits (guardPasswordCheck), since any of those may fail;
 * - otherwise it is admitted and counted in flight until settleLoginAttempt.
 * So parallel guesses never get more than five checks before the lock, and parallel correct passwords are never
 * refused: they wait their turn.
 */
export async function chargeLoginAttempt(db: Db, key: string, now = Date.now()): Promise<LoginCharge> {
  const nowIso = iso(now);
  const t = loginThrottles;
  const expired = sql`${t.expiresAt} <= ${nowIso}`;
  const locked = sql`${t.lockedUntil} > ${nowIso}`;
  const inFlight = sql`(CASE WHEN ${t.pendingUntil} > ${nowIso} THEN ${t.pending} ELSE 0 END)`;
  const busy = sql`${inFlight} >= max(1, ${LOGIN_FAILURES_BEFORE_BACKOFF} - ${t.failures})`;
  const admitted = sql`NOT (${expired}) AND NOT coalesce(${locked}, 0) AND NOT (${busy})`;
  const forget = iso(now + LOGIN_FORGET_AFTER_MS);
  const [rows] = await db.batch([
    db
      .insert(t)
      .values({
        key,
        failures: 0,
        pending: 1,
        pendingUntil: iso(now + LOGIN_PENDING_MS),
        lockedUntil: null,
        lastOutcome: 0,
        expiresAt: forget,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          lastOutcome: sql`CASE WHEN ${expired} THEN 0 WHEN coalesce(${locked}, 0) THEN 1 WHEN ${busy} THEN 2 ELSE 0 END`,
          failures: sql`CASE WHEN ${expired} THEN 0 ELSE ${t.failures} END`,
          lockedUntil: sql`CASE WHEN ${expired} THEN NULL ELSE ${t.lockedUntil} END`,
          pending: sql`CASE WHEN ${expired} THEN 1 WHEN ${admitted} THEN ${inFlight} + 1 ELSE ${t.pending} END`,
          pendingUntil: sql`CASE WHEN ${expired} OR ${admitted} THEN ${iso(now + LOGIN_PENDING_MS)} ELSE ${t.pendingUntil} END`,
          expiresAt: sql`CASE WHEN ${expired} THEN ${forget} WHEN ${admitted} THEN max(${t.expiresAt}, ${forget}) ELSE ${t.expiresAt} END`,
        },
      })
      .returning({ outcome: t.lastOutcome, lockedUntil: t.lockedUntil }),
    ...pruneStatements(db, now),
  ]);
  const row = rows[0];
  if (row?.outcome === 2) return "busy";
  if (row?.outcome !== 1 || !row.lockedUntil) return null;
  return Math.max(1, Math.ceil((Date.parse(row.lockedUntil) - now) / 1000));
}

/**
 * Settles an admitted attempt: it is no longer in flight, and
 * - "failed" (a wrong password) counts a failure; from the fifth on `locked_until` moves
 *   min(30 s · 2^(n−5), 15 min) ahead;
 * - "succeeded" (the username's key, right password) forgets the failures and any lock;
 * - "released" (a client's key whatever the password was right, or an attempt the other key refused) only leaves.
 */
export async function settleLoginAttempt(
  db: Db,
  key: string,
  outcome: "failed" | "succeeded" | "released",
  now = Date.now(),
): Promise<void> {
  const t = loginThrottles;
  const pending = sql`max(${t.pending} - 1, 0)`;
  if (outcome === "released") {
    await db.update(t).set({ pending }).where(eq(t.key, key));
    return;
  }
  if (outcome === "succeeded") {
    await db.update(t).set({ pending, failures: 0, lockedUntil: null }).where(eq(t.key, key));
    return;
  }
  const threshold = LOGIN_FAILURES_BEFORE_BACKOFF;
  // The back-off of the failure that makes `failures + 1` failures, in milliseconds (0 below the threshold).
  const lockMs = sql`(CASE WHEN ${t.failures} + 1 >= ${threshold} THEN min(${LOGIN_BACKOFF_BASE_MS} * (1 << min(${t.failures} + 1 - ${threshold}, 20)), ${LOGIN_BACKOFF_MAX_MS}) ELSE 0 END)`;
  // A row pruned meanwhile (it expired during the check) starts over with this failure.
  await db
    .insert(t)
    .values({
      key,
      failures: 1,
      pending: 0,
      lockedUntil: null,
      lastOutcome: 0,
      expiresAt: iso(now + LOGIN_FORGET_AFTER_MS),
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        pending,
        failures: sql`${t.failures} + 1`,
        lockedUntil: sql`CASE WHEN ${t.failures} + 1 >= ${threshold} THEN ${at(sql`${now} + ${lockMs}`)} ELSE ${t.lockedUntil} END`,
        expiresAt: sql`max(${t.expiresAt}, ${at(sql`${now} + ${lockMs} + ${LOGIN_FORGET_AFTER_MS}`)})`,
      },
    });
}

function tooManyAttempts(seconds: number): AppError {
  return new AppError("too_many_login_attempts", { params: { bekleme: formatWait(seconds) }, retryAfter: seconds });
}

/** Charges `key`, waiting while it is busy (attempts in flight), up to LOGIN_BUSY_WAIT_MS; then "busy" stands. */
async function admit(db: Db, key: string): Promise<LoginCharge> {
  const deadline = Date.now() + LOGIN_BUSY_WAIT_MS;
  for (;;) {
    const charge = await chargeLoginAttempt(db, key);
    if (charge !== "busy" || Date.now() >= deadline) return charge;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs a password check under the login back-off of the username and (when given) the client: both keys admit the
 * attempt first (chargeLoginAttempt); a wrong password (invalid_credentials) counts as a failure on both; any other
 * outcome — the password was right — forgets the username's failures and releases the client's charge.
 */
export async function guardPasswordCheck<T>(
  db: Db,
  secret: string | undefined,
  who: { username: string; client?: string | undefined },
  check: () => Promise<T>,
): Promise<T> {
  const userKey = await limitKey(secret, "login-user", who.username);
  const clientKey = who.client === undefined ? null : await limitKey(secret, "login-client", who.client);
  if (clientKey) {
    const charge = await admit(db, clientKey);
    if (charge !== null) throw tooManyAttempts(charge === "busy" ? 1 : charge);
  }
  const charge = await admit(db, userKey);
  if (charge !== null) {
    if (clientKey) await settleLoginAttempt(db, clientKey, "released");
    throw tooManyAttempts(charge === "busy" ? 1 : charge);
  }
  let failed = false;
  try {
    return await check();
  } catch (err) {
    failed = err instanceof AppError && err.code === "invalid_credentials";
    throw err;
  } finally {
    await settleLoginAttempt(db, userKey, failed ? "failed" : "succeeded");
    if (clientKey) await settleLoginAttempt(db, clientKey, failed ? "failed" : "released");
  }
}
