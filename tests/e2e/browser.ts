/**
 * Debian's Chromium headless shell through playwright-core, one browser per test lane (started by the global setup;
 * each spec file connects to its lane's); pages with map tiles stubbed.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { connectTestBrowser } from "../../scripts/lib/chromium.ts";
import { browserEndpoint } from "./server.ts";
import { resetRateLimits } from "./session.ts";
import { NAVIGATION_TIMEOUT, UI_TIMEOUT } from "./wait.ts";

/**
 * Opens a page that records page errors (the test browser never reaches outside the test server:
 * scripts/lib/chromium.ts). Its actions and waits default
 * to the specs' UI timeout (tests/e2e/wait.ts), its navigations to NAVIGATION_TIMEOUT. The app's service worker is
 * blocked unless asked for (`serviceWorkers: "allow"`, the offline specs): a page's own routes (page.route) never
 * see what a service worker fetches, and a spec's second page would open from its cache.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
  /** `geolocation` with `permissions: ["geolocation"]`: the position the page's browser reports. */
  options: {
    bypassCSP?: boolean;
    geolocation?: { latitude: number; longitude: number };
    permissions?: string[];
    serviceWorkers?: "allow" | "block";
  } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: "tr-TR",
    reducedMotion: "reduce",
    serviceWorkers: "block",
    ...options,
  });
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return { page, errors, context, close: () => context.close() };
}

/**
 * Saves what the page shows as test-results/{name}.png for a person to look at — only when E2E_SCREENSHOTS is set
 * (`E2E_SCREENSHOTS=1 npm run test:e2e`): a picture asserts nothing, and encoding some ninety of them was a good
 * part of the suite's browser time. `fullPage: false` frames the viewport (modals and the fixed sidebar as seen).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: `test-results/${name}.png`, fullPage });
}

/**
 * The run's browser for a spec file: connected before its tests, disconnected after them (the browser stays for the
 * other files); the file starts with the shared client's rate limits empty.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    resetRateLimits();
    browser = await connectTestBrowser(browserEndpoint);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * Serves the page at `path` without the data it carries (`<script id="on-veri">`: today's rule set), as a damaged
 * page or Vite's dev server would: the app then loads the rule set from the server.
 */
export async function withoutPageData(page: Page, path: string): Promise<void> {
  await page.route(path, async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace(/<script type="application\/json" id="on-veri">.*?<\/script>/s, "");
    await route.fulfill({ response: answer, body: html });
  });
}

/** Records policy violations (as events and console messages) from the first script on. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) messages.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...messages];
}
