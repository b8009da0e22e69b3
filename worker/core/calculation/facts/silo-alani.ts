/**
 * siloAlani — grain and feed silo (SILO-01, SILO-02): the silo base S counts in the emsal; administrative /
 * technical building idari = min(0.10 × S, max(EH − S, 0)); kalan = EH − S − idari. When |S − EH| < 0.01 the
 * silo uses the whole emsal (idari = 0, kalan = 0). SILO-01 refuses when S − EH ≥ 0.01; the refusal shows the
 * smallest parcel for S, gerekli_min_arazi_m2 = r2(S / ratio).
 */
import { r2 } from "../../rules/numbers.ts";
import { sabitSayi } from "./constants.ts";
import { emsalCiktilari, emsalHakki } from "./emsal.ts";
import type { FactFunction, FactResult } from "./types.ts";

type Sabit = Readonly<Record<string, unknown>>;

/** The silo programme for base S on an emsal right of EH m². */
export function siloProgram(S: number, eh: number, sabit: Sabit) {
  const tolerans = sabitSayi(sabit, "tolerans_m2");
  const asim = S - eh;
  const sigiyor = asim < tolerans;
  const tamEmsal = Math.abs(asim) < tolerans;
  const idari = tamEmsal ? 0 : Math.min(sabitSayi(sabit, "idari_orani") * S, Math.max(eh - S, 0));
  const kalan = tamEmsal ? 0 : eh - S - idari;
  return { asim, sigiyor, idari, kalan };
}

export const siloAlani: FactFunction = (ctx): FactResult => {
  const { girdi, sabit } = ctx;
  const eh = emsalHakki(girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  // silo_taban_alani_m2 is a required field of the type (zorunlu_alanlar): the engine has checked it is > 0.
  const S = girdi.silo_taban_alani_m2 ?? 0;
  const p = siloProgram(S, eh, sabit);
  const gerekliMinArazi = ctx.emsal.oran ? r2(S / ctx.emsal.oran) : null;
  return {
    degerler: {
      alan_m2: girdi.alan_m2,
      emsal_hakki: eh,
      silo_taban_alani_m2: S,
      asim_m2: p.asim,
      idari_teknik_bina_m2: p.idari,
      idari_orani_yuzde: sabitSayi(sabit, "idari_orani") * 100,
      yapi_alani: S + p.idari,
      kalan_emsal: p.kalan,
      gerekli_min_arazi_m2: gerekliMinArazi,
    },
    ciktilar: {
      ...emsalCiktilari(ctx, eh),
      maksimum_insaat_alani: r2(eh),
      silo_taban_alani_m2: r2(S),
      idari_teknik_bina_m2: r2(p.idari),
      yapi_alani: r2(S + p.idari),
      kalan_emsal: r2(p.kalan),
      ...(p.sigiyor ? {} : { gerekli_min_arazi_m2: gerekliMinArazi }),
    },
  };
};
