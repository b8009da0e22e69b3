/**
 * `npm run bench:mobile` — a phone in the field opening a calculation page: Debian's Chromium (playwright-core) with
 * a phone's screen (390×844, touch), Lighthouse's slow-4G profile applied through CDP (150 ms round trip, 1.6 Mbps
 * down, 750 kbps up, CPU 4× slower) and a cold cache, against a fresh `npm start` server (which compresses text
 * answers as Cloudflare's edge does: scripts/lib/local-server.ts). Outside hosts (map tiles) do not resolve.
 * For MOBILE_RUNS (default 5) fresh loads of each page it prints the time from navigation start until the
 * calculation form is ready — its land-type list filled, its 'Hesapla' button enabled, and that frame painted —
 * with first contentful paint and the bytes received by then (MOBILE_WATERFALL=1 also lists those requests of the
 * first load). Goal (team brief): the form ready within 1.5 s. Prints numbers; exits 1 only on page errors.
 */
import type { Browser } from "playwright-core";
import { ensureBuilt, startThrowawayServer } from "../scripts/lib/local-server.ts";
import { machineNote, printTable, quantile } from "./lib/bench-stats.ts";
import { launchBrowser, LOCAL_ONLY } from "../scripts/lib/chromium.ts";

const RUNS = Number(process.env.MOBILE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS <= 0) {
  console.error("bench:mobile: MOBILE_RUNS must be a positive integer");
  process.exit(2);
}
const PAGES = ["/hesaplama/bag-evi", "/hesaplama/sera"];
const GOAL_MS = 1500;
/** Lighthouse's mobile "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 kbps up; CPU 4×. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

/** Runs in the page: stamps `__formReady` (ms since navigation start) once the form can be used and is painted. */
const READY_PROBE = `(() => {
  const ready = () => {
    const form = document.querySelector("main form");
    if (!form) return false;
    const submit = [...form.querySelectorAll("button[type=submit]")].find((b) => b.textContent.trim() === "Hesapla");
    const select = form.querySelector("select");
    return Boolean(submit && !submit.disabled && select && select.options.length > 1);
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    // The frame that shows it: the next animation frame, then the task after its paint.
    requestAnimationFrame(() => setTimeout(() => (window.__formReady = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

interface Finished {
  url: string;
  startMs: number;
  endMs: number;
  bytes: number;
}

interface Load {
  readyMs: number;
  /** Every request that finished before the form was ready, in ms since navigation start. */
  waterfall: Finished[];
  fcpMs: number | null;
  bytes: number;
  requests: number;
  errors: string[];
}

async function load(browser: Browser, baseURL: string, path: string): Promise<Load> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: "tr-TR",
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(READY_PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const started = new Map<string, { url: string; at: number }>();
    const finished: { id: string; at: number; bytes: number }[] = [];
    cdp.on("Network.requestWillBeSent", (e) => started.set(e.requestId, { url: e.request.url, at: e.timestamp }));
    cdp.on("Network.loadingFinished", (e) =>
      finished.push({ id: e.requestId, at: e.timestamp, bytes: e.encodedDataLength }),
    );
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(err.message));
    await page.goto(path, { waitUntil: "commit" });
    await page.waitForFunction(() => (window as { __formReady?: number }).__formReady !== undefined, null, {
      timeout: 120_000,
    });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      timeout: 120_000,
    });
    const { readyMs, fcpMs } = await page.evaluate(() => ({
      readyMs: (window as { __formReady?: number }).__formReady!,
      fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    }));
    const navigationStart = Math.min(...[...started.values()].map((r) => r.at));
    const readyAt = navigationStart + readyMs / 1000;
    const before = finished.filter((f) => f.at <= readyAt);
    const waterfall = before.map((f) => ({
      url: started.get(f.id)?.url.replace(baseURL, "") ?? "?",
      startMs: ((started.get(f.id)?.at ?? navigationStart) - navigationStart) * 1000,
      endMs: (f.at - navigationStart) * 1000,
      bytes: f.bytes,
    }));
    return {
      readyMs,
      waterfall,
      fcpMs,
      bytes: before.reduce((a, f) => a + f.bytes, 0),
      requests: before.length,
      errors,
    };
  } finally {
    await context.close();
  }
}

ensureBuilt();
const server = await startThrowawayServer({});
// Outside hosts (map tiles) fail at once in the resolver: intercepting requests (page.route) would cost the page
// ~0.4 s of its own on this profile, which a phone does not pay.
const browser = await launchBrowser([LOCAL_ONLY]);
let failed = false;
const summary: string[][] = [];
try {
  console.log(
    `bench:mobile — ${new Date().toISOString()}, ${browser.version()} headless, 390×844 touch, slow 4G ` +
      `(${NETWORK.latency} ms RTT, 1.6 Mbps down, 750 kbps up), CPU ${CPU_SLOWDOWN}×, cold cache, ${RUNS} loads per ` +
      `page from npm start; ${machineNote()}`,
  );
  for (const path of PAGES) {
    await load(browser, server.baseURL, path); // warm the worker: its first-request cost is not a phone's
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await load(browser, server.baseURL, path));
    for (const l of loads) {
      if (l.errors.length > 0) {
        failed = true;
        console.log(`${path}: page errors: ${l.errors.join("; ")}`);
      }
    }
    if (process.env.MOBILE_WATERFALL === "1") {
      console.log(
        `\n${path}, first load: form ready at ${loads[0]!.readyMs.toFixed(0)} ms; requests finished by then:`,
      );
      printTable(
        ["request", "start ms", "end ms", "bytes"],
        loads[0]!.waterfall
          .sort((a, b) => a.startMs - b.startMs)
          .map((r) => [r.url.slice(0, 70), r.startMs.toFixed(0), r.endMs.toFixed(0), String(r.bytes)]),
      );
    }
    const ready = loads.map((l) => l.readyMs).sort((a, b) => a - b);
    const median = quantile(ready, 0.5);
    const fcp = loads.map((l) => l.fcpMs ?? NaN).sort((a, b) => a - b);
    summary.push([
      path,
      median.toFixed(0),
      `${ready[0]!.toFixed(0)}–${ready.at(-1)!.toFixed(0)}`,
      quantile(fcp, 0.5).toFixed(0),
      `${(loads[0]!.bytes / 1024).toFixed(1)} KB`,
      String(loads[0]!.requests),
      median <= GOAL_MS ? "met" : "NOT met",
    ]);
  }
  console.log();
  printTable(
    [
      "page",
      "form ready, median ms",
      "range ms",
      "first contentful paint, median ms",
      "received before ready",
      "requests",
      `goal ≤ ${GOAL_MS} ms`,
    ],
    summary,
  );
} finally {
  await browser.close();
  await server.close();
}
if (failed) process.exitCode = 1;
