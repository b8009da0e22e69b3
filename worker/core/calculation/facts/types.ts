/** What a fact function receives and returns (arithmetic lives in fact functions; rules only compare). */
import type { EffectiveLocation } from "../../contracts/calculation.ts";

/**
 * The validated, normalised request: absent optional values are null. The type-specific fields are the entries of
 * the version's `girdi_alanlari` (a test keeps this interface and the catalogue equal).
 */
export interface Girdi {
  yapi_turu_id: number | null;
  latitude: number;
  longitude: number;
  alan_m2: number;
  /** The exact land-type string of the catalogue (`arazi_vasfi_katalogu`). */
  arazi_vasfi: string;
  arazi_vasfi_id: number;
  buyuk_ova_icinde: boolean | null;
  kapali_havza_beyani: boolean | null;
  su_tahsis_belgesi: boolean | null;
  tarla_alani: number | null;
  dikili_alani: number | null;
  zeytinlik_alani: number | null;
  sera_alani_m2: number | null;
  silo_taban_alani_m2: number | null;
  zeytin_agac_sayisi: number | null;
  zeytin_agac_adedi: number | null;
  tapu_zeytin_agac_adedi: number | null;
  mevcut_zeytin_agac_adedi: number | null;
  kovan_sayisi: number | null;
  toplam_arazi_varligi: number | null;
  depo_alani: number | null;
  dut_bahcesi_var_mi: boolean | null;
  dut_bahcesi_alani: number | null;
  dut_agaci_sayisi: number | null;
  bag_evi_var_mi: boolean | null;
  mevcut_yapi_alani: number | null;
  /** Rule set 2.0.0's new types: yearly sapling capacities (fidan üretim tesisi), closed and run areas (deve kuşu). */
  acik_alan_fidan_kapasitesi?: number | null;
  doku_kulturu_fidan_kapasitesi?: number | null;
  kapali_alan_m2?: number | null;
  gezinti_alani_m2?: number | null;
  /** The parcel's road frontage, m (versions whose plan notes bind: read by the common rules only). */
  cephe_m?: number | null;
  /** The area-check dialog result as sent (vineyard house, BAG-06a / BAG-06b); read by its fact function. */
  manuel_kontrol_ham: unknown;
  /** Added trees as sent (top level), normalised by the fact function that needs them. */
  agaclar_ham: unknown;
}

export type EmsalTuru = "marjinal" | "mutlak_dikili";

/** The emsal a calculation applies: the request's for `kullanici` types, fixed or none otherwise. */
export interface ResolvedEmsal {
  tur: EmsalTuru | null;
  oran: number | null;
}

export interface FactContext {
  girdi: Girdi;
  /** The rule file's `sabitler`. */
  sabit: Readonly<Record<string, unknown>>;
  /** The common file's `sabitler` (e.g. the tree catalogue); the engine always passes it, unit tests of functions that do not read it may omit it. */
  ortak?: Readonly<Record<string, unknown>>;
  /** The applied emsal: type (null for fixed / no emsal) and ratio (null for no emsal). */
  emsal: ResolvedEmsal;
  /** The effective location values (the layers first, else the user's statement). */
  konum: EffectiveLocation;
  /** The plan notes' largest gross building area on the parcel, where the version makes them binding (else null). */
  tavan_m2?: number | null;
}

export type FactValue = number | string | boolean | null;

export interface FactResult {
  /** Values read by the rules (`hesap` fact, `$.name`) and by message templates (`{name}`). */
  degerler: Record<string, FactValue>;
  /** Result fields of the type (already output-rounded: m² r2, tonnes and percentages r1). */
  ciktilar: Record<string, unknown>;
  /** Warnings that do not change the status. */
  uyarilar?: string[];
}

export type FactFunction = (ctx: FactContext) => FactResult;
