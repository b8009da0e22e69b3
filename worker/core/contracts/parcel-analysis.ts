/**
 * "Bu parselde ne yapabilirim?" (`POST /api/calculations/parsel-analizi/`): every structure type of a rule-set
 * version run once on one parcel. Saved and shared like a calculation under the calculation type
 * `PARCEL_ANALYSIS_TYPE` (its label: `_ortak.json` → `hesaplama_turleri`). Shared with the browser.
 */
import type { EffectiveLocation, IzinDurumu, Verdict } from "./calculation.ts";

/** The calculation type of a saved analysis (history, shared links, re-open links). */
export const PARCEL_ANALYSIS_TYPE = "parsel-analizi";

/** The rule that decided a type's answer, with its legal basis. */
export interface DecidingRuleDto {
  kural_id: string;
  ad: string;
  dayanak: string;
}

/** A figure of a type's result cards (`kartlar`). */
export interface AnalysisFigureDto {
  alan: string;
  etiket: string;
  deger: number;
  birim: string | null;
}

/** One structure type whose land types allow the parcel's land type. */
export interface AnalysisRowDto {
  slug: string;
  label: string;
  emoji: string;
  category: string;
  category_label: string;
  izin_durumu: IzinDurumu;
  /** How the row's answer reads (worker/core/rules/verdict.ts). */
  karar: Verdict;
  /** The type's regulatory status (a type the regulation no longer defines answers for information only). */
  mevzuat_durumu: { kod: string; not: string | null };
  ana_mesaj: string;
  /** The warnings the type's permit carries (its headline's `dikkat`); empty for a refusal. */
  dikkat: readonly string[];
  /** The first area card (m²) of the type: the maximum building area, or null when the result has none. */
  azami_alan: AnalysisFigureDto | null;
  /** The first card that is not an area (capacity, hives, tonnes), or null. */
  kapasite: AnalysisFigureDto | null;
  /** The first refusing rule; when permitted, the last rule of the type itself. */
  karar_kurali: DecidingRuleDto | null;
  /** What was assumed for inputs the analysis does not ask (the rule file's `parsel_analizi.not`). */
  varsayim: string | null;
  /** The exact calculation request used: `POST /api/calculations/{slug}/` with it gives the same answer. */
  girdi: Record<string, unknown>;
  /**
   * The analysis stated no emsal class and the type asks one: its answer under the other class (the row itself is
   * the default class's); null where the other class could not be calculated.
   */
  diger_sinif?: {
    emsal_turu: "marjinal" | "mutlak_dikili";
    /** "Arazi mutlak / dikili (%5) ise". */
    baslik: string;
    izin_durumu: IzinDurumu;
    karar: Verdict;
    ana_mesaj: string;
    azami_alan: AnalysisFigureDto | null;
    kapasite: AnalysisFigureDto | null;
  } | null;
}

/** A structure type whose land types exclude the parcel's land type. */
export interface ExcludedTypeDto {
  slug: string;
  label: string;
  emoji: string;
  category: string;
  category_label: string;
  /** The refusal's message and explanation. */
  neden: string;
  karar_kurali: DecidingRuleDto | null;
}

export interface ParcelAnalysisData {
  /** One sentence: how many of the allowed types are possible (what a history entry shows of a saved analysis). */
  mesaj: string;
  arazi_vasfi: string;
  alan_m2: number;
  latitude: number;
  longitude: number;
  konum: EffectiveLocation | null;
  timestamp: string;
  /** `yururluk_tarihi` null: analysed under a draft the law has not dated yet. */
  kural_seti: {
    id: string;
    surum: string;
    yururluk_tarihi: string | null;
    /** `taslak`: analysed under a draft (saved before this field: a null date means a draft). */
    durum?: "yayinda" | "taslak";
    sha256: Record<string, string>;
  };
  /** The emsal class was not stated: the class the rows assumed, in one sentence (each row gives the other's answer). */
  emsal_varsayimi?: { emsal_turu: "marjinal" | "mutlak_dikili"; aciklama: string };
  /** Allowed types: permitted first, then by category order and label. */
  turler: AnalysisRowDto[];
  uygun_olmayanlar: ExcludedTypeDto[];
}

export interface ParcelAnalysisResult {
  success: true;
  message: string;
  data: ParcelAnalysisData;
}
