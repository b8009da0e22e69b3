/**
 * 'Neden?' (web/src/components/answer/why-list.tsx): under the rules, the figures the answer rests on
 * ("Sayılar ve kaynakları"): a table with column headers, each figure's value and source, an assumption marked
 * "Varsayım" (never shown as law), and "Kaynak gösterilmemiş" for a 1.0.0 figure. The rows are what the worker builds
 * from rules/ (worker/core/rules/source-rows.ts); a result saved before answers carried them shows the rules alone.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { UygulananKural } from "@worker/core/contracts/calculation.ts";
import { numberSourceRows, typeScope } from "@worker/core/rules/source-rows.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";
import { WhyList } from "@web/components/answer/why-list.tsx";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const { registry } = loadRepoRules();
const rows = (surum: string, slug: string) => {
  const set = versionBySurum(registry, "izmir-tarimsal-yapilar", surum)!;
  return numberSourceRows(set, slug, typeScope(set, slug))!;
};
const rules: UygulananKural[] = [
  { kural_id: "DEPO-01", ad: "Asgari arazi varlığı", sonuc: "saglandi", dayanak: "Talimat 7.1–7.3" },
];

async function openWhy(surum: string, sources = rows(surum, "tarimsal-depo")) {
  render(<WhyList rules={rules} ruleset={{ id: "izmir-tarimsal-yapilar", surum }} sources={sources} />);
  await userEvent.click(screen.getByText(/^Neden\?/));
  return screen.getByRole("table", { name: /^Sayılar ve kaynakları/ });
}

describe("'Neden?' lists the answer's figures and their sources", () => {
  it("a 2.0.0 answer: every figure with its value and source, an assumption visibly marked", async () => {
    const sources = rows("2.0.0", "tarimsal-depo");
    const table = await openWhy("2.0.0", sources);
    expect(screen.getByText(/^Neden\?/)).toHaveTextContent(`Neden? (1 kural, ${sources.length} sayı)`);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Sabit", "Değer", "Kaynak"]);
    expect(within(table).getAllByRole("row")).toHaveLength(sources.length + 1);
    for (const s of sources) {
      const row = within(table)
        .getAllByRole("row")
        .find((r) => r.firstElementChild?.textContent === s.etiket)!;
      expect(row, s.etiket).toHaveTextContent(`${s.etiket}${s.deger}${s.kaynak}`);
      expect(!!within(row).queryByText("Varsayım", { selector: "strong" }), s.etiket).toBe(s.varsayim);
    }
    expect(within(table).getByRole("row", { name: /^Depo hakkı oranı/ })).toHaveTextContent("Talimat 7.1–7.3");
    expect(within(table).getByRole("row", { name: /^Dekar \(m²\)/ })).toHaveTextContent(
      "Varsayım — mevzuatta sayı yok:",
    );
    expect(within(table).getByRole("caption")).toHaveTextContent("aracın varsayımıdır, hukuk değildir");
  });

  it("a 1.0.0 answer: 'Kaynak gösterilmemiş', no assumption claimed", async () => {
    const table = await openWhy("1.0.0");
    expect(within(table).getByRole("row", { name: /^Depo hakkı oranı/ })).toHaveTextContent("Kaynak gösterilmemiş");
    expect(within(table).queryByText("Varsayım", { selector: "strong" })).not.toBeInTheDocument();
    expect(within(table).getByRole("caption")).toHaveTextContent(/^Sayılar ve kaynakları$/);
  });

  it("a result saved before answers carried their figures shows the rules alone", async () => {
    render(<WhyList rules={rules} ruleset={{ id: "izmir-tarimsal-yapilar", surum: "1.0.0" }} sources={undefined} />);
    await userEvent.click(screen.getByText(/^Neden\?/));
    expect(screen.getByText(/^Neden\?/)).toHaveTextContent("Neden? (1 kural)");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
