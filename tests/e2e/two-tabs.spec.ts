/**
 * Two tabs restored with an expired access token refresh once between them (Web Locks) and both keep the session;
 * the server would also answer the second tab's copy of the rotated refresh token within its grace window.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, useBrowser } from "./browser.ts";
import { approvedUser, uniqueName } from "./session.ts";
import { poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

const stored = (page: Page) =>
  page.evaluate(() => ["access_token", "refresh_token"].map((k) => localStorage.getItem(k)));

describe("two tabs with an expired access token", () => {
  it("both stay signed in after one refresh, with no 'Oturumunuz sona erdi'", async () => {
    const s = await approvedUser(uniqueName("iki_sekme"));
    const { page, context, errors, close } = await openPage(browser(), baseURL);
    const second = await context.newPage();
    const dialogs: string[] = [];
    const refreshes: number[] = [];
    // Both tabs have been refused before any refresh is answered: without a lock between them each would refresh.
    let refused = 0;
    let bothRefused: () => void = () => {};
    const bothRefusedNow = new Promise<void>((resolve) => (bothRefused = resolve));
    for (const tab of [page, second]) {
      tab.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      tab.on("response", (r) => {
        if (r.url().endsWith("/api/token/refresh/")) refreshes.push(r.status());
        if (r.url().endsWith("/api/accounts/me/") && r.status() === 401 && ++refused === 2) bothRefused();
      });
    }
    await context.route("**/api/token/refresh/", async (route) => {
      await bothRefusedNow;
      await route.continue();
    });
    await page.goto("/");
    // The access token no longer works (as after a night away); the refresh token is the login's.
    await page.evaluate((v) => {
      localStorage.setItem("access_token", "bozuk.erisim.anahtari");
      localStorage.setItem("token", "bozuk.erisim.anahtari");
      localStorage.setItem("refresh_token", v.refresh);
      localStorage.setItem("user", JSON.stringify(v.user));
    }, s);
    await Promise.all([page.reload(), second.goto("/")]);
    for (const tab of [page, second])
      await tab.locator("header.header").getByText(`${s.username}@ornek.com`).waitFor(T);
    await poll(async () => (await stored(page))[1]).not.toBe(s.refresh);
    // One exchange for both tabs, and it succeeded.
    await poll(() => [...refreshes]).toEqual([200]);
    const [access] = await stored(page);
    expect(access).toMatch(/^ey/);
    for (const tab of [page, second]) expect(new URL(tab.url()).pathname).not.toBe("/login");
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
