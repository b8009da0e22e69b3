/**
 * "Yeni yönetmelikle karşılaştır": a result under today's rule-set version beside the same request under the newest
 * version (read from GET /api/rules/), with each change marked; and the parcel analysis's last column, each type's
 * status under the newest version. The bağ evi on 12 000 m² of planted land: 75 / 150 m² today, 30 / 60 m² under the
 * new regulation; the mushroom facility the new regulation no longer defines is refused there.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RuleSetAnswer } from "@worker/core/contracts/rule-set.ts";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { clickMapAt } from "./map.ts";
import { poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

/** Today's version and the newest one, as the pages read them. */
async function versions() {
  const res = await fetch(`${baseURL}/api/rules/`);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as RuleSetAnswer;
  return { today: data.kural_seti, newest: data.surumler.at(-1)! };
}

async function pickPoint(page: Page) {
  await page.locator(".leaflet-container").first().waitFor(T);
  await clickMapAt(page, 38.4189, 27.1287);
  await page.getByTestId("chosen-point").waitFor(T);
}

/** The text of a row's cells, one string per cell, header first. */
const cells = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator("th, td")
    .evaluateAll((els) => els.map((e) => (e.textContent ?? "").trim()));

describe("comparison with the newest rule-set version", () => {
  for (const [name, viewport] of [
    ["desktop", { width: 1280, height: 900 }],
    ["phone", PHONE],
  ] as const) {
    it(`shows the vineyard house under today's version beside the new regulation, changes marked (${name})`, async () => {
      const { today, newest } = await versions();
      expect(newest.surum).not.toBe(today.surum);
      const { page, errors, close } = await openPage(browser(), baseURL, viewport);
      await page.goto("/hesaplama/bag-evi");
      await pickPoint(page);
      await page.getByLabel("Arazi vasfı").selectOption("Dikili vasıflı");
      await page.getByLabel("Arazi alanı (m²)").fill("12000");
      await page.getByRole("button", { name: "Hesapla", exact: true }).click();
      await poll(() => page.getByTestId("card-taban_alani").textContent()).toContain("75 m²");
      await poll(() => page.getByTestId("card-maksimum_insaat_alani").textContent()).toContain("150 m²");
      await poll(() => page.getByTestId("result-version").textContent()).toContain(`Kural seti ${today.surum}`);

      const request = page.waitForRequest(
        (r) => r.method() === "POST" && r.url().includes("/api/calculations/bag-evi"),
        T,
      );
      const button = page.getByRole("button", { name: "2026 Yönetmeliği (taslak) ile karşılaştır" });
      await button.focus();
      await page.keyboard.press("Enter");
      const body = (await request).postDataJSON() as Record<string, unknown>;
      expect(body["surum"]).toBe(newest.surum);
      expect(body).not.toHaveProperty("mevzuat_tarihi");
      expect(body["alan_m2"]).toBe(12000);
      await poll(() => button.getAttribute("aria-expanded")).toBe("true");

      const panel = page.getByTestId("comparison");
      await poll(() => panel.getByRole("status").textContent()).toContain(`${newest.surum} sürümünde değişenler`);
      await poll(() => page.locator(".comparison").getAttribute("aria-busy")).toBe("false");
      // Floor and total area: today's figure, the new one, and the change mark.
      await poll(() => cells(page, "comparison-taban_alani")).toEqual([
        "Taban alanı",
        expect.stringContaining("75 m²"),
        expect.stringContaining("30 m²"),
        "Değişti",
      ]);
      await poll(() => cells(page, "comparison-maksimum_insaat_alani")).toEqual([
        expect.any(String),
        expect.stringContaining("150 m²"),
        expect.stringContaining("60 m²"),
        "Değişti",
      ]);
      // The same status on both sides; each side's deciding rule.
      await poll(() => cells(page, "comparison-durum")).toEqual([
        "Durum",
        expect.stringContaining("İzin verilebilir (varsayımsal)"),
        expect.stringContaining("İzin verilebilir (varsayımsal)"),
        "Aynı",
      ]);
      await poll(() => cells(page, "comparison-karar-kurali")).toEqual([
        "Karar kuralı",
        expect.stringMatching(/^BAG-\d+ \S/),
        expect.stringMatching(/^BAG-\d+ \S/),
        expect.stringMatching(/^(Aynı|Değişti)$/),
      ]);
      await poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByTestId("comparison").scrollIntoViewIfNeeded();
      await screenshot(page, `comparison-bag-evi-${name}`, { fullPage: false });

      // Pressed again, the comparison folds away.
      await button.click();
      await poll(() => panel.isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("says the new regulation no longer defines the mushroom facility, with its reason", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/mantar-tesisi");
    await pickPoint(page);
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("12000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await page.getByTestId("result").waitFor(T);
    await page.getByRole("button", { name: "2026 Yönetmeliği (taslak) ile karşılaştır" }).click();
    await poll(() => page.getByTestId("comparison-not-defined").textContent()).toContain(
      "2026 Yönetmeliğinde tarımsal amaçlı yapı olarak tanımlanmamıştır",
    );
    await poll(() => cells(page, "comparison-durum")).toEqual([
      "Durum",
      expect.not.stringContaining("İzin verilemez"),
      expect.stringContaining("İzin verilemez"),
      "Değişti",
    ]);
    await poll(() => cells(page, "comparison-karar-kurali")).toEqual([
      "Karar kuralı",
      expect.stringMatching(/^MAN-\d+/),
      expect.stringMatching(/^GEN-\d+ 2026 Yönetmeliğinde tarımsal amaçlı yapı/),
      "Değişti",
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it("gives the parcel analysis a last column with each type's status under the newest version", async () => {
    const { newest } = await versions();
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    await page.goto("/parsel-analizi");
    await pickPoint(page);
    await page.getByRole("radio", { name: "Hayır" }).check();
    await page.getByLabel("Arazi vasfı").selectOption("Dikili vasıflı");
    await page.getByLabel("Parsel alanı (m²)").fill("12000");
    const second = page.waitForRequest(
      (r) => r.url().includes("/api/calculations/parsel-analizi/") && r.postDataJSON()?.surum === newest.surum,
      T,
    );
    await page.getByRole("button", { name: "Analiz et" }).click();
    await page.getByRole("table", { name: "Arazi vasfına uygun yapı türleri" }).waitFor(T);
    expect((await second).postDataJSON()).toMatchObject({ alan_m2: 12000, arazi_vasfi: "Dikili vasıflı" });
    await poll(() => page.getByTestId("analysis-newest-status").textContent()).toContain(`Son sütun`);

    // The mushroom facility: for information only today (the 2026 regulation does not define it), refused with its
    // reason under that regulation.
    const mushroom = page.getByTestId("analiz-mantar-tesisi");
    await poll(() => mushroom.locator("td").first().textContent()).toContain("Yalnız bilgi amaçlı — izin değildir");
    await poll(() => mushroom.getByTestId("analiz-yeni").textContent()).toContain("İzin verilemez");
    await poll(() => mushroom.getByTestId("analiz-yeni").textContent()).toContain("tanımlanmamıştır");
    await poll(() => page.getByTestId("analiz-bag-evi").getByTestId("analiz-yeni").textContent()).toContain(
      "İzin verilebilir (varsayımsal)",
    );
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await mushroom.scrollIntoViewIfNeeded();
    await screenshot(page, "comparison-parcel-analysis-phone", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });
});
