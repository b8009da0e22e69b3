/**
 * The one Turkish error map of every zod schema (worker and browser): a message for each kind of zod issue that a
 * schema leaves without a message of its own — a body that is not an object, a field of the wrong type, a value off
 * a list. Installed as zod's locale (`config({ localeError })`) by importing this module before any validation: the
 * worker's app.ts and the browser's offline engine do. No English text of zod's reaches a user.
 */
import { config, type core } from "zod";

/** The JavaScript kinds of a value as a reader of Turkish calls them. */
const KINDS: Record<string, string> = {
  string: "metin",
  number: "sayı",
  int: "tam sayı",
  bigint: "tam sayı",
  boolean: "evet/hayır değeri",
  object: "alanlar içeren bir nesne",
  array: "liste",
  null: "boş değer",
  undefined: "değer",
  date: "tarih",
  nan: "geçerli bir sayı",
};

/** The kind of `input` in the words of KINDS. */
function kindOf(input: unknown): string {
  if (input === null) return KINDS["null"]!;
  if (Array.isArray(input)) return KINDS["array"]!;
  if (typeof input === "number" && Number.isNaN(input)) return KINDS["nan"]!;
  return KINDS[typeof input] ?? "bilinmeyen bir değer";
}

const kind = (name: string) => KINDS[name] ?? "başka türde bir değer";

export const turkishZodErrors: core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Bu alan gereklidir.";
      return `Geçersiz değer: ${kind(issue.expected)} bekleniyordu, ${kindOf(issue.input)} gönderildi.`;
    case "invalid_value":
      return "Geçersiz seçim: izin verilen değerlerden biri olmalıdır.";
    case "too_big":
      return issue.origin === "string"
        ? `En fazla ${String(issue.maximum)} karakter olabilir.`
        : issue.origin === "array" || issue.origin === "set"
          ? `En fazla ${String(issue.maximum)} öğe olabilir.`
          : `En fazla ${String(issue.maximum)} olabilir.`;
    case "too_small":
      return issue.origin === "string"
        ? `En az ${String(issue.minimum)} karakter olmalıdır.`
        : issue.origin === "array" || issue.origin === "set"
          ? `En az ${String(issue.minimum)} öğe olmalıdır.`
          : `En az ${String(issue.minimum)} olmalıdır.`;
    case "invalid_format":
      return "Geçersiz biçim.";
    case "not_multiple_of":
      return `${String(issue.divisor)} sayısının katı olmalıdır.`;
    case "unrecognized_keys":
      return `Tanınmayan alan: ${issue.keys.join(", ")}.`;
    default:
      return "Geçersiz değer.";
  }
};

config({ localeError: turkishZodErrors });
