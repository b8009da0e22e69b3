/**
 * When the law changes a saved answer, the landowner hears of it (issue #52): a vineyard house on 6 000 m² of planted
 * land, saved as permitted under 1.0.0, is refused by the 2.0.0 draft (10 000 m²). The history item and its detail
 * say so beside the saved verdict; 'Karşılaştır' opens the calculation under 1.0.0 with the comparison showing the
 * draft's answer. On a 390 px phone.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { afterCreationTime, api, approvedUser, signIn } from "./session.ts";
import { NAV, poll, T, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const BADGE = "Yeni yönetmelikte (taslak): İzin verilemez";

const BAG_EVI = { latitude: 38.42, longitude: 27.14, alan_m2: 6000, arazi_vasfi: "Dikili vasıflı", surum: "1.0.0" };
const SERA = { latitude: 38.42, longitude: 27.14, alan_m2: 1000, arazi_vasfi: "Tarla", surum: "1.0.0" };

async function save(token: string, calculation_type: string, parameters: object, title: string): Promise<void> {
  const res = await api<{ data: { created_at: string; yeni_surum: { metin: string } | null } }>(
    "POST",
    "/api/calculations/save/",
    { calculation_type, parameters, title, map_coordinates: { lat: 38.42, lng: 27.14 } },
    token,
  );
  expect(res.status).toBe(201);
  await afterCreationTime(res.body.data.created_at);
}

/** The text of a row's cells, one string per cell, header first. */
const cells = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator("th, td")
    .evaluateAll((els) => els.map((e) => (e.textContent ?? "").trim()));

const fits = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.scrollWidth <= window.innerWidth &&
      [...document.querySelectorAll("dialog[open]")].every((d) => d.scrollWidth <= d.clientWidth + 1),
  );

describe("a saved answer the new regulation changes", () => {
  it("shows the draft's answer on the history item and in the detail, and 'Karşılaştır' opens the comparison (390 px)", async () => {
    const s = await approvedUser("yeni_surum_rozeti");
    await save(s.access, "sera", SERA, "Değişmeyen sera");
    await save(s.access, "bag-evi", BAG_EVI, "Dikili bağ evi");
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    await signIn(page, s);

    await page.goto("/account");
    await page.getByRole("heading", { name: "Profilim", level: 1 }).waitFor(T);
    await page.getByRole("button", { name: "Hesaplama Geçmişini Görüntüle" }).click();
    const modal = page.getByRole("dialog", { name: "Hesaplama Geçmişi" });
    const bagEvi = modal.getByTestId("history-entry").filter({ hasText: "Dikili bağ evi" });
    const sera = modal.getByTestId("history-entry").filter({ hasText: "Değişmeyen sera" });
    await bagEvi.waitFor(T);
    await sera.waitFor(T);

    // The changed answer says so in words, with the link; the unchanged one shows nothing.
    const notice = bagEvi.getByRole("note");
    await waitText(notice, BADGE);
    await poll(() => bagEvi.getByRole("link", { name: "Karşılaştır" }).getAttribute("href")).toMatch(
      /^\/hesaplama\/bag-evi\?girdi=[\w-]+#karsilastir$/,
    );
    expect(await sera.getByTestId("new-version-notice").count()).toBe(0);
    await poll(() => fits(page)).toBe(true);
    await screenshot(page, "history-badge-list-phone", { fullPage: false });

    // The detail: beside the saved verdict.
    await bagEvi.getByRole("button", { name: "Detay" }).click();
    const detail = page.getByRole("dialog", { name: "Dikili bağ evi" });
    const result = detail.getByTestId("history-result");
    await result.waitFor(T);
    await waitText(result.getByRole("note"), BADGE);
    await poll(() => fits(page)).toBe(true);
    await result.getByRole("note").scrollIntoViewIfNeeded();
    await screenshot(page, "history-badge-detail-phone", { fullPage: false });

    // 'Karşılaştır': the calculation under 1.0.0, the comparison with the draft open.
    await result.getByRole("link", { name: "Karşılaştır" }).click();
    await page.waitForURL(/\/hesaplama\/bag-evi\?girdi=.+#karsilastir$/, NAV);
    await poll(() => page.getByTestId("result-version").textContent()).toContain("Kural seti 1.0.0");
    const panel = page.getByTestId("comparison");
    await panel.waitFor(T);
    await poll(() =>
      page.getByRole("button", { name: "2026 Yönetmeliği (taslak) ile karşılaştır" }).getAttribute("aria-expanded"),
    ).toBe("true");
    await poll(() => panel.getByRole("status").textContent()).toContain("2.0.0 sürümünde değişenler");
    await poll(() => cells(page, "comparison-durum")).toEqual([
      "Durum",
      expect.stringContaining("İzin verilebilir (varsayımsal)"),
      expect.stringContaining("İzin verilemez"),
      "Değişti",
    ]);
    await poll(() => fits(page)).toBe(true);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, "history-badge-comparison-phone", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });

  it("the shared report says it too, and its 'Karşılaştır' opens the comparison", async () => {
    const s = await approvedUser("yeni_surum_paylasim");
    await save(s.access, "bag-evi", BAG_EVI, "Paylaşılan bağ evi");
    const listed = await api<{ data: { id: string }[] }>("GET", "/api/calculations/history/", undefined, s.access);
    const share = await api<{ data: { share_id: string } }>(
      "POST",
      `/api/calculations/history/${listed.body.data[0]!.id}/share/`,
      undefined,
      s.access,
    );
    expect(share.status).toBe(200);
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    await page.goto(`/sonuc/${share.body.data.share_id}`);
    const notice = page.getByTestId("new-version-notice");
    await waitText(notice, BADGE);
    await poll(() => fits(page)).toBe(true);
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, "shared-report-badge-phone", { fullPage: false });
    await notice.getByRole("link", { name: "Karşılaştır" }).click();
    await page.waitForURL(/\/hesaplama\/bag-evi\?girdi=.+#karsilastir$/, NAV);
    await poll(() => cells(page, "comparison-durum")).toEqual([
      "Durum",
      expect.stringContaining("İzin verilebilir (varsayımsal)"),
      expect.stringContaining("İzin verilemez"),
      "Değişti",
    ]);
    expect(errors).toEqual([]);
    await close();
  });
});
