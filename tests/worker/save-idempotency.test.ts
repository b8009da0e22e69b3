/**
 * A save sent again is stored once (issue #32): the browser gives each save an `Idempotency-Key`; a save made
 * offline and sent when the network is back, or retried after a lost answer, answers 200 with the row the first one
 * stored — even when both arrive at once; the same key with other contents is refused (422) and changes nothing; a
 * malformed key is the catalogue's Turkish 400; keys are per user; saves without a key work as before.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import type { HistoryItemDto } from "@worker/core/contracts/history-schemas.ts";
import { api, json, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

interface Saved {
  success: true;
  data: HistoryItemDto;
}

function save(token: string, body: Record<string, unknown>, key?: string): Promise<Response> {
  return api("/api/calculations/save/", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { "Idempotency-Key": key }),
    },
    body: JSON.stringify(body),
  });
}

const body = (title: string) => ({ calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, title });

async function rowsOf(title: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM saved_calculations WHERE title = ?1")
    .bind(title)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("POST /api/calculations/save/ with an Idempotency-Key", () => {
  it("stores a save sent twice once and answers the stored row both times", async () => {
    const token = await userToken("idem");
    const key = crypto.randomUUID();
    const first = await save(token, body("Çevrimdışı kayıt"), key);
    expect(first.status).toBe(201);
    const stored = await json<Saved>(first);
    const again = await save(token, body("Çevrimdışı kayıt"), key);
    expect(again.status).toBe(200);
    expect((await json<Saved>(again)).data).toEqual(stored.data);
    expect(await rowsOf("Çevrimdışı kayıt")).toBe(1);
  });

  it("stores one row when the same save arrives twice at once", async () => {
    const token = await userToken("idem-yaris");
    const key = crypto.randomUUID();
    const answers = await Promise.all([save(token, body("Aynı anda"), key), save(token, body("Aynı anda"), key)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((r) => json<Saved>(r)));
    expect(a!.data.id).toBe(b!.data.id);
    expect(await rowsOf("Aynı anda")).toBe(1);
  });

  it("refuses the same key with other contents (422) and stores nothing", async () => {
    const token = await userToken("idem-baska");
    const key = crypto.randomUUID();
    expect((await save(token, body("İlk içerik"), key)).status).toBe(201);
    const other = await save(token, body("Başka içerik"), key);
    expect(other.status).toBe(422);
    expect(await json<ApiError>(other)).toMatchObject({
      code: "idempotency_key_reused",
      detail: "Bu kayıt anahtarı başka bir kayıt için kullanılmış. Lütfen kaydetmeyi yeniden başlatın.",
    });
    expect(await rowsOf("Başka içerik")).toBe(0);
  });

  it("answers a malformed key with the catalogue's Turkish 400 and stores nothing", async () => {
    const token = await userToken("idem-bozuk");
    for (const key of ["kisa", "a".repeat(101), "bosluk ve nokta.olan anahtar"]) {
      const res = await save(token, body(`Bozuk anahtar ${key.length}`), key);
      expect(res.status, key).toBe(400);
      const error = await json<ApiError>(res);
      expect(error.code).toBe("validation_failed");
      expect(error.fields?.["idempotency-key"]).toEqual([
        "Idempotency-Key başlığı 16–100 harf, rakam, '-' veya '_' olmalıdır.",
      ]);
      expect(await rowsOf(`Bozuk anahtar ${key.length}`)).toBe(0);
    }
  });

  it("keeps keys per user: another user's save with the same key is their own", async () => {
    const [ali, ayse] = await Promise.all([userToken("idem-ali"), userToken("idem-ayse")]);
    const key = crypto.randomUUID();
    const a = await save(ali, body("Ortak anahtar"), key);
    const b = await save(ayse, body("Ortak anahtar"), key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await json<Saved>(a)).data.id).not.toBe((await json<Saved>(b)).data.id);
  });

  it("answers two saves of one title at once with one row and a 409, never a 500", async () => {
    const token = await userToken("idem-baslik");
    const answers = await Promise.all([save(token, body("Aynı başlık")), save(token, body("Aynı başlık"))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await rowsOf("Aynı başlık")).toBe(1);
  });

  it("still refuses a second save of a title without a key (409)", async () => {
    const token = await userToken("idem-yok");
    expect((await save(token, body("Anahtarsız"))).status).toBe(201);
    expect((await save(token, body("Anahtarsız"))).status).toBe(409);
  });
});
