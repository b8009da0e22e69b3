/**
 * Registration (web/src/features/auth/components/register-form.tsx): the local rules with
 * their messages, the live uniqueness check 500 ms after typing stops (fake timers), the submit that waits for it,
 * and the server's answers — all without a server (a stubbed fetch).
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_CATALOGUE } from "@worker/core/contracts/errors.ts";
import { RegisterForm } from "@web/features/auth/components/register-form.tsx";
import { clearSession } from "@web/lib/session/session.ts";
import { errorBody, stubApi, type ApiCall } from "./api-stub.ts";

const unique = () => ({ body: { is_unique: true } });
const TAKEN = "Bu değer zaten kullanılıyor";

function setup(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    "POST /api/accounts/check-username/": unique,
    "POST /api/accounts/check-email/": unique,
    ...routes,
  });
  const onSuccess = vi.fn();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<RegisterForm onSuccess={onSuccess} switchControl={null} />);
  return {
    api,
    onSuccess,
    user,
    username: screen.getByLabelText("Kullanıcı adı"),
    email: screen.getByLabelText("E-posta adresi"),
    password: screen.getByLabelText("Şifre (isteğe bağlı)"),
    submit: () => user.click(screen.getByRole("button", { name: "Kayıt Ol" })),
  };
}

/** Lets the 500 ms debounce run out and the stubbed answers arrive. */
const afterDebounce = () => act(() => vi.advanceTimersByTimeAsync(500));

beforeEach(() => {
  vi.useFakeTimers();
  clearSession();
});
afterEach(() => clearSession());

