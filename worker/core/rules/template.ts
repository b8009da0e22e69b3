/**
 * Fills `{name}` placeholders of rule-file texts from values; `{a.b}` reads a nested constant (e.g.
 * `{esikler.zeytin_yogunluk_siniri}`, `{paylar.0.oran}`); `{name%}` writes a ratio as a percentage (0.05 → "%5").
 * Numbers become Turkish number text. Each template string is split into its
 * literal and placeholder parts once and kept (rule texts are a fixed, small set per rule-set version).
 */
import { resolveConstant } from "./constants.ts";
import { formatPercent, formatTr } from "./numbers.ts";

export type TemplateValues = Readonly<Record<string, unknown>>;

/** Even indexes: literal text; odd indexes: placeholder keys. */
type Parts = readonly string[];

const PLACEHOLDER = /\{([a-zA-Z0-9_]+(?:\.[a-zA-Z0-9_-]+)*%?)\}/g;
const MAX_CACHED = 4096;
const cache = new Map<string, Parts>();

function partsOf(template: string): Parts {
  let parts = cache.get(template);
  if (!parts) {
    parts = template.split(PLACEHOLDER);
    // Texts built at run time (never the case for rule files) must not grow the cache without bound.
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(template, parts);
  }
  return parts;
}

function valueText(placeholder: string, sources: readonly TemplateValues[]): string | undefined {
  const percent = placeholder.endsWith("%");
  const key = percent ? placeholder.slice(0, -1) : placeholder;
  const nested = key.includes(".");
  for (const source of sources) {
    const v = nested ? resolveConstant(source, key) : key in source ? source[key] : undefined;
    if (typeof v === "number") return percent ? formatPercent(v) : formatTr(v);
    if (typeof v === "string") return v;
    if (typeof v === "boolean") return v ? "evet" : "hayır";
  }
  return undefined;
}

export function fillTemplate(template: string, ...sources: TemplateValues[]): string {
  const parts = partsOf(template);
  if (parts.length === 1) return template;
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i]!;
    out += (valueText(key, sources) ?? `{${key}}`) + parts[i + 1]!;
  }
  return out;
}
