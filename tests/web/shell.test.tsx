/**
 * The shell (web/src/app/layout.tsx, shell spec §2, §4, §9) in jsdom: the offline banner follows the browser's
 * online / offline events, and a logout in another tab (the shared local storage) logs this tab out at the next
 * 1 s comparison (fake timers).
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Layout, OFFLINE_MESSAGE } from "../../web/src/app/layout.tsx";
import { checkHealth, HEALTH_CHECK_FAILED, HEALTH_RETRY_MS } from "../../web/src/lib/health.ts";
import { clearSession, SESSION_SYNC_MS, storeTokens, storeUser, type SessionUser } from "../../web/src/lib/session.ts";
import { stubApi } from "./api-stub.ts";
import { clearRuleSets, loadRepoRuleSet } from "./rules.ts";

const USER: SessionUser = {
  id: 7,
  username: "ciftci",
  email: "ciftci@ornek.com",
  first_name: "",
  last_name: "",
  is_active: true,
  email_verified: true,
  role: "user",
  profile: { created_at: "2026-03-01T10:00:00.000Z" },
};

function showShell() {
  render(
    <MemoryRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<h1>Ana sayfa</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const header = () => screen.getByRole("banner");

beforeEach(() => {
  loadRepoRuleSet();
  clearSession();
});
afterEach(() => {
  clearSession();
  clearRuleSets();
});

const HEALTHY = {
  body: { success: true, status: "ok", database: "ok", time: "2026-11-25T00:00:00.000Z", google_sign_in: false },
};

describe("offline banner", () => {
  it("appears while the browser is offline and goes when it is back online (and the server answers)", async () => {
    const api = stubApi({ "GET /api/health/": () => HEALTHY });
    const online = vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
    showShell();
    await waitFor(() => expect(api.callsOf("GET /api/health/")).toHaveLength(1));
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    online.mockReturnValue(false);
    await act(async () => void window.dispatchEvent(new Event("offline")));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "İnternet bağlantınız kesildi. Lütfen bağlantınızı kontrol edin.",
    );
    online.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument());
    expect(api.callsOf("GET /api/health/")).toHaveLength(2);
  });

  it("says 'Sunucuya bağlanılamadı' while the health check fails, with the server's detail, and asks again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer: "down" | "network-error" | "up" = "down";
      const api = stubApi({
        "GET /api/health/": () =>
          answer === "down"
            ? {
                status: 503,
                body: { success: false, code: "service_unavailable", detail: "Veritabanı yanıt vermiyor." },
              }
            : answer === "network-error"
              ? "network-error"
              : HEALTHY,
      });
      vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
      showShell();
      await waitFor(() =>
        expect(screen.getByRole("alert")).toHaveTextContent("Sunucuya bağlanılamadı. Veritabanı yanıt vermiyor."),
      );
      answer = "network-error";
      await act(async () => void vi.advanceTimersByTime(HEALTH_RETRY_MS));
      await waitFor(() => expect(api.callsOf("GET /api/health/")).toHaveLength(2));
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(/^Sunucuya bağlanılamadı\.$/));
      answer = "up";
      await act(async () => void vi.advanceTimersByTime(HEALTH_RETRY_MS));
      await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
      expect(api.callsOf("GET /api/health/")).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the failure as detail, else message, else 'Health check failed'; a success says if Google sign-in is offered", async () => {
    stubApi({ "GET /api/health/": () => ({ status: 500, body: { message: "Bakımda" } }) });
    await expect(checkHealth()).resolves.toEqual({ ok: false, message: "Bakımda", fromServer: true });
    stubApi({ "GET /api/health/": () => ({ status: 502, body: {} }) });
    await expect(checkHealth()).resolves.toEqual({ ok: false, message: HEALTH_CHECK_FAILED, fromServer: false });
    stubApi({ "GET /api/health/": () => "network-error" });
    await expect(checkHealth()).resolves.toEqual({ ok: false, message: "Sunucuya bağlanılamadı", fromServer: false });
    stubApi({ "GET /api/health/": () => HEALTHY });
    await expect(checkHealth()).resolves.toEqual({ ok: true, googleSignIn: false });
    stubApi({ "GET /api/health/": () => ({ body: { ...HEALTHY.body, google_sign_in: true } }) });
    await expect(checkHealth()).resolves.toEqual({ ok: true, googleSignIn: true });
  });

  it("is there from the start when the page opens offline", () => {
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    showShell();
    expect(screen.getByRole("alert")).toHaveTextContent(OFFLINE_MESSAGE);
  });
});

describe("session across tabs", () => {
  it("logs this tab out within a second of another tab's logout", async () => {
    vi.useFakeTimers();
    stubApi({ "GET /api/accounts/me/": () => ({ body: USER }), "GET /api/health/": () => HEALTHY });
    storeTokens("ey.erisim", "yenileme");
    storeUser(USER);
    showShell();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(header()).toHaveTextContent(USER.email);

    // The other tab's logout: the shared storage is emptied.
    for (const key of ["access_token", "refresh_token", "token", "user"]) localStorage.removeItem(key);
    expect(SESSION_SYNC_MS).toBe(1_000);
    await act(() => vi.advanceTimersByTimeAsync(SESSION_SYNC_MS));
    expect(header()).not.toHaveTextContent(USER.email);
    expect(screen.getByRole("button", { name: "Giriş Yap" })).toBeInTheDocument();
  });
});
