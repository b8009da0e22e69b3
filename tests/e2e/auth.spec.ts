/**
 * Accounts in the browser: registration → administrator approval → login → logout,
 * the transparent token refresh, the session end, redirects, forgot password, Google sign-in return.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { NAV, poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

const admin = inject("admin");
const browser = useBrowser();

/** What the user sees (the viewport): modals and the fixed sidebar are framed as they appear. */
const viewShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });
const run = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method: init.method ?? (init.body ? "POST" : "GET"),
    headers: { "Content-Type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function apiLogin(username: string, password: string) {
  const res = await api<{ access: string; refresh: string }>("/token/", { body: { username, password } });
  expect(res.status).toBe(200);
  return res.body;
}

/** Approves the pending registration of `username` as the seeded administrator. */
async function approveRegistration(username: string): Promise<void> {
  const { access } = await apiLogin(admin.username, admin.password);
  const list = await api<{ data: { id: number; kind: string; username: string }[] }>("/admin/requests/", {
    token: access,
  });
  const request = list.body.data.find((r) => r.username === username && r.kind === "registration");
  expect(request, `pending registration of ${username}`).toBeTruthy();
  const approved = await api(`/admin/requests/${request!.id}/approve/`, { method: "POST", token: access });
  expect(approved.status).toBe(200);
}

/** The set-password link of the approval e-mail (an account registered without a password); never a password. */
async function mailedSetPasswordLink(email: string): Promise<string> {
  const { access } = await apiLogin(admin.username, admin.password);
  const outbox = await api<{ data: { toAddress: string; subject: string; body: string }[] }>("/admin/outbox/", {
    token: access,
  });
  const mail = outbox.body.data.find((m) => m.toAddress === email && m.subject.startsWith("Hesabınız onaylandı"));
  expect(mail, `approval mail to ${email}`).toBeTruthy();
  expect(mail!.body).not.toMatch(/Şifre: /);
  const link = /https?:\/\/[^\s/]+(\/set-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)/.exec(mail!.body)?.[1];
  expect(link, `set-password link in ${mail!.body}`).toBeTruthy();
  return link!;
}

/** A second, approved user with a password chosen at registration (for the session tests). */
const member = { username: `uye_${run}`, email: `uye.${run}@ornek.com`, password: "Bahar-Yagmuru-31" };
let memberReady: Promise<void> | null = null;
function ensureMember(): Promise<void> {
  memberReady ??= (async () => {
    const reg = await api("/accounts/register/", { body: member });
    expect(reg.status).toBe(201);
    await approveRegistration(member.username);
  })();
  return memberReady;
}

async function storeSession(page: Page, session: { access: string; refresh: string; user?: unknown }) {
  await page.evaluate((s) => {
    localStorage.setItem("access_token", s.access);
    localStorage.setItem("token", s.access);
    localStorage.setItem("refresh_token", s.refresh);
    localStorage.setItem("user", JSON.stringify(s.user ?? { username: "eski" }));
  }, session);
}

const header = (page: Page) => page.locator("header.header");
/** The stored session values: access, refresh, token (the access copy), user. */
const storedSession = (page: Page) =>
  page.evaluate(() => ["access_token", "refresh_token", "token", "user"].map((k) => localStorage.getItem(k)));
const dialog = (page: Page) => page.locator("dialog[open]");

