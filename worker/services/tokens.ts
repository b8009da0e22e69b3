/**
 * Sessions: short-lived HS256 access tokens and rotating refresh tokens (jose), algorithm, issuer and audience
 * pinned on verification. A refresh token is single use: using it rotates it; presenting an already rotated
 * (or revoked) token again revokes its whole family. A session lives at most SESSION_MAX_S from the login, however
 * often it is refreshed. Access tokens carry the user's token version (`ver`); logout and a password change bump
 * it, so every older access token stops working at once, not 15 minutes later.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/client.ts";
import { refreshTokens, users } from "../db/schema.ts";
import type { AuthUser } from "../env.ts";
import { AppError } from "../contracts/app-error.ts";

export const ISSUER = "tarimsal-yapi-planlayici";
const ACCESS_AUDIENCE = "tarimsal-yapi-planlayici/api";
const REFRESH_AUDIENCE = "tarimsal-yapi-planlayici/refresh";
export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 7 * 24 * 60 * 60;
/** Absolute session lifetime (ASVS 3.3.2): after it a new login is needed. */
export const SESSION_MAX_S = 30 * 24 * 60 * 60;

function key(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < 16) throw new Error("JWT_SECRET is not configured (at least 16 characters)");
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(secret: string | undefined, user: AuthUser, now = Date.now()): Promise<string> {
  return new SignJWT({ username: user.username, role: user.role, typ: "access", ver: user.tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TTL_S)
    .sign(key(secret));
}

/** The user id and token version of a valid access token; throws the catalogue 401 otherwise. */
export async function verifyAccessToken(
  secret: string | undefined,
  token: string,
): Promise<{ userId: number; version: number }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: ACCESS_AUDIENCE,
    });
    const version = payload["ver"];
    if (payload["typ"] !== "access" || !payload.sub || !/^\d+$/.test(payload.sub)) throw new Error("bad claims");
    if (typeof version !== "number" || !Number.isInteger(version)) throw new Error("bad claims");
    return { userId: Number(payload.sub), version };
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
  sessionEnd: number,
): Promise<string> {
  return new SignJWT({ typ: "refresh" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(REFRESH_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(refreshEnd(now, sessionEnd) / 1000))
    .sign(key(secret));
}

/** A refresh token lives 7 days, never past the session's absolute end. */
const refreshEnd = (now: number, sessionEnd: number) => Math.min(now + REFRESH_TTL_S * 1000, sessionEnd);

/** A new session: access + refresh in a new family that ends SESSION_MAX_S from now at the latest. */
export async function issueSession(db: Db, secret: string | undefined, user: AuthUser, now = Date.now()) {
  const jti = crypto.randomUUID();
  const sessionEnd = now + SESSION_MAX_S * 1000;
  const refresh = await signRefresh(secret, user.id, jti, now, sessionEnd);
  await db.insert(refreshTokens).values({
    id: jti,
    userId: user.id,
    familyId: jti,
    expiresAt: new Date(refreshEnd(now, sessionEnd)).toISOString(),
    sessionExpiresAt: new Date(sessionEnd).toISOString(),
  });
  return { access: await signAccessToken(secret, user, now), refresh };
}

/**
 * Exchanges a refresh token for a new pair (rotation); reuse of a rotated token revokes the family, and a family
 * past its absolute end is revoked instead of rotated.
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
  if (row.revokedAt || row.replacedBy) {
    await revokeFamily();
    throw new AppError("token_invalid");
  }
  // Legacy rows without an end (none after migration 0005) end 30 days after they were made.
  const sessionEnd =
    Date.parse(row.sessionExpiresAt ?? row.createdAt) + (row.sessionExpiresAt ? 0 : SESSION_MAX_S * 1000);
  if (!(sessionEnd > now) || !(Date.parse(row.expiresAt) > now)) {
    await revokeFamily();
    throw new AppError("token_invalid");
  }
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user || !user.isActive) throw new AppError("token_invalid");
  const next = crypto.randomUUID();
  const refresh = await signRefresh(secret, userId, next, now, sessionEnd);
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
          createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
          sessionExpiresAt: sql<string>`${new Date(sessionEnd).toISOString()}`.as("session_expires_at"),
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.id, jti), eq(refreshTokens.replacedBy, next))),
    ),
  ]);
  if (marked.length === 0) throw new AppError("token_invalid");
  const authUser: AuthUser = {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role === "admin" ? "admin" : "user",
    tokenVersion: user.tokenVersion,
  };
  return { access: await signAccessToken(secret, authUser, now), refresh };
}

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
