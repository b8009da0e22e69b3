/** The history list cache: 5 minutes, invalidated after a save or a delete. */
import { proxy } from "valtio";

export const HISTORY_CACHE_MS = 5 * 60_000;

/** Bumped on every invalidation; history views refetch when it changes. */
export const historyCache = proxy<{ version: number; fetchedAt: number }>({ version: 0, fetchedAt: 0 });

export function invalidateHistory(): void {
  historyCache.fetchedAt = 0;
  historyCache.version += 1;
}

/** Whether a list fetched at `fetchedAt` may still be shown without asking the server (0 = never fetched). */
export function isHistoryFresh(fetchedAt: number, now: number = Date.now()): boolean {
  return fetchedAt > 0 && now - fetchedAt < HISTORY_CACHE_MS;
}
