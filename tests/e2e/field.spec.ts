/**
 * In the field (issue #32): the prerendered calculation page keeps what a user typed before the app ran; the app
 * meets Chromium's installability criteria with its Turkish manifest and service worker; with the app's files kept,
 * a page opens and its form is ready with no network, with the tiles viewed and 'Konumumu kullan'; the calculation and
 * the parcel analysis give the online answer, made in the browser; a save made offline is stored once when the network
 * is back. These specs allow the service worker (the others block it: tests/e2e/browser.ts). The update prompt is
 * tested in jsdom (tests/web/update-prompt.test.tsx).
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { clickMapAt, pickPoint } from "./map.ts";
import { api, approvedUser, signIn, uniqueName } from "./session.ts";
import { poll, T, waitHydrated, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** Opens `path` once and waits until the service worker controls the page (a reload after its first install). */
async function controlledPage(context: BrowserContext, page: Page, path: string) {
  await page.goto(path);
  await waitHydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await waitHydrated(page);
  await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return { context, page };
}

describe("the prerendered page before the app runs", () => {
  it("keeps the land type and area typed before the app ran, and enables Hesapla once it runs", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(ENTRY_SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    // The page's HTML, without its app (DOMContentLoaded waits for the held module script).
    await page.goto("/hesaplama/sera", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: /Sera/ }).waitFor(T);
    // The built page: its form is there and can be filled; 'Hesapla' waits for the app.
    await page.getByLabel("Arazi vasfı").selectOption("Tarla");
    await page.getByLabel("Arazi alanı (m²)").fill("5000");
    expect(await page.getByRole("button", { name: "Hesapla", exact: true }).isDisabled()).toBe(true);
    release();
    await waitHydrated(page);
    await poll(() => page.getByRole("button", { name: "Hesapla", exact: true }).isEnabled()).toBe(true);
    expect(await page.getByLabel("Arazi vasfı").inputValue()).toBe("Tarla");
    expect(await page.getByLabel("Arazi alanı (m²)").inputValue()).toBe("5000");
    await screenshot(page, "field-typed-before-hydration");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the installable app", () => {
  it("meets Chromium's installability criteria with a Turkish manifest and its icons", async () => {
    const { page, context, errors, close } = await openPage(browser(), baseURL, PHONE, { serviceWorkers: "allow" });
    await controlledPage(context, page, "/");
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get("/manifest.webmanifest")).json()) as {
      name: string;
      lang: string;
      display: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Tarımsal Yapı Planlayıcı", lang: "tr", display: "standalone" });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"]) {
      const res = await page.request.get(icon);
      expect(res.status(), icon).toBe(200);
      expect(res.headers()["content-type"], icon).toBe("image/png");
    }
    expect(errors).toEqual([]);
    await close();
  });
});

/** What a landowner reads of a result: the headline (status and main message) and the figures' cards. */
async function readResult(page: Page) {
  const result = page.getByTestId("result");
  await result.waitFor(T);
  return {
    status: await result.locator(".result__status").textContent(),
    main: await result.locator(".result__main").textContent(),
    cards: await result.locator(".result__cards > li:not(.print-only)").allTextContents(),
    version: await page.getByTestId("result-version").textContent(),
  };
}

/** A calculation at the usual point (map.ts): its land type and fields, then 'Hesapla'; what the result says. */
async function calculateAt(page: Page, slug: string, landType: string, fields: Record<string, string>) {
  await pickPoint(page, slug);
  await page.getByLabel("Arazi vasfı").selectOption(landType);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: "Hesapla", exact: true }).click();
  return readResult(page);
}

const vineyardHouse = (page: Page) =>
  calculateAt(page, "bag-evi", "Tarla + herhangi bir dikili vasıflı", {
    "Tarla alanı (m², dikili alan dahil toplam parsel)": "10000",
    "Dikili alan (m²)": "6000",
  });

const greenhouse = (page: Page) =>
  calculateAt(page, "sera", "Tarla", { "Arazi alanı (m²)": "5000", "Planlanan sera alanı (m²)": "3000" });

async function analysis(page: Page) {
  await page.goto("/parsel-analizi");
  await page.locator(".leaflet-container").first().waitFor(T);
  await clickMapAt(page, 38.4189, 27.1287);
  await page.getByTestId("chosen-point").waitFor(T);
  await page.getByRole("radio", { name: "Hayır" }).check();
  await page.getByLabel("Arazi vasfı").selectOption("Tarla + herhangi bir dikili vasıflı");
  await page.getByLabel("Parsel alanı (m²)").fill("25000");
  await page.getByLabel("Dikili alan (m²)").fill("6000");
  await page.getByRole("button", { name: "Analiz et" }).click();
  const table = page.getByRole("table", { name: "Arazi vasfına uygun yapı türleri" });
  await table.waitFor(T);
  // The newest version's column answers in its own request.
  await poll(() => table.textContent()).not.toContain("Hesaplanıyor");
  return table.locator("tbody tr").allTextContents();
}

/** How many of the account's saved calculations carry this title (the server's own list). */
async function savedWithTitle(token: string, title: string): Promise<number> {
  const { body } = await api<{ data: { title: string }[] }>("GET", "/api/calculations/history/", undefined, token);
  return body.data.filter((r) => r.title === title).length;
}

