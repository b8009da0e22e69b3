/**
 * The account routes' safeguards, through the real routes in workerd with D1 and the real migrations: nobody can
 * block another user's e-mail flows, mailed links name the configured site, the answer to "send me a mail" costs
 * the same for every address, one person has one address, private answers are never cached.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { app } from "@worker/app.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { EMAIL_MESSAGES } from "@worker/core/contracts/account-rules.ts";
import {
  api,
  insertUser,
  json,
  linkIn,
  loginToken,
  PASSWORD,
  send,
  userToken,
  VALID_PARAMETERS,
  VALID_TYPE,
} from "./helpers.ts";

afterEach(() => {
  vi.useRealTimers();
});

async function makeUser(username: string, options: { role?: "user" | "admin"; verified?: boolean } = {}) {
  await insertUser(username, options);
  return loginToken(username);
}

const mailsTo = async (address: string) =>
  (
    await env.DB.prepare("SELECT body FROM email_outbox WHERE to_address = ?1 ORDER BY id")
      .bind(address)
      .all<{ body: string }>()
  ).results;

/** Waits for the newest mail to `address` (mails that answer a visitor are written after the answer). */
const lastMailTo = (address: string) =>
  vi.waitFor(
    async () => {
      const mail = (await mailsTo(address)).at(-1);
      if (!mail) throw new Error(`no mail to ${address}`);
      return mail.body;
    },
    { timeout: 10_000, interval: 50 },
  );

/** A token of the right shape that no one was ever sent. */
const strangersToken = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** An approved e-mail change of a new user: the link mailed to the new address. */
async function approvedEmailChange(name: string, newEmail: string) {
  const admin = await makeUser(`${name}_yonetici`, { role: "admin" });
  const user = await makeUser(name);
  await send("POST", "/api/accounts/request-email-change/", { new_email: newEmail, password: PASSWORD }, user);
  const requests = await json<{ data: { id: number; username: string }[] }>(
    await send("GET", "/api/admin/requests/", undefined, admin),
  );
  const id = requests.data.find((r) => r.username === name)!.id;
  expect((await send("POST", `/api/admin/requests/${id}/approve/`, undefined, admin)).status).toBe(200);
  return linkIn(await lastMailTo(newEmail), "/email-change");
}

describe("item 1: strangers cannot block an e-mail-change confirmation", () => {
  it("counts tries on the token, so the owner's link works after any number of strangers' tries on its uid", async () => {
    const { uid, token } = await approvedEmailChange("degisen_1", "yeni.degisen1@ornek.com");
    for (let i = 0; i < 15; i++) {
      const res = await send("POST", "/api/accounts/confirm-email-change/", {
        uid,
        token: strangersToken(),
        new_email: "yeni.degisen1@ornek.com",
      });
      expect(res.status, `stranger's try ${i + 1}`).toBe(400);
    }
    const owner = await send("POST", "/api/accounts/confirm-email-change/", {
      uid,
      token,
      new_email: "yeni.degisen1@ornek.com",
    });
    expect(owner.status).toBe(200);
  });

  it("still limits the holder of one token to 10 tries a day", async () => {
    const { uid, token } = await approvedEmailChange("degisen_2", "yeni.degisen2@ornek.com");
    for (let i = 0; i < 10; i++) {
      const wrong = await send("POST", "/api/accounts/confirm-email-change/", { uid, token, new_email: "x@ornek.com" });
      expect(wrong.status).toBe(400);
    }
    const limited = await send("POST", "/api/accounts/confirm-email-change/", {
      uid,
      token,
      new_email: "yeni.degisen2@ornek.com",
    });
    expect(limited.status).toBe(429);
  });
});

