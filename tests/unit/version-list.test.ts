/**
 * Reading the rule set's version list in the browser (web/src/entities/structure-types/versions.ts, group.ts,
 * entities/structure-types/rule-version.ts, config/paths.ts): the newest draft, the versions after and before one, whether a version
 * defines a type, the lists' last group of the types a version no longer defines, and the links that name a version.
 */
import { describe, expect, it } from "vitest";
import type { RuleSetVersionDto } from "@worker/core/contracts/rule-set.ts";
import { paths } from "@web/config/paths.ts";
import { searchWithVersion } from "@web/entities/structure-types/rule-version.ts";
import { groupByCategory, groupForSidebar, UNDEFINED_GROUP } from "@web/entities/structure-types/group.ts";
import { definesType, earlierVersions, laterVersions, newestDraft } from "@web/entities/structure-types/versions.ts";
import { repoRuleSet } from "./repo-rule-set.ts";

const v = (surum: string, durum: RuleSetVersionDto["durum"], yururluk_tarihi: string | null): RuleSetVersionDto => ({
  id: "izmir-tarimsal-yapilar",
  surum,
  durum,
  yururluk_tarihi,
  aciklama: "",
  yonetmelik: `Yönetmelik ${surum}`,
});
const LIST = [v("1.0.0", "yayinda", "2025-01-01"), v("2.0.0", "taslak", null), v("3.0.0", "taslak", null)];

describe("the version list", () => {
  it("the newest draft is the list's last version (oldest effective date first) when it is a draft", () => {
    expect(newestDraft(LIST)?.surum).toBe("3.0.0");
    expect(newestDraft([LIST[0]!, v("1.1.0", "yayinda", "2026-01-01")])).toBeNull();
    expect(newestDraft([...LIST, v("4.0.0", "yayinda", "2029-01-01")])).toBeNull();
    expect(newestDraft([])).toBeNull();
  });

  it("lists the versions after and before one, nearest first; none for a version not in the list", () => {
    expect(laterVersions(LIST, "1.0.0").map((x) => x.surum)).toEqual(["2.0.0", "3.0.0"]);
    expect(laterVersions(LIST, "3.0.0")).toEqual([]);
    expect(earlierVersions(LIST, "3.0.0").map((x) => x.surum)).toEqual(["2.0.0", "1.0.0"]);
    expect(earlierVersions(LIST, "1.0.0")).toEqual([]);
    expect(laterVersions(LIST, "9.9.9")).toEqual([]);
    expect(earlierVersions(LIST, "9.9.9")).toEqual([]);
  });

  it("a version defines a type it has and does not refuse as undefined", () => {
    const draft = repoRuleSet("2.0.0");
    expect(definesType(draft, "sera")).toBe(true);
    expect(definesType(draft, "mantar-tesisi")).toBe(false);
    expect(definesType(repoRuleSet("1.0.0"), "mantar-tesisi")).toBe(true);
    expect(definesType(draft, "uzay-ussu")).toBe(false);
  });
});

describe("the lists of a version's types", () => {
  it("put the types a version no longer defines last, in a group of their own, each type once", () => {
    const draft = repoRuleSet("2.0.0");
    const refused = draft.turler.filter((t) => t.mevzuat_durumu.kod === "tanimli_degil").map((t) => t.slug);
    expect(refused.length).toBeGreaterThan(0);
    for (const groups of [groupByCategory(draft), groupForSidebar(draft)]) {
      const last = groups.at(-1)!;
      expect(last.label).toBe(UNDEFINED_GROUP.label);
      expect(last.items.map((t) => t.slug).sort()).toEqual([...refused].sort());
      const defined = groups.slice(0, -1).flatMap((g) => g.items.map((t) => t.slug));
      for (const slug of refused) expect(defined).not.toContain(slug);
      expect(groups.flatMap((g) => g.items).length).toBe(draft.turler.length);
    }
  });

  it("have no such group for a version that defines every type", () => {
    const today = repoRuleSet("1.0.0");
    expect(groupForSidebar(today).map((g) => g.id)).not.toContain(UNDEFINED_GROUP.id);
    expect(groupByCategory(today).map((g) => g.id)).not.toContain(UNDEFINED_GROUP.id);
  });
});

describe("links naming a version", () => {
  it("calculation pages carry the version before the re-opened inputs; none without one", () => {
    expect(paths.calculation.getHref("sera")).toBe("/hesaplama/sera");
    expect(paths.calculation.getHref("sera", { surum: "2.0.0" })).toBe("/hesaplama/sera?surum=2.0.0");
    expect(paths.calculation.getHref("sera", { surum: "2.0.0", girdi: "a+b" })).toBe(
      "/hesaplama/sera?surum=2.0.0&girdi=a%2Bb",
    );
    expect(paths.calculation.getHref("sera", { girdi: "x" })).toBe("/hesaplama/sera?girdi=x");
    expect(paths.legacyCalculation.getHref("sera", { surum: "2.0.0" })).toBe("/sera?surum=2.0.0");
    expect(paths.legacyCalculation.getHref("sera")).toBe("/sera");
  });

  it("a page's query gets the version, its other parameters kept", () => {
    expect(searchWithVersion("", "2.0.0")).toBe("?surum=2.0.0");
    expect(searchWithVersion("?girdi=abc", "2.0.0")).toBe("?girdi=abc&surum=2.0.0");
    expect(searchWithVersion("?surum=1.0.0", "2.0.0")).toBe("?surum=2.0.0");
  });
});
