/** Shapes of API answers shared with the browser (types only); the rule-set shapes are in rule-set.ts. */

export interface ApiList<T> {
  success: true;
  data: T[];
  message: string;
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
