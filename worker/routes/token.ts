import { Hono } from "hono";
import { loginSchema, refreshSchema, type SessionTokensDto } from "../contracts/account-schemas.ts";
import type { AppEnv } from "../env.ts";
import { loginClient } from "../lib/client.ts";
import { validate } from "../lib/validate.ts";
import { authenticate, toAuthUser } from "../services/accounts.ts";
import { guardPasswordCheck } from "../services/rate-limit.ts";
import { issueSession, rotateRefreshToken } from "../services/tokens.ts";

/** Login (also the /admin page's login) under the back-off per username and per client; refresh rotation. */
export const tokenRoutes = new Hono<AppEnv>()
  .post("/", validate("json", loginSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const db = c.get("db");
    const user = await guardPasswordCheck(db, c.env.JWT_SECRET, { username, client: loginClient(c) }, () =>
      authenticate(db, username, password),
    );
    return c.json((await issueSession(db, c.env.JWT_SECRET, toAuthUser(user))) satisfies SessionTokensDto);
  })
  .post("/refresh", validate("json", refreshSchema), async (c) => {
    const { refresh } = c.req.valid("json");
    return c.json((await rotateRefreshToken(c.get("db"), c.env.JWT_SECRET, refresh)) satisfies SessionTokensDto);
  });
