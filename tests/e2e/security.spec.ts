/**
 * Security in the browser: the static assets carry the worker's security headers (public/_headers); the
 * calculation page with its map and the area-check drawer, and the /admin page, run under the policy without a
 * single violation; stored XSS through saved titles, descriptions, result HTML and names never runs — neither
 * with the policy (as served) nor with it bypassed (the app renders every text as text: no answer is HTML).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { root } from "../../scripts/lib/wrangler.ts";
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "@worker/lib/security-headers.ts";
import { openPage, screenshot, useBrowser, watchViolations } from "./browser.ts";
import { clickMapAt, drawSquare } from "./map.ts";
import { afterCreationTime, api, approvedUser, signIn, type Session } from "./session.ts";
import { poll, T, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const admin = inject("admin");
const browser = useBrowser();
const run = Date.now().toString(36);

/** The policy without the hashes of inline styles (a prerendered page's stylesheet is named by its hash). */
const withoutStyleHashes = (csp: string | null) => csp?.replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, "") ?? null;

function expectSecurityHeaders(headers: Headers, label: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const got = headers.get(name);
    expect(name === "Content-Security-Policy" ? withoutStyleHashes(got) : got, `${label}: ${name}`).toBe(value);
  }
}

/** The built pages: the prerendered ones (home, a calculation page, a legislation page) and the SPA's shell. */
const BUILT_PAGES = [
  "index.html",
  "hesaplama/bag-evi.html",
  "mevzuat/sera.html",
  "parsel-analizi.html",
  "uygulama.html",
];

describe("security headers", () => {
  it("the built pages run no inline script; their one inline style is the stylesheet the policy names by hash", () => {
    const headers = readFileSync(join(root, "dist", "client", "_headers"), "utf8");
    const csp = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? "";
    expect(csp).toContain("script-src 'self';");
    for (const file of BUILT_PAGES) {
      const html = readFileSync(join(root, "dist", "client", file), "utf8");
      // Scripts with a source, or data the page carries (JSON is never run).
      expect(html, file).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
      expect(html, file).not.toMatch(/\sstyle\s*=|\son[a-z]+\s*=/i);
      for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
        const hash = `'sha256-${createHash("sha256").update(css!).digest("base64")}'`;
        expect(csp, `${file}: the inline style's hash in style-src`).toMatch(
          new RegExp(`style-src 'self' [^;]*${hash.replace(/[+/]/g, "\\$&")}`),
        );
      }
    }
  });

  it("static assets (HTML, SPA fallback, JS, CSS, geo, icon) get the same headers as the worker's answers", async () => {
    // The shell links its stylesheet (the prerendered pages carry it inline).
    const html = await (await fetch(`${baseURL}/uygulama`)).text();
    const script = /<script[^>]*src="([^"]+)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    expect(style).toMatch(/^\/assets\/.+\.css$/);
    for (const path of [
      "/",
      "/hesaplama/bag-evi",
      "/account",
      script!,
      style!,
      "/geo/izmir-sinir.topo.json",
      "/favicon.svg",
      "/api/health/",
      "/api/yok/",
      "/admin",
    ]) {
      // Pages are asked for as a browser navigates (an address without a file gets the shell only then).
      const page = !/\.\w+$/.test(path) && !path.startsWith("/api/");
      const res = await fetch(`${baseURL}${path}`, page ? { headers: { Accept: "text/html" } } : {});
      expect(res.status, path).toBeLessThan(path === "/api/yok/" ? 500 : 300);
      expectSecurityHeaders(res.headers, path);
      // Static assets always (ignored over HTTP by browsers); the worker only over HTTPS or in production.
      expect(res.headers.get("Strict-Transport-Security"), path).toBe(
        // The worker's own answers (the SPA's shell for /account and /admin comes from the assets, with their headers).
        path.startsWith("/api/") ? null : STRICT_TRANSPORT_SECURITY,
      );
      expect(res.headers.get("Access-Control-Allow-Origin"), path).toBeNull();
      await res.arrayBuffer();
    }
  });

  it("hashed build output is cached for a year as immutable; pages and the API are not", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const script = /<script[^>]*src="([^"]+)"/.exec(html)?.[1];
    const asset = await fetch(`${baseURL}${script}`);
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    await asset.arrayBuffer();
    for (const path of ["/", "/hesaplama/bag-evi", "/api/health/"]) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.headers.get("Cache-Control") ?? "", path).not.toContain("immutable");
      await res.arrayBuffer();
    }
  });

  it("a cross-origin preflight to the API gets no allow headers and no 500", async () => {
    const res = await fetch(`${baseURL}/api/calculations/save/`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://kotu-niyetli.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type",
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect([...res.headers.keys()].filter((k) => k.startsWith("access-control-"))).toEqual([]);
  });
});

