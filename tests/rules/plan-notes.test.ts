/**
 * İzmir's plan notes as rule set 2.0.0 binds them (worker/core/rules/plan-notes.ts, worker/core/calculation/plan-limits.ts):
 * the tiered ceiling, the fields the notes add to a bound type's form, and the load check of the block. The notes
 * are the repository's (rules/izmir-tarimsal-yapilar/2.0.0/_ortak.json); the expected ceilings are rules-2026.md §4
 * by hand.
 */
import { describe, expect, it } from "vitest";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { readRulesDir } from "../../scripts/lib/rules-fs.ts";
import { root } from "../../scripts/lib/load-rules.ts";
import { join } from "node:path";
import { typeDescriptors } from "@worker/core/rules/descriptors.ts";
import { planCeiling, planNotesOf } from "@worker/core/rules/plan-notes.ts";
import { loadRuleBundle, versionBySurum } from "@worker/core/rules/registry.ts";

const draft = versionBySurum(loadRepoRules().registry, "izmir-tarimsal-yapilar", "2.0.0")!;
const notes = planNotesOf(draft.common.sabitler)!;

describe("the plan's ceiling (rules-2026.md §4)", () => {
  it.each([
    ["marjinal", 5_000, 1_000],
    ["marjinal", 5_001, 1_000.1],
    ["marjinal", 50_000, 5_500],
    ["marjinal", 95_000, 10_000],
    ["marjinal", 100_000, 10_000],
    ["mutlak_dikili", 39_999, 1_999.95],
    ["mutlak_dikili", 40_000, 2_000],
    ["mutlak_dikili", 50_000, 2_000],
  ] as const)("%s, %d m² → %d m²", (tier, area, ceiling) => {
    expect(planCeiling(notes, tier, area)).toBe(ceiling);
  });

  it("1.0.0 has no plan notes (they only warn there)", () => {
    const released = versionBySurum(loadRepoRules().registry, "izmir-tarimsal-yapilar", "1.0.0")!;
    expect(planNotesOf(released.common.sabitler)).toBeNull();
  });
});

describe("the fields the notes add to a bound type's form", () => {
  const fields = (slug: string) =>
    typeDescriptors(draft)
      .find((t) => t.slug === slug)!
      .form.alanlar.map((f) => f.ad);

  it("the frontage for every bound type; the marjinal statement only where the form asks no emsal type", () => {
    expect(fields("kumes-etci")).toContain("cephe_m");
    expect(fields("kumes-etci")).not.toContain("marjinal_arazi");
    expect(fields("tarimsal-depo")).toEqual(expect.arrayContaining(["cephe_m", "marjinal_arazi"]));
    const statement = typeDescriptors(draft)
      .find((t) => t.slug === "tarimsal-depo")!
      .form.alanlar.find((f) => f.ad === "marjinal_arazi")!;
    expect(statement.zorunlu).toBe(false);
    expect(statement.arazi_vasiflari).not.toContain(2);
  });

  it("nothing for the exempt types (bağ evi, sera, su kuyusu)", () => {
    for (const slug of notes.haric_turler) {
      expect(fields(slug), slug).not.toContain("cephe_m");
      expect(fields(slug), slug).not.toContain("marjinal_arazi");
    }
  });
});

describe("the block is checked when the version loads", () => {
  const { bundle } = readRulesDir(join(root, "rules"));
  const withNotes = (change: (n: Record<string, unknown>) => void) => {
    const files = structuredClone(bundle.files) as Record<string, Record<string, Record<string, unknown>>>;
    // 2.0.0's common file is a patch over 1.0.0's: it adds the plan notes' block.
    const common = files["izmir-tarimsal-yapilar/2.0.0/_ortak.json"]!;
    change((common["sabitler"]!["$ekle"] as Record<string, unknown>)["plan_notlari"] as Record<string, unknown>);
    return () => loadRuleBundle({ ...bundle, files });
  };

  it("an exempt type the version lacks, a statement field that is not yes / no, a slice list without the rest", () => {
    expect(withNotes((n) => (n["haric_turler"] = ["yok-boyle-tur"]))).toThrow("yok-boyle-tur yapı türü yok");
    expect(withNotes((n) => (n["marjinal_beyan_alani"] = "cephe_m"))).toThrow("evet/hayır (onay) alanı olmalı");
    expect(
      withNotes((n) => {
        (n["tavanlar"] as { marjinal: { dilimler: unknown[] } }).marjinal.dilimler = [{ en_cok_m2: 5000, oran: 0.2 }];
      }),
    ).toThrow("son dilim parselin geri kalanıdır");
    expect(withNotes(() => undefined)).not.toThrow();
  });
});