describe("item 3: mailed links name the configured site, never the request's host", () => {
  const verification = (origin: string, overrides: Partial<typeof env> = {}) => {
    const ctx = createExecutionContext();
    const res = app.fetch(
      new Request(`${origin}/api/accounts/send-verification/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "dogrulanmamis@ornek.com" }),
      }),
      { ...env, ...overrides },
      ctx,
    );
    return { res: Promise.resolve(res), done: () => waitOnExecutionContext(ctx) };
  };

  it("uses PUBLIC_BASE_URL for a request to evil.example", async () => {
    await makeUser("dogrulanmamis");
    const { res, done } = verification("http://evil.example");
    expect((await res).status).toBe(200);
    await done();
    const body = await lastMailTo("dogrulanmamis@ornek.com");
    expect(body).toContain("http://planlayici.test/verify-email/");
    expect(body).not.toContain("evil.example");
  });

  it("without PUBLIC_BASE_URL sends nothing and answers not_configured, except to a loopback dev server", async () => {
    const before = (await mailsTo("dogrulanmamis@ornek.com")).length;
    for (const overrides of [
      { PUBLIC_BASE_URL: "" },
      { PUBLIC_BASE_URL: "", ENVIRONMENT: "production" },
      { PUBLIC_BASE_URL: "", ENVIRONMENT: "staging" },
    ]) {
      const { res, done } = verification("http://evil.example", overrides);
      const answer = await res;
      expect(answer.status, JSON.stringify(overrides)).toBe(503);
      expect(await json<ApiError>(answer)).toMatchObject({ code: "not_configured" });
      await done();
    }
    expect(await mailsTo("dogrulanmamis@ornek.com")).toHaveLength(before);
    const local = verification("http://127.0.0.1:8787", { PUBLIC_BASE_URL: "" });
    expect((await local.res).status).toBe(200);
    await local.done();
    expect(await lastMailTo("dogrulanmamis@ornek.com")).toContain("http://127.0.0.1:8787/verify-email/");
  });
});

describe("item 4: a stranger spends an address's mail quota for at most an hour", () => {
  it("other spellings of the owner's address count, and the owner asks again within the hour", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 27, 10, 0, 0));
    await makeUser("alice");
    for (const spelling of ["ALICE@ornek.com", "ａｌｉｃｅ@ornek.com", " Alice@Ornek.com "]) {
      expect((await send("POST", "/api/accounts/password-reset-request/", { email: spelling })).status).toBe(200);
    }
    const blocked = await send("POST", "/api/accounts/password-reset-request/", { email: "alice@ornek.com" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeLessThanOrEqual(3600);
    vi.setSystemTime(Date.UTC(2026, 10, 27, 11, 0, 1));
    expect((await send("POST", "/api/accounts/password-reset-request/", { email: "alice@ornek.com" })).status).toBe(
      200,
    );
  });

  it("the same for verification mails", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 27, 12, 0, 0));
    for (let i = 0; i < 5; i++) await send("POST", "/api/accounts/send-verification/", { email: "BOB@ornek.com" });
    const blocked = await send("POST", "/api/accounts/send-verification/", { email: "bob@ornek.com" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeLessThanOrEqual(3600);
    vi.setSystemTime(Date.UTC(2026, 10, 27, 13, 0, 1));
    expect((await send("POST", "/api/accounts/send-verification/", { email: "bob@ornek.com" })).status).toBe(200);
  });
});

describe("item 5: the same work before the answer for existing and missing addresses", () => {
  /** The database statements a request prepared by the time its answer came, and the request's execution context. */
  async function statementsBeforeAnswer(path: string, email: string) {
    let prepared = 0;
    const counted = (db: D1Database | D1DatabaseSession) =>
      new Proxy(db, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver) as unknown;
          if (typeof value !== "function") return value;
          if (prop === "prepare") {
            return (query: string) => {
              prepared++;
              return target.prepare(query);
            };
          }
          if (prop === "withSession") {
            return (constraint?: string) => counted((target as D1Database).withSession(constraint));
          }
          return (value as (...args: unknown[]) => unknown).bind(target);
        },
      });
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`http://planlayici.test${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
      }),
      { ...env, DB: counted(env.DB) as D1Database },
      ctx,
    );
    const count = prepared;
    await waitOnExecutionContext(ctx);
    return { res, count, body: await res.text() };
  }

  it("send-verification and the reset request answer after the limit alone, whatever the address", async () => {
    await makeUser("var_olan");
    for (const path of ["/api/accounts/send-verification/", "/api/accounts/password-reset-request/"]) {
      const existing = await statementsBeforeAnswer(path, "var_olan@ornek.com");
      const missing = await statementsBeforeAnswer(path, "hic_olmayan@ornek.com");
      expect(existing.res.status, path).toBe(200);
      expect(missing.res.status, path).toBe(200);
      expect(existing.body, path).toBe(missing.body);
      expect(existing.count, path).toBe(missing.count);
    }
    // The work happened after the answer: the mail to the existing address, the reset request for the administrator.
    expect((await mailsTo("var_olan@ornek.com")).length).toBeGreaterThan(0);
    const filed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM account_requests r JOIN users u ON u.id = r.user_id WHERE u.username = 'var_olan' AND r.kind = 'password_reset'",
    ).first<{ n: number }>();
    expect(filed?.n).toBe(1);
  });
});

