/**
 * After a registration (shell spec §2): in the login / registration modal the success closes by itself after
 * 1.5 s; on the /register page it stays until 'Anladım', which goes home. Fake timers make both exact.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthModal, REGISTER_MODAL_CLOSE_MS } from "../../web/src/features/auth/components/auth-modal.tsx";
import { RegisterPage } from "../../web/src/features/auth/components/register-page.tsx";
import { authModalState, closeAuthModal } from "../../web/src/features/auth/modal-state.ts";
import { clearSession } from "../../web/src/lib/session.ts";
import { stubApi } from "./api-stub.ts";

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Fills the registration form, lets the live checks answer and submits it. */
async function register(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Kullanıcı adı"), "yeni_ciftci");
  await user.type(screen.getByLabelText("E-posta adresi"), "yeni@ornek.com");
  await later(500);
  await user.click(screen.getByRole("button", { name: "Kayıt Ol" }));
  await later(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  clearSession();
  stubApi({
    "POST /api/accounts/check-username/": () => ({ body: { is_unique: true } }),
    "POST /api/accounts/check-email/": () => ({ body: { is_unique: true } }),
    "POST /api/accounts/register/": () => ({ status: 201, body: { success: true, message: "" } }),
  });
});
afterEach(() => closeAuthModal());

describe("registration success", () => {
  it("in the modal: closes by itself 1.5 s after it is shown, not before", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    authModalState.mode = "register";
    authModalState.open = true;
    render(
      <MemoryRouter>
        <AuthModal />
      </MemoryRouter>,
    );
    await register(user);
    const dialog = screen.getByRole("dialog", { name: "Kayıt Talebiniz Alındı!" });
    expect(dialog).toHaveTextContent("yönetici onayına gönderildi");
    expect(REGISTER_MODAL_CLOSE_MS).toBe(1_500);
    await later(1_499);
    expect(dialog).toBeVisible();
    await later(1);
    expect(authModalState.open).toBe(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("on the /register page: stays until 'Anladım', which goes home", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <MemoryRouter initialEntries={["/register"]}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/" element={<h1>Ana sayfa</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await register(user);
    const dialog = screen.getByRole("dialog", { name: "Kayıt Talebiniz Alındı!" });
    await later(60_000);
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Anladım" }));
    expect(screen.getByRole("heading", { name: "Ana sayfa" })).toBeInTheDocument();
  });
});
