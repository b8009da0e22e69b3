/**
 * worker/core/calculation/analysis-order.ts: the one order of the parcel analysis's types, used by the worker's
 * answer and the browser's table.
 */
import { describe, expect, it } from "vitest";
import { byCategoryThenLabel, byLabel, byVerdict, categoryRank } from "@worker/core/calculation/analysis-order.ts";
import type { Verdict } from "@worker/core/rules/verdict.ts";

describe("the parcel analysis's order", () => {
  it("puts the most permitting verdict first and a refusal last", () => {
    const verdicts: Verdict[] = ["red", "bilgi", "idare", "varsayimsal", "kosullu", "izin"];
    expect([...verdicts].sort(byVerdict)).toEqual(["izin", "kosullu", "varsayimsal", "idare", "bilgi", "red"]);
  });

  it("orders names in Turkish alphabetical order", () => {
    const names = ["Şerbetçiotu", "Sera", "Çiftlik", "Cam", "Işık", "İpek", "Ağıl", "Zeytin"];
    expect(
      names
        .map((label) => ({ label }))
        .sort(byLabel)
        .map((r) => r.label),
    ).toEqual(["Ağıl", "Cam", "Çiftlik", "Işık", "İpek", "Sera", "Şerbetçiotu", "Zeytin"]);
  });

  it("ranks categories in the rule set's order, one it does not list after every listed one", () => {
    const rank = categoryRank(["hayvancilik", "bitkisel", "depolama"]);
    expect(["depolama", "eski", "hayvancilik", "bitkisel"].sort((a, b) => rank(a) - rank(b))).toEqual([
      "hayvancilik",
      "bitkisel",
      "depolama",
      "eski",
    ]);
  });

  it("sorts types by category, then by name", () => {
    const rows = [
      { category: "b", label: "Sera" },
      { category: "a", label: "Şarap evi" },
      { category: "b", label: "Çay" },
      { category: "a", label: "Ağıl" },
    ];
    expect([...rows].sort(byCategoryThenLabel(["a", "b"])).map((r) => r.label)).toEqual([
      "Ağıl",
      "Şarap evi",
      "Çay",
      "Sera",
    ]);
  });
});
