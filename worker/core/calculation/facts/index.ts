/**
 * The fact functions, registered by the id a rule file names in `hesap`: the one list of them. A registry loaded
 * through ../load-rules.ts names no other (a rule file that does is refused, naming the file).
 */
import { agilKapasitesi } from "./agil-kapasitesi.ts";
import { aricilikKovan } from "./aricilik-kovan.ts";
import { bagEviKontrolu } from "./bag-evi-kontrolu.ts";
import { birimAlanlari } from "./birim-alanlari.ts";
import { emsalAlani } from "./emsal-alani.ts";
import { evcilHayvanKapasitesi } from "./evcil-hayvan-kapasitesi.ts";
import { gezenTavukKapasitesi } from "./gezen-tavuk-kapasitesi.ts";
import { haraKapasitesi } from "./hara-kapasitesi.ts";
import { ipekBocekciligi } from "./ipek-bocekciligi.ts";
import { kumesKapasitesi } from "./kumes-kapasitesi.ts";
import { mantarKapasitesi } from "./mantar-kapasitesi.ts";
import { sabitCiktilar } from "./sabit-ciktilar.ts";
import { seraAlani } from "./sera-alani.ts";
import { sigirKapasitesi } from "./sigir-kapasitesi.ts";
import { siloAlani } from "./silo-alani.ts";
import { sogukHavaDeposu } from "./soguk-hava-deposu.ts";
import { solucanKapasitesi } from "./solucan-kapasitesi.ts";
import { suKuyusu } from "./su-kuyusu.ts";
import { tarimsalDepoHakki } from "./tarimsal-depo-hakki.ts";
import type { FactFunction } from "./types.ts";

export const FACT_FUNCTIONS = {
  agilKapasitesi,
  aricilikKovan,
  bagEviKontrolu,
  birimAlanlari,
  emsalAlani,
  evcilHayvanKapasitesi,
  gezenTavukKapasitesi,
  haraKapasitesi,
  ipekBocekciligi,
  kumesKapasitesi,
  mantarKapasitesi,
  sabitCiktilar,
  seraAlani,
  sigirKapasitesi,
  siloAlani,
  sogukHavaDeposu,
  solucanKapasitesi,
  suKuyusu,
  tarimsalDepoHakki,
} as const satisfies Record<string, FactFunction>;

/** Whether `id` names a fact function. */
export function isFactFunction(id: string): id is keyof typeof FACT_FUNCTIONS {
  return Object.hasOwn(FACT_FUNCTIONS, id);
}

/** The fact function a rule file's `hesap` names (load-rules.ts has refused any other id). */
export function factFunction(id: string): FactFunction {
  if (!isFactFunction(id)) throw new Error(`no fact function ${id}`);
  return FACT_FUNCTIONS[id];
}
