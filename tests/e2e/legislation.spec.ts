/**
 * The legislation pages `/mevzuat/{type}`: reached from the calculation page, and every type's page of the version in
 * force written in plain Turkish for a landowner (tests/fixtures/landowner-text.ts).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RuleSetAnswer } from "@worker/core/contracts/rule-set.ts";
import { textProblems, vocabularyOf } from "../fixtures/landowner-text.ts";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { NAV, poll, T, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

describe("legislation pages", () => {
  it("opens /mevzuat/{type} from the calculation page's 'Mevzuat' link with the rules and their legal basis", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/hesaplama/sera");
    await page.getByRole("heading", { level: 1, name: /Sera/ }).waitFor(T);
    await page.getByRole("link", { name: "Mevzuat", exact: true }).click();
    await page.waitForURL("**/mevzuat/sera", NAV);
    await page.getByRole("heading", { level: 1, name: /Sera — Mevzuat/ }).waitFor(T);
    await poll(() => page.title()).toBe("Sera — Mevzuat | Tarımsal Yapı Planlayıcı");
    const rule = page.getByTestId("rule-SERA-01");
    await waitText(rule, "Sera alanı > Arazi alanı");
    await waitText(rule, /Kural no\.\s*SERA-01/);
    await waitText(rule, "Dayanak");
    await page.getByTestId("rule-GEN-01").waitFor(T);
    await screenshot(page, "legislation-sera");
    // Back to the calculation of the type.
    await page.getByRole("link", { name: "Bu yapı türü için hesaplama yap" }).click();
    await page.waitForURL("**/hesaplama/sera", NAV);
    expect(errors).toEqual([]);
    await close();
  });

  it("writes every type's page of the version in force in plain Turkish, with no identifier or blank", async () => {
    const index = (await (await fetch(`${baseURL}/api/rules/`)).json()) as RuleSetAnswer;
    const bundle = JSON.parse(readFileSync(new URL("../../build/rules/bundle.json", import.meta.url), "utf8")) as {
      files: unknown;
    };
    const vocabulary = vocabularyOf(bundle.files);
    const { page, errors, close } = await openPage(browser(), baseURL);
    const problems: string[] = [];
    expect(index.data.turler.length).toBeGreaterThan(0);
    for (const type of index.data.turler) {
      await page.goto(`/mevzuat/${type.slug}`);
      const article = page.getByRole("article", { name: `${type.label} — Mevzuat` });
      await article.getByRole("heading", { level: 3 }).first().waitFor(T);
      await waitText(article, "Dayanak");
      const text = await article.innerText();
      for (const p of textProblems(text, vocabulary)) problems.push(`/mevzuat/${type.slug}: ${p}`);
    }
    await screenshot(page, "legislation-last-type");
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("says so in Turkish for an unknown type", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/mevzuat/uzay-ussu");
    await waitText(page.getByRole("alert"), "Yapı türü bulunamadı: uzay-ussu");
    expect(errors).toEqual([]);
    await close();
  });
});
