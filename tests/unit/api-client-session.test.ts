/** The API client's session handling: bearer token, one shared refresh-and-retry, session end. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, apiRequest, SESSION_EXPIRED_MESSAGE } from "@web/lib/api/api-client.ts";
import { clearSession, sessionState, STORAGE_KEYS } from "@web/lib/session/session.ts";
import { MemoryStorage } from "../fixtures/memory-storage.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const expired = () =>
  json(401, { success: false, code: "token_invalid", detail: "Oturum süresi dolmuş. Lütfen tekrar giriş yapın." });

type Call = { url: string; auth: string | null; body: string | null };

let local: MemoryStorage;
let calls: Call[];
let alertMock: ReturnType<typeof vi.fn>;
let assignMock: ReturnType<typeof vi.fn>;

/** A fake server: `/api/token/refresh/` by `refresh`, everything else by `other`. */
function serve(
  refresh: (body: { refresh: string }) => Response | Promise<Response>,
  other: (auth: string | null, url: string) => Response,
) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call = {
      url,
      auth: headers["Authorization"] ?? null,
      body: typeof init.body === "string" ? init.body : null,
    };
    calls.push(call);
    if (url === "/api/token/refresh/") return refresh(JSON.parse(call.body ?? "{}") as { refresh: string });
    return other(call.auth, url);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function login(access = "eski-erisim", refresh = "yenileme-1") {
  local.setItem(STORAGE_KEYS.access, access);
  local.setItem(STORAGE_KEYS.token, access);
  local.setItem(STORAGE_KEYS.refresh, refresh);
  local.setItem(STORAGE_KEYS.user, JSON.stringify({ username: "ayse" }));
  sessionState.access = access;
}

beforeEach(() => {
  local = new MemoryStorage();
  calls = [];
  alertMock = vi.fn();
  assignMock = vi.fn();
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  vi.stubGlobal("location", { pathname: "/hesaplama/sera", search: "", protocol: "http:" });
  vi.stubGlobal("window", { alert: alertMock, location: { assign: assignMock } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionState.access = null;
  sessionState.user = null;
});

describe("bearer token", () => {
  it("sends the stored access token as a bearer header", async () => {
    login("erisim-123");
    serve(
      () => json(500, {}),
      () => json(200, { id: 1 }),
    );
    await apiRequest("/accounts/me/");
    expect(calls).toEqual([{ url: "/api/accounts/me/", auth: "Bearer erisim-123", body: null }]);
  });

  it("sends no authorization header when no token is stored", async () => {
    serve(
      () => json(500, {}),
      () => json(200, {}),
    );
    await apiRequest("/health/");
    expect(calls[0]?.auth).toBeNull();
  });

  it("never adds the stored token to the login call itself", async () => {
    login("erisim-123");
    serve(
      () => json(500, {}),
      () => json(401, { code: "invalid_credentials", detail: "Kullanıcı adı veya şifre hatalı." }),
    );
    const err = await apiRequest("/token/", { method: "POST", body: "{}" }).catch((e: unknown) => e);
    expect((err as ApiClientError).message).toBe("Kullanıcı adı veya şifre hatalı.");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.auth).toBeNull();
  });
});

describe("401 → refresh → retry once", () => {
  it("exchanges the refresh token, stores both new tokens and repeats the request with the new one", async () => {
    login("eski-erisim", "yenileme-1");
    serve(
      ({ refresh }) =>
        refresh === "yenileme-1" ? json(200, { access: "yeni-erisim", refresh: "yenileme-2" }) : json(401, {}),
      (auth) => (auth === "Bearer yeni-erisim" ? json(200, { username: "ayse" }) : expired()),
    );
    await expect(apiRequest("/accounts/me/")).resolves.toEqual({ username: "ayse" });
    expect(calls.map((c) => c.url)).toEqual(["/api/accounts/me/", "/api/token/refresh/", "/api/accounts/me/"]);
    expect(calls[1]?.body).toBe(JSON.stringify({ refresh: "yenileme-1" }));
    expect(local.getItem("access_token")).toBe("yeni-erisim");
    expect(local.getItem("token")).toBe("yeni-erisim");
    expect(local.getItem("refresh_token")).toBe("yenileme-2");
    expect(sessionState.access).toBe("yeni-erisim");
    expect(alertMock).not.toHaveBeenCalled();
  });

  it("retries only once: a second 401 after a successful refresh is returned as an error", async () => {
    login();
    serve(
      () => json(200, { access: "yeni", refresh: "r2" }),
      () => expired(),
    );
    const err = await apiRequest("/accounts/me/").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect((err as ApiClientError).kind).toBe("AUTH_ERROR");
    expect(calls.map((c) => c.url)).toEqual(["/api/accounts/me/", "/api/token/refresh/", "/api/accounts/me/"]);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it("shares one refresh between concurrent 401s", async () => {
    login("eski", "r1");
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    serve(
      async () => {
        await gate;
        return json(200, { access: "yeni", refresh: "r2" });
      },
      (auth, url) => (auth === "Bearer yeni" ? json(200, { url }) : expired()),
    );
    const all = Promise.all([apiRequest("/a/"), apiRequest("/b/"), apiRequest("/c/")]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url === "/api/token/refresh/")).toHaveLength(1));
    release();
    await expect(all).resolves.toEqual([{ url: "/api/a/" }, { url: "/api/b/" }, { url: "/api/c/" }]);
    expect(calls.filter((c) => c.url === "/api/token/refresh/")).toHaveLength(1);
    expect(calls.filter((c) => c.auth === "Bearer yeni")).toHaveLength(3);
  });

  it("does not refresh for a wrong password on an authenticated call", async () => {
    login();
    serve(
      () => json(200, { access: "yeni", refresh: "r2" }),
      () => json(401, { code: "invalid_credentials", detail: "Kullanıcı adı veya şifre hatalı." }),
    );
    await expect(apiRequest("/accounts/me/delete-account/", { method: "DELETE", body: "{}" })).rejects.toBeInstanceOf(
      ApiClientError,
    );
    expect(calls.map((c) => c.url)).toEqual(["/api/accounts/me/delete-account/"]);
  });
});

describe("refresh failure", () => {
  it("clears every stored session value, alerts the Turkish message and goes to /login", async () => {
    login();
    serve(
      () => json(401, { code: "token_invalid" }),
      () => expired(),
    );
    const err = await apiRequest("/accounts/me/").catch((e: unknown) => e);
    expect((err as ApiClientError).kind).toBe("AUTH_ERROR");
    for (const key of ["access_token", "refresh_token", "token", "user"]) expect(local.getItem(key)).toBeNull();
    expect(sessionState.access).toBeNull();
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(alertMock).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(SESSION_EXPIRED_MESSAGE).toBe("Oturumunuz sona erdi. Lütfen tekrar giriş yapın.");
    expect(assignMock).toHaveBeenCalledWith("/login");
    // The page the user was on is kept as the return URL.
    expect(sessionStorage.getItem("auth_return_url")).toBe("/hesaplama/sera");
  });

  it("ends the session once for concurrent failures", async () => {
    login();
    serve(
      () => json(401, {}),
      () => expired(),
    );
    await Promise.all([apiRequest("/a/").catch(() => null), apiRequest("/b/").catch(() => null)]);
    expect(calls.filter((c) => c.url === "/api/token/refresh/")).toHaveLength(1);
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(assignMock).toHaveBeenCalledTimes(1);
  });

  it("ends the session when no refresh token is stored", async () => {
    login();
    local.removeItem("refresh_token");
    serve(
      () => json(200, { access: "x", refresh: "y" }),
      () => expired(),
    );
    await apiRequest("/accounts/me/").catch(() => null);
    expect(calls.map((c) => c.url)).toEqual(["/api/accounts/me/"]);
    expect(alertMock).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(local.getItem("access_token")).toBeNull();
  });

  it("treats an unreachable refresh endpoint as a failed refresh", async () => {
    login();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/token/refresh/") throw new TypeError("Failed to fetch");
        return expired();
      }),
    );
    await apiRequest("/accounts/me/").catch(() => null);
    expect(assignMock).toHaveBeenCalledWith("/login");
  });
});

