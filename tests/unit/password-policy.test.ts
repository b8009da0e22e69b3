import { describe, expect, it } from "vitest";
import COMMON from "@worker/lib/common-passwords.json";
import { normalizeForList, PASSWORD_MESSAGES, passwordProblem } from "@worker/lib/password-policy.ts";

describe("the password policy (worker/lib/password-policy.ts)", () => {
  it("refuses fewer than 10 characters and more than 128, counted as code points", () => {
    expect(passwordProblem("Abc-12345")).toBe(PASSWORD_MESSAGES.min);
    expect(passwordProblem("ğğğğğğğğğ")).toBe(PASSWORD_MESSAGES.min);
    expect(passwordProblem(`Zeytin-${"x".repeat(122)}`)).toBe(PASSWORD_MESSAGES.max);
  });

  it("refuses breached and common passwords, also with case, Turkish letters, leetspeak or digits around them", () => {
    for (const p of [
      "password123",
      "PASSWORD123",
      "qwerty123456",
      "P@ssw0rd2024",
      "iloveyou!!",
      "Galatasaray1905",
      "fenerbahçe1907",
      "Şifre123456",
      "istanbul34!",
      "mustafa1981",
      "Tarimsal2026",
    ]) {
      expect(passwordProblem(p), p).toBe(PASSWORD_MESSAGES.common);
    }
  });

  it("refuses repetitions, runs and keyboard rows", () => {
    for (const p of [
      "aaaaaaaaaa",
      "abcabcabcabc",
      "1212121212",
      "abcdefghijk",
      "9876543210",
      "qwertyuiop",
      "ASDFGHJKLŞİ",
      "1qaz2wsx3edc",
    ]) {
      expect(passwordProblem(p), p).toBe(PASSWORD_MESSAGES.pattern);
    }
  });

  it("refuses a password that contains the username or the e-mail's name", () => {
    const who = { username: "ayse_tarla", email: "ayse.yilmaz@ornek.com" };
    expect(passwordProblem("ayse_tarla!2026", who)).toBe(PASSWORD_MESSAGES.personal);
    expect(passwordProblem("Ayse.Yilmaz-42", who)).toBe(PASSWORD_MESSAGES.personal);
    expect(passwordProblem("Kuzey-Ege-2026", who)).toBeNull();
  });

  it("accepts long, uncommon passwords and passphrases", () => {
    for (const p of [
      "Zeytin dalı 7 yeşil",
      "Kuzey.Ege.2026",
      "tarla-guneşi-kuyu-9",
      "3141592653",
      "correct horse battery",
    ]) {
      expect(passwordProblem(p), p).toBeNull();
    }
  });

  it("ships a list that is normalised, sorted, without duplicates, and small", () => {
    const list = COMMON as string[];
    expect(list.length).toBeGreaterThan(10_000);
    expect(list.every((w) => w === normalizeForList(w))).toBe(true);
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(list.length);
    expect(JSON.stringify(list).length).toBeLessThan(400 * 1024);
  });
});
