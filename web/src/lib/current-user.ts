/**
 * The current user: fetched at start-up and when a page needs it, at most every 5 minutes
 * unless forced, one request in flight. A failure ends the session; a network failure keeps it (offline is not
 * logged out).
 */
import { paths } from "../config/paths.ts";
import { ApiClientError, apiRequest } from "./api-client.ts";
import { accessToken, clearSession, sessionState, storedUserVersion, storeUser, type SessionUser } from "./session.ts";

/** The current user is fetched again only after this long, unless forced. */
export const USER_REFETCH_MS = 5 * 60_000;

export function fetchMe(): Promise<SessionUser> {
  return apiRequest<SessionUser>(paths.api.accounts.me);
}

export function shouldFetchUser(now: number, force = false): boolean {
  if (!accessToken()) return false;
  if (force) return true;
  const { user, lastFetched } = sessionState;
  return !(user && lastFetched !== null && now - lastFetched < USER_REFETCH_MS);
}

let loading: Promise<void> | null = null;

/** Fetches the current user when a token is stored (throttled to 5 minutes unless forced). */
export function loadCurrentUser(options: { force?: boolean } = {}): Promise<void> {
  if (!shouldFetchUser(Date.now(), options.force)) return Promise.resolve();
  const version = storedUserVersion();
  loading ??= fetchMe()
    .then((user) => {
      // Stale after a logout or a newer stored user (e.g. a profile save). A refreshed token is the same session.
      if (accessToken() !== null && storedUserVersion() === version) storeUser(user);
    })
    .catch((err: unknown) => {
      if (err instanceof ApiClientError && err.kind === "NETWORK_ERROR") return;
      if (accessToken() !== null) clearSession();
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
