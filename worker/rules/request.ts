/**
 * The calculation request (rules-spec.md §0.5): one zod schema for every type with the product spec's Turkish
 * messages. Numbers may be JSON numbers or decimal strings ("1500", "1500.5"); booleans may be the strings
 * "true" / "false". Unknown fields are dropped. Type-specific requirements are checked by the engine from the
 * rule file (`zorunlu_alanlar`).
 */
import { z } from "zod";

const DECIMAL = /^-?\d+(\.\d+)?$/;

function toNumber(v: unknown): unknown {
  if (typeof v === "string" && DECIMAL.test(v.trim())) return Number(v.trim());
  return v;
}

function toBoolean(v: unknown): unknown {
  if (v === "true") return true;
  if (v === "false") return false;
  return v;
}

const num = (message: string) => z.preprocess(toNumber, z.number({ error: message }));
const area = (message: string, max: number, maxMessage: string) => num(message).pipe(z.number().min(0, message).max(max, maxMessage));
const count = (message: string, max: number, maxMessage: string) =>
  num(message).pipe(z.number().int(message).min(0, message).max(max, maxMessage));
const bool = (message: string) => z.preprocess(toBoolean, z.boolean({ error: message }));

export const MAX_AREA_M2 = 200_000;
const MAX_AREA_TEXT = "Alan en fazla 200.000 m² olabilir.";

export const FIELD_MESSAGES = {
  alan_m2: "Alan (m²) pozitif bir sayı olmalıdır",
  arazi_vasfi: "Arazi vasfı seçilmelidir",
  konum: "Haritadan bir konum seçmeniz gerekiyor",
  tarla_alani: "Tarla alanı pozitif bir sayı olmalıdır.",
  dikili_alani: "Dikili alan pozitif bir sayı olmalıdır.",
  zeytinlik_alani: "Zeytinlik alanı pozitif bir sayı olmalıdır.",
  sera_alani_m2: "Planlanan sera alanı pozitif bir sayı olmalıdır",
  silo_taban_alani_m2: "Planlanan silo taban alanı pozitif bir sayı olmalıdır",
  zeytin_agac_sayisi: "Zeytin ağacı sayısı 0 veya pozitif bir sayı olmalıdır.",
  zeytin_agac_adedi: "Zeytin ağacı sayısı 0 veya pozitif bir sayı olmalıdır.",
  tapu_zeytin_agac_adedi: "Tapu senesindeki zeytin ağacı sayısı 0 veya pozitif bir sayı olmalıdır.",
  mevcut_zeytin_agac_adedi: "Mevcut zeytin ağacı sayısı 0 veya pozitif bir sayı olmalıdır.",
  kovan_sayisi: "Kovan sayısı 0 veya pozitif bir tam sayı olmalıdır.",
  toplam_arazi_varligi: "Toplam arazi varlığı 1 ile 10.000.000 m² arasında bir sayı olmalıdır.",
  depo_alani: "Depo alanı 0 veya pozitif bir sayı olmalıdır.",
  dut_bahcesi_alani: "Dut bahçesi alanı 0 veya pozitif bir sayı olmalıdır.",
  dut_agaci_sayisi: "Dut ağacı sayısı 0 veya pozitif bir tam sayı olmalıdır.",
  mevcut_yapi_alani: "Mevcut yapı alanı 0 veya pozitif bir sayı olmalıdır.",
  yapi_turu_id: "Yapı türü kimliği bir tam sayı olmalıdır.",
  boolean: "Evet/hayır değeri bekleniyor.",
} as const;

