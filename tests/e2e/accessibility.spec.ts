/**
 * The accessibility gate: axe-core (the exact version in package.json, its own axe.min.js injected into the page)
 * runs on every page of the product in Chromium, in the states a user meets them: the home page, the calculation
 * page with the area-check drawer open, a calculation result, the draft chosen in the shell, the login, registration
 * and forgot-password pages, the profile, the history with a saved calculation, the batch page (under `target-size`),
 * the administrator's page (also under `target-size`, at phone and desktop widths) and a shared report. Any violation of impact 'serious' or 'critical'
 * fails, with its rule id, help text and the elements it names.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useBrowser } from "./browser.ts";
import { calculateGreenhouse, fillGreenhouse } from "./map.ts";
import { api, approvedUser, signIn, uniqueName, type Session } from "./session.ts";
import { poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

const admin = inject("admin");
const browser = useBrowser();

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * A page for the audit: the app's Content-Security-Policy allows no inline script, so the context bypasses it for
 * axe's script tag (the app's own scripts are unchanged).
 */
async function openAuditPage(viewport = { width: 1280, height: 900 }) {
  const context = await browser().newContext({ baseURL, viewport, locale: "tr-TR", bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return { page, errors, close: () => context.close() };
}

/**
 * Runs axe on the page as it is now; prints every finding and fails on the serious and critical ones. `enable` turns
 * on rules axe leaves off by default (`target-size`: every control at least 24 × 24 px, WCAG 2.2 2.5.8).
 */
async function audit(page: Page, name: string, enable: string[] = []): Promise<void> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const findings = await page.evaluate(async (enabled) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const rules = Object.fromEntries(enabled.map((id) => [id, { enabled: true }]));
    const result = await axe.run(document, { resultTypes: ["violations"], rules });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(" ")),
    }));
  }, enable);
  const lines = findings.map((f: Finding) => `  [${f.impact}] ${f.id} — ${f.help}\n    ${f.targets.join("\n    ")}`);
  console.log(`axe ${name}: ${findings.length ? `\n${lines.join("\n")}` : "no violations"}`);
  const blocking = findings.filter((f: Finding) => f.impact === "serious" || f.impact === "critical");
  expect(
    blocking.map((f: Finding) => `${f.id}: ${f.targets.join(", ")}`),
    `serious / critical axe violations on ${name}`,
  ).toEqual([]);
}

/** A vineyard-house request the server computes (saved and shared through the API). */
const BAG_EVI_BODY = { latitude: 38.42, longitude: 27.14, alan_m2: 12000, arazi_vasfi: "Dikili vasıflı" };

async function saveOne(s: Session): Promise<string> {
  const saved = await api<{ data: { id: string } }>(
    "POST",
    "/api/calculations/save/",
    {
      calculation_type: "bag-evi",
      title: "Erişilebilirlik bağ evi",
      description: "Denetim için kayıt",
      parameters: BAG_EVI_BODY,
      map_coordinates: { lat: 38.42, lng: 27.14 },
    },
    s.access,
  );
  expect(saved.status).toBe(201);
  return saved.body.data.id;
}

