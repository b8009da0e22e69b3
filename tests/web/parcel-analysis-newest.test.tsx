/**
 * The parcel analysis's last column (web/src/features/parcel-analysis/components/analysis-with-newest.tsx): the same
 * request is asked again under the rule set's newest version and each type's status shows beside the applied one,
 * joined by slug; a type one side lacks shows "—" there; the request on its way is announced; an error answer is an
 * error above the table; no column when the analysis already applied the newest version. The API is a stub; the
 * analyses are the repository's rule set's.
 */
import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import type { ParcelAnalysisData } from "@worker/core/contracts/parcel-analysis.ts";
import { VERDICT_TEXT, verdictOf } from "@worker/core/rules/verdict.ts";
import { AnalysisWithNewest } from "@web/features/parcel-analysis/components/analysis-with-newest.tsx";
import { repoAnalysis } from "../unit/repo-calculation.ts";
import { repoRuleSet } from "../unit/repo-rule-set.ts";
import { errorBody, heldAnswer, stubApi } from "./api-stub.ts";

const ANALYSE = "POST /api/calculations/parsel-analizi/";
const rules = repoRuleSet();
const newest = rules.surumler.at(-1)!;
const COLUMN = `${newest.yonetmelik} (taslak)`;
const BODY = {
  latitude: 38.4189,
  longitude: 27.1287,
  arazi_vasfi: "Dikili vasıflı",
  alan_m2: 1_200,
  mevzuat_tarihi: "2026-11-26",
};

let full: ParcelAnalysisData;
/** The applied analysis without its first row: a type only the newer answer has. */
let applied: ParcelAnalysisData;

beforeAll(async () => {
  full = (await repoAnalysis("1.0.0", "Dikili vasıflı", 1_200)).data;
  applied = { ...full, turler: full.turler.slice(1) };
});

function show(data = applied) {
  render(
    <MemoryRouter>
      <AnalysisWithNewest
        data={data}
        body={BODY}
        versions={rules.surumler}
        categoryOrder={rules.kategoriler.map((k) => k.id)}
      />
    </MemoryRouter>,
  );
}

const newestCell = (slug: string) => within(screen.getByTestId(`analiz-${slug}`)).getByTestId("analiz-yeni");

describe("the parcel analysis's newest-version column", () => {
  it("asks again with the newest surum and shows each type's status there, '—' where a side lacks the type", async () => {
    const held = heldAnswer({ body: { success: true, message: "", data: full } });
    const api = stubApi({ [ANALYSE]: held.route });
    show();
    await act(() => held.asked);
    const { mevzuat_tarihi, ...place } = BODY;
    expect(mevzuat_tarihi).toBeTruthy();
    expect(api.callsOf(ANALYSE)[0]!.body).toStrictEqual({ ...place, surum: newest.surum });
    expect(screen.getByRole("columnheader", { name: COLUMN })).toBeInTheDocument();
    expect(screen.getByTestId("analysis-newest-status")).toHaveTextContent(`${COLUMN} ile analiz ediliyor...`);
    expect(newestCell(applied.turler[0]!.slug)).toHaveTextContent("Hesaplanıyor...");

    await act(async () => held.release());
    expect(await screen.findByText(`Son sütun: aynı parsel ${COLUMN} ile.`)).toBeInTheDocument();
    for (const row of applied.turler) {
      expect(newestCell(row.slug)).toHaveTextContent(VERDICT_TEXT[verdictOf(row)]);
      if (row.izin_durumu === "izin_verilemez") expect(newestCell(row.slug)).toHaveTextContent(row.ana_mesaj);
    }
    // The type the applied analysis lacks: in a group of its own, "—" under the applied version.
    const only = full.turler[0]!;
    const group = screen.getByRole("rowgroup", { name: `Yalnız ${COLUMN} içinde olan yapı türleri` });
    const row = within(group).getByTestId(`analiz-${only.slug}`);
    expect(within(row).getByRole("link")).toHaveTextContent(only.label);
    expect(within(row).getAllByRole("cell")[0]).toHaveTextContent(/^—$/);
    expect(within(row).getByTestId("analiz-yeni")).toHaveTextContent(VERDICT_TEXT[verdictOf(only)]);
    // The types the land type excludes carry their newest status too.
    const excluded = full.uygun_olmayanlar[0]!;
    expect(within(screen.getByTestId(`uygun-degil-${excluded.slug}`)).getByTestId("analiz-yeni")).toHaveTextContent(
      `${COLUMN}: İzin verilemez`,
    );
    expect(api.callsOf(ANALYSE)).toHaveLength(1);
  });

  it("an error answer is an error above the table, the column shows '—'", async () => {
    stubApi({
      [ANALYSE]: () => ({ status: 400, body: errorBody("validation_failed", "Planlanan alan girilmelidir.") }),
    });
    show();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `${COLUMN} ile analiz yapılamadı: Planlanan alan girilmelidir.`,
    );
    expect(newestCell(applied.turler[0]!.slug)).toHaveTextContent(/^—$/);
    expect(screen.queryByRole("rowgroup", { name: /^Yalnız/ })).not.toBeInTheDocument();
  });

  it("has no such column when the analysis already applied the newest version", () => {
    stubApi({});
    show({ ...applied, kural_seti: { ...applied.kural_seti, surum: newest.surum } });
    expect(screen.getByRole("table", { name: "Arazi vasfına uygun yapı türleri" })).toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: COLUMN })).not.toBeInTheDocument();
    expect(screen.queryByTestId("analiz-yeni")).not.toBeInTheDocument();
  });
});
