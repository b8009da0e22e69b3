/** Defects the fuzzing (fuzz.test.ts) found, each pinned by a test. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../worker/contracts/errors.ts";
import { MAX_JSON_DEPTH, withinDepth } from "../../worker/contracts/history-schemas.ts";
import { hashPassword } from "../../worker/lib/password.ts";
import { api, json } from "./helpers.ts";

async function userToken(): Promise<string> {
  const username = `derin_${Math.random().toString(36).slice(2, 8)}`;
  await env.DB.prepare("INSERT INTO users (username, email, password_hash, is_active) VALUES (?1, ?2, ?3, 1)")
    .bind(username, `${username}@ornek.com`, await hashPassword("parola-1234", 1000))
    .run();
  const res = await api("/api/token/", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password: "parola-1234" }),
  });
  return (await json<{ access: string }>(res)).access;
}

/** With a two-byte string inside and integer keys, JSON.stringify leaves V8's iterative fast path and recurses. */
const nestedArrays = (depth: number) => `${"[".repeat(depth)}"ş"${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"0":'.repeat(depth)}"ş"${"}".repeat(depth)}`;

function save(token: string, parameters: string, result = "{}", title = "Derin kayıt") {
  return api("/api/calculations/save/", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: `{"calculation_type":"sera","title":${JSON.stringify(title)},"parameters":${parameters},"result":${result}}`,
  });
}

describe("deeply nested JSON in a saved calculation", () => {
  it("refuses parameters nesting 40 000 objects with a 400 naming the field, not a 500 (JSON.stringify overflowed in validation)", async () => {
    const token = await userToken();
    const res = await save(token, `{"a":${nestedObjects(40_000)}}`);
    expect(res.status).toBe(400);
    const body = await json<ApiError>(res);
    expect(body).toMatchObject({
      success: false,
      code: "validation_failed",
      fields: { parameters: ["Parametreler çok fazla iç içe veri içeriyor."] },
    });
  });

  it("refuses a result nesting 100 000 arrays, and the history list still answers (a stored one overflowed it)", async () => {
    const token = await userToken();
    const res = await save(token, "{}", `{"a":${nestedArrays(100_000)}}`);
    expect(res.status).toBe(400);
    expect((await json<ApiError>(res)).fields).toEqual({ result: ["Sonuç çok fazla iç içe veri içeriyor."] });
    for (const depth of [1_000, 20_000]) {
      expect((await save(token, `{"a":${nestedArrays(depth)}}`, "{}", `Derin ${depth}`)).status).toBe(400);
    }
    const list = await api("/api/calculations/history/", { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    expect((await json<{ data: unknown[] }>(list)).data).toEqual([]);
  });

  it("keeps saving ordinary results of a few levels", async () => {
    const token = await userToken();
    const result = {
      data: {
        html_mesaj: "<p>Uygun</p>",
        kural_seti: { id: "izmir", surum: "1.0.0", sha256: { a: "b" } },
        detay: [[{ x: [1] }]],
      },
    };
    const res = await save(token, JSON.stringify({ alan_m2: 1000 }), JSON.stringify(result), "Sığ kayıt");
    expect(res.status).toBe(201);
  });

  it("withinDepth counts levels without recursion", () => {
    expect(withinDepth({}, 1)).toBe(true);
    expect(withinDepth({ a: {} }, 1)).toBe(false);
    expect(withinDepth({ a: [1, "x", null] }, 2)).toBe(true);
    expect(withinDepth(JSON.parse(nestedArrays(MAX_JSON_DEPTH)) as unknown, MAX_JSON_DEPTH)).toBe(true);
    expect(withinDepth(JSON.parse(nestedArrays(MAX_JSON_DEPTH + 1)) as unknown, MAX_JSON_DEPTH)).toBe(false);
    expect(withinDepth(JSON.parse(nestedArrays(100_000)) as unknown, MAX_JSON_DEPTH)).toBe(false);
  });
});
