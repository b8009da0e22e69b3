/**
 * Organisations' API keys: issued and revoked by an administrator (each written to the audit log), sent by the
 * organisation as `Authorization: Bearer typ_…`, and counted against a daily quota.
 *
 * A key is `typ_` and 43 base64url characters (32 random bytes). Only its SHA-256 is stored (a key of that entropy
 * needs no slow hash: nobody can guess one to match); `prefix` (`typ_` and the next 8 characters) names it in the
 * administrator's list. The `typ_` start also tells a key from a session's JWT (which starts `eyJ`) in the same header.
 *
 * The quota's day is the UTC day (00:00 UTC = 03:00 in Türkiye, which has no daylight saving time): usage is one row
 * per key and day (`YYYY-MM-DD`), so the administrator sees each day's use and the total.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { base64url } from "jose";
import { AppError } from "../core/contracts/app-error.ts";
import type { ApiKeyDto } from "../core/contracts/api-keys.ts";
import { formatWait } from "../core/contracts/errors.ts";
import type { Db } from "../db/client.ts";
import { apiKeys, apiKeyUsage, auditLog } from "../db/schema.ts";
import { sha256Hex } from "./link-tokens.ts";
import { DAY_MS } from "./rate-limit.ts";

/** What every key starts with. */
export const API_KEY_PREFIX = "typ_";
const API_KEY_PATTERN = /^typ_[A-Za-z0-9_-]{43}$/;

/** Whether a bearer token is an API key by its form (checked before any lookup; a JWT never is). */
export const isApiKeyFormat = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The client an API key identifies (set on the context as `apiClient`). */
export interface ApiClient {
  keyId: number;
  name: string;
}

/** The quota's day of a moment: its UTC date. */
export const quotaDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Seconds from `now` until the quota's day ends (the next 00:00 UTC). */
export const secondsUntilQuotaReset = (now: number) => ((Math.floor(now / DAY_MS) + 1) * DAY_MS - now) / 1000;

const nowIso = () => sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Issues a key for an organisation; answers the key itself, which is never shown again. */
export async function issueKey(
  db: Db,
  adminId: number,
  name: string,
  dailyQuota: number,
): Promise<{ id: number; key: string; prefix: string }> {
  const key = API_KEY_PREFIX + base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
  const prefix = key.slice(0, API_KEY_PREFIX.length + 8);
  const keyHash = await sha256Hex(key);
  // The key and its audit entry in one batch (all or nothing); the entry reads the new row's id.
  const [inserted] = await db.batch([
    db.insert(apiKeys).values({ name, prefix, keyHash, dailyQuota, createdBy: adminId }).returning({ id: apiKeys.id }),
    db.insert(auditLog).select(
      db
        .select({
          id: sql<null>`null`.as("id"),
          actorId: sql<number>`${adminId}`.as("actor_id"),
          action: sql<string>`'api_key.issue'`.as("action"),
          target: sql<string>`'api_key:' || ${apiKeys.id} || ' (' || ${apiKeys.name} || ')'`.as("target"),
          detail: sql<string>`'önek: ' || ${apiKeys.prefix} || '; günlük kota: ' || ${apiKeys.dailyQuota}`.as("detail"),
          createdAt: nowIso().as("created_at"),
          targetUserId: sql<null>`null`.as("target_user_id"),
        })
        .from(apiKeys)
        .where(eq(apiKeys.keyHash, keyHash)),
    ),
  ]);
  return { id: inserted[0]!.id, key, prefix };
}

/** Every key, newest first, without its secret, with today's use (UTC day of `now`), the total and the last use. */
export async function listKeys(db: Db, now = Date.now()): Promise<ApiKeyDto[]> {
  const day = quotaDay(now);
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      dailyQuota: apiKeys.dailyQuota,
      usedToday:
        sql<number>`coalesce(sum(CASE WHEN ${apiKeyUsage.day} = ${day} THEN ${apiKeyUsage.count} END), 0)`.mapWith(
          Number,
        ),
      totalUsed: sql<number>`coalesce(sum(${apiKeyUsage.count}), 0)`.mapWith(Number),
      lastUsedAt: sql<string | null>`max(${apiKeyUsage.lastUsedAt})`,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .leftJoin(apiKeyUsage, eq(apiKeyUsage.keyId, apiKeys.id))
    .groupBy(apiKeys.id)
    .orderBy(desc(apiKeys.id))
    .all();
}

