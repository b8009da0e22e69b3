/**
 * One address per person (issue [6/7]): the canonical spelling every account address is stored and looked up in, and
 * the local parts that are refused because they only look like another address. Pure; shared with the browser.
 *
 * - Unicode NFC: "josé" typed precomposed or with a combining accent is one address.
 * - Lower case in ASCII only (A–Z → a–z): "İbrahim@" keeps its dotted İ instead of gaining a combining dot the user
 *   never typed (JavaScript's toLowerCase turns "İ" into "i̇"); SQLite's lower() folds the same letters, so stored
 *   addresses and lookups meet.
 * - The domain as the URL standard writes a host (IDNA: lower case, fullwidth folded, punycode).
 * - Refused: a local part that compatibility normalisation (NFKC) would change (fullwidth "ｉｂｒａｈｉｍ", ligatures)
 *   and one whose letters mix scripts (a Cyrillic "і" among Latin letters), the spellings that impersonate another
 *   address.
 */
import { EMAIL_MESSAGES } from "./account-rules.ts";

const SCRIPTS = [
  "Latin",
  "Cyrillic",
  "Greek",
  "Armenian",
  "Georgian",
  "Arabic",
  "Hebrew",
  "Han",
  "Hiragana",
  "Katakana",
  "Hangul",
  "Thai",
  "Devanagari",
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, "u")] as const);
const LETTER = /\p{L}/u;

/** The script of a letter among SCRIPTS; "other" for a letter of none of them. */
function scriptOf(letter: string): string {
  return SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(letter))?.[0] ?? "other";
}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

function canonicalDomain(domain: string): string | null {
  try {
    const host = new URL(`http://${domain}/`).hostname;
    return host === "" ? null : host;
  } catch {
    return null;
  }
}

/** Why the address cannot be an account's (a Turkish message), or null when it can. */
export function emailAddressProblem(address: string): string | null {
  const text = address.trim().normalize("NFC");
  const at = text.lastIndexOf("@");
  if (at <= 0) return EMAIL_MESSAGES.invalid;
  const local = text.slice(0, at);
  if (local.normalize("NFKC") !== local) return EMAIL_MESSAGES.lookalike;
  const scripts = new Set([...local].filter((c) => LETTER.test(c)).map(scriptOf));
  if (scripts.size > 1 || scripts.has("other")) return EMAIL_MESSAGES.lookalike;
  if (canonicalDomain(text.slice(at + 1)) === null) return EMAIL_MESSAGES.invalid;
  return null;
}

/** The stored spelling of an address (see the module comment); an unparsable domain is left as typed, lower-cased. */
export function canonicalEmail(address: string): string {
  const text = address.trim().normalize("NFC");
  const at = text.lastIndexOf("@");
  if (at < 0) return asciiLower(text);
  const domain = text.slice(at + 1);
  return `${asciiLower(text.slice(0, at))}@${canonicalDomain(domain) ?? asciiLower(domain)}`;
}
