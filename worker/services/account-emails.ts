/**
 * The e-mail flows of the account API: password reset, the set-password link of an approved account, e-mail
 * verification, e-mail change, diagnostics. Links are single use and expire; mails that carry them are marked so the
 * outbox blanks them (outbox.ts). Plain functions over D1; routes/account-emails.ts answers their messages.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { Env } from "../env.ts";
import type { EmailChange, EmailChangeConfirmation } from "../core/contracts/account-schemas.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { canonicalEmail } from "../core/contracts/email-address.ts";
import { pages } from "../core/contracts/paths.ts";
import { maskEmail } from "../lib/mask-email.ts";
import { fileRequest } from "./account-requests.ts";
import {
  assertPasswordPolicy,
  findUserByEmail,
  getUser,
  isEmailTaken,
  requirePassword,
  setPassword,
  type UserRow,
} from "./accounts.ts";
import { consumeLinkToken, newLinkToken, peekLinkToken } from "./link-tokens.ts";
import { deliverAfterCommit, deliverDue, queueEmail, type Email } from "./outbox.ts";
import { DAY_MS, guardPasswordCheck, HOUR_MS, hitRateLimit, limitKey, TOO_MANY_REQUESTS } from "./rate-limit.ts";

/** The links that set a password, with the message of a link that does not work (any reason, one sentence). */
const PASSWORD_LINKS = {
  password_reset: "Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.",
  set_password: "Şifre belirleme bağlantısı geçersiz, kullanılmış veya süresi dolmuş.",
} as const;

export type PasswordLinkPurpose = keyof typeof PASSWORD_LINKS;

/**
 * Only the per-address limit is decided before the answer; what depends on whether the address has an account — its
 * lookup and, for one, the request or the mail — runs after it (`waitUntil`), so the answer costs the same work and
 * time for every address (nothing tells who has an account). A failure there is logged, the answer already given.
 */
function afterAnswer(ctx: Pick<ExecutionContext, "waitUntil">, what: string, work: () => Promise<void>): void {
  ctx.waitUntil(
    work().catch((err: unknown) => {
      console.error(`${what} failed after the answer`, err);
    }),
  );
}

/**
 * Per-address limits of the mails anyone may ask for another address: their window is an hour, so a stranger who
 * spends an address's quota blocks its owner for at most the rest of that hour.
 */
export const ADDRESS_LIMITS = { reset: 3, verify: 5 } as const;

/**
 * A password reset request, ADDRESS_LIMITS.reset an hour per address: filed for the administrator when the address
 * belongs to an active account, nothing otherwise (the caller answers the same either way, after the limit).
 */
export async function requestPasswordReset(
  db: Db,
  secret: string | undefined,
  ctx: Pick<ExecutionContext, "waitUntil">,
  email: string,
): Promise<void> {
  await hitRateLimit(db, await limitKey(secret, "reset", email), ADDRESS_LIMITS.reset, HOUR_MS, TOO_MANY_REQUESTS);
  afterAnswer(ctx, "password reset request", async () => {
    const user = await findUserByEmail(db, email);
    if (user && user.isActive) await fileRequest(db, user.id, "password_reset");
  });
}

/**
 * A password through a mailed link: the link is checked first (nothing about the account is answered without it),
 * then the policy, before the link is used up (a refused password leaves the link working); then the link is
 * consumed, the password set, the address counted as verified (the link reached it) and every session ended.
 */
export async function setPasswordFromLink(
  db: Db,
  input: { uid: string; token: string; password: string },
  purpose: PasswordLinkPurpose,
): Promise<void> {
  const invalid = () => new AppError("validation_failed", { detail: PASSWORD_LINKS[purpose] });
  const link = await peekLinkToken(db, input.uid, input.token, purpose);
  const owner = link ? await db.select().from(users).where(eq(users.id, link.userId)).get() : undefined;
  if (!link || !owner) throw invalid();
  assertPasswordPolicy(input.password, owner, "new_password");
  if (!(await consumeLinkToken(db, input.uid, input.token, purpose))) throw invalid();
  await setPassword(db, owner, input.password, "new_password", { verifiesEmail: true });
}

/**
 * A verification link, ADDRESS_LIMITS.verify an hour per address, mailed only to an account whose address is not
 * verified yet (the caller answers the same either way, after the limit). `baseUrl`: the site the link opens.
 */
export async function sendVerificationEmail(
  db: Db,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  baseUrl: string,
  email: string,
): Promise<void> {
  await hitRateLimit(
    db,
    await limitKey(env.JWT_SECRET, "verify", email),
    ADDRESS_LIMITS.verify,
    HOUR_MS,
    TOO_MANY_REQUESTS,
  );
  afterAnswer(ctx, "verification mail", async () => {
    const user = await findUserByEmail(db, email);
    if (!user || user.emailVerified) return;
    const link = await newLinkToken(db, user.id, "verify_email");
    await db.batch([
      link.insert,
      queueEmail(db, {
        to: user.email,
        userId: user.id,
        secretExpiresAt: link.expiresAt,
        subject: "E-posta adresinizi doğrulayın",
        body: `Merhaba ${user.username},\n\nE-posta adresinizi doğrulamak için: ${baseUrl}${pages.verifyEmail.getHref(link.uid, link.token)}\n\nTarımsal Yapı Planlayıcı`,
      }),
    ]);
    deliverAfterCommit(db, env, ctx);
  });
}

