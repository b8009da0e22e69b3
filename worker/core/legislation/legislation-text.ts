/**
 * The words of a legislation page (worker/core/rules/legislation.ts): a rule's condition as a Turkish formula and its
 * texts with what a page can know filled in. Every name comes from data — the request-field catalogue
 * (`girdi_alanlari`), the type's result cards and report rows, and `etiketler.json` (worker/core/rules/page-labels.ts) for
 * what no rule file names — never from an identifier. A constant takes the unit of what it is compared with.
 * Conditions on the type itself and on constants (`yapi`, `sabit`) are settled for the type with the engine's own
 * operators: a part that always holds is dropped, and a condition that never holds makes the rule inapplicable. Pure.
 */
import { resolveConstant } from "../rules/constants.ts";
import { formatTr } from "../rules/numbers.ts";
import { ownEntry } from "../rules/page-labels.ts";
import { resolvePath, testOperator } from "../calculation/rule-program.ts";
import type { Condition, DeclaredFact, KNOWN_OPERATORS, PageLabels } from "../rules/schema.ts";
import { fillTemplate, type TemplateValues } from "../rules/template.ts";

/** How a condition's operator reads in Turkish (the legislation pages, `rules:diff`). */
export const OPERATOR_TEXT: Record<(typeof KNOWN_OPERATORS)[number], string> = {
  equal: "=",
  notEqual: "≠",
  lessThan: "<",
  lessThanInclusive: "≤",
  greaterThan: ">",
  greaterThanInclusive: "≥",
  in: "şunlardan biri:",
  notIn: "şunlardan biri değil:",
  contains: "şunu içerir:",
  doesNotContain: "şunu içermez:",
};

/** A Turkish name of a fact: its label, its unit and names of the texts it is compared with. */
export interface FactName {
  etiket: string;
  birim?: string | undefined;
  degerler?: Readonly<Record<string, string>> | undefined;
}

export interface FormulaContext {
  /** The request-field catalogue (`girdi_alanlari`). */
  girdi: Readonly<Record<string, FactName>>;
  /** The type's result fields by name (cards, then report rows). */
  hesap: ReadonlyMap<string, FactName>;
  /** `etiketler.json` → `olgular`. */
  labels: PageLabels["olgular"];
  /** The constants of the rule list (`sabit`). */
  sabit: Readonly<Record<string, unknown>>;
  /** The type's own facts (`yapi`), one for each emsal mode's list of allowed land types. */
  yapi: readonly Readonly<Record<string, unknown>>[];
}

/** A condition as the page writes it: always true, never true, a formula, or null when something has no name. */
export type Formula = boolean | string | null;

type Reference = { fact: DeclaredFact; path?: string | undefined };
type Leaf = Exclude<Condition, { all: unknown } | { any: unknown } | { not: unknown }>;

const isReference = (v: unknown): v is Reference =>
  v !== null && typeof v === "object" && !Array.isArray(v) && "fact" in v;
const keyOf = (ref: Reference) => (ref.path ?? "").replace(/^\$\./, "");
/** The facts that hold the same for every request of a type (its own facts and its constants). */
const SETTLED: ReadonlySet<DeclaredFact> = new Set(["yapi", "sabit"]);

function nameOf(ctx: FormulaContext, ref: Reference): FactName | undefined {
  const key = keyOf(ref);
  switch (ref.fact) {
    case "girdi":
      return ownEntry(ctx.girdi, key) ?? ownEntry(ctx.labels.girdi, key);
    case "hesap":
      // A computed value named like a request field is that field's value.
      return ctx.hesap.get(key) ?? ownEntry(ctx.girdi, key) ?? ownEntry(ctx.labels.hesap, key);
    case "konum":
      return ownEntry(ctx.labels.konum, key);
    case "yapi":
      return ownEntry(ctx.labels.yapi, key);
    case "sabit":
      // A constant is named by its value (operand), never by a label.
      return undefined;
  }
}

function withUnit(n: number, unit: string | undefined): string {
  if (unit === "%") return `%${formatTr(n)}`;
  return unit ? `${formatTr(n)} ${unit}` : formatTr(n);
}

/**
 * An operand's text and unit; a constant is its value in the unit of the other side (`other`), a list constant its
 * values as the other side names them (land-type ids as land types).
 */
