/** Login, Google sign-in and logout; the current-user fetch is lib/session/current-user.ts. */
import { paths } from "../../config/paths.ts";
import { ApiClientError } from "../../lib/api/api-client.ts";
import { notify } from "../../lib/notifications.ts";
import { dropPendingSaves } from "../../entities/saves/pending-saves.ts";
import { fetchGoogleAuthUrl, requestLogout, requestTokens } from "./api.ts";
import { takeReturnUrl } from "../../lib/return-url.ts";
import { fetchMe, loadCurrentUser } from "../../lib/session/current-user.ts";
import {
  accessToken,
  authDone,
  authFailure,
  authStart,
  clearSession,
  sessionState,
  storeTokens,
  storeUser,
} from "../../lib/session/session.ts";

/** Delay before the redirect that follows a login. */
export const LOGIN_REDIRECT_MS = 100;
export const INACTIVE_SUFFIX = " E-posta kutunuzu kontrol edin.";

/** The catalogue message of an API error; for the login back-off the server's own sentence (it names the wait). */
function messageOf(err: unknown, fallback: string): string {
  if (!(err instanceof ApiClientError)) return fallback;
  return err.code === "too_many_login_attempts" && err.detail ? err.detail : err.message;
}

/** Username + password → tokens and the user; false with the error in the session state on failure. */
export async function loginWithPassword(username: string, password: string): Promise<boolean> {
  authStart();
  try {
    const tokens = await requestTokens(username.trim(), password);
    storeTokens(tokens.access, tokens.refresh);
    storeUser(await fetchMe());
    authDone();
    return true;
  } catch (err) {
    // No half session (tokens stored but the user fetch failed).
    if (accessToken()) clearSession();
    const base = messageOf(err, "Giriş yapılamadı. Lütfen tekrar deneyin.");
    authFailure(
      err instanceof ApiClientError && err.code === "account_inactive" ? `${base}${INACTIVE_SUFFIX}` : base,
      "LOGIN",
    );
    return false;
  }
}

export const LOGIN_SUCCESS_MESSAGE = "Başarıyla giriş yaptınız.";

/** After a login: a toast, then (100 ms later) the saved return URL or the home page. */
export function redirectAfterLogin(navigate: (to: string) => void): void {
  notify("success", LOGIN_SUCCESS_MESSAGE);
  setTimeout(() => navigate(takeReturnUrl() ?? paths.home.getHref()), LOGIN_REDIRECT_MS);
}

/** Reads the tokens the Google callback put in the fragment (#access=…&refresh=…). */
export function tokensFromFragment(hash: string): { access: string; refresh: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const access = params.get("access");
  const refresh = params.get("refresh");
  return access && refresh ? { access, refresh } : null;
}

/** Finishes a Google sign-in: stores the tokens and fetches the user. */
export async function completeGoogleSignIn(tokens: { access: string; refresh: string }): Promise<boolean> {
  authStart();
  storeTokens(tokens.access, tokens.refresh);
  await loadCurrentUser({ force: true });
  authDone();
  return sessionState.user !== null && sessionState.access !== null;
}

/** Asks the server for the Google authorization URL and sends the browser there. */
export async function startGoogleSignIn(): Promise<string | null> {
  try {
    const { authorization_url } = await fetchGoogleAuthUrl();
    window.location.assign(authorization_url);
    return null;
  } catch (err) {
    return messageOf(err, "Google ile giriş başlatılamadı.");
  }
}

/**
 * Clears the local session at once, and drops the account's saves still waiting in this browser (the next person
 * on the device must not find them; the logout page offers to send them first). The server is told afterwards and a
 * failure there is only logged.
 */
export async function logout(): Promise<void> {
  const access = accessToken();
  const owner = sessionState.user?.id;
  clearSession();
  if (owner !== undefined) await dropPendingSaves(owner).catch(() => undefined); // no storage: nothing waits
  if (!access) return;
  try {
    await requestLogout(access);
  } catch (err) {
    console.error("Çıkış isteği başarısız:", err);
  }
}
