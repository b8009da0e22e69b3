/**
 * Sessions: short-lived HS256 access tokens and rotating refresh tokens (jose), algorithm, issuer and audience
 * pinned on verification, `exp` and `iat` required. A refresh token is single use: using it rotates it; presenting it
 * again within REFRESH_REUSE_GRACE_S of its rotation answers the same session (two tabs refreshing at once), later
 * (or presenting a revoked token) revokes its whole family. A session lives at most SESSION_MAX_S from the login,
 * however often it is refreshed. Access tokens carry the user's token version (`ver`) and their refresh family
 * (`fam`): logout and a password change bump the version, a revoked family ends its own access tokens, so older
 * access tokens stop working at once, not 15 minutes later.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/client.ts";
import { refreshTokens, users } from "../db/schema.ts";
import type { AuthUser } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";

export const ISSUER = "tarimsal-yapi-planlayici";
const ACCESS_AUDIENCE = "tarimsal-yapi-planlayici/api";
const REFRESH_AUDIENCE = "tarimsal-yapi-planlayici/refresh";
export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 7 * 24 * 60 * 60;
/** Absolute session lifetime (ASVS 3.3.2): after it a new login is needed. */
export const SESSION_MAX_S = 30 * 24 * 60 * 60;
/**
 * How long after its rotation a refresh token still answers its successor instead of counting as stolen: two tabs
 * (or a retried request) that refresh with the same token at the same moment both keep the session. Short, so a
 * stolen token is of no use once the window is over; a reuse after it revokes the family and its access tokens.
 */
export const REFRESH_REUSE_GRACE_S = 30;
/** A rotation chain is followed this many steps at most when a token is reused within the grace window. */
const MAX_GRACE_HOPS = 5;
/** Claims every token this worker verifies with jose must carry (jose checks `exp` only when present). */
export const REQUIRED_CLAIMS = ["exp", "iat"];

function key(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < 16) throw new Error("JWT_SECRET is not configured (at least 16 characters)");
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string | undefined,
  user: AuthUser,
  familyId: string,
  now = Date.now(),
): Promise<string> {
  return new SignJWT({ username: user.username, role: user.role, typ: "access", ver: user.tokenVersion, fam: familyId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TTL_S)
    .sign(key(secret));
}

/** The user id, token version and refresh family of a valid access token; throws the catalogue 401 otherwise. */
export async function verifyAccessToken(
  secret: string | undefined,
  token: string,
): Promise<{ userId: number; version: number; familyId: string }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
    });
    const version = payload["ver"];
    const familyId = payload["fam"];
    if (payload["typ"] !== "access" || !payload.sub || !/^\d+$/.test(payload.sub)) throw new Error("bad claims");
    if (typeof version !== "number" || !Number.isInteger(version)) throw new Error("bad claims");
    if (typeof familyId !== "string" || familyId.length === 0 || familyId.length > 64) throw new Error("bad claims");
    return { userId: Number(payload.sub), version, familyId };
  } catch (err) {
    if (err instanceof Error && err.message.startsWith("JWT_SECRET")) throw err;
    throw new AppError("token_invalid");
  }
}

async function signRefresh(
  secret: string | undefined,
  userId: number,
  jti: string,
  now: number,
  expiresAt: number,
): Promise<string> {
  return new SignJWT({ typ: "refresh" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(REFRESH_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key(secret));
}

/** A refresh token lives 7 days, never past the session's absolute end. */
const refreshEnd = (now: number, sessionEnd: number) => Math.min(now + REFRESH_TTL_S * 1000, sessionEnd);

/** A new session: access + refresh in a new family that ends SESSION_MAX_S from now at the latest. */
export async function issueSession(db: Db, secret: string | undefined, user: AuthUser, now = Date.now()) {
  const jti = crypto.randomUUID();
  const sessionEnd = now + SESSION_MAX_S * 1000;
  const refresh = await signRefresh(secret, user.id, jti, now, refreshEnd(now, sessionEnd));
  await db.insert(refreshTokens).values({
    id: jti,
    userId: user.id,
    familyId: jti,
    expiresAt: new Date(refreshEnd(now, sessionEnd)).toISOString(),
    sessionExpiresAt: new Date(sessionEnd).toISOString(),
  });
  return { access: await signAccessToken(secret, user, jti, now), refresh };
}

/** A token row is usable until its own end and its session's absolute end (legacy rows: 30 days after creation). */
function rowEnd(row: RefreshRow): { sessionEnd: number; expiresAt: number } {
  // Legacy rows without an end (none after migration 0005) end 30 days after they were made.
  const sessionEnd =
    Date.parse(row.sessionExpiresAt ?? row.createdAt) + (row.sessionExpiresAt ? 0 : SESSION_MAX_S * 1000);
  return { sessionEnd, expiresAt: Date.parse(row.expiresAt) };
}

type RefreshRow = typeof refreshTokens.$inferSelect;

async function activeAuthUser(db: Db, userId: number): Promise<AuthUser> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user || !user.isActive) throw new AppError("token_invalid");
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role === "admin" ? "admin" : "user",
    tokenVersion: user.tokenVersion,
  };
}

/**
 * The family's live token for a token rotated at most REFRESH_REUSE_GRACE_S ago (following its successors), or
 * null when the reuse falls outside the window or the family is no longer live.
 */
