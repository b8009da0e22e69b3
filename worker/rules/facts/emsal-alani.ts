/**
 * emsalAlani — the whole emsal is the result (lisansli-depo, yikama-tesisi, kurutma-tesisi,
 * meyve-sebze-kurutma, su-depolama). Constants: `eh_alanlari` (result fields equal to EH) and
 * `sabit_ciktilar` (result fields with fixed values, e.g. kalan_emsal 0).
 */
import { r2 } from "../numbers.ts";
import { sabitDizi } from "./constants.ts";
import { emsalCiktilari, emsalHakki } from "./emsal.ts";
import type { FactFunction } from "./types.ts";

export const emsalAlani: FactFunction = (ctx) => {
  const eh = emsalHakki(ctx.girdi.alan_m2, ctx.emsal.oran);
  const ciktilar: Record<string, unknown> = { ...emsalCiktilari(ctx, eh), maksimum_insaat_alani: r2(eh) };
  for (const field of sabitDizi<string>(ctx.sabit, "eh_alanlari")) ciktilar[field] = r2(eh);
  const fixed = ctx.sabit["sabit_ciktilar"];
  if (fixed && typeof fixed === "object") Object.assign(ciktilar, fixed);
  return { degerler: { alan_m2: ctx.girdi.alan_m2, emsal_hakki: eh }, ciktilar };
};
