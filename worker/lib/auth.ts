/** Bearer authentication for the routes that need a user (deny by default where mounted). */
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { getDb } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { AppEnv } from "../env.ts";
import { verifyAccessToken } from "../services/tokens.ts";
import { AppError } from "./app-error.ts";

/**
 * A valid access token of an active user whose token version it still carries: after a logout or a password change
 * (which bump the version) older tokens answer 401 at once.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/.exec(header);
  if (!match) throw new AppError("unauthorized");
  const { userId, version } = await verifyAccessToken(c.env.JWT_SECRET, match[1]!);
  const user = await getDb(c.env.DB).select().from(users).where(eq(users.id, userId)).get();
  if (!user || !user.isActive || user.tokenVersion !== version) throw new AppError("token_invalid");
  c.set("user", {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role === "admin" ? "admin" : "user",
    tokenVersion: user.tokenVersion,
  });
  await next();
});
