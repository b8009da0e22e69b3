/**
 * mantarKapasitesi — mushroom production facility (MAN-01…MAN-03). For a capacity k (kg/day), o = k / k_ref:
 * rooms kuluçka = max(min, 200 × o), üretim = max(min, 400 × o), R = kuluçka + üretim; müştemilat items (each
 * only when k ≥ its asgari_kapasite) by formula `egri` K(b, m, f) = b + (m − b) × min(1, φ) with φ = √(o × f)
 * for k ≤ k_ref, else √(1 + log₂(o) × f) − 1; `kok` b + c × √o × f; `log2` b + c × log₂(o + 1) × f; each item
 * max(min, value); the total is normalised to half of R when larger (each max(min, item × hedef / S));
 * M(k) = r2(Σ). Main building A(k) = 2R when k ≤ 25 and R < 250 (Kural B), else R (Kural A); T(k) = A + M.
 * Capacity = the largest candidate of {1…25} ∪ {30, 35, …} with T(k) ≤ EH: the multiples of 5 by bisection
 * over j (k = 5j, T increasing there, upper bound EH / 30), else the largest fitting k of 1…25.
 */
import { r2 } from "../../rules/numbers.ts";
import { sabitDizi, sabitKayit, sabitSayi } from "./constants.ts";
import { emsalHakki, emsalTabanCiktilari } from "./emsal.ts";
import type { FactFunction, FactResult } from "./types.ts";

type Sabit = Readonly<Record<string, unknown>>;

interface Kalem {
  ad: string;
  /** The item exists only when k ≥ this. */
  asgari_kapasite: number;
  min: number;
  formul: "egri" | "kok" | "log2";
  taban: number;
  /** `egri`: the value the curve tends to. */
  tavan?: number;
  /** `kok`, `log2`: the multiplier of √o or log₂(o + 1). */
  katsayi?: number;
  f: number;
}

interface HesaplamaKurali {
  ad: string;
  aciklama: string;
}

function kalemDegeri(k: Kalem, kapasite: number, o: number, kRef: number): number {
  switch (k.formul) {
    case "egri": {
      const phi = kapasite <= kRef ? Math.sqrt(o * k.f) : Math.sqrt(1 + Math.log2(o) * k.f) - 1;
      return k.taban + ((k.tavan ?? k.taban) - k.taban) * Math.min(1, phi);
    }
    case "kok":
      return k.taban + (k.katsayi ?? 0) * Math.sqrt(o) * k.f;
    case "log2":
      return k.taban + (k.katsayi ?? 0) * Math.log2(o + 1) * k.f;
  }
}

/** The area programme of capacity k (kg/day): rooms, müştemilat, main building and total T(k). */
export function mantarProgram(kapasite: number, sabit: Sabit) {
  const kRef = sabitSayi(sabit, "referans_kapasite_kg_gun");
  const o = kapasite / kRef;
  const kulucka = Math.max(
    sabitSayi(sabit, "asgari_kulucka_alani_m2"),
    sabitSayi(sabit, "referans_kulucka_alani_m2") * o,
  );
  const uretim = Math.max(
    sabitSayi(sabit, "asgari_uretim_odasi_alani_m2"),
    sabitSayi(sabit, "referans_uretim_odasi_alani_m2") * o,
  );
  const R = kulucka + uretim;

  const kalemler = sabitDizi<Kalem>(sabit, "mustemilat_kalemleri").filter((k) => kapasite >= k.asgari_kapasite);
  let items = kalemler.map((k) => ({ ad: k.ad, min: k.min, a: Math.max(k.min, kalemDegeri(k, kapasite, o, kRef)) }));
  const S = items.reduce((s, i) => s + i.a, 0);
  const hedef = sabitSayi(sabit, "mustemilat_hedef_orani") * R;
  if (S > hedef) items = items.map((i) => ({ ...i, a: Math.max(i.min, (i.a * hedef) / S) }));
  const M = r2(items.reduce((s, i) => s + i.a, 0));

  const kuralB =
    kapasite <= sabitSayi(sabit, "kural_b_kapasite_esigi_kg_gun") && R < sabitSayi(sabit, "kural_b_oda_alani_esigi_m2");
  const A = kuralB ? sabitSayi(sabit, "kural_b_carpani") * R : R;

  const odaEsigi = sabitSayi(sabit, "oda_sayisi_esigi_kg_gun");
  const asgariKulucka = sabitSayi(sabit, "asgari_kulucka_oda_sayisi");
  const asgariUretim = sabitSayi(sabit, "asgari_uretim_oda_sayisi");
  const kuluckaOda =
    kapasite < odaEsigi
      ? asgariKulucka
      : Math.max(asgariKulucka, Math.floor(o / sabitSayi(sabit, "kulucka_oda_bolen")) + 1);
  const uretimOda = kapasite < odaEsigi ? asgariUretim : Math.max(asgariUretim, Math.floor(o) + 1);

  return { kulucka, uretim, R, items, M, kuralB, A, T: A + M, kuluckaOda, uretimOda };
}

