/** A loaded rule-set version and the calculation result (rules-spec.md §0.11). */
import type { EmsalTuru } from "../calculation/facts/types.ts";
import type { EffectiveLocation } from "../calculation/location.ts";
import type { CommonRuleFile, TypeRuleFile } from "./schema.ts";

export interface LoadedRuleSet {
  id: string;
  surum: string;
  /** `yayinda` (released, selectable by date) or `taslak` (draft, only by its number). */
  durum: "yayinda" | "taslak";
  aciklama: string;
  yururluk_tarihi: string;
  common: CommonRuleFile;
  /** Type rule files by slug. */
  types: Readonly<Record<string, TypeRuleFile>>;
  /** sha256 of every file of the version, by file name. */
  hashes: Readonly<Record<string, string>>;
}

export type IzinDurumu = "izin_verilebilir" | "izin_verilemez" | "izin_verilebilir_varsayimsal";
export type KuralSonucu = "saglandi" | "saglanmadi" | "bilgi" | "uyari";

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
  [field: string]: unknown;
}

export interface CalculationResult {
  success: true;
  message: string;
  data: CalculationData;
}

/** The emsal a calculation applies: the request's for `kullanici` types, fixed or none otherwise. */
export interface ResolvedEmsal {
  tur: EmsalTuru | null;
  oran: number | null;
}
