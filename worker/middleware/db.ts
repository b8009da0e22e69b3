/**
 * The request's database: one drizzle client over the D1 binding, set once on the context for every request
 * (`c.get("db")`). Routes hand it to the services, which take `db` as their first parameter and never read `env`.
 */
import { createMiddleware } from "hono/factory";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";

export const database = createMiddleware<AppEnv>(async (c, next) => {
  // No bindings when the app is called bare (app.request in a test): no database, nothing to set.
  if (c.env) c.set("db", getDb(c.env.DB));
  await next();
});