describe("calculating and saving with no signal", () => {
  it("bağ evi, sera and the parcel analysis answer offline as online, marked 'Çevrimdışı hesaplandı'; a save made offline is stored once when the network is back", async () => {
    const user = await approvedUser(uniqueName("tarlada"));
    const title = "Tarladan çevrimdışı kayıt";
    const { page, context, errors, close } = await openPage(browser(), baseURL, PHONE, { serviceWorkers: "allow" });
    await signIn(page, user);
    // The engine runs under the page's policy: no eval, not even zod's probe for it.
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
      );
    });
    const csp = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    await controlledPage(context, page, "/hesaplama/sera");
    const online = { bagEvi: await vineyardHouse(page), sera: await greenhouse(page), analiz: await analysis(page) };
    expect(online.bagEvi.status).toContain("İzin verilebilir");
    expect(online.sera.cards.length).toBeGreaterThan(0);
    expect(await page.getByTestId("offline-note").count()).toBe(0);

    await context.setOffline(true);
    const bagEvi = await vineyardHouse(page);
    await page.getByTestId("offline-note").getByText("Çevrimdışı hesaplandı").waitFor(T);
    expect(await page.getByTestId("offline-note").textContent()).toContain("kural seti 1.0.0");
    const sera = await greenhouse(page);
    await page.getByTestId("offline-note").waitFor(T);
    await screenshot(page, "field-offline-sera-result");
    expect(await csp()).toEqual([]);

    // Saved offline: it waits in the browser.
    await page.getByRole("button", { name: "Hesaplamayı Kaydet" }).click();
    const dialog = page.getByRole("dialog", { name: "Hesaplamayı Kaydet" });
    await dialog.getByLabel("Başlık").fill(title);
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Bağlantı yok: kayıt bu cihazda bekliyor", { exact: false }).waitFor(T);
    await screenshot(page, "field-offline-save-waiting", { fullPage: false });
    expect(await savedWithTitle(user.access, title)).toBe(0);

    const analiz = await analysis(page);
    await page.getByTestId("offline-note").waitFor(T);
    expect({ bagEvi, sera, analiz }).toEqual(online);
    expect(await csp()).toEqual([]);

    // The connection comes back: the save is sent once, the server answers the shown analysis again, the note goes.
    await context.setOffline(false);
    await page.getByText(`Çevrimdışı yapılan “${title}” kaydı gönderildi.`).waitFor(T);
    await poll(() => page.getByTestId("offline-note").count()).toBe(0);
    expect(await savedWithTitle(user.access, title)).toBe(1);
    // The app opened again sends nothing twice.
    await page.reload();
    await waitHydrated(page);
    await page.getByRole("heading", { level: 1, name: "Bu parselde ne yapabilirim?" }).waitFor(T);
    expect(await savedWithTitle(user.access, title)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

/** A 1×1 green PNG: the stand-in for a satellite tile (the test browser reaches no outside host). */
const TILE_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe("with no signal", () => {
  it("a page opened once opens again offline: the form ready (bağ evi, sera), the tiles viewed, 'Konumumu kullan' on the exact layers", async () => {
    const { page, context, errors, close } = await openPage(browser(), baseURL, PHONE, {
      serviceWorkers: "allow",
      permissions: ["geolocation"],
      geolocation: { latitude: 38.4189, longitude: 27.1287 }, // Konak
    });
    // The tile host answers as ArcGIS does, with CORS (the map asks its tiles with crossorigin="anonymous").
    await context.route(/^https:\/\/server\.arcgisonline\.com\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: "image/png",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: TILE_PNG,
      }),
    );
    await controlledPage(context, page, "/hesaplama/sera");
    const loadedTiles = page.locator(".leaflet-tile-container img.leaflet-tile-loaded");
    await poll(() => loadedTiles.count()).toBeGreaterThan(0);
    const kept = () => page.evaluate(async () => (await (await caches.open("uydu-karolari")).keys()).map((r) => r.url));
    await poll(async () => (await kept()).length).toBeGreaterThan(0);
    expect((await kept()).every((url) => url.startsWith("https://server.arcgisonline.com/"))).toBe(true);

    await context.setOffline(true);
    for (const [path, title] of [
      ["/hesaplama/bag-evi", /Bağ evi/],
      ["/hesaplama/sera", /Sera/],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: title }).waitFor(T);
      await waitHydrated(page);
      await page.getByLabel("Arazi vasfı").selectOption("Tarla");
      await poll(() => page.getByRole("button", { name: "Hesapla", exact: true }).isEnabled()).toBe(true);
      // The browser says it is offline; the rule set the page shows is the one kept from the last visit.
      await page.getByText("İnternet bağlantınız kesildi.", { exact: false }).waitFor(T);
      await page
        .getByTestId("rule-version")
        .getByText(/Kural seti 1\.0\.0/)
        .waitFor(T);
    }
    // The tiles of the view seen online, from the service worker's bounded tile cache.
    await poll(() => loadedTiles.count()).toBeGreaterThan(0);
    expect(await page.locator(".leaflet-tile-container img:not(.leaflet-tile-loaded)").count()).toBe(0);
    await screenshot(page, "field-offline-sera");

    // 'Konumumu kullan': the phone's position, checked against İzmir's exact layers in the browser.
    await page.getByRole("button", { name: "Konumumu kullan" }).click();
    await waitText(page.getByTestId("chosen-point"), "38.418900, 27.128700");
    await waitText(page.getByTestId("chosen-point"), "KONAK");
    await poll(() => page.getByTestId("form-block-hint").count()).toBe(0);
    await context.setGeolocation({ latitude: 39.9334, longitude: 32.8597 }); // Ankara
    await page.getByRole("button", { name: "Konumumu kullan" }).click();
    await waitText(page.getByTestId("geolocation-error"), "Bulunduğunuz konum İzmir sınırları dışında");
    await context.setOffline(false);
    expect(errors).toEqual([]);
    await close();
  });
});
