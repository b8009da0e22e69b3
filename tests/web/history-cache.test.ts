import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HistoryPage } from "@web/features/history/api.ts";
import type { HistorySummary } from "@web/lib/history-item.ts";

const fetchHistoryPage = vi.fn<(cursor?: string) => Promise<HistoryPage>>();
const deleteHistoryItem = vi.fn<(id: string) => Promise<void>>();
vi.mock("@web/features/history/api.ts", () => ({
  fetchHistoryPage,
  deleteHistoryItem,
  fetchHistoryItem: vi.fn(),
}));

const { HISTORY_CACHE_MS, historyCache, invalidateHistory, isHistoryFresh } = await import("@web/lib/history-cache.ts");
const { historyState, loadHistory, removeHistoryItem, HISTORY_LOAD_ERROR } =
  await import("@web/features/history/state.ts");
const { sessionState } = await import("@web/lib/session.ts");

const item = (id: string): HistorySummary => ({
  id,
  title: `Hesap ${id}`,
  description: "",
  calculation_type: "sera",
  parameters: {},
  map_coordinates: null,
  share_id: null,
  created_at: "2026-01-01T00:00:00Z",
});
/** A last page of the list (no next cursor). */
const pageOf = (items: HistorySummary[]): HistoryPage => ({ items, nextCursor: null });

describe("isHistoryFresh (5 minutes)", () => {
  it("is fresh strictly inside the window and never before the first fetch", () => {
    expect(HISTORY_CACHE_MS).toBe(300_000);
    expect(isHistoryFresh(0, 1_000)).toBe(false);
    expect(isHistoryFresh(1_000, 1_000 + HISTORY_CACHE_MS - 1)).toBe(true);
    expect(isHistoryFresh(1_000, 1_000 + HISTORY_CACHE_MS)).toBe(false);
  });
});

describe("the history list cache", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-01T10:00:00Z"));
    fetchHistoryPage.mockReset();
    deleteHistoryItem.mockReset();
    historyState.items = [];
    historyState.status = "idle";
    historyState.owner = null;
    historyCache.fetchedAt = 0;
    sessionState.user = { id: 7 } as typeof sessionState.user;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("serves the cached list for five minutes, then asks again", async () => {
    fetchHistoryPage.mockResolvedValue(pageOf([item("a")]));
    await loadHistory();
    await loadHistory();
    expect(fetchHistoryPage).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + HISTORY_CACHE_MS - 1);
    await loadHistory();
    expect(fetchHistoryPage).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    await loadHistory();
    expect(fetchHistoryPage).toHaveBeenCalledTimes(2);
  });

  it("asks again after an invalidation (a save elsewhere) and when forced (window focus)", async () => {
    fetchHistoryPage.mockResolvedValue(pageOf([item("a")]));
    await loadHistory();
    const version = historyCache.version;
    invalidateHistory();
    expect(historyCache.version).toBe(version + 1);
    fetchHistoryPage.mockResolvedValue(pageOf([item("b"), item("a")]));
    await loadHistory();
    expect(historyState.items.map((i) => i.id)).toEqual(["b", "a"]);
    await loadHistory(true);
    expect(fetchHistoryPage).toHaveBeenCalledTimes(3);
  });

  it("shares one request between concurrent callers", async () => {
    fetchHistoryPage.mockResolvedValue(pageOf([item("a")]));
    await Promise.all([loadHistory(), loadHistory(), loadHistory(true)]);
    expect(fetchHistoryPage).toHaveBeenCalledTimes(1);
  });

  it("does not serve another user's cached list", async () => {
    fetchHistoryPage.mockResolvedValue(pageOf([item("a")]));
    await loadHistory();
    sessionState.user = { id: 8 } as typeof sessionState.user;
    fetchHistoryPage.mockResolvedValue(pageOf([]));
    await loadHistory();
    expect(fetchHistoryPage).toHaveBeenCalledTimes(2);
    expect(historyState.items).toEqual([]);
  });

  it("removes a deleted item at once and invalidates the cache", async () => {
    fetchHistoryPage.mockResolvedValue(pageOf([item("a"), item("b")]));
    await loadHistory();
    deleteHistoryItem.mockResolvedValue();
    await removeHistoryItem("a");
    expect(deleteHistoryItem).toHaveBeenCalledWith("a");
    expect(historyState.items.map((i) => i.id)).toEqual(["b"]);
    expect(historyCache.fetchedAt).toBe(0);
  });

  it("keeps the list when the delete fails", async () => {
    fetchHistoryPage.mockResolvedValue(pageOf([item("a")]));
    await loadHistory();
    deleteHistoryItem.mockRejectedValue(new Error("500"));
    await expect(removeHistoryItem("a")).rejects.toThrow();
    expect(historyState.items.map((i) => i.id)).toEqual(["a"]);
    expect(isHistoryFresh(historyCache.fetchedAt)).toBe(true);
  });

  it("reports 'Geçmiş yüklenemedi.' when the list cannot be loaded", async () => {
    fetchHistoryPage.mockRejectedValue(new Error("network"));
    await loadHistory();
    expect(historyState.status).toBe("error");
    expect(historyState.error).toBe(HISTORY_LOAD_ERROR);
    expect(HISTORY_LOAD_ERROR).toBe("Geçmiş yüklenemedi.");
  });
});
