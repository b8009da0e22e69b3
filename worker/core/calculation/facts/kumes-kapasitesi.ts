/**
 * kumesKapasitesi — poultry engine of the rule files kumes-yumurtaci.json (YUM), kumes-etci.json (ETCI),
 * kumes-hindi.json (HIN) and kaz-ordek.json (KAZ): one function, the differences (density d, caretaker
 * threshold T, label) are the rule file's `sabitler`. The helpers are shared with gezenTavukKapasitesi (GEZ).
 *
 * Closed area X = kümes + müştemilat, the müştemilat a share s of X but at least m_min (s = 1/4, m_min = 40 m²):
 * - kümes of a budget X: k(X) = X − max(m_min, s·X) (= 0.75 X when X ≥ 160, else X − 40);
 * - capacity of a budget: kap(X) = floor(d · k(X));
 * - minimal closed area of n birds: X(n) = n/d + max(m_min, (n/d) · s/(1 − s)) (= n/d + max(40, n/(3d)));
 * - caretaker-house tier(X) from `bakici_evi_kademeleri` (last tier whose bound holds: `kapali_alan_en_az_m2`
 *   inclusive, `kapali_alan_buyuktur_m2` strict): 75/150 m² for 750 ≤ X ≤ 1500, 150/300 m² above 1500, none below.
 * Guard: EH ≥ X(smallest kümes) = 30 + max(40, 10) = 70 m².
 * Options (the valid ones compete, the largest capacity wins, then the larger house, then the lower
 * option number):
 *   O1 X = EH, no house, kap(EH) — valid when kap(EH) < T or tier(EH) = none;
 *   O2… one per tier (O2 = 75 m², O3 = 150 m²): X = EH − floor of the tier, capped at the next tier's bound;
 *       valid when tier(X) is that tier and kap(X) ≥ T;
 *   O4 kept below the threshold: n = T − 1, X = X(T − 1) — valid when kap(EH) ≥ T;
 *   O5 right earned, facility under the first tier: n5 = min(kap(EH), largest n with tier(X(n)) = none) — valid
 *       when n5 ≥ T.
 * Areas: O1–O3 report the full buildable split k(X) / X − k(X); O4–O5 the minimal n/d / max(m_min, …).
 * kalan_emsal = EH − X − house floor. d · k(X) is r6-cleaned before floor, X(n) before the strict "< 750 m²"
 * comparison (binary noise only). Closed form: no search beyond a few steps for O5.
 */
import { r2, r6 } from "../../rules/numbers.ts";
import { fillTemplate } from "../../rules/template.ts";
import { sabitDizi, sabitMetin, sabitSayi } from "./constants.ts";
import { emsalHakki, emsalTabanCiktilari } from "./emsal.ts";
import type { FactContext, FactFunction, FactResult, FactValue } from "./types.ts";

type Sabit = Readonly<Record<string, unknown>>;

export interface BakiciEviKademesi {
  kapali_alan_en_az_m2?: number;
  kapali_alan_buyuktur_m2?: number;
  taban_m2: number;
  toplam_m2: number;
}

/** The poultry constants of a rule file, read once per calculation. */
export interface KumesSabitleri {
  /** Birds per m² of kümes. */
  d: number;
  /** Caretaker-house threshold (birds). */
  T: number;
  /** Müştemilat share of the closed area and its floor (m²). */
  pay: number;
  mustemilatMin: number;
  /** Smallest functional kümes (m²). */
  kumesMin: number;
  kademeler: BakiciEviKademesi[];
}

export function kumesSabitleri(sabit: Sabit): KumesSabitleri {
  return {
    d: sabitSayi(sabit, "yogunluk_adet_m2"),
    T: sabitSayi(sabit, "bakici_evi_esigi_adet"),
    pay: sabitSayi(sabit, "mustemilat_payi"),
    mustemilatMin: sabitSayi(sabit, "asgari_mustemilat_m2"),
    kumesMin: sabitSayi(sabit, "asgari_kumes_m2"),
    kademeler: sabitDizi<BakiciEviKademesi>(sabit, "bakici_evi_kademeleri"),
  };
}

/** k(X): the kümes area of a closed-area budget X. */
export function kumesAlani(p: KumesSabitleri, X: number): number {
  return X - Math.max(p.mustemilatMin, p.pay * X);
}

