/**
 * 'Profilim' (web/src/features/account/components/account-page.tsx): the page shows the stored user at once and
 * fetches a fresh copy; when that copy answers late, while the user is already typing, the typing survives. A
 * deleted account ends the session and lands on the home page, not on the login page the logged-out profile
 * page redirects to.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AccountPage } from "@web/features/account/components/account-page.tsx";
import { queryClient } from "@web/lib/query-client.ts";
import {
  clearSession,
  CURRENT_USER_KEY,
  sessionState,
  storeTokens,
  storeUser,
  type SessionUser,
} from "@web/lib/session/session.ts";
import { heldAnswer, stubApi } from "./api-stub.ts";

const USER: SessionUser = {
  id: 12,
  username: "profil_masaustu",
  email: "profil@ornek.com",
  first_name: "",
  last_name: "",
  is_active: true,
  email_verified: true,
  role: "user",
  profile: { created_at: "2026-03-01T10:00:00.000Z" },
};

beforeEach(() => {
  clearSession();
  storeTokens("ey.erisim", "yenileme");
  storeUser(USER);
  // The page's user fetch is due (as after a reload).
  void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY, refetchType: "none" });
});
afterEach(() => clearSession());

describe("profile page", () => {
  it("keeps what the user typed when the page's user fetch answers afterwards", async () => {
    const me = heldAnswer({ body: USER });
    stubApi({ "GET /api/accounts/me/": me.route });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AccountPage />
      </MemoryRouter>,
    );
    const basics = screen.getByRole("form", { name: "Temel bilgiler" });
    expect(within(basics).getByLabelText("Kullanıcı adı")).toHaveValue(USER.username);
    await me.asked;
    await user.type(within(basics).getByLabelText("Ad"), "Ayşe");
    await user.type(within(basics).getByLabelText("Soyad"), "Yılmaz");
    await act(async () => me.release());
    await waitFor(() => expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(false));
    expect(within(basics).getByLabelText("Ad")).toHaveValue("Ayşe");
    expect(within(basics).getByLabelText("Soyad")).toHaveValue("Yılmaz");
  });

  it("after the deletion goes home with the session ended, not to the login page", async () => {
    const me = heldAnswer({ body: USER });
    const api = stubApi({
      "GET /api/accounts/me/": me.route,
      "DELETE /api/accounts/me/delete-account/": () => ({ body: { success: true, message: "Hesabınız silindi." } }),
    });
    const router = createMemoryRouter(
      [
        { path: "/", element: <p>Ana sayfa</p> },
        { path: "/login", element: <p>Giriş sayfası</p> },
        { path: "/account", element: <AccountPage /> },
      ],
      { initialEntries: ["/account"] },
    );
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    await me.asked;
    await user.click(screen.getByRole("button", { name: "Hesabımı Sil" }));
    await user.click(screen.getByRole("button", { name: "Evet, Devam Et" }));
    await user.type(screen.getByLabelText("Şifreniz"), "dogru-parola-123");
    await user.click(screen.getByRole("button", { name: "Hesabımı Kalıcı Olarak Sil" }));
    await screen.findByText("Ana sayfa", {}, { timeout: 3_000 });
    expect(router.state.location.pathname).toBe("/");
    expect(api.callsOf("DELETE /api/accounts/me/delete-account/")).toHaveLength(1);
    expect(sessionState.access).toBeNull();
    await act(async () => me.release());
    expect(router.state.location.pathname).toBe("/");
    expect(screen.queryByText("Giriş sayfası")).toBeNull();
  });
});
