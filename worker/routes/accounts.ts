import { Hono } from "hono";
import { checkValueSchema, deleteAccountSchema, profileSchema, registerSchema } from "../contracts/account-schemas.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { requireUser } from "../lib/auth.ts";
import { validate } from "../lib/validate.ts";
import { deleteAccount, getUser, isEmailTaken, isUsernameTaken, registerUser, toUserDto, updateProfile } from "../services/accounts.ts";
import { hitRateLimit, TOO_MANY_REGISTRATIONS } from "../services/rate-limit.ts";
import { revokeUserTokens } from "../services/tokens.ts";

const TAKEN = "Bu değer zaten kullanılıyor";

export const accountRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerSchema), async (c) => {
    const body = c.req.valid("json");
    await hitRateLimit(getDb(c.env.DB), `register:${c.req.header("CF-Connecting-IP") ?? "yerel"}`, 20, 60 * 60 * 1000, TOO_MANY_REGISTRATIONS);
    await registerUser(getDb(c.env.DB), { username: body.username, email: body.email, password: body.password || undefined });
    return c.json(
      {
        success: true as const,
        message: "Kayıt talebiniz alındı. Hesabınız yönetici onayından sonra etkinleştirilecek ve giriş bilgileriniz e-posta ile gönderilecektir.",
      },
      201,
    );
  })
  .post("/check-username", validate("json", checkValueSchema), async (c) => {
    const taken = await isUsernameTaken(getDb(c.env.DB), c.req.valid("json").value);
    return c.json({ is_unique: !taken, message: taken ? TAKEN : "Kullanılabilir" });
  })
  .post("/check-email", validate("json", checkValueSchema), async (c) => {
    const taken = await isEmailTaken(getDb(c.env.DB), c.req.valid("json").value);
    return c.json({ is_unique: !taken, message: taken ? TAKEN : "Kullanılabilir" });
  })
  .get("/me", requireUser, async (c) => c.json(toUserDto(await getUser(getDb(c.env.DB), c.get("user").id))))
  .patch("/me", requireUser, validate("json", profileSchema), async (c) => {
    const user = await updateProfile(getDb(c.env.DB), c.get("user").id, c.req.valid("json"));
    return c.json({ success: true as const, message: "Profil bilgileriniz güncellendi.", data: toUserDto(user) });
  })
  .post("/me/logout", requireUser, async (c) => {
    await revokeUserTokens(getDb(c.env.DB), c.get("user").id);
    return c.json({ success: true as const, message: "Başarıyla çıkış yaptınız." });
  })
  .delete("/me/delete-account", requireUser, validate("json", deleteAccountSchema), async (c) => {
    await deleteAccount(getDb(c.env.DB), c.get("user").id, c.req.valid("json").password);
    return c.json({ success: true as const, message: "Hesabınız ve kayıtlı hesaplamalarınız silindi." });
  });
