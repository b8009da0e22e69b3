/**
 * The history list's server state (web/src/features/history/use-history.ts, TanStack Query): kept five minutes per
 * user, asked again after an invalidation (a save or a delete elsewhere) and on window focus, one request for many
 * views, page by page with the cursor of the last page, and a refetch that keeps every page shown.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { HistoryPage } from "@web/features/history/api.ts";
import type { HistorySummary } from "@web/features/history/history-item.ts";

const fetchHistoryPage = vi.fn<(cursor?: string) => Promise<HistoryPage>>();
const deleteHistoryItem = vi.fn<(id: string) => Promise<void>>();
vi.mock("@web/features/history/api.ts", () => ({ fetchHistoryPage, deleteHistoryItem, fetchHistoryItem: vi.fn() }));

const { HISTORY_LOAD_ERROR, HISTORY_STALE_MS, removeHistoryItem, useHistory } =
  await import("@web/features/history/use-history.ts");
const { invalidateHistory } = await import("@web/entities/saves/history-key.ts");
const { clearSession, storeTokens, storeUser } = await import("@web/lib/session/session.ts");
type SessionUser = Parameters<typeof storeUser>[0];

/** Item n was saved at minute n: a higher n is newer. */
const item = (n: number): HistorySummary => ({
  id: `i${String(n).padStart(2, "0")}`,
  title: `Hesap ${n}`,
  description: "",
  calculation_type: "sera",
  parameters: {},
  map_coordinates: null,
  share_id: null,
  created_at: `2026-01-01T00:${String(n).padStart(2, "0")}:00.000Z`,
  yeni_surum: null,
});
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => item(from - i)); // newest first
const ids = (items: readonly HistorySummary[]) => items.map((i) => i.id);
const lastPage = (items: HistorySummary[]): HistoryPage => ({ items, nextCursor: null });

function logIn(id: number) {
  storeTokens("ey.erisim", "yenileme");
  storeUser({ id, username: `kullanici${id}`, email: `k${id}@ornek.com`, role: "user" } as SessionUser);
}

/** A history view, with its list once the first answer is shown. */
async function view() {
  const hook = renderHook(() => useHistory());
  await waitFor(() => expect(hook.result.current.status).not.toBe("loading"));
  return hook;
}

beforeEach(() => {
  fetchHistoryPage.mockReset();
  deleteHistoryItem.mockReset();
  clearSession();
  logIn(7);
});

describe("the history list's cache", () => {
  it("serves the list for five minutes to every view, then asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    fetchHistoryPage.mockResolvedValue(lastPage([item(1)]));
    const first = await view();
    first.unmount();
    await view(); // another view within the five minutes
    expect(fetchHistoryPage).toHaveBeenCalledTimes(1);
    expect(HISTORY_STALE_MS).toBe(300_000);
    vi.setSystemTime(Date.now() + HISTORY_STALE_MS + 1);
    const later = await view();
    await waitFor(() => expect(fetchHistoryPage).toHaveBeenCalledTimes(2));
    expect(ids(later.result.current.items)).toEqual(["i01"]);
  });

  it("shares one request between views shown together", async () => {
    fetchHistoryPage.mockResolvedValue(lastPage([item(1)]));
    const both = renderHook(() => [useHistory(), useHistory()] as const);
    await waitFor(() => expect(both.result.current[1].status).toBe("ready"));
    expect(fetchHistoryPage).toHaveBeenCalledTimes(1);
  });

  it("asks again after an invalidation (a save elsewhere) and when the window regains focus", async () => {
    fetchHistoryPage.mockResolvedValue(lastPage([item(1)]));
    const { result } = await view();
    fetchHistoryPage.mockResolvedValue(lastPage([item(2), item(1)]));
    await act(() => invalidateHistory());
    await waitFor(() => expect(ids(result.current.items)).toEqual(["i02", "i01"]));
    // The person switches to another window and back (the browser reports blur, then focus).
    act(() => {
      window.dispatchEvent(new Event("blur"));
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(fetchHistoryPage).toHaveBeenCalledTimes(3));
  });

  it("does not show another user's list", async () => {
    fetchHistoryPage.mockResolvedValue(lastPage([item(1)]));
    const first = await view();
    first.unmount();
    clearSession();
    logIn(8);
    fetchHistoryPage.mockResolvedValue(lastPage([]));
    const { result } = renderHook(() => useHistory());
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.items).toEqual([]);
    expect(fetchHistoryPage).toHaveBeenCalledTimes(2);
  });

  it("removes a deleted item at once and asks for the list again", async () => {
    fetchHistoryPage.mockResolvedValue(lastPage([item(2), item(1)]));
    const { result } = await view();
    let release: (page: HistoryPage) => void = () => {};
    fetchHistoryPage.mockReturnValueOnce(new Promise((r) => (release = r)));
    deleteHistoryItem.mockResolvedValue();
    await act(() => removeHistoryItem("i02"));
    expect(deleteHistoryItem).toHaveBeenCalledWith("i02");
    // Gone before the server's list arrives.
    await waitFor(() => expect(ids(result.current.items)).toEqual(["i01"]));
    expect(fetchHistoryPage).toHaveBeenCalledTimes(2);
    await act(async () => release(lastPage([item(1)])));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(ids(result.current.items)).toEqual(["i01"]);
  });

  it("keeps the list when the delete fails", async () => {
    fetchHistoryPage.mockResolvedValue(lastPage([item(1)]));
    const { result } = await view();
    deleteHistoryItem.mockRejectedValue(new Error("500"));
    await expect(removeHistoryItem("i01")).rejects.toThrow();
    expect(ids(result.current.items)).toEqual(["i01"]);
    expect(fetchHistoryPage).toHaveBeenCalledTimes(1);
  });

  it("reports 'Geçmiş yüklenemedi.' when the list cannot be loaded, and loads it on 'Tekrar dene'", async () => {
    fetchHistoryPage.mockRejectedValueOnce(new Error("network"));
    const { result } = await view();
    expect(result.current.status).toBe("error");
    expect(result.current.error).toBe(HISTORY_LOAD_ERROR);
    expect(HISTORY_LOAD_ERROR).toBe("Geçmiş yüklenemedi.");
    fetchHistoryPage.mockResolvedValue(lastPage([item(1)]));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.error).toBeNull();
  });
});

