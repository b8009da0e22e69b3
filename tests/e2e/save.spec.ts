import { describe, expect, it } from "vitest";
import { openPage, screenshot, useBrowser } from "./browser.ts";
import { calculateGreenhouse } from "./map.ts";
import { approvedUser, signIn, uniqueName } from "./session.ts";
import { poll, T } from "./wait.ts";
import { baseURL } from "./server.ts";

const browser = useBrowser();

describe("saving a calculation", () => {
  it("is offered to logged-in users: prefilled title, the title checks, duplicate title, toast, then it is in the history", async () => {
    const user = await approvedUser(uniqueName("kaydeden"));
    const { page, errors, close } = await openPage(browser(), baseURL, { width: 390, height: 844 });
    await signIn(page, user);
    await calculateGreenhouse(page);

    await page.getByRole("button", { name: "Hesaplamayı Kaydet" }).click();
    const dialog = page.getByRole("dialog", { name: "Hesaplamayı Kaydet" });
    await dialog.waitFor(T);
    const title = dialog.getByLabel("Başlık");
    await poll(() => title.inputValue()).toMatch(/^Sera - \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(38\.4\d{3}, 27\.1\d{3}\)$/);
    await title.fill("   ");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await dialog.getByText("Hesaplama başlığı gereklidir").waitFor(T);
    await title.fill(" a ");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await dialog.getByText("Başlık en az 2 karakter olmalıdır.").waitFor(T);
    await title.fill("Bornova serası");
    await dialog.getByLabel(/^Açıklama/).fill("Kuzey parsel, 3 dönüm sera");
    await screenshot(page, "save-dialog-phone");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Hesaplama başarıyla kaydedildi!").waitFor(T);
    await dialog.waitFor({ state: "hidden", ...T });

    // The same title again: the duplicate-title message on the field.
    await page.getByRole("button", { name: "Hesaplamayı Kaydet" }).click();
    await dialog.getByLabel("Başlık").fill("Bornova serası");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await dialog.getByText("Bu başlık ile zaten bir hesaplamanız mevcut. Farklı bir başlık deneyiniz.").waitFor(T);
    await dialog.getByRole("button", { name: "Vazgeç" }).click();

    await page.goto("/account");
    await page.getByRole("button", { name: "Hesaplama Geçmişini Görüntüle" }).click();
    const history = page.getByRole("dialog", { name: "Hesaplama Geçmişi" });
    await history.getByText("Bornova serası").waitFor(T);
    await poll(() => history.textContent()).toContain("Sera");
    expect(errors).toEqual([]);
    await close();
  });

  it("is not offered when logged out", async () => {
    const { page, errors, close } = await openPage(browser(), baseURL);
    await calculateGreenhouse(page);
    await poll(() => page.getByRole("button", { name: "Hesaplamayı Kaydet" }).count()).toBe(0);
    await poll(() => page.getByText("Hesaplamayı kaydetmek için giriş yapın.").count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