describe("the pages run under the policy without violations", () => {
  it("calculation page: map with tiles and overlays, a result, the area-check drawer with a drawn polygon", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    const violations = await watchViolations(page);
    const tiles: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith("https://server.arcgisonline.com/")) tiles.push(r.url());
    });
    await page.goto("/hesaplama/bag-evi");
    await page.locator(".leaflet-container").first().waitFor(T);
    await clickMapAt(page, 38.4189, 27.1287);
    await page.getByTestId("chosen-point").waitFor(T);
    await page.getByLabel("Arazi vasfı").selectOption("Tarla + herhangi bir dikili vasıflı");
    await page.getByLabel("Tarla alanı (m², dikili alan dahil toplam parsel)").fill("10000");
    await page.getByLabel("Dikili alan (m²)").fill("6000");
    await page.getByRole("button", { name: "Hesapla" }).click();
    await page.getByTestId("result").waitFor(T);

    await page.getByRole("button", { name: "Alan Kontrolü", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Alan Kontrolü" });
    await drawer.waitFor(T);
    await drawer.getByRole("tab", { name: "Haritadan Kontrol" }).click();
    await drawSquare(page, drawer, "Dikili alan çiz", 30, "button");
    await waitText(drawer.getByTestId("ac-area-dikili"), "m²");
    await screenshot(page, "security-csp-area-check");

    await poll(() => tiles.length).toBeGreaterThan(0);
    await poll(() => violations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("the /admin page signs in and lists requests", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    const violations = await watchViolations(page);
    await page.goto("/admin");
    await page.getByLabel("Kullanıcı adı").fill(admin.username);
    await page.getByLabel("Şifre", { exact: true }).fill(admin.password);
    await page
      .getByRole("form", { name: "Giriş formu" })
      .getByRole("button", { name: "Giriş Yap", exact: true })
      .click();
    await page.getByRole("heading", { name: "Bekleyen Talepler" }).waitFor(T);
    await page.getByRole("status").filter({ hasText: /talep/ }).waitFor(T);
    // The stylesheet applied: the header has its green background.
    await poll(() => page.locator("header").evaluate((h) => getComputedStyle(h).backgroundColor)).toBe(
      "rgb(47, 107, 58)",
    );
    await screenshot(page, "security-csp-admin");
    await poll(() => violations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

// --- stored XSS ---

/** Every payload sets window.__xss or calls alert: if anything runs, the test sees it. */
const PAYLOAD = {
  firstName: `<img src=x onerror="window.__xss='ad'">`,
  lastName: `<script>window.__xss='soyad'</script><svg onload="alert('soyad')">`,
  titles: [
    `<img src=x onerror="window.__xss='baslik'">`,
    `"><script>window.__xss='baslik2'</script>`,
    `javascript:window.__xss='baslik3'`,
  ],
  description: `<svg onload="window.__xss='aciklama'"></svg><script>alert('aciklama')</script>`,
  html: [
    `<p>Rapor</p><img src=x onerror="window.__xss='html1'"><script>window.__xss='html2'</script><a href="javascript:window.__xss='html3'">bağlantı</a>`,
    `<svg><animate onbegin="window.__xss='html4'" attributeName="x" dur="1s"></animate></svg><iframe srcdoc="<script>parent.__xss='html5'</script>"></iframe><form action="javascript:window.__xss='html6'"><button>gönder</button></form><div style="background:url(javascript:alert(1))">stil</div>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='html7'">`,
  ],
} as const;

/** Parameters the calculation accepts (a worm farm on a field near İzmir); hostile extras are stored as sent. */
const PARAMETERS = { latitude: 38.42, longitude: 27.14, alan_m2: 1000, arazi_vasfi: "Tarla", emsal_turu: "marjinal" };

/**
 * Saves the hostile calculations; answers the public share id of the first (its report page is public). The hostile
 * `result` is sent too, and ignored: the server stores the result it computes from the parameters.
 */
async function seedHostile(s: Session): Promise<string> {
  expect(
    (await api("PATCH", "/api/accounts/me/", { first_name: PAYLOAD.firstName, last_name: PAYLOAD.lastName }, s.access))
      .status,
  ).toBe(200);
  const ids: string[] = [];
  for (let i = 0; i < PAYLOAD.titles.length; i++) {
    const res = await api(
      "POST",
      "/api/calculations/save/",
      {
        calculation_type: "solucan-tesisi",
        title: PAYLOAD.titles[i],
        description: PAYLOAD.description,
        parameters: { ...PARAMETERS, not: PAYLOAD.titles[i], ek: PAYLOAD.html[i] },
        result:
          i === 2 ? { results: { mesaj: PAYLOAD.html[i] } } : { success: true, data: { html_mesaj: PAYLOAD.html[i] } },
        map_coordinates: i === 0 ? { lat: 38.42, lng: 27.14 } : null,
      },
      s.access,
    );
    expect(res.status).toBe(201);
    const saved = res.body as { data: { id: string; result: unknown; created_at: string } };
    expect(JSON.stringify(saved.data.result)).not.toContain("__xss");
    ids.push(saved.data.id);
    await afterCreationTime(saved.data.created_at);
  }
  const shared = await api<{ data: { share_id: string } }>(
    "POST",
    `/api/calculations/history/${ids[0]}/share/`,
    undefined,
    s.access,
  );
  expect(shared.status).toBe(200);
  return shared.body.data.share_id;
}

async function openSignedIn(
  b: Browser,
  s: Session,
  opts: { bypassCSP: boolean; viewport: { width: number; height: number } },
) {
  const { page, errors, close } = await openPage(b, baseURL, opts.viewport, { bypassCSP: opts.bypassCSP });
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(page, s);
  return { page, errors, dialogs, close };
}

const xss = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: string }).__xss);

/**
 * Resolves when every image of the page has loaded or failed and its handlers had their turn: a failed image's
 * error event may follow its `complete` flag by a task, so two frames pass after the last one.
 */
function imagesSettled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener("load", done, { once: true });
              img.addEventListener("error", done, { once: true });
            }),
      ),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * Inserts an image with an inline error handler that sets window.__xss, and resolves on its error event: listeners
 * run in order, so the inline handler (added first) has run — or been refused by the policy — by then.
 */