describe("accessibility (axe-core: no serious or critical violation)", () => {
  it("home page", async () => {
    const { page, errors, close } = await openAuditPage();
    await page.goto("/");
    await page.locator(".type-card").first().waitFor(T);
    await audit(page, "home");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.getByRole("dialog", { name: "Giriş Yap" }).getByLabel("Kullanıcı adı").waitFor(T);
    await audit(page, "home with the login modal open");
    expect(errors).toEqual([]);
    await close();
  });

  it("calculation page with the area-check drawer open", async () => {
    const { page, errors, close } = await openAuditPage();
    await page.goto("/hesaplama/bag-evi");
    await page.getByLabel("Arazi vasfı").waitFor(T);
    await page.getByLabel("Arazi vasfı").selectOption("Dikili vasıflı");
    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.waitFor(T);
    await drawer.getByRole("button", { name: "Hesapla", exact: true }).and(page.locator(":enabled")).waitFor(T);
    await audit(page, "calculation page, area-check drawer (manual tab)");
    await drawer.getByRole("tab", { name: "Haritadan Kontrol" }).click();
    await drawer.locator(".leaflet-container").waitFor(T);
    await audit(page, "calculation page, area-check drawer (map tab)");
    expect(errors).toEqual([]);
    await close();
  });

  it("a calculation result", async () => {
    const { page, errors, close } = await openAuditPage();
    await calculateGreenhouse(page);
    await audit(page, "calculation result");
    expect(errors).toEqual([]);
    await close();
  });

  it("parcel analysis page with its table, on a phone", async () => {
    const { page, errors, close } = await openAuditPage({ width: 390, height: 844 });
    const girdi = Buffer.from(
      JSON.stringify({ latitude: 38.4189, longitude: 27.1287, arazi_vasfi: "Tarla", alan_m2: 12000 }),
    ).toString("base64url");
    await page.goto(`/parsel-analizi?girdi=${girdi}`);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByRole("radio", { name: "Hayır" }).check();
    await page.getByRole("button", { name: "Analiz et" }).click();
    await page.getByRole("table", { name: "Arazi vasfına uygun yapı türleri" }).waitFor(T);
    await audit(page, "parcel analysis with its table (390 px)");
    expect(errors).toEqual([]);
    await close();
  });

  it("legislation page", async () => {
    const { page, errors, close } = await openAuditPage();
    await page.goto("/mevzuat/bag-evi");
    await page.getByTestId("rule-GEN-01").waitFor(T);
    await audit(page, "legislation page");
    expect(errors).toEqual([]);
    await close();
  });

  it("the draft chosen in the shell: home, and the legislation page of a type the draft no longer defines", async () => {
    const { page, errors, close } = await openAuditPage();
    await page.goto("/");
    await page.getByRole("radio", { name: "2026 Yönetmeliği (taslak)" }).check();
    await page.getByTestId("home-draft-note").waitFor(T);
    await page.locator(".type-card").first().waitFor(T);
    await audit(page, "home under the draft");
    await page.goto("/mevzuat/mantar-tesisi?surum=2.0.0");
    await page.getByTestId("earlier-version").waitFor(T);
    await audit(page, "legislation page of a type the draft no longer defines");
    expect(errors).toEqual([]);
    await close();
  });

  it("login, registration and forgot-password pages", async () => {
    const { page, errors, close } = await openAuditPage();
    await page.goto("/login");
    await page.getByRole("heading", { name: "Giriş Yap", level: 1 }).waitFor(T);
    await audit(page, "login");
    await page.goto("/register");
    await page.getByRole("heading", { name: "Kayıt Ol", level: 1 }).waitFor(T);
    await audit(page, "register");
    await page.goto("/forgot-password");
    await page.getByRole("heading", { name: "Şifremi Unuttum", level: 1 }).waitFor(T);
    await audit(page, "forgot password");
    expect(errors).toEqual([]);
    await close();
  });

  it("profile and history of a logged-in user with one saved calculation", async () => {
    const s = await approvedUser(uniqueName("erisim"));
    await saveOne(s);
    const { page, errors, close } = await openAuditPage();
    await signIn(page, s);
    await page.goto("/account");
    await page.getByRole("heading", { name: "Profilim", level: 1 }).waitFor(T);
    await page.getByRole("heading", { name: "Temel Bilgiler" }).waitFor(T);
    await audit(page, "profile");
    await page.getByRole("button", { name: "Hesaplama Geçmişini Görüntüle" }).click();
    const history = page.getByRole("dialog", { name: "Hesaplama Geçmişi" });
    await history.getByTestId("history-entry").first().waitFor(T);
    await audit(page, "history");
    await history.getByRole("button", { name: "Detay" }).first().click();
    await page.getByRole("dialog", { name: "Erişilebilirlik bağ evi" }).getByTestId("history-result").waitFor(T);
    await audit(page, "history detail");
    expect(errors).toEqual([]);
    await close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`the administrator's page, before and after login, every control at least 24 × 24 px (${viewport.width} px)`, async () => {
      const { page, errors, close } = await openAuditPage(viewport);
      const at = `${viewport.width} px`;
      await page.goto("/admin");
      await page.getByRole("heading", { name: "Yönetici Girişi" }).waitFor(T);
      await audit(page, `admin login (${at})`, ["target-size"]);
      await page.getByLabel("Kullanıcı adı").fill(admin.username);
      await page.getByLabel("Şifre", { exact: true }).fill(admin.password);
      await page
        .getByRole("form", { name: "Giriş formu" })
        .getByRole("button", { name: "Giriş Yap", exact: true })
        .click();
      await page.getByRole("heading", { name: "Bekleyen Talepler" }).waitFor(T);
      await page.getByRole("status").filter({ hasText: /talep/ }).waitFor(T);
      await audit(page, `admin panel (${at})`, ["target-size"]);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it("the batch page with a finished batch, on a phone, every control at least 24 × 24 px", async () => {
    const s = await approvedUser(uniqueName("erisim_toplu"));
    const parcel = (id: string, lat: number) => ({
      type: "Feature",
      id,
      properties: { arazi_vasfi: "Tarla", alan_m2: 5000, sera_alani_m2: 2000 },
      geometry: { type: "Point", coordinates: [27.1287, lat] },
    });
    const started = await api<{ id: string }>(
      "POST",
      "/api/v1/batches",
      { tur: "sera", parseller: { type: "FeatureCollection", features: [parcel("A", 38.4189), parcel("B", 38.418)] } },
      s.access,
    );
    expect(started.status).toBe(202);
    const { page, errors, close } = await openAuditPage({ width: 390, height: 844 });
    await signIn(page, s);
    await page.goto("/toplu-hesaplama");
    const earlier = page.getByRole("list", { name: "Toplu hesaplamalarınız" });
    await earlier.getByRole("button", { name: "Sonuçları indir (CSV)" }).waitFor(T);
    await audit(page, "batch page", ["target-size"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a shared report", async () => {
    const s = await approvedUser(uniqueName("paylasim"));
    const id = await saveOne(s);
    const shared = await api<{ data: { share_id: string } }>(
      "POST",
      `/api/calculations/history/${id}/share/`,
      undefined,
      s.access,
    );
    expect(shared.status).toBe(200);
    const { page, errors, close } = await openAuditPage();
    await page.goto(`/sonuc/${shared.body.data.share_id}`);
    await page.getByTestId("report-status").waitFor(T);
    await page.getByTestId("history-map").waitFor(T);
    await audit(page, "shared report");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("announcements and timing", () => {
  it("the place search tells how many places match, politely", async () => {
    const { page, errors, close } = await openAuditPage();
    await page.goto("/hesaplama/sera");
    const box = page.getByRole("combobox", { name: "İlçe veya mahalle ara" });
    await box.and(page.locator(":enabled")).waitFor(T);
    const count = page.getByTestId("place-search-count");
    await poll(() => count.getAttribute("role")).toBe("status");
    await box.fill("Bornova");
    await count.filter({ hasText: /^\d+ sonuç bulundu$/ }).waitFor(T);
    const options = await page.getByRole("listbox", { name: "Konum önerileri" }).getByRole("option").count();
    await poll(() => count.textContent()).toBe(`${options} sonuç bulundu`);
    await box.fill("qxqxqx");
    await count.filter({ hasText: "Sonuç bulunamadı" }).waitFor(T);
    expect(errors).toEqual([]);
    await close();
  });

  it("only the result summary (status and main message) is a live region, not the whole report", async () => {
    const { page, errors, close } = await openAuditPage();
    await fillGreenhouse(page);
    const section = page.getByRole("region", { name: /Hesaplama Sonucu$/ });
    const live = section.locator("[aria-live]");
    // The region is there before the first result, so the result's arrival is announced.
    await poll(() => live.count()).toBe(1);
    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await page.getByTestId("result").waitFor(T);
    await poll(() => section.getAttribute("aria-live")).toBeNull();
    await poll(() => live.count()).toBe(1);
    await poll(() => live.getAttribute("aria-live")).toBe("polite");
    await poll(() => live.textContent()).toContain("İzin verilebilir");
    await poll(() => live.textContent()).not.toContain("Neden?");
    await poll(() => live.locator(".result__cards, .answer-report").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("a toast stays while the pointer rests on it or the focus is in it, then closes after the time it had left", async () => {
    const s = await approvedUser(uniqueName("bildirim"));
    // The toast timing is the subject (a toast closes after 5 s): the page's clock is Playwright's, stopped before
    // the login, so the test moves time itself — 6 s under the pointer, past the 5 s, and the toast is still there,
    // however slowly the machine runs; then the time it had left, and it is gone. Time moves in 100 ms steps, each
    // its own task in the page: the app holds and releases the timers in an effect after the pointer event, which
    // must get its turn before the clock passes 5 s, as it would for a person.
    const advance = async (page: Page, ms: number) => {
      for (let t = 0; t < ms; t += 100) await page.clock.runFor(100);
    };
    const loginWithStoppedClock = async (page: Page) => {
      await page.clock.install();
      await page.goto("/login");
      await page.getByLabel("Kullanıcı adı").fill(s.username);
      await page.getByLabel("Şifre").fill(s.password);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await page
        .getByRole("form", { name: "Giriş formu" })
        .getByRole("button", { name: "Giriş Yap", exact: true })
        .click();
      const toast = page.locator(".toast", { hasText: "Başarıyla giriş yaptınız." });
      await toast.waitFor(T);
      return toast;
    };

    const { page, errors, close } = await openAuditPage();
    const toast = await loginWithStoppedClock(page);
    await toast.hover();
    await advance(page, 6_000);
    expect(await toast.isVisible()).toBe(true);
    await page.mouse.move(5, 5);
    await advance(page, 5_000);
    await toast.waitFor({ state: "detached", ...T });
    expect(errors).toEqual([]);
    await close();

    // The same with the keyboard, in a fresh browser context: Alt+T puts the focus in the toasts.
    const second = await openAuditPage();
    const again = await loginWithStoppedClock(second.page);
    await second.page.keyboard.press("Alt+t");
    await advance(second.page, 6_000);
    expect(await again.isVisible()).toBe(true);
    await second.page.keyboard.press("Tab");
    await second.page.keyboard.press("Tab");
    await advance(second.page, 5_000);
    await again.waitFor({ state: "detached", ...T });
    expect(second.errors).toEqual([]);
    await second.close();
  });
});
