/**
 * The browser's one store of server state (TanStack Query): rule sets, the history pages, the current user and the
 * administrator's lists. Hooks are given this client (`useQuery(options, queryClient)`), so no provider has to wrap
 * the app and the prerendered pages read the same cache.
 * - A failed request is not repeated behind the person's back: the page shows the Turkish error and 'Tekrar dene'.
 * - Requests go out even when the browser reports no network (`networkMode: "always"`): the API client answers
 *   offline itself (the browser's own calculation, a Turkish "no connection" error), never a request paused forever.
 */
import { focusManager, QueryClient, type QueryKey } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: "always" },
    mutations: { retry: false, networkMode: "always" },
  },
});

/** The keys of the queries that hold one account's data (the history pages…): each owner names its key once. */
const accountKeys = new Set<QueryKey>();

/** Marks a query key as the signed-in account's: `removeAccountQueries` drops its queries at logout. */
export function accountQueryKey<K extends QueryKey>(key: K): K {
  accountKeys.add(key);
  return key;
}

/** Drops every account's query from the cache (logout: nothing of the account stays in the browser). */
export function removeAccountQueries(): void {
  for (const queryKey of accountKeys) queryClient.removeQueries({ queryKey });
}

// The window regains focus when the person comes back to the tab or to the browser window (two windows side by side
// never hide each other): both count, not only the tab's visibility (the library's default).
focusManager.setEventListener((onFocus) => {
  if (typeof window === "undefined") return undefined;
  const focused = () => onFocus(true);
  const blurred = () => onFocus(false);
  const visibility = () => onFocus(document.visibilityState === "visible");
  window.addEventListener("focus", focused);
  window.addEventListener("blur", blurred);
  document.addEventListener("visibilitychange", visibility);
  return () => {
    window.removeEventListener("focus", focused);
    window.removeEventListener("blur", blurred);
    document.removeEventListener("visibilitychange", visibility);
  };
});

// What a provider would do on mount: listen for window focus and the network coming back.
queryClient.mount();
