/**
 * The history list, page by page: the first page is kept for HISTORY_CACHE_MS per user and
 * fetched again when stale, on an explicit trigger (invalidateHistory after a save or a delete) and on window focus
 * (keeping the further pages already shown, pages.ts); 'Daha fazla yükle' appends the next page.
 */
import { proxy } from "valtio";
import { sessionState } from "../../lib/session.ts";
import { deleteHistoryItem, fetchHistoryPage } from "./api.ts";
import { appendPage, mergeFirstPage } from "./pages.ts";
import { historyCache, invalidateHistory, isHistoryFresh } from "../../lib/history-cache.ts";
import type { HistorySummary } from "../../lib/history-item.ts";

export const HISTORY_LOAD_ERROR = "Geçmiş yüklenemedi.";
export const HISTORY_MORE_ERROR = "Daha fazla hesaplama yüklenemedi.";
export const HISTORY_DELETE_ERROR = "Hesaplama silinirken hata oluştu.";

interface HistoryState {
  items: HistorySummary[];
  status: "idle" | "loading" | "ready" | "error";
  error: string | null;
  /** The user the items belong to (another login must not see them). */
  owner: number | null;
  /** The cursor of the page after the loaded ones; null when everything is loaded. */
  nextCursor: string | null;
  /** Loading the next page ('Daha fazla yükle'). */
  more: "idle" | "loading" | "error";
}

export const historyState = proxy<HistoryState>({
  items: [],
  status: "idle",
  error: null,
  owner: null,
  nextCursor: null,
  more: "idle",
});

let inflight: Promise<void> | null = null;
let inflightVersion = -1;
let moreInflight: Promise<void> | null = null;

const currentOwner = () => sessionState.user?.id ?? null;

/** Loads the first page unless the cached one is fresh and belongs to the current user; `force` always asks. */
export function loadHistory(force = false): Promise<void> {
  const owner = currentOwner();
  const cached =
    historyState.status === "ready" && historyState.owner === owner && isHistoryFresh(historyCache.fetchedAt);
  if (!force && cached) return Promise.resolve();
  const version = historyCache.version;
  // A request started before an invalidation may miss the change: ask again once it is done.
  if (inflight) return inflightVersion === version ? inflight : inflight.then(() => loadHistory(force));
  inflightVersion = version;
  if (historyState.owner !== owner) {
    historyState.items = [];
    historyState.nextCursor = null;
  }
  historyState.status = "loading";
  historyState.error = null;
  inflight = fetchHistoryPage()
    .then((page) => {
      const same = historyState.owner === owner;
      const merged = same ? mergeFirstPage(historyState.items, historyState.nextCursor, page) : page;
      historyState.items = merged.items;
      historyState.nextCursor = merged.nextCursor;
      historyState.owner = owner;
      historyState.status = "ready";
      // An invalidation during the request leaves the cache stale, so the next look asks again.
      if (historyCache.version === version) historyCache.fetchedAt = Date.now();
    })
    .catch(() => {
      historyState.status = "error";
      historyState.error = HISTORY_LOAD_ERROR;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Appends the next page; one request at a time, nothing when everything is loaded. */
export function loadMoreHistory(): Promise<void> {
  const cursor = historyState.nextCursor;
  if (moreInflight) return moreInflight;
  if (cursor === null) return Promise.resolve();
  const owner = historyState.owner;
  historyState.more = "loading";
  moreInflight = fetchHistoryPage(cursor)
    .then((page) => {
      // A logout or another user meanwhile, or a first page that replaced the list: this page no longer fits.
      if (historyState.owner !== owner || historyState.nextCursor !== cursor) return;
      historyState.items = appendPage(historyState.items, page);
      historyState.nextCursor = page.nextCursor;
    })
    .then(
      () => {
        historyState.more = "idle";
      },
      () => {
        historyState.more = "error";
      },
    )
    .finally(() => {
      moreInflight = null;
    });
  return moreInflight;
}

/** Deletes one item; on success it leaves the list at once and the cache is invalidated. Throws on failure. */
export async function removeHistoryItem(id: string): Promise<void> {
  await deleteHistoryItem(id);
  historyState.items = historyState.items.filter((item) => item.id !== id);
  invalidateHistory();
}
