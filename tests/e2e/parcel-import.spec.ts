import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { geojsonOf, kmlOf, squareRing } from "../fixtures/parcels.ts";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

/** Waits until an area field holds a number strictly between `above` and `below` (m²). */
async function waitArea(field: Locator, above: number, below: number): Promise<void> {
  await poll(async () => {
    const area = Number(await field.inputValue());
    return area > above && area < below ? "in range" : `${area} m²`;
  }).toBe("in range");
}
const browser = useBrowser();

describe("parcel file import", () => {
  it("a KML parcel inside İzmir sets the point, draws the outline, fills the area and calculates", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/sera");
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    const kml = kmlOf([{ name: "101 ada 5 parsel", ring: squareRing(38.4189, 27.1287, 80) }]);
    await page.getByLabel("Parsel dosyası yükle (KML, KMZ veya GeoJSON)").setInputFiles({
      name: "parsel.kml",
      mimeType: "application/vnd.google-earth.kml+xml",
      buffer: Buffer.from(kml),
    });
    await page.getByTestId("chosen-point").waitFor(T);
    await poll(() => page.getByTestId("chosen-point").textContent()).toContain("38.41");
    await poll(() =>
      page.locator(".location-map path.leaflet-interactive, .location-map svg path").count(),
    ).toBeGreaterThan(0);
    await waitArea(page.getByLabel("Arazi alanı (m²)"), 6_300, 6_500);
    await poll(() => page.getByTestId("harita-alan_m2").textContent()).toBe("Harita verisi kullanılıyor");
    await page.getByLabel("Planlanan sera alanı (m²)").fill("3000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await page.getByTestId("result").waitFor(T);
    await poll(() => page.getByTestId("result").textContent()).toContain("İzin verilebilir");
    await screenshot(page, "parcel-import-kml");
    expect(errors).toEqual([]);
    await close();
  });

  it("a parcel outside İzmir gets the province message; a file with two parcels lets the user choose", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await page.goto("/hesaplama/sera");
    const input = page.getByLabel("Parsel dosyası yükle (KML, KMZ veya GeoJSON)");
    // Manisa, outside the province.
    await input.setInputFiles({
      name: "disari.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(geojsonOf([{ name: "Dış", ring: squareRing(38.75, 28.3, 60) }])),
    });
    await page.getByText("İzmir sınırları dışında").waitFor(T);
    await poll(() => page.getByTestId("chosen-point").count()).toBe(0);

    const two = geojsonOf([
      { name: "Kuzey parsel", ring: squareRing(38.4239, 27.1287, 60) },
      { name: "Güney parsel", ring: squareRing(38.4189, 27.1287, 40) },
    ]);
    await input.setInputFiles({ name: "iki.geojson", mimeType: "application/geo+json", buffer: Buffer.from(two) });
    await page.getByText("Dosyada 2 parsel var: birini seçin").waitFor(T);
    await page.getByRole("button", { name: /^Güney parsel/ }).click();
    await page.getByTestId("chosen-point").waitFor(T);
    await waitArea(page.getByLabel("Arazi alanı (m²)"), 1_550, 1_650);

    // A large farm (36 ha) is a parcel like any other: what a deed can hold (urun.json) is the only limit.
    await input.setInputFiles({
      name: "buyuk-ciftlik.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(geojsonOf([{ name: "B", ring: squareRing(38.4189, 27.1287, 600) }])),
    });
    await waitArea(page.getByLabel("Arazi alanı (m²)"), 355_000, 365_000);
    await input.setInputFiles({
      name: "cok-buyuk.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(geojsonOf([{ name: "C", ring: squareRing(38.4189, 27.1287, 3_300) }])),
    });
    await page.getByText("Parsel alanı 10.000.000 m²'den büyük olamaz.").waitFor(T);
    await input.setInputFiles({ name: "belge.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") });
    await page.getByText("Dosya biçimi desteklenmiyor. Lütfen KML, KMZ veya GeoJSON dosyası seçin.").waitFor(T);
    expect(errors).toEqual([]);
    await close();
  });

  it("in the area-check drawer a parcel file becomes the field polygon", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/bag-evi");
    await page.getByLabel("Parsel dosyası yükle (KML, KMZ veya GeoJSON)").setInputFiles({
      name: "parsel.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(geojsonOf([{ name: "P", ring: squareRing(38.4189, 27.1287, 150) }])),
    });
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByLabel("Arazi vasfı").selectOption("Tarla + herhangi bir dikili vasıflı");
    const tarlaField = page.getByLabel("Tarla alanı (m², dikili alan dahil toplam parsel)");
    await poll(async () => Number(await tarlaField.inputValue())).toBeGreaterThan(22_000);
    const tarla = Number(await tarlaField.inputValue());
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.getByRole("tab", { name: "Haritadan Kontrol" }).click();
    await drawer.getByLabel("Parsel dosyasını tarla alanı olarak yükle (KML, KMZ veya GeoJSON)").setInputFiles({
      name: "parsel.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(geojsonOf([{ name: "P", ring: squareRing(38.4189, 27.1287, 150) }])),
    });
    await poll(async () => drawer.getByLabel("Tarla alanı (m²)").inputValue()).toBe(String(tarla));
    await poll(() => drawer.getByTestId("ac-area-tarla").textContent()).toContain("ha)");
    expect(errors).toEqual([]);
    await close();
  });
});