describe("the history list's pages", () => {
  it("loads the next pages with the cursor of the last one until there is none", async () => {
    fetchHistoryPage.mockResolvedValueOnce({ items: range(30, 21), nextCursor: "c-21" });
    const { result } = await view();
    expect(fetchHistoryPage).toHaveBeenLastCalledWith(undefined);
    fetchHistoryPage.mockResolvedValueOnce({ items: range(20, 11), nextCursor: "c-11" });
    await act(() => result.current.loadMore());
    expect(fetchHistoryPage).toHaveBeenLastCalledWith("c-21");
    fetchHistoryPage.mockResolvedValueOnce(lastPage(range(10, 1)));
    const all = await act(() => result.current.loadMore());
    expect(fetchHistoryPage).toHaveBeenLastCalledWith("c-11");
    expect(ids(all)).toEqual(ids(range(30, 1)));
    await waitFor(() => expect(ids(result.current.items)).toEqual(ids(range(30, 1))));
    expect(result.current.hasMore).toBe(false);
  });

  it("asks once when asked twice, and shows the loading state meanwhile", async () => {
    fetchHistoryPage.mockResolvedValueOnce({ items: range(30, 21), nextCursor: "c-21" });
    const { result } = await view();
    let release: (page: HistoryPage) => void = () => {};
    fetchHistoryPage.mockReturnValueOnce(new Promise((r) => (release = r)));
    let first!: Promise<unknown>, second!: Promise<unknown>;
    act(() => {
      first = result.current.loadMore();
    });
    act(() => {
      second = result.current.loadMore();
    });
    await waitFor(() => expect(result.current.more).toBe("loading"));
    await act(async () => {
      release(lastPage(range(20, 11)));
      await Promise.all([first, second]);
    });
    await waitFor(() => expect(result.current.more).toBe("idle"));
    expect(result.current.items).toHaveLength(20);
    expect(fetchHistoryPage).toHaveBeenCalledTimes(2);
  });

  it("keeps the list and reports an error when a page fails, then succeeds on a retry", async () => {
    fetchHistoryPage.mockResolvedValueOnce({ items: range(30, 21), nextCursor: "c-21" });
    const { result } = await view();
    fetchHistoryPage.mockRejectedValueOnce(new Error("network"));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.more).toBe("error"));
    expect(result.current.status).toBe("ready");
    expect(result.current.items).toHaveLength(10);
    expect(result.current.hasMore).toBe(true);
    fetchHistoryPage.mockResolvedValueOnce(lastPage(range(20, 11)));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.more).toBe("idle"));
    expect(result.current.items).toHaveLength(20);
  });

  it("asks for every page shown when the list is fetched again, so it does not shrink to one page", async () => {
    fetchHistoryPage.mockResolvedValueOnce({ items: range(30, 21), nextCursor: "c-21" });
    const { result } = await view();
    fetchHistoryPage.mockResolvedValueOnce({ items: range(20, 11), nextCursor: "c-11" });
    await act(() => result.current.loadMore());
    // A new item meanwhile: the first page now ends one item later, the second page starts from its cursor.
    fetchHistoryPage.mockResolvedValueOnce({ items: [item(31), ...range(30, 22)], nextCursor: "c-22" });
    fetchHistoryPage.mockResolvedValueOnce({ items: range(21, 12), nextCursor: "c-12" });
    await act(() => invalidateHistory());
    expect(fetchHistoryPage.mock.calls.slice(2)).toEqual([[undefined], ["c-22"]]);
    await waitFor(() => expect(ids(result.current.items)).toEqual(ids(range(31, 12))));
    expect(result.current.hasMore).toBe(true);
  });
});
