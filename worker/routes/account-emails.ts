/**
 * The e-mail flows of the shell spec §7: password reset, the set-password link of an approved account, e-mail
 * verification, e-mail change, diagnostics. Links are single use and expire; mails that carry them are marked so the
 * outbox blanks them (services/outbox.ts).
 */
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  confirmEmailChangeSchema,
  emailOnlySchema,
  requestEmailChangeSchema,
  resetPasswordSchema,
  setPasswordSchema,
  testEmailSchema,
  verifyEmailSchema,
} from "../contracts/account-schemas.ts";
import { users } from "../db/schema.ts";
import type { AppEnv } from "../env.ts";
import { requireAdmin } from "../middleware/admin.ts";
import { AppError } from "../lib/app-error.ts";
import { requireUser } from "../middleware/auth.ts";
import { loginClient } from "../lib/client.ts";
import { validate } from "../lib/validate.ts";
import { fileRequest } from "../services/account-requests.ts";
import {
  assertPasswordPolicy,
  findUserByEmail,
  getUser,
  isEmailTaken,
  requirePassword,
  setPassword,
} from "../services/accounts.ts";
import { consumeLinkToken, newLinkToken, peekLinkToken, type LinkPurpose } from "../services/link-tokens.ts";
import { deliverAfterCommit, deliverQueued, queueEmail, transportName } from "../services/outbox.ts";
import { DAY_MS, guardPasswordCheck, hitRateLimit, limitKey, TOO_MANY_REQUESTS } from "../services/rate-limit.ts";

const RESET_ANSWER =
  "Talebiniz alındı. Bu adrese kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı yönetici onayından sonra e-posta adresinize gönderilecektir. Günde en fazla 3 talep yapılabilir.";

const baseUrl = (c: Context<AppEnv>) => c.env.PUBLIC_BASE_URL ?? new URL(c.req.url).origin;

/**
 * A password through a mailed link: the link is checked first (nothing about the account is answered without it),
 * then the policy, before the link is used up (a refused password leaves the link working); then the link is
 * consumed, the password set, the address counted as verified (the link reached it) and every session ended.
 */
async function passwordFromLink(
  c: Context<AppEnv>,
  input: { uid: string; token: string; password: string },
  purpose: LinkPurpose,
  invalid: string,
) {
  const db = c.get("db");
  const link = await peekLinkToken(db, input.uid, input.token, purpose);
  const owner = link ? await db.select().from(users).where(eq(users.id, link.userId)).get() : undefined;
  if (!link || !owner) throw new AppError("validation_failed", { detail: invalid });
  assertPasswordPolicy(input.password, owner, "new_password");
  if (!(await consumeLinkToken(db, input.uid, input.token, purpose)))
    throw new AppError("validation_failed", { detail: invalid });
  await setPassword(db, owner, input.password, "new_password", { verifiesEmail: true });
}

async function passwordResetRequest(c: Context<AppEnv>, emailAddress: string) {
  const db = c.get("db");
  await hitRateLimit(db, await limitKey(c.env.JWT_SECRET, "reset", emailAddress), 3, DAY_MS, TOO_MANY_REQUESTS);
  const user = await findUserByEmail(db, emailAddress);
  // The same answer whether the address exists or not.
  if (user && user.isActive) await fileRequest(db, user.id, "password_reset");
  return c.json({ success: true as const, detail: RESET_ANSWER, message: RESET_ANSWER });
}

