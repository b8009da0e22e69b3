import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser, withoutPageData } from "./browser.ts";
import { NAV, poll, T, waitHydrated } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

describe("home page", () => {
  it("lists all 27 structure types grouped by category, storage and processing first", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Tarımsal Yapı Planlayıcı" }).waitFor(T);
    const groups = page.locator("section.type-group");
    await groups.first().waitFor(T);
    // Storage and processing first.
    await poll(() => groups.locator("h3").allTextContents()).toEqual([
      "Depolama ve İşleme Tesisleri",
      "Özel Ürün Üretim Tesisleri",
      "Hayvancılık Tesisleri",
      "Diğer Tesisler",
    ]);
    const links = page.locator("a.type-card");
    await poll(() => links.count()).toBe(27);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(27);
    for (const href of hrefs) expect(href).toMatch(/^\/hesaplama\/[a-z-]+$/);
    await poll(() => page.title()).toBe("Tarımsal Yapı Planlayıcı");
    await screenshot(page, "home");
    expect(errors).toEqual([]);
    await close();
  });

  it("opens a calculation page from its card, with the type in the tab title", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/");
    await page
      .getByRole("main")
      .getByRole("link", { name: /Bağ evi/ })
      .click();
    await page.waitForURL("**/hesaplama/bag-evi", NAV);
    await page.getByRole("heading", { level: 1, name: /Bağ evi/ }).waitFor(T);
    await poll(() => page.title()).toBe("Bağ evi | Tarımsal Yapı Planlayıcı");
    expect(errors).toEqual([]);
    await close();
  });

  it("says 'Hesaplama türü desteklenmiyor: <type>' for a calculation page of an unknown type", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/uzay-ussu");
    await page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" }).waitFor(T);
    await poll(() => page.getByTestId("unsupported-type").textContent()).toBe(
      "Hesaplama türü desteklenmiyor: uzay-ussu",
    );
    await page.goto("/uzay-ussu");
    await poll(() => page.getByTestId("unsupported-type").textContent()).toBe(
      "Hesaplama türü desteklenmiyor: uzay-ussu",
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("serves a deep link and a legacy /{slug} link to the same calculation page", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    const deep = await page.goto("/hesaplama/kumes-hindi");
    expect(deep?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: /Kümes \(hindi\)/ }).waitFor(T);
    await poll(() => page.title()).toBe("Kümes (hindi) | Tarımsal Yapı Planlayıcı");

    const legacy = await page.goto("/mantar-tesisi");
    expect(legacy?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: /Mantar üretim tesisi/ }).waitFor(T);
    await poll(() => page.title()).toBe("Mantar üretim tesisi | Tarımsal Yapı Planlayıcı");
    // a type the 2026 regulation no longer defines shows its regulatory note
    await page.getByRole("note").filter({ hasText: "2026 Yönetmeliği mantar üretim tesisini" }).waitFor(T);
    await screenshot(page, "legacy-mobile");
    expect(errors).toEqual([]);
    await close();
  });

  it("a page without the rule set in it shows the loading text until the type list arrives", async () => {
    const { page, close } = await openPage(browser(), baseURL);
    await withoutPageData(page, "/sera");
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/rules/", async (route) => {
      await gate;
      await route.continue();
    });
    // The older address of the page: the SPA's shell, rendered in the browser (here without its data).
    await page.goto("/sera");
    // Both the page and the sidebar say so while the list loads.
    await page.getByRole("main").getByText("Yapı türleri yükleniyor...").waitFor(T);
    await poll(() => page.getByText("Yapı türleri yükleniyor...").count()).toBe(2);
    release();
    await page.getByRole("heading", { level: 1, name: /Sera/ }).waitFor(T);
    await poll(() => page.getByText("Yapı türleri yükleniyor...").count()).toBe(0);
    await close();
  });

  it("a prerendered page shows its form, its type list and its title before the rule set arrives, then runs", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let held = 0;
    await page.route("**/api/rules/", async (route) => {
      held++;
      await gate;
      await route.continue();
    });
    await page.goto("/hesaplama/sera");
    await page.getByRole("heading", { level: 1, name: /Sera/ }).waitFor(T);
    await waitHydrated(page);
    expect(await page.title()).toBe("Sera | Tarımsal Yapı Planlayıcı");
    await poll(() => page.getByRole("button", { name: "Hesapla" }).isEnabled()).toBe(true);
    await poll(() => page.getByText("Yapı türleri yükleniyor...").count()).toBe(0);
    await poll(() =>
      page.getByRole("navigation", { name: "Yapı türleri menüsü" }).getByRole("link").count(),
    ).toBeGreaterThan(20);
    // The page checks its rule set with the server all the same (a deploy may have changed it since the build).
    await poll(() => held).toBeGreaterThan(0);
    release();
    expect(errors).toEqual([]);
    await close();
  });

  it("answers unknown API paths with JSON, not the SPA", async () => {
    const res = await fetch(`${baseURL}/api/bilinmeyen`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: "not_found" });
  });
});
