/**
 * Rate limits and the login back-off, in D1, each decided by one atomic statement (D1 runs them one at a time, so
 * concurrent requests cannot slip past a limit between a read and a write).
 *
 * Keys are `<scope>:<HMAC-SHA256 of the normalised value>` under the worker's secret: the same address or name in
 * another spelling (case, Unicode form, IPv6 notation) meets the same counter, and no row holds an address or a
 * name in clear. Rows carry their expiry and are pruned as limits are hit.
 */
import { eq, sql } from "drizzle-orm";
import { formatWait } from "../contracts/errors.ts";
import type { Db } from "../db/client.ts";
import { loginThrottles, rateLimits } from "../db/schema.ts";
import { AppError } from "../contracts/app-error.ts";

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
  const b64 = btoa(String.fromCharCode(...mac.slice(0, 18)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
  return `${scope}:${b64}`;
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

/**
 * Charges one login attempt to `key` before the password is checked, in one statement:
 * - a row past its expiry starts over;
 * - while `locked_until` lies ahead the attempt is refused (and not counted);
 * - otherwise the failure count grows, and from the fifth on `locked_until` moves
 *   min(30 s · 2^(n−5), 15 min) ahead.
 * Answers the seconds to wait when refused, else null.
 */
export async function chargeLoginAttempt(db: Db, key: string, now = Date.now()): Promise<number | null> {
  const nowIso = iso(now);
  const t = loginThrottles;
  const threshold = LOGIN_FAILURES_BEFORE_BACKOFF;
  const expired = sql`${t.expiresAt} <= ${nowIso}`;
  const locked = sql`${t.lockedUntil} > ${nowIso}`;
  // The back-off of the attempt that makes `failures + 1` failures, in milliseconds (0 below the threshold).
  const lockMs = sql`(CASE WHEN ${t.failures} + 1 >= ${threshold} THEN min(${LOGIN_BACKOFF_BASE_MS} * (1 << min(${t.failures} + 1 - ${threshold}, 20)), ${LOGIN_BACKOFF_MAX_MS}) ELSE 0 END)`;
  const at = (ms: ReturnType<typeof sql>) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;
  const [rows] = await db.batch([
    db
      .insert(t)
      .values({ key, failures: 1, lockedUntil: null, lastRefused: false, expiresAt: iso(now + LOGIN_FORGET_AFTER_MS) })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 WHEN ${locked} THEN ${t.failures} ELSE ${t.failures} + 1 END`,
          lastRefused: sql`CASE WHEN ${expired} THEN 0 WHEN ${locked} THEN 1 ELSE 0 END`,
          lockedUntil: sql`CASE WHEN ${expired} THEN NULL WHEN ${locked} THEN ${t.lockedUntil} WHEN ${t.failures} + 1 >= ${threshold} THEN ${at(sql`${now} + ${lockMs}`)} ELSE ${t.lockedUntil} END`,
          expiresAt: sql`CASE WHEN ${expired} THEN ${iso(now + LOGIN_FORGET_AFTER_MS)} WHEN ${locked} THEN ${t.expiresAt} ELSE ${at(sql`${now} + ${lockMs} + ${LOGIN_FORGET_AFTER_MS}`)} END`,
        },
      })
      .returning({ lastRefused: t.lastRefused, lockedUntil: t.lockedUntil }),
    ...pruneStatements(db, now),
  ]);
  const row = rows[0];
  if (!row?.lastRefused || !row.lockedUntil) return null;
  return Math.max(1, Math.ceil((Date.parse(row.lockedUntil) - now) / 1000));
}

/**
 * Takes one charge back (a successful attempt must not count against a shared client); a back-off that this very
 * charge started (the count drops below the threshold again) is lifted with it.
 */
export async function refundLoginAttempt(db: Db, key: string): Promise<void> {
  const t = loginThrottles;
  await db
    .update(t)
    .set({
      failures: sql`max(${t.failures} - 1, 0)`,
      lockedUntil: sql`CASE WHEN ${t.failures} - 1 < ${LOGIN_FAILURES_BEFORE_BACKOFF} THEN NULL ELSE ${t.lockedUntil} END`,
    })
    .where(eq(t.key, key));
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

function tooManyAttempts(seconds: number): AppError {
  return new AppError("too_many_login_attempts", { params: { bekleme: formatWait(seconds) }, retryAfter: seconds });
}

/**
 * Runs a password check under the login back-off of the username and (when given) the client. The attempt is
 * charged first; a wrong password (invalid_credentials) keeps the charge; any other outcome — the password was
 * right — clears the username's failures and refunds the client's charge.
 */
export async function guardPasswordCheck<T>(
  db: Db,
  secret: string | undefined,
  who: { username: string; client?: string | undefined },
  check: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const userKey = await limitKey(secret, "login-user", who.username);
  const clientKey = who.client === undefined ? null : await limitKey(secret, "login-client", who.client);
  if (clientKey) {
    const wait = await chargeLoginAttempt(db, clientKey, now);
    if (wait !== null) throw tooManyAttempts(wait);
  }
  const wait = await chargeLoginAttempt(db, userKey, now);
  if (wait !== null) {
    if (clientKey) await refundLoginAttempt(db, clientKey);
    throw tooManyAttempts(wait);
  }
  try {
    const result = await check();
    await settle(db, userKey, clientKey);
    return result;
  } catch (err) {
    if (!(err instanceof AppError && err.code === "invalid_credentials")) await settle(db, userKey, clientKey);
    throw err;
  }
}

async function settle(db: Db, userKey: string, clientKey: string | null): Promise<void> {
  await clearLoginFailures(db, userKey);
  if (clientKey) await refundLoginAttempt(db, clientKey);
}
