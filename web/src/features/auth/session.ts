/**
 * The browser session (shell document §3, §9): tokens and the user in local storage under the spec's keys,
 * mirrored in a valtio proxy the components read. The API client reads the access token from here.
 */
import { proxy } from "valtio";

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  email_verified: boolean;
  role: string;
  profile: { created_at: string };
}

export const STORAGE_KEYS = { access: "access_token", refresh: "refresh_token", token: "token", user: "user" } as const;

interface SessionState {
  user: SessionUser | null;
  access: string | null;
}

function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export const sessionState = proxy<SessionState>({
  user: typeof localStorage === "undefined" ? null : readUser(),
  access: typeof localStorage === "undefined" ? null : localStorage.getItem(STORAGE_KEYS.access),
});

/** Authenticated = an access token is stored (shell document §4). */
export function isAuthenticated(): boolean {
  return sessionState.access !== null;
}

export function storeTokens(access: string, refresh?: string): void {
  localStorage.setItem(STORAGE_KEYS.access, access);
  localStorage.setItem(STORAGE_KEYS.token, access);
  if (refresh !== undefined) localStorage.setItem(STORAGE_KEYS.refresh, refresh);
  sessionState.access = access;
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionState.user = user;
}

export function refreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refresh);
}

/** Clears every stored session value. */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  sessionState.access = null;
  sessionState.user = null;
}
