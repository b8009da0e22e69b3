/** Google sign-in against the suite's local OpenID provider (tests/worker/fake-oidc.ts): no network. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "@worker/app.ts";
import type { HealthDto } from "@worker/core/contracts/api.ts";
import { hashPassword } from "@worker/lib/password.ts";
import { api, json, PASSWORD } from "./helpers.ts";

const b64url = (s: string) =>
  btoa(unescape(encodeURIComponent(s)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

async function startFlow() {
  const res = await api("/api/accounts/google/auth/");
  expect(res.status).toBe(200);
  const { authorization_url } = await json<{ authorization_url: string }>(res);
  const url = new URL(authorization_url);
  const cookie = /g_oauth=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
  return {
    url,
    cookie,
    state: url.searchParams.get("state")!,
    challenge: url.searchParams.get("code_challenge")!,
    nonce: url.searchParams.get("nonce")!,
  };
}

async function callback(flow: { cookie: string; state: string }, code: string, state = flow.state) {
  return api(`/api/accounts/google/callback/?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, {
    headers: { Cookie: `g_oauth=${flow.cookie}` },
    redirect: "manual",
  });
}

/** The provider's code for an identity; the ID token carries the flow's nonce unless the claims say otherwise. */
const codeFor = (
  flow: { challenge: string; nonce: string },
  claims: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => b64url(JSON.stringify({ claims: { nonce: flow.nonce, ...claims }, challenge: flow.challenge, ...extra }));

const sessionUser = async (res: Response) => {
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/login\?google=tamam#access=/);
  const access = decodeURIComponent(/access=([^&]+)/.exec(location)![1]!);
  return json<{ username: string }>(await api("/api/accounts/me/", { headers: { Authorization: `Bearer ${access}` } }));
};

describe("Google sign-in", () => {
  it("answers an authorization URL with state and an S256 PKCE challenge, and sets the state cookie", async () => {
    const flow = await startFlow();
    expect(flow.url.origin + flow.url.pathname).toBe("http://oidc.test/auth");
    expect(flow.url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(flow.url.searchParams.get("client_id")).toBe("test-client-id");
    expect(flow.url.searchParams.get("redirect_uri")).toMatch(/\/api\/accounts\/google\/callback\/$/);
    expect(flow.state.length).toBeGreaterThan(20);
    expect(flow.nonce.length).toBeGreaterThan(20);
  });

  it("links an existing active account whose address was verified locally, stores Google's sub, and hands over a session", async () => {
    await env.DB.prepare(
      "INSERT INTO users (username, email, password_hash, is_active, email_verified) VALUES ('google_mevcut', 'mevcut@gmail.com', ?1, 1, 1)",
    )
      .bind(await hashPassword(PASSWORD, 1000))
      .run();
    const flow = await startFlow();
    const res = await callback(
      flow,
      codeFor(flow, { sub: "google-sub-mevcut", email: "Mevcut@gmail.com", email_verified: true, name: "Mevcut Kişi" }),
    );
    expect(res.status).toBe(302);
    expect((await sessionUser(res)).username).toBe("google_mevcut");
    const row = await env.DB.prepare("SELECT google_sub FROM users WHERE username = 'google_mevcut'").first<{
      google_sub: string;
    }>();
    expect(row?.google_sub).toBe("google-sub-mevcut");
    // Found by sub afterwards, even when Google reports another address for the same person.
    const again = await startFlow();
    const res2 = await callback(
      again,
      codeFor(again, { sub: "google-sub-mevcut", email: "yeni.adres@gmail.com", email_verified: true }),
    );
    expect((await sessionUser(res2)).username).toBe("google_mevcut");
  });

  it("attack: refuses to hand a pre-registered, never verified account to the Google user of that address", async () => {
    // The attacker registered the victim's address with a password of his own; the administrator approved it.
    await env.DB.prepare(
      "INSERT INTO users (username, email, password_hash, is_active, email_verified) VALUES ('on_kayitli', 'kurban@gmail.com', ?1, 1, 0)",
    )
      .bind(await hashPassword("Saldirgan-Sifresi-1", 1000))
      .run();
    const flow = await startFlow();
    const res = await callback(
      flow,
      codeFor(flow, { sub: "google-sub-kurban", email: "kurban@gmail.com", email_verified: true, name: "Kurban" }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?google=dogrulanmamis");
    const row = await env.DB.prepare("SELECT google_sub FROM users WHERE username = 'on_kayitli'").first<{
      google_sub: string | null;
    }>();
    expect(row?.google_sub).toBeNull();
  });

  it("attack: does not link an account already bound to another Google identity", async () => {
    await env.DB.prepare(
      "INSERT INTO users (username, email, password_hash, is_active, email_verified, google_sub) VALUES ('bagli_hesap', 'bagli@gmail.com', NULL, 1, 1, 'google-sub-asil')",
    ).run();
    const flow = await startFlow();
    const res = await callback(
      flow,
      codeFor(flow, { sub: "google-sub-baska", email: "bagli@gmail.com", email_verified: true }),
    );
    expect(res.headers.get("location")).toBe("/login?google=baska-hesap");
  });

  it("attack: refuses an ID token without the flow's nonce or with another flow's nonce (replay)", async () => {
    const flow = await startFlow();
    const other = await startFlow();
    const identity = { sub: "google-sub-tekrar", email: "tekrar@gmail.com", email_verified: true };
    for (const nonce of [undefined, other.nonce, ""]) {
      const res = await callback(flow, codeFor(flow, { ...identity, nonce }));
      expect(res.headers.get("location")).toBe("/login?google=hata");
    }
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'tekrar@gmail.com'").first<{
      n: number;
    }>();
    expect(n?.n).toBe(0);
  });

  it("creates a passive account awaiting approval for a new e-mail", async () => {
    const flow = await startFlow();
    const res = await callback(
      flow,
      codeFor(flow, { sub: "google-sub-yeni", email: "yeni.kisi@gmail.com", email_verified: true, name: "Yeni Kişi" }),
    );
    expect(res.headers.get("location")).toBe("/login?google=onay-bekliyor");
    const row = await env.DB.prepare(
      "SELECT username, is_active, email_verified, first_name, google_sub FROM users WHERE email = 'yeni.kisi@gmail.com'",
    ).first();
    expect(row).toMatchObject({
      username: "yeni_kisi",
      is_active: 0,
      email_verified: 1,
      first_name: "Yeni",
      google_sub: "google-sub-yeni",
    });
    const req = await env.DB.prepare(
      "SELECT kind, status FROM account_requests r JOIN users u ON u.id = r.user_id WHERE u.email = 'yeni.kisi@gmail.com'",
    ).first();
    expect(req).toEqual({ kind: "registration", status: "pending" });
  });

  it("refuses a wrong state, a wrong PKCE verifier, an unverified e-mail, a foreign audience or issuer", async () => {
    const flow = await startFlow();
    const good = { email: "saldirgan@gmail.com", email_verified: true };
    const cases = [
      await callback(flow, codeFor(flow, good), "baska-durum"),
      await callback(flow, codeFor({ ...flow, challenge: "yanlis-challenge" }, good)),
      await callback(flow, codeFor(flow, { ...good, email_verified: false })),
      await callback(flow, codeFor(flow, good, { audience: "baska-uygulama" })),
      await callback(flow, codeFor(flow, good, { issuer: "http://kotu.test" })),
      await callback({ ...flow, cookie: "bozuk" }, codeFor(flow, good)),
    ];
    for (const res of cases) {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login?google=hata");
    }
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'saldirgan@gmail.com'").first<{
      n: number;
    }>();
    expect(n?.n).toBe(0);
  });
});

describe("whether the SPA offers Google sign-in (GET /api/health/'s google_sign_in)", () => {
  it("says true when the client id and secret are set (the suite's fake provider)", async () => {
    const res = await api("/api/health/");
    expect(res.status).toBe(200);
    expect((await json<HealthDto>(res)).google_sign_in).toBe(true);
  });

  it("says false when either is missing, where /auth/ would answer 503 not_configured", async () => {
    const call = (path: string, overrides: Record<string, string>) =>
      app.fetch(new Request(`http://planlayici.test${path}`), { ...env, ...overrides });
    const unset: Record<string, string>[] = [
      { GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" },
      { GOOGLE_CLIENT_ID: "" },
      { GOOGLE_CLIENT_SECRET: "" },
    ];
    for (const overrides of unset) {
      const health = await call("/api/health/", overrides);
      expect(health.status).toBe(200);
      expect((await json<HealthDto>(health)).google_sign_in, JSON.stringify(overrides)).toBe(false);
      const auth = await call("/api/accounts/google/auth/", overrides);
      expect(auth.status).toBe(503);
      expect(await json(auth)).toMatchObject({ success: false, code: "not_configured" });
    }
  });
});
