/**
 * aricilikKovan — apiary building (ARI-01…ARI-03, Genelge/Arıcılık 1): the first block of 50 hives needs
 * 50 m² of closed area, every further (started) block of 50 hives 10 m² more. Maximum hives
 * H = 50 + 50 × floor((EH − 50) / 10) when EH ≥ 50, else 0; planned hives n = kovan_sayisi when given and > 0,
 * else H (or 50 when EH < 50); required closed area G(n) = 50 for n ≤ 50, else 50 + 10 × ceil((n − 50) / 50).
 */
import { r2 } from "../../rules/numbers.ts";
import { sabitSayi } from "./constants.ts";
import { emsalCiktilari, emsalHakki } from "./emsal.ts";
import type { FactFunction, FactResult } from "./types.ts";

type Sabit = Readonly<Record<string, unknown>>;

/** The largest number of hives whose closed area fits in `eh` m² (0 when not even the first block fits). */
export function azamiKovan(eh: number, sabit: Sabit): number {
  const ilkKovan = sabitSayi(sabit, "ilk_blok_kovan_sayisi");
  const ilkAlan = sabitSayi(sabit, "ilk_blok_alani_m2");
  if (eh < ilkAlan) return 0;
  return (
    ilkKovan +
    sabitSayi(sabit, "ek_blok_kovan_sayisi") * Math.floor((eh - ilkAlan) / sabitSayi(sabit, "ek_blok_alani_m2"))
  );
}

/** The closed area G(n) that n hives need, m². */
export function gerekliKapaliAlan(n: number, sabit: Sabit): number {
  const ilkKovan = sabitSayi(sabit, "ilk_blok_kovan_sayisi");
  const ilkAlan = sabitSayi(sabit, "ilk_blok_alani_m2");
  if (n <= ilkKovan) return ilkAlan;
  return (
    ilkAlan +
    sabitSayi(sabit, "ek_blok_alani_m2") * Math.ceil((n - ilkKovan) / sabitSayi(sabit, "ek_blok_kovan_sayisi"))
  );
}

export const aricilikKovan: FactFunction = (ctx): FactResult => {
  const { girdi, sabit } = ctx;
  const eh = emsalHakki(girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const H = azamiKovan(eh, sabit);
  const kovanBazli = girdi.kovan_sayisi !== null && girdi.kovan_sayisi > 0;
  const n = kovanBazli
    ? girdi.kovan_sayisi!
    : eh >= sabitSayi(sabit, "ilk_blok_alani_m2")
      ? H
      : sabitSayi(sabit, "asgari_kovan_sayisi");
  const G = gerekliKapaliAlan(n, sabit);
  // Fewer hives than the legal minimum is no facility at all: no closed area is reported (table row 3.4 #7).
  const tesisVar = n >= sabitSayi(sabit, "asgari_kovan_sayisi");
  return {
    degerler: {
      alan_m2: girdi.alan_m2,
      emsal_hakki: eh,
      kovan_sayisi: n,
      maksimum_kovan_sayisi: H,
      gerekli_alan_m2: G,
      yapi_alani: G,
      kalan_emsal: eh - G,
    },
    ciktilar: {
      alan_m2: girdi.alan_m2,
      ...emsalCiktilari(ctx, eh),
      maksimum_insaat_alani: r2(eh),
      kovan_sayisi: n,
      maksimum_kovan_sayisi: H,
      ...(tesisVar ? { yapi_alani: r2(G) } : {}),
      kalan_emsal: r2(eh - G),
      hesaplama_modu: kovanBazli ? "kovan_sayisi_bazli" : "alan_bazli",
    },
  };
};
