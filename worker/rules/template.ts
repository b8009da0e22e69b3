/** Fills `{name}` placeholders of rule-file texts from values; numbers become Turkish number text. */
import { formatTr } from "./numbers.ts";

export type TemplateValues = Readonly<Record<string, unknown>>;

export function fillTemplate(template: string, ...sources: TemplateValues[]): string {
  return template.replace(/\{([a-zA-Z0-9_]+)\}/g, (whole, key: string) => {
    for (const source of sources) {
      if (key in source) {
        const v = source[key];
        if (typeof v === "number") return formatTr(v);
        if (typeof v === "string") return v;
        if (typeof v === "boolean") return v ? "evet" : "hayır";
      }
    }
    return whole;
  });
}

/** The placeholder names a template uses (for the rule-file checks). */
export function templateKeys(template: string): string[] {
  return [...template.matchAll(/\{([a-zA-Z0-9_]+)\}/g)].map((m) => m[1]!);
}
