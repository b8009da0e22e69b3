/**
 * The parcel analysis under the new regulation (rule set 2.0.0): every type of the version runs on the parcel — the
 * new types with their analysis defaults (parsel_analizi) — and the rows come permits first, then the types the
 * administration sizes (`kosullu`), then refusals; İzmir's plan-note minimum refuses every bound type on a small
 * parcel. Answers of the repository's rules.
 */
import { describe, expect, it } from "vitest";
import type { IzinDurumu } from "@worker/core/contracts/calculation.ts";
import { repoAnalysis } from "./repo-calculation.ts";

const RANK: Record<IzinDurumu, number> = {
  izin_verilebilir: 0,
  izin_verilebilir_varsayimsal: 1,
  kosullu: 2,
  izin_verilemez: 3,
};

describe("the parcel analysis under 2.0.0", () => {
  it("runs every type on 10 000 m² of Tarla: permits, then kosullu, then refusals", async () => {
    const { data } = await repoAnalysis("2.0.0", "Tarla", 10_000);
    const statuses = data.turler.map((r) => r.izin_durumu);
    expect(statuses).toContain("kosullu");
    expect(statuses).toContain("izin_verilebilir");
    const ranks = statuses.map((s) => RANK[s]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const slugs = data.turler.map((r) => r.slug);
    for (const slug of ["fide-uretim-tesisi", "fidan-uretim-tesisi", "sundurma", "deve-kusu-uretim-tesisi", "hara"])
      expect(slugs, slug).toContain(slug);
    expect(data.turler.find((r) => r.slug === "mandira")?.izin_durumu).toBe("kosullu");
  });

  it("on 4 000 m² the plan notes' minimum refuses every bound type; the exempt vineyard house and greenhouse are not refused by it", async () => {
    const { data } = await repoAnalysis("2.0.0", "Tarla", 4_000);
    const byPlan = data.turler.filter((r) => r.karar_kurali?.kural_id === "GEN-05").map((r) => r.slug);
    expect(byPlan).toContain("kumes-etci");
    expect(byPlan).toContain("fide-uretim-tesisi");
    expect(byPlan).not.toContain("sera");
    expect(byPlan).not.toContain("bag-evi");
  });
});
