/**
 * evcilHayvanKapasitesi — pet and research-animal production facility (evcil-hayvan.json, EVCIL-01…EVCIL-04).
 * Growth f(c) = 1 + 0.2 × log10(c/10 + 1). For a capacity c: feed store yem(c) = min(r2(20 × f), 50) and waste /
 * material store atik(c) = min(r2(15 × f), 40) (internal rounding); caretaker house ev(c) = 75 when c ≥ 30;
 * need(c) = 3c + yem(c) + atik(c) + 150 (administrative building floor) + ev(c). The nine rooms are inside the
 * 150 m² building (display only, never added to need): each min(r2(base × f), max), scaled by 150 / sum and r2
 * when the sum exceeds 150. Capacity c = the largest integer ≥ 5 with need(c) ≤ EH: need increases with c except
 * for the +75 house step at 30, so the largest fitting c below 30 is taken, or — when need(30) ≤ EH — the largest
 * fitting c ≥ 30 (bisection on each increasing piece). All numbers are constants of the rule file.
 */
import { r2 } from "../../rules/numbers.ts";
import { fillTemplate } from "../../rules/template.ts";
import { sabitDizi, sabitMetin, sabitSayi } from "./constants.ts";
import { emsalCiktilari, emsalHakki } from "./emsal.ts";
import type { FactFunction, FactResult } from "./types.ts";

type Sabit = Readonly<Record<string, unknown>>;

interface Kalem {
  ad: string;
  taban: number;
  azami: number;
}

/** f(c) = 1 + katsayi × log10(c / bolen + 1). */
function buyume(c: number, sabit: Sabit): number {
  return 1 + sabitSayi(sabit, "buyume_katsayisi") * Math.log10(c / sabitSayi(sabit, "buyume_boleni") + 1);
}

const kalemAlani = (k: Kalem, f: number) => Math.min(r2(k.taban * f), k.azami);

/** The area programme of capacity c. */
export function evcilProgram(c: number, sabit: Sabit) {
  const f = buyume(c, sabit);
  const dis = sabitDizi<Kalem>(sabit, "dis_kalemler").map((k) => ({ ad: k.ad, alan: kalemAlani(k, f) }));
  const idariTaban = sabitSayi(sabit, "idari_bina_taban_m2");
  const evVar = c >= sabitSayi(sabit, "bakici_evi_esik_kapasite");
  const evTaban = evVar ? sabitSayi(sabit, "bakici_evi_taban_m2") : 0;
  const uretim = c * sabitSayi(sabit, "hayvan_basina_uretim_m2");
  const need = uretim + dis.reduce((s, i) => s + i.alan, 0) + idariTaban + evTaban;
  return {
    uretim,
    dis,
    idariTaban,
    evVar,
    evTaban,
    evToplam: evVar ? sabitSayi(sabit, "bakici_evi_toplam_m2") : 0,
    need,
  };
}

/** The rooms inside the administrative building for capacity c (display only). */
export function evcilOdalari(c: number, sabit: Sabit): { ad: string; alan_m2: number }[] {
  const f = buyume(c, sabit);
  const taban = sabitSayi(sabit, "idari_bina_taban_m2");
  const odalar = sabitDizi<Kalem>(sabit, "idari_bina_odalari").map((k) => ({ ad: k.ad, alan_m2: kalemAlani(k, f) }));
  const toplam = odalar.reduce((s, o) => s + o.alan_m2, 0);
  return toplam > taban ? odalar.map((o) => ({ ad: o.ad, alan_m2: r2((o.alan_m2 * taban) / toplam) })) : odalar;
}

/** The largest c in [lo, hi] with need(c) ≤ EH, need increasing on the range; 0 when none. */
function enBuyukSigan(lo: number, hi: number, fits: (c: number) => boolean): number {
  if (lo > hi || !fits(lo)) return 0;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Capacity (EVCIL-03): the house step at the threshold splits the search into two increasing pieces. */
export function evcilKapasiteBul(eh: number, sabit: Sabit): number {
  const fits = (c: number) => evcilProgram(c, sabit).need <= eh + 1e-9;
  const asgari = sabitSayi(sabit, "asgari_kapasite");
  const esik = sabitSayi(sabit, "bakici_evi_esik_kapasite");
  // need(c) ≥ c × per-head area, so nothing above this bound fits.
  const ust = Math.floor(eh / sabitSayi(sabit, "hayvan_basina_uretim_m2"));
  const evli = enBuyukSigan(Math.max(asgari, esik), ust, fits);
  return evli > 0 ? evli : enBuyukSigan(asgari, Math.min(esik - 1, ust), fits);
}

export const evcilHayvanKapasitesi: FactFunction = (ctx): FactResult => {
  const { sabit } = ctx;
  const eh = emsalHakki(ctx.girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const asgari = evcilProgram(sabitSayi(sabit, "asgari_kapasite"), sabit).need;
  const c = evcilKapasiteBul(eh, sabit);
  const base = { ...emsalCiktilari(ctx, eh), maksimum_insaat_alani: r2(eh), asgari_tesis_alani_m2: r2(asgari) };
  const ortak = { alan_m2: ctx.girdi.alan_m2, emsal_hakki: eh, asgari_tesis_m2: asgari };
  if (c === 0) {
    return {
      degerler: { ...ortak, kapasite_var: false, uretim_kapasitesi: 0, bakici_evi_hakki: false },
      ciktilar: base,
    };
  }

  const p = evcilProgram(c, sabit);
  const idariAdi = sabit["idari_bina_adi"];
  if (typeof idariAdi !== "string" || !idariAdi) throw new Error('rule file constant "idari_bina_adi" must be a text');
  const mustemilat = p.idariTaban + p.dis.reduce((s, i) => s + i.alan, 0);
  const degerler = {
    ...ortak,
    kapasite_var: true,
    uretim_kapasitesi: c,
    bakici_evi_hakki: p.evVar,
    uretim_alani: p.uretim,
    mustemilat_alani_m2: mustemilat,
    yapi_alani: p.need,
    kalan_emsal: eh - p.need,
  };
  const sonucMetni = fillTemplate(
    sabitMetin(sabit, "sonuc_metinleri", p.evVar ? "bakici_evli" : "bakici_evsiz"),
    degerler,
  );

  return {
    degerler: { ...degerler, sonuc_metni: sonucMetni },
    ciktilar: {
      ...base,
      sonuc_metni: sonucMetni,
      uretim_kapasitesi: c,
      kapasite_birimi: "adet",
      uretim_alani: r2(p.uretim),
      mustemilat_alani_m2: r2(mustemilat),
      mustemilat_detaylari: [
        {
          ad: idariAdi,
          taban_m2: r2(p.idariTaban),
          toplam_m2: r2(sabitSayi(sabit, "idari_bina_toplam_m2")),
          odalar: evcilOdalari(c, sabit),
        },
        ...p.dis.map((i) => ({ ad: i.ad, taban_m2: r2(i.alan), toplam_m2: r2(i.alan) })),
      ],
      bakici_evi_hakki: p.evVar,
      bakici_evi: { taban_m2: r2(p.evTaban), toplam_m2: r2(p.evToplam) },
      yapi_alani: r2(p.need),
      kalan_emsal: r2(eh - p.need),
    },
  };
};
