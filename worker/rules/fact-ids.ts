/**
 * The fact functions a rule file may name in `hesap`: the computations the rule set relies on, implemented by
 * worker/calculation/facts/ (whose registry must hold exactly these ids — the compiler checks it).
 */
export const FACT_FUNCTION_IDS = [
  "agilKapasitesi",
  "aricilikKovan",
  "bagEviKontrolu",
  "birimAlanlari",
  "emsalAlani",
  "evcilHayvanKapasitesi",
  "gezenTavukKapasitesi",
  "haraKapasitesi",
  "ipekBocekciligi",
  "kumesKapasitesi",
  "mantarKapasitesi",
  "sabitCiktilar",
  "seraAlani",
  "sigirKapasitesi",
  "siloAlani",
  "sogukHavaDeposu",
  "solucanKapasitesi",
  "suKuyusu",
  "tarimsalDepoHakki",
] as const;

export type FactFunctionId = (typeof FACT_FUNCTION_IDS)[number];
