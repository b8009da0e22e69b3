/**
 * The parcel analysis table (web/src/features/parcel-analysis): rows grouped by the rule set's categories with
 * the groups that hold a possible type first, possible types first inside a group, sorting by name, status and
 * maximum area with keyboard-operable header buttons (aria-sort), rows that re-open the type's calculation with the
 * row's request, and the refused types in their own list with the reason. The rows are the real analysis of the
 * repository's rule set.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import type { ParcelAnalysisData } from "@worker/core/contracts/parcel-analysis.ts";
import { analyseParcel } from "@worker/core/calculation/parcel-analysis.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";
import { AnalysisTable } from "@web/features/parcel-analysis/components/analysis-table.tsx";
import { isPossible } from "@web/features/parcel-analysis/logic.ts";

const set = versionBySurum(loadRepoRules().registry, "izmir-tarimsal-yapilar", "1.0.0")!;
const categoryOrder = set.common.kategoriler.map((k) => k.id);
let data: ParcelAnalysisData;

beforeAll(async () => {
  // A small parcel: some allowed types are refused by their own rules, some land types exclude others.
  const land = set.common.arazi_vasfi_katalogu.find((t) => t.ad === "Dikili vasıflı")!;
  const layers = {
    izmirinIcinde: true as const,
    buyukOvaIcinde: false as const,
    buyukOvaAdi: null,
    kapaliSuHavzasiIcinde: false as const,
    kapaliSuHavzasiAdi: null,
    izmirBolgeAdi: null,
  };
  const input = {
    latitude: 38.42,
    longitude: 27.14,
    arazi_vasfi: land.ad,
    landTypeId: land.id,
    alan_m2: 1_200,
    values: {},
    shared: {},
  };
  data = (await analyseParcel(set, input, layers, new Date())).data;
});

function show() {
  render(
    <MemoryRouter>
      <AnalysisTable data={data} categoryOrder={categoryOrder} />
    </MemoryRouter>,
  );
  return screen.getByRole("table", { name: "Arazi vasfına uygun yapı türleri" });
}

/** The type names of each group (tbody), in order. */
function groupsShown(table: HTMLElement) {
  return within(table)
    .getAllByRole("rowgroup")
    .slice(1) // the header
    .map((g) => ({
      label: g.getAttribute("aria-label")!,
      names: within(g)
        .getAllByRole("link")
        .map((a) => a.textContent!.trim()),
    }));
}

const labelOf = (name: string) => data.turler.find((r) => name.endsWith(r.label))!;

