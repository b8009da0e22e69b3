/**
 * The password link pages (/reset-password/{uid}/{token} and /set-password/{uid}/{token}): the checks in order
 * (filled, equal, 10+ characters) before any request, the server's refusal, and the move to /login exactly 3 s
 * after the success (fake timers). Without uid and token: the invalid-link card.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_CATALOGUE } from "@worker/core/contracts/errors.ts";
import { ResetPasswordPage, SetPasswordPage } from "@web/features/account/components/reset-password-page.tsx";
import { errorBody, stubApi } from "./api-stub.ts";

function show(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/reset-password/:uid/:token" element={<ResetPasswordPage />} />
        <Route path="/set-password/:uid/:token" element={<SetPasswordPage />} />
        <Route path="/login" element={<h1>Giriş sayfası</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const fill = async (password: string, repeat: string, button = "Şifreyi Değiştir") => {
    await user.clear(screen.getByLabelText("Yeni Şifre"));
    await user.clear(screen.getByLabelText("Şifre Tekrar"));
    if (password) await user.type(screen.getByLabelText("Yeni Şifre"), password);
    if (repeat) await user.type(screen.getByLabelText("Şifre Tekrar"), repeat);
    await user.click(screen.getByRole("button", { name: button }));
    await act(() => vi.advanceTimersByTimeAsync(0));
  };
  return { fill };
}

beforeEach(() => vi.useFakeTimers());

describe("password link pages", () => {
  it("checks in order — filled, equal, 10+ characters — before asking the server", async () => {
    const api = stubApi({});
    const { fill } = show("/reset-password/MQ/jeton");
    await fill("", "abc");
    expect(screen.getByRole("alert")).toHaveTextContent("Tüm alanları doldurun");
    await fill("ab", "abc");
    expect(screen.getByRole("alert")).toHaveTextContent("Şifreler eşleşmiyor");
    await fill("abc", "abc");
    expect(screen.getByRole("alert")).toHaveTextContent("Şifre en az 10 karakter olmalıdır.");
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const weak = ERROR_CATALOGUE.weak_password.detail;
    stubApi({ "POST /api/accounts/reset-password/": () => ({ status: 400, body: errorBody("weak_password", weak) }) });
    const { fill } = show("/reset-password/MQ/jeton");
    await fill("Password2024!", "Password2024!");
    expect(screen.getByRole("alert")).toHaveTextContent(weak);
    expect(screen.getByRole("button", { name: "Şifreyi Değiştir" })).toBeEnabled();
  });

  it("after the success goes to /login exactly 3 s later", async () => {
    const api = stubApi({
      "POST /api/accounts/reset-password/": () => ({ body: { success: true, message: "Şifreniz değiştirildi." } }),
    });
    const { fill } = show("/reset-password/MQ/jeton");
    await fill("Yeni-Parola-Kapisi-1", "Yeni-Parola-Kapisi-1");
    expect(api.callsOf("POST /api/accounts/reset-password/").map((c) => c.body)).toEqual([
      { uid: "MQ", token: "jeton", new_password: "Yeni-Parola-Kapisi-1" },
    ]);
    expect(screen.getByText("Giriş sayfasına yönlendiriliyorsunuz...")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(screen.queryByRole("heading", { name: "Giriş sayfası" })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole("heading", { name: "Giriş sayfası" })).toBeInTheDocument();
  });

  it("the set-password page (a link from the approval mail) does the same with its own call and words", async () => {
    stubApi({ "POST /api/accounts/set-password/": () => ({ body: { success: true, message: "" } }) });
    const { fill } = show("/set-password/Mg/jeton");
    expect(screen.getByRole("heading", { name: "Şifrenizi Belirleyin" })).toBeInTheDocument();
    await fill("Zeytin dalı 7 yeşil", "Zeytin dalı 7 yeşil", "Şifreyi Belirle");
    expect(screen.getByRole("heading", { name: "Şifreniz Belirlendi" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByRole("heading", { name: "Giriş sayfası" })).toBeInTheDocument();
  });

  it("without uid and token: the invalid-link card with the way to a new request", () => {
    show("/reset-password");
    expect(screen.getByRole("heading", { name: "Geçersiz Link" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Yeni Şifre Sıfırlama Talebi" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });
});
