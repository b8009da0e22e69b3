/**
 * sabitCiktilar — a type whose law gives fixed figures or none (rule set 2.0.0: fide üretim tesisi's 500 m² store,
 * the 75 / 150 m² bakıcı evi of su ürünleri, sundurma's 50 m²; the `boyutu_idare_belirler` types): the result fields
 * are the constants' `sabit_ciktilar` (absent: none); `insaat_alani` names the one that is the building right
 * (`maksimum_insaat_alani`); `arazi_esikleri` (land-type id → m², `diger` for the rest) gives the rules the
 * threshold of the request's land type as `asgari_alan` and the holding as `toplam_arazi_varligi` (arazi-varligi.ts;
 * sundurma's holding thresholds, Talimat 7–8). The rules compare the request with the constants; the values
 * they read are the parcel area, the holding and the applied emsal type. Pure.
 */
import { r2 } from "../../rules/numbers.ts";
import { araziVarligi } from "./arazi-varligi.ts";
import { sabitCiktiDegerleri } from "./constants.ts";
import type { FactFunction } from "./types.ts";

export const sabitCiktilar: FactFunction = (ctx) => {
  const values = sabitCiktiDegerleri(ctx.sabit);
  const building = ctx.sabit["insaat_alani"];
  if (building !== undefined && (typeof building !== "string" || typeof values[building] !== "number"))
    throw new Error('rule file constant "insaat_alani" must name a number of "sabit_ciktilar"');
  const thresholds = ctx.sabit["arazi_esikleri"] as Readonly<Record<string, number>> | undefined;
  const threshold = thresholds ? (thresholds[String(ctx.girdi.arazi_vasfi_id)] ?? thresholds["diger"]) : undefined;
  if (thresholds && typeof threshold !== "number")
    throw new Error('rule file constant "arazi_esikleri" needs the land type or "diger"');
  // With thresholds, the holding the rules compare: the request's, or the parcel's area when not given or smaller.
  const holding = thresholds ? araziVarligi(ctx.girdi, ctx.sabit, ctx.girdi.alan_m2) : null;
  return {
    degerler: {
      ...(threshold === undefined ? {} : { asgari_alan: threshold }),
      alan_m2: ctx.girdi.alan_m2,
      emsal_turu: ctx.emsal.tur,
      toplam_arazi_varligi: holding ? holding.varlik : ctx.girdi.toplam_arazi_varligi,
    },
    ...(holding?.uyarilar.length ? { uyarilar: holding.uyarilar } : {}),
    ciktilar: {
      alan_m2: r2(ctx.girdi.alan_m2),
      ...values,
      ...(typeof building === "string" ? { maksimum_insaat_alani: values[building] } : {}),
    },
  };
};
