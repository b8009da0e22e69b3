import { Hono } from "hono";
import { loginSchema, refreshSchema, type SessionTokensDto } from "../core/contracts/account-schemas.ts";
import type { AppEnv } from "../env.ts";
import { loginClient } from "../lib/client.ts";
import { validate } from "../lib/validate.ts";
import { authenticate, findLoginAccount, loginBackoffName, toAuthUser } from "../services/accounts.ts";
import { guardPasswordCheck } from "../services/rate-limit.ts";
import { issueSession, rotateRefreshToken } from "../services/tokens.ts";

/**
 * Login (also the /admin page's login) with the username or the e-mail address in `username`, under the back-off per
 * account (one counter whichever identifier is typed) and per client; refresh rotation.
 */
export const tokenRoutes = new Hono<AppEnv>()
  .post("/", validate("json", loginSchema), async (c) => {
    const { username: identifier, password } = c.req.valid("json");
    const db = c.get("db");
    // The account names the back-off's counter; it is read again once admitted (an attempt may wait its turn).
    const named = await findLoginAccount(db, identifier);
    const who = { username: loginBackoffName(identifier, named), client: loginClient(c) };
    const user = await guardPasswordCheck(db, c.env.JWT_SECRET, who, async () =>
      authenticate(await findLoginAccount(db, identifier), password),
    );
    return c.json((await issueSession(db, c.env.JWT_SECRET, toAuthUser(user))) satisfies SessionTokensDto);
  })
  .post("/refresh", validate("json", refreshSchema), async (c) => {
    const { refresh } = c.req.valid("json");
    return c.json((await rotateRefreshToken(c.get("db"), c.env.JWT_SECRET, refresh)) satisfies SessionTokensDto);
  });
