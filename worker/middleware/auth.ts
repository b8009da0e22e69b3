/** Bearer authentication for the routes that need a user (deny by default where mounted). */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { userOfAccessToken } from "../services/accounts.ts";

/**
 * A valid access token of an active user whose token version it still carries (services/accounts.ts): sets `user`
 * on the context; no token answers 401 unauthorized, a stale or invalid one 401 token_invalid.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match) throw new AppError("unauthorized");
  c.set("user", await userOfAccessToken(c.get("db"), c.env.JWT_SECRET, match[1]!));
  await next();
});
