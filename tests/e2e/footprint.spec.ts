import { describe, expect, it } from "vitest";
import { kmlOf, squareRing } from "../fixtures/parcels.ts";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { calculateGreenhouse, fillGreenhouse } from "./map.ts";
import { poll, T, waitCount, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

describe("the result's footprint on the map", () => {
  it("draws the permitted ground area as a square at the point, with its m², and prints it as a drawing", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await calculateGreenhouse(page);
    await waitText(page.getByTestId("result"), "İzin verilebilir");
    // Sera: the rule set's footprint card is 'Yapı alanı' (administrative building: 5 % of 3 000 m²).
    const square = page.locator(".location-map path.footprint");
    await square.waitFor(T);
    await waitText(page.locator(".location-map .footprint-label"), "Yapı alanı: 150 m²");
    const marker = (await page.locator(".leaflet-marker-icon").boundingBox())!;
    const box = (await square.boundingBox())!;
    // Centred on the chosen point (the marker's tip is its bottom centre).
    expect(Math.abs(box.x + box.width / 2 - (marker.x + marker.width / 2))).toBeLessThan(3);
    expect(Math.abs(box.width - box.height)).toBeLessThan(3);
    await screenshot(page, "footprint-map");

    // The print view draws it again, without map tiles.
    const drawing = page.getByTestId("footprint-svg");
    await poll(() => drawing.isVisible()).toBe(false);
    await page.emulateMedia({ media: "print" });
    await poll(() => drawing.isVisible()).toBe(true);
    await waitText(drawing, "Yapı alanı: 150 m²");
    await poll(() => drawing.getByRole("img").getAttribute("aria-label")).toContain("Taban izi");
    await screenshot(page, "footprint-print");
    await page.emulateMedia({ media: "screen" });

    // Without a verdict nothing is drawn: a greenhouse larger than its parcel is the field's error, and the earlier
    // result goes with its footprint.
    await page.getByLabel("Planlanan sera alanı (m²)").fill("6000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await poll(() => page.getByLabel("Planlanan sera alanı (m²)").getAttribute("aria-invalid")).toBe("true");
    await waitCount(page.getByTestId("result"), 0);
    await waitCount(page.locator(".location-map path.footprint"), 0);
    expect(errors).toEqual([]);
    await close();
  });

  it("places the footprint inside an imported parcel", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await fillGreenhouse(page);
    const kml = kmlOf([{ name: "12 ada 3 parsel", ring: squareRing(38.4189, 27.1287, 80) }]);
    await page.getByLabel("Parsel dosyası yükle (KML, KMZ veya GeoJSON)").setInputFiles({
      name: "parsel.kml",
      mimeType: "application/vnd.google-earth.kml+xml",
      buffer: Buffer.from(kml),
    });
    await page.locator(".location-map path.parcel-outline").waitFor(T);
    await page.getByLabel("Planlanan sera alanı (m²)").fill("3000");
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    const square = page.locator(".location-map path.footprint");
    await square.waitFor(T);
    await waitText(page.locator(".location-map .footprint-label"), "m²");
    const parcel = (await page.locator(".location-map path.parcel-outline").boundingBox())!;
    const box = (await square.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(parcel.x - 1);
    expect(box.y).toBeGreaterThanOrEqual(parcel.y - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(parcel.x + parcel.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(parcel.y + parcel.height + 1);
    await screenshot(page, "footprint-parcel");
    expect(errors).toEqual([]);
    await close();
  });
});
