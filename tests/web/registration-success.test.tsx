/**
 * After a registration: in the login / registration modal and on the /register page the success
 * stays until the user acts ('Anladım' goes home; Escape closes it). The earlier 1.5 s self-closing of the modal was
 * too short to read, so it is gone. Fake timers let a minute pass in no time.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthModal } from "@web/features/auth/components/auth-modal.tsx";
import { RegisterPage } from "@web/features/auth/components/register-page.tsx";
import { authModalState, closeAuthModal } from "@web/features/auth/modal-state.ts";
import { clearSession } from "@web/lib/session/session.ts";
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
  /** Opens the modal on the registration form inside a router with a home page. */
  function renderModal() {
    authModalState.mode = "register";
    authModalState.open = true;
    render(
      <MemoryRouter initialEntries={["/hesaplama/sera"]}>
        <Routes>
          <Route path="/hesaplama/sera" element={<h1>Sera</h1>} />
          <Route path="/" element={<h1>Ana sayfa</h1>} />
        </Routes>
        <AuthModal />
      </MemoryRouter>,
    );
  }

  it("in the modal: stays open long after 1.5 s until 'Anladım', which goes home", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderModal();
    await register(user);
    const dialog = screen.getByRole("dialog", { name: "Kayıt Talebiniz Alındı!" });
    expect(dialog).toHaveTextContent("yönetici onayına gönderildi");
    await later(60_000);
    expect(dialog).toBeVisible();
    expect(authModalState.open).toBe(true);
    await user.click(screen.getByRole("button", { name: "Anladım" }));
    expect(authModalState.open).toBe(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Ana sayfa" })).toBeInTheDocument();
  });

  it("in the modal: Escape closes the success and stays on the page", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderModal();
    await register(user);
    const dialog = screen.getByRole("dialog", { name: "Kayıt Talebiniz Alındı!" });
    await later(10_000);
    expect(dialog).toBeVisible();
    await user.keyboard("{Escape}");
    expect(authModalState.open).toBe(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sera" })).toBeInTheDocument();
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
