/** Clicking the Leaflet map at a latitude / longitude while it shows its initial view (İzmir centre, zoom 10). */
import type { Locator, Page } from "playwright-core";
import { T, waitCount } from "./wait.ts";

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
  await page.locator(".leaflet-container").first().waitFor(T);
  await clickMapAt(page, 38.4189, 27.1287);
  await page.getByTestId("chosen-point").waitFor(T);
}

/** The greenhouse form filled for a permit, not sent: 5 000 m² of Tarla, 3 000 m² of greenhouse. */
export async function fillGreenhouse(page: Page) {
  await pickPoint(page, "sera");
  await page.getByLabel("Arazi vasfı").selectOption("Tarla");
  await page.getByLabel("Arazi alanı (m²)").fill("5000");
  await page.getByLabel("Planlanan sera alanı (m²)").fill("3000");
}

/** A greenhouse calculation with a permit (fillGreenhouse, then Hesapla). */
export async function calculateGreenhouse(page: Page) {
  await fillGreenhouse(page);
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();
  await page.getByTestId("result").waitFor(T);
}

/**
 * Draws a square of `side` pixels around the centre of the area-check drawer's map with leaflet-geoman: chooses the
 * mode, waits until drawing is on (geoman's draw cursor, 50 ms after the choice), clicks the corners one by one —
 * each click waits for its vertex — and finishes with the 'Çizimi Tamamla' button or a double click on the last
 * corner; then waits until drawing is off again.
 */
export async function drawSquare(
  page: Page,
  drawer: Locator,
  modeButton: string,
  side: number,
  finish: "button" | "dblclick",
) {
  await drawer.getByRole("button", { name: modeButton }).click();
  const map = drawer.locator(".leaflet-container");
  const drawing = drawer.locator(".leaflet-container.geoman-draw-cursor");
  await drawing.waitFor(T);
  const vertices = map.locator(".marker-icon:not(.cursor-marker)");
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const h = side / 2;
  const corners = [
    [cx - h, cy - h],
    [cx + h, cy - h],
    [cx + h, cy + h],
    [cx - h, cy + h],
  ] as const;
  const clicked = finish === "dblclick" ? corners.slice(0, 3) : corners;
  for (const [i, [x, y]] of clicked.entries()) {
    await page.mouse.click(x, y);
    await waitCount(vertices, i + 1);
  }
  if (finish === "dblclick") await page.mouse.dblclick(corners[3][0], corners[3][1]);
  else await drawer.getByRole("button", { name: "Çizimi Tamamla" }).click();
  await drawing.waitFor({ state: "detached", ...T });
}
