/**
 * The verdict never misleads (issue #28), walked as a landowner would in Chromium: numbers typed the Turkish way,
 * errors that are not refusals (no connection, 500, 429), one story for the vineyard-house check (drawer, toast and
 * result), a headline that carries the binding limit and any failed condition, the closed-basin question in the
 * form, and unknown addresses inside the shell.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { fillGreenhouse, pickPoint } from "./map.ts";
import { poll, T, textOf, waitCount, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

const BASIN = "Parsel DSİ tarafından ilan edilmiş kapalı su havzası içinde mi?";
const calculate = (page: Page) => page.getByRole("button", { name: "Hesapla", exact: true }).click();

/** Counts the calculation requests the page sends (a question back must send none). */
function countCalculations(page: Page): () => number {
  let n = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/api/calculations/")) n++;
  });
  return () => n;
}

describe("numbers typed the Turkish way", () => {
  it("reads 12.000 as twelve thousand and asks about 12,000 and 1500.5 instead of guessing", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    const sent = countCalculations(page);
    await pickPoint(page, "kumes-yumurtaci");
    await page.getByRole("group", { name: BASIN }).getByLabel("Hayır").check();
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    const area = page.getByLabel("Arazi alanı (m²)");
    await area.fill("12,000");
    await area.press("Tab");
    const question = page.getByText("“12,000” ile hangisini kastediyorsunuz: 12.000 ya da 12?");
    await question.waitFor(T);
    await calculate(page);
    await question.waitFor(T);
    expect(sent()).toBe(0);
    await area.fill("1500.5");
    await calculate(page);
    await page.getByText("“1500.5” ile 1.500,5 sayısını mı kastediyorsunuz?").waitFor(T);
    await poll(() => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))).toContain('name="alan_m2"');
    expect(sent()).toBe(0);
    await screenshot(page, "verdict-number-question");

    await area.fill("12.000");
    await calculate(page);
    const result = page.getByTestId("result");
    await result.waitFor(T);
    await waitText(result, "Parsel alanı: 12.000 m²");
    expect(sent()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("an error is not a refusal", () => {
  it("a server error, too many requests and no connection without the offline engine say 'Hesaplanamadı' with a retry, never 'İzin verilemez'; with the engine, no connection calculates in the browser", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await fillGreenhouse(page);
    const route = "**/api/calculations/sera/";
    const engine = "**/assets/offline-engine-*.js";
    const failure = page.getByTestId("result-failure");
    const section = page.getByRole("region", { name: "Sera Hesaplama Sonucu" });

    // The network drops while the calculation is on its way, and the browser has not kept the offline engine.
    await page.route(route, (r) => r.abort("internetdisconnected"));
    await page.route(engine, (r) => r.abort("internetdisconnected"));
    await calculate(page);
    await waitText(failure, "Hesaplanamadı");
    await waitText(failure, "Bağlantı sorunu yaşanıyor");
    expect(await textOf(section)).not.toContain("İzin verilemez");
    await screenshot(page, "verdict-error-network");

    for (const [status, code, detail] of [
      [500, "internal_error", "Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin."],
      [429, "rate_limited", "Çok fazla deneme yapıldı. Lütfen biraz bekleyin."],
    ] as const) {
      await page.unroute(route);
      await page.route(route, (r) =>
        r.fulfill({ status, contentType: "application/json", body: JSON.stringify({ success: false, code, detail }) }),
      );
      await failure.getByRole("button", { name: "Tekrar dene" }).click();
      await waitText(failure, detail);
      await waitText(failure, "Hesaplanamadı");
      expect(await textOf(section)).not.toContain("İzin verilemez");
    }

    // No connection, the offline engine at hand: the browser calculates and says so.
    await page.unroute(route);
    await page.unroute(engine);
    await page.route(route, (r) => r.abort("internetdisconnected"));
    await failure.getByRole("button", { name: "Tekrar dene" }).click();
    await waitText(page.getByTestId("result"), "İzin verilebilir");
    await waitText(page.getByTestId("offline-note"), "Çevrimdışı hesaplandı");
    await waitCount(failure, 0);

    // The connection is back: the server answers and the note goes.
    await page.unroute(route);
    await calculate(page);
    await waitText(page.getByTestId("result"), "İzin verilebilir");
    await waitCount(page.getByTestId("offline-note"), 0);
    expect(errors.filter((e) => !e.includes("Failed to fetch"))).toEqual([]);
    await close();
  });

  it("a failed check takes the previous result off the page", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await fillGreenhouse(page);
    await calculate(page);
    await page.getByTestId("result").waitFor(T);
    await page.getByLabel("Planlanan sera alanı (m²)").fill("");
    await calculate(page);
    await page.getByText("Planlanan sera alanı pozitif bir sayı olmalıdır").first().waitFor(T);
    await waitCount(page.getByTestId("result"), 0);
    expect(errors).toEqual([]);
    await close();
  });
});

