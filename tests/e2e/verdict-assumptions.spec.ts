/**
 * The verdict in force says its assumptions aloud (issue #46), in Chromium as a landowner meets it: an emsal class
 * nobody stated is said aloud with the other class's answer beside it, a permit in a large plain is conditional in
 * its headline, a type the regulation no longer defines answers for information only, and a draft's verdict says
 * "Taslak — yürürlükte değil" — on screen and in the printed page.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { clickMapAt, pickPoint } from "./map.ts";
import { poll, T, textOf, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

const BASIN = "Parsel DSİ tarafından ilan edilmiş kapalı su havzası içinde mi?";
const calculate = (page: Page) => page.getByRole("button", { name: "Hesapla", exact: true }).click();

/** Whether the element is rendered in the printed page (print media emulated). */
async function printed(page: Page, l: Locator): Promise<boolean> {
  await page.emulateMedia({ media: "print" });
  try {
    return await l.isVisible();
  } finally {
    await page.emulateMedia({ media: "screen" });
  }
}

describe("an unstated emsal class and a large plain (dairy cattle, Menemen, 12 000 m² Tarla)", () => {
  it("the form opens on 'Bilmiyorum' and says what the class is; the answer says what it assumed and what %5 gives", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await page.goto("/hesaplama/sut-sigirciligi");
    await page.locator(".leaflet-container").first().waitFor(T);
    await clickMapAt(page, 38.4515, 26.9449);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByRole("group", { name: BASIN }).getByLabel("Hayır").check();
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("12000");

    const classes = page.getByRole("group", { name: "Emsal türü (arazinin sınıfı)" });
    expect(await classes.getByRole("radio", { name: "Bilmiyorum" }).isChecked()).toBe(true);
    expect(await classes.getByRole("radio", { name: "Marjinal (%20)" }).isChecked()).toBe(false);
    await waitText(classes, "Sınıfı tapudaki vasıf değil, toprak etüdüne dayanan arazi sınıflaması belirler");
    await calculate(page);

    const summary = page.getByTestId("result-summary");
    await waitText(summary, "77 BAŞ");
    // The large plain: a permit resting on the board's opinion, never a plain green "İzin verilebilir".
    const status = summary.locator(".result__status");
    await waitText(status, "Koşullu olarak izin verilebilir");
    expect(await status.getAttribute("class")).toContain("result__status--kosullu");
    await waitText(summary, "Dikkat: Büyük ova koruma alanında alternatif alan bulunmadığının belgelenmesi");
    // The assumed class, and the other one beside it.
    const assumption = page.getByTestId("emsal-assumption");
    await waitText(assumption, "Emsal türü seçilmedi: arazi marjinal (%20) sayıldı;");
    await waitText(page.getByTestId("emsal-other"), "Arazi mutlak / dikili (%5) ise: Koşullu olarak izin verilebilir");
    await waitText(page.getByTestId("emsal-other"), "17 baş");
    expect(await printed(page, assumption)).toBe(true);
    expect(await printed(page, status)).toBe(true);
    await screenshot(page, "verdict-emsal-assumed");

    // Stating the class removes the assumption: the answer is the stated class's alone.
    await page
      .getByRole("group", { name: "Emsal türünü değiştir (sonucu günceller)" })
      .getByRole("radio", { name: "Mutlak / dikili (%5)" })
      .check();
    await waitText(summary, "17 BAŞ");
    await poll(() => page.getByTestId("emsal-assumption").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("the parcel analysis asks the class too and, unstated, gives every row the other class's answer", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/parsel-analizi");
    await page.locator(".leaflet-container").first().waitFor(T);
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Parsel alanı (m²)").fill("12000");
    const basin = page.getByRole("group", { name: BASIN });
    if (await basin.count()) await basin.getByLabel("Hayır").check();
    expect(
      await page.getByRole("group", { name: "Emsal türü (arazinin sınıfı)" }).getByLabel("Bilmiyorum").isChecked(),
    ).toBe(true);
    await page.getByRole("button", { name: "Analiz et" }).click();
    await waitText(page.getByTestId("analysis-emsal-assumption"), "arazi marjinal (%20) sayıldı");
    const cattle = page.getByTestId("analiz-sut-sigirciligi");
    await waitText(cattle.getByTestId("analiz-diger-sinif"), "Arazi mutlak / dikili (%5) ise:");
    expect(await textOf(cattle)).toContain("77 baş");
    expect(await textOf(cattle.getByTestId("analiz-diger-sinif"))).toContain("17 baş");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("a type the regulation no longer defines (cold storage under 1.0.0)", () => {
  it("reads 'Yalnız bilgi amaçlı — izin değildir' in its own colour, with the note naming both regulations, printed", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await pickPoint(page, "soguk-hava-deposu");
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("25000");
    await page
      .getByRole("group", { name: "Emsal türü (arazinin sınıfı)" })
      .getByRole("radio", { name: "Marjinal (%20)" })
      .check();
    await calculate(page);
    const status = page.getByTestId("result-summary").locator(".result__status");
    await waitText(status, "Yalnız bilgi amaçlı — izin değildir");
    expect(await status.getAttribute("class")).toContain("result__status--bilgi");
    expect(await textOf(status)).not.toContain("İzin verilebilir");
    const note = page.getByTestId("result-regulation");
    await waitText(note, "2026 Yönetmeliği soğuk hava deposunu tarımsal amaçlı yapı olarak tanımlamıyor.");
    await waitText(note, "2017 Yönetmeliğine (kural seti 1.0.0) göre hesaplandı ve yalnız bilgi amaçlıdır");
    expect(await printed(page, note)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("an answer under a draft (2.0.0)", () => {
  it("carries 'Taslak — yürürlükte değil' beside its verdict, on screen and in print", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/sera?surum=2.0.0");
    await page.locator(".leaflet-container").first().waitFor(T);
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("5000");
    await page.getByLabel("Planlanan sera alanı (m²)").fill("3000");
    await calculate(page);
    const mark = page.getByTestId("result-summary").getByTestId("result-draft");
    await waitText(mark, "Taslak — yürürlükte değil");
    expect(await printed(page, mark)).toBe(true);
    await waitText(page.getByTestId("result-version"), "2026 Yönetmeliği · Kural seti 2.0.0");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("a large farm", () => {
  it("is calculated at 25 ha (a deed may hold up to 10 000 000 m²), and a greenhouse larger than it is the field's error", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await pickPoint(page, "sera");
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("250000");
    await page.getByLabel("Planlanan sera alanı (m²)").fill("260000");
    await calculate(page);
    const greenhouse = page.getByLabel("Planlanan sera alanı (m²)");
    await poll(() => greenhouse.getAttribute("aria-invalid")).toBe("true");
    await page
      .getByText("Planlanan sera alanı (260.000 m²) parsel alanından (250.000 m²) büyük olamaz")
      .first()
      .waitFor(T);
    await poll(() => page.getByTestId("result").count()).toBe(0);
    await greenhouse.fill("200000");
    await calculate(page);
    await waitText(page.getByTestId("result-summary"), "200.000 m² sera yapılabilir");
    expect(errors).toEqual([]);
    await close();
  });
});
