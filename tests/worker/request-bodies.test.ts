/**
 * Request bodies through the real routes in workerd with D1 and the real migrations: a calculation or a parcel
 * analysis sent as anything but JSON answers the catalogue's 415 like every other JSON route, and an Idempotency-Key
 * answers the stored row only for the same save again — any other save under it is refused and changes nothing; a
 * body answered without being used (401, 404, 415, 413) is read before the answer leaves, up to a bound (the local
 * server's failures this prevents: tests/e2e/unread-bodies.spec.ts).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, MAX_DRAINED_BYTES } from "@worker/app.ts";
import { ERROR_CATALOGUE, type ApiError } from "@worker/core/contracts/errors.ts";
import type { HistoryItemDto } from "@worker/core/contracts/history-schemas.ts";
import { api, json, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

/** A body of `total` bytes that counts how much of it was read. */
function countedBody(total: number, chunk = 16 * 1024) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(chunk, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(32));
    },
  });
  return { stream, sent: () => sent };
}

describe("a body the worker answers without using", () => {
  const post = (path: string, type: string, total: number, declared: boolean) => {
    const body = countedBody(total);
    const headers: Record<string, string> = { "Content-Type": type };
    if (declared) headers["Content-Length"] = String(total);
    // `duplex` is what a stream body needs in Node's fetch types; workerd takes it as well.
    const init = { method: "POST", headers, body: body.stream, duplex: "half" } as RequestInit;
    return { answer: api(path, init), sent: body.sent };
  };

  it("is read to its end before the 401, 404 or 415 leaves", async () => {
    const total = 200 * 1024;
    for (const [path, type, status] of [
      ["/api/calculations/save/", "application/json", 401],
      ["/api/olmayan-adres/", "application/json", 404],
      ["/api/token/", "text/plain", 415],
      ["/api/calculations/parsel-analizi/", "application/x-www-form-urlencoded", 415],
    ] as const) {
      const { answer, sent } = post(path, type, total, true);
      const res = await answer;
      expect(res.status, path).toBe(status);
      await res.body?.cancel();
      expect(sent(), path).toBe(total);
    }
  });

  it("is read to its end when it is over the body limit (413), up to a bound", async () => {
    for (const declared of [true, false]) {
      const over = post("/api/token/", "application/json", MAX_BODY_BYTES + 50 * 1024, declared);
      const res = await over.answer;
      expect(res.status, `declared: ${declared}`).toBe(413);
      await res.body?.cancel();
      expect(over.sent(), `declared: ${declared}`).toBe(MAX_BODY_BYTES + 50 * 1024);

      const huge = post("/api/token/", "application/json", 2 * MAX_DRAINED_BYTES, declared);
      const refused = await huge.answer;
      expect(refused.status, `declared: ${declared}`).toBe(413);
      await refused.body?.cancel();
      expect(huge.sent(), `declared: ${declared}`).toBeGreaterThan(MAX_DRAINED_BYTES);
      expect(huge.sent(), `declared: ${declared}`).toBeLessThan(MAX_DRAINED_BYTES + 64 * 1024);
    }
  });
});

describe("a calculation body that is not JSON", () => {
  const routes = [`/api/calculations/${VALID_TYPE}/`, "/api/calculations/parsel-analizi/"];
  const bodies: [string, string | undefined][] = [
    ["latitude=38.42&longitude=27.14", "application/x-www-form-urlencoded"],
    [JSON.stringify(VALID_PARAMETERS), "text/plain"],
    [JSON.stringify(VALID_PARAMETERS), undefined],
  ];

  it("answers 415 with the catalogue's message, not the calculation's field messages", async () => {
    for (const path of routes)
      for (const [body, type] of bodies) {
        const res = await api(path, { method: "POST", ...(type ? { headers: { "Content-Type": type } } : {}), body });
        const label = `${path} ${type ?? "no Content-Type"}`;
        expect(res.status, label).toBe(415);
        const error = await json<ApiError>(res);
        expect(error, label).toMatchObject({
          success: false,
          code: "unsupported_media_type",
          detail: ERROR_CATALOGUE.unsupported_media_type.detail,
        });
        expect(error.fields, label).toBeUndefined();
      }
  });

  it("answers unparsable JSON with invalid_json as the other JSON routes do", async () => {
    for (const path of [...routes, "/api/token/"]) {
      const res = await api(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
      expect(res.status, path).toBe(400);
      const error = await json<ApiError>(res);
      expect(error.code, path).toBe("invalid_json");
      expect(error.fields, path).toBeUndefined();
    }
  });

  it("still calculates a JSON body", async () => {
    const res = await api(`/api/calculations/${VALID_TYPE}/`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify(VALID_PARAMETERS),
    });
    expect(res.status).toBe(200);
  });
});

interface Saved {
  success: true;
  data: HistoryItemDto;
}

describe("an Idempotency-Key sent again", () => {
  const first = {
    calculation_type: VALID_TYPE,
    parameters: VALID_PARAMETERS,
    title: "Anahtarlı kayıt",
    description: "İlk açıklama",
    map_coordinates: { lat: 38.42, lng: 27.14 },
  };

  const save = (token: string, key: string, body: Record<string, unknown>) =>
    api("/api/calculations/save/", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, "Idempotency-Key": key },
      body: JSON.stringify(body),
    });

  /** Every saved row of the user who owns row `id`. */
  const rowsOfOwner = async (id: string) =>
    (
      await env.DB.prepare(
        `SELECT id, title, description, parameters, result, map_lat, map_lng FROM saved_calculations
         WHERE user_id = (SELECT user_id FROM saved_calculations WHERE id = ?1)`,
      )
        .bind(id)
        .all()
    ).results;

  it("answers the same save again with the stored row (200), and any other save under the key with 422", async () => {
    const token = await userToken("idem-tur3");
    const key = crypto.randomUUID();
    const created = await save(token, key, first);
    expect(created.status).toBe(201);
    const stored = (await json<Saved>(created)).data;
    const before = await rowsOfOwner(stored.id);
    expect(before).toHaveLength(1);

    const again = await save(token, key, first);
    expect(again.status).toBe(200);
    expect((await json<Saved>(again)).data).toEqual(stored);

    const others: [string, Record<string, unknown>][] = [
      ["another description", { ...first, description: "Değişen açıklama" }],
      ["no description", { ...first, description: undefined }],
      ["another map point", { ...first, map_coordinates: { lat: 38.5, lng: 27.14 } }],
      ["no map point", { ...first, map_coordinates: null }],
      ["other inputs", { ...first, parameters: { ...VALID_PARAMETERS, alan_m2: 2000 } }],
      ["another type", { ...first, calculation_type: "mantar-tesisi" }],
      ["another title", { ...first, title: "Başka başlık" }],
    ];
    for (const [label, body] of others) {
      const res = await save(token, key, body);
      expect(res.status, label).toBe(422);
      expect(await json<ApiError>(res), label).toMatchObject({
        success: false,
        code: "idempotency_key_reused",
        detail: ERROR_CATALOGUE.idempotency_key_reused.detail,
      });
    }
    expect(await rowsOfOwner(stored.id)).toEqual(before);
  });
});
