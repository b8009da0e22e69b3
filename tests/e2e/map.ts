/** Clicking the Leaflet map at a latitude / longitude while it shows its initial view (İzmir centre, zoom 10). */
import type { Page } from "playwright-core";

/** Web Mercator pixel of a point at a zoom (256-px tiles), as Leaflet computes it. */
export function project(lat: number, lng: number, zoom: number) {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

export async function clickMapAt(page: Page, lat: number, lng: number) {
  await page.locator(".leaflet-container").scrollIntoViewIfNeeded();
  const box = (await page.locator(".leaflet-container").boundingBox())!;
  const c = project(38.4237, 27.1428, 10);
  const p = project(lat, lng, 10);
  await page.mouse.click(box.x + box.width / 2 + (p.x - c.x), box.y + box.height / 2 + (p.y - c.y));
}

/** Opens a calculation page and picks the usual point inside İzmir (Konak). */
export async function pickPoint(page: Page, slug: string) {
  await page.goto(`/hesaplama/${slug}`);
  await page.locator(".leaflet-container").first().waitFor();
  await clickMapAt(page, 38.4189, 27.1287);
  await page.getByTestId("chosen-point").waitFor();
}

/** A greenhouse calculation with a permit: 5 000 m² of Tarla, 3 000 m² of greenhouse. */
export async function calculateGreenhouse(page: Page) {
  await pickPoint(page, "sera");
  await page.getByLabel("Arazi vasfı").selectOption("Tarla");
  await page.getByLabel("Arazi alanı (m²)").fill("5000");
  await page.getByLabel("Planlanan sera alanı (m²)").fill("3000");
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();
  await page.getByTestId("result").waitFor();
}
