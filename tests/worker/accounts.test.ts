import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { insertAdminSql } from "../../scripts/lib/admin-sql.ts";
import type { UserDto } from "@worker/core/contracts/account-schemas.ts";
import { canonicalEmail } from "@worker/core/contracts/email-address.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { hashPassword } from "@worker/lib/password.ts";
import { insertUser, json, PASSWORD, send, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

let seq = 0;
async function createUser(opts: { active?: boolean; role?: "user" | "admin"; password?: string } = {}) {
  const n = ++seq;
  const username = `kullanici_${n}_${Math.random().toString(36).slice(2, 7)}`;
  const password = opts.password ?? PASSWORD;
  await insertUser(username, { ...opts, password });
  return { username, password, email: `${username}@ornek.com` };
}

async function login(username: string, password: string) {
  const res = await send("POST", "/api/token/", { username, password });
  return { res, body: await json<{ access: string; refresh: string } & Partial<ApiError>>(res) };
}

describe("POST /api/token/ and /api/token/refresh/", () => {
  it("logs an active user in and the access token opens /me", async () => {
    const u = await createUser();
    const { res, body } = await login(u.username, u.password);
    expect(res.status).toBe(200);
    expect(body.access.split(".")).toHaveLength(3);
    const me = await send("GET", "/api/accounts/me/", undefined, body.access);
    expect(me.status).toBe(200);
    expect(await json(me)).toMatchObject({
      username: u.username,
      email: u.email,
      is_active: true,
      profile: { created_at: expect.any(String) },
    });
  });

  it("refuses a wrong password and an unknown user with the same message", async () => {
    const u = await createUser();
    for (const [username, password] of [
      [u.username, "yanlis"],
      ["yok_boyle_biri", "yanlis"],
    ] as const) {
      const { res, body } = await login(username, password);
      expect(res.status).toBe(401);
      expect(body).toMatchObject({
        success: false,
        code: "invalid_credentials",
        detail: "Kullanıcı adı veya şifre hatalı.",
      });
    }
  });

  it("refuses a passive account with its own message", async () => {
    const u = await createUser({ active: false });
    const { res, body } = await login(u.username, u.password);
    expect(res.status).toBe(401);
    expect(body).toMatchObject({
      code: "account_inactive",
      detail: "Hesabınız henüz yönetici tarafından onaylanmadı.",
    });
  });

  it("logs in with the account's e-mail address as with its username, in any spelling of the address", async () => {
    const u = await createUser();
    // Stored as the registration stores it (canonicalEmail): NFC, ASCII lower case, the domain as IDNA writes it.
    const address = canonicalEmail("Gülşen.Çiftçi@Örnek-Köy.com.tr");
    await env.DB.prepare("UPDATE users SET email = ?1 WHERE username = ?2").bind(address, u.username).run();
    for (const typed of [
      address,
      // ASCII letters in any case, spaces around, the domain in capitals.
      "  GüLşEN.ÇIFTçI@ÖRNEK-KÖY.COM.TR ",
      // Decomposed (NFD): a letter and its combining mark.
      "Gu\u0308ls\u0327en.C\u0327iftc\u0327i@örnek-köy.com.tr",
    ]) {
      const { res, body } = await login(typed, u.password);
      expect(res.status, typed).toBe(200);
      const me = await json<UserDto>(await send("GET", "/api/accounts/me/", undefined, body.access));
      expect(me).toMatchObject({ username: u.username, email: address });
    }
  });

  it("answers a wrong password for an address and an unknown address with the username's generic message", async () => {
    const u = await createUser();
    for (const [identifier, password] of [
      [u.email, "yanlis-parola"],
      ["yok.boyle@ornek.com", u.password],
    ] as const) {
      const { res, body } = await login(identifier, password);
      expect(res.status).toBe(401);
      expect(body).toMatchObject({ code: "invalid_credentials", detail: "Kullanıcı adı veya şifre hatalı." });
    }
  });

  it("refuses a passive account reached by its address with the passive account's message", async () => {
    const u = await createUser({ active: false });
    const { res, body } = await login(u.email.toUpperCase(), u.password);
    expect(res.status).toBe(401);
    expect(body.code).toBe("account_inactive");
  });

  it("lets an administrator made by admin:create log in with the address (the /admin login)", async () => {
    const admin = { username: "eposta_yonetici", email: "Eposta.Yonetici@Ornek.com" };
    await env.DB.prepare(insertAdminSql({ ...admin, passwordHash: await hashPassword(PASSWORD, 1000) })).all();
    const { res, body } = await login("eposta.yonetici@ornek.com", PASSWORD);
    expect(res.status).toBe(200);
    expect((await send("GET", "/api/admin/requests/", undefined, body.access)).status).toBe(200);
  });

  it("requires both fields", async () => {
    const res = await send("POST", "/api/token/", { username: "x" });
    expect(res.status).toBe(400);
    expect((await json<ApiError>(res)).detail).toBe("Kullanıcı adı ve şifre gereklidir.");
  });

  it("rotates the refresh token; reusing a rotated one after the grace window revokes the whole family", async () => {
    const u = await createUser();
    const { body } = await login(u.username, u.password);
    const r1 = await send("POST", "/api/token/refresh/", { refresh: body.refresh });
    expect(r1.status).toBe(200);
    const t1 = await json<{ access: string; refresh: string }>(r1);
    expect(t1.refresh).not.toBe(body.refresh);
    // The rotation happened longer ago than REFRESH_REUSE_GRACE_S (a reuse inside it is two tabs, not a theft).
    await env.DB.prepare(
      "UPDATE refresh_tokens SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-60 seconds') WHERE user_id = (SELECT id FROM users WHERE username = ?1)",
    )
      .bind(u.username)
      .run();
    const reuse = await send("POST", "/api/token/refresh/", { refresh: body.refresh });
    expect(reuse.status).toBe(401);
    expect((await json<ApiError>(reuse)).code).toBe("token_invalid");
    // the family is revoked: the newest token no longer works either
    expect((await send("POST", "/api/token/refresh/", { refresh: t1.refresh })).status).toBe(401);
  });

  it("logout revokes the refresh tokens", async () => {
    const u = await createUser();
    const { body } = await login(u.username, u.password);
    expect((await send("POST", "/api/accounts/me/logout/", {}, body.access)).status).toBe(200);
    expect((await send("POST", "/api/token/refresh/", { refresh: body.refresh })).status).toBe(401);
  });
});

describe("registration", () => {
  it("creates a passive account that cannot log in yet", async () => {
    const res = await send("POST", "/api/accounts/register/", {
      email: "Yeni@Ornek.com",
      username: "yeni_uye",
      password: "Bahar-Yagmuru-31",
    });
    expect(res.status).toBe(201);
    expect((await json<{ success: boolean; message: string }>(res)).message).toContain("yönetici onayından sonra");
    const row = await env.DB.prepare("SELECT is_active, email FROM users WHERE username = 'yeni_uye'").first<{
      is_active: number;
      email: string;
    }>();
    expect(row).toEqual({ is_active: 0, email: "yeni@ornek.com" });
    expect((await login("yeni_uye", "Bahar-Yagmuru-31")).body.code).toBe("account_inactive");
  });

  it("accepts a blank password (a set-password link is mailed at approval)", async () => {
    const res = await send("POST", "/api/accounts/register/", {
      email: "bos@ornek.com",
      username: "bos_sifre",
      password: "",
    });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE username = 'bos_sifre'").first<{
      password_hash: string | null;
    }>();
    expect(row?.password_hash).toBeNull();
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ["no username", { email: "a@b.co" }, "username", "Kullanıcı adı gereklidir."],
    ["short username", { email: "a@b.co", username: "ab" }, "username", "Kullanıcı adı en az 3 karakter olmalıdır."],
    [
      "long username",
      { email: "a@b.co", username: "a".repeat(31) },
      "username",
      "Kullanıcı adı en fazla 30 karakter olabilir.",
    ],
    [
      "Turkish letters",
      { email: "a@b.co", username: "kullanıcı" },
      "username",
      "Kullanıcı adı yalnızca küçük harf (a-z), rakam ve alt çizgi (_) içerebilir; Türkçe karakterler desteklenmez.",
    ],
    ["no e-mail", { username: "abc" }, "email", "E-posta adresi gereklidir."],
    ["bad e-mail", { username: "abc", email: "abc@" }, "email", "Geçerli bir e-posta adresi girin."],
    [
      "short password",
      { username: "abc", email: "a@b.co", password: "1234" },
      "password",
      "Şifre en az 10 karakter olmalıdır.",
    ],
    [
      "nine-character password",
      { username: "abc", email: "a@b.co", password: "Abc-12345" },
      "password",
      "Şifre en az 10 karakter olmalıdır.",
    ],
  ];
  for (const [name, body, field, message] of invalid) {
    it(`refuses ${name}`, async () => {
      const res = await send("POST", "/api/accounts/register/", body);
      expect(res.status).toBe(400);
      expect((await json<ApiError>(res)).fields?.[field]).toContain(message);
    });
  }

  it("refuses a taken username or e-mail and reports uniqueness", async () => {
    const u = await createUser();
    const res = await send("POST", "/api/accounts/register/", { email: u.email, username: u.username });
    expect(res.status).toBe(409);
    const body = await json<ApiError>(res);
    expect(body.fields?.["username"]).toEqual(["Bu kullanıcı adı zaten kullanılıyor."]);
    expect(body.fields?.["email"]).toEqual(["Bu e-posta adresi zaten kullanılıyor."]);
    expect(await json(await send("POST", "/api/accounts/check-username/", { value: u.username }))).toEqual({
      is_unique: false,
      message: "Bu değer zaten kullanılıyor",
    });
    expect(await json(await send("POST", "/api/accounts/check-email/", { value: u.email.toUpperCase() }))).toEqual({
      is_unique: false,
      message: "Bu değer zaten kullanılıyor",
    });
    expect(await json(await send("POST", "/api/accounts/check-username/", { value: "hic_yok_kimse" }))).toEqual({
      is_unique: true,
      message: "Kullanılabilir",
    });
  });
});

describe("profile and account deletion", () => {
  it("needs a bearer token", async () => {
    for (const [m, p] of [
      ["GET", "/api/accounts/me/"],
      ["PATCH", "/api/accounts/me/"],
      ["POST", "/api/accounts/me/logout/"],
      ["DELETE", "/api/accounts/me/delete-account/"],
    ] as const) {
      const res = await send(m, p, m === "GET" ? undefined : {});
      expect(res.status).toBe(401);
      expect((await json<ApiError>(res)).detail).toBe("Bu işlem için giriş yapmanız gerekiyor.");
    }
  });

  it("updates username and names, refusing a taken username", async () => {
    const u = await createUser();
    const other = await createUser();
    const { body } = await login(u.username, u.password);
    const ok = await send("PATCH", "/api/accounts/me/", { first_name: "Ayşe", last_name: "Yılmaz" }, body.access);
    expect((await json<{ data: Record<string, unknown> }>(ok)).data).toMatchObject({
      first_name: "Ayşe",
      last_name: "Yılmaz",
    });
    const taken = await send("PATCH", "/api/accounts/me/", { username: other.username }, body.access);
    expect(taken.status).toBe(409);
  });

  it("deletes the account with its password, history and tokens included", async () => {
    const u = await createUser();
    const { body } = await login(u.username, u.password);
    expect(
      (
        await send(
          "POST",
          "/api/calculations/save/",
          { calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, title: "Solucan denemesi" },
          body.access,
        )
      ).status,
    ).toBe(201);
    const noPassword = await send("DELETE", "/api/accounts/me/delete-account/", {}, body.access);
    expect((await json<ApiError>(noPassword)).detail).toBe("Hesap silme işlemi için şifrenizi girmeniz gereklidir.");
    const wrong = await send("DELETE", "/api/accounts/me/delete-account/", { password: "yanlis" }, body.access);
    expect(wrong.status).toBe(401);
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE username = ?1")
      .bind(u.username)
      .first<{ id: number }>())!.id;
    expect(
      (await send("DELETE", "/api/accounts/me/delete-account/", { password: u.password }, body.access)).status,
    ).toBe(200);
    for (const table of ["users", "saved_calculations", "refresh_tokens"]) {
      const column = table === "users" ? "id" : "user_id";
      const left = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?1`)
        .bind(userId)
        .first<{ n: number }>();
      expect(left?.n, table).toBe(0);
    }
    expect((await send("GET", "/api/accounts/me/", undefined, body.access)).status).toBe(401);
  });
});

describe("e-mail verification status of GET /api/accounts/me/", () => {
  it("says 'not verified' for an administrator made by admin:create or npm start's seed, and offers the verification mail", async () => {
    const admin = { username: "ilk_yonetici", email: "ilk.yonetici@ornek.com" };
    const created = await env.DB.prepare(
      insertAdminSql({ ...admin, passwordHash: await hashPassword(PASSWORD, 1000) }),
    ).all();
    expect(created.results).toHaveLength(1);
    const { body } = await login(admin.username, PASSWORD);
    const me = await json<UserDto>(await send("GET", "/api/accounts/me/", undefined, body.access));
    expect(me).toMatchObject({ email: admin.email, role: "admin", is_active: true, email_verified: false });
    // The profile's 'E-postamı doğrula' leads here: a verified address would get no mail.
    expect((await send("POST", "/api/accounts/send-verification/", { email: admin.email })).status).toBe(200);
    // The mail is written after the answer (the same answer and time for every address).
    await vi.waitFor(
      async () => {
        const mails = await env.DB.prepare("SELECT subject FROM email_outbox WHERE to_address = ?1")
          .bind(admin.email)
          .all<{ subject: string }>();
        expect(mails.results.map((m) => m.subject)).toEqual(["E-posta adresinizi doğrulayın"]);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe("history", () => {
  it("saves, lists newest first, shows and deletes own items only", async () => {
    const a = await createUser();
    const b = await createUser();
    const ta = (await login(a.username, a.password)).body.access;
    const tb = (await login(b.username, b.password)).body.access;
    const save = (title: string, token = ta) =>
      send(
        "POST",
        "/api/calculations/save/",
        {
          calculation_type: VALID_TYPE,
          parameters: VALID_PARAMETERS,
          map_coordinates: { lat: 38.42, lng: 27.14 },
          title,
          description: "not",
        },
        token,
      );
    const first = await save("  Birinci  ");
    expect(first.status).toBe(201);
    const saved = await json<{ message: string; data: { id: string; title: string; kural_seti: { surum: string } } }>(
      first,
    );
    expect(saved.message).toBe("Hesaplama başarıyla kaydedildi!");
    expect(saved.data).toMatchObject({
      title: "Birinci",
      kural_seti: { id: "izmir-tarimsal-yapilar", surum: expect.any(String) },
    });
    await save("İkinci");
    const dup = await save("Birinci");
    expect(dup.status).toBe(409);
    expect((await json<ApiError>(dup)).detail).toBe(
      "Bu başlık ile zaten bir hesaplamanız mevcut. Farklı bir başlık deneyiniz.",
    );
    expect((await save("Birinci", tb)).status).toBe(201); // titles are unique per user only

    const list = await json<{ data: { title: string; map_coordinates: unknown }[] }>(
      await send("GET", "/api/calculations/history/", undefined, ta),
    );
    expect(list.data.map((i) => i.title)).toEqual(["İkinci", "Birinci"]);
    expect(list.data[0]?.map_coordinates).toEqual({ lat: 38.42, lng: 27.14 });

    expect((await send("GET", `/api/calculations/history/${saved.data.id}/`, undefined, tb)).status).toBe(404);
    expect((await send("DELETE", `/api/calculations/delete/${saved.data.id}/`, undefined, tb)).status).toBe(404);
    expect((await send("DELETE", `/api/calculations/delete/${saved.data.id}/`, undefined, ta)).status).toBe(200);
    expect((await send("GET", `/api/calculations/history/${saved.data.id}/`, undefined, ta)).status).toBe(404);
  });

  it("validates the title and needs a login", async () => {
    const u = await createUser();
    const t = (await login(u.username, u.password)).body.access;
    const base = { calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS };
    for (const [title, message] of [
      [undefined, "Hesaplama başlığı gereklidir"],
      ["   ", "Hesaplama başlığı gereklidir"],
      [" a ", "Başlık en az 2 karakter olmalıdır."],
      ["x".repeat(201), "Başlık en fazla 200 karakter olabilir."],
    ] as const) {
      const res = await send("POST", "/api/calculations/save/", { ...base, title }, t);
      expect(res.status).toBe(400);
      expect((await json<ApiError>(res)).fields?.["title"]).toContain(message);
    }
    const long = await send(
      "POST",
      "/api/calculations/save/",
      { ...base, title: "Uzun", description: "y".repeat(501) },
      t,
    );
    expect((await json<ApiError>(long)).fields?.["description"]).toContain("Açıklama en fazla 500 karakter olabilir.");
    const anon = await send("POST", "/api/calculations/save/", { ...base, title: "Anonim" });
    expect(anon.status).toBe(401);
    expect((await send("GET", "/api/calculations/history/")).status).toBe(401);
  });
});
