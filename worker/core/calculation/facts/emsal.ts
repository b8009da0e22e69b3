import { r2, r6 } from "../../rules/numbers.ts";
import type { FactContext } from "./types.ts";

/**
 * EH = r6(area × ratio) (r6 removes binary noise only), at most the plan notes' ceiling where they bind (`tavan`);
 * 0 when the type has no emsal.
 */
export function emsalHakki(alan: number, oran: number | null, tavan: number | null = null): number {
  if (oran === null) return 0;
  const eh = r6(alan * oran);
  return tavan === null ? eh : Math.min(eh, tavan);
}

/** The result fields every emsal-based result carries. */
export function emsalCiktilari(ctx: FactContext, eh: number) {
  return {
    ...(ctx.emsal.tur ? { emsal_turu: ctx.emsal.tur } : {}),
    emsal_orani: ctx.emsal.oran,
    maksimum_emsal_alani_m2: r2(eh),
  };
}

/** The emsal fields plus `maksimum_insaat_alani = EH`, the base of every type whose building right is the emsal. */
export function emsalTabanCiktilari(ctx: FactContext, eh: number) {
  return { ...emsalCiktilari(ctx, eh), maksimum_insaat_alani: r2(eh) };
}
