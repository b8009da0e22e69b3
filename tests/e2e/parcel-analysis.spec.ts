/**
 * "Bu parselde ne yapabilirim?" in Chromium on a 390 px phone: home → the analysis link → a point on the map →
 * land type, parcel area and the land-type field → 'Analiz et' → the table → a row opens the calculation page
 * prefilled, with the row's result shown at once; the analysis is saved, shared, and the shared link shows the table
 * and re-opens the analysis.
 */
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { clickMapAt } from "./map.ts";
import { api, approvedUser, signIn, uniqueName } from "./session.ts";
import { NAV, poll, T, textOf, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const LAND = "Tarla + herhangi bir dikili vasıflı";

describe("parcel analysis", () => {
  it("analyses a parcel, opens a row's calculation prefilled, and saves and shares the analysis", async () => {
    const user = await approvedUser(uniqueName("analiz"));
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    await signIn(page, user);
    await page.goto("/");
    await page.getByRole("link", { name: "Parsel analizine başla" }).click();
    await page.getByRole("heading", { name: "Bu parselde ne yapabilirim?", level: 1 }).waitFor(T);
    expect(new URL(page.url()).pathname).toBe("/parsel-analizi");

    // Analysing without a point or a land type answers in Turkish and sends nothing.
    await page.getByRole("button", { name: "Analiz et" }).click();
    await page.getByText("Haritadan bir konum seçmeniz gerekiyor").first().waitFor(T);
    await page.getByText("Arazi vasfı seçilmelidir").waitFor(T);

    await page.locator(".leaflet-container").first().waitFor(T);
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByRole("radio", { name: "Hayır" }).check();
    await page.getByLabel("Arazi vasfı").selectOption(LAND);
    await page.getByLabel("Parsel alanı (m²)").fill("25000");
    await page.getByLabel("Dikili alan (m²)").fill("6000");
    await page.getByRole("button", { name: "Analiz et" }).click();

    const table = page.getByRole("table", { name: "Arazi vasfına uygun yapı türleri" });
    await table.waitFor(T);
    await poll(() => page.getByRole("status").filter({ hasText: "yapı türünden" }).textContent()).toMatch(
      /Bu parselde \d+ yapı türünden \d+ tanesi yapılabilir\./,
    );
    await poll(() => page.getByTestId("analiz-bag-evi").textContent()).toContain("BAG-");
    await poll(() => page.getByRole("heading", { name: "Bu arazi vasfında yapılamayan yapı türleri" }).count()).toBe(1);
    // Sorting from the header buttons.
    await page.getByRole("button", { name: /Azami alan/ }).click();
    await poll(() => page.getByRole("columnheader", { name: /Azami alan/ }).getAttribute("aria-sort")).toBe(
      "descending",
    );
    await screenshot(page, "parcel-analysis-phone");

    // Save it (logged in).
    await page.getByRole("button", { name: "Analizi Kaydet" }).click();
    const dialog = page.getByRole("dialog", { name: "Hesaplamayı Kaydet" });
    await dialog.getByLabel("Başlık").fill("Parselimin analizi");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Hesaplama başarıyla kaydedildi!").first().waitFor(T);

    // A row opens the type's calculation prefilled with the row's request.
    await page.getByRole("link", { name: "Bağ evi" }).click();
    await page.waitForURL(/\/hesaplama\/bag-evi\?girdi=/, NAV);
    await page.getByTestId("chosen-point").waitFor(T);
    await poll(() => page.getByLabel("Arazi vasfı").inputValue()).toBe(LAND);
    await poll(() => page.getByLabel("Tarla alanı (m², dikili alan dahil toplam parsel)").inputValue()).toBe("25000");
    await poll(() => page.getByLabel("Dikili alan (m²)").inputValue()).toBe("6000");
    expect(errors).toEqual([]);
    await close();

    // Shared: the saved analysis is labelled from the rule set and its link shows the table, logged out.
    const history = await api<{ data: { id: string; title: string; calculation_type: string }[] }>(
      "GET",
      "/api/calculations/history/",
      undefined,
      user.access,
    );
    const saved = history.body.data.find((x) => x.title === "Parselimin analizi")!;
    expect(saved.calculation_type).toBe("parsel-analizi");
    const share = await api<{ data: { share_id: string } }>(
      "POST",
      `/api/calculations/history/${saved.id}/share/`,
      undefined,
      user.access,
    );
    const shared = await openPage(browser(), baseURL, PHONE);
    await shared.page.goto(`/sonuc/${share.body.data.share_id}`);
    await shared.page.getByRole("heading", { name: "Parselimin analizi" }).waitFor(T);
    await shared.page
      .getByText(/^Parsel analizi/)
      .first()
      .waitFor(T);
    await shared.page.getByRole("table", { name: "Arazi vasfına uygun yapı türleri" }).waitFor(T);
    await poll(() => shared.page.getByTestId("analiz-bag-evi").textContent()).toContain("Bağ evi");
    await screenshot(shared.page, "parcel-analysis-shared-phone");
    await shared.page.getByRole("link", { name: "Bu bilgilerle yeniden hesapla" }).click();
    await shared.page.waitForURL(/\/parsel-analizi\?girdi=/, NAV);
    await shared.page.getByTestId("chosen-point").waitFor(T);
    await poll(() => shared.page.getByLabel("Arazi vasfı").inputValue()).toBe(LAND);
    await poll(() => shared.page.getByLabel("Parsel alanı (m²)").inputValue()).toBe("25000");
    expect(shared.errors).toEqual([]);
    await shared.close();
  });

  it("a row opens the type's calculation with the result the row showed, without 'Hesapla' (issue #46)", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    const calculations: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/api\/calculations\/(?!parsel-analizi\/)/.test(r.url()))
        calculations.push(r.url());
    });
    await page.goto("/parsel-analizi");
    await page.locator(".leaflet-container").first().waitFor(T);
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByRole("radio", { name: "Hayır" }).check();
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Parsel alanı (m²)").fill("5000");
    await page.getByRole("button", { name: "Analiz et" }).click();

    // What the greenhouse row says: its status and its maximum area.
    const row = page.getByTestId("analiz-sera");
    await row.waitFor(T);
    const status = (await textOf(row.locator(".analysis-status").first())).trim();
    const area = (await textOf(row.locator("[data-label='Azami alan'] .analysis-table__value"))).trim();
    expect(status).not.toBe("");
    expect(area).toMatch(/m²$/);
    expect(calculations).toEqual([]);

    await row.getByRole("link", { name: /Sera/ }).click();
    await page.waitForURL(/\/hesaplama\/sera\?girdi=/, NAV);
    const result = page.getByTestId("result");
    await result.waitFor(T);
    await waitText(page.getByTestId("result-summary"), status);
    await waitText(result, area);
    await poll(() => page.getByLabel("Arazi alanı (m²)").inputValue()).toBe("5000");
    // One calculation, asked by the page once the point was checked: nobody pressed 'Hesapla'.
    expect(calculations).toHaveLength(1);
    expect(calculations[0]).toContain("/api/calculations/sera/");
    // Opened as a page, the focus stays the page's: the result's heading does not take it.
    expect(await page.evaluate(() => document.activeElement?.id ?? "")).not.toBe("result-title");
    await screenshot(page, "parcel-analysis-row-result-phone");
    expect(errors).toEqual([]);
    await close();
  });
});
