/**
 * A calculation on a 390 × 844 phone (issue #46): numbers read one way everywhere — an area takes Turkish decimals
 * (`12.345,5`), a whole-number field says so in its label and refuses `1.234,5` with the reason — and after 'Hesapla'
 * the answer, far below the form, takes the focus and comes into view (at once with reduced motion, the suite's
 * default; smoothly without).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { fillGreenhouse, pickPoint } from "./map.ts";
import { poll, T, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const calculate = (page: Page) => page.getByRole("button", { name: "Hesapla", exact: true }).click();

/** Counts the calculation requests the page sends. */
function countCalculations(page: Page): () => number {
  let n = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/calculations/")) n++;
  });
  return () => n;
}

/** The focused element's id, and whether the result's heading is wholly inside the viewport below the sticky bar. */
const focusAndView = (page: Page) =>
  page.evaluate(() => {
    const heading = document.getElementById("result-title");
    if (!heading) return { focused: document.activeElement?.id ?? null, inView: null };
    const box = heading.getBoundingClientRect();
    const bar = document.querySelector(".shell .header")?.getBoundingClientRect().bottom ?? 0;
    return { focused: document.activeElement?.id ?? null, inView: box.top >= bar && box.bottom <= innerHeight };
  });

describe("a calculation on a phone", () => {
  it("takes 12.345,5 m² as an area and refuses 1.234,5 hives with 'tam sayı girin'", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    const sent = countCalculations(page);
    await pickPoint(page, "aricilik");
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    const area = page.getByLabel("Arazi alanı (m²)");
    await area.fill("12.345,5");
    const hives = page.getByLabel("Kovan sayısı (tam sayı, isteğe bağlı)", { exact: true });
    await hives.fill("1.234,5");
    await calculate(page);
    await page.getByText("“1.234,5” küsuratlı bir sayı; bu alana tam sayı girin (örn. 1.234).").waitFor(T);
    expect(await hives.getAttribute("aria-invalid")).toBe("true");
    expect(await area.getAttribute("aria-invalid")).toBeNull();
    expect(sent()).toBe(0);
    await screenshot(page, "phone-whole-number-field");

    await hives.fill("1.234");
    await calculate(page);
    const result = page.getByTestId("result");
    await result.waitFor(T);
    await waitText(result, "12.345,5 m²");
    expect(sent()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("moves the focus to the result below the fold after 'Hesapla', with and without reduced motion", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    await fillGreenhouse(page);
    // The result's heading starts far below the fold of the phone.
    await poll(() => focusAndView(page)).toMatchObject({ inView: false });
    await calculate(page);
    await page.getByTestId("result").waitFor(T);
    await poll(() => focusAndView(page)).toEqual({ focused: "result-title", inView: true });
    await screenshot(page, "phone-result-in-view", { fullPage: false });

    // Without reduced motion the scroll is smooth; it ends with the heading in view all the same.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel("Planlanan sera alanı (m²)").fill("2000");
    await calculate(page);
    await waitText(page.getByTestId("result"), "2.000 m²");
    await poll(() => focusAndView(page)).toEqual({ focused: "result-title", inView: true });
    expect(errors).toEqual([]);
    await close();
  });
});
