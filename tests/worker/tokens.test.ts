/**
 * Access and refresh tokens, through the real routes in workerd with D1 and the real migrations: two tabs refreshing
 * with one refresh token both keep the session, a reuse after the grace window ends the family with its access tokens,
 * every verified token needs `exp` and `iat`, and an unreachable Google token endpoint ends on the login page.
 */
import { env } from "cloudflare:workers";
import { decodeJwt, SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { REFRESH_REUSE_GRACE_S } from "@worker/services/tokens.ts";
import { api, insertUser, json, PASSWORD, send } from "./helpers.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

type Pair = { access: string; refresh: string };

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const secret = new TextEncoder().encode(env.JWT_SECRET);
const ISS = "tarimsal-yapi-planlayici";

async function loggedIn(prefix: string) {
  const username = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  await insertUser(username);
  const res = await send("POST", "/api/token/", { username, password: PASSWORD });
  expect(res.status).toBe(200);
  return json<Pair>(res);
}

const refresh = (token: string) => send("POST", "/api/token/refresh/", { refresh: token });
const me = (access: string) => api("/api/accounts/me/", { headers: { Authorization: `Bearer ${access}` } });

/** Moves every rotation of the token's family `seconds` into the past (the grace window counts from it). */
async function ageRotations(token: string, seconds: number) {
  const jti = decodeJwt(token).jti!;
  await env.DB.prepare(
    "UPDATE refresh_tokens SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?1) WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE id = ?2)",
  )
    .bind(`-${seconds} seconds`, jti)
    .run();
}

describe("two tabs refreshing with one refresh token", () => {
  it("both get 200, one successor is stored, and every token they got works", async () => {
    const login = await loggedIn("iki_sekme");
    const answers = await Promise.all([refresh(login.refresh), refresh(login.refresh)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(answers.map((r) => json<Pair>(r)))) as [Pair, Pair];
    const family = decodeJwt(login.refresh).jti!;
    const rows = (
      await env.DB.prepare("SELECT id, replaced_by FROM refresh_tokens WHERE family_id = ?1")
        .bind(family)
        .all<{ id: string; replaced_by: string | null }>()
    ).results;
    expect(rows).toHaveLength(2);
    // The same successor for both tabs.
    expect(decodeJwt(a.refresh).jti).toBe(decodeJwt(b.refresh).jti);
    expect((await me(a.access)).status).toBe(200);
    expect((await me(b.access)).status).toBe(200);
    // One tab refreshes again; the other, a moment later with its copy, still keeps the session.
    const next = await refresh(a.refresh);
    expect(next.status).toBe(200);
    const again = await refresh(b.refresh);
    expect(again.status).toBe(200);
    expect((await me((await json<Pair>(again)).access)).status).toBe(200);
    expect((await me((await json<Pair>(next)).access)).status).toBe(200);
  });

  it("answers the same session to a reuse inside the window", async () => {
    const login = await loggedIn("pencere_ici");
    const first = await json<Pair>(await refresh(login.refresh));
    await ageRotations(login.refresh, REFRESH_REUSE_GRACE_S - 5);
    const reuse = await refresh(login.refresh);
    expect(reuse.status).toBe(200);
    const pair = await json<Pair>(reuse);
    expect(decodeJwt(pair.refresh).jti).toBe(decodeJwt(first.refresh).jti);
    expect((await me(pair.access)).status).toBe(200);
    expect((await me(first.access)).status).toBe(200);
  });

  it("a reuse after the window revokes the family and ends its access tokens", async () => {
    const login = await loggedIn("pencere_disi");
    const other = await loggedIn("baska_oturum");
    const first = await json<Pair>(await refresh(login.refresh));
    expect((await me(first.access)).status).toBe(200);
    await ageRotations(login.refresh, REFRESH_REUSE_GRACE_S + 5);
    const reuse = await refresh(login.refresh);
    expect(reuse.status).toBe(401);
    expect((await json<ApiError>(reuse)).code).toBe("token_invalid");
    // The newest refresh token and every access token of the family stop working at once.
    expect((await refresh(first.refresh)).status).toBe(401);
    for (const access of [first.access, login.access]) {
      const res = await me(access);
      expect(res.status).toBe(401);
      expect((await json<ApiError>(res)).code).toBe("token_invalid");
    }
    // Another session is not touched.
    expect((await me(other.access)).status).toBe(200);
  });
});

describe("tokens without exp or iat", () => {
  const now = () => Math.floor(Date.now() / 1000);

  it("refuses an access token without exp, and one without iat, signed with the real secret", async () => {
    const login = await loggedIn("exp_yok");
    const claims = decodeJwt(login.access);
    const base = () =>
      new SignJWT({ typ: "access", ver: claims["ver"], fam: claims["fam"], username: claims["username"] })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.sub!)
        .setIssuer(ISS)
        .setAudience("tarimsal-yapi-planlayici/api");
    // Control: with both claims the same token is accepted.
    expect(
      (
        await me(
          await base()
            .setIssuedAt(now())
            .setExpirationTime(now() + 600)
            .sign(secret),
        )
      ).status,
    ).toBe(200);
    const noExp = await base().setIssuedAt(now()).sign(secret);
    const noIat = await base()
      .setExpirationTime(now() + 600)
      .sign(secret);
    for (const token of [noExp, noIat]) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect((await json<ApiError>(res)).code).toBe("token_invalid");
    }
  });

  it("refuses a refresh token without exp, and one without iat, signed with the real secret", async () => {
    const login = await loggedIn("yenileme_exp_yok");
    const claims = decodeJwt(login.refresh);
    const base = () =>
      new SignJWT({ typ: "refresh" })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.sub!)
        .setJti(claims.jti!)
        .setIssuer(ISS)
        .setAudience("tarimsal-yapi-planlayici/refresh");
    for (const token of [
      await base().setIssuedAt(now()).sign(secret),
      await base()
        .setExpirationTime(now() + 600)
        .sign(secret),
    ]) {
      const res = await refresh(token);
      expect(res.status).toBe(401);
      expect((await json<ApiError>(res)).code).toBe("token_invalid");
    }
    // Nothing was rotated: the real token still works.
    expect((await refresh(login.refresh)).status).toBe(200);
  });

  it("refuses a Google state cookie without exp", async () => {
    const verifier = "v".repeat(64);
    const nonce = "tek-kullanimlik-deger-0123456789";
    const state = "durum-0123456789abcdefghij";
    const cookie = await new SignJWT({ state, verifier, nonce })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISS)
      .setAudience("tarimsal-yapi-planlayici/oauth-state")
      .setIssuedAt()
      .sign(secret);
    const challenge = b64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
    const code = b64url(
      new TextEncoder().encode(
        JSON.stringify({
          claims: { nonce, sub: "google-exp-yok", email: "exp.yok@gmail.com", email_verified: true, name: "Exp Yok" },
          challenge,
        }),
      ),
    );
    const res = await api(`/api/accounts/google/callback/?code=${code}&state=${state}`, {
      headers: { Cookie: `g_oauth=${cookie}` },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?google=hata");
  });
});

