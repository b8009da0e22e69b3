/** The history search (shell document §2): title, type label and description, Turkish case-insensitive. */
import { typeLabel } from "../../lib/structure-types/type-labels.ts";
import type { HistoryItem } from "../../lib/history-item.ts";

export const HISTORY_SEARCH_DEBOUNCE_MS = 300;

/** Lower case under Turkish rules (I → ı, İ → i) with surrounding and repeated blanks collapsed. */
export function foldTurkish(text: string): string {
  return text.toLocaleLowerCase("tr-TR").replace(/\s+/g, " ").trim();
}

type Searchable = Pick<HistoryItem, "title" | "description" | "calculation_type">;

/**
 * The items whose title, type label or description contains the query; a blank query keeps all. `labelOf` names a
 * calculation type (default: the loaded rule set's labels).
 */
export function filterHistory<T extends Searchable>(
  items: readonly T[],
  query: string,
  labelOf: (type: string) => string = (type) => typeLabel(type),
): T[] {
  const q = foldTurkish(query);
  if (q === "") return [...items];
  return items.filter((item) =>
    [item.title, labelOf(item.calculation_type), item.description ?? ""].some((field) =>
      foldTurkish(field).includes(q),
    ),
  );
}