/** kap(X) = floor(r6(d · k(X))); 0 when the budget holds no kümes. */
export function kapasite(p: KumesSabitleri, X: number): number {
  return Math.max(0, Math.floor(r6(p.d * kumesAlani(p, X))));
}

/** Minimal kümes and müştemilat of n birds: n/d and max(m_min, (n/d) · s/(1 − s)). */
export function asgariProgram(p: KumesSabitleri, n: number): { kumes: number; mustemilat: number; X: number } {
  const kumes = n / p.d;
  const mustemilat = Math.max(p.mustemilatMin, (kumes * p.pay) / (1 - p.pay));
  return { kumes, mustemilat, X: kumes + mustemilat };
}

/** X(n): the minimal closed area of n birds. */
export function gerekliKapaliAlan(p: KumesSabitleri, n: number): number {
  return asgariProgram(p, n).X;
}

/** The tier index of closed area X (−1 = no house). */
export function kademeIndeksi(p: KumesSabitleri, X: number): number {
  let i = -1;
  p.kademeler.forEach((t, j) => {
    const uygun =
      (t.kapali_alan_en_az_m2 === undefined || X >= t.kapali_alan_en_az_m2) &&
      (t.kapali_alan_buyuktur_m2 === undefined || X > t.kapali_alan_buyuktur_m2);
    if (uygun) i = j;
  });
  return i;
}

/** The lower bound of a tier (the m² figure of the texts: "750 m²'nin altında"). */
export function kademeAltSiniri(t: BakiciEviKademesi): number {
  return t.kapali_alan_en_az_m2 ?? t.kapali_alan_buyuktur_m2 ?? 0;
}

/** The smallest closed area of the guard: X(d · smallest kümes). */
export function enKucukTesis(p: KumesSabitleri): number {
  return gerekliKapaliAlan(p, p.d * p.kumesMin);
}

/** The largest n whose minimal closed area stays below the first tier (no house possible). */
export function kademesizAzamiAdet(p: KumesSabitleri): number {
  const ilk = p.kademeler[0];
  if (!ilk) return Number.POSITIVE_INFINITY;
  // kap(bound) is the largest n with X(n) ≤ bound; step down while X(n) still reaches the first tier.
  let n = kapasite(p, kademeAltSiniri(ilk));
  while (n > 0 && kademeIndeksi(p, r6(gerekliKapaliAlan(p, n))) >= 0) n--;
  return n;
}

export interface KumesSecenegi {
  /** 1 = O1, 2 … 1 + tiers = house options, then O4 (below the threshold), O5 (right, no tier). */
  no: number;
  kod: string;
  N: number;
  X: number;
  kumes: number;
  mustemilat: number;
  ev: { taban: number; toplam: number };
}

/** Every valid option (O1–O5 above) for the emsal right EH (EH ≥ the guard). */
export function kumesSecenekleri(p: KumesSabitleri, eh: number): KumesSecenegi[] {
  const out: KumesSecenegi[] = [];
  const yok = { taban: 0, toplam: 0 };
  const butce = (no: number, X: number, ev: { taban: number; toplam: number }): KumesSecenegi => {
    const kumes = kumesAlani(p, X);
    return { no, kod: `O${no}`, N: kapasite(p, X), X, kumes, mustemilat: X - kumes, ev };
  };
  const adet = (no: number, n: number): KumesSecenegi => {
    const a = asgariProgram(p, n);
    return { no, kod: `O${no}`, N: n, X: a.X, kumes: a.kumes, mustemilat: a.mustemilat, ev: yok };
  };

  const kapEH = kapasite(p, eh);
  if (kapEH < p.T || kademeIndeksi(p, eh) < 0) out.push(butce(1, eh, yok));
  p.kademeler.forEach((t, i) => {
    const ust = p.kademeler[i + 1];
    let X = r6(eh - t.taban_m2);
    if (ust) X = Math.min(X, kademeAltSiniri(ust));
    if (kademeIndeksi(p, X) !== i) return;
    const s = butce(2 + i, X, { taban: t.taban_m2, toplam: t.toplam_m2 });
    if (s.N >= p.T) out.push(s);
  });
  const noEsikAlti = 2 + p.kademeler.length;
  if (kapEH >= p.T) out.push(adet(noEsikAlti, p.T - 1));
  const n5 = Math.min(kapEH, kademesizAzamiAdet(p));
  if (n5 >= p.T) out.push(adet(noEsikAlti + 1, n5));
  return out;
}

