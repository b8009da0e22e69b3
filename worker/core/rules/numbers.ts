/**
 * The one Turkish formatter of the app (worker texts and the browser alike): rounding (r6 / r2 / r1, half away from
 * zero) and the text of numbers, areas, percentages and dates, with cached `Intl` formats for `tr-TR`. Pure.
 */

/** Round half away from zero to `digits` decimals (what toFixed gives for representable ties). */
function roundTo(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  const f = 10 ** digits;
  const v = Math.round(Math.abs(x) * f + 1e-9) / f;
  return x < 0 ? -v : v;
}

export const r6 = (x: number) => roundTo(x, 6);
export const r2 = (x: number) => roundTo(x, 2);
export const r1 = (x: number) => roundTo(x, 1);

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The cached `tr-TR` number format with these decimals (`min`…`max`) and grouping. */
function numberFormat(min: number, max: number, grouping: boolean): Intl.NumberFormat {
  const key = `${min}/${max}/${grouping}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat("tr-TR", {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: grouping,
    });
    numberFormats.set(key, f);
  }
  return f;
}

/** Rounds half away from zero first (as the calculation does), so Intl's own rounding never decides a digit. */
function formatRounded(x: number, min: number, max: number, grouping = true): string {
  if (!Number.isFinite(x)) return String(x);
  const rounded = roundTo(x, max);
  return numberFormat(min, max, grouping).format(rounded === 0 ? 0 : rounded); // never "-0"
}

/** `1234.5` → `1.234,5`: Turkish grouping, decimal comma, at most `digits` decimals, no trailing zeros. */
export function formatTr(x: number, digits = 2): string {
  return formatRounded(x, 0, digits);
}

/** Exactly `digits` decimals: `formatFixedTr(1, 2)` → `1,00`. */
export function formatFixedTr(x: number, digits: number): string {
  return formatRounded(x, digits, digits);
}

/** As typed in a field: decimal comma, no grouping, at most `digits` decimals (`12000`, `12,5`). */
export function formatPlainTr(x: number, digits = 6): string {
  return formatRounded(x, 0, digits, false);
}

/** Ratio as a percent text: 0.2 → "%20", 0.05 → "%5"; at most `digits` decimals. */
export function formatPercent(ratio: number, digits = 2): string {
  return `%${formatTr(ratio * 100, digits)}`;
}

/** Square metres in decares, one decimal: 1500 → "1,5". */
export const formatDecares = (m2: number) => formatFixedTr(m2 / 1000, 1);

/** Square metres in hectares, two decimals: 12345 → "1,23". */
export const formatHectares = (m2: number) => formatFixedTr(m2 / 10_000, 2);

/**
 * An area: "1.234,5 m²" (at most `digits` decimals); with `hectares`, from 10 000 m² on the hectares follow:
 * "12.345 m² (1,23 ha)".
 */
export function formatArea(m2: number, { digits = 2, hectares = false }: { digits?: number; hectares?: boolean } = {}) {
  const rounded = roundTo(m2, digits);
  const text = `${formatTr(rounded, digits)} m²`;
  return hectares && rounded >= 10_000 ? `${text} (${formatHectares(rounded)} ha)` : text;
}

/** Every date is written in Turkey's time, whatever the device's or the worker's zone. */
const TIME_ZONE = "Europe/Istanbul";
const dateTimeFormat = new Intl.DateTimeFormat("tr-TR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const dateFormat = new Intl.DateTimeFormat("tr-TR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** A moment from a Date, ISO text, or D1's `YYYY-MM-DD HH:MM:SS` (UTC); null when it is not a date. */
function toDate(at: Date | string): Date | null {
  const d = typeof at === "string" ? new Date(/^\d{4}-\d\d-\d\d \d/.test(at) ? `${at.replace(" ", "T")}Z` : at) : at;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A saved moment, e.g. "28.11.2026 14:05" (Istanbul time); a text that is not a date comes back as it is. */
export function formatDateTime(at: Date | string): string {
  const d = toDate(at);
  return d ? dateTimeFormat.format(d) : String(at);
}

/** A day, e.g. "28.11.2026" (Istanbul time); a text that is not a date comes back as it is. */
export function formatDate(at: Date | string): string {
  const d = toDate(at);
  return d ? dateFormat.format(d) : String(at);
}
