/**
 * The password policy (OWASP ASVS 2.1): at least 10 characters, at most 128, and not a common or breached password.
 * "Common" is an offline list (worker/lib/common-passwords.json, made by `npm run passwords:build` from the
 * breached-password list of @zxcvbn-ts/language-common plus Turkish favourites): a password is refused when it is
 * on the list, or is a listed word with only digits / symbols around it ("galatasaray1905", "Password2024!"),
 * a repetition or a run ("aaaaaaaaaa", "abcabcabca", "0987654321"), or contains the user's name or e-mail.
 * Pure: no env, no network; the messages are Turkish. Passwords are never logged.
 */
import {
  PASSWORD_LENGTH_MESSAGES,
  PASSWORD_MAX_LENGTH as PASSWORD_MAX,
  PASSWORD_MIN_LENGTH as PASSWORD_MIN,
} from "../core/contracts/password-rules.ts";

import COMMON from "./common-passwords.json";

export { PASSWORD_MAX, PASSWORD_MIN };

export const PASSWORD_MESSAGES = {
  ...PASSWORD_LENGTH_MESSAGES,
  common:
    "Bu şifre çok yaygın veya sızdırılmış şifre listelerinde yer alıyor. Lütfen tahmin edilmesi zor bir şifre seçin.",
  pattern: "Bu şifre tekrar eden veya ardışık karakterlerden oluşuyor. Lütfen tahmin edilmesi zor bir şifre seçin.",
  personal: "Şifreniz kullanıcı adınızı veya e-posta adresinizi içermemelidir.",
  same: "Yeni şifre mevcut şifrenizle aynı olamaz.",
} as const;

const TURKISH_FOLD: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" };

/** Lower case, Turkish letters folded to ASCII (İ/I → i), compatibility forms unified: how the list is written. */
export function normalizeForList(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/İ/g, "i")
    .toLowerCase()
    .normalize("NFC")
    .replace(/[çğıöşüâîû]/g, (ch) => TURKISH_FOLD[ch] ?? ch)
    .replace(/\u0307/g, "");
}

const LEET: Record<string, string> = {
  "@": "a",
  "4": "a",
  "3": "e",
  "1": "i",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
  "+": "t",
};
const unleet = (text: string) => text.replace(/[@431!0$57+]/g, (ch) => LEET[ch] ?? ch);

let commonSet: Set<string> | null = null;
function isListed(word: string): boolean {
  commonSet ??= new Set(COMMON as string[]);
  return commonSet.has(word);
}

/** The letters between leading and trailing digits / symbols ("password2024!" → "password"). */
const core = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

function isCommon(normalized: string): boolean {
  const whole = [normalized, unleet(normalized)];
  if (whole.some(isListed)) return true;
  const cores = [core(normalized), unleet(core(normalized)), core(unleet(normalized))];
  if (cores.some((word) => word.length >= 3 && isListed(word))) return true;
  // Only digits and symbols with few distinct characters (a year twice, a phone-like number): no letter core.
  return cores[0]!.length === 0 && new Set(normalized).size <= 4;
}

/** Runs people type: the alphabet, the digits and keyboard rows, both ways (a password inside one is a pattern). */
const RUNS = [
  "abcdefghijklmnopqrstuvwxyz",
  "01234567890",
  "qwertyuiopgu",
  "asdfghjklsi",
  "zxcvbnmoc",
  "1qaz2wsx3edc4rfv5tgb6yhn",
];
const RUNS_BOTH_WAYS = RUNS.flatMap((r) => [r, [...r].reverse().join("")]);

/** "aaaaaaaaaa", "abcabcabcabc", "1212121212", "abcdefghij", "0987654321": a short unit repeated or a plain run. */
function isPattern(text: string): boolean {
  const chars = [...text];
  for (let unit = 1; unit <= Math.min(4, Math.floor(chars.length / 2)); unit++) {
    if (chars.every((ch, i) => ch === chars[i % unit])) return true;
  }
  return RUNS_BOTH_WAYS.some((run) => (run + run).includes(text));
}

function isPersonal(
  normalized: string,
  context: { username?: string | undefined; email?: string | undefined },
): boolean {
  const parts = [context.username, context.email, context.email?.split("@")[0]]
    .filter((p): p is string => typeof p === "string")
    .map((p) => normalizeForList(p.trim()))
    .filter((p) => p.length >= 4);
  return parts.some((p) => normalized.includes(p));
}

/** The Turkish message of the first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  context: { username?: string | undefined; email?: string | undefined } = {},
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return PASSWORD_MESSAGES.min;
  if (length > PASSWORD_MAX) return PASSWORD_MESSAGES.max;
  const normalized = normalizeForList(password);
  if (isPattern(normalized)) return PASSWORD_MESSAGES.pattern;
  if (isCommon(normalized) || isCommon(normalized.replace(/\s+/g, ""))) return PASSWORD_MESSAGES.common;
  if (isPersonal(normalized, context)) return PASSWORD_MESSAGES.personal;
  return null;
}
