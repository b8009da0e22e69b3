/**
 * `npm run bench:page` — the first load of the calculation page (/hesaplama/bag-evi) and of the home page (/) in
 * Debian's Chromium (playwright-core, empty cache, outside requests stubbed as in the e2e tests) against a fresh
 * `npm start` server. For every response of the server it records the bytes on the wire (CDP Network
 * encodedDataLength: what the server actually sent, compressed where it compresses, headers included) and
 * re-fetches the body uncompressed to measure its raw size and its gzip size (node:zlib, default level 6). Prints them by kind (JS,
 * CSS, geo/JSON, other) with the largest contentful paint, then the worker bundle of `wrangler deploy --dry-run`
 * (raw and gzip). Goals: first-load JS ≤ 250 KB gz, worker ≤ 1 MiB gz.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { ensureBuilt, startThrowawayServer } from "../scripts/lib/local-server.ts";
import { machineNote, printTable } from "./lib/bench-stats.ts";
import { wranglerSync } from "../scripts/lib/wrangler.ts";
import { launchBrowser } from "../scripts/lib/chromium.ts";

const JS_GOAL_GZ = 250 * 1024;
/** Everything the page loads before it is idle (JS, CSS, geo, rules, HTML), gzip: issue #18's goal. */
const FIRST_LOAD_GOAL_GZ = 230 * 1024;
const WORKER_GOAL_GZ = 1024 * 1024;
const PAGES = ["/hesaplama/bag-evi", "/"];
type Kind = "JS" | "CSS" | "geo/JSON" | "other";
const KINDS: Kind[] = ["JS", "CSS", "geo/JSON", "other"];

interface Resource {
  url: string;
  kind: Kind;
  wire: number;
  raw: number;
  gz: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function kindOf(resourceType: string, mimeType: string, url: string): Kind {
  if (resourceType === "Script" || /javascript/.test(mimeType)) return "JS";
  if (resourceType === "Stylesheet" || mimeType === "text/css") return "CSS";
  if (
    /json|geo\+json|kml|xml/.test(mimeType) ||
    /\.(json|geojson|kml)(\?|$)/.test(url) ||
    new URL(url).pathname.startsWith("/api/")
  )
    return "geo/JSON";
  return "other";
}

async function measure(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: "tr-TR" });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const seen = new Map<string, { url: string; type: string; mime: string; status: number; wire?: number }>();
  cdp.on("Network.responseReceived", (e) =>
    seen.set(e.requestId, { url: e.response.url, type: e.type, mime: e.response.mimeType, status: e.response.status }),
  );
  cdp.on("Network.loadingFinished", (e) => {
    const r = seen.get(e.requestId);
    if (r) r.wire = e.encodedDataLength;
  });
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  const t0 = Date.now();
  const response = await page.goto(path, { waitUntil: "networkidle" });
  const idleMs = Date.now() - t0;
  const timing = await page.evaluate(
    () =>
      new Promise<{ lcp: number | null; fcp: number | null; dcl: number; load: number }>((resolve) => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
        const base = { fcp, dcl: nav?.domContentLoadedEventEnd ?? NaN, load: nav?.loadEventEnd ?? NaN };
        let lcp: number | null = null;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last) lcp = last.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve({ lcp, ...base }), 1000);
      }),
  );
  await context.close();

  const resources: Resource[] = [];
  for (const r of seen.values()) {
    if (!r.url.startsWith(baseURL)) continue;
    const body = Buffer.from(await (await fetch(r.url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    resources.push({
      url: r.url.slice(baseURL.length),
      kind: kindOf(r.type, r.mime, r.url),
      wire: r.wire ?? 0,
      raw: body.length,
      gz: gzipSync(body).length,
    });
  }
  return { status: response?.status() ?? 0, idleMs, timing, resources, errors };
}

function workerBundle() {
  const outdir = mkdtempSync(join(tmpdir(), "planlayici-dry-run-"));
  try {
    wranglerSync(["deploy", "--dry-run", "--outdir", outdir]);
    const files = readdirSync(outdir, { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.(m?js|wasm)$/.test(f) && statSync(join(outdir, f)).isFile(),
    );
    let raw = 0;
    let gz = 0;
    for (const f of files) {
      const body = readFileSync(join(outdir, f));
      raw += body.length;
      gz += gzipSync(body).length;
    }
    return { files, raw, gz };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

ensureBuilt();
const server = await startThrowawayServer({});
const browser = await launchBrowser();
let failed = false;
try {
  console.log(
    `bench:page — ${new Date().toISOString()}, ${browser.version()} headless, 1280×900, empty cache, npm start server; gzip = node:zlib level 6 of the raw body; ${machineNote()}`,
  );
  for (const path of PAGES) {
    // One warm-up load so that the worker is compiled and the server's first-request cost is not counted.
    await measure(browser, server.baseURL, path);
    const m = await measure(browser, server.baseURL, path);
    if (m.status !== 200 || m.errors.length > 0) {
      failed = true;
      console.log(`${path}: status ${m.status}, page errors: ${m.errors.join("; ")}`);
    }
    console.log(`\n${path} — ${m.resources.length} responses, network idle after ${m.idleMs} ms`);
    const sum = (k: Kind | null, f: (r: Resource) => number) =>
      m.resources.filter((r) => k === null || r.kind === k).reduce((a, r) => a + f(r), 0);
    printTable(
      ["kind", "files", "on the wire", "raw", "gzip"],
      [
        ...KINDS.map((k) => [
          k,
          String(m.resources.filter((r) => r.kind === k).length),
          kb(sum(k, (r) => r.wire)),
          kb(sum(k, (r) => r.raw)),
          kb(sum(k, (r) => r.gz)),
        ]),
        [
          "all",
          String(m.resources.length),
          kb(sum(null, (r) => r.wire)),
          kb(sum(null, (r) => r.raw)),
          kb(sum(null, (r) => r.gz)),
        ],
      ],
    );
    const largest = [...m.resources].sort((a, b) => b.gz - a.gz).slice(0, 6);
    console.log(`largest (gzip): ${largest.map((r) => `${r.url} ${kb(r.gz)}`).join(", ")}`);
    const f = (n: number | null) => (n === null || Number.isNaN(n) ? "–" : `${n.toFixed(0)} ms`);
    console.log(
      `largest contentful paint ${f(m.timing.lcp)}; first contentful paint ${f(m.timing.fcp)}; DOMContentLoaded ${f(m.timing.dcl)}; load ${f(m.timing.load)}`,
    );
    const js = sum("JS", (r) => r.gz);
    const all = sum(null, (r) => r.gz);
    console.log(
      `goal: first-load JS ≤ ${kb(JS_GOAL_GZ)} gzip — actual ${kb(js)}: ${js <= JS_GOAL_GZ ? "met" : "NOT met"}`,
    );
    console.log(
      `goal: first load ≤ ${kb(FIRST_LOAD_GOAL_GZ)} gzip — actual ${kb(all)}: ${all <= FIRST_LOAD_GOAL_GZ ? "met" : "NOT met"}`,
    );
  }
  const bundle = workerBundle();
  console.log(
    `\nworker bundle (wrangler deploy --dry-run: ${bundle.files.join(", ")}): ${kb(bundle.raw)} raw, ${kb(bundle.gz)} gzip`,
  );
  console.log(`goal: worker ≤ 1 MiB gzip — ${bundle.gz <= WORKER_GOAL_GZ ? "met" : "NOT met"}`);
} finally {
  await browser.close();
  await server.close();
}
if (failed) process.exitCode = 1;
