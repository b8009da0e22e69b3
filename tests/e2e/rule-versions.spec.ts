/**
 * The calculation page applies one rule-set version: today's released one by default, the one in force on the
 * 'Mevzuat tarihi' date, or any version named with `?surum=` (a draft preview, shown as such). The draft 2.0.0
 * raises the vineyard house's planted-area minimum and lowers its floor area, and refuses the types the new
 * regulation no longer counts as agricultural structures (GEN-07); the expected versions and dates are read from
 * GET /api/rules/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { RuleSetAnswer } from "@worker/core/contracts/rule-set.ts";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { clickMapAt } from "./map.ts";
import { poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

async function versionOf(query: string) {
  const res = await fetch(`${baseURL}/api/rules/${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as RuleSetAnswer).data.kural_seti;
}

/** Opens the vineyard house (with an optional query), picks the usual point and enters Dikili vasıflı land. */
async function vineyardHouse(page: Page, query: string, area: number) {
  await page.goto(`/hesaplama/bag-evi${query}`);
  await page.locator(".leaflet-container").first().waitFor(T);
  await clickMapAt(page, 38.4189, 27.1287);
  await page.getByTestId("chosen-point").waitFor(T);
  await page.getByLabel("Arazi vasfı").selectOption("Dikili vasıflı");
  await page.getByLabel("Arazi alanı (m²)").fill(String(area));
}

/** Presses Hesapla and returns the calculation request's body. */
async function calculate(page: Page): Promise<Record<string, unknown>> {
  const request = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().includes("/api/calculations/bag-evi-v2/"),
    T,
  );
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();
  return (await request).postDataJSON() as Record<string, unknown>;
}

