/** The fact functions, registered by the id a rule file names in `hesap`. */
import { emsalAlani } from "./emsal-alani.ts";
import { seraAlani } from "./sera-alani.ts";
import { solucanKapasitesi } from "./solucan-kapasitesi.ts";
import { suKuyusu } from "./su-kuyusu.ts";
import type { FactFunction } from "./types.ts";

export const FACT_FUNCTIONS = {
  emsalAlani,
  seraAlani,
  solucanKapasitesi,
  suKuyusu,
} as const satisfies Record<string, FactFunction>;

export type FactFunctionId = keyof typeof FACT_FUNCTIONS;
export const FACT_FUNCTION_IDS = Object.keys(FACT_FUNCTIONS) as [FactFunctionId, ...FactFunctionId[]];