describe("registration, approval, login and logout", () => {
  it("registers in the modal, is approved, sets the password through the mailed link, logs in and logs out", async () => {
    const user = { username: `ciftci_${run}`, email: `ciftci.${run}@ornek.com` };
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/");
    await header(page).getByRole("button", { name: "Giriş Yap", exact: true }).click();
    const modal = dialog(page);
    await modal.getByRole("heading", { name: "Giriş Yap" }).waitFor(T);
    await viewShot(page, "auth-login-modal-desktop");

    await modal.getByRole("button", { name: "Kayıt Ol" }).click();
    await modal.getByRole("heading", { name: "Kayıt Ol" }).waitFor(T);
    await poll(() => modal.getByText("Zaten hesabınız var mı?").isVisible()).toBe(true);

    // Local rules: Turkish characters, a username in use (live check), a bad e-mail, a short password.
    const username = modal.getByLabel("Kullanıcı adı");
    await username.fill("çiftçi");
    await username.blur();
    await modal
      .getByText(/Türkçe karakterler desteklenmez/)
      .first()
      .waitFor(T);
    await username.fill(admin.username);
    await modal.getByText("Bu değer zaten kullanılıyor").waitFor(T);
    await modal.getByLabel("E-posta adresi").fill("gecersiz");
    await modal.getByLabel("E-posta adresi").blur();
    await modal.getByText("Geçerli bir e-posta adresi girin.").waitFor(T);
    await modal.getByLabel("Şifre (isteğe bağlı)").fill("abc");
    await modal.getByLabel("Şifre (isteğe bağlı)").blur();
    await modal.getByText("Şifre en az 10 karakter olmalıdır.").waitFor(T);
    await modal.getByRole("button", { name: "Kayıt Ol" }).click();
    await modal.getByText("Lütfen form hatalarını düzeltin.").waitFor(T);
    await viewShot(page, "auth-register-modal-errors-desktop");

    // Submitting before the checks have answered waits for them, then goes out by itself (issue #46: the message
    // stayed and a second press was needed). Their answers are held until after the click: on a busy machine the
    // click could otherwise come after them.
    const checks = /\/api\/accounts\/check-(username|email)\//;
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route(checks, async (route) => {
      await held;
      await route.continue();
    });
    await modal.getByLabel("Şifre (isteğe bağlı)").fill("");
    await modal.getByLabel("E-posta adresi").fill(user.email);
    await username.fill(user.username);
    await modal.getByRole("button", { name: "Kayıt Ol" }).click();
    const waitMessage = modal.getByText("Lütfen validasyon kontrollerinin tamamlanmasını bekleyin.");
    await waitMessage.waitFor(T);
    await viewShot(page, "auth-register-modal-waiting-desktop");
    answer();
    await waitMessage.waitFor({ state: "detached", ...T });
    await page.unroute(checks);

    // The modal variant stays until 'Anladım' (that it never closes by itself: tests/web/registration-success.test.tsx).
    const success = dialog(page)
      .filter({ has: page.getByRole("heading", { name: "Kayıt Talebiniz Alındı!" }) })
      .filter({ hasText: /yönetici onayına gönderildi/ });
    await success.waitFor(T);
    await viewShot(page, "auth-register-success-modal-desktop");
    await success.getByRole("button", { name: "Anladım" }).click();
    await page.locator("dialog[open]").waitFor({ state: "detached", ...T });
    await page.waitForURL(`${baseURL}/`, NAV);

    // Not approved yet: no login.
    const early = await api("/token/", { body: { username: user.username, password: "x" } });
    expect(early.status).toBe(401);

    await approveRegistration(user.username);
    // The set-password screen: the policy is the server's (a common password is refused with its reason), the
    // link survives a refused password, and is single use.
    const link = await mailedSetPasswordLink(user.email);
    await page.goto(link);
    await page.getByRole("heading", { name: "Şifrenizi Belirleyin" }).waitFor(T);
    const setPassword = async (value: string) => {
      await page.getByLabel("Yeni Şifre", { exact: true }).fill(value);
      await page.getByLabel("Şifre Tekrar").fill(value);
      await page.getByRole("button", { name: "Şifreyi Belirle" }).click();
    };
    await setPassword("kisa-9");
    await page.getByRole("alert").filter({ hasText: "Şifre en az 10 karakter olmalıdır." }).waitFor(T);
    await setPassword("galatasaray1905");
    await page.getByRole("alert").filter({ hasText: "sızdırılmış şifre listelerinde" }).waitFor(T);
    await viewShot(page, "auth-set-password-weak-desktop");
    const password = "Zeytin dalı 7 yeşil";
    await setPassword(password);
    await page.getByRole("heading", { name: "Şifreniz Belirlendi" }).waitFor(T);
    // 3 s after the success the page goes to /login (the exact timing: tests/web/reset-password-page.test.tsx).
    await page.waitForURL("**/login", NAV);
    await page.goto(link);
    await setPassword("Baska-Bir-Sifre-42");
    await page.getByRole("alert").filter({ hasText: "bağlantısı geçersiz, kullanılmış veya süresi dolmuş" }).waitFor(T);
    await page.goto("/");

    // The address the header shows logs in as well as the username (issue #46).
    await header(page).getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await dialog(page).getByLabel("Kullanıcı adı veya e-posta").fill(user.email);
    await dialog(page).getByLabel("Şifre", { exact: true }).fill(password);
    await dialog(page).getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await header(page).getByText(user.email).waitFor(T);
    await poll(() => header(page).getByRole("button", { name: "Hesabım" }).isVisible()).toBe(true);
    // A success toast, auto-closed after 5 s (the exact timing: tests/web/notifications.test.tsx).
    const toast = page.locator(".notifications").getByText("Başarıyla giriş yaptınız.");
    await toast.waitFor(T);
    await viewShot(page, "shell-toast-desktop");
    await poll(() => page.evaluate(() => document.cookie)).toContain("oturum_acik=1");
    // No script-readable cookie holds the address (issue [6/7]).
    expect(await page.evaluate(() => document.cookie)).not.toContain(encodeURIComponent(user.email).split("%40")[0]!);
    await toast.waitFor({ state: "detached", ...T });
    await viewShot(page, "shell-header-logged-in-desktop");

    await header(page).getByRole("button", { name: "Hesabım" }).click();
    await page.waitForURL("**/account", NAV);

    // Logout ends on /, with a toast; no logout page.
    await header(page).getByRole("button", { name: "Çıkış Yap" }).click();
    await page.waitForURL(`${baseURL}/`, NAV);
    await page.getByText("Başarıyla çıkış yaptınız.").waitFor(T);
    await header(page).getByRole("button", { name: "Giriş Yap", exact: true }).waitFor(T);
    await poll(() => storedSession(page)).toEqual([null, null, null, null]);
    await poll(() => page.evaluate(() => document.cookie)).not.toContain("oturum_acik");
    await poll(() => page.getByRole("heading", { name: "Çıkış Yapıldı" }).count()).toBe(0);
    await viewShot(page, "auth-logout-desktop");
    expect(errors).toEqual([]);
    await close();
  });

  it("registers on the /register page at 390 px: success modal with 'Anladım'; a passive account is told to check the mailbox", async () => {
    const user = { username: `bahce_${run}`, email: `bahce.${run}@ornek.com`, password: "Kiraz-Agaci-Golge-5" };
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    await page.goto("/register");
    await page.getByRole("heading", { level: 1, name: "Kayıt Ol" }).waitFor(T);
    await poll(() => header(page).getByRole("button").count()).toBe(0);
    await page.getByLabel("Kullanıcı adı").fill(user.username);
    await page.getByLabel("E-posta adresi").fill(user.email);
    await page.getByLabel("Şifre (isteğe bağlı)").fill(user.password);
    await poll(() => page.getByText("Kullanılabilir").count()).toBe(2);
    await viewShot(page, "auth-register-page-phone");
    await page.getByRole("button", { name: "Kayıt Ol" }).click();
    const success = dialog(page);
    await success.getByRole("heading", { name: "Kayıt Talebiniz Alındı!" }).waitFor(T);
    await viewShot(page, "auth-register-success-modal-phone");
    // The page variant stays until 'Anladım' (that it never closes by itself: tests/web/registration-success.test.tsx),
    // which goes home.
    await success.getByRole("button", { name: "Anladım" }).click();
    await page.waitForURL(`${baseURL}/`, NAV);

    await header(page).getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await dialog(page).getByRole("heading", { name: "Giriş Yap" }).waitFor(T);
    await viewShot(page, "auth-login-modal-phone");
    await dialog(page).getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await dialog(page).getByText("Kullanıcı adı veya e-posta gereklidir.").waitFor(T);
    await dialog(page).getByText("Şifre gereklidir.").waitFor(T);
    await dialog(page).getByLabel("Kullanıcı adı veya e-posta").fill(user.username);
    await dialog(page).getByLabel("Şifre", { exact: true }).fill(user.password);
    await dialog(page).getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await dialog(page)
      .getByText("Hesabınız henüz yönetici tarafından onaylanmadı. E-posta kutunuzu kontrol edin.")
      .waitFor(T);

    await dialog(page).getByRole("button", { name: "Kayıt Ol" }).click();
    await dialog(page).getByRole("heading", { name: "Kayıt Ol" }).waitFor(T);
    await viewShot(page, "auth-register-modal-phone");
    await page.keyboard.press("Escape");
    await page.locator("dialog[open]").waitFor({ state: "detached", ...T });
    expect(errors).toEqual([]);
    await close();
  });
});

