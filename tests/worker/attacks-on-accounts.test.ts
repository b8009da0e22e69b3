/**
 * Attacks on accounts, sessions and saved results, one describe per attack, each played as an attacker would from
 * outside (through the worker), with the service functions only where time must pass (back-off, session end).
 *
 * Requests that need a client address run as production (`ENVIRONMENT=production`: CF-Connecting-IP is the
 * client, as Cloudflare's edge sets it) with a fresh address per test, so the tests' counters do not meet.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "@worker/app.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { getDb } from "@worker/db/client.ts";
import { hashPassword } from "@worker/lib/password.ts";
import { toAuthUser } from "@worker/services/accounts.ts";
import {
  chargeLoginAttempt,
  LOGIN_PENDING_MS,
  settleLoginAttempt,
  hitRateLimit,
  limitKey,
  LOGIN_BACKOFF_BASE_MS,
  LOGIN_FORGET_AFTER_MS,
  MINUTE_MS,
} from "@worker/services/rate-limit.ts";
import { issueSession, rotateRefreshToken, SESSION_MAX_S } from "@worker/services/tokens.ts";
import { json, PASSWORD, send, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

let clients = 0;
/** A new client address (TEST-NET-3) for each test that counts per client. */
const newClient = () => `203.0.113.${++clients}`;

/** A request as production sees it: from `ip` (what Cloudflare puts in CF-Connecting-IP). */
function prod(method: string, path: string, body: unknown, ip: string, token?: string): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json", "CF-Connecting-IP": ip };
  if (token) headers["Authorization"] = `Bearer ${token}`;
  const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  return Promise.resolve(
    app.fetch(
      new Request(`https://planlayici.test${path}`, init),
      { ...env, ENVIRONMENT: "production" },
      createExecutionContext(),
    ),
  );
}

let seq = 0;
async function makeUser(
  opts: { password?: string; verified?: boolean; role?: "user" | "admin"; active?: boolean } = {},
) {
  const username = `hedef_${++seq}_${Math.random().toString(36).slice(2, 7)}`;
  const email = `${username}@ornek.com`;
  await env.DB.prepare(
    "INSERT INTO users (username, email, password_hash, is_active, email_verified, role) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
  )
    .bind(
      username,
      email,
      await hashPassword(opts.password ?? PASSWORD, 1000),
      opts.active === false ? 0 : 1,
      opts.verified ? 1 : 0,
      opts.role ?? "user",
    )
    .run();
  const id = (await env.DB.prepare("SELECT id FROM users WHERE username = ?1").bind(username).first<{ id: number }>())!
    .id;
  return { id, username, email, password: opts.password ?? PASSWORD };
}

