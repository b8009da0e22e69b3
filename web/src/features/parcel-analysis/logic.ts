/**
 * The analysis table's order (its pieces shared with the worker's answer: worker/core/calculation/analysis-order.ts):
 * rows grouped by the rule set's categories (in its order), each group sorted by the chosen column — status (possible first, larger area first), name (Turkish order) or maximum area — ascending or
 * descending; groups with a possible type come before groups without one. Pure.
 */
import type { AnalysisRowDto } from "@worker/core/contracts/parcel-analysis.ts";
import { byLabel, byVerdict, categoryRank } from "@worker/core/calculation/analysis-order.ts";
import { isPermitVerdict, verdictOf } from "@worker/core/rules/verdict.ts";

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

function compare(key: SortKey, a: AnalysisRowDto, b: AnalysisRowDto): number {
  switch (key) {
    case "ad":
      return byLabel(a, b);
    case "alan":
      return area(a) - area(b) || byLabel(a, b);
    case "durum":
      return byVerdict(verdictOf(a), verdictOf(b)) || area(b) - area(a) || byLabel(a, b);
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
  const rank = categoryRank(categoryOrder);
  return [...groups.values()].sort(
    (a, b) => Number(!a.rows.some(isPossible)) - Number(!b.rows.some(isPossible)) || rank(a.id) - rank(b.id),
  );
}

/** The next sort when a column header is pressed: the same column flips, another starts with its natural order. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key === "alan" };
}
