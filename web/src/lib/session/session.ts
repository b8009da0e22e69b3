/**
 * The browser session: tokens and the user in local storage under fixed keys, mirrored in a valtio proxy the
 * components read, plus the rest of the auth state (loading, error, network status). The API client reads the access
 * token from here. A logout also empties the account's server state in the query cache.
 */
import { proxy } from "valtio";
import type { UserDto } from "@worker/core/contracts/account-schemas.ts";
import { accountQueryKey, queryClient, removeAccountQueries } from "../query-client.ts";

/** The signed-in user as GET /api/accounts/me/ answers it (the worker's contract type). */
export type SessionUser = UserDto;

export const STORAGE_KEYS = { access: "access_token", refresh: "refresh_token", token: "token", user: "user" } as const;

/**
 * The flag cookie, set on login (7 days) and cleared on logout. It holds no personal data: the e-mail cookie of
 * earlier versions ("oturum_eposta", script-readable) is only ever cleared now (issue [6/7]).
 */
export const COOKIE_NAMES = { flag: "oturum_acik", retiredEmail: "oturum_eposta" } as const;
export const COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

export type NetworkStatus = "unknown" | "online" | "offline";
export type AuthContext = "LOGIN" | "REGISTER";

interface SessionState {
  user: SessionUser | null;
  access: string | null;
  isLoading: boolean;
  error: { message: string; context: AuthContext } | null;
  networkStatus: NetworkStatus;
  /** Why the server counts as unreachable (its health check failed) while the browser is online; null otherwise. */
  serverProblem: { message: string; fromServer: boolean } | null;
  /** Whether the server offers Google sign-in (its health answer says so); false until it has answered. */
  googleSignIn: boolean;
}

const hasStorage = () => typeof localStorage !== "undefined";

function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export const sessionState = proxy<SessionState>({
  user: hasStorage() ? readUser() : null,
  access: hasStorage() ? localStorage.getItem(STORAGE_KEYS.access) : null,
  isLoading: false,
  error: null,
  networkStatus: "unknown",
  serverProblem: null,
  googleSignIn: false,
});

/** Authenticated = an access token is stored. */
export function isAuthenticated(): boolean {
  return sessionState.access !== null;
}

/** The stored access token (local storage is the shared truth between tabs). */
export function accessToken(): string | null {
  return hasStorage() ? localStorage.getItem(STORAGE_KEYS.access) : null;
}

export function storeTokens(access: string, refresh?: string): void {
  localStorage.setItem(STORAGE_KEYS.access, access);
  localStorage.setItem(STORAGE_KEYS.token, access);
  if (refresh !== undefined) localStorage.setItem(STORAGE_KEYS.refresh, refresh);
  sessionState.access = access;
}

function setCookie(name: string, value: string, maxAgeS: number): void {
  if (typeof document === "undefined") return;
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure}`;
}

let userVersion = 0;

/** Bumped by every storeUser: a fetch that started before a newer store must not overwrite it. */
export function storedUserVersion(): number {
  return userVersion;
}

/** The current user's query (current-user.ts): a stored user counts as fetched now. */
export const CURRENT_USER_KEY = accountQueryKey(["current-user"] as const);

/** Stores the user; also (re)sets the 7-day flag cookie and clears the retired e-mail cookie. */
export function storeUser(user: SessionUser): void {
  userVersion += 1;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionState.user = user;
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  setCookie(COOKIE_NAMES.flag, "1", COOKIE_MAX_AGE_S);
  setCookie(COOKIE_NAMES.retiredEmail, "", 0);
}

export function refreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refresh);
}

/** Clears every stored session value and the cookies (logout). */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  setCookie(COOKIE_NAMES.flag, "", 0);
  setCookie(COOKIE_NAMES.retiredEmail, "", 0);
  sessionState.access = null;
  sessionState.user = null;
  // Nothing of the account stays in the browser's server state (the user, the history pages).
  removeAccountQueries();
  sessionState.isLoading = false;
  sessionState.error = null;
}

// The auth store's transitions.

export function authStart(): void {
  sessionState.isLoading = true;
  sessionState.error = null;
}

export function authFailure(message: string, context: AuthContext): void {
  sessionState.isLoading = false;
  sessionState.error = { message, context };
}

export function authDone(): void {
  sessionState.isLoading = false;
}

export function clearAuthError(): void {
  sessionState.error = null;
}

export function setNetworkStatus(status: NetworkStatus): void {
  sessionState.networkStatus = status;
}

let serverAnswers = 0;

/** How many API requests have succeeded so far (a health check compares it before and after it ran). */
export function serverAnswerCount(): number {
  return serverAnswers;
}

/**
 * An API request succeeded: the server is reachable, so a health check that could not reach it no longer stands and
 * 'Sunucuya bağlanılamadı' goes at once. A problem the server itself reported (e.g. its database) stays until its
 * health check passes: another endpoint answering does not prove it solved.
 */
export function serverAnswered(): void {
  serverAnswers += 1;
  if (sessionState.serverProblem === null || sessionState.serverProblem.fromServer) return;
  sessionState.serverProblem = null;
  setNetworkStatus("online");
}

export const SESSION_SYNC_MS = 1_000;

/**
 * Compares the stored session with the shell's once: another tab logged out → log out here; another tab
 * refreshed or logged in → take its token and user.
 */
export function syncSessionFromStorage(): void {
  const stored = accessToken();
  if (stored === null) {
    if (sessionState.access !== null) clearSession();
    return;
  }
  if (stored !== sessionState.access) {
    sessionState.access = stored;
    sessionState.user = readUser();
  }
}

/** The 1 s cross-tab poll; returns the stop function. */
export function startSessionSync(): () => void {
  const timer = setInterval(syncSessionFromStorage, SESSION_SYNC_MS);
  return () => clearInterval(timer);
}
