/**
 * The return URL after login: saved unless it is an authentication page or the root;
 * the logout pages are left out too (returning there would log the user straight out again).
 */
import { AUTH_PAGE_PATHS, LOGOUT_PAGE_PATHS, paths } from "../config/paths.ts";

const KEY = "auth_return_url";

const NOT_SAVED = new Set([paths.home.path, ...AUTH_PAGE_PATHS, ...LOGOUT_PAGE_PATHS]);

function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path || "/";
}

/** Whether `url` (a path with an optional query) may be stored as the return URL. */
export function isSavableReturnUrl(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//")) return false;
  return !NOT_SAVED.has(pathOf(url));
}

function storage(): Storage | null {
  return typeof sessionStorage === "undefined" ? null : sessionStorage;
}

/** Saves `url` when the rule allows it (else forgets any older one: the latest intent wins); returns whether it was saved. */
export function saveReturnUrl(url: string): boolean {
  const s = storage();
  if (!isSavableReturnUrl(url)) {
    s?.removeItem(KEY);
    return false;
  }
  s?.setItem(KEY, url);
  return true;
}

/** The saved return URL, removed from storage; null when none (the caller then goes to /). */
export function takeReturnUrl(): string | null {
  const s = storage();
  const url = s?.getItem(KEY) ?? null;
  s?.removeItem(KEY);
  return url !== null && isSavableReturnUrl(url) ? url : null;
}

/** Saves the browser's current location (path + query) when allowed. */
export function saveCurrentLocation(): void {
  if (typeof location === "undefined") return;
  saveReturnUrl(location.pathname + location.search);
}
