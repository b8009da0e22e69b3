/** Single-use link tokens (uid + token, expiring); only the token's sha256 is stored. */
import { and, eq, gt, isNull } from "drizzle-orm";
import { base64url } from "jose";
import type { Db } from "../db/client.ts";
import { oneTimeTokens } from "../db/schema.ts";

export type LinkPurpose = "verify_email" | "email_change" | "password_reset" | "set_password";
export const LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export const encodeUid = (userId: number) => base64url.encode(new TextEncoder().encode(String(userId)));

export function decodeUid(uid: string): number | null {
  try {
    const text = new TextDecoder().decode(base64url.decode(uid));
    return /^\d{1,12}$/.test(text) ? Number(text) : null;
  } catch {
    return null;
  }
}

/** A new token: returns the insert (for a batch), the uid + token that go into the link, and when it expires. */
export async function newLinkToken(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
  newEmail: string | null = null,
  now = Date.now(),
) {
  const token = base64url.encode(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = new Date(now + LINK_TTL_MS).toISOString();
  const insert = db.insert(oneTimeTokens).values({ id: await sha256Hex(token), userId, purpose, newEmail, expiresAt });
  return { insert, uid: encodeUid(userId), token, expiresAt };
}

/** The row of a valid, unused, unexpired token without using it up; null when it does not qualify. */
export async function peekLinkToken(db: Db, uid: string, token: string, purpose: LinkPurpose, now = Date.now()) {
  const userId = decodeUid(uid);
  if (userId === null || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.id, await sha256Hex(token)),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date(now).toISOString()),
      ),
    )
    .get();
  return row ?? null;
}

/** Marks a valid, unused, unexpired token used and returns its row; null when it does not qualify. */
export async function consumeLinkToken(db: Db, uid: string, token: string, purpose: LinkPurpose, now = Date.now()) {
  const userId = decodeUid(uid);
  if (userId === null || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const nowIso = new Date(now).toISOString();
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: nowIso })
    .where(
      and(
        eq(oneTimeTokens.id, await sha256Hex(token)),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, nowIso),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