describe("AnalysisTable", () => {
  it("with no emsal class stated, says which class the rows assumed and gives each row the other class's answer", () => {
    const table = show();
    expect(screen.getByTestId("analysis-emsal-assumption").textContent).toContain(
      "Emsal türü seçilmedi: arazi marjinal (%20) sayıldı;",
    );
    const withChoice = data.turler.filter((r) => r.diger_sinif);
    expect(withChoice.length).toBeGreaterThan(0);
    const others = within(table).getAllByTestId("analiz-diger-sinif");
    expect(others).toHaveLength(withChoice.length);
    for (const o of others) expect(o.textContent).toMatch(/^Arazi mutlak \/ dikili \(%5\) ise: /);
  });

  it("reads a permit of a type the regulation no longer defines as information only, not as possible", () => {
    const info = data.turler.filter((r) => r.mevzuat_durumu.kod !== "yururlukte" && r.izin_durumu !== "izin_verilemez");
    expect(info.length).toBeGreaterThan(0);
    const table = show();
    for (const r of info) {
      expect(isPossible(r)).toBe(false);
      expect(within(table).getByTestId(`analiz-${r.slug}`).textContent).toContain(
        "Yalnız bilgi amaçlı — izin değildir",
      );
    }
  });

  it("the scenario has possible and refused allowed types and excluded types", () => {
    expect(data.turler.some(isPossible)).toBe(true);
    expect(data.turler.some((r) => !isPossible(r))).toBe(true);
    expect(data.uygun_olmayanlar.length).toBeGreaterThan(0);
  });

  it("groups by category, groups with a possible type first, possible types first in a group", () => {
    const groups = groupsShown(show());
    const expected = [...new Set(data.turler.map((r) => r.category_label))];
    expect(groups.map((g) => g.label).sort()).toEqual(expected.sort());
    const hasPossible = groups.map((g) => g.names.some((n) => isPossible(labelOf(n))));
    expect(hasPossible).toEqual([...hasPossible].sort((a, b) => Number(b) - Number(a)));
    for (const g of groups) {
      const flags = g.names.map((n) => isPossible(labelOf(n)));
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    }
    expect(screen.getByRole("columnheader", { name: /Durum/ })).toHaveAttribute("aria-sort", "ascending");
    const possible = data.turler.filter(isPossible).length;
    expect(screen.getByRole("status")).toHaveTextContent(`${data.turler.length} yapı türünden ${possible} tanesi`);
  });

  it("sorts by name both ways inside every group, from the keyboard", async () => {
    const user = userEvent.setup();
    const table = show();
    screen.getByRole("button", { name: /Yapı türü/ }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("columnheader", { name: /Yapı türü/ })).toHaveAttribute("aria-sort", "ascending");
    const collator = (a: string, b: string) => labelOf(a).label.localeCompare(labelOf(b).label, "tr");
    for (const g of groupsShown(table)) expect(g.names).toEqual([...g.names].sort(collator));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("columnheader", { name: /Yapı türü/ })).toHaveAttribute("aria-sort", "descending");
    for (const g of groupsShown(table)) expect(g.names).toEqual([...g.names].sort(collator).reverse());
  });

  it("sorts by maximum area, largest first on the first press", async () => {
    const user = userEvent.setup();
    const table = show();
    await user.click(screen.getByRole("button", { name: /Azami alan/ }));
    expect(screen.getByRole("columnheader", { name: /Azami alan/ })).toHaveAttribute("aria-sort", "descending");
    for (const g of groupsShown(table)) {
      const areas = g.names.map((n) => labelOf(n).azami_alan?.deger ?? -1);
      expect(areas).toEqual([...areas].sort((a, b) => b - a));
    }
  });

  it("links every row to its calculation page with the row's request, and lists the excluded types with the reason", () => {
    show();
    for (const row of data.turler) {
      const link = screen.getByRole("link", { name: row.label });
      const url = new URL(link.getAttribute("href")!, "http://x");
      expect(url.pathname).toBe(`/hesaplama/${row.slug}`);
      const girdi = url.searchParams.get("girdi")!;
      const bytes = Uint8Array.from(atob(girdi.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
      const json = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
      expect(json).toEqual(row.girdi);
    }
    const list = screen.getByRole("heading", { name: "Bu arazi vasfında yapılamayan yapı türleri" }).parentElement!;
    for (const t of data.uygun_olmayanlar) {
      const item = within(list).getByText(t.label).closest("li")!;
      expect(item).toHaveTextContent(t.neden);
    }
  });
});

describe("each row reads the calculation's verdict", () => {
  it("a permit with a fired warning is conditional and says why; a refusal shows no figures", () => {
    const table = show();
    const warned = data.turler.find((r) => r.izin_durumu === "izin_verilebilir" && r.dikkat.length > 0);
    expect(
      warned,
      "a 1 200 m² parcel is under the plan notes' minimum: some permit carries that warning",
    ).toBeDefined();
    const row = within(table).getByTestId(`analiz-${warned!.slug}`);
    expect(row).toHaveTextContent("Koşullu olarak izin verilebilir");
    expect(row).toHaveTextContent(`Dikkat: ${warned!.dikkat[0]!}`);
    const refused = data.turler.find((r) => r.izin_durumu === "izin_verilemez" && (r.azami_alan || r.kapasite));
    expect(refused, "some refused type has a figure in its data").toBeDefined();
    const cells = within(within(table).getByTestId(`analiz-${refused!.slug}`)).getAllByRole("cell");
    const label = (name: string) => cells.find((c) => c.getAttribute("data-label") === name)!;
    expect(label("Azami alan")).toHaveTextContent("—");
    expect(label("Kapasite")).toHaveTextContent("—");
  });
});