describe("session", () => {
  it("refreshes a forged access token once, transparently (390 px)", async () => {
    await ensureMember();
    const tokens = await apiLogin(member.username, member.password);
    const { page, errors, close } = await openPage(browser(), baseURL, PHONE);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const refreshes: number[] = [];
    const me: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/token/refresh/")) refreshes.push(r.status());
      if (r.url().endsWith("/api/accounts/me/")) me.push(r.status());
    });
    await page.goto("/");
    await storeSession(page, { access: "bozuk.erisim.anahtari", refresh: tokens.refresh });
    await page.reload();
    await header(page).getByText(member.email).waitFor(T);
    await poll(() => [...refreshes]).toEqual([200]);
    await poll(() => [...me]).toEqual([401, 200]);
    // The refreshed pair is stored: a fresh access token (a JWT) and a rotated refresh token.
    await poll(async () => (await storedSession(page))[1]).not.toBe(tokens.refresh);
    const [access, refresh] = await storedSession(page);
    expect(access).toMatch(/^ey/);
    expect(access).not.toBe("bozuk.erisim.anahtari");
    expect(refresh).not.toBeNull();
    expect(dialogs).toEqual([]);
    await viewShot(page, "shell-header-logged-in-phone");
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await close();
  });

  it("ends a session whose refresh fails: alert, everything cleared, /login, then back to the page after login", async () => {
    await ensureMember();
    const { page, errors, close } = await openPage(browser(), baseURL);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.goto("/hesaplama/sera");
    await storeSession(page, { access: "bozuk.erisim", refresh: "bozuk.yenileme" });
    await page.reload();
    await page.waitForURL("**/login", NAV);
    await poll(() => [...dialogs]).toEqual(["Oturumunuz sona erdi. Lütfen tekrar giriş yapın."]);
    await poll(() => storedSession(page)).toEqual([null, null, null, null]);

    await page.getByRole("heading", { level: 1, name: "Giriş Yap" }).waitFor(T);
    await poll(() => header(page).getByRole("button").count()).toBe(0);
    await page.getByLabel("Kullanıcı adı").fill(member.username);
    await page.getByLabel("Şifre", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await page.waitForURL("**/hesaplama/sera", NAV);
    await header(page).getByText(member.email).waitFor(T);
    expect(errors).toEqual([]);
    await close();
  });

  it("sends an authenticated visitor of /login or /register to /", async () => {
    await ensureMember();
    const tokens = await apiLogin(member.username, member.password);
    const { page, close } = await openPage(browser(), baseURL);
    await page.goto("/");
    await storeSession(page, tokens);
    for (const path of ["/login", "/auth/login", "/register", "/auth/register"]) {
      await page.goto(path);
      await page.waitForURL(`${baseURL}/`, NAV);
    }
    await close();
  });

  it("logs out in this tab when another tab logs out", async () => {
    await ensureMember();
    const tokens = await apiLogin(member.username, member.password);
    const { page, close } = await openPage(browser(), baseURL);
    await page.goto("/");
    await storeSession(page, tokens);
    await page.reload();
    await header(page).getByText(member.email).waitFor(T);
    const other = await page.context().newPage();
    await other.goto("/logout");
    await other.waitForURL(`${baseURL}/`, NAV);
    // The tabs compare the stored session every second (the 1 s itself: tests/web/shell.test.tsx).
    await header(page).getByRole("button", { name: "Giriş Yap", exact: true }).waitFor(T);
    await close();
  });
});

