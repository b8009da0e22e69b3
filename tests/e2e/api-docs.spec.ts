/**
 * The API v1 reference (/api/v1/docs): drawn in Turkish from the generated OpenAPI document under the site's CSP
 * without a violation or a page error; its "Dene" sends the example with the visitor's API key and shows the API's
 * real answer.
 */
import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser, watchViolations } from "./browser.ts";
import { baseURL } from "./server.ts";
import { adminToken, api, uniqueName } from "./session.ts";
import { T, waitText } from "./wait.ts";

const browser = useBrowser();

async function issueKey(): Promise<string> {
  const res = await api<{ key: string }>(
    "POST",
    "/api/admin/api-keys/",
    { name: uniqueName("api-belgesi"), daily_quota: 100 },
    await adminToken(),
  );
  expect(res.status).toBe(201);
  return res.body.key;
}

describe("API v1 reference page", () => {
  it("shows the Turkish reference under the CSP and sends the example with a key, showing the real answer", async () => {
    const key = await issueKey();
    const { page, errors, close } = await openPage(browser(), baseURL);
    try {
      const violations = await watchViolations(page);
      const res = await page.goto("/api/v1/docs");
      expect(res?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: "Tarımsal Yapı Planlayıcı API" }).waitFor(T);
      const calculation = page.getByRole("region", { name: "Bir yapı türü için hesaplama" });
      await calculation.waitFor(T);
      await page.getByRole("region", { name: "Parsel analizi: bu parselde ne yapılabilir?" }).waitFor(T);
      await waitText(page.locator("main"), "Kimlik doğrulama");
      await waitText(calculation, "İsteğin alanları");
      await expect(calculation.getByRole("row", { name: /arazi_vasfi/ }).textContent()).resolves.toContain("Evet");

      // Without a key: the API's Turkish 401, shown on the page.
      await calculation.getByRole("button", { name: "Dene" }).click();
      const status = calculation.getByRole("status");
      await waitText(status, "Cevap: HTTP 401");
      await waitText(calculation.getByLabel("Gelen cevap"), "API anahtarı geçersiz");

      // With the key: the example's answer, the same as the API gives for the request the page shows.
      await page.getByLabel("API anahtarı").fill(key);
      await calculation.getByRole("button", { name: "Dene" }).click();
      await waitText(status, "Cevap: HTTP 200");
      const output = calculation.getByLabel("Gelen cevap");
      await waitText(output, '"izin_durumu"');
      const shown = JSON.parse((await output.textContent()) ?? "") as { data: Record<string, unknown> };
      const slug = await calculation.getByLabel("slug").inputValue();
      const request = JSON.parse(await calculation.getByLabel("İstek gövdesi (JSON)").inputValue()) as unknown;
      const direct = await api<{ data: Record<string, unknown> }>("POST", `/api/calculations/${slug}/`, request);
      delete shown.data["timestamp"];
      delete direct.body.data["timestamp"];
      expect(shown).toEqual(direct.body);
      await screenshot(page, "api-docs");

      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
