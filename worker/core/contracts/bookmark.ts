/**
 * D1 read replication (Sessions API): the API answers the latest bookmark of the request's database session in this
 * header, and the browser sends the last one it received back on every request, so the user's next read is at least
 * as fresh as their last write even when a replica answers it (worker/middleware/db.ts, web/src/lib/api/api-client.ts).
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/** D1's bookmark shape (four hex groups, e.g. 00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683). */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i;

/** Whether a header value is a D1 bookmark: anything else is ignored, never passed to D1. */
export function isBookmark(value: string | null | undefined): value is string {
  return typeof value === "string" && BOOKMARK.test(value);
}
