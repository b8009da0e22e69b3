/** The API client carries the tab's D1 bookmark (read replication): kept from answers, sent on every request. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "@web/lib/api/api-client.ts";
import { BOOKMARK_HEADER, storedBookmark } from "@web/lib/api/d1-bookmark.ts";
import { MemoryStorage } from "../fixtures/memory-storage.ts";

const OLD = "00000001-00000002-00000003-0123456789abcdef0123456789abcdef";
const NEW = "00000001-00000009-00000003-0123456789abcdef0123456789abcdef";

let sent: (string | null)[];

/** A server answering `bookmarks` in turn (null: no header). */
function serve(...bookmarks: (string | null)[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      sent.push(((init.headers ?? {}) as Record<string, string>)[BOOKMARK_HEADER] ?? null);
      const mark = bookmarks.shift() ?? null;
      return new Response("{}", { status: 200, headers: mark ? { [BOOKMARK_HEADER]: mark } : {} });
    }),
  );
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("sessionStorage", new MemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the D1 bookmark round trip", () => {
  it("sends nothing first, then the bookmark of the last answer on every request", async () => {
    serve(OLD, NEW, null);
    await apiRequest("/calculations/save/", { method: "POST", body: "{}" });
    await apiRequest("/calculations/history/");
    await apiRequest("/calculations/history/");
    expect(sent).toEqual([null, OLD, NEW]);
    expect(storedBookmark()).toBe(NEW);
  });

  it("never goes back to an older bookmark that arrives late", async () => {
    serve(NEW, OLD);
    await apiRequest("/accounts/me/");
    await apiRequest("/accounts/me/");
    expect(storedBookmark()).toBe(NEW);
  });

  it("ignores a malformed bookmark in an answer and a tampered stored one", async () => {
    serve("<script>", null);
    await apiRequest("/accounts/me/");
    expect(storedBookmark()).toBeNull();
    sessionStorage.setItem("d1_bookmark", "bozuk değer");
    await apiRequest("/accounts/me/");
    expect(sent).toEqual([null, null]);
  });

  it("works without session storage: requests go without a bookmark", async () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    });
    serve(NEW, NEW);
    await expect(apiRequest("/accounts/me/")).resolves.toEqual({});
    await apiRequest("/accounts/me/");
    expect(sent).toEqual([null, null]);
  });
});
