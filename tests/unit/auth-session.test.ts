/** The auth state: user refetch throttle, cross-tab sync, cookies, Google fragment, login errors. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INACTIVE_SUFFIX, loginWithPassword, logout, tokensFromFragment } from "@web/features/auth/actions.ts";
import { loadCurrentUser, USER_REFETCH_MS } from "@web/lib/session/current-user.ts";
import {
  clearSession,
  COOKIE_NAMES,
  sessionState,
  storeTokens,
  storeUser,
  syncSessionFromStorage,
  type SessionUser,
} from "@web/lib/session/session.ts";
import { MemoryStorage } from "../fixtures/memory-storage.ts";

const user: SessionUser = {
  id: 7,
  username: "ayse",
  email: "ayse@ornek.com",
  first_name: "",
  last_name: "",
  is_active: true,
  email_verified: false,
  role: "user",
  profile: { created_at: "2026-01-01T00:00:00Z" },
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

let local: MemoryStorage;
let cookies: string[];

beforeEach(() => {
  local = new MemoryStorage();
  cookies = [];
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  vi.stubGlobal("location", { pathname: "/", search: "", protocol: "http:" });
  vi.stubGlobal("window", { alert: vi.fn(), location: { assign: vi.fn() } });
  vi.stubGlobal("document", {
    set cookie(v: string) {
      cookies.push(v);
    },
  });
  clearSession();
  cookies = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("user refetch throttle (5 minutes)", () => {
  it("fetches when a token is stored and no user was fetched yet, never without a token", async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(200, user));
    vi.stubGlobal("fetch", fetchMock);
    await loadCurrentUser({ force: true });
    expect(fetchMock).not.toHaveBeenCalled();
    storeTokens("a", "r");
    await loadCurrentUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("skips a fetch less than 5 minutes after a stored user (a login), unless forced", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetchMock = vi.fn(async () => json(200, user));
    vi.stubGlobal("fetch", fetchMock);
    storeTokens("a", "r");
    storeUser(user);
    const stored = Date.now();
    vi.setSystemTime(stored + USER_REFETCH_MS - 1);
    await loadCurrentUser(); // a page asking within the 5 minutes neither fetches nor restarts the 5 minutes
    expect(fetchMock).not.toHaveBeenCalled();
    vi.setSystemTime(stored + USER_REFETCH_MS);
    await loadCurrentUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadCurrentUser({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(USER_REFETCH_MS).toBe(300_000);
  });

  it("shares one request between callers", async () => {
    const fetchMock = vi.fn(async () => json(200, user));
    vi.stubGlobal("fetch", fetchMock);
    storeTokens("a", "r");
    await Promise.all([loadCurrentUser(), loadCurrentUser({ force: true }), loadCurrentUser()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("logs out when the start-up fetch fails, but keeps the session when the network is down", async () => {
    storeTokens("a", "r");
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    await loadCurrentUser({ force: true });
    expect(sessionState.access).toBe("a");

    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(json(500, {})));
    await loadCurrentUser({ force: true });
    expect(sessionState.access).toBeNull();
    expect(local.getItem("access_token")).toBeNull();
  });

  it("stores the user fetched after a transparent token refresh", async () => {
    storeTokens("bozuk", "r1");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === "/api/token/refresh/") return json(200, { access: "yeni", refresh: "r2" });
        const auth = (init.headers as Record<string, string>)["Authorization"];
        return auth === "Bearer yeni" ? json(200, user) : json(401, { code: "token_invalid" });
      }),
    );
    await loadCurrentUser({ force: true });
    expect(sessionState.access).toBe("yeni");
    expect(sessionState.user?.username).toBe("ayse");
  });

  it("drops a user answer that arrives after a logout", async () => {
    storeTokens("a", "r");
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await gate;
        return json(200, user);
      }),
    );
    const pending = loadCurrentUser({ force: true });
    clearSession();
    release();
    await pending;
    expect(sessionState.user).toBeNull();
    expect(local.getItem("user")).toBeNull();
  });

  it("keeps a user stored while the fetch ran (a profile save) over the older answer", async () => {
    storeTokens("a", "r");
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        await gate;
        return json(200, user);
      }),
    );
    const pending = loadCurrentUser({ force: true });
    storeUser({ ...user, first_name: "Ayşe" });
    release();
    await pending;
    expect(sessionState.user?.first_name).toBe("Ayşe");
  });

  it("stores the fetched user", async () => {
    storeTokens("a", "r");
    const fetchMock = vi.fn().mockResolvedValue(json(200, user));
    vi.stubGlobal("fetch", fetchMock);
    await loadCurrentUser();
    expect(sessionState.user?.username).toBe("ayse");
    expect(JSON.parse(local.getItem("user") ?? "null")).toMatchObject({ email: "ayse@ornek.com" });
    await loadCurrentUser();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("cookies", () => {
  it("sets the flag cookie for 7 days on login and clears it on logout; no cookie holds the e-mail address", () => {
    storeTokens("a", "r");
    storeUser(user);
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^${COOKIE_NAMES.flag}=1; Max-Age=604800;`)));
    // The e-mail cookie of earlier versions is cleared, never written.
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^${COOKIE_NAMES.retiredEmail}=; Max-Age=0;`)));
    expect(cookies.join("\n")).not.toContain("ornek");
    cookies = [];
    clearSession();
    expect(cookies).toEqual([
      expect.stringMatching(new RegExp(`^${COOKIE_NAMES.flag}=; Max-Age=0;`)),
      expect.stringMatching(new RegExp(`^${COOKIE_NAMES.retiredEmail}=; Max-Age=0;`)),
    ]);
  });
});

describe("cross-tab session sync", () => {
  it("logs out when storage says logged out while the shell thinks logged in", () => {
    storeTokens("a", "r");
    storeUser(user);
    local.removeItem("access_token");
    syncSessionFromStorage();
    expect(sessionState.access).toBeNull();
    expect(sessionState.user).toBeNull();
  });

  it("takes over a token another tab refreshed", () => {
    storeTokens("a", "r");
    local.setItem("access_token", "b");
    syncSessionFromStorage();
    expect(sessionState.access).toBe("b");
  });
});

describe("login", () => {
  it("stores both tokens and the user", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/token/" ? json(200, { access: "acc", refresh: "ref" }) : json(200, user),
      ),
    );
    expect(await loginWithPassword(" ayse ", "parola")).toBe(true);
    expect(local.getItem("access_token")).toBe("acc");
    expect(local.getItem("refresh_token")).toBe("ref");
    expect(sessionState.user?.email).toBe("ayse@ornek.com");
    expect(sessionState.error).toBeNull();
  });

  it("extends the message of a passive account with the mailbox hint", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValue(
          json(401, { code: "account_inactive", detail: "Hesabınız henüz yönetici tarafından onaylanmadı." }),
        ),
    );
    expect(await loginWithPassword("ayse", "parola")).toBe(false);
    expect(sessionState.error).toEqual({
      context: "LOGIN",
      message: `Hesabınız henüz yönetici tarafından onaylanmadı.${INACTIVE_SUFFIX}`,
    });
    expect(INACTIVE_SUFFIX).toBe(" E-posta kutunuzu kontrol edin.");
    expect(sessionState.access).toBeNull();
  });

  it("keeps the server's message for wrong credentials and leaves no half session", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/token/" ? json(200, { access: "acc", refresh: "ref" }) : json(500, {}),
      ),
    );
    expect(await loginWithPassword("ayse", "parola")).toBe(false);
    expect(local.getItem("access_token")).toBeNull();
    expect(sessionState.error?.context).toBe("LOGIN");
  });
});

describe("logout", () => {
  it("clears local state at once and tells the server with the old token; a server failure is only logged", async () => {
    storeTokens("acc", "ref");
    storeUser(user);
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("offline"));
    vi.stubGlobal("fetch", fetchMock);
    const done = logout();
    expect(sessionState.access).toBeNull();
    expect(local.getItem("user")).toBeNull();
    await done;
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/accounts/me/logout/");
    expect((init.headers as Record<string, string>)["Authorization"]).toBe("Bearer acc");
    expect(errorLog).toHaveBeenCalled();
    errorLog.mockRestore();
  });
});

describe("Google sign-in return", () => {
  it("reads the tokens from the fragment", () => {
    expect(tokensFromFragment("#access=a.b.c&refresh=d.e.f")).toEqual({ access: "a.b.c", refresh: "d.e.f" });
    expect(tokensFromFragment("#access=a")).toBeNull();
    expect(tokensFromFragment("")).toBeNull();
  });
});