describe("registration form", () => {
  it("shows the local rules' messages on leaving a field, and refuses to submit with them", async () => {
    const f = setup();
    await f.user.type(f.username, "çiftçi");
    await f.user.tab();
    expect(f.username).toHaveAccessibleDescription(/Türkçe karakterler desteklenmez\.$/);
    expect(f.username).toBeInvalid();
    await f.user.type(f.email, "gecersiz");
    await f.user.tab();
    expect(f.email).toHaveAccessibleDescription("Geçerli bir e-posta adresi girin.");
    await f.user.type(f.password, "abc");
    await f.user.tab();
    expect(f.password).toHaveAccessibleDescription(/Şifre en az 10 karakter olmalıdır\.$/);

    await f.submit();
    expect(screen.getByRole("alert")).toHaveTextContent("Lütfen form hatalarını düzeltin.");
    expect(f.api.callsOf("POST /api/accounts/register/")).toEqual([]);
    expect(f.onSuccess).not.toHaveBeenCalled();
  });

  it("marks required fields only after a submit, not while the user has not touched them", async () => {
    const f = setup();
    expect(screen.queryByText("Kullanıcı adı gereklidir.")).not.toBeInTheDocument();
    await f.submit();
    expect(screen.getByText("Kullanıcı adı gereklidir.")).toBeInTheDocument();
    expect(screen.getByText("E-posta adresi gereklidir.")).toBeInTheDocument();
    // The password is optional.
    expect(f.password).toBeValid();
  });

  it("checks username and e-mail with the server 500 ms after typing stops: checking, then 'Kullanılabilir'", async () => {
    const f = setup();
    await f.user.type(f.username, "ciftci_1");
    await f.user.type(f.email, "ciftci@ornek.com");
    expect(screen.getAllByText("Kontrol ediliyor...")).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(f.api.calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(f.api.calls.map((c: ApiCall) => [c.url, c.body])).toEqual([
      ["/api/accounts/check-username/", { value: "ciftci_1" }],
      ["/api/accounts/check-email/", { value: "ciftci@ornek.com" }],
    ]);
    expect(screen.getAllByText("Kullanılabilir")).toHaveLength(2);
  });

  it("a username in use is the field's error, and the form is not sent", async () => {
    const f = setup({ "POST /api/accounts/check-username/": () => ({ body: { is_unique: false } }) });
    await f.user.type(f.username, "e2e_yonetici");
    await f.user.type(f.email, "yeni@ornek.com");
    await afterDebounce();
    expect(f.username).toHaveAccessibleDescription(new RegExp(`${TAKEN}$`));
    expect(f.username).toBeInvalid();
    await f.submit();
    expect(screen.getByRole("alert")).toHaveTextContent("Lütfen form hatalarını düzeltin.");
    expect(f.api.callsOf("POST /api/accounts/register/")).toEqual([]);
  });

  it("a submit before the checks have answered waits for them, then goes out by itself and the message goes", async () => {
    const f = setup({ "POST /api/accounts/register/": () => ({ status: 201, body: { success: true, message: "" } }) });
    await f.user.type(f.username, "ciftci_2");
    await f.user.type(f.email, "ciftci2@ornek.com");
    await f.submit();
    expect(screen.getByRole("alert")).toHaveTextContent("Lütfen validasyon kontrollerinin tamamlanmasını bekleyin.");
    expect(f.api.callsOf("POST /api/accounts/register/")).toEqual([]);
    await afterDebounce();
    expect(screen.getAllByText("Kullanılabilir")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(f.api.callsOf("POST /api/accounts/register/").map((c) => c.body)).toEqual([
      { username: "ciftci_2", email: "ciftci2@ornek.com" },
    ]);
    expect(f.onSuccess).toHaveBeenCalledOnce();
  });

  it("a submit that waited says 'correct the errors' instead when a check finds the value in use, and sends nothing", async () => {
    const f = setup({ "POST /api/accounts/check-email/": () => ({ body: { is_unique: false } }) });
    await f.user.type(f.username, "ciftci_4");
    await f.user.type(f.email, "alinmis@ornek.com");
    await f.submit();
    expect(screen.getByRole("alert")).toHaveTextContent("Lütfen validasyon kontrollerinin tamamlanmasını bekleyin.");
    await afterDebounce();
    expect(screen.getByRole("alert")).toHaveTextContent("Lütfen form hatalarını düzeltin.");
    expect(f.email).toHaveAccessibleDescription(new RegExp(`${TAKEN}$`));
    expect(f.api.callsOf("POST /api/accounts/register/")).toEqual([]);
  });

  it("typing after a submit that waits drops it: the message goes and nothing is sent without another press", async () => {
    const f = setup();
    await f.user.type(f.username, "ciftci_5");
    await f.user.type(f.email, "ciftci5@ornek.com");
    await f.submit();
    expect(screen.getByRole("alert")).toHaveTextContent("Lütfen validasyon kontrollerinin tamamlanmasını bekleyin.");
    await f.user.type(f.username, "x");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await afterDebounce();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(f.api.callsOf("POST /api/accounts/register/")).toEqual([]);
  });

  it("says when the live check could not run: no connection, or the server failed", async () => {
    const f = setup({
      "POST /api/accounts/check-username/": () => "network-error",
      "POST /api/accounts/check-email/": () => ({ status: 500, body: {} }),
    });
    await f.user.type(f.username, "kontrol_1");
    await f.user.type(f.email, "kontrol@ornek.com");
    await afterDebounce();
    expect(f.username).toHaveAccessibleDescription(/Bağlantı hatası$/);
    expect(f.email).toHaveAccessibleDescription("Kontrol edilemedi");
  });

  it("sends the trimmed values without a blank password and reports success", async () => {
    const f = setup({ "POST /api/accounts/register/": () => ({ status: 201, body: { success: true, message: "" } }) });
    await f.user.type(f.username, " ciftci_3 ");
    await f.user.type(f.email, "ciftci3@ornek.com ");
    await afterDebounce();
    await f.submit();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(f.api.callsOf("POST /api/accounts/register/").map((c) => c.body)).toEqual([
      { username: "ciftci_3", email: "ciftci3@ornek.com" },
    ]);
    expect(f.onSuccess).toHaveBeenCalledOnce();
  });

  it("tells about too many registrations (429)", async () => {
    const f = setup({
      "POST /api/accounts/register/": () => ({
        status: 429,
        body: errorBody("rate_limited", ERROR_CATALOGUE.rate_limited.detail),
      }),
    });
    await f.user.type(f.username, "limit_1");
    await f.user.type(f.email, "limit@ornek.com");
    await afterDebounce();
    await f.submit();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Çok fazla kayıt denemesi yapıyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.",
    );
    expect(f.onSuccess).not.toHaveBeenCalled();
  });

  it("puts the server's field message (a weak password) under the field", async () => {
    const weak = ERROR_CATALOGUE.weak_password.detail;
    const f = setup({
      "POST /api/accounts/register/": () => ({
        status: 400,
        body: errorBody("weak_password", weak, { password: [weak] }),
      }),
    });
    await f.user.type(f.username, "zayif_1");
    await f.user.type(f.email, "zayif@ornek.com");
    await f.user.type(f.password, "galatasaray1905");
    await afterDebounce();
    await f.submit();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(f.password).toHaveAccessibleDescription(new RegExp(`${weak.replace(/[.]/g, "\\.")}$`));
    // Typing again clears the server's message.
    await f.user.type(f.password, "!");
    expect(f.password).not.toHaveAccessibleDescription(new RegExp(weak.replace(/[.]/g, "\\.")));
  });
});
