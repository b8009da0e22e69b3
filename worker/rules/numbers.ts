/** Rounding (r6 / r2 / r1, half away from zero) and Turkish number text. Pure. */

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

/** `1234.5` → `1.234,5`: Turkish grouping, decimal comma, at most `digits` decimals, no trailing zeros. */
export function formatTr(x: number, digits = 2): string {
  const rounded = roundTo(x, digits);
  const fixed = Math.abs(rounded).toFixed(digits);
  const dot = fixed.indexOf(".");
  const intPart = dot < 0 ? fixed : fixed.slice(0, dot);
  let end = fixed.length;
  while (end > dot + 1 && fixed.charCodeAt(end - 1) === 48 /* "0" */) end--;
  const decimals = dot < 0 ? "" : fixed.slice(dot + 1, end);
  let grouped = intPart;
  if (intPart.length > 3) {
    let i = intPart.length % 3 || 3;
    grouped = intPart.slice(0, i);
    for (; i < intPart.length; i += 3) grouped += `.${intPart.slice(i, i + 3)}`;
  }
  return `${rounded < 0 ? "-" : ""}${grouped}${decimals ? `,${decimals}` : ""}`;
}

/** Ratio as a percent text: 0.2 → "%20", 0.05 → "%5". */
export function formatPercent(ratio: number): string {
  return `%${formatTr(ratio * 100, 2)}`;
}
