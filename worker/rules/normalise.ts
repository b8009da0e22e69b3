/** Validated request → the engine's input (rules-spec.md §0.5, §1.1). */
import { normaliseLandType } from "../catalog/land-types.ts";
import type { Girdi } from "./facts/types.ts";
import { InputError } from "./input-error.ts";
import { FIELD_MESSAGES, type CalculationRequest } from "./request.ts";

export function toGirdi(body: CalculationRequest): Girdi {
  const landType = normaliseLandType(body.arazi_vasfi);
  if (!landType) throw new InputError("arazi_vasfi", FIELD_MESSAGES.arazi_vasfi);
  const statement =
    body.kapaliSuHavzasiIcinde ?? (body.yas_kapali_alan_durumu === undefined ? null : body.yas_kapali_alan_durumu === "içinde");
  return {
    yapi_turu_id: body.yapi_turu_id ?? null,
    latitude: body.latitude,
    longitude: body.longitude,
    alan_m2: body.alan_m2,
    arazi_vasfi: landType.ad,
    arazi_vasfi_id: landType.id,
    buyuk_ova_icinde: body.buyuk_ova_icinde ?? null,
    kapali_havza_beyani: statement,
    su_tahsis_belgesi: body.su_tahsis_belgesi ?? null,
    tarla_alani: body.tarla_alani ?? null,
    dikili_alani: body.dikili_alani ?? null,
    zeytinlik_alani: body.zeytinlik_alani ?? null,
    sera_alani_m2: body.sera_alani_m2 ?? null,
    silo_taban_alani_m2: body.silo_taban_alani_m2 ?? null,
    zeytin_agac_sayisi: body.zeytin_agac_sayisi ?? null,
    zeytin_agac_adedi: body.zeytin_agac_adedi ?? null,
    tapu_zeytin_agac_adedi: body.tapu_zeytin_agac_adedi ?? null,
    mevcut_zeytin_agac_adedi: body.mevcut_zeytin_agac_adedi ?? null,
    kovan_sayisi: body.kovan_sayisi ?? null,
    toplam_arazi_varligi: body.toplam_arazi_varligi ?? null,
    depo_alani: body.depo_alani ?? null,
    dut_bahcesi_var_mi: body.dut_bahcesi_var_mi ?? null,
    dut_bahcesi_alani: body.dut_bahcesi_alani ?? null,
    dut_agaci_sayisi: body.dut_agaci_sayisi ?? null,
    bag_evi_var_mi: body.bag_evi_var_mi ?? null,
    mevcut_yapi_alani: body.mevcut_yapi_alani ?? null,
    manuel_kontrol_ham: body.manuel_kontrol_sonucu ?? null,
    agaclar_ham: body.eklenenAgaclar ?? null,
  };
}
