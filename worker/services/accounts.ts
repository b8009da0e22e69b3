/** Accounts: login, registration (passive until approved), profile, passwords, deletion. Plain functions over D1. */
import { and, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import type { ProfileUpdate, UserDto } from "../core/contracts/account-schemas.ts";
import type { Db } from "../db/client.ts";
import { auditLog, emailOutbox, loginThrottles, rateLimits, users } from "../db/schema.ts";
import type { AuthUser } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { canonicalEmail } from "../core/contracts/email-address.ts";
import { hashPassword, verifyPassword } from "../lib/password.ts";
import { PASSWORD_MESSAGES, passwordProblem } from "../lib/password-policy.ts";
import { fileRequestFor } from "./account-requests.ts";
import { limitKey } from "./rate-limit.ts";
import { endSessionsStatements, familyIsLive, verifyAccessToken } from "./tokens.ts";

export type UserRow = typeof users.$inferSelect;

export function toAuthUser(u: UserRow): AuthUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role === "admin" ? "admin" : "user",
    tokenVersion: u.tokenVersion,
  };
}

/** Throws weak_password (400) with the policy's Turkish message on `field` when the password breaks the policy. */
export function assertPasswordPolicy(
  password: string,
  context: { username?: string | undefined; email?: string | undefined },
  field: string,
): void {
  const problem = passwordProblem(password, context);
  if (problem) throw new AppError("weak_password", { detail: problem, fields: { [field]: [problem] } });
}

export function toUserDto(u: UserRow): UserDto {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    is_active: u.isActive,
    email_verified: u.emailVerified,
    role: u.role,
    mevzuat_bildirimi: u.mevzuatBildirimi,
    profile: { created_at: u.createdAt },
  };
}

// A fixed hash to spend the same time when the user does not exist (no user enumeration by timing).
const DUMMY_HASH = "pbkdf2_sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/**
 * The account a login names: an e-mail address (the identifier holds "@", which no username may) in the stored
 * spelling (canonicalEmail), else a username in any letter case.
 */
export async function findLoginAccount(db: Db, identifier: string): Promise<UserRow | undefined> {
  const text = identifier.trim();
  if (text.includes("@")) return findUserByEmail(db, text);
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${text.toLowerCase()}`)
    .get();
}

/**
 * The name a login is charged to in the back-off (guardPasswordCheck): the account's username, whichever of its
 * identifiers was typed, so alternating username and e-mail meets one counter; for no account, the identifier in
 * its canonical spelling.
 */
export function loginBackoffName(identifier: string, account: UserRow | undefined): string {
  if (account) return account.username;
  const text = identifier.trim();
  return text.includes("@") ? canonicalEmail(text) : text;
}

/**
 * The password check of a login on the account findLoginAccount found (or none): the active user; a wrong pair and
 * an unknown name are one error (the same time is spent), a passive account is refused with its own message.
 */
export async function authenticate(user: UserRow | undefined, password: string): Promise<UserRow> {
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !user.passwordHash || !ok) throw new AppError("invalid_credentials");
  if (!user.isActive) throw new AppError("account_inactive");
  return user;
}

export async function isUsernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .get();
  return Boolean(row && row.id !== exceptId);
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${canonicalEmail(email)}`)
    .get();
  return Boolean(row);
}

/** A passive account awaiting the administrator's approval; a blank password is generated at approval. */
export async function registerUser(
  db: Db,
  input: { username: string; email: string; password?: string | undefined },
): Promise<UserRow> {
  const fields: Record<string, string[]> = {};
  if (await isUsernameTaken(db, input.username)) fields["username"] = ["Bu kullanıcı adı zaten kullanılıyor."];
  if (await isEmailTaken(db, input.email)) fields["email"] = ["Bu e-posta adresi zaten kullanılıyor."];
  if (Object.keys(fields).length) throw new AppError("conflict", { detail: Object.values(fields)[0]![0]!, fields });
  if (input.password) assertPasswordPolicy(input.password, input, "password");
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    // The account and its registration request are written together (one D1 batch).
    const [inserted] = await db.batch([
      db
        .insert(users)
        .values({
          username: input.username,
          email: canonicalEmail(input.email),
          passwordHash,
          isActive: false,
          role: "user",
        })
        .returning(),
      fileRequestFor(db, input.username, "registration"),
    ]);
    return inserted[0]!;
  } catch {
    // The unique indexes are the last word when two registrations race.
    throw new AppError("conflict", { detail: "Bu kullanıcı adı veya e-posta adresi zaten kullanılıyor." });
  }
}

/**
 * The user of a bearer access token: valid, of an active user whose token version it still carries — after a logout
 * or a password change (which bump the version) older tokens answer 401 token_invalid at once, and so do the tokens
 * of a refresh family revoked for reuse.
 */