describe("Google's token endpoint cannot be reached", () => {
  async function startFlow() {
    const res = await api("/api/accounts/google/auth/");
    const { authorization_url } = await json<{ authorization_url: string }>(res);
    const cookie = /g_oauth=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
    return { cookie, state: new URL(authorization_url).searchParams.get("state")! };
  }

  const callback = (flow: { cookie: string; state: string }) =>
    api(`/api/accounts/google/callback/?code=kod&state=${encodeURIComponent(flow.state)}`, {
      headers: { Cookie: `g_oauth=${flow.cookie}` },
      redirect: "manual",
    });

  it("redirects to the login page with the failure code when the fetch throws, with a time limit", async () => {
    const flow = await startFlow();
    const realFetch = globalThis.fetch;
    const signals: (AbortSignal | null | undefined)[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes("/token")) return realFetch(input, init);
      signals.push(init?.signal);
      throw new TypeError("Network connection lost.");
    });
    const res = await callback(flow);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?google=hata");
    expect(signals).toHaveLength(1);
    expect(signals[0]).toBeInstanceOf(AbortSignal);
  });

  it("redirects to the login page when the answer is not JSON", async () => {
    const flow = await startFlow();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes("/token")) return realFetch(input, init);
      return new Response("<html>Bakımda</html>", { status: 200, headers: { "Content-Type": "text/html" } });
    });
    const res = await callback(flow);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?google=hata");
  });
});
