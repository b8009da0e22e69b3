/**
 * The one reader of numbers typed by a person, for every numeric field (the calculation form, the area check, the
 * parcel analysis). Turkish writing: a dot groups thousands (`12.000`), a comma starts the decimals (`12,5`,
 * `12.000,5`); plain digits (`12000`) and spaces between groups (`12 000`) are read too. No exponents, no signs
 * but a leading minus. What could be read two ways is never guessed: `12.5` (an English decimal point, or a typo?)
 * and `12,000` (twelve, or English twelve thousand?) get a question back. One rule for every field: the server's
 * (worker/core/calculation/request-schema.ts). Areas (`alan`) and other numbers take decimals (`1.234,5`); only a
 * whole-number field (`tam_sayi`: counts of trees, hives, boxes) refuses a fraction, and says so in its label
 * (the descriptor's `form_etiketi`) and in its error. Pure.
 */
import { formatPlainTr, formatTr } from "@worker/core/rules/numbers.ts";

export type NumberReading =
  { ok: true; value: number | null } | { ok: false; kind: "invalid" | "ambiguous" | "fraction"; message: string };

/**
 * The reader's own messages (a field's range messages come from its descriptor); their examples follow the one
 * rule: `12.500` is twelve thousand five hundred, `12,5` twelve and a half (not an example for a whole number).
 */
export const NUMBER_MESSAGES = {
  invalid: "Lütfen sayıyı rakamlarla yazın (örn. 12.500 veya 12,5).",
  invalidWhole: "Lütfen tam sayıyı rakamlarla yazın (örn. 12.500).",
} as const;

/** Why a whole-number field refuses what was typed: it reads as a number, but with a fraction. */
export function fractionMessage(typed: string, value: number): string {
  const whole = Math.trunc(value) || Math.sign(value) || 1;
  return `“${typed}” küsuratlı bir sayı; bu alana tam sayı girin (örn. ${turkishText(whole)}).`;
}

const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const PLAIN = /^\d+(?:,\d+)?$/;
const DOT_GROUPS = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
const SPACE_GROUPS = /^\d{1,3}(?: \d{3})+(?:,\d+)?$/;
/** `12,500`: Turkish 12,5 or English 12 500. A leading zero (`0,125`) or a longer whole part is only a decimal. */
const COMMA_THOUSAND = /^[1-9]\d{0,2},\d{3}$/;
/** One dot that is not a thousands group: `12.5`, `1500.5`, `12.50`. */
const DOT_DECIMAL = /^\d+\.\d+$/;
/** English grouping: `12,000.5`, `1,234,567`. */
const ENGLISH = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** A number in Turkish writing: `12500` → `12.500`, `12.5` → `12,5` (up to 6 decimals, no rounding of integers). */
export function turkishText(n: number): string {
  return formatTr(n, 6);
}

/** A number as a field's text: a decimal comma, no grouping (`12000`, `12,5`); what the reader reads back. */
export function inputText(n: number): string {
  return formatPlainTr(n, 6);
}

const toNumber = (digits: string) => Number(digits.replace(",", "."));

const HOW = "Binlik ayırıcı nokta, ondalık ayırıcı virgüldür; lütfen öyle yazın.";

/**
 * A question back: which of the readings the person meant (one reading: whether they meant it). A whole-number
 * field offers only whole readings; when none is left, the text is a fraction there.
 */
function ask(typed: string, all: readonly number[], integer: boolean): NumberReading {
  const readings = integer ? all.filter(Number.isInteger) : all;
  if (!readings.length) return { ok: false, kind: "fraction", message: fractionMessage(typed, all[0]!) };
  const texts = readings.map(turkishText);
  const question =
    texts.length === 1
      ? `“${typed}” ile ${texts[0]} sayısını mı kastediyorsunuz?`
      : `“${typed}” ile hangisini kastediyorsunuz: ${texts.join(" ya da ")}?`;
  return { ok: false, kind: "ambiguous", message: `${question} ${HOW}` };
}

/**
 * Reads the text of a numeric field. Empty text is `{ ok: true, value: null }`; `integer` fields refuse a
 * fraction. Range checks are the field's own (`fieldNumberError`).
 */
export function readNumber(text: string, options: { integer?: boolean } = {}): NumberReading {
  const integer = options.integer ?? false;
  const invalid: NumberReading = {
    ok: false,
    kind: "invalid",
    message: integer ? NUMBER_MESSAGES.invalidWhole : NUMBER_MESSAGES.invalid,
  };
  const trimmed = text.replace(SPACES, " ").trim();
  if (trimmed === "") return { ok: true, value: null };
  const negative = trimmed.startsWith("-");
  const body = negative ? trimmed.slice(1).trim() : trimmed;
  const sign = negative ? -1 : 1;
  let value: number;
  if (COMMA_THOUSAND.test(body)) {
    const [whole, part] = body.split(",") as [string, string];
    return ask(trimmed, [sign * (Number(whole) * 1000 + Number(part)), sign * toNumber(body)], integer);
  } else if (PLAIN.test(body)) value = toNumber(body);
  else if (DOT_GROUPS.test(body)) value = toNumber(body.replace(/\./g, ""));
  else if (SPACE_GROUPS.test(body)) value = toNumber(body.replace(/ /g, ""));
  else if (DOT_DECIMAL.test(body)) {
    // `12.5` may be 12,5 or a thousands group short of its zeros (12.500); `1500.5` only a decimal.
    const [whole, part] = body.split(".") as [string, string];
    const grouped =
      /^[1-9]\d{0,2}$/.test(whole) && part.length < 3 ? [Number(whole) * 1000 + Number(part.padEnd(3, "0"))] : [];
    return ask(trimmed, [sign * Number(body), ...grouped.map((g) => sign * g)], integer);
  } else if (ENGLISH.test(body)) return ask(trimmed, [sign * Number(body.replace(/,/g, ""))], integer);
  else return invalid;
  value *= sign;
  if (!Number.isFinite(value)) return invalid;
  if (integer && !Number.isInteger(value))
    return { ok: false, kind: "fraction", message: fractionMessage(trimmed, value) };
  return { ok: true, value };
}

/** The number a text holds, or null when it is empty or not one number for sure. */
export function numberOrNull(text: string, options: { integer?: boolean } = {}): number | null {
  const r = readNumber(text, options);
  return r.ok ? r.value : null;
}

/** What a numeric field of a descriptor needs from the reader and its range check. */
export interface NumericField {
  tur: string;
  zorunlu: boolean;
  en_az: number | null;
  en_cok: number | null;
  mesaj: string;
  ust_mesaj?: string | null;
}

/**
 * Whether a field takes whole numbers only: the descriptor's `tam_sayi` (counts), as the server's request schema
 * checks it. Areas (`alan`) and other numbers (`sayi`) take decimals there, so here too.
 */
export const isIntegerField = (f: Pick<NumericField, "tur">) => f.tur === "tam_sayi";

/**
 * The error of a field's text, or null: a missing required value (the field's message), a text the reader cannot
 * take for sure (its question or message), a value below `en_az` (the field's message) or above `en_cok`
 * (`ust_mesaj` when the field has one).
 */
export function fieldNumberError(f: NumericField, text: string): string | null {
  const r = readNumber(text, { integer: isIntegerField(f) });
  if (!r.ok) return r.message;
  if (r.value === null) return f.zorunlu ? f.mesaj : null;
  if (f.en_az !== null && r.value < f.en_az) return f.mesaj;
  if (f.en_cok !== null && r.value > f.en_cok) return f.ust_mesaj ?? f.mesaj;
  return null;
}
