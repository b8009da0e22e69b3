/** Login and registration rules with the shell spec's messages (§5); the server checks the same (account-schemas). */
import { PASSWORD_LENGTH_MESSAGES, PASSWORD_MIN_LENGTH } from "../../../../worker/contracts/password-rules.ts";

export const VALIDATION_MESSAGES = {
  usernameRequired: "Kullanıcı adı gereklidir.",
  usernameMin: "Kullanıcı adı en az 3 karakter olmalıdır.",
  usernameMax: "Kullanıcı adı en fazla 30 karakter olabilir.",
  usernamePattern:
    "Kullanıcı adı yalnızca küçük harf (a-z), rakam ve alt çizgi (_) içerebilir; Türkçe karakterler desteklenmez.",
  emailRequired: "E-posta adresi gereklidir.",
  emailInvalid: "Geçerli bir e-posta adresi girin.",
  passwordMin: PASSWORD_LENGTH_MESSAGES.min,
  loginUsernameRequired: "Kullanıcı adı gereklidir.",
  loginPasswordRequired: "Şifre gereklidir.",
} as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;

/** Null when valid, else the message. */
export function validateUsername(value: string): string | null {
  const v = value.trim();
  if (!v) return VALIDATION_MESSAGES.usernameRequired;
  if (v.length < USERNAME_MIN) return VALIDATION_MESSAGES.usernameMin;
  if (v.length > USERNAME_MAX) return VALIDATION_MESSAGES.usernameMax;
  if (!/^[a-z0-9_]+$/.test(v)) return VALIDATION_MESSAGES.usernamePattern;
  return null;
}

export function validateEmail(value: string): string | null {
  const v = value.trim();
  if (!v) return VALIDATION_MESSAGES.emailRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return VALIDATION_MESSAGES.emailInvalid;
  return null;
}

/**
 * The registration password is optional (blank: a set-password link is mailed at approval); if given, at least 10
 * characters (counted as the server counts them). Common passwords are refused by the server (weak_password).
 */
export function validateRegisterPassword(value: string): string | null {
  return value !== "" && [...value].length < PASSWORD_MIN ? VALIDATION_MESSAGES.passwordMin : null;
}

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateRegistration(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  const errors: FieldErrors<keyof RegisterValues> = {};
  const username = validateUsername(values.username);
  const email = validateEmail(values.email);
  const password = validateRegisterPassword(values.password);
  if (username) errors.username = username;
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

export function validateLogin(values: { username: string; password: string }): FieldErrors<"username" | "password"> {
  const errors: FieldErrors<"username" | "password"> = {};
  if (!values.username.trim()) errors.username = VALIDATION_MESSAGES.loginUsernameRequired;
  if (!values.password) errors.password = VALIDATION_MESSAGES.loginPasswordRequired;
  return errors;
}

export type UniqueStatus = "unchecked" | "checking" | "unique" | "not-unique";

export const SUBMIT_MESSAGES = {
  checking: "Lütfen validasyon kontrollerinin tamamlanmasını bekleyin.",
  errors: "Lütfen form hatalarını düzeltin.",
} as const;

/** Why a registration may not be sent yet, or null: checks still running come first, then errors. */
export function registrationBlocker(errors: FieldErrors<string>, unique: readonly UniqueStatus[]): string | null {
  if (unique.includes("checking")) return SUBMIT_MESSAGES.checking;
  if (Object.keys(errors).length > 0 || unique.includes("not-unique")) return SUBMIT_MESSAGES.errors;
  return null;
}
