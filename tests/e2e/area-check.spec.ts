import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { clickMapAt, drawSquare } from "./map.ts";
import { NAV, poll, T, textOf, waitCount, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

/** Chooses a point in İzmir and the land type on the vineyard-house page. */
async function vineyardHouse(page: Page, landType: string) {
  await page.goto("/hesaplama/bag-evi");
  await page.locator(".leaflet-container").first().waitFor(T);
  await clickMapAt(page, 38.4189, 27.1287);
  await page.getByTestId("chosen-point").waitFor(T);
  await page.getByLabel("Arazi vasfı").selectOption(landType);
}

/** The area-check drawer (a dialog). */
const drawerOf = (page: Page) => page.getByRole("dialog", { name: "Alan Kontrolü" });

describe("area-check drawer", () => {
  it("vineyard house on 'Dikili vasıflı': a drawn planted polygon and added trees reach a firm permit", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "Dikili vasıflı");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.waitFor(T);
    await poll(() => drawer.textContent()).toContain("Bağ evi için alan uygunluk kontrolü");
    await poll(async () => (await drawer.boundingBox())?.width).toBe(500);

    await drawer.getByRole("tab", { name: "Haritadan Kontrol" }).click();
    await drawSquare(page, drawerOf(page), "Dikili alan çiz", 20, "button");
    const area = drawer.getByTestId("ac-area-dikili");
    await waitText(area, "ha)");
    const drawn = Number((await textOf(area)).replace(/\D+m².*$/, "").replace(/\./g, ""));
    expect(drawn).toBeGreaterThan(80_000);
    expect(drawn).toBeLessThan(100_000);
    await poll(() => drawer.getByLabel("Dikili alan (m²)").inputValue()).toBe(String(drawn));
    await screenshot(page, "area-check-drawn");

    await drawer.getByRole("tab", { name: "Manuel Alan Kontrolü" }).click();
    await drawer.getByLabel("Ağaç türü").selectOption({ label: "Ceviz" });
    await drawer.getByLabel("Ağaç sayısı").fill("0");
    await drawer.getByRole("button", { name: "Ağaç Ekle" }).click();
    await drawer.getByText("Ağaç sayısı pozitif bir değer olmalıdır.").waitFor(T);
    await drawer.getByLabel("Ağaç sayısı").fill("900");
    await drawer.getByRole("button", { name: "Ağaç Ekle" }).click();
    await drawer.getByRole("cell", { name: "Ceviz", exact: true }).waitFor(T);
    // Inline edit of the count.
    await drawer.getByRole("button", { name: "Ceviz sayısını düzenle" }).click();
    await drawer.getByLabel("Ceviz yeni sayı").fill("1000");
    await drawer.getByRole("button", { name: "Kaydet" }).click();
    await drawer.getByRole("cell", { name: "1.000", exact: true }).waitFor(T);
    await drawer.getByRole("button", { name: "Hesapla" }).click();
    const check = drawer.getByTestId("ac-result");
    await check.waitFor(T);
    await poll(() => check.textContent()).toContain(
      "Bağ Evi Kontrolü Başarılı (Dikili Vasıflı Arazi - Dikili Alan ≥ 5000 m² ve Ağaç Yoğunluğu Yeterli)",
    );
    await screenshot(page, "area-check-manual");
    await drawer.getByRole("button", { name: "Devam" }).click();
    await drawer.waitFor({ state: "hidden", ...T });

    const banner = page.getByTestId("check-banner");
    await poll(() => banner.textContent()).toContain("Dikili alan kontrolü başarılı");
    await poll(() => banner.textContent()).toContain("Manuel kontrol sonucu aktarıldı (1 ağaç türü)");
    await poll(() => page.getByLabel("Arazi alanı (m²)").inputValue()).toBe(String(drawn));
    await poll(() => page.getByTestId("harita-alan_m2").textContent()).toBe("Harita verisi kullanılıyor");

    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    const result = page.getByTestId("result");
    await result.waitFor(T);
    await poll(() => result.textContent()).toContain("İzin verilebilir");
    await poll(() => result.textContent()).not.toContain("varsayımsal");
    await poll(() => page.getByRole("button", { name: "Manuel Alan Kontrolü Başlat" }).count()).toBe(0);
    await page.getByText(/^Neden\?/).click();
    await poll(() => page.locator(".result__why li").count()).toBeGreaterThan(0);
    await screenshot(page, "area-check-firm-permit");
    expect(errors).toEqual([]);
    await close();
  });

  it("on a phone (390 × 844) the map tab opens with a map of over half the screen in view, its modes and the footer beside it", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await vineyardHouse(page, "Tarla + herhangi bir dikili vasıflı");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = drawerOf(page);
    await drawer.waitFor(T);
    await drawer.getByRole("tab", { name: "Haritadan Kontrol" }).click();
    const map = drawer.locator(".leaflet-container");
    await map.waitFor(T);
    // Without scrolling: the part of the map inside the drawer's body and the screen.
    const visibleHeight = () =>
      map.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const body = el.closest(".drawer__body")!.getBoundingClientRect();
        return Math.min(r.bottom, body.bottom, window.innerHeight) - Math.max(r.top, body.top, 0);
      });
    await poll(visibleHeight).toBeGreaterThanOrEqual(0.5 * 844);
    /** The control lies whole on the screen and in view of its scrolling box, with nothing drawn over it. */
    const inView = (name: string) =>
      drawer.getByRole("button", { name, exact: true }).evaluate((el) => {
        const r = el.getBoundingClientRect();
        const box = (el.closest(".drawer__body") ?? el.closest(".drawer"))!.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const whole = r.top >= Math.max(box.top, 0) && r.bottom <= Math.min(box.bottom, window.innerHeight);
        return whole && top !== null && el.contains(top);
      });
    for (const name of ["Tarla alanı çiz", "Dikili alan çiz", "Zeytinlik alanı çiz", "Hesapla", "Devam"])
      await poll(() => inView(name), `${name} in view`).toBe(true);
    await screenshot(page, "area-check-map-phone");

    // A parcel drawn on it as it opened.
    await drawSquare(page, drawer, "Tarla alanı çiz", 200, "button");
    await waitText(drawer.getByTestId("ac-area-tarla"), "ha)");
    await poll(visibleHeight).toBeGreaterThanOrEqual(0.5 * 844);
    expect(errors).toEqual([]);
    await close();
  });

  it("smart detection: a typed area switches to the manual value and 'Harita bilgisini kullan' restores it", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "Tarla + herhangi bir dikili vasıflı");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.getByRole("tab", { name: "Haritadan Kontrol" }).click();
    await drawSquare(page, drawerOf(page), "Tarla alanı çiz", 24, "dblclick");
    await poll(async () => drawer.getByLabel("Tarla alanı (m²)").inputValue()).not.toBe("");
    await drawer.getByLabel("Dikili alan (m²)").fill("6000");
    await drawer.getByRole("button", { name: "Doğrudan Aktar" }).click();
    await drawer.waitFor({ state: "hidden", ...T });
    await poll(() => page.getByTestId("check-banner").textContent()).toContain("Doğrudan aktarım yapıldı");
    const tarla = page.getByLabel("Tarla alanı (m², dikili alan dahil toplam parsel)");
    await poll(async () => Number(await tarla.inputValue())).toBeGreaterThan(100_000);
    const mapValue = await tarla.inputValue();
    await tarla.fill("25000");
    const hint = page.getByTestId("harita-tarla_alani");
    await poll(() => hint.textContent()).toContain(
      `Manuel değer kullanılıyor (Harita: ${Number(mapValue).toLocaleString("tr-TR")} m²)`,
    );
    await hint.getByRole("button", { name: "Harita bilgisini kullan" }).click();
    await poll(() => tarla.inputValue()).toBe(mapValue);
    await poll(() => hint.textContent()).toBe("Harita verisi kullanılıyor");
    expect(errors).toEqual([]);
    await close();
  });

  it("assumed result: 'Manuel Alan Kontrolü Başlat' opens the drawer; back button and Escape close it", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "Dikili vasıflı");
    await page.getByLabel("Arazi alanı (m²)").fill("6000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await waitText(page.getByTestId("result"), "İzin verilebilir (varsayımsal)");
    await page.getByRole("button", { name: "Manuel Alan Kontrolü Başlat" }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.waitFor(T);
    await page.goBack();
    await drawer.waitFor({ state: "hidden", ...T });
    await page.waitForURL("**/hesaplama/bag-evi", NAV);
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    await drawer.waitFor(T);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden", ...T });
    expect(errors).toEqual([]);
    await close();
  });

  it("'Tarla + Zeytinlik' shows the map only; the sericulture check needs mulberry trees", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await vineyardHouse(page, "Tarla + Zeytinlik");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.waitFor(T);
    await poll(() => drawer.getByRole("tab").count()).toBe(0);
    await drawer.locator(".leaflet-container").waitFor(T);
    await poll(async () => (await drawer.boundingBox())?.width).toBe(390);
    await screenshot(page, "area-check-mobile-map-only");
    await drawer.getByRole("button", { name: "Kapat" }).click();
    await drawer.waitFor({ state: "hidden", ...T });

    await page.goto("/hesaplama/ipek-bocekciligi");
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const dut = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await dut.waitFor(T);
    await poll(() => dut.textContent()).toContain("İpek böcekçiliği tesisi için dut bahçesi kontrolü");
    await dut.getByLabel("Dikili alan (m²)").fill("4000");
    await dut.getByRole("button", { name: "Devam" }).click();
    await dut.getByText("Lütfen geçerli bir dut bahçesi alanı ve dut ağacı sayısı girin.").waitFor(T);
    await poll(async () => (await dut.getByLabel("Ağaç türü").locator("option").allTextContents()).slice(1)).toEqual([
      "Dut",
    ]);
    await dut.getByLabel("Ağaç türü").selectOption({ label: "Dut" });
    await dut.getByLabel("Ağaç sayısı").fill("80");
    await dut.getByRole("button", { name: "Ağaç Ekle" }).click();
    await dut.getByRole("button", { name: "Devam" }).click();
    await dut.waitFor({ state: "hidden", ...T });
    await poll(() => page.getByLabel("Dut bahçesi alanı (m², isteğe bağlı)").inputValue()).toBe("4000");
    await poll(() => page.getByLabel("Dut ağacı sayısı (tam sayı, isteğe bağlı)").inputValue()).toBe("80");
    expect(errors).toEqual([]);
    await close();
  });

  it("keyboard only: a vineyard-house calculation finished without the mouse", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "Dikili vasıflı");
    const tabTo = async (name: string | RegExp, max = 60) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press("Tab");
        const label = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el
            ? (el.getAttribute("aria-label") ??
                (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
                el.textContent ??
                "")
            : "";
        });
        if (typeof name === "string" ? label?.trim() === name : name.test(label ?? "")) return;
      }
      throw new Error(`could not reach ${String(name)} with Tab`);
    };
    await page.getByLabel("Arazi vasfı").focus();
    await tabTo("Alan Kontrolü");
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.waitFor(T);
    await tabTo("Dikili alan (m²)");
    await page.keyboard.type("7000");
    await tabTo("Ağaç türü");
    await page.keyboard.type("Ceviz");
    await tabTo("Ağaç sayısı (tam sayı)");
    await page.keyboard.type("100");
    await page.keyboard.press("Enter");
    await drawer.getByRole("cell", { name: "Ceviz", exact: true }).waitFor(T);
    await tabTo("Devam");
    await page.keyboard.press("Enter");
    await drawer.waitFor({ state: "hidden", ...T });
    await page.getByLabel("Arazi alanı (m²)").focus();
    await poll(() => page.getByLabel("Arazi alanı (m²)").inputValue()).toBe("7000");
    await page.keyboard.press("Enter");
    const result = page.getByTestId("result");
    await result.waitFor(T);
    await poll(() => result.textContent()).toContain("İzin verilebilir");
    await poll(() => result.textContent()).not.toContain("varsayımsal");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the area check tells one story and changes nothing typed without asking (issue #46)", () => {
  it("areas alone on 'Dikili vasıflı': 'Alan ölçüldü — dikili vasıf doğrulanmadı', and an assumed result", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "Dikili vasıflı");
    const area = page.getByLabel("Arazi alanı (m²)");
    await area.fill("6000");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = drawerOf(page);
    await poll(() => drawer.getByLabel("Dikili alan (m²)").inputValue()).toBe("6000");
    await drawer.getByRole("button", { name: "Hesapla", exact: true }).click();
    const check = drawer.getByTestId("ac-result");
    await waitText(check, "Alan ölçüldü: 6.000 m² — dikili vasıf doğrulanmadı (ağaç girilmedi)");
    expect(await textOf(check)).not.toMatch(/başarılı/i);
    await drawer.getByRole("button", { name: "Devam" }).click();
    await drawer.waitFor({ state: "hidden", ...T });

    const banner = page.getByTestId("check-banner");
    await waitText(banner, "Alan ölçüldü: 6.000 m² — dikili vasıf doğrulanmadı (ağaç girilmedi)");
    expect(await textOf(banner)).not.toMatch(/başarılı/i);
    await poll(() => page.getByTestId("harita-alan_m2").textContent()).toBe("Alan kontrolünden aktarıldı");

    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    const result = page.getByTestId("result");
    await waitText(result, "İzin verilebilir (varsayımsal)");
    await waitText(result, /Manuel alan kontrolüne dayanıyor\s*Hayır/);
    expect(await textOf(banner)).not.toMatch(/başarılı/i);
    expect(errors).toEqual([]);
    await close();
  });

  it("a failed check's 4 000 m² replaces the typed 6 000 m² only when confirmed; kept, nothing is called map data", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await vineyardHouse(page, "Dikili vasıflı");
    const area = page.getByLabel("Arazi alanı (m²)");
    await area.fill("6000");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = drawerOf(page);
    const planted = drawer.getByLabel("Dikili alan (m²)");
    await poll(() => planted.inputValue()).toBe("6000");
    await planted.fill("4000");
    await drawer.getByRole("button", { name: "Hesapla", exact: true }).click();
    await waitText(drawer.getByTestId("ac-result"), "Alan kontrolü başarısız");
    await drawer.getByRole("button", { name: "Devam" }).click();

    const question = drawer.getByRole("group", { name: "Formdaki değer değişsin mi?" });
    await waitText(question, "Arazi alanı: formda 6.000 m² yazılı, alan kontrolü 4.000 m² aktarmak istiyor.");
    await question.getByRole("button", { name: "Formdaki 6.000 m² kalsın" }).click();
    await drawer.waitFor({ state: "hidden", ...T });
    expect(await area.inputValue()).toBe("6000");
    const hint = page.getByTestId("harita-alan_m2");
    await waitText(hint, "Manuel değer kullanılıyor (Alan kontrolü: 4.000 m²)");
    expect(await textOf(hint)).not.toContain("Harita");
    await waitText(page.getByTestId("check-banner"), "Formdaki değeriniz korundu: 6.000 m² (alan kontrolü: 4.000 m²)");
    expect(errors).toEqual([]);
    await close();
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])
    it(`choosing a drawing mode and clicking its first corner do not move the map (${viewport.width} × ${viewport.height})`, async () => {
      const { page, errors, close } = await openPage(browser(), baseURL, viewport);
      await vineyardHouse(page, "Tarla + herhangi bir dikili vasıflı");
      await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
      const drawer = drawerOf(page);
      // The version's settings are there (their loading line above the map is gone, the land type's names are set).
      await drawer.getByRole("button", { name: "Hesapla", exact: true }).and(page.locator(":enabled")).waitFor(T);
      await drawer.getByRole("tab", { name: "Haritadan Kontrol" }).click();
      const map = drawer.locator(".leaflet-container");
      await map.waitFor(T);
      // The chosen point's marker is a known place on the map: where it is on the screen, and the map's box.
      await map.locator(".leaflet-marker-icon").first().waitFor(T);
      const where = () =>
        map.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const point = el.querySelector(".leaflet-marker-icon")!.getBoundingClientRect();
          return {
            mapTop: Math.round(box.top),
            mapLeft: Math.round(box.left),
            x: Math.round(point.left),
            y: Math.round(point.top),
          };
        });
      const before = await where();

      await drawer.getByRole("button", { name: "Dikili alan çiz" }).click();
      await drawer.locator(".leaflet-container.geoman-draw-cursor").waitFor(T);
      await poll(where, "after choosing the mode").toEqual(before);

      // The first corner: the map takes the focus for its keys, and stays where it was under the pointer.
      const box = (await map.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2 + 30, box.y + box.height / 2 + 30);
      await waitCount(map.locator(".marker-icon:not(.cursor-marker)"), 1);
      await poll(where, "after the first corner").toEqual(before);
      expect(errors).toEqual([]);
      await close();
    });
});
