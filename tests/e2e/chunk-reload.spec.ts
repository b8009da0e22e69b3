/**
 * A deploy removed a lazy chunk an open tab still asks for (web/src/lib/chunk-reload.ts): the page reloads once and
 * the calculation form survives through ?girdi=; a chunk that keeps failing reloads once, then shows the route's
 * error inside the shell (header and sidebar stay) instead of reloading again.
 */
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { fillGreenhouse } from "./map.ts";
import { NAV, poll, T, waitValue } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

/** Counts the page's document loads (the first visit is 1, every reload adds one; history changes do not). */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  return () => loads;
}

/**
 * Answers 404 for the chunk matching `pattern` while `gone()` holds (the old build's page asks for it: its preload
 * and its import), the real file afterwards; counts the requests that failed.
 */
async function loseChunk(page: Page, pattern: RegExp, gone: () => boolean): Promise<() => number> {
  let failed = 0;
  await page.route(pattern, async (route: Route) => {
    if (gone()) {
      failed += 1;
      await route.fulfill({ status: 404, contentType: "text/plain", body: "gone" });
    } else await route.continue();
  });
  return () => failed;
}

describe("a lazy chunk gone after a deploy", () => {
  it("reloads the page once and keeps the greenhouse form, then the chunk loads", async () => {
    const { page, close } = await openPage(browser(), baseURL);
    try {
      const loads = countLoads(page);
      // Gone for the page loaded before the "deploy"; the reloaded page gets the new build's file.
      const failed = await loseChunk(page, /\/assets\/auth-modal-[\w-]+\.js$/, () => loads() < 2);
      await fillGreenhouse(page);
      expect(loads()).toBe(1);

      // The login dialog is a lazy chunk: the first request for it fails.
      await page.getByRole("button", { name: "Giriş Yap" }).click();
      await page.waitForURL(/\/hesaplama\/sera\?girdi=/, NAV);
      await poll(loads).toBe(2);
      await page.getByTestId("chosen-point").waitFor(T);
      await waitValue(page.getByLabel("Arazi vasfı"), "Tarla");
      await waitValue(page.getByLabel("Arazi alanı (m²)"), "5000");
      await waitValue(page.getByLabel("Planlanan sera alanı (m²)"), "3000");
      await screenshot(page, "chunk-reload-form-kept");

      // The reloaded page has the chunk: the dialog opens, and nothing reloaded again.
      await page.getByRole("button", { name: "Giriş Yap" }).click();
      await page.getByRole("dialog").getByLabel("Kullanıcı adı").waitFor(T);
      expect(failed()).toBeGreaterThan(0);
      expect(loads()).toBe(2);
    } finally {
      await close();
    }
  });

  it("reloads once for a page chunk that keeps failing, then shows the route's error inside the shell", async () => {
    const { page, close } = await openPage(browser(), baseURL);
    try {
      const loads = countLoads(page);
      await loseChunk(page, /\/assets\/account-page-[\w-]+\.js$/, () => true);
      await page.goto("/account");
      const error = page.getByRole("alert").filter({ hasText: "Bu sayfa gösterilemedi" });
      await error.waitFor(T);
      await poll(loads).toBe(2);
      await error.getByText("Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.").waitFor(T);
      await page.getByRole("navigation", { name: "Yapı türleri menüsü" }).waitFor(T);
      await page.getByRole("banner").getByRole("button", { name: "Giriş Yap" }).waitFor(T);
      expect(await page.getByText("Uygulama hatası").count()).toBe(0);
      await screenshot(page, "chunk-reload-route-error");

      // 'Tekrar dene' reloads (a lost chunk needs one); the chunk still fails and the error stays: no loop.
      await error.getByRole("button", { name: "Tekrar dene" }).click();
      await poll(loads).toBe(3);
      await error.waitFor(T);
      expect(loads()).toBe(3);

      // The sidebar still leads to another page.
      await page
        .getByRole("navigation", { name: "Yapı türleri menüsü" })
        .getByRole("link", { name: /^\W*Sera$/ })
        .click();
      await page.waitForURL(/\/sera$/, NAV);
      await page.getByRole("heading", { level: 1, name: "Sera" }).waitFor(T);
      await error.waitFor({ ...T, state: "detached" });
    } finally {
      await close();
    }
  });

  it("a login dialog whose chunk stays gone: one reload, then an alert, and the calculation page stays", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    try {
      const loads = countLoads(page);
      await loseChunk(page, /\/assets\/auth-modal-[\w-]+\.js$/, () => true);
      await fillGreenhouse(page);
      await page.getByRole("button", { name: "Giriş Yap" }).click();
      await page.waitForURL(/\/hesaplama\/sera\?girdi=/, NAV);
      await poll(loads).toBe(2);
      await waitValue(page.getByLabel("Arazi alanı (m²)"), "5000");

      await page.getByRole("button", { name: "Giriş Yap" }).click();
      await page.getByRole("alert").filter({ hasText: "Giriş penceresi açılamadı. Lütfen tekrar deneyin." }).waitFor(T);
      await page.getByRole("heading", { level: 1, name: "Sera" }).waitFor(T);
      await waitValue(page.getByLabel("Planlanan sera alanı (m²)"), "3000");
      expect(await page.getByText("Uygulama hatası").count()).toBe(0);
      expect(loads()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
