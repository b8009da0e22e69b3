import { describe, expect, inject, it } from "vitest";
import { geojsonOf, kmlOf, squareRing } from "../fixtures/parcels.ts";
import { openPage, screenshot, useBrowser } from "./browser.ts";

const baseURL = inject("baseURL");
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
    await page.getByTestId("chosen-point").waitFor();
    expect(await page.getByTestId("chosen-point").textContent()).toContain("38.41");
    expect(
      await page.locator(".location-map path.leaflet-interactive, .location-map svg path").count(),
    ).toBeGreaterThan(0);
    const area = Number(await page.getByLabel("Arazi alanı (m²)").inputValue());
    expect(area).toBeGreaterThan(6_300);
    expect(area).toBeLessThan(6_500);
    expect(await page.getByTestId("harita-alan_m2").textContent()).toBe("Harita verisi kullanılıyor");
    await page.getByLabel("Planlanan sera alanı (m²)").fill("3000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await page.getByTestId("result").waitFor();
    expect(await page.getByTestId("result").textContent()).toContain("İzin verilebilir");
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
    await page.getByText("İzmir sınırları dışında").waitFor();
    expect(await page.getByTestId("chosen-point").count()).toBe(0);

    const two = geojsonOf([
      { name: "Kuzey parsel", ring: squareRing(38.4239, 27.1287, 60) },
      { name: "Güney parsel", ring: squareRing(38.4189, 27.1287, 40) },
    ]);
    await input.setInputFiles({ name: "iki.geojson", mimeType: "application/geo+json", buffer: Buffer.from(two) });
    await page.getByText("Dosyada 2 parsel var: birini seçin").waitFor();
    await page.getByRole("button", { name: /^Güney parsel/ }).click();
    await page.getByTestId("chosen-point").waitFor();
    const area = Number(await page.getByLabel("Arazi alanı (m²)").inputValue());
    expect(area).toBeGreaterThan(1_550);
    expect(area).toBeLessThan(1_650);

    await input.setInputFiles({
      name: "cok-buyuk.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(geojsonOf([{ name: "B", ring: squareRing(38.4189, 27.1287, 600) }])),
    });
    await page.getByText("Parsel alanı 200.000 m²'den büyük olamaz.").waitFor();
    await input.setInputFiles({ name: "belge.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") });
    await page.getByText("Dosya biçimi desteklenmiyor. Lütfen KML, KMZ veya GeoJSON dosyası seçin.").waitFor();
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
    await page.getByTestId("chosen-point").waitFor();
    await page.getByLabel("Arazi vasfı").selectOption("Tarla + herhangi bir dikili vasıflı");
    const tarla = Number(await page.getByLabel("Tarla alanı (m², dikili alan dahil toplam parsel)").inputValue());
    expect(tarla).toBeGreaterThan(22_000);
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.getByRole("tab", { name: "Haritadan Kontrol" }).click();
    await drawer.getByLabel("Parsel dosyasını tarla alanı olarak yükle (KML, KMZ veya GeoJSON)").setInputFiles({
      name: "parsel.geojson",
      mimeType: "application/geo+json",
      buffer: Buffer.from(geojsonOf([{ name: "P", ring: squareRing(38.4189, 27.1287, 150) }])),
    });
    await expect.poll(async () => drawer.getByLabel("Tarla alanı (m²)").inputValue()).toBe(String(tarla));
    expect(await drawer.getByTestId("ac-area-tarla").textContent()).toContain("ha)");
    expect(errors).toEqual([]);
    await close();
  });
});
