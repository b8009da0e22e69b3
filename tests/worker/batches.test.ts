/**
 * Batch calculations on Cloudflare Queues, in workerd with the real D1 and migrations (worker/services/batches.ts,
 * routes/v1/batches.ts): a batch runs through the local queue to the end and its results are the site's answers;
 * API keys pay per parcel; the consumer killed in the middle of a batch (its messages lost, a chunk delivered twice)
 * still ends with every parcel exactly once; a chunk that keeps failing stops its job as `hata`.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import Papa from "papaparse";
import type { BatchDto } from "@worker/core/contracts/batches.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { getDb } from "@worker/db/client.ts";
import { batchRows, batchStatus, createBatch, STALE_AFTER_MS, type BatchMessage } from "@worker/services/batches.ts";
import { consumeBatchMessages, MAX_RETRIES } from "@worker/services/batch-consumer.ts";
import { runCalculation } from "@worker/core/calculation/run-calculation.ts";
import { api, json, send, userToken } from "./helpers.ts";

const POINT = { latitude: 38.4189, longitude: 27.1287 };

/** `n` point parcels of a greenhouse request, the area growing with the position; `bad` positions lack a land type. */
function collection(n: number, bad: readonly number[] = []) {
  return {
    type: "FeatureCollection",
    features: Array.from({ length: n }, (_, i) => ({
      type: "Feature",
      id: `P${i + 1}`,
      geometry: { type: "Point", coordinates: [POINT.longitude, POINT.latitude] },
      properties: {
        ...(bad.includes(i + 1) ? {} : { arazi_vasfi: "Tarla" }),
        alan_m2: 3000 + i,
        sera_alani_m2: 2000,
      },
    })),
  };
}

async function status(id: string, token: string): Promise<BatchDto> {
  const res = await send("GET", `/api/v1/batches/${id}`, undefined, token);
  expect(res.status).toBe(200);
  return json<BatchDto>(res);
}

/** Polls the job until it is done (the local queue delivers within a second or two per delivery). */
async function finished(id: string, token: string): Promise<BatchDto> {
  return vi.waitFor(
    async () => {
      const s = await status(id, token);
      expect(s.durum).toBe("tamam");
      return s;
    },
    { timeout: 60_000, interval: 200 },
  );
}

