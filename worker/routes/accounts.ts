import { Hono, type Context } from "hono";
import {
  changePasswordSchema,
  checkValueSchema,
  deleteAccountSchema,
  profileSchema,
  registerSchema,
  type ChangePasswordAnswer,
  type ProfileAnswer,
  type UniqueCheckDto,
  type UserDto,
} from "../core/contracts/account-schemas.ts";
import type { ApiMessage } from "../core/contracts/api.ts";
import type { Db } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { requireUser } from "../middleware/auth.ts";
import { clientAddress, loginClient } from "../lib/client.ts";
import { validate } from "../lib/validate.ts";
import {
  changePassword,
  deleteAccount,
  getUser,
  isEmailTaken,
  isUsernameTaken,
  registerUser,
  requirePassword,
  toAuthUser,
  toUserDto,
  updateProfile,
} from "../services/accounts.ts";
import {
  guardPasswordCheck,
  HOUR_MS,
  hitRateLimit,
  limitKey,
  MINUTE_MS,
  TOO_MANY_REGISTRATIONS,
  TOO_MANY_REQUESTS,
} from "../services/rate-limit.ts";
import { endSessions, issueSession } from "../services/tokens.ts";

const TAKEN = "Bu değer zaten kullanılıyor";
/** Uniqueness checks per client and minute: enough for typing, too few for harvesting addresses. */
export const UNIQUE_CHECKS_PER_MINUTE = 30;
export const REGISTRATIONS_PER_HOUR = 20;

/** Both uniqueness checks: one per-client limit (UNIQUE_CHECKS_PER_MINUTE), then the lookup. */
async function uniqueAnswer(
  c: Context<AppEnv>,
  isTaken: (db: Db, value: string) => Promise<boolean>,
  value: string,
): Promise<UniqueCheckDto> {
  const db = c.get("db");
  const key = await limitKey(c.env.JWT_SECRET, "unique-check", clientAddress(c));
  await hitRateLimit(db, key, UNIQUE_CHECKS_PER_MINUTE, MINUTE_MS, TOO_MANY_REQUESTS);
  const taken = await isTaken(db, value);
  return { is_unique: !taken, message: taken ? TAKEN : "Kullanılabilir" };
}

export const accountRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerSchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    await hitRateLimit(
      db,
      await limitKey(c.env.JWT_SECRET, "register", clientAddress(c)),
      REGISTRATIONS_PER_HOUR,
      HOUR_MS,
      TOO_MANY_REGISTRATIONS,
    );
    await registerUser(db, { username: body.username, email: body.email, password: body.password || undefined });
    return c.json(
      {
        success: true,
        message:
          "Kayıt talebiniz alındı. Hesabınız yönetici onayından sonra etkinleştirilecek; şifre belirlemediyseniz şifrenizi belirleme bağlantısı e-posta ile gönderilecektir.",
      } satisfies ApiMessage,
      201,
    );
  })
  .post("/check-username", validate("json", checkValueSchema), async (c) =>
    c.json(await uniqueAnswer(c, isUsernameTaken, c.req.valid("json").value)),
  )
  .post("/check-email", validate("json", checkValueSchema), async (c) =>
    c.json(await uniqueAnswer(c, isEmailTaken, c.req.valid("json").value)),
  )
  .get("/me", requireUser, async (c) =>
    c.json(toUserDto(await getUser(c.get("db"), c.get("user").id)) satisfies UserDto),
  )
  .patch("/me", requireUser, validate("json", profileSchema), async (c) => {
    const user = await updateProfile(c.get("db"), c.get("user").id, c.req.valid("json"));
    return c.json({
      success: true,
      message: "Profil bilgileriniz güncellendi.",
      data: toUserDto(user),
    } satisfies ProfileAnswer);
  })
  // The password change: the current password (under the login back-off), the policy; every session ends, this
  // browser gets a fresh one.
  .post("/me/password", requireUser, validate("json", changePasswordSchema), async (c) => {
    const { current_password, new_password } = c.req.valid("json");
    const db = c.get("db");
    const user = await getUser(db, c.get("user").id);
    await guardPasswordCheck(db, c.env.JWT_SECRET, { username: user.username, client: loginClient(c) }, () =>
      requirePassword(user, current_password, "current_password", "Mevcut şifreniz hatalı."),
    );
    await changePassword(db, user, current_password, new_password);
    const session = await issueSession(db, c.env.JWT_SECRET, toAuthUser(await getUser(db, user.id)));
    return c.json({
      success: true,
      message: "Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.",
      ...session,
    } satisfies ChangePasswordAnswer);
  })
  .post("/me/logout", requireUser, async (c) => {
    await endSessions(c.get("db"), c.get("user").id);
    return c.json({ success: true, message: "Başarıyla çıkış yaptınız." } satisfies ApiMessage);
  })
  .delete("/me/delete-account", requireUser, validate("json", deleteAccountSchema), async (c) => {
    const db = c.get("db");
    const user = await getUser(db, c.get("user").id);
    await guardPasswordCheck(db, c.env.JWT_SECRET, { username: user.username, client: loginClient(c) }, () =>
      requirePassword(user, c.req.valid("json").password, "password"),
    );
    await deleteAccount(db, c.env.JWT_SECRET, user);
    return c.json({ success: true, message: "Hesabınız ve kayıtlı hesaplamalarınız silindi." } satisfies ApiMessage);
  });
