/**
 * The username and e-mail rules of the account forms with their Turkish messages, shared by the
 * server's zod schemas (account-schemas.ts) and the browser's form checks. No dependencies, so the SPA's account
 * screens do not pull zod in.
 */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[a-z0-9_]+$/;

export const USERNAME_MESSAGES = {
  required: "Kullanıcı adı gereklidir.",
  min: `Kullanıcı adı en az ${USERNAME_MIN_LENGTH} karakter olmalıdır.`,
  max: `Kullanıcı adı en fazla ${USERNAME_MAX_LENGTH} karakter olabilir.`,
  pattern:
    "Kullanıcı adı yalnızca küçük harf (a-z), rakam ve alt çizgi (_) içerebilir; Türkçe karakterler desteklenmez.",
} as const;

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MESSAGES = {
  required: "E-posta adresi gereklidir.",
  invalid: "Geçerli bir e-posta adresi girin.",
  lookalike:
    "Bu e-posta adresi başka bir adrese benzeyen karakterler içeriyor (tam genişlikte harfler ya da farklı alfabelerden harfler). Lütfen adresinizi standart harflerle yazın.",
} as const;

export const LOGIN_MESSAGES = {
  usernameRequired: "Kullanıcı adı veya e-posta gereklidir.",
  passwordRequired: "Şifre gereklidir.",
} as const;
