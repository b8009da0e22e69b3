/**
 * `GET /api/rules/`: what the browser knows of a rule-set version — every structure type's descriptor (identity,
 * category, regulatory status, emsal mode, land types, form fields, checks and result cards) and the shared
 * catalogues. Built from the rule files by worker/core/rules/descriptors.ts; the browser derives its form, limits,
 * sidebar, labels and cards from it and writes none of them itself. Types only.
 */
import type { LandProfile } from "../rules/land-profiles.ts";

/** A tree species of the tree table (`_ortak.json` → `sabitler.agac_cizelgesi`): trees per decare by kind. */
export interface AgacTuru {
  sira: number;
  tur: string;
  normal: number;
  bodur?: number;
  yariBodur?: number;
}

/**
 * The planted-area check's thresholds (the vineyard-house file's `sabitler.esikler`): the area thresholds its
 * land-type profiles name (`kriterler[].esik`, e.g. `dikili_asgari_m2`) and the ones every land type shares.
 */
export interface DikiliEsikler {
  zeytin_yogunluk_siniri: number;
  tam_kaplama_orani: number;
  azami_agac_sayisi: number;
  [esik: string]: number;
}

export type VersionStatus = "yayinda" | "taslak";

export interface RuleSetVersionDto {
  id: string;
  surum: string;
  durum: VersionStatus;
  /** The day it takes effect (YYYY-MM-DD); null: a draft the law has not dated yet (a released version has one). */
  yururluk_tarihi: string | null;
  aciklama: string;
  /** The regulation's one name ("2017 Yönetmeliği"); a draft's reads with "(taslak)" (version-text.ts). */
  yonetmelik: string;
}

export interface LandTypeDto {
  id: number;
  ad: string;
}

export type InputKind = "alan" | "sayi" | "tam_sayi" | "onay";

/** A form field of a type, with the catalogue's values and the type's overrides merged. */
export interface FormFieldDto {
  ad: string;
  /** Label without unit, e.g. "Tarla alanı". */
  etiket: string;
  /** The label the form shows, e.g. "Tarla alanı (m², dikili alan dahil toplam parsel)". */
  form_etiketi: string;
  birim: string | null;
  tur: InputKind;
  en_az: number | null;
  en_cok: number | null;
  /** The Turkish message for a missing or out-of-range value (placeholders filled). */
  mesaj: string;
  /** The message above `en_cok`, when it differs (area fields). */
  ust_mesaj: string | null;
  yardim: string | null;
  zorunlu: boolean;
  ana_alan: boolean;
  bolum: "temel" | "ozel";
  /** Shown only for these land-type ids; null: for every land type. */
  arazi_vasiflari: number[] | null;
  varsayilan: boolean | number | null;
}

export type FormCheckDto =
  | {
      tur: "yogunluk";
      arazi_vasiflari: number[];
      sayilar: string[];
      alan: string;
      /** Trees per decare above this are refused. */
      sinir: number;
      hata_alani: string;
      mesaj: string;
    }
  | {
      tur: "toplam_alt_sinir";
      arazi_vasiflari: number[];
      alanlar: string[];
      /** The sum must be above this. */
      sinir: number;
      hata_alani: string;
      mesaj: string;
    };

export type AreaCheckKind = "dikili-alan" | "dut-bahcesi" | "depo-alani";

export interface ResultCardDto {
  alan: string;
  etiket: string;
  birim: string | null;
  birim_alani: string | null;
}

export interface StructureTypeDto {
  id: number;
  diger_idler: number[];
  slug: string;
  kod: string;
  /** The Turkish label. */
  label: string;
  category: string;
  category_label: string;
  sidebar_group: string;
  emoji: string;
  description: string;
  /** The path segment the calculation is posted to (`/api/calculations/{api_yolu}/`). */
  api_yolu: string;
  mevzuat_durumu: { kod: "yururlukte" | "kaldirildi_2025" | "tanimli_degil"; not: string | null };
  emsal: {
    /** Whether the user chooses the emsal type (the switch is shown only then). */
    secim: boolean;
    tur: "kullanici" | "sabit" | "yok";
    /** The fixed ratio of `sabit`. */
    oran: number | null;
  };
  /** Allowed land-type ids (for `marjinal` where the emsal mode changes the list). */
  arazi_vasiflari: number[];
  /** Allowed land-type ids per emsal type where the emsal type changes the list (soğuk hava deposu); else null. */
  arazi_vasiflari_emsal: { marjinal: number[]; mutlak_dikili: number[] } | null;
  /** The calculation needs the closed-basin statement when no basin layer exists. */
  havza_beyani_gerekli: boolean;
  /** A water-allocation certificate is required inside a closed basin. */
  su_tahsis_belgesi_gerekli: boolean;
  form: {
    alanlar: FormFieldDto[];
    kontroller: FormCheckDto[];
    kontrol_muafiyeti: { alan: string; sinir: number } | null;
    alan_kontrolu: AreaCheckKind | null;
  };
  kartlar: ResultCardDto[];
  /** The result field (m²) drawn as the building's footprint on the map and in the report; null: none. */
  taban_izi: string | null;
}

export interface RuleSetDto {
  kural_seti: RuleSetVersionDto;
  /** Every version of the rule set (drafts too), oldest effective date first; drafts without a date last. */
  surumler: RuleSetVersionDto[];
  alan_siniri: { en_az: number; en_cok: number };
  arazi_vasiflari: LandTypeDto[];
  kategoriler: { id: string; ad: string }[];
  kenar_gruplari: { id: string; ad: string }[];
  emsal_turleri: { id: "marjinal" | "mutlak_dikili"; ad: string; oran: number }[];
  /** The class a request that states none is calculated with (urun.json), and the form's sentence on the classes. */
  emsal_sinifi: {
    varsayilan: "marjinal" | "mutlak_dikili";
    aciklama: string;
    /** Land-type id → the class its deed decides (the form asks no class there); empty where the user states it. */
    tapu_belirler: Record<string, "marjinal" | "mutlak_dikili">;
  };
  /** Request areas that lie on the parcel and the message of one larger than it (urun.json, parcel-bounds.ts). */
  parselden_buyuk_olamaz: { alanlar: string[]; mesaj: string };
  /** The provinces the circular's closed-basin provision names (shown in the water-certificate dialog). */
  kapali_havza_illeri: string[];
  /** Every request field of the catalogue (for the report's input rows and the re-open link). */
  girdi_alanlari: Record<string, { etiket: string; birim: string | null; tur: InputKind }>;
  /** Labels of every calculation type a history item may carry: the types of this version and older ones. */
  hesaplama_turleri: Record<string, string>;
  turler: StructureTypeDto[];
}

export interface RuleSetAnswer {
  success: true;
  data: RuleSetDto;
  message: string;
}

/**
 * `GET /api/calculations/dikili-kontrol/` data: what the area-check dialog needs from a version — the tree catalogue,
 * and the planted-area thresholds and land-type profiles of the type whose form offers the `dikili-alan` check,
 * with the land-type catalogue the profiles name by id.
 */
export interface PlantedAreaSettingsDto {
  agaclar: AgacTuru[];
  esikler: DikiliEsikler;
  arazi_profilleri: LandProfile[];
  arazi_vasiflari: LandTypeDto[];
  kural_seti: { id: string; surum: string };
}