function operand(ref: Reference, ctx: FormulaContext, other?: FactName): { text: string; name?: FactName } | undefined {
  if (ref.fact === "sabit") {
    const v = resolveConstant(ctx.sabit, keyOf(ref));
    if (typeof v === "number") return { text: withUnit(v, other?.birim) };
    const listed = Array.isArray(v) ? literal(v, other) : undefined;
    return listed === undefined ? undefined : { text: listed };
  }
  const name = nameOf(ctx, ref);
  return name ? { text: name.etiket, name } : undefined;
}

function literal(v: unknown, name: FactName | undefined): string | undefined {
  if (v === null) return "belirtilmemiş";
  if (v === "") return "boş";
  if (typeof v === "boolean") return v ? "evet" : "hayır";
  if (typeof v === "number") return ownEntry(name?.degerler, String(v)) ?? withUnit(v, name?.birim);
  if (typeof v === "string") return ownEntry(name?.degerler, v);
  if (Array.isArray(v)) {
    const parts = v.map((x) => literal(x, name));
    return parts.every((p) => p !== undefined) ? parts.join(", ") : undefined;
  }
  return undefined;
}

/** A comparison of the type's own facts and constants, when it comes out the same in every emsal mode. */
function settled(c: Leaf, ref: Reference | null, ctx: FormulaContext): boolean | undefined {
  if (!SETTLED.has(c.fact) || (ref && !SETTLED.has(ref.fact))) return undefined;
  const results = ctx.yapi.map((yapi) => {
    const facts: Partial<Record<DeclaredFact, unknown>> = { yapi, sabit: ctx.sabit };
    const read = (r: Reference) => (r.path ? resolvePath(facts[r.fact], r.path) : facts[r.fact]);
    return testOperator(c.operator, read(c), ref ? read(ref) : c.value);
  });
  return results.every((r) => r === results[0]) ? results[0] : undefined;
}

function leaf(c: Leaf, ctx: FormulaContext): Formula {
  const ref = isReference(c.value) ? c.value : null;
  const fixed = settled(c, ref, ctx);
  if (fixed !== undefined) return fixed;
  const left = operand(c, ctx);
  if (!left) return null;
  const right = ref ? operand(ref, ctx, left.name)?.text : literal(c.value, left.name);
  if (right === undefined) return null;
  return `${left.text} ${OPERATOR_TEXT[c.operator]} ${right}`;
}

/** A condition as a Turkish formula: `all` joined by "ve", `any` by "veya", `not` as "değil (…)". */
export function formula(c: Condition, ctx: FormulaContext): Formula {
  if ("all" in c || "any" in c) {
    const all = "all" in c;
    const parts = (all ? c.all : c.any).map((x) => formula(x, ctx));
    // A part that never holds settles `all` (one that always holds settles `any`); the other kind is dropped.
    if (parts.includes(!all)) return !all;
    const open = parts.filter((p): p is string | null => typeof p !== "boolean");
    if (open.length === 0) return all;
    const texts = open.filter((p): p is string => p !== null);
    if (texts.length < open.length) return null;
    return texts.length === 1 ? texts[0]! : texts.map((p) => `(${p})`).join(all ? " ve " : " veya ");
  }
  if ("not" in c) {
    const inner = formula(c.not, ctx);
    return typeof inner === "boolean" ? !inner : inner === null ? null : `değil (${inner})`;
  }
  return leaf(c, ctx);
}

const HOLE = /\{[A-Za-z0-9_.%-]+\}/;
/** An aside in parentheses that holds a value only a calculation knows: "Emsal alanı ({emsal} m²) …". */
const ASIDE_WITH_HOLE = /\s*\([^()]*\{[A-Za-z0-9_.%-]+\}[^()]*\)/g;
/** A list only a calculation knows, closing a sentence: "… eklenmiştir: {opsiyonel_yapilar_metni}." */
const TRAILING_HOLE = /:\s*\{[A-Za-z0-9_.%-]+\}(?=\s*(?:[.!?]|$))/g;

/**
 * A rule text with the constants and the type's texts filled in (as the engine fills them). What only a calculation
 * knows is never shown: its aside or its closing list is dropped, else the whole sentence; null when nothing is left.
 */
export function pageText(template: string, sources: readonly TemplateValues[]): string | null {
  const text = fillTemplate(template, ...sources)
    .replace(ASIDE_WITH_HOLE, "")
    .replace(TRAILING_HOLE, "");
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-ZÇĞİÖŞÜ])/).filter((s) => !HOLE.test(s));
  return sentences.join(" ").trim() || null;
}
