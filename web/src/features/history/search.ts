/**
 * The history search: title, type label and description. The query and the text are folded
 * alike — Turkish case rules, then ç, ğ, ı, ö, ş, ü, â, î, û as their plain letters — so "sut sigir", "SÜT" or
 * "IGDIR" find "Süt sığırcılığı" and "Iğdır". The folding is the place search's (`foldTr`, a pure module both use).
 */
import { foldTr } from "@worker/core/geo/places.ts";
import { typeLabel } from "../../entities/structure-types/type-labels.ts";
import type { HistoryItem } from "./history-item.ts";

export const HISTORY_SEARCH_DEBOUNCE_MS = 300;

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
  const q = foldTr(query);
  if (q === "") return [...items];
  return items.filter((item) =>
    [item.title, labelOf(item.calculation_type), item.description ?? ""].some((field) => foldTr(field).includes(q)),
  );
}