async function liveSuccessor(db: Db, rotated: RefreshRow, now: number): Promise<RefreshRow | null> {
  let current = rotated;
  for (let hop = 0; hop < MAX_GRACE_HOPS; hop++) {
    if (current.revokedAt) return null;
    if (!current.replacedBy) return current;
    const next = await db.select().from(refreshTokens).where(eq(refreshTokens.id, current.replacedBy)).get();
    // A successor's created_at is the moment of the rotation that made it.
    if (
      !next ||
      next.familyId !== rotated.familyId ||
      !(now - Date.parse(next.createdAt) <= REFRESH_REUSE_GRACE_S * 1000)
    )
      return null;
    current = next;
  }
  return null;
}

/**
 * Exchanges a refresh token for a new pair (rotation). The same token presented again within REFRESH_REUSE_GRACE_S
 * of its rotation (two tabs at once) answers the family's live token again, with a fresh access token; a reuse after
 * the window, or of a revoked token, revokes the family (and with it the family's access tokens). A family past its
 * absolute end is revoked instead of rotated.
 */
export async function rotateRefreshToken(db: Db, secret: string | undefined, token: string, now = Date.now()) {
  let jti: string;
  let userId: number;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: REFRESH_AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: REQUIRED_CLAIMS,
    });
    if (payload["typ"] !== "refresh" || !payload.jti || !payload.sub) throw new Error("bad claims");
    jti = payload.jti;
    userId = Number(payload.sub);
  } catch (err) {
    if (err instanceof Error && err.message.startsWith("JWT_SECRET")) throw err;
    throw new AppError("token_invalid");
  }
  const row = await db.select().from(refreshTokens).where(eq(refreshTokens.id, jti)).get();
  if (!row || row.userId !== userId) throw new AppError("token_invalid");
  const nowIso = new Date(now).toISOString();
  const revokeFamily = () =>
    db
      .update(refreshTokens)
      .set({ revokedAt: nowIso })
      .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  /** A reuse: the live successor again within the grace window; otherwise the family ends. */
  const reuse = async (rotated: RefreshRow) => {
    const live = await liveSuccessor(db, rotated, now);
    if (!live) {
      await revokeFamily();
      throw new AppError("token_invalid");
    }
    const end = rowEnd(live);
    if (!(end.sessionEnd > now) || !(end.expiresAt > now)) throw new AppError("token_invalid");
    const authUser = await activeAuthUser(db, userId);
    return {
      access: await signAccessToken(secret, authUser, live.familyId, now),
      refresh: await signRefresh(secret, userId, live.id, now, end.expiresAt),
    };
  };
  if (row.revokedAt || row.replacedBy) return reuse(row);
  const { sessionEnd, expiresAt } = rowEnd(row);
  if (!(sessionEnd > now) || !(expiresAt > now)) {
    await revokeFamily();
    throw new AppError("token_invalid");
  }
  const authUser = await activeAuthUser(db, userId);
  const next = crypto.randomUUID();
  const refresh = await signRefresh(secret, userId, next, now, refreshEnd(now, sessionEnd));
  // One D1 batch (all or nothing): mark the old token used only if nobody else did in the meantime, and add the
  // new one only if that mark is ours — never a used token without its stored successor.
  const [marked] = await db.batch([
    db
      .update(refreshTokens)
      .set({ replacedBy: next })
      .where(and(eq(refreshTokens.id, jti), isNull(refreshTokens.replacedBy), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id }),
    db.insert(refreshTokens).select(
      db
        .select({
          id: sql<string>`${next}`.as("id"),
          userId: refreshTokens.userId,
          familyId: refreshTokens.familyId,
          expiresAt: sql<string>`${new Date(refreshEnd(now, sessionEnd)).toISOString()}`.as("expires_at"),
          revokedAt: sql<null>`null`.as("revoked_at"),
          replacedBy: sql<null>`null`.as("replaced_by"),
          // The rotation's moment: the grace window of a reuse of the old token is counted from it.
          createdAt: sql<string>`${nowIso}`.as("created_at"),
          sessionExpiresAt: sql<string>`${new Date(sessionEnd).toISOString()}`.as("session_expires_at"),
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.id, jti), eq(refreshTokens.replacedBy, next))),
    ),
  ]);
  if (marked.length === 0) {
    // Another request rotated (or revoked) this token between our read and our write: a reuse at the same moment.
    const current = await db.select().from(refreshTokens).where(eq(refreshTokens.id, jti)).get();
    if (!current) throw new AppError("token_invalid");
    return reuse(current);
  }
  return { access: await signAccessToken(secret, authUser, row.familyId, now), refresh };
}

/**
 * Whether the refresh family of an access token is still live: one of its tokens is neither revoked nor pruned
 * (a reuse after the grace window, a logout or the session's end revoke them all). For a select on `users`.
 */
export const familyIsLive = (familyId: string, userId: number) =>
  sql<number>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.userId} = ${userId} and ${refreshTokens.revokedAt} is null)`;

/**
 * The statements that end every session of a user (for a batch with the change that causes it): all refresh
 * tokens revoked, the token version bumped so that every access token issued before stops working.
 */
export function endSessionsStatements(db: Db, userId: number, now = Date.now()) {
  return [
    db
      .update(refreshTokens)
      .set({ revokedAt: new Date(now).toISOString() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))),
    db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId)),
  ] as const;
}

/** Logout (everywhere): refresh tokens revoked and access tokens invalidated. */
export async function endSessions(db: Db, userId: number, now = Date.now()): Promise<void> {
  await db.batch([...endSessionsStatements(db, userId, now)]);
}
