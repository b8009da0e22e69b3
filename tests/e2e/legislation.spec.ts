import { describe, expect, inject, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { NAV, poll, T, waitText } from "./wait.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();

describe("legislation pages", () => {
  it("opens /mevzuat/{type} from the calculation page's 'Mevzuat' link with the rules and their legal basis", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/sera");
    await page.getByRole("heading", { level: 1, name: /Sera/ }).waitFor(T);
    await page.getByRole("link", { name: "Mevzuat", exact: true }).click();
    await page.waitForURL("**/mevzuat/sera", NAV);
    await page.getByRole("heading", { level: 1, name: /Sera — Mevzuat/ }).waitFor(T);
    await poll(() => page.title()).toBe("Sera — Mevzuat | Tarımsal Yapı Planlayıcı");
    const rule = page.getByTestId("rule-SERA-01");
    await waitText(rule, "Sera alanı > Arazi alanı");
    await waitText(rule, "Dayanak");
    await page.getByTestId("rule-GEN-01").waitFor(T);
    const constants = page.getByRole("table");
    await waitText(constants, "idari_en_az_m2");
    await waitText(constants, "20 m²");
    await screenshot(page, "legislation-sera");
    // Back to the calculation of the type.
    await page.getByRole("link", { name: "Bu yapı türü için hesaplama yap" }).click();
    await page.waitForURL("**/hesaplama/sera", NAV);
    expect(errors).toEqual([]);
    await close();
  });

  it("says so in Turkish for an unknown type", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/mevzuat/uzay-ussu");
    await waitText(page.getByRole("alert"), "Yapı türü bulunamadı: uzay-ussu");
    expect(errors).toEqual([]);
    await close();
  });
});
