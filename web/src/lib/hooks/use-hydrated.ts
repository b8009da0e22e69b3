import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true afterwards (and at once in a page
 * the browser renders itself). What only the browser knows — the map, the stored session, the stored 'Mevzuat'
 * choice, today's date — waits for it, so hydration sees the markup the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
