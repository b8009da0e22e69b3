/**
 * seraAlani — greenhouse (sera.json, SERA-01…SERA-03): no emsal; planned area S (absent or 0 → the version's
 * `varsayilan_sera_orani` × parcel, 1.0.0; 2.0.0 has no such figure and requires S);
 * administrative/technical building allowance max(idari_en_az, idari_orani × S); vineyard-house right from
 * bag_evi_esigi m² of greenhouse.
 */
import { r2 } from "../../rules/numbers.ts";
import { sabitSayi } from "./constants.ts";
import type { FactFunction } from "./types.ts";

export const seraAlani: FactFunction = (ctx) => {
  const { girdi, sabit } = ctx;
  const S =
    girdi.sera_alani_m2 && girdi.sera_alani_m2 > 0
      ? girdi.sera_alani_m2
      : sabitSayi(sabit, "varsayilan_sera_orani") * girdi.alan_m2;
  // (A version without the default ratio requires the area: `zorunlu_alanlar` stops the request before this.)
  const idari = Math.max(sabitSayi(sabit, "idari_en_az_m2"), sabitSayi(sabit, "idari_orani") * S);
  const bagEviHakki = S >= sabitSayi(sabit, "bag_evi_esigi_m2");
  return {
    degerler: { alan_m2: girdi.alan_m2, sera_alani: S, idari, bag_evi_hakki: bagEviHakki },
    ciktilar: {
      sera_alani: r2(S),
      yapi_alani: r2(idari),
      idari_teknik_bina_maks_m2: r2(idari),
      bag_evi_hakki: bagEviHakki,
    },
  };
};
