/** A fresh id per request, on the context (`c.get("requestId")`, logged with internal errors) and in X-Request-Id. */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";

export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  c.set("requestId", crypto.randomUUID());
  await next();
  c.header("X-Request-Id", c.get("requestId"));
});
