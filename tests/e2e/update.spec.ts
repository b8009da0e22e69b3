/**
 * A new version deployed while a tab is open (issue #32), against two real deploys on one address: the build as it
 * is, then a copy whose service worker differs by a line (as every deploy's does), each served by `wrangler dev` on the
 * same port. The open page (a first visit: its tab opened before the service worker existed) finds the new version,
 * offers 'Yenile' without touching the form, and reloads under the new version keeping what the user entered.
 */
import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  applyMigrations,
  freePort,
  freshStateDir,
  startWranglerDev,
  type LocalServer,
} from "../../scripts/lib/local-server.ts";
import { root } from "../../scripts/lib/wrangler.ts";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { poll, T, waitHydrated } from "./wait.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

describe("a new deploy while the page is open", () => {
  it("offers 'Yenile', keeps the form untouched until then, and keeps it through the reload", async () => {
    const stateDir = freshStateDir("planlayici-surum-");
    const secondDeploy = mkdtempSync(join(tmpdir(), "planlayici-ikinci-surum-"));
    let server: LocalServer | null = null;
    try {
      applyMigrations(stateDir);
      cpSync(join(root, "dist"), secondDeploy, { recursive: true });
      appendFileSync(join(secondDeploy, "client", "sw.js"), "\n// ikinci sürüm\n");
      const port = await freePort();
      server = await startWranglerDev(stateDir, port);

      const { page, errors, close } = await openPage(browser(), server.baseURL, PHONE, { serviceWorkers: "allow" });
      await page.goto("/hesaplama/sera");
      await waitHydrated(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.getByLabel("Arazi vasfı").selectOption("Tarla");
      await page.getByLabel("Arazi alanı (m²)").fill("5000");

      // The second deploy on the same address; the page's service worker asks for its script again.
      await server.stop();
      server = await startWranglerDev(stateDir, port, {
        config: join(secondDeploy, "tarimsal_yapi_planlayici", "wrangler.json"),
      });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const prompt = page.getByTestId("update-prompt");
      await prompt.getByText("Uygulamanın yeni bir sürümü hazır").waitFor(T);
      // Nothing changed under the user yet.
      expect(await page.getByLabel("Arazi alanı (m²)").inputValue()).toBe("5000");
      await screenshot(page, "update-prompt-phone", { fullPage: false });

      // A mark of this document: the reload must replace it (also in this tab, opened before its first worker).
      await page.evaluate(() => ((window as unknown as { __eskiSayfa?: boolean }).__eskiSayfa = true));
      await prompt.getByRole("button", { name: "Yenile" }).click();
      await poll(() => page.evaluate(() => (window as unknown as { __eskiSayfa?: boolean }).__eskiSayfa ?? false)).toBe(
        false,
      );
      await page.waitForURL(/girdi=/, T);
      await waitHydrated(page);
      await poll(() => page.getByLabel("Arazi alanı (m²)").inputValue()).toBe("5000");
      expect(await page.getByLabel("Arazi vasfı").inputValue()).toBe("Tarla");
      // The new version controls the page and waits for nothing.
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
        }),
      ).toEqual({ waiting: null, controlled: true });
      expect(await page.getByTestId("update-prompt").count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    } finally {
      await server?.stop();
      rmSync(secondDeploy, { recursive: true, force: true });
      rmSync(stateDir, { recursive: true, force: true });
    }
  });
});
