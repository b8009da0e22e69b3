/**
 * `npm start` (the deploy bundle in workerd through Miniflare — the server every other spec runs against) and
 * `npm run dev` (`wrangler dev`) give the same answers with the same headers: pages, the SPA fallback, hashed
 * assets, geo files, the rules endpoint with its ETag, a calculation, the JSON 404 and the /admin page.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations, freePort, freshStateDir, startDev, type DevServer } from "../../scripts/lib/bench-server.ts";
import { SERVER_START_TIMEOUT } from "./global-setup.ts";

const baseURL = inject("baseURL");
const stateDir = freshStateDir("planlayici-servers-");
let dev: DevServer | undefined;

beforeAll(async () => {
  applyMigrations(stateDir);
  dev = await startDev(stateDir, await freePort(), { timeoutMs: SERVER_START_TIMEOUT });
}, SERVER_START_TIMEOUT + 60_000);

afterAll(async () => {
  await dev?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

/** Headers whose value must match; per-response ones (date, request id, cf-ray) are left out. */
const COMPARED = [
  "content-type",
  // Both compress text answers as the edge does (Node's fetch accepts gzip): Miniflare's entry worker for
  // wrangler dev, the front module of scripts/lib/local-server.ts for npm start.
  "content-encoding",
  "cache-control",
  "etag",
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "strict-transport-security",
  "retry-after",
];

interface Answer {
  status: number;
  headers: Record<string, string | null>;
  body: string;
}

async function ask(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  const headers = Object.fromEntries(COMPARED.map((h) => [h, res.headers.get(h)]));
  let body = await res.text();
  // Answers carry the moment they were made (a calculation, the health check); an error carries its request id.
  body = body.replace(/"(timestamp|time|request_id)":"[^"]+"/g, '"$1":"…"');
  return { status: res.status, headers, body };
}

describe("npm start and npm run dev serve the same", () => {
  it("pages, assets, geo files, API answers and /admin: same status, headers and body", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const script = /<script[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const calculation = {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ latitude: 38.42, longitude: 27.14, arazi_vasfi: "Tarla", alan_m2: 5000 }),
    };
    const requests: [string, RequestInit?][] = [
      ["/"],
      ["/hesaplama/sera"],
      ["/bilinmeyen-sayfa"],
      ["/sonuc/olmayan-baglanti"],
      ["/mevzuat/sera"],
      [script!],
      ["/geo/izmir-sinir.topo.json"],
      ["/favicon.svg"],
      ["/api/health/"],
      ["/api/rules/"],
      ["/api/calculations/yapi-turleri/"],
      ["/api/calculations/sera/", calculation],
      ["/api/calculations/sera/", { ...calculation, body: "{" }],
      ["/api/yok/"],
      ["/admin"],
    ];
    for (const [path, init] of requests) {
      const [start, wranglerDev] = await Promise.all([ask(baseURL, path, init), ask(dev!.baseURL, path, init)]);
      expect(start.status, path).toBeLessThan(500);
      expect(start, `${init?.method ?? "GET"} ${path}`).toEqual(wranglerDev);
    }
  });
});
