/**
 * birimAlanlari — areas in proportion to request values (rule set 2.0.0: fidan üretim tesisi's rooms per 1 000
 * saplings of yearly capacity, Talimat 4.2; deve kuşu's hatchery, chick-rearing and feed store from the closed and
 * run areas, Talimat 11.9.3). Each item of the constants' `kalemler` sums its request fields (`girdiler`, absent
 * = 0), divides by `birim` (default 1) and multiplies by `carpan`, or by the range `en_az` … `en_cok` (two result
 * fields, `<alan>_en_az` and `<alan>_en_cok`). With `toplam_alani`, the items' sum (a range when any item is one)
 * is a result field and the largest sum is `maksimum_insaat_alani`. `sabit_ciktilar` are added as they are. Pure.
 */
import { r2 } from "../../rules/numbers.ts";
import { sabitDizi } from "./constants.ts";
import type { FactFunction, Girdi } from "./types.ts";

interface Kalem {
  alan: string;
  girdiler: (keyof Girdi)[];
  birim?: number;
  carpan?: number;
  en_az?: number;
  en_cok?: number;
}

export const birimAlanlari: FactFunction = (ctx) => {
  const ciktilar: Record<string, unknown> = {};
  const degerler: Record<string, number> = {};
  let low = 0;
  let high = 0;
  let ranged = false;
  let given = 0;
  for (const k of sabitDizi<Kalem>(ctx.sabit, "kalemler")) {
    const amount = k.girdiler.reduce((sum, f) => {
      const v = ctx.girdi[f];
      return sum + (typeof v === "number" && v > 0 ? v : 0);
    }, 0);
    given += amount;
    const units = amount / (k.birim ?? 1);
    if (k.carpan !== undefined) {
      const v = r2(units * k.carpan);
      ciktilar[k.alan] = v;
      degerler[k.alan] = v;
      low += units * k.carpan;
      high += units * k.carpan;
    } else if (k.en_az !== undefined && k.en_cok !== undefined) {
      ranged = true;
      ciktilar[`${k.alan}_en_az`] = r2(units * k.en_az);
      ciktilar[`${k.alan}_en_cok`] = r2(units * k.en_cok);
      low += units * k.en_az;
      high += units * k.en_cok;
    } else throw new Error(`rule file constant "kalemler" item ${k.alan} needs carpan or en_az and en_cok`);
  }
  const total = ctx.sabit["toplam_alani"];
  if (typeof total === "string") {
    if (ranged) {
      ciktilar[`${total}_en_az`] = r2(low);
      ciktilar[`${total}_en_cok`] = r2(high);
    } else ciktilar[total] = r2(high);
    ciktilar["maksimum_insaat_alani"] = r2(high);
  }
  const fixed = ctx.sabit["sabit_ciktilar"];
  if (fixed && typeof fixed === "object") Object.assign(ciktilar, fixed);
  return {
    degerler: {
      ...degerler,
      alan_m2: ctx.girdi.alan_m2,
      girdi_toplami: given,
      toplam_en_az: r2(low),
      toplam_en_cok: r2(high),
    },
    ciktilar: { alan_m2: r2(ctx.girdi.alan_m2), ...ciktilar },
  };
};
