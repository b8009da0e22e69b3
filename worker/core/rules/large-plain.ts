/**
 * The large-plain rule of a version, stated once (rules-2026.md §3): the wording file's sentence
 * (`metinler.buyuk_ova_kurali`) and, for the types the law spares the alternative-area search (the common constants'
 * `buyuk_ova.alternatif_alan_aranmayan_turler`: bağ evi and sera, Talimat), its variant
 * (`metinler.buyuk_ova_kurali_alternatif_alan_aranmaz`). The large-plain warning (GEN-03) and the next step "Büyük ova"
 * both name it (`{buyuk_ova_kurali}`), so the two can never disagree, and which types are spared is data, not a second
 * sentence. A version without the sentence (1.0.0: its GEN-03 writes its own) has none. Pure.
 */
import type { CommonRuleFile } from "./schema.ts";

/** The types spared the alternative-area search in the version, or none. */
function sparedTypes(common: Pick<CommonRuleFile, "sabitler">): readonly string[] {
  const block = common.sabitler["buyuk_ova"] as { alternatif_alan_aranmayan_turler?: unknown } | undefined;
  const list = block?.alternatif_alan_aranmayan_turler;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === "string") : [];
}

/**
 * The version's large-plain rule as it applies to the type `slug`, or null when the version does not state it (or,
 * for a spared type, lacks the variant: `largePlainProblems` names that).
 */
export function largePlainRule(common: Pick<CommonRuleFile, "sabitler" | "metinler">, slug: string): string | null {
  const rule = common.metinler["buyuk_ova_kurali"];
  if (!rule) return null;
  if (!sparedTypes(common).includes(slug)) return rule;
  return common.metinler["buyuk_ova_kurali_alternatif_alan_aranmaz"] ?? null;
}

/** What is wrong with a version's statement of the rule: a spared type it lacks, a sentence missing. */
export function largePlainProblems(
  common: Pick<CommonRuleFile, "sabitler" | "metinler">,
  slugs: readonly string[],
): string[] {
  const spared = sparedTypes(common);
  const problems = spared.filter((s) => !slugs.includes(s)).map((s) => `buyuk_ova: ${s} yapı türü yok`);
  if (spared.length && !common.metinler["buyuk_ova_kurali"]) problems.push("metinler.buyuk_ova_kurali eksik");
  if (spared.length && !common.metinler["buyuk_ova_kurali_alternatif_alan_aranmaz"])
    problems.push("metinler.buyuk_ova_kurali_alternatif_alan_aranmaz eksik");
  return problems;
}