describe("login page extras", () => {
  it("finishes a Google sign-in from the fragment and clears it; shows the pending and failure answers", async () => {
    await ensureMember();
    const tokens = await apiLogin(member.username, member.password);
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto(
      `/login?google=tamam#access=${encodeURIComponent(tokens.access)}&refresh=${encodeURIComponent(tokens.refresh)}`,
    );
    await page.waitForURL(`${baseURL}/`, NAV);
    await header(page).getByText(member.email).waitFor(T);
    await poll(() => page.url()).not.toContain("access=");
    await poll(() => page.evaluate(() => localStorage.getItem("refresh_token"))).toBe(tokens.refresh);
    await page.evaluate(() => localStorage.clear());

    await page.goto("/login?google=onay-bekliyor");
    await page.getByText("Hesabınız yönetici onayı bekliyor.", { exact: false }).waitFor(T);
    await page.goto("/login?google=hata");
    await page.getByText("Google ile giriş yapılamadı. Lütfen tekrar deneyin.").waitFor(T);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows no Google button when the server has no Google sign-in configured (this server has none)", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    const health = page.waitForResponse((r) => r.url().endsWith("/api/health/"), T);
    await page.goto("/login");
    expect(await (await health).json()).toMatchObject({ status: "ok", google_sign_in: false });
    await page.getByRole("main").getByRole("button", { name: "Giriş Yap", exact: true }).waitFor(T);
    expect(await page.getByRole("button", { name: "Google ile Giriş Yap" }).count()).toBe(0);
    // Nor in the login modal of another page.
    await page.goto("/");
    await header(page).getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await dialog(page).getByRole("heading", { name: "Giriş Yap" }).waitFor(T);
    expect(await dialog(page).getByRole("button", { name: "Google ile Giriş Yap" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("asks the server for the Google authorization URL and goes there", async () => {
    const { page, close } = await openPage(browser(), baseURL);
    // A server with Google sign-in configured says so in its health answer.
    await page.route("**/api/health/", (route) =>
      route.fulfill({
        json: { success: true, status: "ok", database: "ok", time: new Date().toISOString(), google_sign_in: true },
      }),
    );
    await page.route("**/api/accounts/google/auth/", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ authorization_url: `${baseURL}/google-yonlendirme-testi` }),
      }),
    );
    await page.goto("/login");
    await page.getByRole("button", { name: "Google ile Giriş Yap" }).click();
    await page.waitForURL("**/google-yonlendirme-testi", NAV);
    await close();
  });

  it("'Şifremi unuttum' leads to the forgot-password page, which sends requests and refuses the fourth of a day", async () => {
    const email = `unutkan.${run}@ornek.com`;
    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/login");
    await page.getByRole("link", { name: "Şifremi unuttum" }).click();
    await page.waitForURL("**/forgot-password", NAV);
    await page.getByRole("heading", { level: 1, name: "Şifremi Unuttum" }).waitFor(T);
    await page.getByText(/günde en fazla 3 kez/).waitFor(T);
    const send = page.getByRole("button", { name: "Şifre Sıfırlama Talebi Gönder" });
    await send.click();
    await page.getByText("Email adresi gerekli").waitFor(T);
    await page.getByLabel("E-posta adresi").fill(email);
    const sent = async () => {
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/accounts/password-reset-request/"), T);
      await send.click();
      return (await answer).status();
    };
    for (let i = 0; i < 3; i++) {
      expect(await sent()).toBe(200);
      await page.getByRole("status").waitFor(T);
    }
    await viewShot(page, "auth-forgot-password-desktop");
    expect(await sent()).toBe(429);
    await page.getByText("Çok fazla istek gönderiyorsunuz. Lütfen bir süre bekleyip tekrar deneyin.").waitFor(T);
    expect(errors).toEqual([]);
    await close();
  });
});
