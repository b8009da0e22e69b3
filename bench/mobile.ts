/**
 * `npm run bench:mobile` — a phone in the field opening a calculation page: Debian's Chromium (playwright-core) with
 * a phone's screen (390×844, touch), Lighthouse's slow-4G profile applied through CDP (150 ms round trip, 1.6 Mbps
 * down, 750 kbps up, CPU 4× slower), against a fresh `npm start` server behind a proxy that compresses text answers
 * as Cloudflare's edge does (bench/lib/edge-compression.ts; `vite preview` itself sends them uncompressed). Outside
 * hosts (map tiles) do not resolve. Three visits per page, MOBILE_RUNS (default 5) times each:
 * - cold: a fresh browser profile, empty cache, no service worker;
 * - repeat: the same page opened again after one visit (HTTP cache and service worker as that visit left them);
 * - offline reload: after one visit, the network cut (`setOffline`) and the page reloaded.
 * For each it prints the time from navigation start until the calculation form is ready — shown and hydrated: its
 * land-type list filled, its 'Hesapla' button enabled by the running app (`data-hydrated` on <html>), and that frame
 * painted — with first contentful paint and, for the cold visit, the bytes received by then (MOBILE_WATERFALL=1 also
 * lists the requests each visit of the first run finished by then; MOBILE_VISITS=cold measures only those visits). Goals (issue #32): cold ≤ 1.5 s median with first contentful paint ≤ 1.0 s, repeat ≤ 0.6 s,
 * offline reload ≤ 0.6 s. Last, the stack's floor on this machine (bench/lib/react-floor.ts): the app's React alone
 * hydrating a one-select form, cold and repeat, measured the same way — what no page of the app can beat. Prints
 * numbers; exits 1 only on page errors.
 */
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { ensureBuilt, startThrowawayServer } from "../scripts/lib/local-server.ts";
import { machineNote, printTable, quantile } from "./lib/bench-stats.ts";
import { startEdgeProxy } from "./lib/edge-compression.ts";
import { launchBrowser, LOCAL_ONLY } from "../scripts/lib/chromium.ts";
import { root } from "../scripts/lib/wrangler.ts";
import { startReactFloor } from "./lib/react-floor.ts";

const RUNS = Number(process.env.MOBILE_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS <= 0) {
  console.error("bench:mobile: MOBILE_RUNS must be a positive integer");
  process.exit(2);
}
const PAGES = ["/hesaplama/bag-evi", "/hesaplama/sera"];
type Visit = "cold" | "repeat" | "offline reload";
/** MOBILE_VISITS (e.g. "cold"): only these visits, comma-separated; all three by default. */
const wanted = (visits: Visit[]) =>
  visits.filter((v) => (process.env.MOBILE_VISITS ?? "cold,repeat,offline reload").split(",").includes(v));
