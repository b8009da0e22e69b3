/**
 * The e-mail flows of the account API (services/account-emails.ts): password reset, the set-password link of an
 * approved account, e-mail verification, e-mail change, diagnostics. Each route validates, calls the service and
 * answers its Turkish message.
 */
import { Hono } from "hono";
import {
  confirmEmailChangeSchema,
  emailOnlySchema,
  requestEmailChangeSchema,
  resetPasswordSchema,
  setPasswordSchema,
  testEmailSchema,
  verifyEmailSchema,
} from "../core/contracts/account-schemas.ts";
import type { ApiMessage, ApiNotice } from "../core/contracts/api.ts";
import type { AppEnv } from "../env.ts";
import { loginClient } from "../lib/client.ts";
import { validate } from "../lib/validate.ts";
import { requireAdmin } from "../middleware/admin.ts";
import { requireUser } from "../middleware/auth.ts";
import {
  ADDRESS_LIMITS,
  confirmEmailChange,
  requestEmailChange,
  requestPasswordReset,
  sendTestEmail,
  sendVerificationEmail,
  setPasswordFromLink,
  verifyEmail,
} from "../services/account-emails.ts";
import { transportName } from "../services/email-transports.ts";
import { publicBaseUrl } from "../lib/public-url.ts";

const RESET_ANSWER = `Talebiniz alındı. Bu adrese kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı yönetici onayından sonra e-posta adresinize gönderilecektir. Saatte en fazla ${ADDRESS_LIMITS.reset} talep yapılabilir.`;
const VERIFIED_ANSWER = "E-posta adresiniz başarıyla doğrulandı! Artık giriş yapabilirsiniz.";

export const accountEmailRoutes = new Hono<AppEnv>()
  // The same answer whether the address exists or not; the second path is the older name.
  .post("/password-reset-request", validate("json", emailOnlySchema), async (c) => {
    await requestPasswordReset(c.get("db"), c.env.JWT_SECRET, c.executionCtx, c.req.valid("json").email);
    return c.json({ success: true, detail: RESET_ANSWER, message: RESET_ANSWER } satisfies ApiNotice);
  })
  .post("/request-password-reset", validate("json", emailOnlySchema), async (c) => {
    await requestPasswordReset(c.get("db"), c.env.JWT_SECRET, c.executionCtx, c.req.valid("json").email);
    return c.json({ success: true, detail: RESET_ANSWER, message: RESET_ANSWER } satisfies ApiNotice);
  })
  .post("/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { uid, token, new_password } = c.req.valid("json");
    await setPasswordFromLink(c.get("db"), { uid, token, password: new_password }, "password_reset");
    return c.json({
      success: true,
      message: "Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.",
    } satisfies ApiMessage);
  })
  .post("/set-password", validate("json", setPasswordSchema), async (c) => {
    const { uid, token, new_password } = c.req.valid("json");
    await setPasswordFromLink(c.get("db"), { uid, token, password: new_password }, "set_password");
    return c.json({ success: true, message: "Şifreniz belirlendi. Artık giriş yapabilirsiniz." } satisfies ApiMessage);
  })
  .post("/send-verification", validate("json", emailOnlySchema), async (c) => {
    const baseUrl = publicBaseUrl(c.env, c.req.url);
    await sendVerificationEmail(c.get("db"), c.env, c.executionCtx, baseUrl, c.req.valid("json").email);
    return c.json({
      success: true,
      message: "Doğrulama maili gönderildi! Email adresinizi kontrol edin.",
    } satisfies ApiMessage);
  })
  .post("/verify-email", validate("json", verifyEmailSchema), async (c) => {
    const { uid, token } = c.req.valid("json");
    await verifyEmail(c.get("db"), uid, token);
    return c.json({ success: true, detail: VERIFIED_ANSWER, message: VERIFIED_ANSWER } satisfies ApiNotice);
  })
  .post("/request-email-change", requireUser, validate("json", requestEmailChangeSchema), async (c) => {
    const caller = { userId: c.get("user").id, client: loginClient(c) };
    await requestEmailChange(c.get("db"), c.env.JWT_SECRET, caller, c.req.valid("json"));
    return c.json({
      success: true,
      message:
        "E-posta değişikliği talebiniz alındı. Yönetici onayından sonra (1-2 iş günü) yeni adresinize onay bağlantısı gönderilecektir.",
    } satisfies ApiMessage);
  })
  .post("/confirm-email-change", validate("json", confirmEmailChangeSchema), async (c) => {
    const baseUrl = publicBaseUrl(c.env, c.req.url);
    await confirmEmailChange(c.get("db"), c.env, c.executionCtx, baseUrl, c.req.valid("json"));
    return c.json({ success: true, message: "E-posta adresiniz başarıyla değiştirildi!" } satisfies ApiMessage);
  })
  .get("/test-email-connection", ...requireAdmin, (c) =>
    c.json({
      success: true as const,
      transport: transportName(c.env),
      message: `E-posta aktarımı: ${transportName(c.env)} (mesajlar önce gönderim kuyruğuna yazılır).`,
    }),
  )
  .post("/test-email", ...requireAdmin, validate("json", testEmailSchema), async (c) => {
    const delivered = await sendTestEmail(c.get("db"), c.env, c.req.valid("json"));
    return c.json({ success: true as const, message: "Deneme e-postası gönderim kuyruğuna yazıldı.", delivered });
  });