describe("item 6: one person, one address", () => {
  let client = 0;
  const register = (username: string, email: string) =>
    api("/api/accounts/register/", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${++client}` },
      body: JSON.stringify({ username, email, password: "Ekin-Tarlasi-2026" }),
    });

  it("meets the same account for NFC and NFD spellings", async () => {
    expect((await register("jose_nfc", "jos\u00e9@ornek.com")).status).toBe(201);
    const nfd = await register("jose_nfd", "jose\u0301@ornek.com");
    expect(nfd.status).toBe(409);
    expect((await json<ApiError>(nfd)).fields?.["email"]).toEqual(["Bu e-posta adresi zaten kullanılıyor."]);
  });

  it("refuses fullwidth and mixed-script local parts with a Turkish message", async () => {
    expect((await register("ibrahim", "ibrahim@ornek.com")).status).toBe(201);
    for (const [username, email] of [
      ["ibrahim_genis", "ｉｂｒａｈｉｍ@ornek.com"],
      ["ibrahim_kiril", "\u0456brahim@ornek.com"],
    ] as const) {
      const res = await register(username, email);
      expect(res.status, email).toBe(400);
      expect((await json<ApiError>(res)).fields?.["email"], email).toEqual([EMAIL_MESSAGES.lookalike]);
    }
  });

  it("lower-cases in ASCII only: İbrahim keeps its İ, with no combining dot", async () => {
    expect((await register("ibrahim_buyuk", "İbrahim@Ornek.COM")).status).toBe(201);
    const row = await env.DB.prepare("SELECT email FROM users WHERE username = 'ibrahim_buyuk'").first<{
      email: string;
    }>();
    expect(row?.email).toBe("İbrahim@ornek.com");
    expect(row?.email).not.toContain("\u0307");
  });
});

describe("item 7: parallel correct logins are never throttled", () => {
  const login = (username: string, password: string, production: boolean) =>
    production
      ? Promise.resolve(
          app.fetch(
            new Request("https://planlayici.test/api/token/", {
              method: "POST",
              headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.40" },
              body: JSON.stringify({ username, password }),
            }),
            { ...env, ENVIRONMENT: "production" },
            createExecutionContext(),
          ),
        )
      : send("POST", "/api/token/", { username, password });

  it.each([
    ["in development (per username)", false],
    ["in production (per username and per client)", true],
  ])("twelve at once with the right password all sign in, %s", async (_, production) => {
    const username = production ? "paralel_uretim" : "paralel_gelistirme";
    await makeUser(username);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(username, PASSWORD, production)));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
    // And the guesses after them still meet the back-off: five wrong, then locked.
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(username, `yanlis-parola-${i}`, production)),
    );
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe("item 8: no English from zod", () => {
  const ENGLISH = /\b(invalid|expected|received|required|too (small|big)|unrecognized|must|input|object|string)\b/i;

  /** Every POST, PUT, PATCH and DELETE route of the API, its parameters filled in. */
  const writeRoutes = () => [
    ...new Set(
      app.routes
        .filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && r.path.startsWith("/api/"))
        .map(
          (r) =>
            `${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === "decision" ? "approve" : "1"))}`,
        ),
    ),
  ];

  it("answers a body that is not an object in Turkish on every endpoint", async () => {
    const admin = await userToken("yonetici_zod", "admin");
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const refused = new Set<string>();
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      for (const body of ['"abc"', "[]", "123", "true", "null"]) {
        const res = await api(path, {
          method,
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${admin}` },
          body,
        });
        const text = await res.text();
        expect(res.status, `${route} ${body}`).toBeLessThan(500);
        if (res.status === 400) {
          expect(text, `${route} ${body}`).not.toMatch(ENGLISH);
          refused.add(route);
        }
      }
    }
    // The walk reached the validation of at least the fourteen endpoints the attack found.
    expect(refused.size).toBeGreaterThanOrEqual(14);
  });

  it("answers wrong field types, query values and choices in Turkish", async () => {
    const admin = await userToken("yonetici_zod2", "admin");
    const user = await userToken("kaydeden_zod");
    const cases: [string, Response][] = [
      [
        "map_coordinates",
        await send(
          "POST",
          "/api/calculations/save/",
          { title: "Deneme", calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, map_coordinates: "x" },
          user,
        ),
      ],
      ["durum", await send("GET", "/api/admin/requests/?durum=xyz", undefined, admin)],
      ["type", await send("POST", "/api/accounts/test-email/", { email: "a@ornek.com", type: "zzz" }, admin)],
    ];
    for (const [name, res] of cases) {
      expect(res.status, name).toBe(400);
      const text = await res.text();
      expect(text, name).not.toMatch(ENGLISH);
      expect(text, name).toMatch(/Geçersiz/);
    }
  });
});

describe("item 10: private answers are never cached", () => {
  it("answers no-store on the account, the history and their errors", async () => {
    const user = await userToken("gizli_kayitlar");
    for (const [path, token] of [
      ["/api/accounts/me/", user],
      ["/api/calculations/history/", user],
      ["/api/accounts/me/", undefined],
      ["/api/calculations/history/", "gecersiz"],
    ] as const) {
      const res = await send("GET", path, undefined, token);
      expect(res.headers.get("Cache-Control"), `${path} ${token ? "with" : "without"} a token`).toBe("no-store");
    }
    // The rule sets keep their own policy (revalidated).
    expect((await api("/api/rules/")).headers.get("Cache-Control")).toBe("no-cache");
  });
});
