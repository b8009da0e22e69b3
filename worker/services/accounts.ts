/** Accounts: login, registration (passive until approved), profile, deletion. Plain functions over D1. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { AuthUser } from "../env.ts";
import { AppError } from "../lib/app-error.ts";
import { hashPassword, verifyPassword } from "../lib/password.ts";
import { fileRequestFor } from "./account-requests.ts";

export type UserRow = typeof users.$inferSelect;

export function toAuthUser(u: UserRow): AuthUser {
  return { id: u.id, username: u.username, email: u.email, role: u.role === "admin" ? "admin" : "user" };
}

export function toUserDto(u: UserRow) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    is_active: u.isActive,
    email_verified: u.emailVerified,
    role: u.role,
    profile: { created_at: u.createdAt },
  };
}

// A fixed hash to spend the same time when the user does not exist (no user enumeration by timing).
const DUMMY_HASH = "pbkdf2_sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/** Username + password → the active user; a passive account is refused with its own message. */
export async function authenticate(db: Db, username: string, password: string): Promise<UserRow> {
  const user = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .get();
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !user.passwordHash || !ok) throw new AppError("invalid_credentials");
  if (!user.isActive) throw new AppError("account_inactive");
  return user;
}

export async function isUsernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  const row = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`).get();
  return Boolean(row && row.id !== exceptId);
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).get();
  return Boolean(row);
}

/** A passive account awaiting the administrator's approval; a blank password is generated at approval. */
export async function registerUser(db: Db, input: { username: string; email: string; password?: string | undefined }): Promise<UserRow> {
  const fields: Record<string, string[]> = {};
  if (await isUsernameTaken(db, input.username)) fields["username"] = ["Bu kullanıcı adı zaten kullanılıyor."];
  if (await isEmailTaken(db, input.email)) fields["email"] = ["Bu e-posta adresi zaten kullanılıyor."];
  if (Object.keys(fields).length) throw new AppError("conflict", { detail: Object.values(fields)[0]![0]!, fields });
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    // The account and its registration request are written together (one D1 batch).
    const [inserted] = await db.batch([
      db
        .insert(users)
        .values({ username: input.username, email: input.email.trim().toLowerCase(), passwordHash, isActive: false, role: "user" })
        .returning(),
      fileRequestFor(db, input.username, "registration"),
    ]);
    return inserted[0]!;
  } catch {
    // The unique indexes are the last word when two registrations race.
    throw new AppError("conflict", { detail: "Bu kullanıcı adı veya e-posta adresi zaten kullanılıyor." });
  }
}

export async function getUser(db: Db, id: number): Promise<UserRow> {
  const user = await db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw new AppError("not_found");
  return user;
}

export async function updateProfile(db: Db, id: number, patch: { username?: string | undefined; first_name?: string | undefined; last_name?: string | undefined }): Promise<UserRow> {
  if (patch.username !== undefined && (await isUsernameTaken(db, patch.username, id))) {
    throw new AppError("conflict", { detail: "Bu kullanıcı adı zaten kullanılıyor.", fields: { username: ["Bu kullanıcı adı zaten kullanılıyor."] } });
  }
  const values: Partial<typeof users.$inferInsert> = {};
  if (patch.username !== undefined) values.username = patch.username;
  if (patch.first_name !== undefined) values.firstName = patch.first_name;
  if (patch.last_name !== undefined) values.lastName = patch.last_name;
  if (Object.keys(values).length) await db.update(users).set(values).where(eq(users.id, id));
  return getUser(db, id);
}

/** Deletes the account after checking its password; history and tokens go with it (ON DELETE CASCADE). */
export async function deleteAccount(db: Db, id: number, password: string): Promise<void> {
  const user = await getUser(db, id);
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    throw new AppError("invalid_credentials", { detail: "Şifre hatalı.", fields: { password: ["Şifre hatalı."] } });
  }
  await db.delete(users).where(eq(users.id, id));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).get();
}

export async function checkPassword(user: UserRow, password: string): Promise<boolean> {
  return Boolean(user.passwordHash) && (await verifyPassword(password, user.passwordHash!));
}

export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));
}
