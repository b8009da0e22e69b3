/**
 * Account payloads with their Turkish validation messages, and the account answers (types, at the end). Shared
 * with the browser (pure zod).
 */
import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGES,
  EMAIL_PATTERN,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from "./account-rules.ts";
import type { ApiDataMessage, ApiMessage } from "./api.ts";
import { canonicalEmail, emailAddressProblem } from "./email-address.ts";
import {
  PASSWORD_LENGTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength as codePoints,
} from "./password-rules.ts";

export const username = z
  .string({ error: USERNAME_MESSAGES.required })
  .trim()
  .min(1, USERNAME_MESSAGES.required)
  .min(USERNAME_MIN_LENGTH, USERNAME_MESSAGES.min)
  .max(USERNAME_MAX_LENGTH, USERNAME_MESSAGES.max)
  .regex(USERNAME_PATTERN, USERNAME_MESSAGES.pattern);

export const email = z
  .string({ error: EMAIL_MESSAGES.required })
  .trim()
  .min(1, EMAIL_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.invalid)
  .regex(EMAIL_PATTERN, EMAIL_MESSAGES.invalid)
  .superRefine((value, ctx) => {
    const problem = emailAddressProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform(canonicalEmail);

export { USERNAME_MESSAGES };

export { PASSWORD_LENGTH_MESSAGES, PASSWORD_MIN_LENGTH };

export const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((v) => codePoints(v) >= PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGES.min)
    .refine((v) => codePoints(v) <= PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_MESSAGES.max);

export const optionalPassword = z
  .string({ error: PASSWORD_LENGTH_MESSAGES.min })
  .refine((v) => v === "" || codePoints(v) >= PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGES.min)
  .refine((v) => codePoints(v) <= PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_MESSAGES.max)
  .optional();

export const registerSchema = z.object({ email, username, password: optionalPassword });

/** POST /api/token/: `username` carries the username or the account's e-mail address. */
export const loginSchema = z.object({
  username: z
    .string({ error: "Kullanıcı adı ve şifre gereklidir." })
    .trim()
    .min(1, "Kullanıcı adı ve şifre gereklidir.")
    .max(254),
  password: z
    .string({ error: "Kullanıcı adı ve şifre gereklidir." })
    .min(1, "Kullanıcı adı ve şifre gereklidir.")
    .max(128),
});

export const refreshSchema = z.object({
  refresh: z.string({ error: "Oturum bulunamadı." }).min(1, "Oturum bulunamadı.").max(4096),
});

export const checkValueSchema = z.object({
  value: z.string({ error: "Bir değer girin." }).trim().min(1, "Bir değer girin.").max(254),
});

export const profileSchema = z.object({
  username: username.optional(),
  first_name: z
    .string({ error: "Ad metin olmalıdır." })
    .trim()
    .max(150, "Ad en fazla 150 karakter olabilir.")
    .optional(),
  last_name: z
    .string({ error: "Soyad metin olmalıdır." })
    .trim()
    .max(150, "Soyad en fazla 150 karakter olabilir.")
    .optional(),
  /** "Mevzuat değiştiğinde e-posta ile haber ver" (issue #52). */
  mevzuat_bildirimi: z.boolean({ error: "Mevzuat bildirimi seçeneği evet ya da hayır olmalıdır." }).optional(),
});

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Hesap silme işlemi için şifrenizi girmeniz gereklidir." })
    .min(1, "Hesap silme işlemi için şifrenizi girmeniz gereklidir.")
    .max(128),
});

export const emailOnlySchema = z.object({
  email: z
    .string({ error: "Email adresi gerekli" })
    .trim()
    .min(1, "Email adresi gerekli")
    .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.invalid),
});

export const resetPasswordSchema = z.object({
  uid: z.string({ error: "Tüm alanları doldurun" }).min(1, "Tüm alanları doldurun").max(64),
  token: z.string({ error: "Tüm alanları doldurun" }).min(1, "Tüm alanları doldurun").max(200),
  new_password: newPassword("Tüm alanları doldurun"),
});

