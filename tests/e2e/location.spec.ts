import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { clickMapAt } from "./map.ts";
import { poll, T, waitAttribute, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

describe("location on the calculation page", () => {
  it("refuses a point outside İzmir with the GEN-01 message and no marker, accepts one inside with a marker", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/sera");
    await page.getByRole("heading", { name: "Arazi Konumu Seçimi" }).waitFor(T);
    await page.locator(".leaflet-container").waitFor(T);
    await page.locator("path.leaflet-interactive, .leaflet-overlay-pane svg path").first().waitFor(T);
    // The TopoJSON overlays decoded and drawn: the province outline and the 11 large plains.
    await poll(() => page.locator(".leaflet-overlay-pane svg path").count()).toBeGreaterThanOrEqual(12);
    await poll(() => page.getByTestId("form-block-hint").textContent()).toBe("Haritadan bir konum seçmeniz gerekiyor");

    await clickMapAt(page, 38.45, 27.05); // the gulf's water
    const status = page.getByTestId("location-status");
    await status.waitFor(T);
    await poll(() => status.textContent()).toContain("İzmir sınırları dışında");
    await poll(() => status.textContent()).toContain(
      "Hesaplamalarımız sadece İzmir ili sınırları içinde yapılabilmektedir.",
    );
    await poll(() => status.textContent()).toMatch(/Seçilen konum: 38\.4\d{5}, 27\.0\d{5}/);
    await poll(() => page.locator(".leaflet-marker-icon").count()).toBe(0);
    await poll(() => page.getByTestId("form-block-hint").textContent()).toBe(
      "İzmir sınırları içinde bir konum seçmeniz gerekiyor",
    );
    await screenshot(page, "location-outside");

    await clickMapAt(page, 38.4189, 27.1287); // Konak
    await page.locator(".leaflet-marker-icon").waitFor(T);
    await page.getByTestId("chosen-point").waitFor(T);
    await poll(() => page.getByTestId("location-status").count()).toBe(0);
    await poll(() => page.getByTestId("form-block-hint").count()).toBe(0);
    await poll(() => page.getByTestId("chosen-point").textContent()).toContain("KONAK");
    await screenshot(page, "location-inside");
    expect(errors).toEqual([]);
    await close();
  });

  it("searches 'Karşıyaka', Enter zooms the map to the district and puts the point on its centre", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    const tiles: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/tile/")) tiles.push(r.url());
    });
    await page.goto("/hesaplama/bag-evi");
    const box = page.getByRole("combobox", { name: "İlçe veya mahalle ara" });
    await poll(() => box.isEnabled()).toBe(true);
    // The placeholder is typed in, 80 ms per character (its timing: tests/web/typed-placeholder.test.tsx).
    await waitAttribute(box, "placeholder", "İlçe veya mahalle adı yazın... (örn: Karşıyaka, Bornova)");
    await box.fill("k");
    await poll(() => page.getByRole("listbox", { name: "Konum önerileri" }).getByRole("option").count()).toBe(0);
    await box.fill("Karşıyaka");
    const first = page.getByRole("listbox", { name: "Konum önerileri" }).getByRole("option").first();
    await first.waitFor(T);
    await poll(() => first.textContent()).toContain("İLÇE");
    await poll(() => first.textContent()).toContain("KARŞIYAKA");
    await box.press("Enter");
    await poll(() => box.inputValue()).toBe("KARŞIYAKA (İLÇE)");
    await poll(() => tiles.some((u) => /\/tile\/13\//.test(u))).toBe(true);
    await page.locator(".leaflet-marker-icon").waitFor(T);
    await waitText(page.getByTestId("chosen-point"), "Seçilen nokta: 38.500400, 27.115300 — KARŞIYAKA");
    await box.fill("bornova erg");
    await page.getByRole("listbox", { name: "Konum önerileri" }).getByRole("option").first().waitFor(T);
    await box.press("ArrowDown");
    await poll(() => box.getAttribute("aria-activedescendant")).toMatch(/-0$/);
    await box.press("Escape");
    await poll(() => page.getByRole("listbox", { name: "Konum önerileri" }).getByRole("option").count()).toBe(0);
    await poll(() => box.inputValue()).toBe("bornova erg");
    await screenshot(page, "location-search-mobile");
    expect(errors).toEqual([]);
    await close();
  });

  it("in a large plain: notice and info dialog; for a livestock type: the basin question and the warning", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/sut-sigirciligi");
    await page.locator(".leaflet-container").waitFor(T);
    await clickMapAt(page, 38.4052, 27.451); // Kemalpaşa plain
    const notice = page.getByTestId("large-plain-notice");
    await notice.waitFor(T);
    await poll(() => notice.textContent()).toContain("Kemalpaşa Ovası");
    await page.getByRole("button", { name: "Büyük Ova Bilgisi" }).click();
    const dialog = page.getByRole("dialog", { name: "Büyük Ova Koruma Alanı" });
    await dialog.waitFor(T);
    await poll(() => dialog.textContent()).toContain("5403 sayılı Kanun md. 14");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", ...T });

    const question = page.getByRole("group", {
      name: "Parsel DSİ tarafından ilan edilmiş kapalı su havzası içinde mi?",
    });
    await question.waitFor(T);
    await poll(() => page.getByTestId("basin-warning").count()).toBe(0);
    await question.getByLabel("Evet").check();
    await poll(() => page.getByTestId("basin-warning").textContent()).toContain(
      "Su tahsis belgesi olmadan yapacağınız başvurunun",
    );
    // 'Evet' asks for the water certificate next; leave that question for now.
    const certificate = page.getByRole("dialog", { name: "Su Tahsis Belgesi" });
    await certificate.waitFor(T);
    await page.keyboard.press("Escape");
    await certificate.waitFor({ state: "hidden", ...T });
    await question.getByLabel("Hayır").check();
    await poll(() => page.getByTestId("basin-warning").count()).toBe(0);
    await screenshot(page, "location-plain-basin");

    // a type that needs no statement asks nothing
    await page.goto("/hesaplama/sera");
    await page.locator(".leaflet-container").waitFor(T);
    await clickMapAt(page, 38.4052, 27.451);
    await page.getByTestId("large-plain-notice").waitFor(T);
    await poll(() => page.getByRole("group", { name: /kapalı su havzası/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

/** Whether the element has the page's focus. */
const focused = (l: Locator) => l.evaluate((el) => el === document.activeElement);

describe("choosing the point with the keyboard (WCAG 2.1.1)", () => {
  it("Tab to the search, 'Bornova', ArrowDown, Enter: the district's centre is the point, said politely; Hesapla calculates", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/sera");
    const box = page.getByRole("combobox", { name: "İlçe veya mahalle ara" });
    await box.and(page.locator(":enabled")).waitFor(T);
    await poll(() => page.getByTestId("form-block-hint").textContent()).toBe("Haritadan bir konum seçmeniz gerekiyor");
    // From the top of the page, Tab until the search box has the focus (the header and the sidebar come first).
    for (let i = 0; i < 120 && !(await focused(box)); i++) await page.keyboard.press("Tab");
    expect(await focused(box)).toBe(true);
    await page.keyboard.type("Bornova");
    const first = page.getByRole("listbox", { name: "Konum önerileri" }).getByRole("option").first();
    await waitText(first, /İLÇE\s*BORNOVA/);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");

    await poll(() => box.inputValue()).toBe("BORNOVA (İLÇE)");
    const chosen = page.getByTestId("chosen-point");
    await waitText(chosen, "Seçilen nokta: 38.493300, 27.258400 — BORNOVA (ilçe merkezi) (yaklaşık)");
    await page.locator(".leaflet-marker-icon").waitFor(T);
    await page
      .getByRole("status")
      .filter({ hasText: "Nokta, BORNOVA ilçesinin yaklaşık merkezine konuldu; parselinizin yeri değildir." })
      .waitFor(T);
    await poll(() => page.getByTestId("form-block-hint").count()).toBe(0);
    expect(await focused(box)).toBe(true);
    await screenshot(page, "location-keyboard-search");

    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("5000");
    await page.getByLabel("Planlanan sera alanı (m²)").fill("3000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).press("Enter");
    await waitText(page.getByTestId("result"), "İzin verilebilir");
    expect(errors).toEqual([]);
    await close();
  });

  it("on the focused map an arrow pans it and Enter puts the point at its centre, under the crosshair", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/sera");
    const map = page.getByRole("application", { name: "Konum seçme haritası" });
    await map.waitFor(T);
    const crosshair = page.getByTestId("map-crosshair");
    expect(await crosshair.isVisible()).toBe(false);
    const description = page.locator(`[id="${await map.getAttribute("aria-describedby")}"]`);
    await waitText(description, "Haritayı ok tuşlarıyla kaydırın, + ve - tuşlarıyla yakınlaştırın, Enter ile ortadaki");

    // From the search box, Tab passes 'Konumumu kullan' and reaches the map.
    const box = page.getByRole("combobox", { name: "İlçe veya mahalle ara" });
    await box.and(page.locator(":enabled")).waitFor(T);
    await box.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await poll(() => focused(map)).toBe(true);
    await crosshair.waitFor(T);
    await description.waitFor(T); // shown over the map while it has keyboard focus

    // Leaflet's own handler pans 80 px for an arrow; wait until the pan has ended.
    const pane = page.locator(".leaflet-map-pane");
    const offset = () =>
      pane.evaluate((el) => {
        const m = new DOMMatrix(getComputedStyle(el).transform);
        return [m.m41, m.m42];
      });
    expect(await offset()).toEqual([0, 0]);
    await page.keyboard.press("ArrowRight");
    await poll(offset).toEqual([-80, 0]);
    await page.keyboard.press("Enter");

    const chosen = page.getByTestId("chosen-point");
    await waitText(chosen, "— BORNOVA");
    const [lat, lng] = /Seçilen nokta: ([\d.]+), ([\d.]+)/
      .exec((await chosen.textContent()) ?? "")!
      .slice(1)
      .map(Number);
    // 80 px east of the initial view's centre (38.4237, 27.1428) at zoom 10; Leaflet rounds its pixel origin.
    expect(Math.abs(lat! - 38.4237)).toBeLessThan(0.001);
    expect(Math.abs(lng! - (27.1428 + (80 / (256 * 2 ** 10)) * 360))).toBeLessThan(0.001);
    await page.getByRole("status").filter({ hasText: "Nokta, haritanın ortasına konuldu" }).waitFor(T);
    // The marker's tip (its icon's anchor, 12 × 41 px) is at the map's centre, where the crosshair is.
    const marker = page.locator(".leaflet-marker-icon");
    await marker.waitFor(T);
    const m = (await marker.boundingBox())!;
    const c = (await map.boundingBox())!;
    expect(Math.abs(m.x + 12 - (c.x + c.width / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(m.y + 41 - (c.y + c.height / 2))).toBeLessThanOrEqual(1);
    const x = (await crosshair.boundingBox())!;
    expect(Math.abs(x.x + x.width / 2 - (c.x + c.width / 2))).toBeLessThanOrEqual(1);
    expect(Math.abs(x.y + x.height / 2 - (c.y + c.height / 2))).toBeLessThanOrEqual(1);
    expect(await focused(map)).toBe(true);
    await poll(() => page.getByTestId("form-block-hint").count()).toBe(0);
    await waitText(description, "Seçilen nokta haritada işaretli.");
    await screenshot(page, "location-keyboard-map", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });
});
