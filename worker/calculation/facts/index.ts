/** The fact functions, registered by the id a rule file names in `hesap` (exactly the ids of rules/fact-ids.ts). */
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
import type { FactFunctionId } from "../../rules/fact-ids.ts";
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
} as const satisfies Record<FactFunctionId, FactFunction>;