/** The chosen option: largest capacity, then larger house, then lower option number. */
export function kumesSecimi(p: KumesSabitleri, eh: number): KumesSecenegi | null {
  let best: KumesSecenegi | null = null;
  for (const s of kumesSecenekleri(p, eh)) {
    if (!best || s.N > best.N || (s.N === best.N && s.ev.taban > best.ev.taban)) best = s;
  }
  return best;
}

/**
 * sonuc_metni and the caretaker-house sentence from the rule file's templates. `durum`: house built, right
 * earned but the facility is below the first tier, right earned but no emsal left (free-range only), kept
 * below the threshold (O4), or no right.
 */
export type BakiciEviDurumu = "yapilir" | "alan_yetersiz" | "emsal_yetersiz" | "esik_alti" | "hak_yok";

export function kumesMetinleri(sabit: Sabit, durum: BakiciEviDurumu, degerler: Record<string, FactValue>) {
  const sonucAnahtari = durum === "esik_alti" ? "hak_yok" : durum;
  return {
    sonuc: fillTemplate(sabitMetin(sabit, "sonuc_metinleri", sonucAnahtari), degerler, sabit),
    bakiciEvi:
      durum === "hak_yok" ? "" : fillTemplate(sabitMetin(sabit, "bakici_evi_metinleri", durum), degerler, sabit),
  };
}

/** What both poultry engines start from: EH, the constants, the smallest facility and the shared values. */
export function kumesBaslangici(ctx: FactContext) {
  const eh = emsalHakki(ctx.girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const p = kumesSabitleri(ctx.sabit);
  const enKucuk = enKucukTesis(p);
  const ilkKademe = p.kademeler[0];
  const ortak = {
    alan_m2: ctx.girdi.alan_m2,
    emsal_hakki: eh,
    en_kucuk_tesis_m2: enKucuk,
    ev_asgari_kapali_alan_m2: ilkKademe ? kademeAltSiniri(ilkKademe) : 0,
  };
  return { eh, p, enKucuk, base: emsalTabanCiktilari(ctx, eh), ortak };
}

export const kumesKapasitesi: FactFunction = (ctx): FactResult => {
  const { sabit } = ctx;
  const { eh, p, enKucuk, base, ortak } = kumesBaslangici(ctx);
  const secim = eh >= enKucuk ? kumesSecimi(p, eh) : null;
  if (!secim) {
    return {
      degerler: { ...ortak, kapasite_var: false, uretim_kapasitesi: 0, bakici_evi_bilgisi: "" },
      ciktilar: base,
    };
  }

  const hakki = secim.N >= p.T;
  const evVar = secim.ev.taban > 0;
  const durum: BakiciEviDurumu = evVar
    ? "yapilir"
    : hakki
      ? "alan_yetersiz"
      : secim.no === 2 + p.kademeler.length
        ? "esik_alti"
        : "hak_yok";
  const yapi = secim.X + secim.ev.taban;
  const degerler: Record<string, FactValue> = {
    ...ortak,
    kapasite_var: true,
    secenek: secim.kod,
    uretim_kapasitesi: secim.N,
    kumes_alani_m2: secim.kumes,
    mustemilat_alani_m2: secim.mustemilat,
    kapali_alan_m2: secim.X,
    bakici_evi_hakki: hakki,
    bakici_evi_var: evVar,
    bakici_evi_taban_m2: secim.ev.taban,
    bakici_evi_toplam_m2: secim.ev.toplam,
    yapi_alani: yapi,
    kalan_emsal: eh - yapi,
  };
  const metin = kumesMetinleri(sabit, durum, degerler);
  degerler["sonuc_metni"] = metin.sonuc;
  degerler["bakici_evi_bilgisi"] = metin.bakiciEvi;

  return {
    degerler,
    ciktilar: {
      ...base,
      uretim_kapasitesi: secim.N,
      kapasite_birimi: "adet",
      kumes_alani_m2: r2(secim.kumes),
      mustemilat_alani_m2: r2(secim.mustemilat),
      bakici_evi_hakki: hakki,
      bakici_evi: { taban_m2: secim.ev.taban, toplam_m2: secim.ev.toplam },
      yapi_alani: r2(yapi),
      kalan_emsal: r2(eh - yapi),
      sonuc_metni: metin.sonuc,
    },
  };
};
