import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { clickMapAt } from "./map.ts";
import { api, approvedUser, signIn, uniqueName } from "./session.ts";
import { poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe("printable report and share links", () => {
  it("prints a calculation result on one A4 page with the cited rules", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/bag-evi");
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByLabel("Arazi vasfı").selectOption("Tarla + herhangi bir dikili vasıflı");
    await page.getByLabel("Tarla alanı (m², dikili alan dahil toplam parsel)").fill("25000");
    await page.getByLabel("Dikili alan (m²)").fill("6000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await page.getByTestId("result").waitFor(T);
    await page.emulateMedia({ media: "print" });
    const rules = page.locator(".result__why ol");
    await poll(() => rules.isVisible()).toBe(true);
    await poll(() => rules.textContent()).toContain("Genelge/Bağ Evi");
    await poll(() => page.locator(".calc-form").isVisible()).toBe(false);
    await poll(() =>
      page.getByText(/^Rapor tarihi: .* · 2017 Yönetmeliği · Kural seti 1\.0\.0 \(yürürlük 2025-01-01\)$/).isVisible(),
    ).toBe(true);
    await screenshot(page, "report-print-media");
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdfPages(pdf)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("prints a dairy-farm result on one A4 page: status, main message, cards, report text and rule-set version", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/sut-sigirciligi");
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("25000");
    await page
      .getByRole("group", { name: /kapalı su havzası içinde mi/ })
      .getByLabel("Hayır")
      .check();
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    const result = page.getByTestId("result");
    await result.waitFor(T);
    await page.emulateMedia({ media: "print" });
    for (const shown of [
      result.locator(".result__status", { hasText: "İzin verilebilir" }),
      result.locator(".result__main", { hasText: "TESİS VE BAKICI EVİ YAPILABİLİR (174 BAŞ SÜT SIĞIRI KAPASİTELİ)" }),
      result.getByTestId("card-uretim_kapasitesi"),
      result.locator(".answer-report__figures"),
      result.locator(".result__why ol"),
      result.getByText(/^Rapor tarihi: .* · 2017 Yönetmeliği · Kural seti 1\.0\.0 \(yürürlük 2025-01-01\)$/),
      // The emsal class nobody stated is said in print too, with the other class's answer.
      result.getByTestId("emsal-assumption"),
    ])
      await poll(() => shown.isVisible()).toBe(true);
    for (const hidden of [
      page.locator("header.header"),
      page.locator(".calc-form"),
      page.locator(".leaflet-control-container").first(),
      result.getByRole("button", { name: "Yazdır / PDF" }),
    ])
      await poll(() => hidden.isVisible()).toBe(false);
    await screenshot(page, "report-print-dairy");
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdfPages(pdf)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("prints a shared dairy-farm report, opened on a phone, on one A4 page", async () => {
    const owner = await approvedUser(uniqueName("sutcu"));
    const body = {
      latitude: 38.4189,
      longitude: 27.1287,
      alan_m2: 25000,
      arazi_vasfi: "Tarla",
      kapaliSuHavzasiIcinde: false,
    };
    const calc = await api<Record<string, unknown>>("POST", "/api/calculations/sut-sigirciligi/", body);
    expect(calc.status).toBe(200);
    const saved = await api<{ data: { id: string } }>(
      "POST",
      "/api/calculations/save/",
      {
        calculation_type: "sut-sigirciligi",
        parameters: body,
        result: calc.body,
        map_coordinates: { lat: 38.4189, lng: 27.1287 },
        title: "Süt sığırı ahırı — kuzey parsel",
        description: "Komşu parselle birlikte değerlendirilecek.",
      },
      owner.access,
    );
    expect(saved.status).toBe(201);
    const shared = await api<{ data: { share_id: string } }>(
      "POST",
      `/api/calculations/history/${saved.body.data.id}/share/`,
      undefined,
      owner.access,
    );
    expect(shared.status).toBe(200);

    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await page.goto(`/sonuc/${shared.body.data.share_id}`);
    await page.getByRole("heading", { name: "Süt sığırı ahırı — kuzey parsel" }).waitFor(T);
    await poll(() => page.getByTestId("report-status").textContent()).toContain("İzin verilebilir");
    await page.getByTestId("footprint-svg").waitFor(T);
    await page.emulateMedia({ media: "print" });
    for (const shown of [
      page.locator(".report > .result__main", {
        hasText: "TESİS VE BAKICI EVİ YAPILABİLİR (174 BAŞ SÜT SIĞIRI KAPASİTELİ)",
      }),
      page.locator(".report__inputs"),
      page.locator(".report .result__cards"),
      page.locator(".report .result__why ol"),
      page.getByText(/2017 Yönetmeliği · Kural seti 1\.0\.0/),
    ])
      await poll(() => shown.isVisible()).toBe(true);
    await poll(() => page.getByRole("link", { name: "Bu bilgilerle yeniden hesapla" }).isVisible()).toBe(false);
    await screenshot(page, "shared-report-print-dairy");
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdfPages(pdf)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("a shared link opens logged out, re-opens the calculation with its inputs, and stops after revoke", async () => {
    const owner = await approvedUser(uniqueName("paylasan"));
    const body = { latitude: 38.4189, longitude: 27.1287, alan_m2: 5000, arazi_vasfi: "Tarla", sera_alani_m2: 3000 };
    const calc = await api<Record<string, unknown>>("POST", "/api/calculations/sera/", body);
    expect(calc.status).toBe(200);
    const saved = await api<{ data: { id: string } }>(
      "POST",
      "/api/calculations/save/",
      {
        calculation_type: "sera",
        parameters: body,
        result: calc.body,
        map_coordinates: { lat: 38.4189, lng: 27.1287 },
        title: "Paylaşılan sera raporu",
      },
      owner.access,
    );
    expect(saved.status).toBe(201);

    // The owner shares it from the history detail.
    const { page: ownerPage, close: closeOwner } = await openPage(browser(), baseURL);
    await signIn(ownerPage, owner);
    await ownerPage.goto("/account");
    await ownerPage
      .getByRole("button", { name: /Hesaplama geçmişi|Geçmiş/ })
      .first()
      .click();
    await ownerPage.getByRole("button", { name: "Paylaş" }).first().click();
    const link = ownerPage.getByTestId("share-link");
    await poll(async () => (await link.inputValue()).trim()).toMatch(/\/sonuc\/[A-Za-z0-9_-]{22}$/);
    const url = (await link.inputValue()).trim();

    // The link preview: the worker runs first for /sonuc/* and writes the result into index.html.
    const preview = await fetch(`${baseURL}${new URL(url).pathname}`);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(
      '<meta property="og:title" content="Paylaşılan sera raporu — Sera | Tarımsal Yapı Planlayıcı"',
    );
    expect(html).toMatch(/<meta property="og:description" content="İzin verilebilir · Yapı alanı: 150 m²"/);
    expect(html).toContain('<meta name="twitter:card" content="summary"');
    expect(html).toContain('<div id="root">');

    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await page.goto(new URL(url).pathname);
    await page.getByRole("heading", { name: "Paylaşılan sera raporu" }).waitFor(T);
    await poll(() => page.getByTestId("report-status").textContent()).toContain("İzin verilebilir");
    await poll(() => page.locator(".report__inputs").textContent()).toContain("5.000 m²");
    await poll(() => page.locator(".report .result__why").textContent()).toContain("SERA-01");
    // The footprint (the rule set's taban_izi figure) as a static drawing with its m².
    await poll(() => page.getByTestId("footprint-svg").textContent()).toContain("Yapı alanı: 150 m²");
    await poll(() => page.getByRole("button", { name: "Giriş Yap" }).count()).toBeGreaterThan(0);
    await screenshot(page, "shared-report-phone");
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdfPages(pdf)).toBe(1);

    await page.getByRole("link", { name: "Bu bilgilerle yeniden hesapla" }).click();
    await page.getByTestId("chosen-point").waitFor(T);
    await poll(() => page.getByLabel("Arazi alanı (m²)").inputValue()).toBe("5000");
    await poll(() => page.getByLabel("Planlanan sera alanı (m²)").inputValue()).toBe("3000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await page.getByTestId("result").waitFor(T);
    await poll(() => page.getByTestId("result").textContent()).toContain("İzin verilebilir");

    await ownerPage.getByRole("button", { name: "Paylaşımı kaldır" }).first().click();
    await ownerPage.getByText("Paylaşım bağlantısı kaldırıldı.").first().waitFor(T);
    await page.goto(new URL(url).pathname);
    await page.getByText("Bu paylaşım bağlantısı geçersiz veya kaldırılmış.").waitFor(T);
    expect(errors).toEqual([]);
    await close();
    await closeOwner();
  });
});