/** The vineyard-house page with a point and a land type. */
async function vineyardHouse(page: Page, landType: string) {
  await pickPoint(page, "bag-evi");
  await page.getByLabel("Arazi vasfı").selectOption(landType);
}

async function addWalnuts(page: Page, count: string) {
  const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
  await drawer.getByLabel("Ağaç türü").selectOption({ label: "Ceviz" });
  await drawer.getByLabel("Ağaç sayısı").fill(count);
  await drawer.getByRole("button", { name: "Ağaç Ekle" }).click();
  await drawer.getByRole("cell", { name: "Ceviz", exact: true }).waitFor(T);
  return drawer;
}

describe("the vineyard-house check tells one story", () => {
  it("Dikili vasıflı 6 000 m² with 30 walnuts (50 % cover): the drawer, one toast and the result refuse, as on Tarla + dikili", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "Dikili vasıflı");
    await page.getByLabel("Arazi alanı (m²)").fill("6.000");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = await addWalnuts(page, "30");
    // The drawer opened with the area typed in the form.
    expect(await drawer.getByLabel("Dikili alan (m²)").inputValue()).toBe("6000");
    await drawer.getByRole("button", { name: "Hesapla" }).click();
    const check = drawer.getByTestId("ac-result");
    // One tree-cover rule on every land type with a planted part (/mevzuat/bag-evi, BAG-03).
    await waitText(check, "Bağ Evi Kontrolü Başarısız (Dikili Vasıflı Arazi - Ağaç Yoğunluğu Yetersiz)");
    expect(await textOf(check)).not.toContain("Başarılı");
    await drawer.getByRole("button", { name: "Devam" }).click();
    await drawer.waitFor({ state: "hidden", ...T });
    const toasts = page.locator(".toast");
    await waitText(toasts.first(), "Bu bilgilerle Bağ evi için izin verilemez.");
    await waitCount(toasts, 1);
    await calculate(page);
    const result = page.getByTestId("result");
    await waitText(result, "İzin verilemez");
    await waitText(result, "Bağ Evi Kontrolü Başarısız (Dikili Vasıflı Arazi - Ağaç Yoğunluğu Yetersiz)");
    expect(errors).toEqual([]);
    await close();
  });

  it("Tarla + dikili 15 000 / 6 000 with 30 walnuts: the drawer, one toast and the result all refuse", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "Tarla + herhangi bir dikili vasıflı");
    await page.getByLabel("Tarla alanı (m², dikili alan dahil toplam parsel)").fill("15.000");
    await page.getByLabel("Dikili alan (m²)").fill("6000");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = await addWalnuts(page, "30");
    expect(await drawer.getByLabel("Tarla alanı (m²)").inputValue()).toBe("15000");
    await drawer.getByRole("button", { name: "Hesapla" }).click();
    await waitText(drawer.getByTestId("ac-result"), "Bağ Evi Kontrolü Başarısız (Ağaç Yoğunluğu Yetersiz)");
    await drawer.getByRole("button", { name: "Devam" }).click();
    await drawer.waitFor({ state: "hidden", ...T });
    const toasts = page.locator(".toast");
    await waitText(toasts.first(), "Bu bilgilerle Bağ evi için izin verilemez.");
    await waitCount(toasts, 1);
    expect(await textOf(page.locator("body"))).not.toContain("yapılabilir ama");
    await calculate(page);
    const result = page.getByTestId("result");
    await waitText(result, "İzin verilemez");
    await waitText(result, "Bağ Evi Kontrolü Başarısız (Ağaç Yoğunluğu Yetersiz)");
    await screenshot(page, "verdict-bag-evi-one-story");
    expect(errors).toEqual([]);
    await close();
  });

  it("a direct transfer (areas only, no trees) leaves a planted land's result assumed, and says so", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "Dikili vasıflı");
    await page.getByLabel("Arazi alanı (m²)").fill("6000");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.getByTestId("ac-vineyard-note").waitFor(T);
    await drawer.getByRole("button", { name: "Doğrudan Aktar" }).click();
    await drawer.waitFor({ state: "hidden", ...T });
    await calculate(page);
    const result = page.getByTestId("result");
    await waitText(result, "İzin verilebilir (varsayımsal)");
    await waitText(result, /Manuel alan kontrolüne dayanıyor\s*Hayır/);
    await waitText(result, "idarenin yerinde yapacağı tespit");
    expect(errors).toEqual([]);
    await close();
  });

  it("bağ evi on a plain field is judged by its area: no assumption, no planted-area check", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await vineyardHouse(page, "Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("25.000");
    await calculate(page);
    const result = page.getByTestId("result");
    await waitText(result, "İzin verilebilir");
    expect(await textOf(result)).not.toContain("varsayımsal");
    expect(await page.getByRole("button", { name: "Manuel Alan Kontrolü Başlat" }).count()).toBe(0);
    expect(await textOf(result)).not.toContain("Manuel alan kontrolüne dayanıyor");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await poll(() => drawer.getByLabel("Tarla alanı (m²)").inputValue()).toBe("25000");
    expect(await drawer.getByLabel("Ağaç türü").count()).toBe(0);
    await drawer.getByRole("button", { name: "Devam" }).click();
    await drawer.waitFor({ state: "hidden", ...T });
    await waitText(page.getByTestId("check-banner"), "Alan kontrolü başarılı");
    expect(await textOf(page.getByTestId("check-banner"))).not.toContain("Dikili");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the headline carries the binding limit and any failed condition", () => {
  it("a depot above its right, a type the law no longer defines, a greenhouse larger than its parcel", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await pickPoint(page, "tarimsal-depo");
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("25.000");
    await page.getByLabel("Talep edilen depo alanı (m², isteğe bağlı)").fill("300");
    await calculate(page);
    const summary = page.getByTestId("result-summary");
    await waitText(summary, "Koşullu olarak izin verilebilir");
    await waitText(summary, "depo hakkı 250 m²");
    await waitText(summary, "Dikkat: Talep edilen depo alanı depo hakkını aşıyor.");
    await screenshot(page, "verdict-depot-condition");

    await pickPoint(page, "soguk-hava-deposu");
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("25000");
    await calculate(page);
    const banner = page.getByTestId("result-regulation");
    await waitText(banner, "2026 Yönetmeliği soğuk hava deposunu tarımsal amaçlı yapı olarak tanımlamıyor.");
    await waitText(page.getByTestId("result-summary"), "Yalnız bilgi amaçlı — izin değildir");
    // The banner comes first, above the verdict.
    const [bannerBox, statusBox] = await Promise.all([
      banner.boundingBox(),
      page.locator(".result__status").first().boundingBox(),
    ]);
    expect(bannerBox!.y).toBeLessThan(statusBox!.y);

    // A greenhouse larger than its parcel is a typing mistake, the greenhouse field's error: no verdict at all.
    await fillGreenhouse(page);
    await page.getByLabel("Arazi alanı (m²)").fill("12000");
    await page.getByLabel("Planlanan sera alanı (m²)").fill("15000");
    await calculate(page);
    await poll(() => page.getByLabel("Planlanan sera alanı (m²)").getAttribute("aria-invalid")).toBe("true");
    await poll(() => page.getByTestId("result").count()).toBe(0);
    expect(await textOf(page.locator("body"))).not.toContain("İzin verilemez");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the closed-basin question", () => {
  it("sits in the form; its error takes the focus; 'Evet' asks for the water certificate", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await pickPoint(page, "kumes-etci");
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("5000");
    const question = page.locator(".calc-form").getByRole("group", { name: BASIN });
    await calculate(page);
    await waitText(question, "Kapalı su havzası durumunu belirtmeniz gerekiyor");
    await poll(() => question.getByLabel("Evet").evaluate((e) => e === document.activeElement)).toBe(true);
    await question.getByLabel("Evet").check();
    await page.getByRole("dialog", { name: "Su Tahsis Belgesi" }).waitFor(T);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("unknown addresses", () => {
  it("render inside the shell with a Turkish page and a way on", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    for (const path of ["/reset-password/Mw", "/verify-email/abc", "/hesaplama/sera/fazla", "/a/b/c"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "Sayfa bulunamadı" }).waitFor(T);
      await page.getByRole("banner").waitFor(T);
      await page.getByRole("link", { name: "Ana sayfaya dön" }).waitFor(T);
      expect(await textOf(page.locator("body"))).not.toContain("Unexpected Application Error");
    }
    await page.goto("/hesaplama/sera/fazla");
    await page.getByRole("link", { name: "Hesaplama sayfasına git" }).click();
    await page.getByRole("heading", { name: "Hesaplama — Sera" }).waitFor(T);
    await screenshot(page, "verdict-not-found");
    expect(errors).toEqual([]);
    await close();
  });
});
