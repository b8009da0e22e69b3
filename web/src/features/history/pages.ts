/**
 * Keeping the pages already shown when the first page is fetched again (a save, a delete, window focus): the fresh
 * first page replaces what it covers, and the older items loaded before stay below it with their cursor, so the list
 * does not shrink back to one page. Items are ordered newest first by (created_at, id), as the API pages them.
 */
import type { HistorySummary } from "../../lib/history-item.ts";

type Keyed = Pick<HistorySummary, "id" | "created_at">;

/** Whether `a` comes after `b` in the list (is older). */
function isOlder(a: Keyed, b: Keyed): boolean {
  return a.created_at < b.created_at || (a.created_at === b.created_at && a.id < b.id);
}

export function mergeFirstPage<T extends Keyed>(
  loaded: readonly T[],
  loadedCursor: string | null,
  fresh: { items: T[]; nextCursor: string | null },
): { items: T[]; nextCursor: string | null } {
  const last = fresh.items.at(-1);
  // The fresh page is the whole list, or nothing older was loaded: it is the list.
  if (!last || fresh.nextCursor === null) return { items: fresh.items, nextCursor: fresh.nextCursor };
  const older = loaded.filter((item) => isOlder(item, last));
  if (older.length === 0) return { items: fresh.items, nextCursor: fresh.nextCursor };
  return { items: [...fresh.items, ...older], nextCursor: loadedCursor };
}

/** A further page appended to the list (an item already shown is not repeated). */
export function appendPage<T extends Keyed>(loaded: readonly T[], page: { items: T[] }): T[] {
  const seen = new Set(loaded.map((item) => item.id));
  return [...loaded, ...page.items.filter((item) => !seen.has(item.id))];
}
