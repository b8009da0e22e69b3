import { describe, expect, inject, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();

describe("home page", () => {
  it("lists all 27 structure types grouped by category, storage and processing first", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: "Tarımsal Yapı Planlayıcı" }).waitFor();
    const groups = page.locator("section.type-group");
    await groups.first().waitFor();
    const groupTitles = await groups.locator("h3").allTextContents();
    expect(groupTitles[0]).toBe("Depolama ve İşleme Tesisleri");
    expect(groupTitles).toEqual([
      "Depolama ve İşleme Tesisleri",
      "Özel Ürün Üretim Tesisleri",
      "Hayvancılık Tesisleri",
      "Diğer Tesisler",
    ]);
    const links = page.locator("a.type-card");
    expect(await links.count()).toBe(27);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(27);
    for (const href of hrefs) expect(href).toMatch(/^\/hesaplama\/[a-z-]+$/);
    expect(await page.title()).toBe("Tarımsal Yapı Planlayıcı");
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
    await page.waitForURL("**/hesaplama/bag-evi");
    await page.getByRole("heading", { level: 1, name: /Bağ evi/ }).waitFor();
    expect(await page.title()).toBe("Bağ evi | Tarımsal Yapı Planlayıcı");
    expect(errors).toEqual([]);
    await close();
  });

  it("serves a deep link and a legacy /{slug} link to the same calculation page", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    const deep = await page.goto("/hesaplama/kumes-hindi");
    expect(deep?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: /Kümes \(hindi\)/ }).waitFor();
    expect(await page.title()).toBe("Kümes (hindi) | Tarımsal Yapı Planlayıcı");

    const legacy = await page.goto("/mantar-tesisi");
    expect(legacy?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: /Mantar üretim tesisi/ }).waitFor();
    expect(await page.title()).toBe("Mantar üretim tesisi | Tarımsal Yapı Planlayıcı");
    // a type no longer defined by the 2025 amendment shows its regulatory note
    await page.getByRole("note").filter({ hasText: "2025 yönetmelik değişikliğinde" }).waitFor();
    await screenshot(page, "legacy-mobile");
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the loading text until the type list arrives", async () => {
    const { page, close } = await openPage(browser(), baseURL);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/rules/", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/hesaplama/sera");
    // Both the page and the sidebar say so while the list loads.
    await page.getByRole("main").getByText("Yapı türleri yükleniyor...").waitFor();
    expect(await page.getByText("Yapı türleri yükleniyor...").count()).toBe(2);
    release();
    await page.getByRole("heading", { level: 1, name: /Sera/ }).waitFor();
    expect(await page.getByText("Yapı türleri yükleniyor...").count()).toBe(0);
    await close();
  });

  it("answers unknown API paths with JSON, not the SPA", async () => {
    const res = await fetch(`${baseURL}/api/bilinmeyen`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: "not_found" });
  });
});
