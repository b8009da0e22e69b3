/**
 * The answer of a calculation (`POST /api/calculations/{type}/`): the permit status, the headline, the report texts,
 * the type's figures, the effective location, the rule-set version and every applied rule with its legal basis.
 * Shared with the browser. Types only.
 */

/**
 * `kosullu`: the structure may be built, but the law gives no figure — the administration sizes it on the project
 * (rules-2026.md §2); the answer carries the conditions and, where they apply, the plan notes' ceiling.
 */
export type IzinDurumu = "izin_verilebilir" | "izin_verilemez" | "izin_verilebilir_varsayimsal" | "kosullu";
export type KuralSonucu = "saglandi" | "saglanmadi" | "bilgi" | "uyari";

/**
 * How an answer reads (worker/core/rules/verdict.ts): `izin` a permit, `kosullu` a permit resting on conditions (its
 * `dikkat`), `idare` the administration sizes it, `varsayimsal` an assumed permit, `bilgi` information only (a type the
 * regulation no longer defines), `red` a refusal.
 */
export type Verdict = "izin" | "kosullu" | "idare" | "varsayimsal" | "bilgi" | "red";

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

/**
 * The İzmir plan notes' limit beside the national one (rule set 2.0.0, rules-2026.md §4): the smaller binds. The
 * national limit is null where the law gives no figure.
 */
export interface PlanLimits {
  /** The plan notes' tier applied: the land class of the emsal. */
  emsal_turu: "marjinal" | "mutlak_dikili";
  ulusal_sinir_m2: number | null;
  plan_siniri_m2: number;
  baglayan: "ulusal" | "plan";
  /** The sentence that names both and the binding one. */
  aciklama: string;
}

/**
 * The emsal class a calculation assumed because its request stated none (the product's default, urun.json), with the
 * answer under the other class beside it.
 */
export interface EmsalAssumption {
  /** The class applied. */
  emsal_turu: "marjinal" | "mutlak_dikili";
  /** Which class was assumed and how a landowner learns the land's class. */
  aciklama: string;
  /** The same request under the other class. */
  diger: {
    emsal_turu: "marjinal" | "mutlak_dikili";
    emsal_orani: number;
    izin_durumu: IzinDurumu;
    karar: Verdict;
    ana_mesaj: string;
    /** The other class named: "Arazi mutlak / dikili (%5) ise". */
    baslik: string;
    /** The other class and its verdict in one sentence ("Arazi mutlak / dikili (%5) ise: İzin verilebilir — …"). */
    aciklama: string;
    /** The values of the type's result cards under the other class (none when it refuses). */
    degerler: Record<string, unknown>;
  } | null;
}

/**
 * A figure an answer or a structure type's legislation page rests on, with its source ("Sayılar ve kaynakları";
 * worker/core/rules/source-rows.ts).
 */
export interface SayiKaynagi {
  /** What the figure is, in words ("Asgari parsel (m²)"). */
  etiket: string;
  /** Its value in Turkish number format ("5.000", "0,2"). */
  deger: string;
  /** Its legal citation; "Varsayım — mevzuatta sayı yok: <reason>"; or "Kaynak gösterilmemiş" (1.0.0). */
  kaynak: string;
  /** The law gives no such number: the tool assumes it (never to be read as law). */
  varsayim: boolean;
}

/** A figure of the answer's report table: its label, its value and unit, and the value written in Turkish. */
export interface ReportFigure {
  /** The result field it shows. */
  alan: string;
  etiket: string;
  deger: number | string | boolean;
  birim: string | null;
  /** The value as the report writes it ("1.250 m²", "Evet"). */
  metin: string;
}

/**
 * The answer's report, structured: the browser draws it (the result on screen and in print, the saved report, the
 * share page, the history detail) and `mesaj` writes it as plain text (answer-text.ts). The verdict, headline,
 * conditions, assumed emsal class, rules, next steps and sources are the answer's own fields.
 */
export interface AnswerReport {
  baslik: string;
  /** "Parsel alanı: 5.000 m², arazi vasfı: Tarla." */
  parsel: string;
  /** The emsal line: the ratio applied and the right it gives, or why the type has none. */
  emsal: string;
  /** Beside a refusal: the sentence that marks the figures as information only. */
  bilgi_notu: string | null;
  /** The type's figures, in the order of its rule file's report rows; none that the answer does not carry. */
  degerler: ReportFigure[];
  /** The answer rests on a figure the law does not give: the sentence that says so beside its verdict. */
  varsayim_notu: string | null;
  /** The warnings and notes that are neither the verdict's conditions nor the regulatory banner. */
  notlar: string[];
  /** A sentence that closes the report (bağ evi's assumed result). */
  son_not: string | null;
}

export interface CalculationData {
  izin_durumu: IzinDurumu;
  /** How the answer reads: its headline's verdict (worker/core/rules/verdict.ts). */
  karar: Verdict;
  ana_mesaj: string;
  /** The whole answer as plain text, for the clipboard and mails. */
  mesaj: string;
  /** The report, structured (answers saved before it have none: they carry `mesaj`). */
  rapor: AnswerReport;
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
    /** The version's date in force; null: calculated under a draft the law has not dated yet. */
    yururluk_tarihi: string | null;
    /** `taslak`: a draft, not in force (results saved before this field: a null date means a draft). */
    durum?: "yayinda" | "taslak";
    /** The regulation's one name (results saved before this field have none). */
    yonetmelik?: string;
    sha256: Record<string, string>;
  };
  uygulanan_kurallar: UygulananKural[];
  uyarilar: string[];
  /** The fired warnings (`uyari` rules) of a permit, which its headline carries; empty for a refusal. */
  dikkat: string[];
  /** What a permit's holder does next (where to apply, documents, validity), from the version's common file. */
  sonraki_adimlar?: { baslik: string; metin: string; dayanak: string }[];
  /** The deciding refusal's code, where its rule names one (`mevzuatta_tanimli_degil`: the law no longer defines the type). */
  karar_kodu?: string;
  /** The plan notes' limit beside the national one, where the version makes them binding for the type. */
  plan_notlari?: PlanLimits;
  /** The emsal class assumed when the request stated none, and what the other class gives. */
  emsal_varsayimi?: EmsalAssumption;
  /**
   * The figures the answer rests on, each with its source or marked as the tool's assumption (results saved before
   * this field have none).
   */
  sayi_kaynaklari?: SayiKaynagi[];
  /** The type's figures (its result cards' fields). */
  [field: string]: unknown;
}

export interface CalculationResult {
  success: true;
  message: string;
  data: CalculationData;
}
