/**
 * The calculation page's first load (bench:mobile measures it on a slow phone): the form does not wait for the map
 * (leaflet is a lazy chunk, web/src/features/location/components/lazy-maps.tsx), a map that cannot load stays an
 * alert in its place, and today's rule set comes with the page (scripts/prerender.ts): the form does not wait for it,
 * and the script checks it with the server once. The page's answer names its entry script (scripts/prerender.ts), which
 * carries V8's compile hint (vite.config.ts).
 */
import type { Page, Response, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { approvedUser, signIn, uniqueName } from "./session.ts";
import { poll, T, waitValue } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

const MAP_CHUNK = /\/assets\/location-map-[^/]+\.js$/;

/** The form can be used: its land types are listed and 'Hesapla' is enabled. */
async function formUsable(page: Page) {
  const landType = page.getByLabel("Arazi vasfı");
  await landType.selectOption("Tarla");
  await page.getByLabel("Arazi alanı (m²)").fill("5000");
  expect(await page.getByRole("button", { name: "Hesapla", exact: true }).isEnabled()).toBe(true);
}

describe("the calculation page's first load", () => {
  it("lets the form be filled while the map is still loading, then shows the map", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(MAP_CHUNK, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto("/hesaplama/sera");
    const loading = page.getByTestId("location-map-loading");
    await loading.waitFor(T);
    expect(await loading.textContent()).toBe("Harita yükleniyor...");
    await formUsable(page);
    await screenshot(page, "first-load-map-loading");
    release();
    await page.locator(".leaflet-container").waitFor(T);
    await loading.waitFor({ ...T, state: "detached" });
    await waitValue(page.getByLabel("Arazi alanı (m²)"), "5000");
    expect(errors).toEqual([]);
    await close();
  });

  it("shows 'Harita açılamadı' with 'Tekrar dene' when the map cannot load, and the form still works", async () => {
    const { page, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    let asked = 0;
    await page.route(MAP_CHUNK, async (route: Route) => {
      asked += 1;
      await route.fulfill({ status: 404, contentType: "text/plain", body: "yok" });
    });
    await page.goto("/hesaplama/sera");
    const alert = page.getByRole("alert").filter({ hasText: "Harita açılamadı" });
    await alert.waitFor(T);
    expect(await alert.textContent()).toContain("Harita açılamadı. Lütfen tekrar deneyin.");
    expect(await alert.getByRole("button", { name: "Tekrar dene" }).isVisible()).toBe(true);
    expect(asked).toBeGreaterThan(0);
    await formUsable(page);
    await screenshot(page, "first-load-map-failed");
    await close();
  });

  it("shows the form from the rule set in the page, then asks the server for it once, also signed in", async () => {
    const session = await approvedUser(uniqueName("ilkyukleme"));
    const { page, context, errors, close } = await openPage(browser(), baseURL);
    await signIn(page, session);
    await page.addInitScript(() =>
      sessionStorage.setItem("d1_bookmark", "00000001-00000009-00000003-0123456789abcdef0123456789abcdef"),
    );
    // Held back: the form is usable before the server's rule set has arrived.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const rules: string[] = [];
    await page.route("**/api/rules/", async (route: Route) => {
      rules.push(route.request().url());
      await held;
      await route.continue();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const initiators: string[] = [];
    cdp.on("Network.requestWillBeSent", (e) => {
      if (new URL(e.request.url).pathname === "/api/rules/") initiators.push(e.initiator.type);
    });
    await page.goto("/hesaplama/sera");
    await formUsable(page);
    release();
    await page.waitForLoadState("networkidle");
    expect(rules).toHaveLength(1);
    expect(initiators).toEqual(["script"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("names the entry script in the page's headers, loads it once, with V8's compile hint on its first line", async () => {
    const { page, close } = await openPage(browser(), baseURL);
    // Bodies are read after the page has loaded, while it is still open: a read still running when the page closes
    // would reject after the test.
    const responses: Response[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() === "script") responses.push(response);
    };
    page.on("response", onResponse);
    const answer = await page.goto("/hesaplama/sera");
    await formUsable(page);
    const entry = await page.locator('head script[type="module"]').getAttribute("src");
    // Asked for with the page (a preload the module script then uses: one request, no second download).
    expect(answer?.headers()["link"]).toBe(`<${entry}>; rel=preload; as=script; crossorigin`);
    const loads = await page.evaluate(
      (src) => performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname === src).length,
      entry!,
    );
    expect(loads).toBe(1);
    await poll(() => responses.length).toBeGreaterThan(1);
    page.off("response", onResponse);
    const scripts = await Promise.all(responses.map(async (r) => ({ url: r.url(), text: await r.text() })));
    expect(scripts.some((s) => s.url.endsWith(entry!))).toBe(true);
    for (const { url, text } of scripts) {
      expect(text.startsWith("//# allFunctionsCalledOnLoad\n"), url).toBe(url.endsWith(entry!));
    }
    await close();
  });

  it("shows the form on an address the shell answers (as the service worker does) without waiting for the server", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/rules/", async (route: Route) => {
      await held;
      await route.continue();
    });
    // The older address of a calculation page has no prerendered file: the worker answers it with the shell.
    const answer = await page.goto("/sera");
    expect(await answer?.text()).not.toContain("data-prerendered");
    await formUsable(page);
    release();
    expect(errors).toEqual([]);
    await close();
  });
});
