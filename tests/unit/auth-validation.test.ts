/** Registration and login rules, kept equal to the server's messages. */
import { describe, expect, it } from "vitest";
import {
  registrationBlocker,
  validateEmail,
  validateLogin,
  validateRegisterPassword,
  validateRegistration,
  validateUsername,
  VALIDATION_MESSAGES,
} from "@web/features/auth/validation.ts";

describe("username", () => {
  it("is required", () => {
    expect(validateUsername("")).toBe("Kullanıcı adı gereklidir.");
    expect(validateUsername("   ")).toBe("Kullanıcı adı gereklidir.");
  });

  it("has 3 to 30 characters", () => {
    expect(validateUsername("ab")).toBe("Kullanıcı adı en az 3 karakter olmalıdır.");
    expect(validateUsername("abc")).toBeNull();
    expect(validateUsername("a".repeat(30))).toBeNull();
    expect(validateUsername("a".repeat(31))).toBe("Kullanıcı adı en fazla 30 karakter olabilir.");
  });

  it("allows only a-z, digits and underscore, saying Turkish characters are not supported", () => {
    expect(validateUsername("ciftci_35")).toBeNull();
    for (const bad of ["çiftçi", "ayşe", "Ahmet", "ali veli", "ali-veli", "ali.veli", "ığdır"]) {
      const message = validateUsername(bad);
      expect(message, bad).toBe(VALIDATION_MESSAGES.usernamePattern);
    }
    expect(VALIDATION_MESSAGES.usernamePattern).toContain("Türkçe karakterler desteklenmez");
  });
});

describe("e-mail", () => {
  it("is required and must look like x@y.z", () => {
    expect(validateEmail("")).toBe("E-posta adresi gereklidir.");
    expect(validateEmail("ayse")).toBe("Geçerli bir e-posta adresi girin.");
    expect(validateEmail("ayse@ornek")).toBe("Geçerli bir e-posta adresi girin.");
    expect(validateEmail("ay se@ornek.com")).toBe("Geçerli bir e-posta adresi girin.");
    expect(validateEmail("ayse@ornek.com")).toBeNull();
    expect(validateEmail(" ayse@ornek.com.tr ")).toBeNull();
  });
});

describe("registration password", () => {
  it("is optional, and at least 10 characters when given (counted as code points, like the server)", () => {
    expect(validateRegisterPassword("")).toBeNull();
    expect(validateRegisterPassword("abcd")).toBe("Şifre en az 10 karakter olmalıdır.");
    expect(validateRegisterPassword("Abc-12345")).toBe("Şifre en az 10 karakter olmalıdır.");
    expect(validateRegisterPassword("😀😀😀😀😀")).toBe("Şifre en az 10 karakter olmalıdır.");
    expect(validateRegisterPassword("Abc-123456")).toBeNull();
  });
});

describe("the whole registration form", () => {
  it("collects one message per field", () => {
    expect(validateRegistration({ username: "Ab", email: "x", password: "1" })).toEqual({
      username: "Kullanıcı adı en az 3 karakter olmalıdır.",
      email: "Geçerli bir e-posta adresi girin.",
      password: "Şifre en az 10 karakter olmalıdır.",
    });
    expect(validateRegistration({ username: "ayse_35", email: "ayse@ornek.com", password: "" })).toEqual({});
  });

  it("blocks the submit while a uniqueness check runs, then while errors exist", () => {
    expect(registrationBlocker({}, ["checking", "unique"])).toBe(
      "Lütfen validasyon kontrollerinin tamamlanmasını bekleyin.",
    );
    expect(registrationBlocker({ email: "x" }, ["checking", "unique"])).toBe(
      "Lütfen validasyon kontrollerinin tamamlanmasını bekleyin.",
    );
    expect(registrationBlocker({ email: "x" }, ["unique", "unique"])).toBe("Lütfen form hatalarını düzeltin.");
    expect(registrationBlocker({}, ["unique", "not-unique"])).toBe("Lütfen form hatalarını düzeltin.");
    expect(registrationBlocker({}, ["unique", "unique"])).toBeNull();
    // A check that could not run does not block: the server checks again.
    expect(registrationBlocker({}, ["unchecked", "unique"])).toBeNull();
  });
});

describe("login", () => {
  it("needs both username and password", () => {
    expect(validateLogin({ username: "", password: "" })).toEqual({
      username: "Kullanıcı adı veya e-posta gereklidir.",
      password: "Şifre gereklidir.",
    });
    expect(validateLogin({ username: "ayse", password: "" })).toEqual({ password: "Şifre gereklidir." });
    expect(validateLogin({ username: "ayse", password: "x" })).toEqual({});
  });
});