const GOALS: Record<Visit, { readyMs: number; fcpMs?: number }> = {
  cold: { readyMs: 1500, fcpMs: 1000 },
  repeat: { readyMs: 600 },
  "offline reload": { readyMs: 600 },
};
/** Lighthouse's mobile "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 kbps up; CPU 4×. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

/** Runs in the page: stamps `__formReady` (ms since navigation start) once the form can be used and is painted. */
const READY_PROBE = `(() => {
  const ready = () => {
    if (document.documentElement.dataset.hydrated !== "1") return false;
    const form = document.querySelector("main form");
    if (!form) return false;
    const submit = [...form.querySelectorAll("button[type=submit]")].find((b) => b.textContent.trim() === "Hesapla");
    const select = form.querySelector("select");
    return Boolean(submit && !submit.disabled && select && select.options.length > 1);
  };
  const check = () => {
    if (!ready()) return;
    observer.disconnect();
    // The frame that shows it: the next animation frame, then the task after its paint.
    requestAnimationFrame(() => setTimeout(() => (window.__formReady = performance.now())));
  };
  const observer = new MutationObserver(check);
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

async function throttle(context: BrowserContext, page: Page, cold: boolean) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (cold) await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * Waits for the probe's stamp by asking the page through CDP every 50 ms: Playwright's own waiting (waitForFunction)
 * injects its script into the page, which costs a throttled phone's main thread ~0.15 s that no user pays.
 */
async function formReady(cdp: CDPSession): Promise<{ readyMs: number; fcpMs: number | null }> {
  const expression = `window.__formReady === undefined ? "" : JSON.stringify({
    readyMs: window.__formReady,
    fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  })`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { result } = await cdp.send("Runtime.evaluate", { expression, returnByValue: true });
    if (typeof result.value === "string" && result.value !== "") {
      const ready = JSON.parse(result.value) as { readyMs: number; fcpMs: number | null };
      // A page that is ready has painted; its first contentful paint entry may come a frame later.
      if (ready.fcpMs !== null) return ready;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the form was not ready within 120 s");
}

/** One visit of `path`; for repeat and offline visits, after a first (unmeasured) visit has left its caches. */
async function load(
  browser: Browser,
  baseURL: string,
  path: string,
  visit: Visit,
  { serviceWorker = true } = {},
): Promise<Load> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: "tr-TR",
  });
  try {
    await context.addInitScript(READY_PROBE);
    const errors: string[] = [];
    let page = await context.newPage();
    page.on("pageerror", (err) => errors.push(err.message));
    if (visit !== "cold") {
      await page.goto(path);
      await formReady(await context.newCDPSession(page));
      // The service worker has installed its precache before the next visit.
      if (serviceWorker) {
        await page.evaluate(() =>
          Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 20_000))]),
        );
      }
      if (visit === "repeat") {
        await page.close();
        page = await context.newPage();
        page.on("pageerror", (err) => errors.push(err.message));
      }
    }
    const cdp = await throttle(context, page, visit === "cold");
    const started = new Map<string, { url: string; at: number }>();
    const finished: { id: string; at: number; bytes: number }[] = [];
    cdp.on("Network.requestWillBeSent", (e) => started.set(e.requestId, { url: e.request.url, at: e.timestamp }));
    cdp.on("Network.loadingFinished", (e) =>
      finished.push({ id: e.requestId, at: e.timestamp, bytes: e.encodedDataLength }),
    );
    if (visit === "offline reload") {
      await context.setOffline(true);
      await page.reload({ waitUntil: "commit" });
    } else {
      await page.goto(path, { waitUntil: "commit" });
    }
    const { readyMs, fcpMs } = await formReady(cdp);
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
  } catch (err) {
    return { readyMs: NaN, waterfall: [], fcpMs: null, bytes: 0, requests: 0, errors: [String(err).split("\n")[0]!] };
  } finally {
    await context.close();
  }
}

/** Measures `path` RUNS times per visit and adds one summary row per visit. */
async function measure(baseURL: string, label: string, path: string, visits: Visit[], serviceWorker: boolean) {
  await load(browser, baseURL, path, "cold", { serviceWorker }); // warm the server: its first request is not a phone's
  for (const visit of visits) {
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await load(browser, baseURL, path, visit, { serviceWorker }));
    for (const l of loads) {
      if (l.errors.length > 0) {
        failed = true;
        console.log(`${label} (${visit}): page errors: ${l.errors.join("; ")}`);
      }
    }
    if (process.env.MOBILE_WATERFALL === "1") {
      console.log(`\n${label}, ${visit}: form ready at ${loads[0]!.readyMs.toFixed(0)} ms; requests finished by then:`);
      printTable(
        ["request", "start ms", "end ms", "bytes"],
        loads[0]!.waterfall
          .sort((a, b) => a.startMs - b.startMs)
          .map((r) => [r.url.slice(0, 70), r.startMs.toFixed(0), r.endMs.toFixed(0), String(r.bytes)]),
      );
    }
    const ready = loads.map((l) => l.readyMs).sort((a, b) => a - b);
    const median = quantile(ready, 0.5);
    const fcpMedian = quantile(
      loads.map((l) => l.fcpMs ?? NaN).sort((a, b) => a - b),
      0.5,
    );
    const goal = GOALS[visit];
    const met = median <= goal.readyMs && (goal.fcpMs === undefined || fcpMedian <= goal.fcpMs);
    summary.push([
      label,
      visit,
      median.toFixed(0),
      `${ready[0]!.toFixed(0)}–${ready.at(-1)!.toFixed(0)}`,
      fcpMedian.toFixed(0),
      `${(loads[0]!.bytes / 1024).toFixed(1)} KB`,
      String(loads[0]!.requests),
      `${goal.readyMs}${goal.fcpMs ? ` / FCP ${goal.fcpMs}` : ""}: ${met ? "met" : "NOT met"}`,
    ]);
  }
}

ensureBuilt();
const server = await startThrowawayServer({});
const edge = await startEdgeProxy(server.baseURL);
const floor = await startReactFloor(root);
const floorEdge = await startEdgeProxy(floor.baseURL);
// Outside hosts (map tiles) fail at once in the resolver: intercepting requests (page.route) would cost the page
// ~0.4 s of its own on this profile, which a phone does not pay.
const browser = await launchBrowser([LOCAL_ONLY]);
let failed = false;
const summary: string[][] = [];
try {
  console.log(
    `bench:mobile — ${new Date().toISOString()}, ${browser.version()} headless, 390×844 touch, slow 4G ` +
      `(${NETWORK.latency} ms RTT, 1.6 Mbps down, 750 kbps up), CPU ${CPU_SLOWDOWN}×, ${RUNS} loads per page and ` +
      `visit from npm start behind edge compression; ${machineNote()}`,
  );
  for (const path of PAGES) await measure(edge.baseURL, path, path, wanted(Object.keys(GOALS) as Visit[]), true);
  // The stack's floor on this machine: React hydrating a one-select form, nothing else (no service worker).
  await measure(floorEdge.baseURL, "React floor (one form)", "/", wanted(["cold", "repeat"]), false);
  console.log();
  printTable(
    [
      "page",
      "visit",
      "form ready, median ms",
      "range ms",
      "first contentful paint, median ms",
      "received before ready",
      "requests",
      "goal ms",
    ],
    summary,
  );
} finally {
  await browser.close();
  await edge.close();
  await server.close();
  await floorEdge.close();
  await floor.close();
}
if (failed) process.exitCode = 1;
