/**
 * Golden cases inherit like the rule files (scripts/lib/golden.ts): a version's case file holds only the cases it adds
 * or whose expected answer it changes; its base's cases run against it unless it replaces (same `ad`) or drops
 * (`"$sil": true`) them.
 */
import { describe, expect, it } from "vitest";
import { goldenSuites, type GoldenCase, type PlacedGoldenFile } from "../../scripts/lib/golden.ts";
import type { RuleRegistry } from "@worker/core/rules/registry.ts";
import type { LoadedRuleSet } from "@worker/core/rules/types.ts";

const version = (surum: string, taban_surum: string | null) =>
  ({ surum, taban_surum, types: { sera: {} } }) as unknown as LoadedRuleSet;
const registry = {
  manifest: {},
  versions: { r: [version("1.0.0", null), version("2.0.0", "1.0.0"), version("3.0.0", "2.0.0")] },
} as unknown as RuleRegistry;
const c = (ad: string, extra: Partial<GoldenCase> = {}): GoldenCase => ({
  ad,
  isaret: "ours",
  istek: { ad },
  beklenen: { izin_durumu: "izin_verilebilir", karar_kurali: null },
  ...extra,
});
const file = (version: string, vakalar: GoldenCase[]): PlacedGoldenFile => ({
  rulesetId: "r",
  version,
  file: { yapi_turu: "sera", bolum: version, vakalar },
});

describe("golden cases over a chain of versions", () => {
  it("runs the base's cases, the version's own replacing or dropping them by name", () => {
    const changed = c("A", { beklenen: { izin_durumu: "izin_verilemez", karar_kurali: "SERA-01" } });
    const { suites, problems } = goldenSuites(registry, [
      file("1.0.0", [c("A"), c("B"), c("C")]),
      file("2.0.0", [changed, { ad: "B", $sil: true } as GoldenCase, c("D")]),
    ]);
    expect(problems).toEqual([]);
    const of = (surum: string) => suites.find((s) => s.ruleSet.surum === surum)!;
    expect(of("1.0.0").file.vakalar.map((v) => v.ad)).toEqual(["A", "B", "C"]);
    const two = of("2.0.0");
    expect(two.file.vakalar.map((v) => [v.ad, v.kaynak])).toEqual([
      ["C", "1.0.0"],
      ["A", "2.0.0"],
      ["D", "2.0.0"],
    ]);
    expect(two.file.vakalar.find((v) => v.ad === "A")!.beklenen!.izin_durumu).toBe("izin_verilemez");
    expect(two.inherited).toBe(1);
    // A version without a case file of its own runs its base's whole list (and its base's base's).
    const three = of("3.0.0");
    expect(three.from).toBe("2.0.0");
    expect(three.file.vakalar.map((v) => v.ad)).toEqual(["C", "A", "D"]);
    expect(three.inherited).toBe(3);
  });

  it("reports a drop that names no inherited case", () => {
    const { problems } = goldenSuites(registry, [
      file("1.0.0", [c("A")]),
      file("2.0.0", [{ ad: "Z", $sil: true } as GoldenCase]),
    ]);
    expect(problems).toEqual(['2.0.0/sera: "$sil" ile düşürülen "Z" vakası taban sürümlerde yok']);
  });
});