/** The set-password link of an account approved without a password (same shape as the reset). */
export const setPasswordSchema = resetPasswordSchema;

export const changePasswordSchema = z.object({
  current_password: z.string({ error: "Mevcut şifrenizi girin." }).min(1, "Mevcut şifrenizi girin.").max(128),
  new_password: newPassword("Yeni şifrenizi girin."),
});

export const verifyEmailSchema = z.object({
  uid: z
    .string({ error: "Doğrulama için gerekli bilgiler eksik." })
    .min(1, "Doğrulama için gerekli bilgiler eksik.")
    .max(64),
  token: z
    .string({ error: "Doğrulama için gerekli bilgiler eksik." })
    .min(1, "Doğrulama için gerekli bilgiler eksik.")
    .max(200),
});

export const requestEmailChangeSchema = z.object({
  new_email: z
    .string({ error: "Yeni e-posta ve mevcut şifre gereklidir." })
    .trim()
    .min(1, "Yeni e-posta ve mevcut şifre gereklidir.")
    .pipe(email),
  password: z
    .string({ error: "Yeni e-posta ve mevcut şifre gereklidir." })
    .min(1, "Yeni e-posta ve mevcut şifre gereklidir.")
    .max(128),
});

export const confirmEmailChangeSchema = z.object({
  uid: z.string({ error: "Geçersiz doğrulama linki." }).min(1, "Geçersiz doğrulama linki.").max(64),
  token: z.string({ error: "Geçersiz doğrulama linki." }).min(1, "Geçersiz doğrulama linki.").max(200),
  new_email: z.string({ error: "Geçersiz doğrulama linki." }).trim().min(1, "Geçersiz doğrulama linki.").max(254),
});

export const testEmailSchema = z.object({
  email,
  type: z.enum(["simple", "verification", "approval"]).default("simple"),
});

// ---- Requests as the schemas define them (the service takes what the schema gives, the browser sends what it takes) ----

/** PATCH /api/accounts/me/: what the browser sends, and what the service gets after validation. */
/** What a client sends to register (before the schema reads it). */
export type RegistrationRequest = z.input<typeof registerSchema>;
export type ProfileRequest = z.input<typeof profileSchema>;
export type ProfileUpdate = z.infer<typeof profileSchema>;

/** POST /api/accounts/request-email-change/. */
export type EmailChangeRequest = z.input<typeof requestEmailChangeSchema>;
export type EmailChange = z.infer<typeof requestEmailChangeSchema>;

/** POST /api/accounts/confirm-email-change/. */
export type EmailChangeConfirmation = z.infer<typeof confirmEmailChangeSchema>;

// ---- Answers (types only) ----

/** The account as the API answers it: GET /api/accounts/me/, the data of PATCH /api/accounts/me/. */
export interface UserDto {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  email_verified: boolean;
  role: string;
  /**
   * Mail me when a rule-set version that changes my saved answers enters into force (off by default). The server
   * always sends it; a user stored by the browser before it existed lacks it (read as off).
   */
  mevzuat_bildirimi?: boolean;
  profile: { created_at: string };
}

/** A new token pair: POST /api/token/ (login) and POST /api/token/refresh/ (rotation). */
export interface SessionTokensDto {
  access: string;
  refresh: string;
}

/** PATCH /api/accounts/me/. */
export type ProfileAnswer = ApiDataMessage<UserDto>;

/** POST /api/accounts/me/password/: every other session has ended, this browser gets a fresh pair. */
export type ChangePasswordAnswer = ApiMessage & SessionTokensDto;

/** POST /api/accounts/check-username/ and /check-email/. */
export interface UniqueCheckDto {
  is_unique: boolean;
  message: string;
}

/** GET /api/accounts/google/auth/: where to send the browser. */
export interface GoogleAuthDto {
  authorization_url: string;
}