/** The largest candidate capacity with T(k) ≤ EH, 0 when none fits. */
export function mantarKapasiteBul(eh: number, sabit: Sabit): number {
  const fits = (k: number) => mantarProgram(k, sabit).T <= eh + 1e-9;
  const tekliUst = sabitSayi(sabit, "tekli_aday_ust_siniri_kg_gun");
  const adim = sabitSayi(sabit, "aday_adimi_kg_gun");
  // T(k) ≥ R(k) ≥ (kuluçka + üretim per k_ref) × k / k_ref, so no k = adim × j above this bound fits.
  const alanPerKg =
    (sabitSayi(sabit, "referans_kulucka_alani_m2") + sabitSayi(sabit, "referans_uretim_odasi_alani_m2")) /
    sabitSayi(sabit, "referans_kapasite_kg_gun");
  let lo = Math.floor(tekliUst / adim) + 1;
  let hi = Math.floor(eh / (alanPerKg * adim));
  if (lo <= hi && fits(adim * lo)) {
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(adim * mid)) lo = mid;
      else hi = mid - 1;
    }
    return adim * lo;
  }
  for (let k = tekliUst; k >= 1; k--) if (fits(k)) return k;
  return 0;
}

export const mantarKapasitesi: FactFunction = (ctx): FactResult => {
  const { sabit } = ctx;
  const eh = emsalHakki(ctx.girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const enKucukTesis = mantarProgram(1, sabit).T;
  const k = mantarKapasiteBul(eh, sabit);
  const base = emsalTabanCiktilari(ctx, eh);
  const ortak = { alan_m2: ctx.girdi.alan_m2, emsal_hakki: eh, en_kucuk_tesis_m2: enKucukTesis };
  if (k === 0) {
    return { degerler: { ...ortak, kapasite_var: false, uretim_kapasitesi: 0 }, ciktilar: base };
  }
  const p = mantarProgram(k, sabit);
  const kurallar = sabitKayit<HesaplamaKurali>(sabit, "hesaplama_kurallari");
  const kural = kurallar[p.kuralB ? "B" : "A"];
  if (!kural || typeof kural.ad !== "string" || typeof kural.aciklama !== "string") {
    throw new Error('rule file constant "hesaplama_kurallari" must name rules A and B with ad and aciklama');
  }
  return {
    degerler: {
      ...ortak,
      kapasite_var: true,
      uretim_kapasitesi: k,
      uygulanan_kural: kural.ad,
      hesaplama_kurali_aciklama: kural.aciklama,
      asil_tesis_alani_m2: p.A,
      mustemilat_alani_m2: p.M,
      yapi_alani: p.T,
      kalan_emsal: eh - p.T,
    },
    ciktilar: {
      ...base,
      uretim_kapasitesi: k,
      kapasite_birimi: "kg/gün",
      uygulanan_kural: kural.ad,
      hesaplama_kurali_aciklama: kural.aciklama,
      kulucka_oda_sayisi: p.kuluckaOda,
      uretim_oda_sayisi: p.uretimOda,
      kulucka_alani_m2: r2(p.kulucka),
      uretim_odasi_alani_m2: r2(p.uretim),
      asil_tesis_alani_m2: r2(p.A),
      mustemilat_alani_m2: p.M,
      mustemilat_detaylari: p.items.map((i) => ({ ad: i.ad, alan_m2: r2(i.a) })),
      yapi_alani: r2(p.T),
      kalan_emsal: r2(eh - p.T),
    },
  };
};
