/** Validated request → the engine's input. Pure. */
import type { Girdi } from "./facts/types.ts";
import { InputError } from "./input-error.ts";
import { REQUEST_MESSAGES, type CalculationRequest } from "./request-schema.ts";
import type { CommonRuleFile } from "../rules/schema.ts";

export interface LandType {
  id: number;
  ad: string;
}

/**
 * Land-type normalisation: trim; strip a leading "… " or "... "; then compare exactly with the version's
 * land-type catalogue. Returns the entry or null when the string is not a land type at all.
 */
export function normaliseLandType(common: CommonRuleFile, raw: string): LandType | null {
  const trimmed = raw.trim().replace(/^(?:…|\.\.\.) /u, "");
  return common.arazi_vasfi_katalogu.find((t) => t.ad === trimmed) ?? null;
}

export function toGirdi(common: CommonRuleFile, body: CalculationRequest): Girdi {
  const landType = normaliseLandType(common, body.arazi_vasfi);
  if (!landType) throw new InputError("arazi_vasfi", REQUEST_MESSAGES.arazi_vasfi);
  const statement =
    body.kapaliSuHavzasiIcinde ??
    (body.yas_kapali_alan_durumu === undefined ? null : body.yas_kapali_alan_durumu === "içinde");
  // Every catalogue field: its value, or null when absent.
  const fields: Record<string, unknown> = {};
  for (const name of Object.keys(common.girdi_alanlari)) fields[name] = body[name] ?? null;
  return {
    ...(fields as unknown as Pick<Girdi, Exclude<keyof Girdi, "alan_m2">>),
    yapi_turu_id: body.yapi_turu_id ?? null,
    latitude: body.latitude,
    longitude: body.longitude,
    alan_m2: body.alan_m2,
    arazi_vasfi: landType.ad,
    arazi_vasfi_id: landType.id,
    buyuk_ova_icinde: body.buyuk_ova_icinde ?? null,
    kapali_havza_beyani: statement,
    su_tahsis_belgesi: body.su_tahsis_belgesi ?? null,
    manuel_kontrol_ham: body.manuel_kontrol_sonucu ?? null,
    agaclar_ham: body.eklenenAgaclar ?? null,
  };
}
