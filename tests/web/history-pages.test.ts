/** The history list page by page in the browser: 'Daha fazla yükle' appends, a refetched first page keeps the rest. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { HistoryPage } from "@web/features/history/api.ts";
import type { HistorySummary } from "@web/lib/history-item.ts";

const fetchHistoryPage = vi.fn<(cursor?: string) => Promise<HistoryPage>>();
vi.mock("@web/features/history/api.ts", () => ({
  fetchHistoryPage,
  deleteHistoryItem: vi.fn(),
  fetchHistoryItem: vi.fn(),
}));

const { appendPage, mergeFirstPage } = await import("@web/features/history/pages.ts");
const { historyState, loadHistory, loadMoreHistory } = await import("@web/features/history/state.ts");
const { invalidateHistory } = await import("@web/lib/history-cache.ts");
const { sessionState } = await import("@web/lib/session.ts");

/** Item n was saved at minute n: a higher n is newer. */
const item = (n: number, id = `i${String(n).padStart(2, "0")}`): HistorySummary => ({
  id,
  title: `Hesap ${n}`,
  description: "",
  calculation_type: "sera",
  parameters: {},
  map_coordinates: null,
  share_id: null,
  created_at: `2026-01-01T00:${String(n).padStart(2, "0")}:00.000Z`,
});
const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => item(from - i)); // newest first
const ids = (items: readonly HistorySummary[]) => items.map((i) => i.id);

describe("mergeFirstPage", () => {
  it("keeps the older pages below a refetched first page, with their cursor", () => {
    const loaded = range(50, 31); // two pages of ten were shown
    const fresh = { items: [item(51), ...range(50, 42)], nextCursor: "c-42" };
    const merged = mergeFirstPage(loaded, "c-31", fresh);
    expect(ids(merged.items)).toEqual(ids([item(51), ...range(50, 31)]));
    expect(merged.nextCursor).toBe("c-31");
  });

  it("drops items the fresh first page no longer has (deleted) and is the whole list on the last page", () => {
    const loaded = range(5, 1);
    const fresh = { items: [item(5), item(3), item(2), item(1)], nextCursor: null };
    expect(mergeFirstPage(loaded, null, fresh)).toEqual(fresh);
  });

  it("is the fresh page when nothing older than it was loaded", () => {
    const fresh = { items: [item(21), ...range(20, 12)], nextCursor: "c-12" };
    expect(mergeFirstPage(range(20, 12), "c-12", fresh)).toEqual(fresh);
  });

  it("keeps a loaded item that slid off the fresh first page, and the cursor after it", () => {
    const merged = mergeFirstPage(range(20, 11), "c-11", { items: [item(21), ...range(20, 12)], nextCursor: "c-12" });
    expect(ids(merged.items)).toEqual(ids(range(21, 11)));
    expect(merged.nextCursor).toBe("c-11");
  });

  it("orders items of the same moment by id, as the API does", () => {
    const same = (id: string) => item(7, id);
    const loaded = [same("d"), same("c"), same("b"), same("a")];
    const merged = mergeFirstPage(loaded, "c-a", { items: [same("d"), same("c")], nextCursor: "c-c" });
    expect(ids(merged.items)).toEqual(["d", "c", "b", "a"]);
  });
});

describe("appendPage", () => {
  it("appends a page without repeating an item already shown", () => {
    expect(ids(appendPage(range(5, 3), { items: range(3, 1) }))).toEqual(ids(range(5, 1)));
  });
});

describe("loadMoreHistory", () => {
  beforeEach(() => {
    fetchHistoryPage.mockReset();
    historyState.items = [];
    historyState.status = "idle";
    historyState.owner = null;
    historyState.nextCursor = null;
    historyState.more = "idle";
    invalidateHistory();
    sessionState.user = { id: 3 } as typeof sessionState.user;
  });

  it("loads the next pages with the cursor of the last one until there is none", async () => {
    fetchHistoryPage.mockResolvedValueOnce({ items: range(30, 21), nextCursor: "c-21" });
    await loadHistory();
    expect(fetchHistoryPage).toHaveBeenLastCalledWith();
    fetchHistoryPage.mockResolvedValueOnce({ items: range(20, 11), nextCursor: "c-11" });
    await loadMoreHistory();
    expect(fetchHistoryPage).toHaveBeenLastCalledWith("c-21");
    fetchHistoryPage.mockResolvedValueOnce({ items: range(10, 1), nextCursor: null });
    await loadMoreHistory();
    expect(fetchHistoryPage).toHaveBeenLastCalledWith("c-11");
    expect(ids(historyState.items)).toEqual(ids(range(30, 1)));
    expect(historyState.nextCursor).toBeNull();
    await loadMoreHistory();
    expect(fetchHistoryPage).toHaveBeenCalledTimes(3);
  });

  it("asks once when clicked twice, and shows the loading state meanwhile", async () => {
    fetchHistoryPage.mockResolvedValueOnce({ items: range(30, 21), nextCursor: "c-21" });
    await loadHistory();
    let release: (page: HistoryPage) => void = () => {};
    fetchHistoryPage.mockReturnValueOnce(new Promise((r) => (release = r)));
    const first = loadMoreHistory();
    const second = loadMoreHistory();
    expect(historyState.more).toBe("loading");
    release({ items: range(20, 11), nextCursor: null });
    await Promise.all([first, second]);
    expect(fetchHistoryPage).toHaveBeenCalledTimes(2);
    expect(historyState.more).toBe("idle");
  });

  it("keeps the list and reports an error when a page fails, then succeeds on a retry", async () => {
    fetchHistoryPage.mockResolvedValueOnce({ items: range(30, 21), nextCursor: "c-21" });
    await loadHistory();
    fetchHistoryPage.mockRejectedValueOnce(new Error("network"));
    await loadMoreHistory();
    expect(historyState.more).toBe("error");
    expect(historyState.items).toHaveLength(10);
    expect(historyState.nextCursor).toBe("c-21");
    fetchHistoryPage.mockResolvedValueOnce({ items: range(20, 11), nextCursor: null });
    await loadMoreHistory();
    expect(historyState.more).toBe("idle");
    expect(historyState.items).toHaveLength(20);
  });

  it("keeps the loaded pages when the first page is fetched again (window focus)", async () => {
    fetchHistoryPage.mockResolvedValueOnce({ items: range(30, 21), nextCursor: "c-21" });
    await loadHistory();
    fetchHistoryPage.mockResolvedValueOnce({ items: range(20, 11), nextCursor: "c-11" });
    await loadMoreHistory();
    fetchHistoryPage.mockResolvedValueOnce({ items: [item(31), ...range(30, 22)], nextCursor: "c-22" });
    await loadHistory(true);
    expect(ids(historyState.items)).toEqual(ids(range(31, 11)));
    expect(historyState.nextCursor).toBe("c-11");
  });
});