describe("rule-set versions on the calculation page", () => {
  it("previews the draft 2.0.0 with ?surum=: banner, draft numbers, surum in the body and the area check", async () => {
    const draft = await versionOf("?surum=2.0.0");
    expect(draft.durum).toBe("taslak");
    expect(draft.yururluk_tarihi).toBeNull();
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "?surum=2.0.0", 6000);
    const banner = page.getByTestId("draft-banner");
    await poll(() => banner.textContent()).toContain("Taslak — yürürlükte değil");
    await poll(() => banner.getAttribute("role")).toBe("status");
    await poll(() => banner.textContent()).toContain(draft.surum);
    await poll(() => banner.textContent()).toContain("henüz yayımlanmadı; yürürlük tarihi yok.");
    await poll(() => page.getByLabel("Mevzuat tarihi").count()).toBe(0);

    // 6 000 m² of planted land is below the draft's 10 000 m² minimum.
    const body = await calculate(page);
    expect(body["surum"]).toBe("2.0.0");
    expect(body).not.toHaveProperty("mevzuat_tarihi");
    const result = page.getByTestId("result");
    await poll(() => result.textContent()).toContain("İzin verilemez");
    await poll(() => result.textContent()).toContain("10000 m²");
    await poll(() => page.getByTestId("result-version").textContent()).toBe(
      `2026 Yönetmeliği · Kural seti ${draft.surum} (yürürlük tarihi yok)`,
    );

    // 12 000 m² is enough; the draft's floor area is 30 m².
    await page.getByLabel("Arazi alanı (m²)").fill("12000");
    await calculate(page);
    await poll(() => result.textContent()).toContain("İzin verilebilir (varsayımsal)");
    await poll(() => page.getByTestId("card-taban_alani").textContent()).toContain("30 m²");

    // The area check reads the draft's trees and thresholds.
    const settings = page.waitForRequest((r) => r.url().includes("/api/calculations/dikili-kontrol/"), T);
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    expect((await settings).url()).toContain("surum=2.0.0");
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.waitFor(T);
    await drawer.getByRole("button", { name: "Kapat" }).click();
    await drawer.waitFor({ state: "hidden", ...T });
    await screenshot(page, "rule-versions-draft");
    expect(errors).toEqual([]);
    await close();
  });

  it("uses today's version without ?surum=: no banner, the 1.0.0 numbers, the legislation date in the body", async () => {
    const today = await versionOf("");
    expect(today.durum).toBe("yayinda");
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await vineyardHouse(page, "", 6000);
    await poll(() => page.getByTestId("rule-version").textContent()).toBe(
      `2017 Yönetmeliği · Kural seti ${today.surum} (yürürlük ${today.yururluk_tarihi})`,
    );
    await poll(() => page.getByTestId("draft-banner").count()).toBe(0);
    await poll(() => page.getByLabel("Mevzuat tarihi").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const date = await page.getByLabel("Mevzuat tarihi").inputValue();

    const body = await calculate(page);
    expect(body["mevzuat_tarihi"]).toBe(date);
    expect(body).not.toHaveProperty("surum");
    const result = page.getByTestId("result");
    await poll(() => result.textContent()).toContain("İzin verilebilir (varsayımsal)");
    await poll(() => page.getByTestId("card-taban_alani").textContent()).toContain("75 m²");
    await poll(() => page.getByTestId("result-version").textContent()).toContain(`Kural seti ${today.surum}`);
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, "rule-versions-today-phone");
    expect(errors).toEqual([]);
    await close();
  });

  it("under the 2.0.0 draft the mushroom facility is refused with the regulation's reason, told before the form too", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/mantar-tesisi?surum=2.0.0");
    const reason = "2026 Yönetmeliğinde tarımsal amaçlı yapı olarak tanımlanmamıştır";
    await poll(() => page.getByRole("note").first().textContent()).toContain(reason);
    await page.locator(".leaflet-container").first().waitFor(T);
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("10000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    const result = page.getByTestId("result");
    await poll(() => result.textContent()).toContain("İzin verilemez");
    await poll(() => result.textContent()).toContain(reason);
    expect(errors).toEqual([]);
    await close();
  });

  it("'Mevzuat tarihi' chooses the version in force that day; a day before the first version shows the Turkish error", async () => {
    const first = await versionOf("?tarih=2025-01-01");
    // A version chosen by a day is a released one: it has a date in force.
    const firstDay = first.yururluk_tarihi;
    if (firstDay === null) return expect.unreachable(`${first.surum}, chosen by a day, has no date in force`);
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "", 6000);
    await calculate(page);
    await page.getByTestId("result").waitFor(T);

    // A day before the first version: the catalogue's message, no form, and the result is gone.
    const rulesRequest = page.waitForRequest((r) => r.url().includes("/api/rules/?tarih=2024-12-31"), T);
    await page.getByLabel("Mevzuat tarihi").fill("2024-12-31");
    await rulesRequest;
    const error = page.getByTestId("rule-version-error");
    await poll(() => error.textContent()).toBe("2024-12-31 tarihinde yürürlükte bir kural seti yok.");
    await poll(() => error.getAttribute("role")).toBe("alert");
    await poll(() => page.getByRole("button", { name: "Hesapla", exact: true }).count()).toBe(0);
    await poll(() => page.getByTestId("result").count()).toBe(0);
    await screenshot(page, "rule-versions-no-version");

    // The first version's day: its version, the form again (the entered values kept), the date in the body.
    await page.getByLabel("Mevzuat tarihi").fill(firstDay);
    await poll(() => page.getByTestId("rule-version").textContent()).toBe(
      `2017 Yönetmeliği · Kural seti ${first.surum} (yürürlük ${firstDay})`,
    );
    await poll(() => page.getByTestId("rule-version-error").count()).toBe(0);
    await poll(() => page.getByLabel("Arazi alanı (m²)").inputValue()).toBe("6000");
    const body = await calculate(page);
    expect(body["mevzuat_tarihi"]).toBe(firstDay);
    await poll(() => page.getByTestId("result-version").textContent()).toBe(
      `2017 Yönetmeliği · Kural seti ${first.surum} (yürürlük ${firstDay})`,
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("an unknown ?surum= shows the catalogue's Turkish message", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/bag-evi?surum=9.9.9");
    await poll(() => page.getByTestId("rule-version-error").textContent()).toBe("Kural seti sürümü bulunamadı: 9.9.9");
    await poll(() => page.getByRole("button", { name: "Hesapla", exact: true }).count()).toBe(0);
    await page.getByRole("link", { name: "Yürürlükteki sürümle hesapla" }).click();
    await page.getByRole("button", { name: "Hesapla", exact: true }).waitFor(T);
    await poll(() => page.getByTestId("draft-banner").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
