/**
 * The answer drawn once (web/src/components/answer/answer.tsx): the structured report of a real answer — its parcel and emsal
 * lines, its figures with units in a table, the notes, the assumption sentence — then 'Neden?' and the next steps; an
 * answer saved before the report was data shows its text line by line. The answers are the worker's own, computed
 * from rules/ (scripts/lib/engine-harness.ts), so a change of the report's shape fails here.
 */
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CalculationData } from "@worker/core/contracts/calculation.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";
import { AnswerBody } from "@web/components/answer/answer.tsx";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const { registry } = loadRepoRules();
const at = { latitude: 38.4189, longitude: 27.1287 };

async function answer(surum: string, slug: string, request: Record<string, unknown>): Promise<CalculationData> {
  const set = versionBySurum(registry, "izmir-tarimsal-yapilar", surum)!;
  const r = await runThroughEngine(set, slug, { ...at, ...request });
  if (!("data" in r.body)) throw new Error(`no answer: ${JSON.stringify(r.body)}`);
  return r.body.data as CalculationData;
}

describe("the answer's report, drawn from its data", () => {
  it("a sheepfold: the parcel and emsal lines, every figure with its unit, the notes, then 'Neden?'", async () => {
    const data = await answer("1.0.0", "agil-kucukbas", {
      arazi_vasfi: "Tarla",
      alan_m2: 2500,
      emsal_turu: "marjinal",
      kapaliSuHavzasiIcinde: false,
    });
    render(<AnswerBody data={data} />);
    const report = screen.getByTestId("answer-report");
    expect(within(report).getByRole("heading", { level: 3 })).toHaveTextContent(data.rapor.baslik);
    expect(report).toHaveTextContent("Parsel alanı: 2.500 m², arazi vasfı: Tarla.");
    expect(screen.getByTestId("answer-report-emsal")).toHaveTextContent(
      /^Emsal oranı %20 \(marjinal\) → emsal hakkı 500 m²\.$/,
    );
    const rows = within(report)
      .getAllByRole("row")
      .map((r) => [within(r).getByRole("rowheader").textContent, within(r).getByRole("cell").textContent]);
    expect(rows).toEqual(data.rapor.degerler.map((f) => [f.etiket, f.metin]));
    expect(rows).toContainEqual(["Kapasite", "113 baş"]);
    for (const note of data.rapor.notlar) expect(within(report).getByText(note)).toBeInTheDocument();
    // The conditions are the headline's: never again among the notes.
    for (const d of data.dikkat) expect(within(report).queryByText(d)).not.toBeInTheDocument();
    expect(screen.getByText(/^Neden\?/)).toHaveTextContent(`Neden? (${data.uygulanan_kurallar.length} kural`);
  });

  it("a refusal marks its figures as information only", async () => {
    const data = await answer("1.0.0", "sut-sigirciligi", {
      arazi_vasfi: "Tarla",
      alan_m2: 5000,
      kapaliSuHavzasiIcinde: true,
      su_tahsis_belgesi: false,
    });
    expect(data.izin_durumu).toBe("izin_verilemez");
    render(<AnswerBody data={data} />);
    expect(screen.getByText(/yalnızca bilgi amaçlıdır/)).toBeInTheDocument();
    expect(screen.queryByTestId("next-steps")).not.toBeInTheDocument();
  });

  it("a 2.0.0 answer resting on an assumed figure says so in its report", async () => {
    const data = await answer("2.0.0", "tarimsal-depo", { arazi_vasfi: "Tarla", alan_m2: 25_000, depo_alani: 200 });
    expect(data.rapor.varsayim_notu).not.toBeNull();
    render(<AnswerBody data={data} />);
    expect(screen.getByText(data.rapor.varsayim_notu!)).toBeInTheDocument();
  });

  it("an answer saved before the report was data: its text, line by line, and no 'Neden?' without rules", () => {
    render(
      <AnswerBody
        data={{ mesaj: "İzin verilebilir: SERA YAPILABİLİR\nParsel alanı: 1.000 m², arazi vasfı: Tarla." }}
      />,
    );
    const report = screen.getByTestId("answer-report");
    expect(
      within(report)
        .getAllByText(/./)
        .map((p) => p.textContent),
    ).toEqual(["İzin verilebilir: SERA YAPILABİLİR", "Parsel alanı: 1.000 m², arazi vasfı: Tarla."]);
    expect(screen.queryByText(/^Neden\?/)).not.toBeInTheDocument();
  });
});
