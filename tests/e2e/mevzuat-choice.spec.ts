/**
 * The shell's 'Mevzuat' choice and the draft's pages: choosing 'Yeni yönetmelik (taslak)' lists the newest draft's
 * types in the sidebar and on the home page, their links open the calculation with the draft banner, and a reload
 * keeps the choice (desktop and phone, where the choice sits in the drawer). A type only the draft has opens under it
 * without ?surum= (fide üretim tesisi, its calculation page and its legislation page); a type the draft no longer
 * defines (mantar) explains why on /mevzuat and links to the same calculation under the last version that defined it.
 * The versions, labels and reasons are read from GET /api/rules/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LegislationAnswer } from "@worker/core/contracts/legislation.ts";
import type { RuleSetAnswer, RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { NAV, poll, T, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

async function ruleSet(query = ""): Promise<RuleSetDto> {
  const res = await fetch(`${baseURL}/api/rules/${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as RuleSetAnswer).data;
}

/** Today's rule set and the newest draft's (the one the shell offers). */
async function versions() {
  const today = await ruleSet();
  const draftVersion = today.surumler.filter((v) => v.durum === "taslak").at(-1);
  expect(draftVersion, "the rule set has a draft").toBeTruthy();
  const draft = await ruleSet(`?surum=${draftVersion!.surum}`);
  return { today, draft, surum: draftVersion!.surum };
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Yapı türleri menüsü" });
const choice = (page: Page) => sidebar(page).getByRole("group", { name: "Mevzuat" });
const radio = (page: Page, name: string) => choice(page).getByRole("radio", { name });
/** The hrefs of the sidebar's type links (home and the parcel analysis left out). */
const typeHrefs = (page: Page) =>
  sidebar(page)
    .locator("section a")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")));

describe("the 'Mevzuat' choice", () => {
  it("lists the draft's types in the sidebar and on the home page, opens them with the draft banner, and survives a reload", async () => {
    const { today, draft, surum } = await versions();
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/");
    await radio(page, "Yürürlükteki mevzuat (2017 Yönetmeliği)").waitFor(T);
    await poll(() => radio(page, "Yürürlükteki mevzuat (2017 Yönetmeliği)").isChecked()).toBe(true);
    await poll(async () => (await typeHrefs(page)).length).toBe(today.turler.length);

    // By keyboard: the checked radio, then an arrow key.
    await radio(page, "Yürürlükteki mevzuat (2017 Yönetmeliği)").focus();
    await page.keyboard.press("ArrowDown");
    await poll(() => radio(page, "2026 Yönetmeliği (taslak)").isChecked()).toBe(true);
    await poll(async () => (await typeHrefs(page)).length).toBe(draft.turler.length);
    for (const href of await typeHrefs(page)) expect(href).toMatch(new RegExp(`^/[a-z-]+\\?surum=${surum}$`));
    // The refused types stay reachable, last, in a group of their own.
    const refused = draft.turler.filter((t) => t.mevzuat_durumu.kod === "tanimli_degil");
    const refusedGroup = sidebar(page).getByRole("group", { name: "Bu sürümde tanımlı olmayanlar" });
    await poll(() => refusedGroup.getByRole("link").count()).toBe(refused.length);
    // The home page lists the draft too, and says it is one.
    const main = page.getByRole("main");
    await waitText(main.getByTestId("home-draft-note"), "Taslak — yürürlükte değil");
    await poll(() => main.locator("a.type-card").count()).toBe(draft.turler.length);
    await screenshot(page, "mevzuat-choice-draft-home", { fullPage: false });

    // A link the draft defines (one today's version does not have) opens with the draft banner.
    const fide = draft.turler.find((t) => t.slug === "fide-uretim-tesisi");
    expect(fide, "2.0.0 defines fide-uretim-tesisi").toBeTruthy();
    expect(today.turler.some((t) => t.slug === fide!.slug)).toBe(false);
    await sidebar(page).getByRole("link", { name: fide!.label }).click();
    await page.waitForURL(`**/${fide!.slug}?surum=${surum}`, NAV);
    await page.getByRole("heading", { level: 1, name: fide!.label }).waitFor(T);
    await waitText(page.getByTestId("draft-banner"), "Taslak — yürürlükte değil");
    await poll(() => sidebar(page).locator('a[aria-current="page"]').textContent()).toContain(fide!.label);

    // A reload keeps the choice and the page's version.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: fide!.label }).waitFor(T);
    await waitText(page.getByTestId("draft-banner"), "Taslak — yürürlükte değil");
    await poll(() => radio(page, "2026 Yönetmeliği (taslak)").isChecked()).toBe(true);
    await poll(async () => (await typeHrefs(page)).length).toBe(draft.turler.length);
    await screenshot(page, "mevzuat-choice-draft-type");

    // Back to today's version.
    await radio(page, "Yürürlükteki mevzuat (2017 Yönetmeliği)").check();
    await poll(async () => (await typeHrefs(page)).length).toBe(today.turler.length);
    for (const href of await typeHrefs(page)) expect(href).not.toContain("surum=");
    expect(errors).toEqual([]);
    await close();
  });

  it("on a phone, sits in the drawer; the draft's types open from it with the banner", async () => {
    const { draft, surum } = await versions();
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    await page.goto("/");
    await page.getByRole("button", { name: "Menüyü aç" }).click();
    await radio(page, "2026 Yönetmeliği (taslak)").check();
    await poll(async () => (await typeHrefs(page)).length).toBe(draft.turler.length);
    await screenshot(page, "mevzuat-choice-phone-drawer", { fullPage: false });
    const sera = draft.turler.find((t) => t.slug === "sera")!;
    await sidebar(page).getByRole("link", { name: sera.label }).click();
    await page.waitForURL(`**/sera?surum=${surum}`, NAV);
    await waitText(page.getByTestId("draft-banner"), "Taslak — yürürlükte değil");
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, "mevzuat-choice-phone-page", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the draft's types without ?surum=", () => {
  it("a type only the draft defines opens under it: the calculation and the legislation page", async () => {
    const { draft, surum } = await versions();
    const fide = draft.turler.find((t) => t.slug === "fide-uretim-tesisi")!;
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/fide-uretim-tesisi");
    await page.waitForURL(`**/hesaplama/fide-uretim-tesisi?surum=${surum}`, NAV);
    await page.getByRole("heading", { level: 1, name: fide.label }).waitFor(T);
    await waitText(page.getByTestId("draft-banner"), "Taslak — yürürlükte değil");
    await page.getByRole("button", { name: "Hesapla", exact: true }).waitFor(T);
    await poll(() => page.getByText("Sayfa bulunamadı").count()).toBe(0);

    const legislation = (await (
      await fetch(`${baseURL}/api/rules/turler/fide-uretim-tesisi/?surum=${surum}`)
    ).json()) as LegislationAnswer;
    await page.goto("/mevzuat/fide-uretim-tesisi");
    await page.waitForURL(`**/mevzuat/fide-uretim-tesisi?surum=${surum}`, NAV);
    const article = page.getByRole("article", { name: `${fide.label} — Mevzuat` });
    await waitText(article, `Kural seti ${surum}`);
    // Each of the type's own rules with its number and its criterion.
    for (const rule of legislation.data.kurallar.filter((r) => !r.ortak)) {
      const row = page.getByTestId(`rule-${rule.kural_id}`);
      await waitText(row, rule.kural_no);
      await waitText(row, rule.dayanak);
    }
    await screenshot(page, "mevzuat-fide-legislation");
    expect(errors).toEqual([]);
    await close();
  });

  it("a type the draft no longer defines explains why on /mevzuat and links to the calculation under 1.0.0", async () => {
    const { today, draft, surum } = await versions();
    const mantar = draft.turler.find((t) => t.slug === "mantar-tesisi")!;
    expect(mantar.mevzuat_durumu.kod).toBe("tanimli_degil");
    const earlier = today.kural_seti.surum;
    // The draft has no date in force: the link names the change of the regulation, not a day.
    expect(draft.kural_seti.yururluk_tarihi).toBeNull();
    const linkName = `Yönetmelik değişikliğinden önceki tarihler için ${earlier} ile hesaplayın`;
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto(`/mevzuat/mantar-tesisi?surum=${surum}`);
    const article = page.getByRole("article", { name: `${mantar.label} — Mevzuat` });
    await waitText(article.getByRole("note"), mantar.mevzuat_durumu.not!);
    await poll(() => article.getByRole("heading", { name: "Emsal ve arazi vasıfları" }).count()).toBe(0);
    await screenshot(page, "mevzuat-mantar-draft");
    await article.getByRole("link", { name: linkName }).click();
    await page.waitForURL(`**/hesaplama/mantar-tesisi?surum=${earlier}`, NAV);
    await waitText(page.getByTestId("rule-version"), `Kural seti ${earlier}`);
    await page.getByRole("button", { name: "Hesapla", exact: true }).waitFor(T);
    await poll(() => page.getByTestId("draft-banner").count()).toBe(0);

    // The calculation page under the draft shows the same link.
    await page.goto(`/hesaplama/mantar-tesisi?surum=${surum}`);
    await waitText(page.getByTestId("draft-banner"), "Taslak — yürürlükte değil");
    await poll(() => page.getByRole("link", { name: linkName }).getAttribute("href")).toBe(
      `/hesaplama/mantar-tesisi?surum=${earlier}`,
    );
    await screenshot(page, "mevzuat-mantar-calculation-draft");
    expect(errors).toEqual([]);
    await close();
  });
});
