import { describe, expect, inject, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { poll, T, textOf, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const admin = inject("admin");
const browser = useBrowser();

describe("administrator's approval page", () => {
  it("an administrator approves a registration on /admin; the mail carries a set-password link, never a password", async () => {
    const reg = await fetch(`${baseURL}/api/accounts/register/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "yeni.ciftci@ornek.com", username: "yeni_ciftci" }),
    });
    expect(reg.status).toBe(201);
    const before = await fetch(`${baseURL}/api/token/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "yeni_ciftci", password: "x" }),
    });
    expect(before.status).toBe(401);

    const { page, errors, close } = await openPage(browser(), baseURL);
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Yönetici Girişi" }).waitFor(T);
    await page.getByLabel("Kullanıcı adı").fill(admin.username);
    await page.getByLabel("Şifre").fill(admin.password);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.getByRole("heading", { name: "Bekleyen Talepler" }).waitFor(T);
    const approve = page.getByRole("button", { name: "Onayla: yeni_ciftci (Kayıt)" });
    await approve.waitFor(T);
    await approve.click();
    await page.getByText("Talep onaylandı.").waitFor(T);
    const mail = page.locator("#giden tbody tr", { hasText: "yeni.ciftci@ornek.com" }).first();
    await waitText(mail.locator("td.ileti"), "/set-password/");
    const body = await textOf(mail.locator("td.ileti"));
    await screenshot(page, "admin-approved");
    expect(body).not.toMatch(/Şifre: /);
    const link = /\/set-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(body);
    expect(link, body).toBeTruthy();
    const password = "Yeni-Ciftci-Tarlasi-7";
    await poll(() => page.locator("#denetim tbody tr").first().textContent()).toContain("registration.approve");
    expect(errors).toEqual([]);

    const set = await fetch(`${baseURL}/api/accounts/set-password/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ uid: link![1], token: link![2], new_password: password }),
    });
    expect(set.status).toBe(200);
    const login = await fetch(`${baseURL}/api/token/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "yeni_ciftci", password }),
    });
    expect(login.status).toBe(200);
    await close();
  });

  it("refuses a non-administrator on the page", async () => {
    const { page, close } = await openPage(browser(), baseURL);
    await page.goto("/admin");
    await page.getByLabel("Kullanıcı adı").fill("yok_boyle");
    await page.getByLabel("Şifre").fill("yanlis");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.getByText("Kullanıcı adı veya şifre hatalı.").waitFor(T);
    await poll(() => page.getByRole("heading", { name: "Bekleyen Talepler" }).isVisible()).toBe(false);
    await close();
  });
});
