/**
 * The shell (web/src/app/layout.tsx) in jsdom: the offline banner follows the browser's
 * online / offline events, and a logout in another tab (the shared local storage) logs this tab out at the next
 * 1 s comparison (fake timers).
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Layout, OFFLINE_MESSAGE } from "@web/app/layout.tsx";
import { apiRequest } from "@web/lib/api/api-client.ts";
import { checkHealth, HEALTH_CHECK_FAILED } from "@web/app/health.ts";
import { clearSession, SESSION_SYNC_MS, storeTokens, storeUser, type SessionUser } from "@web/lib/session/session.ts";
import { errorBody, heldAnswer, stubApi } from "./api-stub.ts";
import { loadRepoRuleSet } from "./rules.ts";

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
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  loadRepoRuleSet();
  clearSession();
});
afterEach(() => {
  clearSession();
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
      "İnternet bağlantınız kesildi. Hesaplamalar bu cihazda yapılmaya devam eder; kayıtlar bağlantı gelince gönderilir.",
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
      await act(async () => void vi.advanceTimersByTime(2_000));
      await waitFor(() => expect(api.callsOf("GET /api/health/")).toHaveLength(2));
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(/^Sunucuya bağlanılamadı\.$/));
      answer = "up";
      await act(async () => void vi.advanceTimersByTime(4_000));
      await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
      expect(api.callsOf("GET /api/health/")).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks again 2 s after a failure, then 4, 8 and every 10 s; the banner goes at the first check that passes", async () => {
    vi.useFakeTimers();
    let up = false;
    const api = stubApi({ "GET /api/health/": () => (up ? HEALTHY : "network-error") });
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
    showShell();
    await later(0);
    expect(screen.getByRole("alert")).toHaveTextContent(/^Sunucuya bağlanılamadı\.$/);
    const checks = () => api.callsOf("GET /api/health/").length;
    expect(checks()).toBe(1);
    for (const wait of [2_000, 4_000, 8_000, 10_000, 10_000]) {
      const before = checks();
      await later(wait - 1);
      expect(checks()).toBe(before);
      await later(1);
      expect(checks()).toBe(before + 1);
    }
    expect(screen.getByRole("alert")).toHaveTextContent(/^Sunucuya bağlanılamadı\.$/);
    up = true;
    await later(10_000);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("goes 2 s after a short outage ends, not half a minute later", async () => {
    vi.useFakeTimers();
    let up = false;
    stubApi({ "GET /api/health/": () => (up ? HEALTHY : "network-error") });
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
    showShell();
    await later(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Sunucuya bağlanılamadı");
    up = true;
    await later(2_000);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("goes at once when any other API request succeeds after the server could not be reached", async () => {
    vi.useFakeTimers();
    const api = stubApi({
      "GET /api/health/": () => "network-error",
      "GET /api/rules/": () => ({ body: { success: true } }),
    });
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
    showShell();
    await later(0);
    expect(screen.getByRole("alert")).toHaveTextContent("Sunucuya bağlanılamadı");
    await act(() => apiRequest("/rules/"));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(api.callsOf("GET /api/health/")).toHaveLength(1);
  });

  it("does not show the banner when another request got through while a failing check was under way", async () => {
    vi.useFakeTimers();
    // A gateway's bare 502: the server itself said nothing, so it counts as not reached.
    const health = heldAnswer({ status: 502, body: {} });
    stubApi({ "GET /api/health/": health.route, "GET /api/rules/": () => ({ body: { success: true } }) });
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
    showShell();
    await health.asked;
    await act(() => apiRequest("/rules/"));
    health.release();
    await later(0);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps a problem the server reported while other requests succeed, until its own check passes", async () => {
    vi.useFakeTimers();
    let up = false;
    stubApi({
      "GET /api/health/": () =>
        up ? HEALTHY : { status: 503, body: errorBody("service_unavailable", "Veritabanı yanıt vermiyor.") },
      "GET /api/rules/": () => ({ body: { success: true } }),
    });
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
    showShell();
    await later(0);
    const banner = "Sunucuya bağlanılamadı. Veritabanı yanıt vermiyor.";
    expect(screen.getByRole("alert")).toHaveTextContent(banner);
    await act(() => apiRequest("/rules/"));
    expect(screen.getByRole("alert")).toHaveTextContent(banner);
    up = true;
    await later(2_000);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
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

  it("is there from the start when the page opens offline", async () => {
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    showShell();
    // The shell's start-up sets the status; the banner follows in the same task (before the browser paints).
    expect(await screen.findByRole("alert", {}, { timeout: 1_000 })).toHaveTextContent(OFFLINE_MESSAGE);
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
