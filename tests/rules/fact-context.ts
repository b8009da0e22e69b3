/** Shared pieces of the fact-function tests: the location of a point inside İzmir and the version's emsal ratios. */
import type { EmsalTuru } from "@worker/core/calculation/facts/types.ts";
import type { EffectiveLocation } from "@worker/core/contracts/calculation.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const first = loadRepoRules().registry.versions["izmir-tarimsal-yapilar"]![0]!;

/** The constants of a type of the first version, as loaded (law and wording together). */
export function sabitlerOf(slug: string): Record<string, unknown> {
  const file = first.types[slug];
  if (!file) throw new Error(`no type ${slug}`);
  return file.sabitler;
}

/** A point in İzmir outside the large plains; the closed-basin value as given (false: the user's statement). */
export function izmirKonum(kapaliSuHavzasiIcinde: false | "unknown" = false): EffectiveLocation {
  return {
    izmirinIcinde: true,
    buyukOvaIcinde: false,
    buyukOvaAdi: null,
    kapaliSuHavzasiIcinde,
    kapali_su_havzasi_kaynagi: kapaliSuHavzasiIcinde === "unknown" ? null : "kullanici_beyani",
  };
}

/** The emsal of a type with the user's choice, with the first version's ratio. */
export function emsalOf(tur: EmsalTuru): { tur: EmsalTuru; oran: number } {
  return { tur, oran: first.common.emsal_oranlari[tur] };
}
