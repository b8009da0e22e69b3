/** Google sign-in against the suite's local OpenID provider (tests/worker/fake-oidc.ts): no network. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../worker/lib/password.ts";
import { api, json } from "./helpers.ts";

const b64url = (s: string) => btoa(unescape(encodeURIComponent(s))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

async function startFlow() {
  const res = await api("/api/accounts/google/auth/");
  expect(res.status).toBe(200);
  const { authorization_url } = await json<{ authorization_url: string }>(res);
  const url = new URL(authorization_url);
  const cookie = /g_oauth=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
  return { url, cookie, state: url.searchParams.get("state")!, challenge: url.searchParams.get("code_challenge")! };
}

async function callback(flow: { cookie: string; state: string }, code: string, state = flow.state) {
  return api(`/api/accounts/google/callback/?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, {
    headers: { Cookie: `g_oauth=${flow.cookie}` },
    redirect: "manual",
  });
}

const codeFor = (challenge: string, claims: Record<string, unknown>, extra: Record<string, unknown> = {}) => b64url(JSON.stringify({ claims, challenge, ...extra }));

describe("Google sign-in", () => {
  it("answers an authorization URL with state and an S256 PKCE challenge, and sets the state cookie", async () => {
    const flow = await startFlow();
    expect(flow.url.origin + flow.url.pathname).toBe("http://oidc.test/auth");
    expect(flow.url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(flow.url.searchParams.get("client_id")).toBe("test-client-id");
    expect(flow.url.searchParams.get("redirect_uri")).toMatch(/\/api\/accounts\/google\/callback\/$/);
    expect(flow.state.length).toBeGreaterThan(20);
  });

  it("links an existing active account by verified e-mail and hands over a session", async () => {
    await env.DB.prepare("INSERT INTO users (username, email, password_hash, is_active) VALUES ('google_mevcut', 'mevcut@gmail.com', ?1, 1)")
      .bind(await hashPassword("x1234", 1000))
      .run();
    const flow = await startFlow();
    const res = await callback(flow, codeFor(flow.challenge, { email: "Mevcut@gmail.com", email_verified: true, name: "Mevcut Kişi" }));
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/login\?google=tamam#access=/);
    const access = decodeURIComponent(/access=([^&]+)/.exec(location)![1]!);
    const me = await api("/api/accounts/me/", { headers: { Authorization: `Bearer ${access}` } });
    expect((await json<{ username: string }>(me)).username).toBe("google_mevcut");
  });

  it("creates a passive account awaiting approval for a new e-mail", async () => {
    const flow = await startFlow();
    const res = await callback(flow, codeFor(flow.challenge, { email: "yeni.kisi@gmail.com", email_verified: true, name: "Yeni Kişi" }));
    expect(res.headers.get("location")).toBe("/login?google=onay-bekliyor");
    const row = await env.DB.prepare("SELECT username, is_active, email_verified, first_name FROM users WHERE email = 'yeni.kisi@gmail.com'").first();
    expect(row).toMatchObject({ username: "yeni_kisi", is_active: 0, email_verified: 1, first_name: "Yeni" });
    const req = await env.DB.prepare("SELECT kind, status FROM account_requests r JOIN users u ON u.id = r.user_id WHERE u.email = 'yeni.kisi@gmail.com'").first();
    expect(req).toEqual({ kind: "registration", status: "pending" });
  });

  it("refuses a wrong state, a wrong PKCE verifier, an unverified e-mail, a foreign audience or issuer", async () => {
    const flow = await startFlow();
    const good = { email: "saldirgan@gmail.com", email_verified: true };
    const cases = [
      await callback(flow, codeFor(flow.challenge, good), "baska-durum"),
      await callback(flow, codeFor("yanlis-challenge", good)),
      await callback(flow, codeFor(flow.challenge, { ...good, email_verified: false })),
      await callback(flow, codeFor(flow.challenge, good, { audience: "baska-uygulama" })),
      await callback(flow, codeFor(flow.challenge, good, { issuer: "http://kotu.test" })),
      await callback({ ...flow, cookie: "bozuk" }, codeFor(flow.challenge, good)),
    ];
    for (const res of cases) {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login?google=hata");
    }
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'saldirgan@gmail.com'").first<{ n: number }>();
    expect(n?.n).toBe(0);
  });
});
