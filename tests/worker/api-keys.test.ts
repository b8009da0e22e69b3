/** Organisations' API keys: issued, listed and revoked on /admin; sent as a bearer token; counted per UTC day. */
import { env } from "cloudflare:workers";
import { Hono, type ErrorHandler } from "hono";
import { describe, expect, it } from "vitest";
import { app } from "@worker/app.ts";
import type { ApiKeyDto, IssuedApiKeyDto } from "@worker/core/contracts/api-keys.ts";
import { AppError } from "@worker/core/contracts/app-error.ts";
import { ERROR_CATALOGUE, type ApiError } from "@worker/core/contracts/errors.ts";
import { getDb } from "@worker/db/client.ts";
import type { AppEnv } from "@worker/env.ts";
import { apiKeyAuth, apiKeyOrSession } from "@worker/middleware/api-key.ts";
import { database } from "@worker/middleware/db.ts";
import { consumeQuota, revokeKey } from "@worker/services/api-keys.ts";
import { json, send, userToken } from "./helpers.ts";

/**
 * A tiny app behind the middleware (the /api/v1 routes that use it are another change), answering its errors with
 * the worker's own error handler, so the answers are the real app's.
 */
const handler = (app as unknown as { errorHandler: ErrorHandler<AppEnv> }).errorHandler;
const probe = new Hono<AppEnv>({ strict: false })
  .use("*", database)
  .get("/tek", apiKeyAuth, (c) => c.json({ client: c.get("apiClient") }))
  .get("/toplu", apiKeyOrSession, (c) => c.json({ client: c.get("apiClient") ?? null, user: c.get("user")?.username }))
  .onError(handler);
const call = (path: string, token?: string) =>
  probe.request(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {}, env);

async function issue(admin: string, name: string, daily_quota: number): Promise<IssuedApiKeyDto> {
  const res = await send("POST", "/api/admin/api-keys/", { name, daily_quota }, admin);
  expect(res.status).toBe(201);
  return json<IssuedApiKeyDto>(res);
}

async function listed(admin: string): Promise<ApiKeyDto[]> {
  const res = await send("GET", "/api/admin/api-keys/", undefined, admin);
  expect(res.status).toBe(200);
  return (await json<{ data: ApiKeyDto[] }>(res)).data;
}

async function expectInvalidKey(res: Response) {
  expect(res.status).toBe(401);
  const body = await json<ApiError>(res);
  expect(body).toMatchObject({
    success: false,
    code: "api_key_invalid",
    detail: ERROR_CATALOGUE.api_key_invalid.detail,
  });
}

const DAY = 24 * 60 * 60 * 1000;

