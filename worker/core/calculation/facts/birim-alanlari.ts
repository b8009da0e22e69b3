/**
 * birimAlanlari — areas in proportion to request values (rule set 2.0.0: fidan üretim tesisi's rooms per 1 000
 * saplings of yearly capacity, Talimat 4.2; deve kuşu's hatchery, chick-rearing and feed store from the closed and
 * run areas, Talimat 11.9.3; hara's stable from its boxes and the rooms in proportion to it, Talimat 11.6). Each item
 * of the constants' `kalemler` sums its inputs (`girdiler`: request fields, absent = 0, or earlier items), counts at
 * most the constant `en_cok_girdi` names, divides by `birim` (default 1) and multiplies by `carpan`, or by the range `en_az` … `en_cok` (two result
 * fields, `<alan>_en_az` and `<alan>_en_cok`); `toplama: false` keeps it out of the total. With `toplam_alani`, the items' sum (a range when any item is one)
 * is a result field and the largest sum is `maksimum_insaat_alani`. `sabit_ciktilar` are added as they are. Pure.
 */
import { r2 } from "../../rules/numbers.ts";
import { sabitCiktiDegerleri, sabitDizi, sabitSayi } from "./constants.ts";
import type { FactFunction, Girdi } from "./types.ts";

interface Kalem {
  alan: string;
  /** Request fields, or earlier items' result fields (their areas), summed. */
  girdiler: string[];
  /** The constant that caps the inputs the item counts (ipek: the mulberry garden up to 50 da). */
  en_cok_girdi?: string;
  /** false: shown, but not part of the total (an open area, a count). */
  toplama?: boolean;
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
    // An input is a request field or an earlier item's area.
    let fromRequest = 0;
    const amount = k.girdiler.reduce((sum, f) => {
      const earlier = degerler[f];
      if (earlier !== undefined) return sum + earlier;
      const v = ctx.girdi[f as keyof Girdi];
      const n = typeof v === "number" && v > 0 ? v : 0;
      fromRequest += n;
      return sum + n;
    }, 0);
    given += fromRequest;
    const cap = k.en_cok_girdi === undefined ? Infinity : sabitSayi(ctx.sabit, k.en_cok_girdi);
    const units = Math.min(amount, cap) / (k.birim ?? 1);
    const counted = k.toplama !== false;
    if (k.carpan !== undefined) {
      const v = r2(units * k.carpan);
      ciktilar[k.alan] = v;
      degerler[k.alan] = v;
      if (counted) {
        low += units * k.carpan;
        high += units * k.carpan;
      }
    } else if (k.en_az !== undefined && k.en_cok !== undefined) {
      ranged = true;
      ciktilar[`${k.alan}_en_az`] = r2(units * k.en_az);
      ciktilar[`${k.alan}_en_cok`] = r2(units * k.en_cok);
      if (counted) {
        low += units * k.en_az;
        high += units * k.en_cok;
      }
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
  Object.assign(ciktilar, sabitCiktiDegerleri(ctx.sabit));
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
