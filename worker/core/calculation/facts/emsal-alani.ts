/**
 * emsalAlani — the emsal right is the result (lisansli-depo, yikama-tesisi, kurutma-tesisi,
 * meyve-sebze-kurutma, su-depolama, and with shares zeytinyagi-fabrikasi / zeytinyagi-uretim-tesisi).
 * EH = r6(alan_m2 × ratio). Constants: `eh_alanlari` (result fields equal to EH), optional `paylar`
 * (result fields that are a share of EH: [{alan, oran}]) and `sabit_ciktilar` (fixed result values).
 */
import { r2 } from "../../rules/numbers.ts";
import { sabitCiktiDegerleri, sabitDizi } from "./constants.ts";
import { emsalHakki, emsalTabanCiktilari } from "./emsal.ts";
import type { FactFunction } from "./types.ts";

export const emsalAlani: FactFunction = (ctx) => {
  const eh = emsalHakki(ctx.girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const ciktilar: Record<string, unknown> = emsalTabanCiktilari(ctx, eh);
  for (const field of sabitDizi<string>(ctx.sabit, "eh_alanlari")) ciktilar[field] = r2(eh);
  const shares =
    ctx.sabit["paylar"] === undefined ? [] : sabitDizi<{ alan: string; oran: number }>(ctx.sabit, "paylar");
  for (const share of shares) ciktilar[share.alan] = r2(eh * share.oran);
  Object.assign(ciktilar, sabitCiktiDegerleri(ctx.sabit));
  return { degerler: { alan_m2: ctx.girdi.alan_m2, emsal_hakki: eh }, ciktilar };
};