function insertHandlerImage(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        document.body.insertAdjacentHTML("beforeend", `<img src="/yok.png" onerror="window.__xss='kontrol'">`);
        document.body.lastElementChild!.addEventListener("error", () => resolve(), { once: true });
      }),
  );
}

/** Script-capable elements, handler attributes and script URLs left in the rendered markup. */
function dangerousMarkup(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const found: string[] = [];
    for (const el of root.querySelectorAll("*")) {
      if (/^(script|iframe|frame|object|embed|base|meta|link)$/i.test(el.tagName)) found.push(el.tagName);
      for (const a of el.attributes) {
        if (/^on/i.test(a.name) || a.name === "srcdoc") found.push(`${el.tagName} ${a.name}`);
        if (
          /^(href|src|action|formaction|xlink:href|data)$/i.test(a.name) &&
          /^\s*(javascript|vbscript|data):/i.test(a.value)
        )
          found.push(`${el.tagName} ${a.name}=${a.value}`);
      }
    }
    return found;
  });
}

async function walkThroughHostileViews(page: Page, shot: string, shareId: string): Promise<void> {
  await page.goto("/account");
  await page.getByRole("heading", { name: "Profilim", level: 1 }).waitFor(T);
  // Names are shown as text: the greeting and the account info carry the literal markup.
  await page.getByText(PAYLOAD.firstName, { exact: true }).first().waitFor(T);
  await poll(() => page.locator("body").textContent()).toContain(`${PAYLOAD.firstName} ${PAYLOAD.lastName}`);
  await screenshot(page, `${shot}-profile`);

  await page.getByRole("button", { name: "Hesaplama Geçmişini Görüntüle" }).click();
  const modal = page.getByRole("dialog", { name: "Hesaplama Geçmişi" });
  await modal.waitFor(T);
  await modal.getByTestId("history-entry").nth(2).waitFor(T);
  for (const title of PAYLOAD.titles) await waitText(modal, title);
  await screenshot(page, `${shot}-history`);

  for (const title of PAYLOAD.titles) {
    await modal.getByTestId("history-entry").filter({ hasText: title }).getByRole("button", { name: "Detay" }).click();
    const detail = page.getByRole("dialog", { name: title });
    await detail.waitFor(T);
    await poll(() => detail.textContent()).toContain(PAYLOAD.description);
    // The result section is there: the answer drawn as text, or the sentence that there is none.
    const result = detail.getByTestId("history-result");
    await detail.locator('[data-testid="history-result"], .loading-text').first().waitFor(T);
    if ((await result.count()) > 0) await poll(() => dangerousMarkup(result)).toEqual([]);
    if (title === PAYLOAD.titles[0]) {
      // The server's own report, not the one the browser sent.
      await result.locator("p, h3, h4, li").first().waitFor(T);
      await poll(() => result.textContent()).not.toContain("bağlantı");
      await poll(() => result.textContent()).not.toContain("Rapor");
      await screenshot(page, `${shot}-detail`);
    }
    // Escape goes to the dialog that has the focus (showModal gives it to the dialog's first control).
    await poll(() => detail.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await detail.waitFor({ state: "hidden", ...T });
  }

  // The public report of a shared calculation (/sonuc/{id}), readable by anyone with the link.
  await page.goto(`/sonuc/${shareId}`);
  await page.getByRole("heading", { name: PAYLOAD.titles[0] }).first().waitFor(T);
  const report = page.getByTestId("answer-report");
  await report.locator("p, h3, h4, li").first().waitFor(T);
  await poll(() => report.textContent()).not.toContain("bağlantı");
  await poll(() => dangerousMarkup(report)).toEqual([]);
  await poll(() => report.locator("a, form, img, input, button, iframe, svg").count()).toBe(0);
  await poll(() => page.locator(".report__description").textContent()).toBe(PAYLOAD.description);
  await screenshot(page, `${shot}-shared`);
}

/** A user with hostile saved data walks through every view that shows it: no script ran, no dialog, no error. */
async function hostileWalk(
  username: string,
  bypassCSP: boolean,
  viewport: { width: number; height: number },
  shot: string,
) {
  const s = await approvedUser(username);
  const shareId = await seedHostile(s);
  const { page, errors, dialogs, close } = await openSignedIn(browser(), s, { bypassCSP, viewport });
  await walkThroughHostileViews(page, shot, shareId);
  await imagesSettled(page);
  await poll(() => xss(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  return { page, close };
}

describe("stored XSS through saved calculations and names", () => {
  it("nothing runs in the profile, the history list, the detail modal and the shared report, as served (policy on)", async () => {
    const { page, close } = await hostileWalk(
      `xss_${run}`,
      false,
      { width: 1280, height: 900 },
      "security-xss-desktop",
    );
    // The policy itself blocks an inline handler that would slip through (defence in depth).
    await insertHandlerImage(page);
    await poll(() => xss(page)).toBeUndefined();
    await close();
  });

  it("nothing runs with the policy bypassed either: the app renders every text as text (390 px phone)", async () => {
    const { page, close } = await hostileWalk(
      `xss_tel_${run}`,
      true,
      { width: 390, height: 844 },
      "security-xss-phone",
    );
    // Control: without the policy an unsanitised handler does run, so the checks above can fail.
    await insertHandlerImage(page);
    await poll(() => xss(page)).toBe("kontrol");
    await close();
  });
});
