/**
 * 'Toplu hesaplama' end to end: a signed-in user uploads a GeoJSON file of 30 greenhouse parcels, starts the batch,
 * follows it on the server's queue until it is done and downloads the results CSV with the session.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { squareRing } from "../fixtures/parcels.ts";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { approvedUser, signIn, uniqueName } from "./session.ts";
import { baseURL } from "./server.ts";
import { T, waitAttribute, waitText } from "./wait.ts";

const browser = useBrowser();

const PARCELS = 30;
const ids = Array.from({ length: PARCELS }, (_, i) => `P${String(i + 1).padStart(2, "0")}`);

/** 30 square greenhouse parcels a few metres apart from 38.4189, 27.1287 (İzmir) southwards, inland. */
function parcelFile(): string {
  const features = ids.map((id, i) => ({
    type: "Feature",
    id,
    properties: { arazi_vasfi: "Tarla", alan_m2: 5000, sera_alani_m2: 2000 + 10 * i },
    geometry: { type: "Polygon", coordinates: [squareRing(38.4189 - i * 0.0001, 27.1287, 70)] },
  }));
  const dir = mkdtempSync(join(tmpdir(), "toplu-"));
  const path = join(dir, "seralar.geojson");
  writeFileSync(path, JSON.stringify({ type: "FeatureCollection", features }));
  return path;
}

describe("batch calculation page", () => {
  it("uploads 30 greenhouse parcels, follows the batch to the end and downloads the results CSV", async () => {
    const session = await approvedUser(uniqueName("toplu"));
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await signIn(page, session);
    await page.goto("/toplu-hesaplama");
    await page.getByRole("heading", { name: "Toplu hesaplama", level: 1 }).waitFor(T);

    await page.getByLabel("Parsel dosyası (CSV, GeoJSON, KML veya KMZ)").setInputFiles(parcelFile());
    await page.getByText("Seçilen dosya: seralar.geojson — 30 parsel").waitFor(T);
    await page.getByLabel("Yapı türü").selectOption("sera");
    await page.getByRole("button", { name: "Hesaplamayı başlat" }).click();

    const current = page.getByRole("region", { name: "Başlatılan hesaplama" });
    await waitText(current.getByRole("status"), "Tamamlandı");
    const bar = current.getByRole("progressbar", { name: "Hesaplanan parseller" });
    await waitAttribute(bar, "aria-valuenow", String(PARCELS));
    await waitText(current, "30 / 30 parsel");

    const [download] = await Promise.all([
      page.waitForEvent("download", T),
      current.getByRole("button", { name: "Sonuçları indir (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^toplu-hesaplama-.+\.csv$/);
    const saved = join(mkdtempSync(join(tmpdir(), "toplu-sonuc-")), "sonuclar.csv");
    await download.saveAs(saved);
    const rows = Papa.parse<string[]>(readFileSync(saved, "utf8").replace(/^\uFEFF/, ""), {
      skipEmptyLines: "greedy",
    }).data;
    expect(rows).toHaveLength(PARCELS + 1);
    expect(rows[0]![0]).toBe("id");
    expect(rows.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(ids));
    // Every parcel calculated (no row carries an error), as the page said.
    const hata = rows[0]!.indexOf("hata");
    expect(rows.slice(1).map((r) => r[hata])).toEqual(ids.map(() => ""));
    await waitText(current, "30 / 30 parsel, 0 hatalı");
    await current.getByRole("button", { name: "Sonuçları indir (GeoJSON)" }).waitFor(T);

    await screenshot(page, "batch-page-390");
    expect(errors).toEqual([]);
    await close();
  });
});
