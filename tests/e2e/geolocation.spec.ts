import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { poll, T, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

describe("'Konumumu kullan' on the location picker", () => {
  it("makes the browser's position the chosen point, checked against İzmir, and says when it is outside", async () => {
    const { page, context, errors, close } = await openPage(browser(), baseURL);
    await context.grantPermissions(["geolocation"], { origin: baseURL });
    await context.setGeolocation({ latitude: 38.4189, longitude: 27.1287 }); // Konak
    await page.goto("/hesaplama/sera");
    await page.locator(".leaflet-container").waitFor(T);
    await poll(() => page.getByTestId("form-block-hint").textContent()).toBe("Haritadan bir konum seçmeniz gerekiyor");

    await page.getByRole("button", { name: "Konumumu kullan" }).click();
    await waitText(page.getByTestId("chosen-point"), "38.418900, 27.128700");
    await waitText(page.getByTestId("chosen-point"), "KONAK");
    await page.locator(".leaflet-marker-icon").waitFor(T);
    await poll(() => page.getByTestId("form-block-hint").count()).toBe(0);
    await poll(() => page.getByTestId("geolocation-error").count()).toBe(0);
    await screenshot(page, "geolocation-izmir");

    // Ankara: outside the province — the picker says so and the form stays blocked.
    await context.setGeolocation({ latitude: 39.9334, longitude: 32.8597 });
    await page.getByRole("button", { name: "Konumumu kullan" }).click();
    await waitText(page.getByTestId("geolocation-error"), "Bulunduğunuz konum İzmir sınırları dışında");
    await waitText(page.getByTestId("location-status"), "İzmir sınırları dışında");
    await poll(() => page.getByTestId("form-block-hint").textContent()).toBe(
      "İzmir sınırları içinde bir konum seçmeniz gerekiyor",
    );
    await poll(() => page.locator(".leaflet-marker-icon").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("explains a denied permission in Turkish and leaves the point unchosen", async () => {
    const { page, context, errors, close } = await openPage(browser(), baseURL);
    await context.clearPermissions();
    await page.goto("/hesaplama/sera");
    await page.locator(".leaflet-container").waitFor(T);
    await page.getByRole("button", { name: "Konumumu kullan" }).click();
    await waitText(page.getByTestId("geolocation-error"), "Konum izni verilmedi.");
    await poll(() => page.getByTestId("chosen-point").count()).toBe(0);
    await poll(() => page.getByTestId("form-block-hint").textContent()).toBe("Haritadan bir konum seçmeniz gerekiyor");
    await poll(() => page.getByRole("button", { name: "Konumumu kullan" }).isEnabled()).toBe(true);
    await screenshot(page, "geolocation-denied");
    expect(errors).toEqual([]);
    await close();
  });
});