describe("issuing, listing and revoking API keys on /admin", () => {
  it("shows the key once, lists it by its prefix without the secret, and keeps only its SHA-256 in D1", async () => {
    const admin = await userToken("yonetici", "admin");
    const issued = await issue(admin, "  İzmir Ziraat Odası  ", 500);
    expect(issued.key).toMatch(/^typ_[A-Za-z0-9_-]{43}$/);
    expect(issued.prefix).toBe(issued.key.slice(0, 12));
    expect(issued.message).toContain("bir daha gösterilmeyecek");

    const list = await listed(admin);
    const row = list.find((k) => k.id === issued.id);
    expect(row).toMatchObject({
      name: "İzmir Ziraat Odası",
      prefix: issued.prefix,
      dailyQuota: 500,
      usedToday: 0,
      totalUsed: 0,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(issued.key.slice(12));

    const stored = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?1")
      .bind(issued.id)
      .first<Record<string, unknown>>();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(issued.key)));
    expect(stored?.key_hash).toBe([...digest].map((b) => b.toString(16).padStart(2, "0")).join(""));
    expect(JSON.stringify(stored)).not.toContain(issued.key.slice(12));

    const audit = await json<{ data: { action: string; target: string }[] }>(
      await send("GET", "/api/admin/audit/", undefined, admin),
    );
    expect(audit.data).toContainEqual(
      expect.objectContaining({ action: "api_key.issue", target: `api_key:${issued.id} (İzmir Ziraat Odası)` }),
    );
  });

  it("revokes a key: its next request answers 401, a second revocation 409, an unknown key 404", async () => {
    const admin = await userToken("yonetici", "admin");
    const { id, key } = await issue(admin, "Kooperatif", 10);
    expect((await call("/tek", key)).status).toBe(200);
    const res = await send("DELETE", `/api/admin/api-keys/${id}/`, undefined, admin);
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe("API anahtarı iptal edildi.");
    await expectInvalidKey(await call("/tek", key));
    await expectInvalidKey(await call("/toplu", key));
    expect((await listed(admin)).find((k) => k.id === id)?.revokedAt).toEqual(expect.any(String));
    expect((await send("DELETE", `/api/admin/api-keys/${id}/`, undefined, admin)).status).toBe(409);
    const missing = await send("DELETE", "/api/admin/api-keys/999999/", undefined, admin);
    expect(missing.status).toBe(404);
    expect((await json<ApiError>(missing)).detail).toBe("API anahtarı bulunamadı.");
    const audit = await json<{ data: { action: string; target: string }[] }>(
      await send("GET", "/api/admin/audit/", undefined, admin),
    );
    expect(
      audit.data.filter((a) => a.action === "api_key.revoke" && a.target.startsWith(`api_key:${id} `)),
    ).toHaveLength(1);
  });

  it("refuses a missing or too long name and a quota that is not a whole number from 1 to 1 000 000, in Turkish", async () => {
    const admin = await userToken("yonetici", "admin");
    for (const [body, field] of [
      [{ name: "   ", daily_quota: 5 }, "name"],
      [{ daily_quota: 5 }, "name"],
      [{ name: "x".repeat(101), daily_quota: 5 }, "name"],
      [{ name: "Oda", daily_quota: 0 }, "daily_quota"],
      [{ name: "Oda", daily_quota: 1_000_001 }, "daily_quota"],
      [{ name: "Oda", daily_quota: 2.5 }, "daily_quota"],
      [{ name: "Oda", daily_quota: "100" }, "daily_quota"],
    ] as const) {
      const res = await send("POST", "/api/admin/api-keys/", body, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await json<ApiError>(res);
      expect(error.code).toBe("validation_failed");
      expect(error.fields?.[field]?.[0]).toMatch(/[ğüşıöçİ]|kota|Ad /);
    }
    expect((await send("DELETE", "/api/admin/api-keys/abc/", undefined, admin)).status).toBe(400);
  });

  it("is closed to visitors (401) and to ordinary users (403)", async () => {
    const user = await userToken("uye");
    for (const [method, path] of [
      ["GET", "/api/admin/api-keys/"],
      ["POST", "/api/admin/api-keys/"],
      ["DELETE", "/api/admin/api-keys/1/"],
    ] as const) {
      const body = method === "POST" ? { name: "Oda", daily_quota: 5 } : undefined;
      expect((await send(method, path, body)).status).toBe(401);
      expect((await send(method, path, body, user)).status).toBe(403);
    }
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM api_keys WHERE name = 'Oda'").first<{ n: number }>())?.n,
    ).toBe(0);
  });
});

describe("apiKeyAuth", () => {
  it("lets a live key through as its organisation and counts the request", async () => {
    const admin = await userToken("yonetici", "admin");
    const { id, key } = await issue(admin, "Tarım Kredi", 100);
    const res = await call("/tek", key);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ client: { keyId: id, name: "Tarım Kredi" } });
    const row = (await listed(admin)).find((k) => k.id === id)!;
    expect(row).toMatchObject({ usedToday: 1, totalUsed: 1 });
    expect(row.lastUsedAt).toEqual(expect.any(String));
  });

  it("answers 401 in Turkish for no key, a malformed key, a well-formed unknown key and a session token", async () => {
    const user = await userToken("uye");
    await expectInvalidKey(await call("/tek"));
    await expectInvalidKey(await call("/tek", "typ_kisa"));
    await expectInvalidKey(await call("/tek", `typ_${"A".repeat(43)}`));
    await expectInvalidKey(await call("/tek", user));
    const res = await probe.request("/tek", { headers: { Authorization: "Basic Zm9vOmJhcg==" } }, env);
    await expectInvalidKey(res);
  });

  it("lets a quota of 3 through three times and refuses the 4th with 429 and Retry-After until the UTC day ends", async () => {
    const admin = await userToken("yonetici", "admin");
    const { id, key } = await issue(admin, "Üç İstek", 3);
    for (let i = 0; i < 3; i++) expect((await call("/tek", key)).status).toBe(200);
    const res = await call("/tek", key);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    const body = await json<ApiError>(res);
    expect(body.code).toBe("api_quota_exceeded");
    expect(body.detail).toMatch(/^Günlük API kotanız doldu\. Kota \d+ (saniye|dakika|saat) sonra/);
    // The refused request spent nothing.
    expect((await listed(admin)).find((k) => k.id === id)).toMatchObject({ usedToday: 3, totalUsed: 3 });
  });
});

