/** Fixed-window rate limit in D1: one atomic upsert per hit; over the limit → 429 with the given message. */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";

export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, message: string, now = Date.now()): Promise<void> {
  const window = String(Math.floor(now / windowMs));
  const row = await db
    .insert(rateLimits)
    .values({ key, window, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.window], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
    .get();
  if ((row?.count ?? 0) > limit) throw new AppError("rate_limited", { detail: message });
}

export const TOO_MANY_REQUESTS = "Çok fazla istek gönderiyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.";
export const TOO_MANY_REGISTRATIONS = "Çok fazla kayıt denemesi yapıyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.";
export const DAY_MS = 24 * 60 * 60 * 1000;
