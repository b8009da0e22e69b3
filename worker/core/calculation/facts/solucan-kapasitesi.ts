/**
 * solucanKapasitesi — vermicompost facility (SOL-01…SOL-03). For a capacity c (t/day manure input):
 * production area P(c) = max(P_min, c × P_ref / c_ref); müştemilat items a = ref × (c / c_ref) × g (× carpan
 * above its threshold), floored at min, capped at max; the total is normalised to half of P when larger;
 * M(c) = r2(Σ). Capacity = the largest multiple of 0.1 with P + M ≤ EH (bisection on 10·c; P + M is
 * non-decreasing in c).
 */
import { r1, r2 } from "../../rules/numbers.ts";
import { sabitDizi, sabitSayi } from "./constants.ts";
import { emsalHakki, emsalTabanCiktilari } from "./emsal.ts";
import type { FactFunction, FactResult } from "./types.ts";

interface Kalem {
  ad: string;
  ref: number;
  min: number;
  g: number;
  max?: number;
  /** Multiplier applied when c is above `carpan_esik`. */
  carpan?: number;
  carpan_esik?: number;
  /** The item exists only when c ≥ this. */
  asgari_kapasite?: number;
}

interface Olcek {
  en_cok: number | null;
  ad: string;
}

export function solucanProgram(c: number, sabit: Readonly<Record<string, unknown>>) {
  const cRef = sabitSayi(sabit, "referans_kapasite_ton_gun");
  const pRef = sabitSayi(sabit, "referans_uretim_alani_m2");
  const pMin = sabitSayi(sabit, "asgari_uretim_alani_m2");
  const oran = sabitSayi(sabit, "mustemilat_hedef_orani");
  const P = Math.max(pMin, (pRef / cRef) * c);
  const kalemler = sabitDizi<Kalem>(sabit, "mustemilat_kalemleri").filter((k) => c >= (k.asgari_kapasite ?? 0));
  let items = kalemler.map((k) => {
    let a = k.ref * (c / cRef) * k.g;
    if (k.carpan !== undefined && k.carpan_esik !== undefined && c > k.carpan_esik) a *= k.carpan;
    a = Math.max(k.min, a);
    if (k.max !== undefined) a = Math.min(a, k.max);
    return { ad: k.ad, min: k.min, a };
  });
  const S = items.reduce((s, i) => s + i.a, 0);
  const hedef = oran * P;
  if (S > hedef) items = items.map((i) => ({ ...i, a: Math.max(i.min, (i.a * hedef) / S) }));
  const M = r2(items.reduce((s, i) => s + i.a, 0));
  return { P, M, items };
}

export const solucanKapasitesi: FactFunction = (ctx): FactResult => {
  const { sabit } = ctx;
  const eh = emsalHakki(ctx.girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const maxTenths = Math.round(sabitSayi(sabit, "azami_kapasite_ton_gun") * 10);
  const fits = (tenths: number) => {
    const { P, M } = solucanProgram(tenths / 10, sabit);
    return P + M <= eh + 1e-9;
  };
  let best = 0;
  if (fits(1)) {
    let lo = 1;
    let hi = maxTenths;
    if (fits(hi)) lo = hi;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(mid)) lo = mid;
      else hi = mid - 1;
    }
    best = lo;
  }
  const c = best / 10;
  const base = emsalTabanCiktilari(ctx, eh);
  if (best === 0) {
    return {
      degerler: { alan_m2: ctx.girdi.alan_m2, emsal_hakki: eh, kapasite_var: false, uretim_kapasitesi: 0 },
      ciktilar: base,
    };
  }
  const { P, M, items } = solucanProgram(c, sabit);
  const olcek = sabitDizi<Olcek>(sabit, "olcekler").find((o) => o.en_cok === null || c <= o.en_cok)?.ad ?? null;
  return {
    degerler: {
      alan_m2: ctx.girdi.alan_m2,
      emsal_hakki: eh,
      kapasite_var: true,
      uretim_kapasitesi: c,
      uretim_alani: P,
      mustemilat_alani_m2: M,
      yapi_alani: P + M,
    },
    ciktilar: {
      ...base,
      uretim_kapasitesi: r1(c),
      kapasite_birimi: "ton/gün",
      cikti_kapasitesi_ton_gun: r1(c * sabitSayi(sabit, "cikti_katsayisi")),
      uretim_alani: r2(P),
      mustemilat_alani_m2: M,
      mustemilat_detaylari: items.map((i) => ({ ad: i.ad, alan_m2: r2(i.a) })),
      yapi_alani: r2(P + M),
      kalan_emsal: r2(eh - P - M),
      olcek,
    },
  };
};