describe("consumeQuota", () => {
  const db = getDb(env.DB);
  const noon = Date.UTC(2026, 4, 12, 12, 0, 0);

  async function refusal(p: Promise<unknown>): Promise<AppError> {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }

  it("refuses past the quota until the next UTC day, which starts with the whole quota again", async () => {
    const admin = await userToken("yonetici", "admin");
    const { id } = await issue(admin, "Günlük", 3);
    for (let i = 1; i <= 3; i++) expect(await consumeQuota(db, id, 1, noon)).toEqual({ used: i, dailyQuota: 3 });
    const err = await refusal(consumeQuota(db, id, 1, noon));
    expect(err.status).toBe(429);
    expect(err.retryAfter).toBe(12 * 60 * 60);
    expect(err.detail).toBe(
      "Günlük API kotanız doldu. Kota 12 saat sonra (her gün Türkiye saatiyle 03.00'te) yenilenir.",
    );
    // One second before midnight UTC: still the same day; at midnight the new day.
    const lastSecond = Date.UTC(2026, 4, 12, 23, 59, 59);
    expect((await refusal(consumeQuota(db, id, 1, lastSecond))).retryAfter).toBe(1);
    expect(await consumeQuota(db, id, 1, noon + 12 * 60 * 60 * 1000)).toEqual({ used: 1, dailyQuota: 3 });
    expect(await consumeQuota(db, id, 2, noon + DAY)).toEqual({ used: 3, dailyQuota: 3 });
  });

  it("spends n for a batch of n parcels, all or nothing, and says what is left", async () => {
    const admin = await userToken("yonetici", "admin");
    const { id } = await issue(admin, "Toplu", 10);
    expect(await consumeQuota(db, id, 7, noon)).toEqual({ used: 7, dailyQuota: 10 });
    const over = await refusal(consumeQuota(db, id, 5, noon));
    expect(over.code).toBe("api_quota_exceeded");
    expect(over.detail).toContain("Bu istek 5 parsel içeriyor; bugünkü API kotanızdan 3 kaldı.");
    expect(await consumeQuota(db, id, 3, noon)).toEqual({ used: 10, dailyQuota: 10 });
    // A batch larger than the whole quota, on a fresh day: refused, nothing spent.
    const tooBig = await refusal(consumeQuota(db, id, 11, noon + DAY));
    expect(tooBig.detail).toContain("daha küçük parçalara bölün");
    expect(await consumeQuota(db, id, 10, noon + DAY)).toEqual({ used: 10, dailyQuota: 10 });
  });

  it("lets exactly the quota through when requests race for the last units", async () => {
    const admin = await userToken("yonetici", "admin");
    const { id } = await issue(admin, "Yarış", 5);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => consumeQuota(db, id, 1, noon)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const row = await env.DB.prepare("SELECT count FROM api_key_usage WHERE key_id = ?1 AND day = '2026-05-12'")
      .bind(id)
      .first<{ count: number }>();
    expect(row?.count).toBe(5);
  });

  it("answers 401 for a key revoked after it was authenticated", async () => {
    const admin = await userToken("yonetici", "admin");
    const { id } = await issue(admin, "İptal", 5);
    const adminId = (await env.DB.prepare("SELECT id FROM users WHERE role = 'admin' LIMIT 1").first<{ id: number }>())!
      .id;
    await revokeKey(db, adminId, id);
    expect((await refusal(consumeQuota(db, id, 1, noon))).code).toBe("api_key_invalid");
  });
});

describe("apiKeyOrSession", () => {
  it("takes an API key without spending its quota, or the site's session, or neither (401)", async () => {
    const admin = await userToken("yonetici", "admin");
    const { id, key } = await issue(admin, "İkisi de", 1);
    for (let i = 0; i < 3; i++) {
      const res = await call("/toplu", key);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ client: { keyId: id, name: "İkisi de" } });
    }
    expect((await listed(admin)).find((k) => k.id === id)).toMatchObject({ usedToday: 0 });

    const user = await userToken("uye");
    const session = await call("/toplu", user);
    expect(session.status).toBe(200);
    expect(await json(session)).toEqual({ client: null, user: expect.stringMatching(/^uye_/) });

    const none = await call("/toplu");
    expect(none.status).toBe(401);
    expect((await json<ApiError>(none)).code).toBe("unauthorized");
    expect((await json<ApiError>(await call("/toplu", "not-a-jwt"))).code).toBe("token_invalid");
    await expectInvalidKey(await call("/toplu", `typ_${"B".repeat(43)}`));
  });
});
