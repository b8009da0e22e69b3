/**
 * The current user, a query of lib/query-client.ts: fetched at start-up and when a page needs it, again only after
 * 5 minutes unless forced (a stored user — a login, a profile save — counts as fetched), one request in flight. The
 * answer goes into the session (session.ts, kept in local storage). A failure ends the session; a network
 * failure keeps it (offline is not logged out).
 */
import { paths } from "../../config/paths.ts";
import { ApiClientError, apiRequest } from "../api/api-client.ts";
import { queryClient } from "../query-client.ts";
import {
  accessToken,
  clearSession,
  CURRENT_USER_KEY,
  storedUserVersion,
  storeUser,
  type SessionUser,
} from "./session.ts";

/** The current user is fetched again only after this long, unless forced. */
export const USER_REFETCH_MS = 5 * 60_000;

export function fetchMe(): Promise<SessionUser> {
  return apiRequest<SessionUser>(paths.api.accounts.me);
}

/** Asks the server and stores the answer, unless a logout or a newer stored user (a profile save) came meanwhile. */
async function fetchAndStore(): Promise<SessionUser> {
  const version = storedUserVersion();
  const user = await fetchMe();
  // A refreshed token is the same session.
  if (accessToken() !== null && storedUserVersion() === version) storeUser(user);
  return user;
}

/** Fetches the current user when a token is stored (at most every 5 minutes unless forced). */
export async function loadCurrentUser(options: { force?: boolean } = {}): Promise<void> {
  if (!accessToken()) return;
  try {
    await queryClient.fetchQuery({
      queryKey: CURRENT_USER_KEY,
      queryFn: fetchAndStore,
      staleTime: options.force ? 0 : USER_REFETCH_MS,
    });
  } catch (err) {
    if (err instanceof ApiClientError && err.kind === "NETWORK_ERROR") return;
    if (accessToken() !== null) clearSession();
  }
}