describe("a batch through the local queue", () => {
  it("runs a signed-in user's GeoJSON to the end; each row is the site's answer; an invalid parcel has its error", async () => {
    const token = await userToken("toplu");
    const res = await send(
      "POST",
      "/api/v1/batches",
      { tur: "sera", surum: "1.0.0", parseller: collection(250, [7]) },
      token,
    );
    expect(res.status).toBe(202);
    const { id } = await json<{ id: string }>(res);
    const done = await finished(id, token);
    expect(done).toMatchObject({ tur: "sera", surum: "1.0.0", toplam: 250, tamamlanan: 250, hatali: 1 });

    const csv = await api(`/api/v1/batches/${id}/sonuclar.csv`, { headers: { Authorization: `Bearer ${token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const rows = Papa.parse<Record<string, string>>((await csv.text()).replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.map((r) => r["id"])).toEqual(Array.from({ length: 250 }, (_, i) => `P${i + 1}`));
    expect(rows[6]!["hata"]).toMatch(/Arazi vasfı/);
    const site = await runCalculation("sera", {
      ...POINT,
      arazi_vasfi: "Tarla",
      alan_m2: 3100,
      sera_alani_m2: 2000,
      surum: "1.0.0",
    });
    expect(rows[100]).toMatchObject({
      izin_durumu: site.data.izin_durumu,
      mesaj: site.data.ana_mesaj,
      surum: "1.0.0",
      hata: "",
    });

    const geo = await api(`/api/v1/batches/${id}/sonuclar.geojson`, { headers: { Authorization: `Bearer ${token}` } });
    const fc = await json<{ features: { id: string; properties: Record<string, unknown> }[] }>(geo);
    expect(fc.features).toHaveLength(250);
    expect(fc.features[100]).toMatchObject({ id: "P101", properties: { izin_durumu: site.data.izin_durumu } });

    // Someone else's job does not exist for them.
    expect((await send("GET", `/api/v1/batches/${id}`, undefined, await userToken("baska"))).status).toBe(404);
  });

  it("takes a CSV upload with the type in the query; refuses a bad file, a type and a batch too large, in Turkish", async () => {
    const token = await userToken("csv");
    const upload = (body: string, query: string) =>
      api(`/api/v1/batches${query}`, {
        method: "POST",
        headers: { "Content-Type": "text/csv", Authorization: `Bearer ${token}` },
        body,
      });
    const ok = await upload(
      "parsel;enlem;boylam;arazi_vasfi;alan_m2\nA;38,4189;27,1287;Tarla;5000\n",
      "?tur=solucan-tesisi",
    );
    expect(ok.status).toBe(202);
    const done = await finished((await json<{ id: string }>(ok)).id, token);
    expect(done).toMatchObject({ toplam: 1, tamamlanan: 1, hatali: 0 });

    const noPoint = await upload("id,x\n1,2\n", "?tur=sera");
    expect(noPoint.status).toBe(400);
    expect(await json<ApiError>(noPoint)).toMatchObject({
      code: "batch_invalid_input",
      detail: expect.stringContaining("enlem ve boylam") as unknown,
    });
    const unknownType = await send(
      "POST",
      "/api/v1/batches",
      { tur: "uzay-istasyonu", parseller: collection(1) },
      token,
    );
    expect(unknownType.status).toBe(400);
    expect((await json<ApiError>(unknownType)).code).toBe("unsupported_structure_type");
    const tooMany = await send("POST", "/api/v1/batches", { tur: "sera", parseller: collection(10_001) }, token);
    expect(tooMany.status).toBe(400);
    expect((await json<ApiError>(tooMany)).detail).toContain("en çok 10.000 parsel");
    expect((await send("POST", "/api/v1/batches", { tur: "sera", parseller: collection(1) })).status).toBe(401);
  });

  it("spends one of an API key's daily quota per parcel, and refuses a batch the quota cannot pay", async () => {
    const admin = await userToken("yonetici", "admin");
    const issued = await send("POST", "/api/admin/api-keys/", { name: "Toplu kurum", daily_quota: 30 }, admin);
    const key = await json<{ key: string }>(issued);
    const first = await send("POST", "/api/v1/batches", { tur: "sera", parseller: collection(20) }, key.key);
    expect(first.status).toBe(202);
    const over = await send("POST", "/api/v1/batches", { tur: "sera", parseller: collection(11) }, key.key);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await json<ApiError>(over)).code).toBe("api_quota_exceeded");
    await finished((await json<{ id: string }>(first)).id, key.key);
  });
});

/** A queue that only records what is sent (the consumer is driven by the test, as after a crash). */
function recordingQueue() {
  const sent: BatchMessage[] = [];
  return {
    sent,
    sendBatch: async (messages: Iterable<MessageSendRequest<BatchMessage>>) => {
      for (const m of messages) sent.push(m.body);
    },
  };
}

async function deliver(messages: readonly BatchMessage[], db = getDb(env.DB), attempts = 1) {
  const batch = createMessageBatch<BatchMessage>(
    "toplu-hesaplama",
    messages.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await consumeBatchMessages(db, batch);
  return getQueueResult(batch, ctx);
}

describe("the consumer killed in the middle of a batch", () => {
  it("ends with every parcel exactly once: lost messages are queued again when the job is stale, a duplicate changes nothing", async () => {
    const db = getDb(env.DB);
    const userId = Number(
      (await json<{ id: number }>(await send("GET", "/api/accounts/me/", undefined, await userToken("kesinti")))).id,
    );
    const queue = recordingQueue();
    const t0 = new Date("2026-11-28T10:00:00Z");
    const parcels = collection(350).features.map((f) => ({ id: f.id, istek: { ...f.properties, ...POINT } }));
    const job = await createBatch(db, queue, { userId }, { tur: "sera", surum: "1.0.0", parcels }, t0);
    expect(queue.sent.map((m) => m.no)).toEqual([0, 1, 2, 3]);

    // The consumer finishes chunk 1, then dies: chunks 0, 2 and 3 are never acknowledged, their messages gone.
    expect((await deliver([queue.sent[1]!])).explicitAcks).toEqual(["m0"]);
    let s = await batchStatus(db, queue, { userId }, job.id, new Date(t0.getTime() + 1000));
    expect(s).toMatchObject({ durum: "calisiyor", tamamlanan: 100 });
    expect(queue.sent).toHaveLength(4);

    // Not stale yet: nothing is queued again. Stale: exactly the pending chunks are.
    queue.sent.length = 0;
    const later = new Date(Date.now() + STALE_AFTER_MS + 1000);
    await batchStatus(db, queue, { userId }, job.id, later);
    expect(queue.sent.map((m) => m.no)).toEqual([0, 2, 3]);
    // A second reader at the same moment queues nothing more (the job was claimed).
    await batchStatus(db, queue, { userId }, job.id, later);
    expect(queue.sent).toHaveLength(3);

    // The re-queued chunks, chunk 1 delivered again, and chunk 2 twice: each parcel once.
    await deliver([...queue.sent, { jobId: job.id, no: 1 }, { jobId: job.id, no: 2 }]);
    s = await batchStatus(db, queue, { userId }, job.id, later);
    expect(s).toMatchObject({ durum: "tamam", toplam: 350, tamamlanan: 350, hatali: 0 });
    const rows = await batchRows(db, { userId }, job.id);
    expect(rows.map((r) => r.id)).toEqual(parcels.map((p) => p.id));
  });

  it("retries a chunk whose D1 write fails, and stops the job as `hata` after the last retry", async () => {
    const db = getDb(env.DB);
    const userId = Number(
      (await json<{ id: number }>(await send("GET", "/api/accounts/me/", undefined, await userToken("hatali")))).id,
    );
    const queue = recordingQueue();
    const job = await createBatch(
      db,
      queue,
      { userId },
      { tur: "sera", parcels: collection(5).features.map((f) => ({ id: f.id, istek: { ...f.properties, ...POINT } })) },
    );
    const failing = new Proxy(db, {
      get(target, prop) {
        if (prop === "batch") return () => Promise.reject(new Error("D1_ERROR: simulated"));
        return Reflect.get(target, prop, target) as unknown;
      },
    });
    const retried = await deliver(queue.sent, failing);
    expect(retried.retryMessages.map((m) => m.msgId)).toEqual(["m0"]);
    expect((await batchStatus(db, queue, { userId }, job.id)).durum).toBe("kuyrukta");
    const last = await deliver(queue.sent, failing, MAX_RETRIES + 1);
    expect(last.explicitAcks).toEqual(["m0"]);
    expect(await batchStatus(db, queue, { userId }, job.id)).toMatchObject({ durum: "hata", tamamlanan: 0 });
    const results = await send("GET", `/api/v1/batches/${job.id}/sonuclar.csv`, undefined, "x");
    expect(results.status).toBe(401);
  });
});
