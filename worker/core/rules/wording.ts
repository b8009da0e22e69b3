/**
 * The texts of a rule file are templates: a number the law gives is written once, as a constant, and a text names it
 * (`{taban_alani_m2}`, `{esikler.dikili_asgari_m2}`, another type's `{turler.bag-evi.taban_alani_m2}`). The texts a
 * calculation fills (rule messages and explanations, `mesajlar`) are filled then, with the computed values first;
 * every other text — descriptions, labels, help, notes, rule names — is filled here when a version is loaded, and a
 * placeholder left unfilled is a rule-file error. Pure.
 */
import { visitPath, WORDING_PATHS } from "./text-paths.ts";
import type { CommonRuleFile, TypeRuleFile } from "./schema.ts";
import { fillTemplate, type TemplateValues } from "./template.ts";

/** The texts a calculation fills (its computed values first); every other text is filled when the version loads. */
const FILLED_BY_CALCULATION: ReadonlySet<string> = new Set([
  "mesajlar.izin",
  "mesajlar.varsayimsal.ana_mesaj",
  "mesajlar.varsayimsal.son_not",
  "kurallar[].event.params.mesaj",
  "kurallar[].event.params.aciklama",
  "sabitler.metinler",
  "sabitler.sonuc_metinleri",
  "sabitler.bakici_evi_metinleri",
  "sabitler.uyari_metinleri",
  "sabitler.arazi_profilleri[].mesajlar",
  // The form fills its own check's limit (`{sinir}`).
  "form.kontroller[].mesaj",
]);

const STATIC_TEXTS = WORDING_PATHS.tur.filter((path) => !FILLED_BY_CALCULATION.has(path));

const PLACEHOLDER = /\{[A-Za-z0-9_.%-]+\}/;

const byType = new WeakMap<object, TemplateValues>();

/** Every type's constants by slug, as a template source: `{turler.<slug>.<constant>}`. */
export function typeConstants(types: Readonly<Record<string, Pick<TypeRuleFile, "sabitler">>>): TemplateValues {
  let source = byType.get(types);
  if (!source) {
    source = { turler: Object.fromEntries(Object.entries(types).map(([slug, t]) => [slug, t.sabitler])) };
    byType.set(types, source);
  }
  return source;
}

/** The constants every text of a version may name: the type's own, the common file's, and each type's by slug. */
export function constantSources(
  file: Pick<TypeRuleFile, "sabitler">,
  common: Pick<CommonRuleFile, "sabitler">,
  types: Readonly<Record<string, Pick<TypeRuleFile, "sabitler">>>,
): TemplateValues[] {
  return [file.sabitler, common.sabitler, typeConstants(types)];
}

/**
 * A copy of a type file with its static texts filled from the version's constants. Throws (with the text's path)
 * when a placeholder names no constant.
 */
export function withStaticTexts(
  file: TypeRuleFile,
  sources: readonly TemplateValues[],
  fail: (message: string) => never,
): TypeRuleFile {
  const copy = structuredClone(file);
  for (const path of STATIC_TEXTS) {
    visitPath(copy, path, (parent, key) => {
      const text = parent[key];
      if (typeof text !== "string") return;
      const filled = fillTemplate(text, ...sources);
      const left = PLACEHOLDER.exec(filled);
      if (left) fail(`${path} — ${left[0]} yer tutucusu hiçbir sabiti göstermiyor: "${text}"`);
      parent[key] = filled;
    });
  }
  return copy;
}
