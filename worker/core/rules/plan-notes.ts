/**
 * The İzmir environment plan's notes on agricultural structures (İBB plan notes 7.12.15.2) as binding limits: a
 * version that makes them rules carries them in `_ortak.json` → `sabitler.plan_notlari` (rule set 2.0.0,
 * rules-2026.md §4; 1.0.0 only warns). The common rules read the minimum parcel, the frontage and the exempt types
 * from there; `planCeiling` computes the largest gross building area the plan allows on a parcel. Zod-free (the
 * browser may import it); the schema (schema.ts, `planNotesSchema`) checks the block when a version loads.
 */
import { r6 } from "./numbers.ts";
import type { PlanNotes } from "./schema.ts";

export type { PlanNotes };
export type PlanTier = "marjinal" | "mutlak_dikili";

/**
 * The common wording's sentences (`metinler`) that state the limits: the plan binds; the national limit binds; the
 * law gives no figure (the administration sizes it); the law sizes parts but sets no total (the plan's is the total).
 */
export const PLAN_SENTENCES = [
  "plan_siniri_plan_baglar",
  "plan_siniri_ulusal_baglar",
  "plan_siniri_ulusal_yok",
  "plan_siniri_toplam",
] as const;

/** The plan notes of a version's common constants, or null when the version has none. */
export function planNotesOf(sabitler: Readonly<Record<string, unknown>>): PlanNotes | null {
  const notes = sabitler["plan_notlari"];
  return notes === undefined ? null : (notes as PlanNotes);
}

/** Whether the notes bind a type. */
export const planNotesApply = (notes: PlanNotes | null, slug: string): notes is PlanNotes =>
  notes !== null && !notes.haric_turler.includes(slug);

/** The plan's largest gross building area on a parcel of `alan` m² in a tier: the slices' emsal, capped. */
export function planCeiling(notes: PlanNotes, tier: PlanTier, alan: number): number {
  const { dilimler, azami_m2 } = notes.tavanlar[tier];
  let total = 0;
  let from = 0;
  for (const slice of dilimler) {
    const to = slice.en_cok_m2 === null ? alan : Math.min(alan, slice.en_cok_m2);
    if (to > from) total += (to - from) * slice.oran;
    from = Math.max(from, to);
  }
  return Math.min(r6(total), azami_m2);
}
