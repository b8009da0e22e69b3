import { describe, expect, it } from "vitest";
import {
  forgotPasswordEmailError,
  isExpiredLinkError,
  linkParams,
  resetPasswordError,
} from "@web/features/account/logic.ts";

describe("password-reset validation order (both filled, equal, at least 4)", () => {
  it("asks for both fields first, even when they also differ or are short", () => {
    expect(resetPasswordError("", "")).toBe("Tüm alanları doldurun");
    expect(resetPasswordError("abc", "")).toBe("Tüm alanları doldurun");
    expect(resetPasswordError("", "x")).toBe("Tüm alanları doldurun");
  });

  it("checks the match before the length", () => {
    expect(resetPasswordError("ab", "abc")).toBe("Şifreler eşleşmiyor");
    expect(resetPasswordError("abcd", "abce")).toBe("Şifreler eşleşmiyor");
  });

  it("then the minimum of 10 characters", () => {
    expect(resetPasswordError("abcd", "abcd")).toBe("Şifre en az 10 karakter olmalıdır.");
    expect(resetPasswordError("Abc-12345", "Abc-12345")).toBe("Şifre en az 10 karakter olmalıdır.");
    expect(resetPasswordError("Abc-123456", "Abc-123456")).toBeNull();
  });
});

describe("forgot-password request", () => {
  it("needs the e-mail", () => {
    expect(forgotPasswordEmailError(" ")).toBe("Email adresi gerekli");
    expect(forgotPasswordEmailError("a@b.c")).toBeNull();
  });
});

describe("expired-link detection of the verify page", () => {
  it("recognises 'süresi dolmuş', 'geçersiz' and 'expired' in any case", () => {
    expect(isExpiredLinkError("Doğrulama bağlantısı geçersiz veya süresi dolmuş.")).toBe(true);
    expect(isExpiredLinkError("LİNKİN SÜRESİ DOLMUŞ")).toBe(true);
    expect(isExpiredLinkError("GEÇERSİZ bağlantı")).toBe(true);
    expect(isExpiredLinkError("Token expired")).toBe(true);
    expect(isExpiredLinkError("Sunucu hatası oluştu.")).toBe(false);
  });
});

describe("link parameters from the path or the query", () => {
  it("prefers the path and fills in from ?uid=&token=", () => {
    expect(linkParams({ uid: "MQ", token: "abc" }, new URLSearchParams("uid=x&token=y"))).toEqual({
      uid: "MQ",
      token: "abc",
    });
    expect(linkParams({}, new URLSearchParams("uid=x&token=y"))).toEqual({ uid: "x", token: "y" });
    expect(linkParams({ uid: "MQ" }, new URLSearchParams("token=y"))).toEqual({ uid: "MQ", token: "y" });
  });

  it("is null when either part is missing or blank", () => {
    expect(linkParams({}, new URLSearchParams(""))).toBeNull();
    expect(linkParams({ uid: "MQ" }, new URLSearchParams(""))).toBeNull();
    expect(linkParams({}, new URLSearchParams("uid=x&token=%20"))).toBeNull();
  });
});
