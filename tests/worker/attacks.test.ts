/** Hostile inputs: forged and broken tokens, SQL- and script-looking values, oversized bodies — refused, never a 500. */
import { env } from "cloudflare:workers";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { hashPassword } from "@worker/lib/password.ts";
import { api, json, PASSWORD, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

const secret = new TextEncoder().encode(env.JWT_SECRET);
const ISS = "tarimsal-yapi-planlayici";
const AUD = "tarimsal-yapi-planlayici/api";

async function me(token: string) {
  return api("/api/accounts/me/", { headers: { Authorization: `Bearer ${token}` } });
}

async function makeUser() {
  const username = `saldiri_${Math.random().toString(36).slice(2, 8)}`;
  await env.DB.prepare("INSERT INTO users (username, email, password_hash, is_active) VALUES (?1, ?2, ?3, 1)")
    .bind(username, `${username}@ornek.com`, await hashPassword(PASSWORD, 1000))
    .run();
  const id = (await env.DB.prepare("SELECT id FROM users WHERE username = ?1").bind(username).first<{ id: number }>())!
    .id;
  // A live refresh family (as a login makes): access tokens name theirs in `fam`.
  await env.DB.prepare(
    "INSERT INTO refresh_tokens (id, user_id, family_id, expires_at, session_expires_at) VALUES (?1, ?2, ?1, ?3, ?3)",
  )
    .bind(familyOf(String(id)), id, new Date(Date.now() + 3_600_000).toISOString())
    .run();
  return id;
}

const familyOf = (sub: string) => `saldiri-ailesi-${sub}`;

const sign = (
  claims: Record<string, unknown>,
  opts: { key?: Uint8Array; iss?: string; aud?: string; exp?: number; sub: string },
) =>
  new SignJWT({ fam: familyOf(opts.sub), ...claims })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(opts.sub)
    .setIssuer(opts.iss ?? ISS)
    .setAudience(opts.aud ?? AUD)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
    .sign(opts.key ?? secret);

describe("forged and broken access tokens are refused with 401", () => {
  it("accepts a correctly signed token (control)", async () => {
    const id = await makeUser();
    expect((await me(await sign({ typ: "access", ver: 0 }, { sub: String(id) }))).status).toBe(200);
  });

  it("refuses alg=none, a wrong key, an expired token, a tampered payload, a wrong audience or issuer, a refresh token, a missing or foreign token version", async () => {
    const id = String(await makeUser());
    const good = await sign({ typ: "access", ver: 0 }, { sub: id });
    const noVersion = await sign({ typ: "access" }, { sub: id });
    const [h, , s] = good.split(".");
    const tamperedPayload = btoa(JSON.stringify({ typ: "access", sub: "1", iss: ISS, aud: AUD, exp: 9_999_999_999 }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    const forged = [
      new UnsecuredJWT({ typ: "access" })
        .setSubject(id)
        .setIssuer(ISS)
        .setAudience(AUD)
        .setExpirationTime("10m")
        .encode(),
      await sign(
        { typ: "access", ver: 0 },
        { sub: id, key: new TextEncoder().encode("baska-bir-anahtar-0123456789abcdef") },
      ),
      await sign({ typ: "access", ver: 0 }, { sub: id, exp: Math.floor(Date.now() / 1000) - 10 }),
      `${h}.${tamperedPayload}.${s}`,
      await sign({ typ: "access", ver: 0 }, { sub: id, aud: "tarimsal-yapi-planlayici/refresh" }),
      await sign({ typ: "access", ver: 0 }, { sub: id, iss: "kotu-niyetli" }),
      await sign({ typ: "refresh", ver: 0 }, { sub: id }),
      noVersion,
      await sign({ typ: "access", ver: 1 }, { sub: id }),
      "bozuk.belirtec",
      "",
    ];
    for (const token of forged) {
      const res = await me(token);
      expect(res.status, token.slice(0, 30)).toBe(401);
      expect((await json<ApiError>(res)).success).toBe(false);
    }
  });
});

describe("SQL- and script-looking values are plain data", () => {
  const hostile = [
    "' OR 1=1 --",
    "admin'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    "\u202Eevil\u202C",
    "𝕏".repeat(50),
  ];

  it("logins with them fail cleanly and the users table is intact", async () => {
    for (const v of hostile) {
      const res = await api("/api/token/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: v, password: v }),
      });
      expect([400, 401]).toContain(res.status);
    }
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
    expect(n?.n).toBeGreaterThan(0);
  });

  it("uniqueness checks, land types and calculations answer without a 500", async () => {
    for (const v of hostile) {
      expect(
        (
          await api("/api/accounts/check-username/", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ value: v }),
          })
        ).status,
      ).toBe(200);
      expect((await api(`/api/calculations/yapi-turleri/?arazi_vasfi=${encodeURIComponent(v)}`)).status).toBe(200);
      const calc = await api("/api/calculations/sera/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ latitude: 38.42, longitude: 27.14, alan_m2: 1000, arazi_vasfi: v }),
      });
      expect(calc.status).toBe(400);
    }
  });

  it("a saved title with markup is stored as text", async () => {
    const id = await makeUser();
    const token = await sign({ typ: "access", ver: 0 }, { sub: String(id) });
    const res = await api("/api/calculations/save/", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        calculation_type: VALID_TYPE,
        parameters: VALID_PARAMETERS,
        title: "<img src=x onerror=alert(1)>",
      }),
    });
    expect(res.status).toBe(201);
    expect((await json<{ data: { title: string } }>(res)).data.title).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("oversized and malformed bodies", () => {
  it("refuses a body over 256 KB with 413 and the catalogue message", async () => {
    const big = JSON.stringify({ username: "x", password: "y".repeat(300 * 1024) });
    const res = await api("/api/token/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await json<ApiError>(res)).toMatchObject({
      success: false,
      code: "payload_too_large",
      detail: "İstek gövdesi çok büyük.",
    });
  });

  it("answers broken JSON with invalid_json (400) and other content types with unsupported_media_type (415)", async () => {
    for (const [body, type, status, code] of [
      ["{", "application/json", 400, "invalid_json"],
      ["username=a&password=b", "application/x-www-form-urlencoded", 415, "unsupported_media_type"],
      ["düz metin", "text/plain", 415, "unsupported_media_type"],
    ] as const) {
      const res = await api("/api/token/", { method: "POST", headers: { "Content-Type": type }, body });
      expect(res.status, type).toBe(status);
      expect(await json<ApiError>(res), type).toMatchObject({ success: false, code });
    }
  });
});
