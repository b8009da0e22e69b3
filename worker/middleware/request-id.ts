/** A fresh id per request, on the context (`c.get("requestId")`, logged with internal errors) and in X-Request-Id. */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";

export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  c.set("requestId", crypto.randomUUID());
  await next();
  // On the finished response's own headers (as securityHeaders does): c.header() at this point would copy the
  // response and turn its body into a stream, a cost that grows with the body.
  c.res.headers.set("X-Request-Id", c.get("requestId"));
});