async function expectThrottled(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("Retry-After"));
  expect(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${res.headers.get("Retry-After")}`).toBe(true);
  const body = await json<ApiError>(res);
  expect(body).toMatchObject({ success: false, code: "too_many_login_attempts" });
  expect(body.detail).toMatch(
    /^Çok fazla başarısız giriş denemesi yapıldı\. .* (saniye|dakika|saat) sonra tekrar deneyin\.$/,
  );
  return retryAfter;
}

describe("attack: guessing passwords at /api/token/ (also the /admin login)", () => {
  it("answers 401 to five wrong passwords for one account, then 429 with Retry-After — even for the right password", async () => {
    const victim = await makeUser({ role: "admin" });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // A new client each time: the per-username back-off alone must stop it.
      const res = await prod(
        "POST",
        "/api/token/",
        { username: victim.username, password: `yanlis-${i}-parola` },
        newClient(),
      );
      statuses.push(res.status);
      if (res.status === 429) await expectThrottled(res);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    await expectThrottled(
      await prod("POST", "/api/token/", { username: victim.username, password: victim.password }, newClient()),
    );
  });

  it("lets at most five of forty simultaneous guesses through (the back-off is one atomic statement)", async () => {
    const victim = await makeUser();
    const ip = newClient();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        prod("POST", "/api/token/", { username: victim.username, password: `paralel-${i}-yanlis` }, ip),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it("counts one username in every spelling (case, spaces)", async () => {
    const victim = await makeUser();
    const spellings = [
      victim.username,
      victim.username.toUpperCase(),
      ` ${victim.username} `,
      victim.username,
      victim.username.toUpperCase(),
    ];
    for (const username of spellings) {
      expect((await prod("POST", "/api/token/", { username, password: "yanlis-parola-1" }, newClient())).status).toBe(
        401,
      );
    }
    await expectThrottled(
      await prod("POST", "/api/token/", { username: victim.username, password: "yanlis-parola-1" }, newClient()),
    );
  });

  it("counts one account whichever identifier is typed: alternating username and e-mail buys no sixth guess", async () => {
    const victim = await makeUser();
    const identifiers = [
      victim.username,
      victim.email,
      victim.username.toUpperCase(),
      ` ${victim.email.toUpperCase()} `,
      victim.email,
    ];
    for (const username of identifiers) {
      const res = await prod("POST", "/api/token/", { username, password: "yanlis-parola-2" }, newClient());
      expect(res.status, username).toBe(401);
      expect((await json<ApiError>(res)).code).toBe("invalid_credentials");
    }
    for (const username of [victim.username, victim.email])
      await expectThrottled(await prod("POST", "/api/token/", { username, password: victim.password }, newClient()));
  });

  it("stops one client spraying one password over many accounts after five failures; another client is not affected", async () => {
    const sprayer = newClient();
    const targets = await Promise.all(Array.from({ length: 7 }, () => makeUser()));
    const statuses: number[] = [];
    for (const t of targets)
      statuses.push(
        (await prod("POST", "/api/token/", { username: t.username, password: "Sonbahar2026!" }, sprayer)).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The sixth account was never charged: its owner logs in from elsewhere.
    expect(
      (await prod("POST", "/api/token/", { username: targets[5]!.username, password: PASSWORD }, newClient())).status,
    ).toBe(200);
  });

  it("in development (no trustworthy client address) counts per username only: one person's typos lock out no one else", async () => {
    const others = await Promise.all(Array.from({ length: 6 }, () => makeUser()));
    for (const o of others)
      expect((await send("POST", "/api/token/", { username: o.username, password: "yazim-hatasi-1" })).status).toBe(
        401,
      );
    const colleague = await makeUser();
    expect(
      (await send("POST", "/api/token/", { username: colleague.username, password: colleague.password })).status,
    ).toBe(200);
  });

  it("forgets the account's failures after its correct login (four wrong, one right, four wrong again: all answered)", async () => {
    const user = await makeUser();
    const attempt = (password: string) =>
      prod("POST", "/api/token/", { username: user.username, password }, newClient());
    for (let i = 0; i < 4; i++) expect((await attempt(`yanlis-${i}-sifre`)).status).toBe(401);
    expect((await attempt(user.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(`yanlis-${i}-sifre`)).status).toBe(401);
  });

  it("does not let a client wipe its own failures by logging into an account of its own", async () => {
    const own = await makeUser();
    const victims = await Promise.all(Array.from({ length: 3 }, () => makeUser()));
    const ip = newClient();
    const guess = (username: string) => prod("POST", "/api/token/", { username, password: "Tahmin-Sifresi-9" }, ip);
    for (const v of victims) expect((await guess(v.username)).status).toBe(401);
    expect((await guess(own.username)).status).toBe(401);
    expect((await prod("POST", "/api/token/", { username: own.username, password: own.password }, ip)).status).toBe(
      200,
    );
    // Four failures still count for the client: the fifth is answered, the sixth is not.
    expect((await guess(victims[0]!.username)).status).toBe(401);
    await expectThrottled(await guess(victims[1]!.username));
  });

  it("also guards the password checks inside a session (change, deletion) with the same back-off", async () => {
    const user = await makeUser();
    const ip = newClient();
    const token = (
      await json<{ access: string }>(
        await prod("POST", "/api/token/", { username: user.username, password: user.password }, ip),
      )
    ).access;
    for (let i = 0; i < 5; i++) {
      const res = await prod(
        "DELETE",
        "/api/accounts/me/delete-account/",
        { password: `tahmin-${i}-parola` },
        ip,
        token,
      );
      expect(res.status).toBe(401);
    }
    await expectThrottled(
      await prod(
        "POST",
        "/api/accounts/me/password/",
        { current_password: user.password, new_password: "Yepyeni-Sifre-2026" },
        ip,
        token,
      ),
    );
  });

  it("backs off 30 s after the fifth failure, doubling with every further one, and forgets after an hour of quiet", async () => {
    const db = getDb(env.DB);
    const key = await limitKey(env.JWT_SECRET, "login-user", `zaman_${Math.random()}`);
    const t0 = Date.parse("2026-03-01T10:00:00.000Z");
    /** One wrong password at `now`: admitted, then settled as a failure. */
    const fail = async (now: number) => {
      const charge = await chargeLoginAttempt(db, key, now);
      if (charge === null) await settleLoginAttempt(db, key, "failed", now);
      return charge;
    };
    for (let i = 0; i < 5; i++) expect(await fail(t0 + i)).toBeNull();
    expect(await fail(t0 + 10)).toBe(30);
    // Refused attempts are not counted: the wait does not grow while locked.
    expect(await fail(t0 + 20_000)).toBe(11);
    const afterFirst = t0 + 4 + LOGIN_BACKOFF_BASE_MS;
    expect(await fail(afterFirst)).toBeNull(); // sixth failure: 60 s now
    expect(await fail(afterFirst + 1000)).toBe(59);
    expect(await fail(afterFirst + 60_000)).toBeNull(); // seventh: 120 s
    expect(await fail(afterFirst + 61_000)).toBe(119);
    // An hour after the last back-off ended, the count starts over.
    const quiet = afterFirst + 60_000 + 120_000 + LOGIN_FORGET_AFTER_MS + 1;
    for (let i = 0; i < 5; i++) expect(await fail(quiet + i)).toBeNull();
    expect(await fail(quiet + 10)).toBe(30);
  });

  it("admits at most five attempts in flight, then answers 'busy'; an attempt that never settles stops counting after 30 s", async () => {
    const db = getDb(env.DB);
    const key = await limitKey(env.JWT_SECRET, "login-user", `ucusta_${Math.random()}`);
    const t0 = Date.parse("2026-03-02T10:00:00.000Z");
    for (let i = 0; i < 5; i++) expect(await chargeLoginAttempt(db, key, t0 + i)).toBeNull();
    expect(await chargeLoginAttempt(db, key, t0 + 10)).toBe("busy");
    // One settles as right: its place is free again.
    await settleLoginAttempt(db, key, "succeeded", t0 + 20);
    expect(await chargeLoginAttempt(db, key, t0 + 30)).toBeNull();
    expect(await chargeLoginAttempt(db, key, t0 + 40)).toBe("busy");
    // Nobody settles (the workers died): after LOGIN_PENDING_MS the attempts in flight no longer count.
    expect(await chargeLoginAttempt(db, key, t0 + 30 + LOGIN_PENDING_MS + 1)).toBeNull();
  });
});

describe("attack: harvesting addresses through check-username / check-email, and spoofed client addresses", () => {
  // The check limit counts in fixed one-minute windows: a burst that straddled a window's edge would start a new
  // count halfway. So the clock (Date only: timers and I/O run as usual) stands a second into the current minute.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + 1000);
  });
  afterEach(() => vi.useRealTimers());

  it("answers 429 with Retry-After after 30 checks a minute from one client; another client still checks", async () => {
    const ip = newClient();
    for (let i = 0; i < 30; i++) {
      const path = i % 2 ? "/api/accounts/check-email/" : "/api/accounts/check-username/";
      expect((await prod("POST", path, { value: `aday${i}@ornek.com` }, ip)).status).toBe(200);
    }
    const limited = await prod("POST", "/api/accounts/check-email/", { value: "kurban@ornek.com" }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect((await json<ApiError>(limited)).code).toBe("rate_limited");
    expect((await prod("POST", "/api/accounts/check-email/", { value: "kurban@ornek.com" }, newClient())).status).toBe(
      200,
    );
  });

  it("normalises client addresses: one IPv6 /64 and an IPv4-mapped address count as one client", async () => {
    const spellings = ["2001:db8:77:1::1", "2001:DB8:77:1:0:0:0:2", "2001:0db8:0077:0001:ffff::9"];
    for (let i = 0; i < 30; i++) {
      expect(
        (await prod("POST", "/api/accounts/check-username/", { value: `ad_${i}` }, spellings[i % 3]!)).status,
      ).toBe(200);
    }
    expect((await prod("POST", "/api/accounts/check-username/", { value: "son" }, "2001:db8:77:1::abcd")).status).toBe(
      429,
    );
    for (let i = 0; i < 30; i++) {
      expect(
        (
          await prod(
            "POST",
            "/api/accounts/check-username/",
            { value: `v4_${i}` },
            i % 2 ? "198.51.100.7" : "::ffff:198.51.100.7",
          )
        ).status,
      ).toBe(200);
    }
    expect((await prod("POST", "/api/accounts/check-username/", { value: "son" }, "::FFFF:198.51.100.7")).status).toBe(
      429,
    );
  });

  it("in development, a made-up CF-Connecting-IP per request does not buy a new counter", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) {
      const res = await send("POST", "/api/accounts/check-username/", { value: `sahte_${i}` }, undefined);
      last = res.status;
      if (i < 30) expect(res.status).toBe(200);
    }
    expect(last).toBe(429);
    const spoofed = await app.fetch(
      new Request("http://planlayici.test/api/accounts/check-username/", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.250" },
        body: JSON.stringify({ value: "yeni_biri" }),
      }),
      env,
    );
    expect(spoofed.status).toBe(429);
  });

  it("keeps no address, name or e-mail in clear in rate-limit keys, and prunes expired rows", async () => {
    const db = getDb(env.DB);
    await prod("POST", "/api/accounts/password-reset-request/", { email: "Gizli.Adres@Ornek.com" }, "192.0.2.77");
    const keys = (
      await env.DB.prepare("SELECT key FROM rate_limits UNION ALL SELECT key FROM login_throttles").all<{
        key: string;
      }>()
    ).results.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z-]+:[A-Za-z0-9_-]{24}$/);
      expect(key.toLowerCase()).not.toContain("gizli");
      expect(key).not.toContain("192.0.2");
      expect(key).not.toContain("hedef_");
    }
    // The same address in another spelling meets the same counter.
    expect(await limitKey(env.JWT_SECRET, "reset", " gizli.adres@ornek.com")).toBe(
      await limitKey(env.JWT_SECRET, "reset", "GIZLI.ADRES@ORNEK.COM"),
    );
    // A row whose window ended long ago goes with the next hit.
    await env.DB.prepare(
      "INSERT INTO rate_limits (key, window, count, expires_at) VALUES ('eski:satir', '1', 9, '2020-01-01T00:00:00.000Z')",
    ).run();
    await env.DB.prepare(
      "INSERT INTO login_throttles (key, failures, expires_at) VALUES ('eski:giris', 9, '2020-01-01T00:00:00.000Z')",
    ).run();
    await hitRateLimit(db, await limitKey(env.JWT_SECRET, "deneme", "x"), 10, 60_000, "x");
    const left = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM rate_limits WHERE key = 'eski:satir') + (SELECT COUNT(*) FROM login_throttles WHERE key = 'eski:giris') AS n",
    ).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe("attack: weak passwords", () => {
  const weak: [string, string][] = [
    ["1234", "Şifre en az 10 karakter olmalıdır."],
    ["abcd", "Şifre en az 10 karakter olmalıdır."],
    ["123456789", "Şifre en az 10 karakter olmalıdır."],
    ["1234567890", "tekrar eden veya ardışık"],
    ["password123", "yaygın"],
    ["Password2024!", "yaygın"],
    ["P@ssw0rd2024", "yaygın"],
    ["qwertyuiop", "ardışık"],
    ["galatasaray1905", "yaygın"],
    ["Fenerbahçe1907", "yaygın"],
    ["şifre123456", "yaygın"],
    ["aaaaaaaaaaaa", "tekrar eden"],
  ];

  it("refuses short, common, breached, patterned and personal passwords at registration with Turkish messages", async () => {
    const ip = newClient();
    for (const [password, message] of weak) {
      const res = await prod(
        "POST",
        "/api/accounts/register/",
        { username: "zayif_sifre", email: "zayif@ornek.com", password },
        ip,
      );
      expect(res.status, password).toBe(400);
      const body = await json<ApiError>(res);
      expect(body.fields?.["password"]?.[0], password).toContain(message);
    }
    const personal = await prod(
      "POST",
      "/api/accounts/register/",
      { username: "mehmet_tarla", email: "m@ornek.com", password: "mehmet_tarla-99" },
      ip,
    );
    expect((await json<ApiError>(personal)).fields?.["password"]).toEqual([
      "Şifreniz kullanıcı adınızı veya e-posta adresinizi içermemelidir.",
    ]);
    const n = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM users WHERE username IN ('zayif_sifre', 'mehmet_tarla')",
    ).first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it("accepts a long, uncommon password", async () => {
    const res = await prod(
      "POST",
      "/api/accounts/register/",
      { username: "guclu_sifre", email: "guclu@ornek.com", password: "Zeytin dalı 7 yeşil" },
      newClient(),
    );
    expect(res.status).toBe(201);
  });
});

describe("changing the password while logged in: POST /api/accounts/me/password/", () => {
  it("needs the current password, applies the policy, and ends every other session at once", async () => {
    const user = await makeUser();
    const ip = newClient();
    const login = () => prod("POST", "/api/token/", { username: user.username, password: user.password }, ip);
    const laptop = await json<{ access: string; refresh: string }>(await login());
    const phone = await json<{ access: string; refresh: string }>(await login());
    const change = (body: unknown) => prod("POST", "/api/accounts/me/password/", body, ip, laptop.access);

    const wrong = await change({ current_password: "yanlis-mevcut-sifre", new_password: "Yepyeni-Sifre-2026" });
    expect(wrong.status).toBe(401);
    expect((await json<ApiError>(wrong)).fields).toEqual({ current_password: ["Mevcut şifreniz hatalı."] });
    const short = await change({ current_password: user.password, new_password: "kisa" });
    expect((await json<ApiError>(short)).fields?.["new_password"]).toEqual(["Şifre en az 10 karakter olmalıdır."]);
    const common = await change({ current_password: user.password, new_password: "iloveyou123" });
    expect(await json<ApiError>(common)).toMatchObject({
      code: "weak_password",
      fields: { new_password: [expect.stringContaining("yaygın")] },
    });
    const same = await change({ current_password: user.password, new_password: user.password });
    expect((await json<ApiError>(same)).fields?.["new_password"]).toEqual([
      "Yeni şifre mevcut şifrenizle aynı olamaz.",
    ]);
    expect(
      (
        await send("POST", "/api/accounts/me/password/", {
          current_password: user.password,
          new_password: "Yepyeni-Sifre-2026",
        })
      ).status,
    ).toBe(401);

    const ok = await change({ current_password: user.password, new_password: "Yepyeni-Sifre-2026" });
    expect(ok.status).toBe(200);
    const fresh = await json<{ success: boolean; message: string; access: string; refresh: string }>(ok);
    expect(fresh.message).toBe("Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.");

    // Every older access token and every refresh token stops working now, not in 15 minutes.
    for (const old of [laptop.access, phone.access])
      expect((await send("GET", "/api/accounts/me/", undefined, old)).status).toBe(401);
    for (const old of [laptop.refresh, phone.refresh])
      expect((await send("POST", "/api/token/refresh/", { refresh: old })).status).toBe(401);
    // This browser's new session works and rotates.
    expect((await send("GET", "/api/accounts/me/", undefined, fresh.access)).status).toBe(200);
    expect((await send("POST", "/api/token/refresh/", { refresh: fresh.refresh })).status).toBe(200);
    expect((await prod("POST", "/api/token/", { username: user.username, password: user.password }, ip)).status).toBe(
      401,
    );
    expect(
      (await prod("POST", "/api/token/", { username: user.username, password: "Yepyeni-Sifre-2026" }, ip)).status,
    ).toBe(200);
  });
});

describe("attack: using a session after logout, and sessions that never end", () => {
  it("refuses the access token right after logout (not 15 minutes later), and its refresh token", async () => {
    const user = await makeUser();
    const session = await json<{ access: string; refresh: string }>(
      await prod("POST", "/api/token/", { username: user.username, password: user.password }, newClient()),
    );
    expect((await send("GET", "/api/accounts/me/", undefined, session.access)).status).toBe(200);
    expect((await send("POST", "/api/accounts/me/logout/", {}, session.access)).status).toBe(200);
    const after = await send("GET", "/api/accounts/me/", undefined, session.access);
    expect(after.status).toBe(401);
    expect((await json<ApiError>(after)).code).toBe("token_invalid");
    expect((await send("POST", "/api/token/refresh/", { refresh: session.refresh })).status).toBe(401);
    expect(
      (
        await send(
          "POST",
          "/api/calculations/save/",
          { calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, title: "Çıkıştan sonra" },
          session.access,
        )
      ).status,
    ).toBe(401);
  });

  it("ends a session 30 days after login however often it was refreshed", async () => {
    const db = getDb(env.DB);
    const user = await makeUser();
    const authUser = toAuthUser({
      id: user.id,
      username: user.username,
      email: user.email,
      role: "user",
      tokenVersion: 0,
    } as Parameters<typeof toAuthUser>[0]);
    const day = 24 * 60 * 60 * 1000;
    const t0 = Date.now() - 40 * day;
    let { refresh } = await issueSession(db, env.JWT_SECRET, authUser, t0);
    // Refreshed every 6 days, as an attacker holding a stolen refresh token would.
    for (let t = t0 + 6 * day; t < t0 + SESSION_MAX_S * 1000; t += 6 * day) {
      ({ refresh } = await rotateRefreshToken(db, env.JWT_SECRET, refresh, t));
    }
    const end = t0 + SESSION_MAX_S * 1000;
    ({ refresh } = await rotateRefreshToken(db, env.JWT_SECRET, refresh, end - 1000));
    const refused = (now: number) =>
      rotateRefreshToken(db, env.JWT_SECRET, refresh, now).then(
        () => null,
        (e: unknown) => (e as { code?: string }).code,
      );
    expect(await refused(end + 1000)).toBe("token_invalid");
    const rows = (
      await env.DB.prepare("SELECT expires_at, session_expires_at FROM refresh_tokens WHERE user_id = ?1")
        .bind(user.id)
        .all<Record<string, string>>()
    ).results;
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect(r["session_expires_at"]).toBe(new Date(end).toISOString());
      expect(Date.parse(r["expires_at"]!)).toBeLessThanOrEqual(end);
    }
  });

  it("refuses and revokes a family past its stored end even when the token itself has not expired", async () => {
    const user = await makeUser();
    const session = await json<{ refresh: string }>(
      await prod("POST", "/api/token/", { username: user.username, password: user.password }, newClient()),
    );
    await env.DB.prepare("UPDATE refresh_tokens SET session_expires_at = ?2 WHERE user_id = ?1")
      .bind(user.id, new Date(Date.now() - 1000).toISOString())
      .run();
    const res = await send("POST", "/api/token/refresh/", { refresh: session.refresh });
    expect(res.status).toBe(401);
    expect((await json<ApiError>(res)).code).toBe("token_invalid");
    const live = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ?1 AND revoked_at IS NULL",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
  });

  it("keeps a refreshed token within the session's end (its expiry never passes login + 30 days)", async () => {
    const user = await makeUser();
    const session = await json<{ refresh: string }>(
      await prod("POST", "/api/token/", { username: user.username, password: user.password }, newClient()),
    );
    const rows = (
      await env.DB.prepare("SELECT expires_at, session_expires_at, created_at FROM refresh_tokens WHERE user_id = ?1")
        .bind(user.id)
        .all<Record<string, string>>()
    ).results;
    expect(rows).toHaveLength(1);
    const r = rows[0]!;
    const lifetime = Date.parse(r["session_expires_at"]!) - Date.now();
    expect(lifetime).toBeGreaterThan(SESSION_MAX_S * 1000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SESSION_MAX_S * 1000);
    expect(Date.parse(r["expires_at"]!)).toBeLessThanOrEqual(Date.parse(r["session_expires_at"]!));
    const next = await json<{ refresh: string }>(
      await send("POST", "/api/token/refresh/", { refresh: session.refresh }),
    );
    expect(next.refresh).toBeTruthy();
    const rotated = await env.DB.prepare(
      "SELECT session_expires_at FROM refresh_tokens WHERE user_id = ?1 AND replaced_by IS NULL",
    )
      .bind(user.id)
      .first<{ session_expires_at: string }>();
    expect(rotated?.session_expires_at).toBe(r["session_expires_at"]);
  });
});

describe("attack: publishing a forged report under the product's name", () => {
  const forged = {
    success: true,
    message: "İzin verilebilir",
    data: {
      izin_durumu: "izin_verilebilir",
      alan_m2: 98765,
      maksimum_taban_alani: 98765,
      html_mesaj:
        '<p>İzin verilebilir, 98765 m². <a href="https://kotu.example/odeme">Harç ödemesi için tıklayın</a></p><form action="https://kotu.example"><input name="tc"></form>',
      kural_seti: { id: "sahte", surum: "9.9.9", sha256: {} },
    },
  };

  it("ignores the result the browser sends: the stored and the shared result are the server's own", async () => {
    const user = await makeUser();
    const token = (
      await json<{ access: string }>(
        await prod("POST", "/api/token/", { username: user.username, password: user.password }, newClient()),
      )
    ).access;
    const res = await send(
      "POST",
      "/api/calculations/save/",
      { calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, result: forged, title: "Sahte rapor" },
      token,
    );
    expect(res.status).toBe(201);
    const saved = await json<{
      data: { id: string; result: { data: Record<string, unknown> }; kural_seti: { id: string } };
    }>(res);
    expect(saved.data.kural_seti.id).toBe("izmir-tarimsal-yapilar");
    expect(saved.data.result.data["calculation_type"]).toBe(VALID_TYPE);
    const stored = (await env.DB.prepare(
      "SELECT result, parameters, computed_by_server FROM saved_calculations WHERE id = ?1",
    )
      .bind(saved.data.id)
      .first<Record<string, string | number>>())!;
    expect(stored["computed_by_server"]).toBe(1);
    expect(String(stored["result"])).not.toContain("98765");
    expect(String(stored["result"])).not.toContain("kotu.example");
    expect(JSON.parse(String(stored["parameters"]))).toEqual(VALID_PARAMETERS);

    const share = await json<{ data: { share_id: string } }>(
      await send("POST", `/api/calculations/history/${saved.data.id}/share/`, undefined, token),
    );
    const pub = await send("GET", `/api/calculations/shared/${share.data.share_id}/`);
    expect(pub.status).toBe(200);
    const text = await pub.text();
    expect(text).not.toContain("98765");
    expect(text).not.toContain("kotu.example");
    expect(text).not.toContain("sahte");
  });

  it("answers the calculation's 400 for parameters it cannot compute, and writes nothing", async () => {
    const user = await makeUser();
    const token = (
      await json<{ access: string }>(
        await prod("POST", "/api/token/", { username: user.username, password: user.password }, newClient()),
      )
    ).access;
    for (const [type, parameters] of [
      [VALID_TYPE, { ...VALID_PARAMETERS, alan_m2: -5 }],
      [VALID_TYPE, {}],
      ["uydurma-tur", VALID_PARAMETERS],
    ] as const) {
      const res = await send(
        "POST",
        "/api/calculations/save/",
        { calculation_type: type, parameters, result: forged, title: `Geçersiz ${type}` },
        token,
      );
      expect(res.status, JSON.stringify(parameters)).toBe(400);
      expect((await json<ApiError>(res)).success).toBe(false);
    }
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM saved_calculations WHERE user_id = ?1")
      .bind(user.id)
      .first<{ n: number }>();
    expect(n?.n).toBe(0);
  });

  it("does not serve a share of a result saved before the server computed results; sharing it again recomputes it", async () => {
    const user = await makeUser();
    const token = (
      await json<{ access: string }>(
        await prod("POST", "/api/token/", { username: user.username, password: user.password }, newClient()),
      )
    ).access;
    const shareId = "EskiPaylasimKimligi_01";
    await env.DB.prepare(
      "INSERT INTO saved_calculations (id, user_id, title, calculation_type, parameters, result, share_id, computed_by_server) VALUES ('eski-kayit-1', ?1, 'Eski', ?2, ?3, ?4, ?5, 0)",
    )
      .bind(user.id, VALID_TYPE, JSON.stringify(VALID_PARAMETERS), JSON.stringify(forged), shareId)
      .run();
    expect((await send("GET", `/api/calculations/shared/${shareId}/`)).status).toBe(404);
    const again = await json<{ data: { share_id: string } }>(
      await send("POST", "/api/calculations/history/eski-kayit-1/share/", undefined, token),
    );
    expect(again.data.share_id).toBe(shareId);
    const text = await (await send("GET", `/api/calculations/shared/${shareId}/`)).text();
    expect(text).not.toContain("98765");
    expect(text).toContain("izmir-tarimsal-yapilar");

    // A legacy row whose parameters no longer compute cannot be shared at all.
    await env.DB.prepare(
      "INSERT INTO saved_calculations (id, user_id, title, calculation_type, parameters, result, computed_by_server) VALUES ('eski-kayit-2', ?1, 'Eski 2', ?2, '{}', ?3, 0)",
    )
      .bind(user.id, VALID_TYPE, JSON.stringify(forged))
      .run();
    const refused = await send("POST", "/api/calculations/history/eski-kayit-2/share/", undefined, token);
    expect(refused.status).toBe(400);
    expect((await json<ApiError>(refused)).detail).toContain("paylaşılamıyor");
  });
});

describe("attack: reading live secrets from the administrator's outbox", () => {
  it("never lists a reset link in production, and the link it would have shown cannot be read from the API", async () => {
    const admin = await makeUser({ role: "admin" });
    const user = await makeUser({ verified: true });
    const adminToken = (
      await json<{ access: string }>(
        await prod("POST", "/api/token/", { username: admin.username, password: admin.password }, newClient()),
      )
    ).access;
    await send("POST", "/api/accounts/password-reset-request/", { email: user.email });
    // The request is filed after the answer (the same answer and time whether the address has an account).
    const id = await vi.waitFor(
      async () => {
        const pending = await json<{ data: { id: number; username: string }[] }>(
          await send("GET", "/api/admin/requests/", undefined, adminToken),
        );
        const found = pending.data.find((r) => r.username === user.username);
        if (!found) throw new Error("no reset request yet");
        return found.id;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect((await send("POST", `/api/admin/requests/${id}/approve/`, undefined, adminToken)).status).toBe(200);
    // Production (with Cloudflare Access configured, so /api/admin/* answers): the body is withheld.
    const production = {
      ...env,
      ENVIRONMENT: "production",
      CF_ACCESS_TEAM_DOMAIN: "http://oidc.test",
      CF_ACCESS_AUD: "erisim",
    };
    const assertion = await (
      await fetch("http://oidc.test/sign", {
        method: "POST",
        body: JSON.stringify({ claims: {}, issuer: "http://oidc.test", audience: "erisim" }),
      })
    ).text();
    const res = await app.fetch(
      new Request("https://planlayici.test/api/admin/outbox/", {
        headers: { Authorization: `Bearer ${adminToken}`, "Cf-Access-Jwt-Assertion": assertion },
      }),
      production,
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Şifre sıfırlama bağlantınız");
    expect(text).not.toMatch(/reset-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]{20,}/);
  });
});

describe("attack: what a deleted account leaves behind", () => {
  it("removes its mails (set-password link included), pseudonymises audit entries and drops its rate-limit rows", async () => {
    const admin = await makeUser({ role: "admin" });
    const adminToken = (
      await json<{ access: string }>(
        await prod("POST", "/api/token/", { username: admin.username, password: admin.password }, newClient()),
      )
    ).access;
    const ip = newClient();
    expect(
      (await prod("POST", "/api/accounts/register/", { username: "gidecek_uye", email: "gidecek@ornek.com" }, ip))
        .status,
    ).toBe(201);
    const pending = await json<{ data: { id: number; username: string }[] }>(
      await send("GET", "/api/admin/requests/", undefined, adminToken),
    );
    await send(
      "POST",
      `/api/admin/requests/${pending.data.find((r) => r.username === "gidecek_uye")!.id}/approve/`,
      undefined,
      adminToken,
    );
    const mail = (await env.DB.prepare("SELECT body FROM email_outbox WHERE to_address = 'gidecek@ornek.com'").first<{
      body: string;
    }>())!;
    const [, uid, token] = /\/set-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(mail.body)!;
    expect(
      (await send("POST", "/api/accounts/set-password/", { uid, token, new_password: "Bulut-Deniz-Sifresi-1" })).status,
    ).toBe(200);
    await prod("POST", "/api/token/", { username: "gidecek_uye", password: "yanlis-sifre-12" }, ip);
    await prod("POST", "/api/accounts/password-reset-request/", { email: "gidecek@ornek.com" }, ip);
    const session = await json<{ access: string }>(
      await prod("POST", "/api/token/", { username: "gidecek_uye", password: "Bulut-Deniz-Sifresi-1" }, ip),
    );
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE username = 'gidecek_uye'").first<{
      id: number;
    }>())!.id;
    const userKeys = [
      await limitKey(env.JWT_SECRET, "login-user", "gidecek_uye"),
      await limitKey(env.JWT_SECRET, "reset", "gidecek@ornek.com"),
    ];
    const countKeys = async () =>
      (await env.DB.prepare(
        "SELECT (SELECT COUNT(*) FROM rate_limits WHERE key IN (?1, ?2)) + (SELECT COUNT(*) FROM login_throttles WHERE key IN (?1, ?2)) AS n",
      )
        .bind(...userKeys)
        .first<{ n: number }>())!.n;
    expect(await countKeys()).toBeGreaterThan(0);
    // A mail from before the outbox knew its owner (an approval with a generated password, as 0004 sent them).
    await env.DB.prepare(
      "INSERT INTO email_outbox (to_address, subject, body) VALUES ('Gidecek@Ornek.com', 'Hesabınız onaylandı', 'Şifre: eskiUretilmis1')",
    ).run();

    expect(
      (
        await prod(
          "DELETE",
          "/api/accounts/me/delete-account/",
          { password: "Bulut-Deniz-Sifresi-1" },
          ip,
          session.access,
        )
      ).status,
    ).toBe(200);

    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE lower(to_address) = 'gidecek@ornek.com' OR user_id = ?1",
    )
      .bind(userId)
      .first<{ n: number }>();
    expect(mails?.n).toBe(0);
    const audit = (
      await env.DB.prepare("SELECT target, detail FROM audit_log WHERE target_user_id = ?1")
        .bind(userId)
        .all<{ target: string; detail: string }>()
    ).results;
    expect(audit.length).toBeGreaterThanOrEqual(2); // the approval and the deletion
    for (const a of audit) {
      expect(a.target).toBe(`user:${userId} (silinmiş hesap)`);
      expect(`${a.target} ${a.detail}`).not.toContain("gidecek");
    }
    expect(JSON.stringify(await json(await send("GET", "/api/admin/audit/", undefined, adminToken)))).not.toContain(
      "gidecek",
    );
    expect(await countKeys()).toBe(0);
  });
});
