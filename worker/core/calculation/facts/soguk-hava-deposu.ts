/**
 * sogukHavaDeposu — cold store (SHD-01, SHD-02). The emsal type selects the mode; `arazi_kurallari[mode]`
 * gives, per land-type id (or "*" for every land type), the request field of the checked area A (falling back to
 * alan_m2 when missing or 0) and the minimum N. EH = r6(A × ratio) with the mode's ratio (0.20 / 0.05 for every
 * land type); split of EH by `alan_dagilimi_oranlari` (70 / 20 / 10 %, informative); capacity
 * r1(EH × depolama_ton_m2) tonnes. The shortfall N − A goes to SHD-01.
 */
import { formatPercent, r1, r2, r6 } from "../../rules/numbers.ts";
import { pozitifDeger, sabitKayit, sabitSayi } from "./constants.ts";
import { emsalCiktilari, emsalHakki } from "./emsal.ts";
import type { FactFunction, Girdi } from "./types.ts";

interface AlanKurali {
  alan: keyof Girdi;
  asgari_alan_m2: number;
}

export const sogukHavaDeposu: FactFunction = (ctx) => {
  const { girdi, sabit } = ctx;
  const kip = ctx.emsal.tur ?? "marjinal";
  const tablo = sabitKayit<AlanKurali>(sabitKayit<unknown>(sabit, "arazi_kurallari"), kip);
  const kural = tablo[String(girdi.arazi_vasfi_id)] ?? tablo["*"];
  if (!kural)
    throw new Error(`rule file constant "arazi_kurallari.${kip}" has no entry for land type ${girdi.arazi_vasfi_id}`);

  const A = pozitifDeger(girdi, kural.alan) ?? girdi.alan_m2;
  const N = kural.asgari_alan_m2;
  const eh = emsalHakki(A, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const kapasite = r1(eh * sabitSayi(sabit, "depolama_ton_m2"));

  const oranlar = sabitKayit<number>(sabit, "alan_dagilimi_oranlari");
  const dagilim = Object.fromEntries(Object.entries(oranlar).map(([ad, o]) => [ad, r6(eh * o)]));

  return {
    degerler: {
      alan_m2: A,
      asgari_alan: N,
      eksik_alan: Math.max(0, N - A),
      asgari_alan_saglandi: A >= N,
      emsal_hakki: eh,
      emsal_tipi: kip,
      emsal_orani_metni: ctx.emsal.oran === null ? null : formatPercent(ctx.emsal.oran),
      soguk_depo_kapasitesi: kapasite,
      ...dagilim,
    },
    ciktilar: {
      ...emsalCiktilari(ctx, eh),
      alan_m2: r2(A),
      emsal_tipi: kip,
      maksimum_insaat_alani: r2(eh),
      soguk_depo_kapasitesi: kapasite,
      alan_dagilimi: {
        ...Object.fromEntries(Object.entries(dagilim).map(([ad, v]) => [ad, r2(v)])),
        toplam_yapi_alani: r2(eh),
      },
    },
  };
};