export const accountEmailRoutes = new Hono<AppEnv>()
  .post("/password-reset-request", validate("json", emailOnlySchema), (c) =>
    passwordResetRequest(c, c.req.valid("json").email),
  )
  .post("/request-password-reset", validate("json", emailOnlySchema), (c) =>
    passwordResetRequest(c, c.req.valid("json").email),
  )
  .post("/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { uid, token, new_password } = c.req.valid("json");
    await passwordFromLink(
      c,
      { uid, token, password: new_password },
      "password_reset",
      "Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.",
    );
    return c.json({ success: true as const, message: "Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz." });
  })
  .post("/set-password", validate("json", setPasswordSchema), async (c) => {
    const { uid, token, new_password } = c.req.valid("json");
    await passwordFromLink(
      c,
      { uid, token, password: new_password },
      "set_password",
      "Şifre belirleme bağlantısı geçersiz, kullanılmış veya süresi dolmuş.",
    );
    return c.json({ success: true as const, message: "Şifreniz belirlendi. Artık giriş yapabilirsiniz." });
  })
  .post("/send-verification", validate("json", emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    const db = c.get("db");
    await hitRateLimit(db, await limitKey(c.env.JWT_SECRET, "verify", email), 5, DAY_MS, TOO_MANY_REQUESTS);
    const user = await findUserByEmail(db, email);
    if (user && !user.emailVerified) {
      const link = await newLinkToken(db, user.id, "verify_email");
      await db.batch([
        link.insert,
        queueEmail(db, {
          to: user.email,
          userId: user.id,
          secretExpiresAt: link.expiresAt,
          subject: "E-posta adresinizi doğrulayın",
          body: `Merhaba ${user.username},\n\nE-posta adresinizi doğrulamak için: ${baseUrl(c)}/verify-email/${link.uid}/${link.token}\n\nTarımsal Yapı Planlayıcı`,
        }),
      ]);
      await deliverAfterCommit(db, c.env);
    }
    return c.json({ success: true as const, message: "Doğrulama maili gönderildi! Email adresinizi kontrol edin." });
  })
  .post("/verify-email", validate("json", verifyEmailSchema), async (c) => {
    const { uid, token } = c.req.valid("json");
    const db = c.get("db");
    const row = await consumeLinkToken(db, uid, token, "verify_email");
    if (!row) throw new AppError("validation_failed", { detail: "Doğrulama bağlantısı geçersiz veya süresi dolmuş." });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, row.userId));
    const message = "E-posta adresiniz başarıyla doğrulandı! Artık giriş yapabilirsiniz.";
    return c.json({ success: true as const, detail: message, message });
  })
  .post("/request-email-change", requireUser, validate("json", requestEmailChangeSchema), async (c) => {
    const { new_email, password } = c.req.valid("json");
    const db = c.get("db");
    const me = c.get("user");
    await hitRateLimit(db, await limitKey(c.env.JWT_SECRET, "email-change", me.id), 3, DAY_MS, TOO_MANY_REQUESTS);
    const user = await getUser(db, me.id);
    await guardPasswordCheck(db, c.env.JWT_SECRET, { username: user.username, client: loginClient(c) }, () =>
      requirePassword(user, password, "password"),
    );
    if (await isEmailTaken(db, new_email)) {
      throw new AppError("conflict", {
        detail: "Bu e-posta adresi zaten kullanılıyor.",
        fields: { new_email: ["Bu e-posta adresi zaten kullanılıyor."] },
      });
    }
    await fileRequest(db, me.id, "email_change", new_email.toLowerCase());
    return c.json({
      success: true as const,
      message:
        "E-posta değişikliği talebiniz alındı. Yönetici onayından sonra (1-2 iş günü) yeni adresinize onay bağlantısı gönderilecektir.",
    });
  })
  .post("/confirm-email-change", validate("json", confirmEmailChangeSchema), async (c) => {
    const { uid, token, new_email } = c.req.valid("json");
    const db = c.get("db");
    await hitRateLimit(db, await limitKey(c.env.JWT_SECRET, "confirm-email", uid), 10, DAY_MS, TOO_MANY_REQUESTS);
    const row = await consumeLinkToken(db, uid, token, "email_change");
    if (!row || (row.newEmail ?? "").toLowerCase() !== new_email.trim().toLowerCase()) {
      throw new AppError("validation_failed", {
        detail: "E-posta değişikliği onaylanamadı. Link geçersiz veya süresi dolmuş olabilir.",
      });
    }
    try {
      await db.update(users).set({ email: row.newEmail!, emailVerified: true }).where(eq(users.id, row.userId));
    } catch {
      throw new AppError("conflict", { detail: "Bu e-posta adresi zaten kullanılıyor." });
    }
    return c.json({ success: true as const, message: "E-posta adresiniz başarıyla değiştirildi!" });
  })
  .get("/test-email-connection", ...requireAdmin, (c) =>
    c.json({
      success: true as const,
      transport: transportName(c.env),
      message: `E-posta aktarımı: ${transportName(c.env)} (mesajlar önce gönderim kuyruğuna yazılır).`,
    }),
  )
  .post("/test-email", ...requireAdmin, validate("json", testEmailSchema), async (c) => {
    const { email, type } = c.req.valid("json");
    const db = c.get("db");
    await queueEmail(db, {
      to: email,
      subject: `Deneme e-postası (${type})`,
      body: "Bu, Tarımsal Yapı Planlayıcı e-posta ayarlarını denemek için gönderilmiş bir iletidir.",
    });
    const delivered = await deliverQueued(db, c.env);
    return c.json({ success: true as const, message: "Deneme e-postası gönderim kuyruğuna yazıldı.", delivered });
  });
