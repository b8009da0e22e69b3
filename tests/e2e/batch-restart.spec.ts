/**
 * `kill -9` of the `npm start` server in the middle of a batch (issue #51): its own server on a copy of the suite's
 * local D1; a batch of parcel analyses is accepted and starts; the server's whole process group (vite preview and its
 * workerd, with the in-memory queue) is killed with SIGKILL part way; a new server on the same D1 directory finishes
 * the batch — the job's state was in D1, its pending chunks are queued again once it is stale — with every parcel
 * exactly once: the results hold each id once, in order, and the counts equal the parcels.
 */
import { rmSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { cloneStateDir, onFreePort, startPreview, type LocalServer } from "../../scripts/lib/local-server.ts";
import { SERVER_START_TIMEOUT } from "./global-setup.ts";

const PARCELS = 6000;
/** services/batches.ts STALE_AFTER_MS (15 s), the restart and the polls around it. */
const FINISH_TIMEOUT = 120_000;

const stateDir = cloneStateDir(inject("template"), "planlayici-batch-kill-");
const ADMIN = inject("admin");
let server: LocalServer | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

interface Status {
  durum: string;
  toplam: number;
  tamamlanan: number;
  hatali: number;
}

describe("a batch when the server is killed in the middle of it", () => {
  it(
    "finishes after a restart with every parcel exactly once",
    { timeout: 2 * SERVER_START_TIMEOUT + FINISH_TIMEOUT + 60_000 },
    async () => {
      const start = (port: number) => startPreview(stateDir, port, { timeoutMs: SERVER_START_TIMEOUT });
      server = await onFreePort(start);
      const login = await fetch(`${server.baseURL}/api/token/`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      const auth = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
      const parseller = {
        type: "FeatureCollection",
        features: Array.from({ length: PARCELS }, (_, i) => ({
          type: "Feature",
          id: `K${i + 1}`,
          geometry: { type: "Point", coordinates: [27.2 + (i % 50) * 0.006, 38.3 + Math.floor(i / 50) * 0.007] },
          properties: { arazi_vasfi: "Tarla", alan_m2: 5000 + i, kapaliSuHavzasiIcinde: false },
        })),
      };
      const upload = await fetch(`${server.baseURL}/api/v1/batches`, {
        method: "POST",
        headers: { ...auth, "Content-Type": "application/json" },
        body: JSON.stringify({ tur: "parsel-analizi", parseller }),
      });
      expect(upload.status).toBe(202);
      const { id } = (await upload.json()) as { id: string };
      const status = async () => {
        const res = await fetch(`${server!.baseURL}/api/v1/batches/${id}`, { headers: auth });
        return (await res.json()) as Status;
      };

      // Part way: some parcels done, not all.
      let seen = 0;
      await expect
        .poll(async () => (seen = (await status()).tamamlanan), { timeout: 60_000, interval: 100 })
        .toBeGreaterThan(0);
      process.kill(-server.pid!, "SIGKILL");
      expect(seen).toBeLessThan(PARCELS);
      const killed = server.baseURL;
      await expect
        .poll(
          () =>
            fetch(`${killed}/api/health/`).then(
              () => "up",
              () => "down",
            ),
          { timeout: 10_000, interval: 100 },
        )
        .toBe("down");

      server = await onFreePort(start);
      await expect.poll(async () => (await status()).durum, { timeout: FINISH_TIMEOUT, interval: 1000 }).toBe("tamam");
      const final = await status();
      expect(final).toMatchObject({ toplam: PARCELS, tamamlanan: PARCELS });
      const csv = await fetch(`${server.baseURL}/api/v1/batches/${id}/sonuclar.csv`, { headers: auth });
      expect(csv.status).toBe(200);
      const ids = (await csv.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[0]);
      expect(ids).toEqual(parseller.features.map((f) => f.id));
    },
  );
});
