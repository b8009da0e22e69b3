import { useSyncExternalStore } from "react";

/**
 * What the form does not need — the map with leaflet, the result panel, the service worker's update prompt, the
 * offline saves' sync, the place list and the rule set's check with the server — starts once the page is in use and
 * the browser is first idle, so on a slow phone these parts never come between the page and a usable form.
 * app/start.tsx calls `startWhenIdle` after the page's first commit.
 */
let started = false;
const listeners = new Set<() => void>();

/** The longest wait for an idle moment (a busy page starts the parts all the same). */
const IDLE_TIMEOUT_MS = 500;

export function startWhenIdle(): void {
  const start = () => {
    started = true;
    for (const listener of listeners) listener();
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, 1);
}

/** Runs `callback` once the page's first idle moment has come (at once if it has). */
export function whenIdle(callback: () => void): void {
  if (started) return callback();
  const once = () => {
    listeners.delete(once);
    callback();
  };
  listeners.add(once);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False while the server renders, while the browser hydrates and until `startWhenIdle` has seen an idle moment. */
export function useIdleStarted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => started,
    () => false,
  );
}
