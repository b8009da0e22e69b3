/**
 * The figures an answer rests on, with their sources ("Sayılar ve kaynakları", worker/core/rules/source-rows.ts): the
 * type's own numbers and, of the common file's, only what this answer used — the national emsal ratio of the applied
 * class (and of the other class when the answer shows it), the İzmir plan notes and the applied tier's ceilings when
 * they bind the answer, the holding threshold of the request's land class for a type that compares it, and the tree
 * table's rows of the species the request entered. Pure.
 */
import type { SayiKaynagi } from "../contracts/calculation.ts";
import { landClassOf, landClassesOf } from "../rules/land-classes.ts";
import { numberSourceRows, usesHoldingThreshold, type CommonScope } from "../rules/source-rows.ts";
import { otherClass } from "../rules/product.ts";
import type { Decision } from "./evaluate.ts";
import type { ParsedCalculation } from "./parse.ts";

/** The tree species (`sira`) a planted-area check counted (bag-evi-kontrolu.ts `eklenenAgaclar`). */
function enteredSpecies(ciktilar: Readonly<Record<string, unknown>> | undefined): number[] {
  const trees = ciktilar?.["eklenenAgaclar"];
  if (!Array.isArray(trees)) return [];
  const species = trees
    .map((t: unknown) =>
      typeof t === "object" && t !== null ? (t as Record<string, unknown>)["secilenAgacTuru"] : null,
    )
    .filter((s): s is number => typeof s === "number");
  return [...new Set(species)];
}

/** The common numbers this answer used. */
function answerScope(parsed: ParsedCalculation, decision: Decision, otherShown: boolean): CommonScope {
  const { file, emsal, girdi, ruleSet } = parsed;
  const landClass = usesHoldingThreshold(file)
    ? landClassOf(landClassesOf(ruleSet.common.sabitler), girdi.arazi_vasfi_id)
    : null;
  return {
    emsal:
      file.emsal.tur === "kullanici" && emsal.tur ? [emsal.tur, ...(otherShown ? [otherClass(emsal.tur)] : [])] : [],
    plan: decision.plan ? [decision.plan.tier] : [],
    araziSiniflari: landClass === null ? [] : [landClass],
    agaclar: enteredSpecies(decision.hesap?.ciktilar),
  };
}

/**
 * The answer's `sayi_kaynaklari`. `otherShown`: the answer shows the same request under the other emsal class
 * (present.ts `emsal_varsayimi.diger`).
 */
export function answerSources(parsed: ParsedCalculation, decision: Decision, otherShown: boolean): SayiKaynagi[] {
  return numberSourceRows(parsed.ruleSet, parsed.slug, answerScope(parsed, decision, otherShown)) ?? [];
}