describe("logout while a request or a refresh runs", () => {
  it("neither stores the refreshed tokens nor alerts when the session was cleared during the exchange", async () => {
    login();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    serve(
      async () => {
        await gate;
        return json(401, { code: "token_invalid" });
      },
      () => expired(),
    );
    const pending = apiRequest("/accounts/me/").catch((e: unknown) => e);
    await vi.waitFor(() => expect(calls.some((c) => c.url === "/api/token/refresh/")).toBe(true));
    clearSession();
    release();
    expect(await pending).toBeInstanceOf(ApiClientError);
    expect(local.getItem("access_token")).toBeNull();
    expect(alertMock).not.toHaveBeenCalled();
    expect(assignMock).not.toHaveBeenCalled();
  });

  it("does not refresh a 401 that arrives after the logout", async () => {
    login();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        calls.push({ url, auth: null, body: null });
        await gate;
        return expired();
      }),
    );
    const pending = apiRequest("/accounts/me/").catch((e: unknown) => e);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    clearSession();
    release();
    expect(((await pending) as ApiClientError).kind).toBe("AUTH_ERROR");
    expect(calls).toHaveLength(1);
    expect(alertMock).not.toHaveBeenCalled();
  });
});

describe("offline", () => {
  it("fails with NETWORK_ERROR without calling the server when the browser is offline", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const fetchMock = serve(
      () => json(200, {}),
      () => json(200, {}),
    );
    const err = await apiRequest("/health/").catch((e: unknown) => e);
    expect((err as ApiClientError).kind).toBe("NETWORK_ERROR");
    expect((err as ApiClientError).message).toBe("Bağlantı sorunu yaşanıyor. İnternet bağlantınızı kontrol edin.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("server error details", () => {
  it("keeps the server's code and text next to the catalogue message", async () => {
    serve(
      () => json(200, {}),
      () => json(429, { code: "rate_limited", detail: "Çok fazla kayıt denemesi yapıyorsunuz." }),
    );
    const err = (await apiRequest("/accounts/register/", { method: "POST", body: "{}" }).catch(
      (e: unknown) => e,
    )) as ApiClientError;
    expect(err.kind).toBe("RATE_LIMIT_ERROR");
    expect(err.message).toBe("Çok fazla deneme yapıldı. Lütfen biraz bekleyin.");
    expect(err.code).toBe("rate_limited");
    expect(err.detail).toBe("Çok fazla kayıt denemesi yapıyorsunuz.");
  });
});
