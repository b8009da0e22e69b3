/**
 * The browser's one store of server state (TanStack Query): rule sets, the history pages, the current user and the
 * administrator's lists. Hooks are given this client (`useQuery(options, queryClient)`), so no provider has to wrap
 * the app and the prerendered pages read the same cache.
 * - A failed request is not repeated behind the person's back: the page shows the Turkish error and 'Tekrar dene'.
 * - Requests go out even when the browser reports no network (`networkMode: "always"`): the API client answers
 *   offline itself (the browser's own calculation, a Turkish "no connection" error), never a request paused forever.
 */
import { QueryClient } from "@tanstack/react-query";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: "always" },
    mutations: { retry: false, networkMode: "always" },
  },
});

// What a provider would do on mount: listen for window focus and the network coming back.
queryClient.mount();
