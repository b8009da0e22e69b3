/** Debian's Chromium through playwright-core, with the flags this machine needs; map tiles stubbed. */
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/lib/chromium.ts";
import { afterAll, beforeAll } from "vitest";
import { resetRateLimits } from "./session.ts";
import { NAVIGATION_TIMEOUT, UI_TIMEOUT } from "./wait.ts";

export { CHROMIUM, launchBrowser } from "../../scripts/lib/chromium.ts";

/**
 * Opens a page that records page errors and never reaches outside the test server. Its actions and waits default
 * to the specs' UI timeout (tests/e2e/wait.ts), its navigations to NAVIGATION_TIMEOUT.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
  /** `geolocation` with `permissions: ["geolocation"]`: the position the page's browser reports. */
  options: { bypassCSP?: boolean; geolocation?: { latitude: number; longitude: number }; permissions?: string[] } = {},
) {
  const context = await browser.newContext({ baseURL, viewport, locale: "tr-TR", ...options });
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
  return { page, errors, context, close: () => context.close() };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

/** One browser per spec file: launched before its tests, closed after them; the file starts with empty rate limits. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    resetRateLimits();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}