/** Uses up a verification link and marks its account's address verified. */
export async function verifyEmail(db: Db, uid: string, token: string): Promise<void> {
  const row = await consumeLinkToken(db, uid, token, "verify_email");
  if (!row) throw new AppError("validation_failed", { detail: "Doğrulama bağlantısı geçersiz veya süresi dolmuş." });
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, row.userId));
}

/**
 * A logged-in user's e-mail change, 3 a day per account: the password under the login back-off (per username and,
 * when known, per `client`), a free address; filed for the administrator, who mails the confirmation link.
 */
export async function requestEmailChange(
  db: Db,
  secret: string | undefined,
  caller: { userId: number; client: string | undefined },
  input: EmailChange,
): Promise<void> {
  await hitRateLimit(db, await limitKey(secret, "email-change", caller.userId), 3, DAY_MS, TOO_MANY_REQUESTS);
  const user = await getUser(db, caller.userId);
  await guardPasswordCheck(db, secret, { username: user.username, client: caller.client }, () =>
    requirePassword(user, input.password, "password"),
  );
  if (await isEmailTaken(db, input.new_email)) {
    throw new AppError("conflict", {
      detail: "Bu e-posta adresi zaten kullanılıyor.",
      fields: { new_email: ["Bu e-posta adresi zaten kullanılıyor."] },
    });
  }
  await fileRequest(db, caller.userId, "email_change", canonicalEmail(input.new_email));
}

/**
 * The notice to the previous address once the change is made: the new address masked (the old mailbox may no longer
 * be the user's, e.g. a former employer's, so it is not handed the new one; its owner still recognises their own),
 * and what to do if the change was not theirs. No link: nothing in it works on the account.
 */
function emailChangedNotice(user: UserRow, newEmail: string, baseUrl: string): Email {
  return {
    to: user.email,
    userId: user.id,
    subject: "Hesabınızın e-posta adresi değiştirildi",
    body:
      `Merhaba ${user.username},\n\nTarımsal Yapı Planlayıcı hesabınızın (${baseUrl}) e-posta adresi ${maskEmail(newEmail)} olarak değiştirildi. ` +
      `Bu adrese (${user.email}) hesabınızla ilgili e-posta artık gönderilmeyecek.\n\n` +
      `Bu değişikliği siz yapmadıysanız hesabınız başkasının eline geçmiş olabilir: hemen Tarımsal Yapı Planlayıcı yöneticisine başvurun ve bu e-postayı iletin. ` +
      `"Şifremi unuttum" bağlantısı yeni adrese gider; bu durumda size yardımcı olamaz.\n\nTarımsal Yapı Planlayıcı`,
  };
}

/**
 * The confirmation link of an approved e-mail change (10 tries a day per link, counted on the token: only its holder
 * spends them, however many strangers try the same uid): the link is checked without being used up, then the address
 * must be the one approved — a wrong address leaves the link working — and only then is the link consumed. The
 * account then has the address, verified, and — when the address really changed — the previous address is told in
 * the same D1 batch (delivered after the answer). `baseUrl`: the site named in that notice.
 */
export async function confirmEmailChange(
  db: Db,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  baseUrl: string,
  input: EmailChangeConfirmation,
): Promise<void> {
  await hitRateLimit(db, await limitKey(env.JWT_SECRET, "confirm-email", input.token), 10, DAY_MS, TOO_MANY_REQUESTS);
  const invalid = () =>
    new AppError("validation_failed", {
      detail: "E-posta değişikliği onaylanamadı. Link geçersiz veya süresi dolmuş olabilir.",
    });
  const link = await peekLinkToken(db, input.uid, input.token, "email_change");
  if (!link?.newEmail || canonicalEmail(link.newEmail) !== canonicalEmail(input.new_email)) throw invalid();
  const row = await consumeLinkToken(db, input.uid, input.token, "email_change");
  if (!row?.newEmail) throw invalid();
  const user = await db.select().from(users).where(eq(users.id, row.userId)).get();
  if (!user) throw invalid();
  const change = db.update(users).set({ email: row.newEmail, emailVerified: true }).where(eq(users.id, user.id));
  const changed = canonicalEmail(row.newEmail) !== canonicalEmail(user.email);
  try {
    if (changed) await db.batch([change, queueEmail(db, emailChangedNotice(user, row.newEmail, baseUrl))]);
    else await change;
  } catch {
    throw new AppError("conflict", { detail: "Bu e-posta adresi zaten kullanılıyor." });
  }
  if (changed) deliverAfterCommit(db, env, ctx);
}

/** The administrator's test of the e-mail settings: one mail queued, then the queue delivered; answers how many went. */
export async function sendTestEmail(db: Db, env: Env, input: { email: string; type: string }): Promise<number> {
  await queueEmail(db, {
    to: input.email,
    subject: `Deneme e-postası (${input.type})`,
    body: "Bu, Tarımsal Yapı Planlayıcı e-posta ayarlarını denemek için gönderilmiş bir iletidir.",
  });
  return deliverDue(db, env);
}