export async function userOfAccessToken(db: Db, secret: string | undefined, token: string): Promise<AuthUser> {
  const { userId, version, familyId } = await verifyAccessToken(secret, token);
  // One read: the user and whether the token's refresh family still lives (a revoked family ends its access tokens).
  const found = await db
    .select({ user: users, live: familyIsLive(familyId, userId) })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!found || !found.user.isActive || found.user.tokenVersion !== version || !found.live)
    throw new AppError("token_invalid");
  return toAuthUser(found.user);
}

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const user = await db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw new AppError("not_found");
  return user;
}

export async function updateProfile(db: Db, id: number, patch: ProfileUpdate): Promise<UserRow> {
  if (patch.username !== undefined && (await isUsernameTaken(db, patch.username, id))) {
    throw new AppError("conflict", {
      detail: "Bu kullanıcı adı zaten kullanılıyor.",
      fields: { username: ["Bu kullanıcı adı zaten kullanılıyor."] },
    });
  }
  const values: Partial<typeof users.$inferInsert> = {};
  if (patch.username !== undefined) values.username = patch.username;
  if (patch.first_name !== undefined) values.firstName = patch.first_name;
  if (patch.last_name !== undefined) values.lastName = patch.last_name;
  if (patch.mevzuat_bildirimi !== undefined) values.mevzuatBildirimi = patch.mevzuat_bildirimi;
  if (Object.keys(values).length) await db.update(users).set(values).where(eq(users.id, id));
  return getUser(db, id);
}

/** The statements that remove what a deleted account leaves behind outside its own rows (see deleteAccount). */
async function forgetStatements(db: Db, secret: string | undefined, user: UserRow) {
  const keys = await Promise.all([
    limitKey(secret, "login-user", user.username),
    limitKey(secret, "reset", user.email),
    limitKey(secret, "verify", user.email),
    limitKey(secret, "email-change", user.id),
  ]);
  const mentions = or(eq(auditLog.targetUserId, user.id), like(auditLog.target, `user:${user.id} (%`));
  return [
    // Its mails, also those written before the outbox knew its owner.
    db
      .delete(emailOutbox)
      .where(or(eq(emailOutbox.userId, user.id), sql`lower(${emailOutbox.toAddress}) = ${canonicalEmail(user.email)}`)),
    // Audit entries stay (what the administrators did), with the account as a pseudonym.
    db
      .update(auditLog)
      .set({ target: `user:${user.id} (silinmiş hesap)`, targetUserId: user.id })
      .where(mentions),
    db
      .update(auditLog)
      .set({ detail: "[silinmiş hesap]" })
      .where(and(mentions, ne(auditLog.detail, ""))),
    db.insert(auditLog).values({
      actorId: null,
      action: "account.delete",
      target: `user:${user.id} (silinmiş hesap)`,
      targetUserId: user.id,
    }),
    db.delete(rateLimits).where(inArray(rateLimits.key, keys)),
    db.delete(loginThrottles).where(inArray(loginThrottles.key, keys)),
  ] as const;
}

/**
 * Deletes the account (its password checked by the caller). History, tokens, requests and its mails go with it
 * (ON DELETE CASCADE and forgetStatements); audit entries keep the id only; its rate-limit rows are removed. One batch.
 */
export async function deleteAccount(db: Db, secret: string | undefined, user: UserRow): Promise<void> {
  await db.batch([...(await forgetStatements(db, secret, user)), db.delete(users).where(eq(users.id, user.id))]);
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${canonicalEmail(email)}`)
    .get();
}

export async function checkPassword(user: UserRow, password: string): Promise<boolean> {
  // Spend the same time when there is no password (a Google-only account).
  const ok = await verifyPassword(password, user.passwordHash ?? DUMMY_HASH);
  return Boolean(user.passwordHash) && ok;
}

/** The check of the current password inside a session (change, e-mail change, deletion): invalid_credentials on `field`. */
export async function requirePassword(
  user: UserRow,
  password: string,
  field: string,
  detail = "Şifre hatalı.",
): Promise<void> {
  if (!(await checkPassword(user, password)))
    throw new AppError("invalid_credentials", { detail, fields: { [field]: [detail] } });
}

/**
 * Sets a new password (policy checked) and ends every session of the account: refresh tokens revoked, older access
 * tokens invalid. `verifiesEmail`: the password came through a link mailed to the address, which proves it.
 */
export async function setPassword(
  db: Db,
  user: UserRow,
  password: string,
  field: string,
  options: { verifiesEmail?: boolean } = {},
): Promise<void> {
  assertPasswordPolicy(password, user, field);
  const hash = await hashPassword(password);
  await db.batch([
    db
      .update(users)
      .set({ passwordHash: hash, ...(options.verifiesEmail ? { emailVerified: true } : {}) })
      .where(eq(users.id, user.id)),
    ...endSessionsStatements(db, user.id),
  ]);
}

/** POST /accounts/me/password/: the current password was checked by the caller; the new one must differ. */
export async function changePassword(db: Db, user: UserRow, current: string, next: string): Promise<void> {
  if (next === current)
    throw new AppError("weak_password", {
      detail: PASSWORD_MESSAGES.same,
      fields: { new_password: [PASSWORD_MESSAGES.same] },
    });
  await setPassword(db, user, next, "new_password");
}
