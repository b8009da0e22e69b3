/**
 * Every API answer that names no cache policy of its own is `Cache-Control: no-store` (ASVS 8.2.1): the account, the
 * history, tokens and errors never stay in a browser's or a proxy's cache. The rule sets keep their own `no-cache`
 * (revalidated with their ETag).
 */
import { createMiddleware } from "hono/factory";

export const apiNoStore = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});