/** Revokes a key at once (its next request answers 401); 404 for an unknown key, 409 for one already revoked. */
export async function revokeKey(db: Db, adminId: number, id: number): Promise<void> {
  const live = and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt));
  // The audit entry first (it reads the key while still live), then the revocation: one batch, all or nothing.
  const [, revoked] = await db.batch([
    db.insert(auditLog).select(
      db
        .select({
          id: sql<null>`null`.as("id"),
          actorId: sql<number>`${adminId}`.as("actor_id"),
          action: sql<string>`'api_key.revoke'`.as("action"),
          target: sql<string>`'api_key:' || ${apiKeys.id} || ' (' || ${apiKeys.name} || ')'`.as("target"),
          detail: sql<string>`'önek: ' || ${apiKeys.prefix}`.as("detail"),
          createdAt: nowIso().as("created_at"),
          targetUserId: sql<null>`null`.as("target_user_id"),
        })
        .from(apiKeys)
        .where(live),
    ),
    db.update(apiKeys).set({ revokedAt: nowIso() }).where(live).returning({ id: apiKeys.id }),
  ]);
  if (revoked.length > 0) return;
  const found = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id)).get();
  if (!found) throw new AppError("not_found", { detail: "API anahtarı bulunamadı." });
  throw new AppError("conflict", { detail: "Bu API anahtarı zaten iptal edilmiş." });
}

/** The client of a live key given as the bearer token; anything else (no key, a wrong or revoked one) is a 401. */
export async function authenticateKey(db: Db, bearer: string | null | undefined): Promise<ApiClient> {
  if (!bearer || !API_KEY_PATTERN.test(bearer)) throw new AppError("api_key_invalid");
  const row = await db
    .select({ keyId: apiKeys.id, name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, await sha256Hex(bearer)), isNull(apiKeys.revokedAt)))
    .get();
  if (!row) throw new AppError("api_key_invalid");
  return row;
}

/**
 * Spends `n` of the key's quota for the UTC day of `now` (a request spends 1, a batch of n parcels n) and answers
 * the day's use after it; over the quota nothing is spent and it throws 429 `api_quota_exceeded` with the seconds
 * until the day ends (Retry-After). A key revoked meanwhile answers 401.
 *
 * Why D1 and not Cloudflare's rate-limiting binding: the binding counts per Cloudflare location, approximately, over
 * 10 or 60 second windows, and forgets — a daily quota needs an exact count per day across every location, a use the
 * administrator can read (today, total, last used) and a count that survives restarts and deploys. D1 gives all
 * three; the one upsert below is atomic (D1 runs statements one at a time), so concurrent requests cannot both take
 * the last unit: the row is inserted or incremented only while count + n stays within the quota, read inside the same
 * statement, and RETURNING tells whether it was.
 */
export async function consumeQuota(
  db: Db,
  keyId: number,
  n: number,
  now = Date.now(),
): Promise<{ used: number; dailyQuota: number }> {
  const day = quotaDay(now);
  const at = new Date(now).toISOString();
  const quota = sql`(SELECT ${apiKeys.dailyQuota} FROM ${apiKeys} WHERE ${apiKeys.id} = ${keyId} AND ${apiKeys.revokedAt} IS NULL)`;
  const [spent, state] = await db.batch([
    db
      .insert(apiKeyUsage)
      .select(
        db
          .select({
            keyId: apiKeys.id,
            day: sql<string>`${day}`.as("day"),
            count: sql<number>`${n}`.as("count"),
            lastUsedAt: sql<string>`${at}`.as("last_used_at"),
          })
          .from(apiKeys)
          .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt), sql`${n} <= ${apiKeys.dailyQuota}`)),
      )
      .onConflictDoUpdate({
        target: [apiKeyUsage.keyId, apiKeyUsage.day],
        set: { count: sql`${apiKeyUsage.count} + excluded.count`, lastUsedAt: sql`excluded.last_used_at` },
        setWhere: sql`${apiKeyUsage.count} + excluded.count <= ${quota}`,
      })
      .returning({ count: apiKeyUsage.count }),
    db
      .select({
        dailyQuota: apiKeys.dailyQuota,
        revokedAt: apiKeys.revokedAt,
        used: sql<number>`coalesce(${apiKeyUsage.count}, 0)`.mapWith(Number),
      })
      .from(apiKeys)
      .leftJoin(apiKeyUsage, and(eq(apiKeyUsage.keyId, apiKeys.id), eq(apiKeyUsage.day, day)))
      .where(eq(apiKeys.id, keyId)),
  ]);
  const key = state[0];
  if (!key || key.revokedAt !== null) throw new AppError("api_key_invalid");
  if (spent.length > 0) return { used: key.used, dailyQuota: key.dailyQuota };

  const retryAfter = secondsUntilQuotaReset(now);
  const wait = formatWait(retryAfter);
  const left = Math.max(0, key.dailyQuota - key.used);
  const reset = `Kota ${wait} sonra (her gün Türkiye saatiyle 03.00'te) yenilenir.`;
  const detail =
    n > key.dailyQuota
      ? `Bu istek ${n} parsel içeriyor; günlük API kotanız ${key.dailyQuota}. Lütfen isteği daha küçük parçalara bölün.`
      : left > 0
        ? `Bu istek ${n} parsel içeriyor; bugünkü API kotanızdan ${left} kaldı. ${reset}`
        : undefined;
  throw new AppError("api_quota_exceeded", {
    params: { bekleme: wait },
    retryAfter,
    ...(detail ? { detail } : {}),
  });
}
