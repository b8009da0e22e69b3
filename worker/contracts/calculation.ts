/**
 * The answer of a calculation (`POST /api/calculations/{type}/`): the permit status, the headline, the report texts,
 * the type's figures, the effective location, the rule-set version and every applied rule with its legal basis.
 * Shared with the browser. Types only.
 */

export type IzinDurumu = "izin_verilebilir" | "izin_verilemez" | "izin_verilebilir_varsayimsal";
export type KuralSonucu = "saglandi" | "saglanmadi" | "bilgi" | "uyari";

/** A location layer's answer: inside, outside, or not known (no layer or outside its coverage). */
export type TriState = boolean | "unknown";

/** The location values a calculation applied: the layers win; the user's statement fills an unknown layer. */
export interface EffectiveLocation {
  izmirinIcinde: TriState;
  buyukOvaIcinde: TriState;
  buyukOvaAdi: string | null;
  kapaliSuHavzasiIcinde: TriState;
  kapali_su_havzasi_kaynagi: "harita" | "kullanici_beyani" | null;
}

export interface UygulananKural {
  kural_id: string;
  ad: string;
  sonuc: KuralSonucu;
  dayanak: string;
}

export interface CalculationData {
  izin_durumu: IzinDurumu;
  ana_mesaj: string;
  mesaj: string;
  html_mesaj: string;
  alan_m2: number;
  calculation_type: string;
  timestamp: string;
  yapi_turu_id: number;
  arazi_vasfi: string;
  buyuk_ova_mesaji?: string;
  aciklama: string;
  konum: EffectiveLocation;
  mevzuat_durumu: { kod: string; not: string | null };
  kural_seti: {
    id: string;
    surum: string;
    yapi_turu_surumu: string;
    yururluk_tarihi: string;
    sha256: Record<string, string>;
  };
  uygulanan_kurallar: UygulananKural[];
  uyarilar: string[];
  /** The fired warnings (`uyari` rules) of a permit, which its headline carries; empty for a refusal. */
  dikkat: string[];
  /** The type's figures (its result cards' fields). */
  [field: string]: unknown;
}

export interface CalculationResult {
  success: true;
  message: string;
  data: CalculationData;
}
