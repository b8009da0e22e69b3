/**
 * The administrator's page (/admin, web/src/features/admin/) in Chromium at 1280 and 390 px: signing in on the page,
 * an approval confirmed in a dialog (the mail carries a set-password link, never a password), a rejection that
 * needs its reason (the reason and the contact reach the mail, the audit in Turkish), and a user who is not an
 * administrator; organisations' API keys issued (shown once) and revoked.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { approvedUser, signIn, uniqueName } from "./session.ts";
import { poll, T, textOf, waitText } from "./wait.ts";
import { baseURL } from "./server.ts";

const admin = inject("admin");
const browser = useBrowser();

async function register(username: string): Promise<string> {
  const email = `${username}@ornek.com`;
  const reg = await fetch(`${baseURL}/api/accounts/register/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, username }),
  });
  expect(reg.status).toBe(201);
  return email;
}

/** Opens /admin and signs in with the page's own login form. */
async function signInOnAdminPage(page: Page): Promise<void> {
  await page.goto("/admin");
  await page.getByRole("heading", { name: "Yönetici Girişi" }).waitFor(T);
  await page.getByLabel("Kullanıcı adı").fill(admin.username);
  await page.getByLabel("Şifre", { exact: true }).fill(admin.password);
  await page.getByRole("form", { name: "Giriş formu" }).getByRole("button", { name: "Giriş Yap", exact: true }).click();
  await page.getByRole("heading", { name: "Bekleyen Talepler" }).waitFor(T);
}

const mails = (page: Page) => page.getByRole("table", { name: "Gönderilen e-postalar" });
const audit = (page: Page) => page.getByRole("table", { name: "Yönetici işlemleri" });

