/**
 * The login form (web/src/features/auth/components/login-form.tsx): the username or the e-mail address and the
 * password, both required with their messages, the server's answer for a passive account with the mailbox hint, a stored session on
 * success, the way to the forgot-password page, and the Google button only when the server's health answer offers
 * Google sign-in.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_CATALOGUE } from "@worker/core/contracts/errors.ts";
import { LoginForm } from "@web/features/auth/components/login-form.tsx";
import { watchNetworkStatus } from "@web/app/health.ts";
import { clearSession, sessionState } from "@web/lib/session/session.ts";
import { errorBody, stubApi, type ApiStub } from "./api-stub.ts";

let api: ApiStub;

function show(routes: Parameters<typeof stubApi>[0]) {
  api = stubApi(routes);
  const onSuccess = vi.fn();
  render(
    <MemoryRouter>
      <LoginForm onSuccess={onSuccess} switchControl={null} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const login = async (username: string, password: string) => {
    if (username) await user.type(screen.getByLabelText("Kullanıcı adı veya e-posta"), username);
    if (password) await user.type(screen.getByLabelText("Şifre"), password);
    await user.click(screen.getByRole("button", { name: "Giriş Yap" }));
    await act(async () => {});
  };
  return { onSuccess, login };
}

beforeEach(() => clearSession());
afterEach(() => {
  clearSession();
  sessionState.googleSignIn = false;
});

describe("login form", () => {
  it("asks for both fields with their required-field messages, without a request", async () => {
    const f = show({});
    await f.login("", "");
    expect(screen.getByLabelText("Kullanıcı adı veya e-posta")).toHaveAccessibleDescription(
      "Kullanıcı adı veya e-posta gereklidir.",
    );
    expect(screen.getByLabelText("Şifre")).toHaveAccessibleDescription("Şifre gereklidir.");
    expect(api.calls).toEqual([]);
  });

  it("tells a passive account to check the mailbox", async () => {
    const f = show({
      "POST /api/token/": () => ({
        status: 401,
        body: errorBody("account_inactive", ERROR_CATALOGUE.account_inactive.detail),
      }),
    });
    await f.login("bahce", "Kiraz-Agaci-Golge-5");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Hesabınız henüz yönetici tarafından onaylanmadı. E-posta kutunuzu kontrol edin.",
    );
    expect(f.onSuccess).not.toHaveBeenCalled();
    expect(sessionState.access).toBeNull();
  });

  it("stores the session and reports success", async () => {
    const f = show({
      "POST /api/token/": () => ({ body: { access: "ey.erisim", refresh: "yenileme" } }),
      "GET /api/accounts/me/": () => ({ body: { id: 3, username: "uye", email: "uye@ornek.com" } }),
    });
    await f.login(" uye ", "Bahar-Yagmuru-31");
    expect(api.callsOf("POST /api/token/").map((c) => c.body)).toEqual([
      { username: "uye", password: "Bahar-Yagmuru-31" },
    ]);
    expect(f.onSuccess).toHaveBeenCalledOnce();
    expect(sessionState.access).toBe("ey.erisim");
    expect(sessionState.user?.email).toBe("uye@ornek.com");
  });

  it("takes the e-mail address the header shows in the same field, and sends it as typed (trimmed)", async () => {
    const f = show({
      "POST /api/token/": () => ({ body: { access: "ey.erisim", refresh: "yenileme" } }),
      "GET /api/accounts/me/": () => ({ body: { id: 3, username: "uye", email: "uye@ornek.com" } }),
    });
    await f.login(" Uye@Ornek.com ", "Bahar-Yagmuru-31");
    expect(api.callsOf("POST /api/token/").map((c) => c.body)).toEqual([
      { username: "Uye@Ornek.com", password: "Bahar-Yagmuru-31" },
    ]);
    expect(f.onSuccess).toHaveBeenCalledOnce();
  });

  it("leads to the forgot-password page", () => {
    show({});
    expect(screen.getByRole("link", { name: "Şifremi unuttum" })).toHaveAttribute("href", "/forgot-password");
  });
});

describe("Google sign-in button", () => {
  const health = (googleSignIn: boolean) => ({
    body: {
      success: true,
      status: "ok",
      database: "ok",
      time: "2026-11-25T00:00:00.000Z",
      google_sign_in: googleSignIn,
    },
  });

  /** The shell's start: the health check (which says what the server offers), then the form. */
  async function showAfterHealth(googleSignIn: boolean) {
    vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(true);
    const f = show({ "GET /api/health/": () => health(googleSignIn) });
    const stop = watchNetworkStatus();
    await waitFor(() => expect(api.callsOf("GET /api/health/")).toHaveLength(1));
    await act(async () => {});
    stop();
    return f;
  }

  it("is not there at all when the server has no Google sign-in configured (it would answer 503)", async () => {
    await showAfterHealth(false);
    expect(screen.getByRole("button", { name: "Giriş Yap" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Google ile Giriş Yap/ })).not.toBeInTheDocument();
    expect(screen.queryByText("veya")).not.toBeInTheDocument();
  });

  it("is not there before the server has said anything", () => {
    show({});
    expect(screen.queryByRole("button", { name: /Google ile Giriş Yap/ })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("appears when the server offers Google sign-in", async () => {
    await showAfterHealth(true);
    expect(await screen.findByRole("button", { name: /Google ile Giriş Yap/ })).toBeEnabled();
  });
});
