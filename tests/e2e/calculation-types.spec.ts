import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { pickPoint } from "./map.ts";
import { poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

describe.each([
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
])("greenhouse from point to result (%s)", (name, viewport) => {
  it("calculates a permit with the area cards and no horizontal overflow", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, viewport);
    await pickPoint(page, "sera");
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("5000");
    await page.getByLabel("Planlanan sera alanı (m²)").fill("3000");
    // No emsal switch for the greenhouse (sera.json → emsal: yok).
    await poll(() => page.getByRole("group", { name: "Emsal türü (arazinin sınıfı)" }).count()).toBe(0);
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    const result = page.getByTestId("result");
    await result.waitFor(T);
    await poll(() => page.getByRole("heading", { name: "Sera Hesaplama Sonucu" }).count()).toBe(1);
    await poll(() => result.textContent()).toContain("İzin verilebilir");
    await poll(() => page.getByTestId("card-sera_alani").textContent()).toContain("3.000 m²");
    await poll(() => page.getByTestId("card-sera_alani").textContent()).toContain("3,0 dekar · 0,30 ha");
    await poll(() => page.getByRole("group", { name: "Emsal türünü değiştir (sonucu günceller)" }).count()).toBe(0);
    await poll(() => page.getByText("Hesaplamayı kaydetmek için giriş yapın.").count()).toBe(1);
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, `greenhouse-result-${name}`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("refusals", () => {
  it("refuses a worm facility below the 550 m² minimum with the rule that decided it", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await pickPoint(page, "solucan-tesisi");
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("400");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    const result = page.getByTestId("result");
    await result.waitFor(T);
    await poll(() => result.textContent()).toContain("İzin verilemez");
    await poll(() => result.textContent()).toContain("en az 550 m² arazi gereklidir");
    await page.getByText(/^Neden\?/).click();
    await poll(() => page.locator(".result__why").textContent()).toContain("Asgari parsel büyüklüğü — Sağlanmadı");
    await screenshot(page, "refusal-solucan");
    expect(errors).toEqual([]);
    await close();
  });
});
