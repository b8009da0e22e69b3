/**
 * The analysis table's order: rows grouped by the rule set's categories (in its order), each group sorted by the
 * chosen column — status (possible first, larger area first), name (Turkish order) or maximum area — ascending or
 * descending; groups with a possible type come before groups without one. Pure.
 */
import type { AnalysisRowDto } from "@worker/core/contracts/parcel-analysis.ts";
import { isPermitVerdict, VERDICT_ORDER, verdictOf } from "@worker/core/rules/verdict.ts";

export type SortKey = "durum" | "ad" | "alan";
export interface SortState {
  key: SortKey;
  descending: boolean;
}

export const DEFAULT_SORT: SortState = { key: "durum", descending: false };

type Row = Pick<AnalysisRowDto, "izin_durumu" | "dikkat"> & Partial<Pick<AnalysisRowDto, "mevzuat_durumu">>;

/** Whether the row's type may be built (its verdict, verdict.ts: neither a refusal nor information only). */
export const isPossible = (r: Row) => isPermitVerdict(verdictOf(r));

const area = (r: AnalysisRowDto) => r.azami_alan?.deger ?? -1;
const byName = (a: AnalysisRowDto, b: AnalysisRowDto) => a.label.localeCompare(b.label, "tr");

function compare(key: SortKey, a: AnalysisRowDto, b: AnalysisRowDto): number {
  switch (key) {
    case "ad":
      return byName(a, b);
    case "alan":
      return area(a) - area(b) || byName(a, b);
    case "durum":
      return VERDICT_ORDER[verdictOf(a)] - VERDICT_ORDER[verdictOf(b)] || area(b) - area(a) || byName(a, b);
  }
}

export function sortRows(rows: readonly AnalysisRowDto[], sort: SortState): AnalysisRowDto[] {
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(sort.key, a, b));
}

export interface RowGroup {
  id: string;
  label: string;
  rows: AnalysisRowDto[];
}

/** Rows by category (`categoryOrder`: the rule set's category ids in order), each group sorted. */
export function groupRows(
  rows: readonly AnalysisRowDto[],
  sort: SortState,
  categoryOrder: readonly string[],
): RowGroup[] {
  const groups = new Map<string, RowGroup>();
  for (const r of sortRows(rows, sort)) {
    const g = groups.get(r.category) ?? { id: r.category, label: r.category_label, rows: [] };
    g.rows.push(r);
    groups.set(r.category, g);
  }
  const rank = (id: string) => {
    const i = categoryOrder.indexOf(id);
    return i < 0 ? categoryOrder.length : i;
  };
  return [...groups.values()].sort(
    (a, b) => Number(!a.rows.some(isPossible)) - Number(!b.rows.some(isPossible)) || rank(a.id) - rank(b.id),
  );
}

/** The next sort when a column header is pressed: the same column flips, another starts with its natural order. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key === "alan" };
}
