/**
 * Fills `{name}` placeholders of rule-file texts from values; `{a.b}` reads a nested constant (e.g.
 * `{esikler.zeytin_yogunluk_siniri}`). Numbers become Turkish number text.
 */
import { resolveConstant } from "./constants.ts";
import { formatTr } from "./numbers.ts";

export type TemplateValues = Readonly<Record<string, unknown>>;

export function fillTemplate(template: string, ...sources: TemplateValues[]): string {
  return template.replace(/\{([a-zA-Z0-9_]+(?:\.[a-zA-Z0-9_]+)*)\}/g, (whole, key: string) => {
    for (const source of sources) {
      const v = key.includes(".") ? resolveConstant(source, key) : key in source ? source[key] : undefined;
      if (typeof v === "number") return formatTr(v);
      if (typeof v === "string") return v;
      if (typeof v === "boolean") return v ? "evet" : "hayır";
    }
    return whole;
  });
}
