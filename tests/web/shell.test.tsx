/**
 * The shell (web/src/app/layout.tsx, shell spec §2, §4, §9) in jsdom: the offline banner follows the browser's
 * online / offline events, and a logout in another tab (the shared local storage) logs this tab out at the next
 * 1 s comparison (fake timers).
 */
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Layout, OFFLINE_MESSAGE } from "../../web/src/app/layout.tsx";
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

describe("offline banner", () => {
  it("appears while the browser is offline and goes when it is back online", async () => {
    const online = vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
    showShell();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    online.mockReturnValue(false);
    await act(async () => void window.dispatchEvent(new Event("offline")));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "İnternet bağlantınız kesildi. Lütfen bağlantınızı kontrol edin.",
    );
    online.mockReturnValue(true);
    await act(async () => void window.dispatchEvent(new Event("online")));
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
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
    stubApi({ "GET /api/accounts/me/": () => ({ body: USER }) });
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
