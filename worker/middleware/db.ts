/**
 * The request's database: one drizzle client over a D1 Sessions API session (read replication), set once on the
 * context for every request (`c.get("db")`). Routes hand it to the services, which take `db` as their first parameter
 * and never read `env`.
 *
 * Where the session starts:
 * - Requests that write (every method but GET / HEAD, and the Google sign-in callback, a GET that signs in) start
 *   with "first-primary": what they read before writing (uniqueness, rate-limit counts, token rotation) must be the
 *   latest data, and their writes go to the primary anyway.
 * - Reads start at the client's bookmark (request header `x-d1-bookmark`) when it sent a well-formed one, so a replica
 *   answers only once it has caught up with that point (the user's own last write); without one, "first-unconstrained"
 *   (any replica). A malformed bookmark is ignored, never passed to D1.
 * The session's latest bookmark after the request goes back in the same header; the browser's api client keeps it.
 */
import { createMiddleware } from "hono/factory";
import { BOOKMARK_HEADER, isBookmark } from "../core/contracts/bookmark.ts";
import { lazyDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";

/** GET routes that write: the Google callback creates or links the account and issues the session. */
const WRITING_GETS = ["/api/accounts/google/"];

export function sessionStart(method: string, path: string, bookmark: string | undefined): string {
  const reads = (method === "GET" || method === "HEAD") && !WRITING_GETS.some((p) => path.startsWith(p));
  if (!reads) return "first-primary";
  return isBookmark(bookmark) ? bookmark : "first-unconstrained";
}

export const database = createMiddleware<AppEnv>(async (c, next) => {
  // No bindings when the app is called bare (app.request in a test): no database, nothing to set.
  if (!c.env) return next();
  const session = c.env.DB.withSession(sessionStart(c.req.method, c.req.path, c.req.header(BOOKMARK_HEADER)));
  c.set("db", lazyDb(session));
  await next();
  const bookmark = session.getBookmark();
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark); // not c.header(): see request-id.ts
});
