/**
 * The D1 bookmark of this tab (read replication, worker/core/contracts/bookmark.ts): the api client stores the newest one
 * the API answered and sends it on every request, so a read after the user's own write is answered by a replica only
 * once it has that write. Kept in sessionStorage (one tab's session); bookmarks are fixed-width hex, so the newest is
 * the greatest string and an answer that arrives late never moves it back. Storage failures only lose freshness.
 */
import { BOOKMARK_HEADER, isBookmark } from "@worker/core/contracts/bookmark.ts";

export { BOOKMARK_HEADER };
const KEY = "d1_bookmark";

export function storedBookmark(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return isBookmark(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the bookmark of an answer when it is newer than the stored one. */
export function rememberBookmark(value: string | null): void {
  if (!isBookmark(value)) return;
  const current = storedBookmark();
  if (current !== null && current.toLowerCase() >= value.toLowerCase()) return;
  try {
    sessionStorage.setItem(KEY, value);
  } catch {
    // No storage (private mode, quota): requests go without a bookmark.
  }
}
