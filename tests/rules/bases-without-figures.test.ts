/**
 * A basis (`dayanak`) names where a rule comes from; the figures are the constants'. A version being written (a
 * draft) writes no figure into a basis — "Talimat 11.9 (kanatlı: … 75 / 150 m²)" would go on saying the old number
 * when the constant changes. Article and item numbers are citations, not figures.
 */
import { describe, expect, it } from "vitest";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const { registry } = loadRepoRules();
const drafts = registry.versions["izmir-tarimsal-yapilar"]!.filter((v) => v.durum === "taslak");
/** The numbers of a citation: "md. 29", "Talimat 11.9.3", "7.12.15.2", "Ek-7", "5403", "3573 sayılı", "(2025/17)". */
const CITATION_NUMBERS =
  /(md\.\s*\d+(?:[–-]\d+)?|Talimat\s*\d+(?:\.\d+)*(?:[–-]\d+(?:\.\d+)*)?|\d+(?:\.\d+){2,}|Ek-\d+|\b\d{4}\b(?: sayılı)?|\(\d{4}\/\d+\)|bölüm \d+(?:\.\d+)*|\d+(?:\.\d+)? (?:Hayvancılık|Arıcılık)|(?:Hayvancılık|Arıcılık|Bağ Evi) \d+)/g;

describe("bases write no figure", () => {
  it("a draft version exists (the class is tested)", () => {
    expect(drafts.length).toBeGreaterThan(0);
  });

  for (const set of drafts)
    it(`${set.surum}: every rule's basis is a citation without a figure`, () => {
      const withFigures: string[] = [];
      for (const [where, file] of [["_ortak", set.common], ...Object.entries(set.types)] as const)
        for (const rule of file.kurallar) {
          const left = rule.event.params.dayanak.replace(CITATION_NUMBERS, "");
          if (/\d/.test(left)) withFigures.push(`${where} ${rule.name}: ${rule.event.params.dayanak}`);
        }
      expect(withFigures).toEqual([]);
    });
});
