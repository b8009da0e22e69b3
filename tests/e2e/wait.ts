/**
 * Waiting in the e2e specs. The page, `wrangler dev`, Chromium and vitest share a busy 2-core machine, so nothing
 * is read once and nothing sleeps: every check of the UI waits for its state with one explicit timeout, and
 * passes as soon as the state is there.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** How long a UI state may take to appear (actions and navigation of a page use it as their default too). */
export const UI_TIMEOUT = 15_000;
/** Options of `locator.waitFor` / `expect.poll` with that timeout. */
export const T = { timeout: UI_TIMEOUT } as const;

/** How long a navigation may take (a first load of the SPA and its map); pages use it as their default. */
export const NAVIGATION_TIMEOUT = 30_000;
/** Options of `page.waitForURL` with that timeout. */
export const NAV = { timeout: NAVIGATION_TIMEOUT } as const;

/**
 * `expect.poll` with the UI timeout: `await poll(() => locator.textContent()).toContain("…")` retries the read until
 * the matcher passes (vitest's own default is 1 s).
 */
export function poll<V>(read: () => V | Promise<V>, message?: string) {
  return expect.poll(read, { ...T, interval: 100, ...(message ? { message } : {}) });
}

/** The element's text (empty when it has none), for `poll`. */
export const textOf = (l: Locator) => l.textContent().then((t) => t ?? "");

/** Waits until the element's text contains `text` (or matches the pattern). */
export async function waitText(l: Locator, text: string | RegExp): Promise<void> {
  if (typeof text === "string") await poll(() => textOf(l)).toContain(text);
  else await poll(() => textOf(l)).toMatch(text);
}

/** Waits until the element's whole text is `text`. */
export async function waitExactText(l: Locator, text: string): Promise<void> {
  await poll(() => textOf(l)).toBe(text);
}

/** Waits until the locator matches `n` elements (0: none is left, or none ever came). */
export async function waitCount(l: Locator, n: number): Promise<void> {
  await poll(() => l.count()).toBe(n);
}

/** Waits until an input, select or textarea holds `value`. */
export async function waitValue(l: Locator, value: string): Promise<void> {
  await poll(() => l.inputValue()).toBe(value);
}

/** Waits until the element's attribute is `value` (null: absent). */
export async function waitAttribute(l: Locator, name: string, value: string | null | RegExp): Promise<void> {
  if (value instanceof RegExp) await poll(() => l.getAttribute(name)).toMatch(value);
  else await poll(() => l.getAttribute(name)).toBe(value);
}

/** Until the app runs in the page: `<html data-hydrated="1">`, set once the prerendered page is hydrated or rendered. */
export function waitHydrated(page: Page): Promise<void> {
  return page.locator("html[data-hydrated='1']").waitFor({ ...T, state: "attached" });
}