/** The page is no wider than the screen (nothing to scroll sideways). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each([
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
])("the administrator's page (%s)", (name, viewport) => {
  it("approves a registration after a confirmation; the mail carries a set-password link, never a password", async () => {
    const username = uniqueName(`onay_${name}`);
    const email = await register(username);
    const { page, errors, close } = await openPage(browser(), baseURL, viewport);
    await signInOnAdminPage(page);
    const approve = page.getByRole("button", { name: `Onayla: ${username} (Kayıt)` });
    await approve.click();
    const dialog = page.getByRole("dialog", { name: "Talebi onayla" });
    await dialog.waitFor(T);
    // 'Vazgeç' sends nothing: the request is still there.
    await dialog.getByRole("button", { name: "Vazgeç" }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    await approve.click();
    await dialog.getByRole("button", { name: "Onayla", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Talep onaylandı." }).waitFor(T);
    await poll(() => approve.count()).toBe(0);
    const mail = mails(page).getByRole("row").filter({ hasText: email }).first();
    await waitText(mail, "/set-password/");
    const body = await textOf(mail);
    expect(body).not.toMatch(/Şifre: /);
    // The outbox's statuses and the audit's actions in Turkish.
    expect(body).toMatch(/Kuyrukta|Gönderildi/);
    await poll(() => audit(page).getByRole("row").filter({ hasText: username }).first().textContent()).toContain(
      "Kayıt onaylandı",
    );
    expect(await fitsWidth(page)).toBe(true);
    await screenshot(page, `admin-approved-${name}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("rejects only with a reason, which reaches the mail with the contact; the audit says it in Turkish", async () => {
    const username = uniqueName(`red_${name}`);
    const email = await register(username);
    const { page, errors, close } = await openPage(browser(), baseURL, viewport);
    await signInOnAdminPage(page);
    await page.getByRole("button", { name: `Reddet: ${username} (Kayıt)` }).click();
    const dialog = page.getByRole("dialog", { name: "Talebi reddet" });
    await dialog.waitFor(T);
    await dialog.getByRole("button", { name: "Reddet", exact: true }).click();
    await dialog.getByRole("alert").filter({ hasText: "Gerekçe en az 5 karakter olmalıdır." }).waitFor(T);
    // Escape closes the dialog and decides nothing.
    await page.keyboard.press("Escape");
    await poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole("button", { name: `Reddet: ${username} (Kayıt)` }).waitFor(T);
    await page.getByRole("button", { name: `Reddet: ${username} (Kayıt)` }).click();
    const reason = "Başvuru bilgileri eksik görünüyor.";
    await dialog.getByLabel("Reddetme gerekçesi (kullanıcıya e-postayla iletilir)").fill(reason);
    await screenshot(page, `admin-reject-dialog-${name}`, { fullPage: false });
    await dialog.getByRole("button", { name: "Reddet", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Talep reddedildi." }).waitFor(T);
    const mail = mails(page).getByRole("row").filter({ hasText: email }).first();
    await waitText(mail, `Gerekçe: ${reason}`);
    expect(await textOf(mail)).toContain("Sorularınız için: yonetici@example.com");
    const entry = audit(page).getByRole("row").filter({ hasText: username }).first();
    await poll(() => entry.textContent()).toContain("Kayıt reddedildi");
    expect(await textOf(entry)).toContain(`gerekçe: ${reason}`);
    expect(await fitsWidth(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each([
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
])("API keys on the administrator's page (%s)", (name, viewport) => {
  it("issues a key shown once with a copy button, lists it by its prefix only, and revokes it after a confirmation", async () => {
    const org = uniqueName(`Oda ${name}`);
    const { page, errors, close } = await openPage(browser(), baseURL, viewport);
    await signInOnAdminPage(page);
    const form = page.getByRole("form", { name: "API anahtarı oluştur" });
    // No name: the field says so and takes the focus; nothing is sent.
    await form.getByRole("button", { name: "Anahtar oluştur" }).click();
    await form.getByText("Anahtarın kime verildiğini (kurum adı) yazın.").waitFor(T);
    await poll(() => form.getByLabel("Kurum adı").evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByLabel("Kurum adı").fill(org);
    await form.getByLabel("Günlük kota (istek ya da parsel)").fill("1.000");
    await form.getByRole("button", { name: "Anahtar oluştur" }).click();
    const issued = page.getByRole("region", { name: `Yeni API anahtarı: ${org}` });
    await issued.waitFor(T);
    await issued.getByText("Bu anahtar bir daha gösterilmeyecek.").waitFor(T);
    const key = await issued.getByLabel("API anahtarı").inputValue();
    expect(key).toMatch(/^typ_[A-Za-z0-9_-]{43}$/);
    await issued.getByRole("button", { name: "Kopyala" }).click();
    await issued
      .getByRole("status")
      .filter({ hasText: /kopyala/i })
      .waitFor(T);
    await screenshot(page, `admin-api-key-issued-${name}`, { fullPage: false });
    await issued.getByRole("button", { name: "Anahtarı sakladım, kapat" }).click();
    await poll(() => issued.count()).toBe(0);

    const row = page.getByRole("table", { name: "API anahtarları" }).getByRole("row").filter({ hasText: org });
    await waitText(row, "Etkin");
    const text = await textOf(row);
    expect(text).toContain(key.slice(0, 12));
    expect(text).not.toContain(key.slice(12));
    expect(text).toContain("1.000");

    await page.getByRole("button", { name: `İptal et: ${org} (${key.slice(0, 12)})` }).click();
    const dialog = page.getByRole("dialog", { name: "API anahtarını iptal et" });
    await dialog.getByRole("button", { name: "Anahtarı iptal et" }).click();
    await page.getByRole("status").filter({ hasText: "API anahtarı iptal edildi." }).waitFor(T);
    await waitText(row, "İptal edildi");
    await poll(() => audit(page).getByRole("row").filter({ hasText: org }).allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining("API anahtarı verildi"),
        expect.stringContaining("API anahtarı iptal edildi"),
      ]),
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the administrator's page for others", () => {
  it("tells a signed-in user who is not an administrator, and shows no requests", async () => {
    const s = await approvedUser(uniqueName("uye"));
    const { page, close } = await openPage(browser(), baseURL);
    await signIn(page, s);
    await page.goto("/admin");
    await page.getByRole("alert").filter({ hasText: "Bu sayfa yalnız yöneticiler içindir." }).waitFor(T);
    expect(await page.getByRole("heading", { name: "Bekleyen Talepler" }).count()).toBe(0);
    await close();
  });

  it("answers a wrong password on the page's login", async () => {
    const { page, close } = await openPage(browser(), baseURL);
    await page.goto("/admin");
    await page.getByLabel("Kullanıcı adı").fill("yok_boyle");
    await page.getByLabel("Şifre", { exact: true }).fill("yanlis-sifre");
    await page
      .getByRole("form", { name: "Giriş formu" })
      .getByRole("button", { name: "Giriş Yap", exact: true })
      .click();
    await page.getByText("Kullanıcı adı veya şifre hatalı.").waitFor(T);
    expect(await page.getByRole("heading", { name: "Bekleyen Talepler" }).count()).toBe(0);
    await close();
  });
});
