/**
 * Login and registration checks in the browser with their Turkish messages. The rules and messages are the
 * server's own (worker/core/contracts/account-rules.ts and password-rules.ts), imported, not copied.
 */
import {
  EMAIL_MESSAGES,
  EMAIL_PATTERN,
  LOGIN_MESSAGES,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from "@worker/core/contracts/account-rules.ts";
import { PASSWORD_LENGTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@worker/core/contracts/password-rules.ts";

export const VALIDATION_MESSAGES = {
  usernameRequired: USERNAME_MESSAGES.required,
  usernameMin: USERNAME_MESSAGES.min,
  usernameMax: USERNAME_MESSAGES.max,
  usernamePattern: USERNAME_MESSAGES.pattern,
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  passwordMin: PASSWORD_LENGTH_MESSAGES.min,
  loginUsernameRequired: LOGIN_MESSAGES.usernameRequired,
  loginPasswordRequired: LOGIN_MESSAGES.passwordRequired,
} as const;

export const USERNAME_MIN = USERNAME_MIN_LENGTH;
export const USERNAME_MAX = USERNAME_MAX_LENGTH;
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;

/** Null when valid, else the message. */
export function validateUsername(value: string): string | null {
  const v = value.trim();
  if (!v) return VALIDATION_MESSAGES.usernameRequired;
  if (v.length < USERNAME_MIN) return VALIDATION_MESSAGES.usernameMin;
  if (v.length > USERNAME_MAX) return VALIDATION_MESSAGES.usernameMax;
  if (!USERNAME_PATTERN.test(v)) return VALIDATION_MESSAGES.usernamePattern;
  return null;
}

export function validateEmail(value: string): string | null {
  const v = value.trim();
  if (!v) return VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(v)) return VALIDATION_MESSAGES.emailInvalid;
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
