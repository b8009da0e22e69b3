/**
 * The İzmir plan notes beside the national limit (rule set 2.0.0, rules-2026.md §4), for the types the notes bind:
 * before the fact function the plan's ceiling on the parcel is known (`planFor`: it caps the emsal right of every
 * emsal-based type, so the capacities follow the binding area); after it, `withPlanLimits` records the national
 * limit (the uncapped emsal right, the type's own building right, or none where the law gives no figure) and the
 * plan's, names the smaller as binding and caps `maksimum_insaat_alani`. Pure.
 */
import type { PlanLimits } from "../contracts/calculation.ts";
import { planCeiling, planNotesApply, planNotesOf, type PlanNotes, type PlanTier } from "../rules/plan-notes.ts";
import { r2 } from "../rules/numbers.ts";
import type { CommonRuleFile, TypeRuleFile } from "../rules/schema.ts";
import { emsalHakki } from "./facts/emsal.ts";
import { deedEmsalClass, landClassesOf } from "../rules/land-classes.ts";
import { defaultEmsalClass } from "../rules/product.ts";
import type { FactResult, Girdi, ResolvedEmsal } from "./facts/types.ts";

export interface AppliedPlan {
  notes: PlanNotes;
  tier: PlanTier;
  /** The plan's largest gross building area on this parcel, m². */
  tavan_m2: number;
}

/** The plan notes that bind this calculation, or null (a version without them, or an exempt type). */
export function planFor(common: CommonRuleFile, slug: string, girdi: Girdi, emsal: ResolvedEmsal): AppliedPlan | null {
  const notes = planNotesOf(common.sabitler);
  if (!planNotesApply(notes, slug)) return null;
  // A type that asks the emsal type takes its tier from the applied class (the deed's on planted land); another one
  // from the deed, else from the user's marjinal statement, else the cautious default (land-classes.ts).
  const classes = landClassesOf(common.sabitler);
  const marjinal = (girdi as unknown as Readonly<Record<string, unknown>>)[notes.marjinal_beyan_alani] === true;
  const tier =
    emsal.tur ?? deedEmsalClass(classes, girdi.arazi_vasfi_id) ?? (marjinal ? "marjinal" : defaultEmsalClass(common));
  return { notes, tier, tavan_m2: planCeiling(notes, tier, girdi.alan_m2) };
}

/**
 * The national limit of the type, before the plan's cap: its emsal right, the right its fact function states
 * (`ulusal_sinir_m2`), else its own building right; null where the law gives no total.
 */
function nationalLimit(file: TypeRuleFile, girdi: Girdi, emsal: ResolvedEmsal, hesap: FactResult): number | null {
  if (file.boyutu_idare_belirler) return null;
  // An emsal-based type's national limit is its emsal right before the cap.
  if ("emsal_hakki" in hesap.degerler) return emsalHakki(girdi.alan_m2, emsal.oran);
  // A right the fact function capped itself (the depot: 1 % of the holding).
  const stated = hesap.degerler["ulusal_sinir_m2"];
  if (typeof stated === "number") return stated;
  const own = hesap.ciktilar["maksimum_insaat_alani"];
  return typeof own === "number" ? own : null;
}

/** The fact result with the plan's values (`plan_siniri_m2`, `ulusal_sinir_m2`, `baglayan_sinir`) and the cap. */
export function withPlanLimits(
  plan: AppliedPlan,
  file: TypeRuleFile,
  girdi: Girdi,
  emsal: ResolvedEmsal,
  hesap: FactResult,
): FactResult {
  const national = nationalLimit(file, girdi, emsal, hesap);
  const binding: PlanLimits["baglayan"] = national !== null && national <= plan.tavan_m2 ? "ulusal" : "plan";
  const ciktilar: Record<string, unknown> = { ...hesap.ciktilar, plan_siniri_m2: r2(plan.tavan_m2) };
  if (binding === "plan") ciktilar["maksimum_insaat_alani"] = r2(plan.tavan_m2);
  return {
    ...hesap,
    degerler: {
      ...hesap.degerler,
      plan_siniri_m2: r2(plan.tavan_m2),
      ulusal_sinir_m2: national === null ? null : r2(national),
      baglayan_sinir: binding,
      azami_yapi_alani_m2: r2(national !== null && binding === "ulusal" ? national : plan.tavan_m2),
      plan_dayanagi: plan.notes.tavanlar[plan.tier].dayanak,
    },
    ciktilar,
  };
}
