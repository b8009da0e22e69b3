/**
 * The history list through TanStack Query, page by page: the pages are kept for HISTORY_STALE_MS per user, asked for
 * again when stale, after a save or a delete (`invalidateHistory`) and whenever the window regains focus; a refetch
 * asks for every page shown, so the list does not shrink back to one page. 'Daha fazla yükle' appends the next page.
 */
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { HISTORY_KEY, invalidateHistory } from "../../entities/saves/history-key.ts";
import type { HistorySummary } from "./history-item.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { deleteHistoryItem, fetchHistoryPage, type HistoryPage } from "./api.ts";

export const HISTORY_STALE_MS = 5 * 60_000;
export const HISTORY_LOAD_ERROR = "Geçmiş yüklenemedi.";
export const HISTORY_MORE_ERROR = "Daha fazla hesaplama yüklenemedi.";
export const HISTORY_DELETE_ERROR = "Hesaplama silinirken hata oluştu.";

/** One user's list: another login never sees it. */
export const historyQuery = (owner: number | null) =>
  infiniteQueryOptions({
    queryKey: [...HISTORY_KEY, owner],
    queryFn: ({ pageParam }) => fetchHistoryPage(pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last: HistoryPage) => last.nextCursor,
    staleTime: HISTORY_STALE_MS,
    refetchOnWindowFocus: "always",
    enabled: owner !== null,
  });

/** The pages as one list, newest first. */
export const historyItems = (pages: readonly HistoryPage[] | undefined): HistorySummary[] =>
  pages?.flatMap((page) => page.items) ?? [];

export function useHistory() {
  const { user } = useSession();
  const query = useInfiniteQuery(historyQuery(user?.id ?? null), queryClient);
  const failed = query.isError && !query.isFetchNextPageError;
  return {
    items: historyItems(query.data?.pages),
    status: failed ? "error" : query.data ? "ready" : "loading",
    error: failed ? HISTORY_LOAD_ERROR : null,
    hasMore: query.hasNextPage,
    /** A request for the list is on its way (a first load or a refetch). */
    isFetching: query.isFetching,
    more: query.isFetchingNextPage ? "loading" : query.isFetchNextPageError ? "error" : "idle",
    /** The next page (one request at a time); resolves to the whole list after it. */
    loadMore: () => query.fetchNextPage({ cancelRefetch: false }).then((answer) => historyItems(answer.data?.pages)),
    retry: () => void query.refetch(),
  } as const;
}

/** Deletes one item; on success it leaves every list at once and the lists are asked for again. Throws on failure. */
export async function removeHistoryItem(id: string): Promise<void> {
  await deleteHistoryItem(id);
  queryClient.setQueriesData<InfiniteData<HistoryPage, string | null>>({ queryKey: HISTORY_KEY }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== id) })) } : data,
  );
  void invalidateHistory();
}
