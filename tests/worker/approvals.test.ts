/** Approval flows end to end through the outbox: read the mail, follow the link. */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { hashPassword } from "@worker/lib/password.ts";
import { json, linkIn, PASSWORD, send } from "./helpers.ts";

async function makeUser(username: string, role: "user" | "admin" = "user", password = PASSWORD) {
  await env.DB.prepare("INSERT INTO users (username, email, password_hash, is_active, role) VALUES (?1, ?2, ?3, 1, ?4)")
    .bind(username, `${username}@ornek.com`, await hashPassword(password, 1000), role)
    .run();
  const res = await send("POST", "/api/token/", { username, password });
  return (await json<{ access: string }>(res)).access;
}

interface Mail {
  toAddress: string;
  subject: string;
  body: string;
  status: string;
}
/** The newest mail to `address` (waiting for it: mails that answer a visitor are written after the answer). */
async function lastMailTo(admin: string, address: string): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const out = await json<{ data: Mail[] }>(await send("GET", "/api/admin/outbox/", undefined, admin));
      const mail = out.data.find((m) => m.toAddress === address);
      if (!mail) throw new Error(`no mail to ${address}`);
      return mail;
    },
    { timeout: 10_000, interval: 50 },
  );
}
/** The pending request (waiting for it: a reset request is filed after the answer). */
async function pendingId(admin: string, username: string, kind: string): Promise<number> {
  return vi.waitFor(
    async () => {
      const list = await json<{ data: { id: number; username: string; kind: string }[] }>(
        await send("GET", "/api/admin/requests/", undefined, admin),
      );
      const r = list.data.find((x) => x.username === username && x.kind === kind);
      if (!r) throw new Error(`no ${kind} request of ${username}`);
      return r.id;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe("the administrator's API", () => {
  it("is closed to visitors (401) and to ordinary users (403)", async () => {
    const user = await makeUser("siradan_uye");
    expect((await send("GET", "/api/admin/requests/")).status).toBe(401);
    const res = await send("GET", "/api/admin/requests/", undefined, user);
    expect(res.status).toBe(403);
    expect((await json<ApiError>(res)).detail).toBe("Bu işlem için yetkiniz bulunmuyor.");
  });
});

describe("registration approval", () => {
  it("activates an account registered without a password and mails a single-use set-password link, never a password", async () => {
    const admin = await makeUser("yonetici_1", "admin");
    expect(
      (await send("POST", "/api/accounts/register/", { email: "ciftci@ornek.com", username: "ciftci_ali" })).status,
    ).toBe(201);
    const id = await pendingId(admin, "ciftci_ali", "registration");
    expect((await send("POST", `/api/admin/requests/${id}/approve/`, undefined, admin)).status).toBe(200);
    // Delivery runs in waitUntil, after the answer.
    const mail = await vi.waitFor(
      async () => {
        const m = await lastMailTo(admin, "ciftci@ornek.com");
        expect(m.status).toBe("sent");
        return m;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(mail.subject).toBe("Hesabınız onaylandı: şifrenizi belirleyin");
    expect(mail.body).not.toMatch(/Şifre:/);
    const { uid, token } = linkIn(mail.body, "/set-password");
    // No password exists until the link is used.
    const row = await env.DB.prepare("SELECT password_hash, is_active FROM users WHERE username = 'ciftci_ali'").first<{
      password_hash: string | null;
      is_active: number;
    }>();
    expect(row).toEqual({ password_hash: null, is_active: 1 });
    const weak = await send("POST", "/api/accounts/set-password/", { uid, token, new_password: "galatasaray1905" });
    expect(weak.status).toBe(400);
    expect(await json<ApiError>(weak)).toMatchObject({
      code: "weak_password",
      fields: { new_password: [expect.stringContaining("yaygın")] },
    });
    // A refused password leaves the link working.
    expect(
      (await send("POST", "/api/accounts/set-password/", { uid, token, new_password: "Zeytin-Dali-Yesil-7" })).status,
    ).toBe(200);
    const reuse = await send("POST", "/api/accounts/set-password/", { uid, token, new_password: "Baska-Bir-Sifre-9" });
    expect(reuse.status).toBe(400);
    expect((await json<ApiError>(reuse)).detail).toBe(
      "Şifre belirleme bağlantısı geçersiz, kullanılmış veya süresi dolmuş.",
    );
    const login = await send("POST", "/api/token/", { username: "ciftci_ali", password: "Zeytin-Dali-Yesil-7" });
    expect(login.status).toBe(200);
    // The link reached the address: it counts as verified.
    expect(
      (
        await env.DB.prepare("SELECT email_verified FROM users WHERE username = 'ciftci_ali'").first<{
          email_verified: number;
        }>()
      )?.email_verified,
    ).toBe(1);
    // decided once only; audit written
    expect((await send("POST", `/api/admin/requests/${id}/approve/`, undefined, admin)).status).toBe(409);
    const audit = await json<{ data: { action: string; target: string }[] }>(
      await send("GET", "/api/admin/audit/", undefined, admin),
    );
    expect(audit.data[0]).toMatchObject({ action: "registration.approve" });
    expect(audit.data[0]?.target).toContain("ciftci_ali");
  });

  it("rejecting leaves the account passive and tells the user", async () => {
    const admin = await makeUser("yonetici_2", "admin");
    await send("POST", "/api/accounts/register/", {
      email: "red@ornek.com",
      username: "red_edilen",
      password: "Kirmizi-Kapi-44",
    });
    const id = await pendingId(admin, "red_edilen", "registration");
    // A rejection needs its reason: without one, nothing is decided.
    for (const body of [undefined, {}, { reason: "   " }, { reason: "kısa" }, { reason: "x".repeat(501) }]) {
      const refused = await send("POST", `/api/admin/requests/${id}/reject/`, body, admin);
      expect(refused.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(refused.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await json<ApiError>(await send("POST", `/api/admin/requests/${id}/reject/`, {}, admin))).detail).toBe(
      "Reddetme gerekçesini yazın.",
    );
    expect(await pendingId(admin, "red_edilen", "registration")).toBe(id);
    const reason = "Kayıt bilgileri bir çiftçiye ait görünmüyor.";
    expect((await send("POST", `/api/admin/requests/${id}/reject/`, { reason }, admin)).status).toBe(200);
    const mail = await lastMailTo(admin, "red@ornek.com");
    expect(mail.subject).toBe("Kayıt talebiniz reddedildi");
    // The reason and whom to ask (ADMIN_CONTACT, wrangler.toml) are in the mail; the reason also in the audit.
    expect(mail.body).toContain(`Gerekçe: ${reason}`);
    expect(mail.body).toContain("Sorularınız için: yonetici@example.com");
    const audit = await json<{ data: { action: string; detail: string }[] }>(
      await send("GET", "/api/admin/audit/", undefined, admin),
    );
    expect(audit.data[0]).toMatchObject({ action: "registration.reject", detail: `gerekçe: ${reason}` });
    expect(
      (await json<ApiError>(await send("POST", "/api/token/", { username: "red_edilen", password: "Kirmizi-Kapi-44" })))
        .code,
    ).toBe("account_inactive");
  });
});

describe("password reset", () => {
  it("answers the same for unknown addresses, limits to 3 a day, and resets through the approved link", async () => {
    const admin = await makeUser("yonetici_3", "admin");
    const oldSession = await makeUser("unutkan", "user", "Eski-Parola-Kapisi");
    const unknown = await json<{ detail: string }>(
      await send("POST", "/api/accounts/password-reset-request/", { email: "kimse@ornek.com" }),
    );
    const known = await json<{ detail: string }>(
      await send("POST", "/api/accounts/request-password-reset/", { email: "unutkan@ornek.com" }),
    );
    expect(known.detail).toBe(unknown.detail);
    const id = await pendingId(admin, "unutkan", "password_reset");
    await send("POST", `/api/admin/requests/${id}/approve/`, undefined, admin);
    const { uid, token } = linkIn((await lastMailTo(admin, "unutkan@ornek.com")).body, "/reset-password");

    const short = await send("POST", "/api/accounts/reset-password/", { uid, token, new_password: "abcd" });
    expect((await json<ApiError>(short)).detail).toBe("Şifre en az 10 karakter olmalıdır.");
    const missing = await send("POST", "/api/accounts/reset-password/", { uid, token });
    expect((await json<ApiError>(missing)).detail).toBe("Tüm alanları doldurun");
    expect(
      (await send("POST", "/api/accounts/reset-password/", { uid, token, new_password: "Yeni-Parola-Kapisi" })).status,
    ).toBe(200);
    // The reset ended the old session at once.
    expect((await send("GET", "/api/accounts/me/", undefined, oldSession)).status).toBe(401);
    expect((await send("POST", "/api/token/", { username: "unutkan", password: "Yeni-Parola-Kapisi" })).status).toBe(
      200,
    );
    const again = await send("POST", "/api/accounts/reset-password/", {
      uid,
      token,
      new_password: "Baska-Parola-Kapisi",
    });
    expect(again.status).toBe(400);
    expect((await json<ApiError>(again)).detail).toBe("Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.");

    for (let i = 0; i < 2; i++)
      await send("POST", "/api/accounts/password-reset-request/", { email: "unutkan@ornek.com" });
    const limited = await send("POST", "/api/accounts/password-reset-request/", { email: "unutkan@ornek.com" });
    expect(limited.status).toBe(429);
    expect((await json<ApiError>(limited)).detail).toBe(
      "Çok fazla istek gönderiyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.",
    );
  });
});

describe("e-mail verification and change", () => {
  it("verifies through the e-mailed link", async () => {
    const admin = await makeUser("yonetici_4", "admin");
    await makeUser("dogrulanacak");
    expect(
      (
        await json<{ message: string }>(
          await send("POST", "/api/accounts/send-verification/", { email: "dogrulanacak@ornek.com" }),
        )
      ).message,
    ).toBe("Doğrulama maili gönderildi! Email adresinizi kontrol edin.");
    const { uid, token } = linkIn((await lastMailTo(admin, "dogrulanacak@ornek.com")).body, "/verify-email");
    expect((await send("POST", "/api/accounts/verify-email/", { uid, token: token.slice(0, -2) + "xx" })).status).toBe(
      400,
    );
    const ok = await send("POST", "/api/accounts/verify-email/", { uid, token });
    expect((await json<{ message: string }>(ok)).message).toBe(
      "E-posta adresiniz başarıyla doğrulandı! Artık giriş yapabilirsiniz.",
    );
    const row = await env.DB.prepare("SELECT email_verified FROM users WHERE username = 'dogrulanacak'").first<{
      email_verified: number;
    }>();
    expect(row?.email_verified).toBe(1);
  });

  it("changes the e-mail after approval and confirmation", async () => {
    const admin = await makeUser("yonetici_5", "admin");
    const user = await makeUser("tasinan", "user");
    const missing = await send("POST", "/api/accounts/request-email-change/", { new_email: "" }, user);
    expect((await json<ApiError>(missing)).detail).toBe("Yeni e-posta ve mevcut şifre gereklidir.");
    expect(
      (
        await send(
          "POST",
          "/api/accounts/request-email-change/",
          { new_email: "yeni@ornek.com", password: "yanlis" },
          user,
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await send(
          "POST",
          "/api/accounts/request-email-change/",
          { new_email: "yeni@ornek.com", password: PASSWORD },
          user,
        )
      ).status,
    ).toBe(200);
    const id = await pendingId(admin, "tasinan", "email_change");
    await send("POST", `/api/admin/requests/${id}/approve/`, undefined, admin);
    const mail = await lastMailTo(admin, "yeni@ornek.com");
    const { uid, token } = linkIn(mail.body, "/email-change");
    const wrongAddress = await send("POST", "/api/accounts/confirm-email-change/", {
      uid,
      token,
      new_email: "baska@ornek.com",
    });
    expect((await json<ApiError>(wrongAddress)).detail).toBe(
      "E-posta değişikliği onaylanamadı. Link geçersiz veya süresi dolmuş olabilir.",
    );
    const row = await env.DB.prepare("SELECT email FROM users WHERE username = 'tasinan'").first<{ email: string }>();
    expect(row?.email).toBe("tasinan@ornek.com");
    // A wrong address does not use the link up: the right one still confirms it.
    const right = await send("POST", "/api/accounts/confirm-email-change/", {
      uid,
      token,
      new_email: "yeni@ornek.com",
    });
    expect(right.status).toBe(200);
    const after = await env.DB.prepare("SELECT email FROM users WHERE username = 'tasinan'").first<{ email: string }>();
    expect(after?.email).toBe("yeni@ornek.com");
  });

  it("confirms a correct change link", async () => {
    const admin = await makeUser("yonetici_6", "admin");
    const user = await makeUser("tasinan_2", "user");
    await send(
      "POST",
      "/api/accounts/request-email-change/",
      { new_email: "yeni2@ornek.com", password: PASSWORD },
      user,
    );
    await send(
      "POST",
      `/api/admin/requests/${await pendingId(admin, "tasinan_2", "email_change")}/approve/`,
      undefined,
      admin,
    );
    const { uid, token } = linkIn((await lastMailTo(admin, "yeni2@ornek.com")).body, "/email-change");
    const ok = await send("POST", "/api/accounts/confirm-email-change/", { uid, token, new_email: "yeni2@ornek.com" });
    expect((await json<{ message: string }>(ok)).message).toBe("E-posta adresiniz başarıyla değiştirildi!");
    const row = await env.DB.prepare("SELECT email FROM users WHERE username = 'tasinan_2'").first<{ email: string }>();
    expect(row?.email).toBe("yeni2@ornek.com");
  });

  it("tells the previous address once a change is confirmed, with the new address masked, and only once", async () => {
    const admin = await makeUser("yonetici_8", "admin");
    const user = await makeUser("tasinan_3", "user");
    const mailsTo = async (address: string) =>
      (
        await env.DB.prepare("SELECT subject, body, user_id FROM email_outbox WHERE to_address = ?1 ORDER BY id")
          .bind(address)
          .all<{ subject: string; body: string; user_id: number | null }>()
      ).results;
    await send(
      "POST",
      "/api/accounts/request-email-change/",
      { new_email: "yeni.adres3@ornek.com", password: PASSWORD },
      user,
    );
    await send(
      "POST",
      `/api/admin/requests/${await pendingId(admin, "tasinan_3", "email_change")}/approve/`,
      undefined,
      admin,
    );
    // Requested and approved, not yet confirmed: the old address has heard nothing.
    expect(await mailsTo("tasinan_3@ornek.com")).toEqual([]);
    const { uid, token } = linkIn((await lastMailTo(admin, "yeni.adres3@ornek.com")).body, "/email-change");
    const ok = await send("POST", "/api/accounts/confirm-email-change/", {
      uid,
      token,
      new_email: "yeni.adres3@ornek.com",
    });
    expect(ok.status).toBe(200);
    const [notice, ...more] = await mailsTo("tasinan_3@ornek.com");
    expect(more).toEqual([]);
    expect(notice?.subject).toBe("Hesabınızın e-posta adresi değiştirildi");
    expect(notice?.body).toContain("Merhaba tasinan_3,");
    expect(notice?.body).toContain("e-posta adresi ye***@ornek.com olarak değiştirildi");
    expect(notice?.body).not.toContain("yeni.adres3");
    expect(notice?.body).toContain("Bu değişikliği siz yapmadıysanız");
    expect(notice?.body).toContain("yöneticisine başvurun");
    expect(notice?.user_id).toEqual(
      (await env.DB.prepare("SELECT id FROM users WHERE username = 'tasinan_3'").first<{ id: number }>())?.id,
    );
    // Delivered after the answer (waitUntil), like every mail.
    await vi.waitFor(async () => expect((await lastMailTo(admin, "tasinan_3@ornek.com")).status).toBe("sent"), {
      timeout: 15_000,
      interval: 50,
    });
    // A used link changes nothing and tells no one again.
    const again = await send("POST", "/api/accounts/confirm-email-change/", {
      uid,
      token,
      new_email: "yeni.adres3@ornek.com",
    });
    expect(again.status).toBe(400);
    expect(await mailsTo("tasinan_3@ornek.com")).toHaveLength(1);
  });

  it("reports the e-mail transport to administrators", async () => {
    const admin = await makeUser("yonetici_7", "admin");
    expect(await json(await send("GET", "/api/accounts/test-email-connection/", undefined, admin))).toMatchObject({
      success: true,
      transport: "outbox",
    });
    const res = await send("POST", "/api/accounts/test-email/", { email: "deneme@ornek.com" }, admin);
    expect((await json<{ delivered: number }>(res)).delivered).toBeGreaterThanOrEqual(1);
    expect((await send("GET", "/api/accounts/test-email-connection/")).status).toBe(401);
  });
});
