import { Hono } from "hono";
import { loginSchema, refreshSchema } from "../contracts/account-schemas.ts";
import { getDb } from "../db/client.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../lib/validate.ts";
import { authenticate, toAuthUser } from "../services/accounts.ts";
import { issueSession, rotateRefreshToken } from "../services/tokens.ts";

export const tokenRoutes = new Hono<AppEnv>()
  .post("/", validate("json", loginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const user = await authenticate(db, username, password);
    return c.json(await issueSession(db, c.env.JWT_SECRET, toAuthUser(user)));
  })
  .post("/refresh", validate("json", refreshSchema), async (c) => {
    const { refresh } = c.req.valid("json");
    return c.json(await rotateRefreshToken(getDb(c.env.DB), c.env.JWT_SECRET, refresh));
  });
