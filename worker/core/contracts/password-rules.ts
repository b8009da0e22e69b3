/**
 * The length rules of the password policy, shared with the browser (no dependencies, so the SPA's account screens
 * do not pull zod in). The server also refuses common and breached passwords: worker/lib/password-policy.ts.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_LENGTH_MESSAGES = {
  min: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalıdır.`,
  max: `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`,
} as const;

/** Length as the server counts it: Unicode code points (an emoji or "ğ" is one character). */
export const passwordLength = (password: string) => [...password].length;
