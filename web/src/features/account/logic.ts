/** Pure rules of the account screens. */
import { MESSAGES, PASSWORD_MIN_LENGTH } from "./messages.ts";

/** The reset form's first problem, checked in this order (both filled, equal, long enough); null when fine. */
export function resetPasswordError(password: string, repeat: string): string | null {
  if (password === "" || repeat === "") return MESSAGES.resetFillAll;
  if (password !== repeat) return MESSAGES.resetMismatch;
  if ([...password].length < PASSWORD_MIN_LENGTH) return MESSAGES.resetTooShort;
  return null;
}

/** The forgot-password form's check: the e-mail is required (the server answers the same for any address). */
export function forgotPasswordEmailError(email: string): string | null {
  return email.trim() === "" ? MESSAGES.forgotEmailRequired : null;
}

/** Whether a verification error means an expired or invalid link ('süresi dolmuş', 'geçersiz', 'expired'). */
export function isExpiredLinkError(text: string): boolean {
  const t = text.toLocaleLowerCase("tr-TR");
  return ["süresi dolmuş", "geçersiz", "expired"].some((word) => t.includes(word));
}

/** uid and token of a link: the path wins, the query (?uid=&token=) fills in; null when either is missing. */
export function linkParams(
  path: { uid?: string | undefined; token?: string | undefined },
  query: URLSearchParams,
): { uid: string; token: string } | null {
  const uid = (path.uid ?? query.get("uid") ?? "").trim();
  const token = (path.token ?? query.get("token") ?? "").trim();
  return uid && token ? { uid, token } : null;
}
