/** Defects the fuzzing (fuzz.test.ts) found, each pinned by a test. */
import { describe, expect, it } from "vitest";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { MAX_JSON_DEPTH, withinDepth } from "@worker/core/contracts/history-schemas.ts";
import { api, json, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

/** With a two-byte string inside and integer keys, JSON.stringify leaves V8's iterative fast path and recurses. */
const nestedArrays = (depth: number) => `${"[".repeat(depth)}"ş"${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"0":'.repeat(depth)}"ş"${"}".repeat(depth)}`;

function save(token: string, parameters: string, result = "{}", title = "Derin kayıt") {
  return api("/api/calculations/save/", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: `{"calculation_type":"${VALID_TYPE}","title":${JSON.stringify(title)},"parameters":${parameters},"result":${result}}`,
  });
}

describe("deeply nested JSON in a saved calculation", () => {
  it("refuses parameters nesting 40 000 objects with a 400 naming the field, not a 500 (JSON.stringify overflowed in validation)", async () => {
    const token = await userToken("derin");
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
    const token = await userToken("derin");
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

  it("keeps saving with an ordinary result of a few levels (accepted, then replaced by the server's own)", async () => {
    const token = await userToken("derin");
    const result = {
      data: {
        html_mesaj: "<p>Uygun</p>",
        kural_seti: { id: "izmir", surum: "1.0.0", sha256: { a: "b" } },
        detay: [[{ x: [1] }]],
      },
    };
    const res = await save(token, JSON.stringify(VALID_PARAMETERS), JSON.stringify(result), "Sığ kayıt");
    expect(res.status).toBe(201);
    const stored = (await json<{ data: { result: { data: Record<string, unknown> } } }>(res)).data.result.data;
    expect(stored).not.toHaveProperty("html_mesaj");
    expect(stored["rapor"]).toMatchObject({ parsel: expect.stringContaining("Parsel alanı") as unknown });
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
