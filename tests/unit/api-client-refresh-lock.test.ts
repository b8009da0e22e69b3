/** The API client's refresh across tabs: one exchange at a time under a Web Lock; a tab that waited takes the result. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest, REFRESH_LOCK_NAME } from "@web/lib/api/api-client.ts";
import { sessionState, STORAGE_KEYS } from "@web/lib/session/session.ts";
import { MemoryStorage } from "../fixtures/memory-storage.ts";

/** A stand-in for navigator.locks shared by "tabs": exclusive locks granted in request order. */
class FakeLocks {
  readonly requested: string[] = [];
  private tail = new Map<string, Promise<unknown>>();
  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    this.requested.push(name);
    const previous = this.tail.get(name) ?? Promise.resolve();
    const run = previous.then(callback, callback);
    this.tail.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const expired = () => json(401, { success: false, code: "token_invalid", detail: "Oturum süresi dolmuş." });

let local: MemoryStorage;
let calls: { url: string; auth: string | null }[];

function serve(refresh: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const auth = ((init.headers ?? {}) as Record<string, string>)["Authorization"] ?? null;
      calls.push({ url, auth });
      if (url === "/api/token/refresh/") return refresh();
      return auth === "Bearer eski" ? expired() : json(200, { auth });
    }),
  );
}

function login(access: string, refresh: string) {
  local.setItem(STORAGE_KEYS.access, access);
  local.setItem(STORAGE_KEYS.refresh, refresh);
  sessionState.access = access;
}

beforeEach(() => {
  local = new MemoryStorage();
  calls = [];
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  vi.stubGlobal("location", { pathname: "/", search: "", protocol: "https:" });
  vi.stubGlobal("window", { alert: vi.fn(), location: { assign: vi.fn() } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionState.access = null;
  sessionState.user = null;
});

describe("refresh across tabs", () => {
  it("exchanges the refresh token while holding the refresh lock", async () => {
    const locks = new FakeLocks();
    vi.stubGlobal("navigator", { locks });
    login("eski", "r1");
    let heldDuringExchange = false;
    serve(() => {
      heldDuringExchange = locks.requested.length === 1;
      return json(200, { access: "yeni", refresh: "r2" });
    });
    await expect(apiRequest("/a/")).resolves.toEqual({ auth: "Bearer yeni" });
    expect(locks.requested).toEqual([REFRESH_LOCK_NAME]);
    expect(heldDuringExchange).toBe(true);
    expect(calls.filter((c) => c.url === "/api/token/refresh/")).toHaveLength(1);
  });

  it("a tab that waited for another tab's refresh uses its token and does not refresh again", async () => {
    const locks = new FakeLocks();
    vi.stubGlobal("navigator", { locks });
    login("eski", "r1");
    serve(() => json(200, { access: "bu-sekme", refresh: "r-bu" }));
    // The other tab holds the lock and is exchanging r1 right now.
    let finishOtherTab: () => void = () => {};
    const otherTab = locks.request(REFRESH_LOCK_NAME, async () => {
      await new Promise<void>((resolve) => (finishOtherTab = resolve));
      local.setItem(STORAGE_KEYS.access, "diger-sekme");
      local.setItem(STORAGE_KEYS.refresh, "r2");
    });
    const answer = apiRequest("/a/");
    await vi.waitFor(() => expect(locks.requested).toHaveLength(2));
    finishOtherTab();
    await otherTab;
    await expect(answer).resolves.toEqual({ auth: "Bearer diger-sekme" });
    expect(calls.map((c) => c.url)).toEqual(["/api/a/", "/api/a/"]);
    expect(local.getItem(STORAGE_KEYS.refresh)).toBe("r2");
  });

  it("refreshes without a lock where the browser has no Web Locks", async () => {
    vi.stubGlobal("navigator", {});
    login("eski", "r1");
    serve(() => json(200, { access: "yeni", refresh: "r2" }));
    await expect(apiRequest("/a/")).resolves.toEqual({ auth: "Bearer yeni" });
    expect(calls.map((c) => c.url)).toEqual(["/api/a/", "/api/token/refresh/", "/api/a/"]);
  });
});
