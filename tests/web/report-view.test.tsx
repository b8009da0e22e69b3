/**
 * The version line of a saved result's report (web/src/features/report/components/report-view.tsx): the rule set,
 * its version and its date in force — "yürürlük tarihi yok" for a result of a draft the law has not dated yet. The
 * results are the repository's own calculations (rules/), never hand-written.
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReportView } from "@web/features/report/components/report-view.tsx";
import { repoCalculation } from "../unit/repo-calculation.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";

const BODY = { arazi_vasfi: "Dikili vasıflı", alan_m2: 12_000 };

/** The report head's line under its title: type, save date, rule set. */
const versionLine = () => screen.getByText(/Kural seti \d+\.\d+\.\d+ \(/);

/** Renders the report of the repository's answer to `body` for a type under `surum`. */
async function showReport(surum: string, slug = "bag-evi", label = "Bağ evi", body: Record<string, unknown> = BODY) {
  const { data } = await repoCalculation(slug, surum, body);
  render(
    <ReportView
      title={`${label} raporu`}
      calculationType={slug}
      typeLabel={label}
      createdAt="2026-11-26T10:00:00Z"
      point={null}
      parameters={body}
      data={data}
      ruleSet={repoRuleSet(surum)}
    />,
  );
  return data;
}

describe("the report's rule-set line", () => {
  it("names a released version's date in force", async () => {
    const data = await showReport("1.0.0");
    expect(data.kural_seti.yururluk_tarihi).toBe(repoRuleSet("1.0.0").kural_seti.yururluk_tarihi);
    expect(versionLine()).toHaveTextContent(
      `2017 Yönetmeliği · Kural seti 1.0.0 (yürürlük ${data.kural_seti.yururluk_tarihi})`,
    );
  });

  it("says a draft's result has no date in force, never 'null'", async () => {
    const data = await showReport("2.0.0");
    expect(data.kural_seti.yururluk_tarihi).toBeNull();
    const head = versionLine();
    expect(head).toHaveTextContent("2026 Yönetmeliği · Kural seti 2.0.0 (yürürlük tarihi yok)");
    // Beside its verdict too: the print and the share carry it.
    expect(screen.getByTestId("result-draft")).toHaveTextContent("Taslak — yürürlükte değil");
    expect(head).not.toHaveTextContent("null");
  });
});

describe("a saved result of a type the law gives no size (2.0.0 mandıra)", () => {
  it("reads 'boyutu idare belirler' with its condition, the plan limits side by side and the next steps", async () => {
    const body = { arazi_vasfi: "Tarla", alan_m2: 10_000, emsal_turu: "marjinal", cephe_m: 12 };
    await showReport("2.0.0", "mandira", "Mandıra", body);
    expect(screen.getByTestId("report-status")).toHaveTextContent("Yapılabilir — boyutu idare projeye göre belirler");
    // The condition is carried by the headline (the report's own notes may list it again).
    expect(screen.getByRole("list", { name: "Dikkat edilmesi gerekenler" })).toHaveTextContent(
      "Mandıra yalnız sağım ve soğutma içindir",
    );
    expect(screen.getByTestId("plan-limits-national")).toHaveTextContent("Mevzuatta yok (idare belirler)");
    expect(screen.getByTestId("plan-limits-plan")).toHaveTextContent("1.500 m² — bağlayıcı");
    expect(screen.getByRole("region", { name: "Sonraki adımlar" })).toHaveTextContent("TAD Portalına");
  });
});
