/** Shapes of API answers shared with the browser (types only, plus the id→slug rule). */
import type { StructureCategory, StructureTypeSlug } from "../catalog/structure-types.ts";

export interface ApiList<T> {
  success: true;
  data: T[];
  message: string;
}

export interface StructureTypeDto {
  id: number;
  slug: StructureTypeSlug;
  label: string;
  category: StructureCategory;
  category_label: string;
  emoji: string;
  description: string;
  mevzuat_durumu: { kod: "yururlukte" | "kaldirildi_2025"; not: string | null };
  /** From the rule set in force: the calculation needs the closed-basin statement when no basin layer exists. */
  havza_beyani_gerekli: boolean;
  /** From the rule set in force: a water-allocation certificate is required inside a closed basin. */
  su_tahsis_belgesi_gerekli: boolean;
}

export interface LandTypeDto {
  id: number;
  ad: string;
}

export interface HealthDto {
  success: true;
  status: "ok";
  database: "ok";
  time: string;
}

export type TriStateDto = boolean | "unknown";

/** POST /api/location/check/ data. `izmirBolgeAdi` is the nearest district / neighbourhood centre (approximate). */
export interface LocationCheckDto {
  izmirinIcinde: TriStateDto;
  buyukOvaIcinde: TriStateDto;
  kapaliSuHavzasiIcinde: TriStateDto;
  details: {
    izmirBolgeAdi: string | null;
    izmirBolgeAdiYaklasik: true;
    buyukOvaAdi: string | null;
    kapaliSuHavzasiAdi: string | null;
  };
}
