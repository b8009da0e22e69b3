/**
 * sabitCiktilar — a type whose law gives fixed figures or none (rule set 2.0.0: fide üretim tesisi's 500 m² store,
 * the 75 / 150 m² bakıcı evi of su ürünleri, sundurma's 50 m²; the `boyutu_idare_belirler` types): the result fields
 * are the constants' `sabit_ciktilar` (absent: none); `insaat_alani` names the one that is the building right
 * (`maksimum_insaat_alani`); `arazi_varligi_kontrolu: true` gives the rules the Talimat 7 holding threshold of the
 * request's land class (land-classes.ts) as `asgari_alan` and the holding as `toplam_arazi_varligi`
 * (arazi-varligi.ts; sundurma and çiftlik atölyesi, Talimat 8). The rules compare the request with the constants; the values
 * they read are the parcel area, the holding and the applied emsal type. Pure.
 */
import { r2 } from "../../rules/numbers.ts";
import { araziVarligi } from "./arazi-varligi.ts";
import { holdingThreshold, landClassesOf } from "../../rules/land-classes.ts";
import { sabitCiktiDegerleri } from "./constants.ts";
import type { FactFunction } from "./types.ts";

export const sabitCiktilar: FactFunction = (ctx) => {
  const values = sabitCiktiDegerleri(ctx.sabit);
  const building = ctx.sabit["insaat_alani"];
  if (building !== undefined && (typeof building !== "string" || typeof values[building] !== "number"))
    throw new Error('rule file constant "insaat_alani" must name a number of "sabit_ciktilar"');
  const checked = ctx.sabit["arazi_varligi_kontrolu"] === true;
  const threshold = checked ? holdingThreshold(landClassesOf(ctx.ortak ?? {}), ctx.girdi.arazi_vasfi_id) : undefined;
  if (checked && typeof threshold !== "number")
    throw new Error(
      '"arazi_varligi_kontrolu" needs the version\'s land classes (_ortak.json sabitler.arazi_siniflari)',
    );
  // With a threshold, the holding the rules compare: the request's, or the parcel's area when not given or smaller.
  const holding = checked ? araziVarligi(ctx.girdi, ctx.sabit, ctx.girdi.alan_m2) : null;
  return {
    degerler: {
      ...(threshold === undefined || threshold === null ? {} : { asgari_alan: threshold }),
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
