import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { afterCreationTime, api, approvedUser, signIn } from "./session.ts";
import { poll, T, textOf, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

// --- saved calculations ---

const SERA_BODY = { latitude: 38.42, longitude: 27.14, alan_m2: 1000, arazi_vasfi: "Tarla" };

async function seraResult(): Promise<Record<string, unknown>> {
  const res = await api<Record<string, unknown>>("POST", "/api/calculations/sera/", SERA_BODY);
  expect(res.status).toBe(200);
  return res.body;
}

async function save(token: string, input: Record<string, unknown>): Promise<void> {
  const res = await api<{ data: { created_at: string } }>("POST", "/api/calculations/save/", input, token);
  expect(res.status).toBe(201);
  await afterCreationTime(res.body.data.created_at);
}

const HOSTILE_HTML = '<p>Eski rapor</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>';
/** Parameters each type computes (the server stores its own result; a result sent along is ignored). */
const DEPO_BODY = { latitude: 38.23, longitude: 27.97, alan_m2: 4000, arazi_vasfi: "Tarla", emsal_turu: "marjinal" };
const BAG_EVI_BODY = { latitude: 38.42, longitude: 27.14, alan_m2: 12000, arazi_vasfi: "Dikili vasıflı" };
const HARA_BODY = { ...SERA_BODY, emsal_turu: "marjinal", kapaliSuHavzasiIcinde: false };

async function seedThree(token: string): Promise<Record<string, unknown>> {
  const sera = await seraResult();
  await save(token, {
    calculation_type: "sera",
    title: "Menemen serası",
    description: "Kuzey parsel, damla sulama",
    parameters: SERA_BODY,
    result: sera,
    map_coordinates: { lat: 38.42, lng: 27.14 },
  });
  await save(token, {
    calculation_type: "soguk-hava-deposu",
    title: "Ödemiş deposu",
    description: "",
    parameters: DEPO_BODY,
    map_coordinates: { lat: 38.23, lng: 27.97 },
  });
  await save(token, {
    calculation_type: "bag-evi",
    title: "İzmir bağ evi",
    description: "Eski kayıt",
    parameters: BAG_EVI_BODY,
    // A forged report with a script: ignored by the server.
    result: { data: { html_mesaj: HOSTILE_HTML } },
    map_coordinates: null,
  });
  return sera;
}

async function openHistory(page: Page) {
  await page.goto("/account");
  await page.getByRole("heading", { name: "Profilim", level: 1 }).waitFor(T);
  await page.getByRole("button", { name: "Hesaplama Geçmişini Görüntüle" }).click();
  const modal = page.getByRole("dialog", { name: "Hesaplama Geçmişi" });
  await modal.waitFor(T);
  await modal.getByTestId("history-entry").first().waitFor(T);
  return modal;
}

/** The viewport only: a modal dialog sits in the viewport, a full-page image stretches the page under it. */
const viewShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

const titlesOf = (modal: ReturnType<Page["getByRole"]>) =>
  modal.getByTestId("history-entry").locator("h3").allTextContents();

/** The person switches to another window and back: the window loses and regains the focus (as a browser reports). */
const leaveAndComeBack = (page: Page) =>
  page.evaluate(() => {
    window.dispatchEvent(new Event("blur"));
    window.dispatchEvent(new Event("focus"));
  });

describe("calculation history", () => {
  it("lists newest first, searches, copies, shows the detail with sanitised HTML and a 300 px map, deletes down to the empty state", async () => {
    const s = await approvedUser("gecmis_masaustu");
    const sera = await seedThree(s.access);
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await signIn(page, s);
    const modal = await openHistory(page);

    await poll(() => titlesOf(modal)).toEqual(["İzmir bağ evi", "Ödemiş deposu", "Menemen serası"]);
    const seraEntry = modal.getByTestId("history-entry").filter({ hasText: "Menemen serası" });
    for (const part of ["Sera", "Alan: 1.000 m²", "Arazi vasfı: Tarla"]) await waitText(seraEntry, part);
    await waitText(seraEntry, /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await poll(() => modal.getByTestId("history-entry").filter({ hasText: "Ödemiş deposu" }).textContent()).toContain(
      "Soğuk hava deposu",
    );
    await viewShot(page, "history-modal-desktop");

    // Search: title with Turkish capitals, type label, description; the list follows after the debounce.
    const search = modal.getByLabel("Hesaplamalarda ara");
    await search.fill("ÖDEMİŞ");
    await poll(() => titlesOf(modal)).toEqual(["Ödemiş deposu"]);
    await search.fill("bağ evi");
    await poll(() => titlesOf(modal)).toEqual(["İzmir bağ evi"]);
    // Turkish letters folded on both sides (the variants: tests/unit/history-search.test.ts).
    await search.fill("odemis");
    await poll(() => titlesOf(modal)).toEqual(["Ödemiş deposu"]);
    await search.fill("IZMIR BAG");
    await poll(() => titlesOf(modal)).toEqual(["İzmir bağ evi"]);
    await search.fill("damla");
    await poll(() => titlesOf(modal)).toEqual(["Menemen serası"]);
    await search.fill("yok böyle bir şey");
    await modal.getByText("Aramanızla eşleşen hesaplama bulunamadı.").waitFor(T);
    await search.fill("");
    await poll(() => titlesOf(modal)).toHaveLength(3);

    // Copy: the Turkish summary lands on the clipboard and the user is told.
    await seraEntry.getByRole("button", { name: "Kopyala" }).click();
    await modal.getByRole("status").filter({ hasText: "Hesaplama özeti panoya kopyalandı." }).waitFor(T);
    await page.locator(".toast", { hasText: "Hesaplama özeti panoya kopyalandı." }).waitFor(T);
    await poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain("Hesaplama: Menemen serası");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Yapı türü: Sera");
    expect(copied).toContain("Alan: 1.000 m²");
    expect(copied).toContain("Sonuç:");
    expect(copied).not.toContain("<");

    // Detail of the real sera result: facts, its report, the map with a marker, 300 px high.
    await seraEntry.getByRole("button", { name: "Detay" }).click();
    const detail = page.getByRole("dialog", { name: "Menemen serası" });
    await detail.waitFor(T);
    for (const part of ["Sera", "Kuzey parsel, damla sulama"]) await waitText(detail, part);
    await waitText(detail, /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    // The saved answer drawn as data: its headline and its report's lines.
    const data = sera["data"] as { ana_mesaj: string; rapor: { parsel: string; emsal: string } };
    for (const line of [data.ana_mesaj, data.rapor.parsel, data.rapor.emsal])
      await poll(async () => (await textOf(detail.getByTestId("history-result"))).replace(/\s+/g, " ")).toContain(line);
    const map = detail.locator(".leaflet-container");
    await map.waitFor(T);
    await poll(async () => Math.round((await map.boundingBox())?.height ?? 0)).toBe(300);
    await detail.locator(".leaflet-marker-icon").waitFor(T);
    await viewShot(page, "history-detail-desktop");
    await map.scrollIntoViewIfNeeded();
    await viewShot(page, "history-detail-map-desktop");
    // Escape closes only the detail; the list stays open.
    await page.keyboard.press("Escape");
    await detail.waitFor({ state: "hidden", ...T });
    await poll(() => modal.isVisible()).toBe(true);

    // A forged report sent with the save never shows: the detail has the server's own report.
    await modal
      .getByTestId("history-entry")
      .filter({ hasText: "İzmir bağ evi" })
      .getByRole("button", { name: "Detay" })
      .click();
    const hostile = page.getByRole("dialog", { name: "İzmir bağ evi" });
    await hostile.getByTestId("history-result").locator("p, h3, h4, li").first().waitFor(T);
    await poll(() => hostile.getByTestId("history-result").textContent()).not.toContain("Eski rapor");
    await poll(() => hostile.getByTestId("history-result").innerHTML()).not.toMatch(/onerror|<script/);
    await poll(() => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await hostile.getByText("Bu hesaplama için konum kaydedilmemiş.").waitFor(T);
    await hostile.getByRole("button", { name: "Kapat" }).last().click();
    await hostile.waitFor({ state: "hidden", ...T });

    // Delete with a confirm step; cancelling keeps the item.
    const first = modal.getByTestId("history-entry").filter({ hasText: "Ödemiş deposu" });
    await first.getByRole("button", { name: "Sil" }).click();
    await first.getByRole("button", { name: "Vazgeç" }).click();
    await poll(() => titlesOf(modal)).toHaveLength(3);
    for (const title of ["Ödemiş deposu", "İzmir bağ evi", "Menemen serası"]) {
      const entry = modal.getByTestId("history-entry").filter({ hasText: title });
      await entry.getByRole("button", { name: "Sil" }).click();
      await entry.getByRole("button", { name: "Evet, Sil" }).click();
      await entry.waitFor({ state: "detached", ...T });
    }
    await page.locator(".toast", { hasText: "Hesaplama silindi." }).first().waitFor(T);
    await modal.getByText("Henüz bir hesaplama yapılmamış.").waitFor(T);
    await viewShot(page, "history-empty-desktop");
    const left = await api<{ data: unknown[] }>("GET", "/api/calculations/history/", undefined, s.access);
    expect(left.body.data).toEqual([]);

    // The close button closes the list and gives the focus back to the opener.
    await modal.getByRole("button", { name: "Kapat" }).click();
    await modal.waitFor({ state: "hidden", ...T });
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Hesaplama Geçmişini Görüntüle");
    expect(errors).toEqual([]);
    await close();
  });

  it("refetches on window focus, reports a failed load with a retry, and says so when a delete fails", async () => {
    const s = await approvedUser("gecmis_odak");
    await save(s.access, {
      calculation_type: "sera",
      title: "İlk kayıt",
      parameters: SERA_BODY,
      map_coordinates: null,
    });
    const { page, errors, close } = await openPage(browser(), baseURL);
    await signIn(page, s);
    const modal = await openHistory(page);
    await poll(() => titlesOf(modal)).toEqual(["İlk kayıt"]);

    await save(s.access, {
      calculation_type: "hara",
      title: "Başka sekmede kaydedilen",
      parameters: HARA_BODY,
      map_coordinates: null,
    });
    await leaveAndComeBack(page);
    await poll(() => titlesOf(modal)).toEqual(["Başka sekmede kaydedilen", "İlk kayıt"]);

    await page.route("**/api/calculations/delete/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    const entry = modal.getByTestId("history-entry").filter({ hasText: "İlk kayıt" });
    await entry.getByRole("button", { name: "Sil" }).click();
    await entry.getByRole("button", { name: "Evet, Sil" }).click();
    await entry.getByRole("alert").filter({ hasText: "Hesaplama silinirken hata oluştu." }).waitFor(T);
    await poll(() => titlesOf(modal)).toHaveLength(2);

    await page.route("**/api/calculations/history/", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    await leaveAndComeBack(page);
    await modal.getByRole("alert").filter({ hasText: "Geçmiş yüklenemedi." }).waitFor(T);
    await page.unroute("**/api/calculations/history/");
    await modal.getByRole("button", { name: "Tekrar dene" }).click();
    await modal
      .getByRole("alert")
      .filter({ hasText: "Geçmiş yüklenemedi." })
      .waitFor({ state: "detached", ...T });
    await poll(() => titlesOf(modal)).toHaveLength(2);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows 20 at a time: 'Daha fazla yükle' by keyboard adds the rest, and the page requests carry the D1 bookmark", async () => {
    const s = await approvedUser("gecmis_sayfa");
    for (let i = 1; i <= 22; i++)
      await save(s.access, { calculation_type: "sera", title: `Kayıt ${i}`, parameters: SERA_BODY });
    const { page, errors, close } = await openPage(browser(), baseURL);
    const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
    const historyCalls: { url: string; bookmark: string | null }[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === "/api/calculations/history/")
        historyCalls.push({ url: req.url(), bookmark: req.headers()["x-d1-bookmark"] ?? null });
    });
    await signIn(page, s);
    const modal = await openHistory(page);
    await poll(() => titlesOf(modal)).toHaveLength(20);
    expect((await titlesOf(modal))[0]).toBe("Kayıt 22");

    const more = modal.getByRole("button", { name: "Daha fazla yükle" });
    await more.focus();
    await page.keyboard.press("Enter");
    await poll(() => titlesOf(modal)).toEqual(Array.from({ length: 22 }, (_, i) => `Kayıt ${22 - i}`));
    await waitText(modal.getByRole("status").filter({ hasText: "hesaplama daha" }), "2 hesaplama daha yüklendi.");
    await poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toBe("Kayıt 2");
    await more.waitFor({ state: "detached", ...T });
    await viewShot(page, "history-more-loaded");

    // The pages' requests carry the D1 bookmark the API answered before them (the user's data loaded first).
    expect(historyCalls.map((c) => new URL(c.url).searchParams.has("cursor"))).toEqual([false, true]);
    for (const call of historyCalls) expect(call.bookmark, call.url).toMatch(BOOKMARK);
    expect(errors).toEqual([]);
    await close();
  });

  it("fits a 390 px phone: list and detail without horizontal overflow", async () => {
    const s = await approvedUser("gecmis_telefon");
    await seedThree(s.access);
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await signIn(page, s);
    const modal = await openHistory(page);
    await poll(() => titlesOf(modal)).toHaveLength(3);
    const fits = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("dialog[open]")].every((d) => d.scrollWidth <= d.clientWidth + 1),
      );
    await poll(() => fits()).toBe(true);
    await viewShot(page, "history-modal-phone");
    await modal
      .getByTestId("history-entry")
      .filter({ hasText: "Menemen serası" })
      .getByRole("button", { name: "Detay" })
      .click();
    const detail = page.getByRole("dialog", { name: "Menemen serası" });
    await detail.locator(".leaflet-container").waitFor(T);
    await poll(async () => Math.round((await detail.locator(".leaflet-container").boundingBox())?.height ?? 0)).toBe(
      300,
    );
    await poll(() => fits()).toBe(true);
    await viewShot(page, "history-detail-phone");
    await detail.locator(".leaflet-container").scrollIntoViewIfNeeded();
    await viewShot(page, "history-detail-map-phone");
    expect(errors).toEqual([]);
    await close();
  });
});
