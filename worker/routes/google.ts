import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { GoogleAuthDto } from "../core/contracts/account-schemas.ts";
import type { AppEnv } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { pages } from "../core/contracts/paths.ts";
import { toAuthUser } from "../services/accounts.ts";
import {
  accountForGoogle,
  finishGoogleSignIn,
  GoogleLinkRefused,
  startGoogleSignIn,
  STATE_COOKIE,
} from "../services/google.ts";
import { issueSession } from "../services/tokens.ts";
import { publicBaseUrl } from "../lib/public-url.ts";

/** The SPA's login page, where every sign-in ends (its `google` query says how). */
const LOGIN = pages.login.getHref();

const redirectUri = (c: Context<AppEnv>) => `${publicBaseUrl(c.env, c.req.url)}/api/accounts/google/callback/`;

/** Google sign-in: /auth/ answers the authorization URL; the provider returns the browser to /callback/. */
export const googleRoutes = new Hono<AppEnv>()
  .get("/auth", async (c) => {
    const { authorization_url, cookie } = await startGoogleSignIn(c.env, redirectUri(c));
    setCookie(c, STATE_COOKIE, cookie, {
      httpOnly: true,
      secure: new URL(c.req.url).protocol === "https:",
      sameSite: "Lax",
      path: "/api/accounts/google",
      maxAge: 600,
    });
    return c.json({ authorization_url } satisfies GoogleAuthDto);
  })
  .get("/callback", async (c) => {
    const code = c.req.query("code");
    const state = c.req.query("state");
    const cookie = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: "/api/accounts/google" });
    if (!code || !state) return c.redirect(`${LOGIN}?google=hata`, 302);
    try {
      const identity = await finishGoogleSignIn(c.env, { code, state, cookie, redirectUri: redirectUri(c) });
      const db = c.get("db");
      const user = await accountForGoogle(db, identity);
      if (!user.isActive) return c.redirect(`${LOGIN}?google=onay-bekliyor`, 302);
      const session = await issueSession(db, c.env.JWT_SECRET, toAuthUser(user));
      // Tokens travel in the fragment: never sent to a server, read once by the SPA.
      return c.redirect(
        `${LOGIN}?google=tamam#access=${encodeURIComponent(session.access)}&refresh=${encodeURIComponent(session.refresh)}`,
        302,
      );
    } catch (err) {
      if (err instanceof GoogleLinkRefused)
        return c.redirect(`${LOGIN}?google=${err.reason === "unverified" ? "dogrulanmamis" : "baska-hesap"}`, 302);
      // Every other failure (Google unreachable, a fault of ours) ends on the login page with its message, never as
      // JSON in the browser's window; an unexpected one is logged like app.onError does.
      if (!(err instanceof AppError && err.status < 500))
        console.error(`[${c.get("requestId")}] Google sign-in failed`, err);
      return c.redirect(`${LOGIN}?google=hata`, 302);
    }
  });
