/** Typed reads of rule-file constants; a missing or mistyped constant is a rule-file defect (thrown). */
import type { Girdi } from "./types.ts";
export function sabitSayi(sabit: Readonly<Record<string, unknown>>, key: string): number {
  const v = sabit[key];
  if (typeof v !== "number" || !Number.isFinite(v)) throw new Error(`rule file constant "${key}" must be a number`);
  return v;
}

export function sabitDizi<T>(sabit: Readonly<Record<string, unknown>>, key: string): T[] {
  const v = sabit[key];
  if (!Array.isArray(v)) throw new Error(`rule file constant "${key}" must be an array`);
  return v as T[];
}

export function sabitKayit<T>(sabit: Readonly<Record<string, unknown>>, key: string): Record<string, T> {
  const v = sabit[key];
  if (typeof v !== "object" || v === null || Array.isArray(v))
    throw new Error(`rule file constant "${key}" must be an object`);
  return v as Record<string, T>;
}

/** A positive number from a request field (area or count), else null: the "missing or 0" that falls back to another field. */
export function pozitifDeger(girdi: Girdi, field: keyof Girdi): number | null {
  const v = girdi[field];
  return typeof v === "number" && v > 0 ? v : null;
}

/** A text of a rule-file text table (`sabitler[grup][anahtar]`); a missing text is a rule-file defect (thrown). */
export function sabitMetin(sabit: Readonly<Record<string, unknown>>, grup: string, anahtar: string): string {
  const t = sabitKayit<unknown>(sabit, grup)[anahtar];
  if (typeof t !== "string" || !t) throw new Error(`rule file constant "${grup}.${anahtar}" must be a text`);
  return t;
}

/** The fixed result values of a rule file (`sabit_ciktilar`, absent: none); a value that is not an object is a defect. */
export function sabitCiktiDegerleri(sabit: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  return sabit["sabit_ciktilar"] === undefined ? {} : sabitKayit<unknown>(sabit, "sabit_ciktilar");
}
