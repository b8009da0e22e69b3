/**
 * "Sayılar ve kaynakları" on a 390 × 844 phone: under 'Neden?' a 2.0.0 answer lists the figures it rests on with
 * their sources, an assumption marked "Varsayım" and the answer saying beside its verdict that such figures are not
 * law; a type's /mevzuat page has the same table. Both fit the phone's width (no sideways scrolling).
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { clickMapAt } from "./map.ts";
import { poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** Scrolls the table's caption to the top of the viewport, under the sticky header (for the screenshot). */
const showTop = (table: Locator) =>
  table.evaluate((el) => {
    el.scrollIntoView({ block: "start" });
    window.scrollBy(0, -80);
  });

/** The table's right edge and the page's width: the table never runs past the viewport. */
async function fitsPhone(page: Page, table: Locator) {
  const box = (await table.boundingBox())!;
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
}

describe("the figures and their sources on a phone", () => {
  it("'Neden?' of a 2.0.0 answer: each figure with its source, the assumptions marked and said not to be law", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    await page.goto("/hesaplama/fide-uretim-tesisi?surum=2.0.0");
    await page.locator(".leaflet-container").first().waitFor(T);
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("10000");
    await page.getByLabel("Sera alanı (m²)").fill("2000");
    await page.getByLabel(/Parselin yola cephesi/).fill("12");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    const result = page.getByTestId("result");
    await poll(() => result.textContent()).toContain("İzin verilebilir");
    await poll(() => result.textContent()).toContain(
      "aracın varsayımıdır; sonuç bu sayılara dayandığı ölçüde hukuk değil",
    );
    await page.getByText(/^Neden\?/).click();
    const table = page.getByRole("table", { name: /^Sayılar ve kaynakları/ });
    await table.waitFor(T);
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Sabit", "Değer", "Kaynak"]);
    await poll(() => table.getByRole("row", { name: /^Asgari sera alanı/ }).textContent()).toBe(
      "Asgari sera alanı (m²)2.000Talimat 4.1",
    );
    const ratio = table.getByRole("row", { name: /^Emsal oranı \(Marjinal\)/ });
    await poll(() => ratio.locator("strong").textContent()).toBe("Varsayım");
    await poll(() => ratio.textContent()).toContain("Varsayım — mevzuatta sayı yok:");
    await table.scrollIntoViewIfNeeded();
    await fitsPhone(page, table);
    await showTop(table);
    await screenshot(page, "number-sources-neden-phone", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });

  it("a type's /mevzuat page under the draft: the table 'Sayılar ve kaynakları' (Sabit | Değer | Kaynak)", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    await page.goto("/mevzuat/fide-uretim-tesisi?surum=2.0.0");
    const section = page.getByRole("region", { name: "Sayılar ve kaynakları" });
    const table = section.getByRole("table", { name: "Sayılar ve kaynakları" });
    await table.waitFor(T);
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Sabit", "Değer", "Kaynak"]);
    await poll(() =>
      table
        .getByRole("row", { name: /^Sabit çıktılar/ })
        .first()
        .textContent(),
    ).toContain("Talimat 4.1");
    await poll(() => table.locator("strong", { hasText: "Varsayım" }).count()).toBeGreaterThan(0);
    await poll(() => section.textContent()).toContain("aracın varsayımıdır, hukuk değildir");
    await table.scrollIntoViewIfNeeded();
    await fitsPhone(page, table);
    await showTop(section);
    await screenshot(page, "number-sources-mevzuat-phone", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });
});
