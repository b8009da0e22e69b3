/**
 * The history list (shell document §4): kept for HISTORY_CACHE_MS per user, fetched again when stale, on an
 * explicit trigger (invalidateHistory after a save or a delete) and on window focus.
 */
import { proxy } from "valtio";
import { sessionState } from "../../lib/session.ts";
import { deleteHistoryItem, fetchHistory } from "./api.ts";
import { historyCache, invalidateHistory, isHistoryFresh } from "../../lib/history-cache.ts";
import type { HistoryItem } from "../../lib/history-item.ts";

export const HISTORY_LOAD_ERROR = "Geçmiş yüklenemedi.";
export const HISTORY_DELETE_ERROR = "Hesaplama silinirken hata oluştu.";

interface HistoryState {
  items: HistoryItem[];
  status: "idle" | "loading" | "ready" | "error";
  error: string | null;
  /** The user the items belong to (another login must not see them). */
  owner: number | null;
}

export const historyState = proxy<HistoryState>({ items: [], status: "idle", error: null, owner: null });

let inflight: Promise<void> | null = null;
let inflightVersion = -1;

const currentOwner = () => sessionState.user?.id ?? null;

/** Loads the list unless the cached one is fresh and belongs to the current user; `force` always asks. */
export function loadHistory(force = false): Promise<void> {
  const owner = currentOwner();
  const cached =
    historyState.status === "ready" && historyState.owner === owner && isHistoryFresh(historyCache.fetchedAt);
  if (!force && cached) return Promise.resolve();
  const version = historyCache.version;
  // A request started before an invalidation may miss the change: ask again once it is done.
  if (inflight) return inflightVersion === version ? inflight : inflight.then(() => loadHistory(force));
  inflightVersion = version;
  if (historyState.owner !== owner) historyState.items = [];
  historyState.status = "loading";
  historyState.error = null;
  inflight = fetchHistory()
    .then((items) => {
      historyState.items = items;
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

/** Deletes one item; on success it leaves the list at once and the cache is invalidated. Throws on failure. */
export async function removeHistoryItem(id: string): Promise<void> {
  await deleteHistoryItem(id);
  historyState.items = historyState.items.filter((item) => item.id !== id);
  invalidateHistory();
}
