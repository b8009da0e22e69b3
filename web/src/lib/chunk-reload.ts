/**
 * After a deploy, an open tab's next lazy import asks for a chunk the new build no longer has. Vite then dispatches
 * `vite:preloadError` on window; this handler reloads the page once so the tab gets the new build, and keeps what
 * the page asks to keep: a page registers a URL that carries its state (the calculation page: its form as
 * `?girdi=`, entities/calculation/reopen.ts), which replaces the address before the reload so the reloaded page restores it.
 * The guard (sessionStorage) allows one automatic reload per RELOAD_GUARD_MS in a tab: when the chunk fails again
 * right after the reload, the error reaches the route's error boundary ('Tekrar dene') instead of a reload loop.
 */
export const RELOAD_GUARD_KEY = "chunk_reload_at";
export const RELOAD_GUARD_MS = 60_000;

let keepUrl: (() => string | null) | null = null;
/** Lazy imports in flight whose failure must not reload the page (importWithoutReload). */
let quietImports = 0;

/**
 * A lazy import asked when the server cannot be reached (the offline engine): a reload would not reach it either, so
 * its failure goes to the caller instead.
 */
export async function importWithoutReload<T>(load: () => Promise<T>): Promise<T> {
  quietImports++;
  try {
    return await load();
  } finally {
    quietImports--;
  }
}

/** The current page's state as a URL to reload at (null: reload where it is); answers the unregister function. */
export function keepOnReload(url: () => string | null): () => void {
  keepUrl = url;
  return () => {
    if (keepUrl === url) keepUrl = null;
  };
}

export interface ReloadDeps {
  reload: () => void;
  now: () => number;
}

const browserDeps = (): ReloadDeps => ({ reload: () => window.location.reload(), now: Date.now });

function keptUrl(): string | null {
  try {
    return keepUrl?.() ?? null;
  } catch {
    return null; // a page that cannot say its state still reloads
  }
}

/** Puts the page's kept state into the address (before any reload: a chunk's, a new version's). */
export function keepStateInAddress(): void {
  const url = keptUrl();
  if (url) window.history.replaceState(window.history.state, "", url);
}

/** Puts the page's kept state into the address, then reloads. */
export function reloadKeepingState(deps: ReloadDeps = browserDeps()): void {
  keepStateInAddress();
  deps.reload();
}

function lastReload(): number | null {
  try {
    const raw = sessionStorage.getItem(RELOAD_GUARD_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * Handles one `vite:preloadError`: reloads (and cancels the error) unless the browser is offline, the import is one
 * asked without a server (importWithoutReload), or this tab already reloaded for a chunk within RELOAD_GUARD_MS;
 * answers whether it reloaded. Without storage the guard cannot hold, so it does not reload.
 */
export function handlePreloadError(event: Event, deps: ReloadDeps = browserDeps()): boolean {
  // Offline, or for the offline engine, a reload brings no new build: the failed import reaches its caller.
  if (quietImports > 0 || (typeof navigator !== "undefined" && navigator.onLine === false)) return false;
  const now = deps.now();
  const last = lastReload();
  if (last !== null && Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false;
  }
  event.preventDefault();
  reloadKeepingState(deps);
  return true;
}

/** Installs the handler on window (main.tsx); answers the uninstall function. */
export function installChunkReload(deps?: ReloadDeps): () => void {
  const listener = (event: Event) => void handlePreloadError(event, deps);
  window.addEventListener("vite:preloadError", listener);
  return () => window.removeEventListener("vite:preloadError", listener);
}

/** Whether an error is a failed lazy import (the browsers' messages), which only a reload can mend. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /dynamically imported module|Importing a module script failed|Unable to preload|Loading (CSS )?chunk|lazy: Expected the result of a dynamic import/i.test(
    message,
  );
}