export const calculationRequestSchema = z
  .object({
    yapi_turu_id: num(FIELD_MESSAGES.yapi_turu_id).pipe(z.number().int(FIELD_MESSAGES.yapi_turu_id)).optional(),
    latitude: num(FIELD_MESSAGES.konum).pipe(z.number().min(-90, "Geçersiz enlem değeri.").max(90, "Geçersiz enlem değeri.")),
    longitude: num(FIELD_MESSAGES.konum).pipe(z.number().min(-180, "Geçersiz boylam değeri.").max(180, "Geçersiz boylam değeri.")),
    alan_m2: num(FIELD_MESSAGES.alan_m2).pipe(z.number().min(1, FIELD_MESSAGES.alan_m2).max(MAX_AREA_M2, MAX_AREA_TEXT)),
    arazi_vasfi: z.string({ error: FIELD_MESSAGES.arazi_vasfi }).max(200, FIELD_MESSAGES.arazi_vasfi),
    emsal_turu: z.unknown().optional(),
    emsal_orani: z.unknown().optional(),
    buyuk_ova_icinde: bool(FIELD_MESSAGES.boolean).optional(),
    kapaliSuHavzasiIcinde: bool("Kapalı su havzası durumu evet veya hayır olmalıdır.").optional(),
    yas_kapali_alan_durumu: z.enum(["içinde", "dışında"], { error: "Kapalı alan durumu 'içinde' veya 'dışında' olmalıdır." }).optional(),
    su_tahsis_belgesi: bool("Su tahsis belgesi durumu evet veya hayır olmalıdır.").optional(),
    tarla_alani: area(FIELD_MESSAGES.tarla_alani, MAX_AREA_M2, MAX_AREA_TEXT).optional(),
    dikili_alani: area(FIELD_MESSAGES.dikili_alani, MAX_AREA_M2, MAX_AREA_TEXT).optional(),
    zeytinlik_alani: area(FIELD_MESSAGES.zeytinlik_alani, MAX_AREA_M2, MAX_AREA_TEXT).optional(),
    sera_alani_m2: area(FIELD_MESSAGES.sera_alani_m2, MAX_AREA_M2, MAX_AREA_TEXT).optional(),
    silo_taban_alani_m2: area(FIELD_MESSAGES.silo_taban_alani_m2, MAX_AREA_M2, MAX_AREA_TEXT).optional(),
    zeytin_agac_sayisi: count(FIELD_MESSAGES.zeytin_agac_sayisi, 1_000_000, FIELD_MESSAGES.zeytin_agac_sayisi).optional(),
    zeytin_agac_adedi: count(FIELD_MESSAGES.zeytin_agac_adedi, 1_000_000, FIELD_MESSAGES.zeytin_agac_adedi).optional(),
    tapu_zeytin_agac_adedi: count(FIELD_MESSAGES.tapu_zeytin_agac_adedi, 1_000_000, FIELD_MESSAGES.tapu_zeytin_agac_adedi).optional(),
    mevcut_zeytin_agac_adedi: count(FIELD_MESSAGES.mevcut_zeytin_agac_adedi, 1_000_000, FIELD_MESSAGES.mevcut_zeytin_agac_adedi).optional(),
    kovan_sayisi: count(FIELD_MESSAGES.kovan_sayisi, 100_000, "Kovan sayısı en fazla 100.000 olabilir.").optional(),
    toplam_arazi_varligi: num(FIELD_MESSAGES.toplam_arazi_varligi)
      .pipe(z.number().min(1, FIELD_MESSAGES.toplam_arazi_varligi).max(10_000_000, FIELD_MESSAGES.toplam_arazi_varligi))
      .optional(),
    depo_alani: area(FIELD_MESSAGES.depo_alani, MAX_AREA_M2, MAX_AREA_TEXT).optional(),
    dut_bahcesi_var_mi: bool(FIELD_MESSAGES.boolean).optional(),
    dut_bahcesi_alani: area(FIELD_MESSAGES.dut_bahcesi_alani, MAX_AREA_M2, MAX_AREA_TEXT).optional(),
    dut_agaci_sayisi: count(FIELD_MESSAGES.dut_agaci_sayisi, 1_000_000, FIELD_MESSAGES.dut_agaci_sayisi).optional(),
    bag_evi_var_mi: bool(FIELD_MESSAGES.boolean).optional(),
    mevcut_yapi_alani: area(FIELD_MESSAGES.mevcut_yapi_alani, MAX_AREA_M2, MAX_AREA_TEXT).optional(),
    manuel_kontrol_sonucu: z.unknown().optional(),
    eklenenAgaclar: z.unknown().optional(),
  })
  .strip();

export type CalculationRequest = z.infer<typeof calculationRequestSchema>;
