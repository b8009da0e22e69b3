/**
 * haraKapasitesi — horse-breeding facility (hara.json, HARA-01…HARA-03). For b boxes: mix mares
 * floor(0.85b), stallions floor(0.05b), foaling the rest; barn B(b) = Σ boxes × box area (16 / 25 / 25 m²).
 * Müştemilat items (q = b / 10, growth G = log₂(x + 1) "log" or √x "kok"): with a threshold config (cap, kbf, t)
 * a = min + ref × G(q) × bf when b ≤ t, else [min + ref × G(t/10) × bf] + ref × G((b − t)/10) × bf ×
 * ((b − t)/10)^kbf, capped at the config's cap; without one a = min(min + ref × G(q) × bf, cap); then
 * a = r2(max(min, a)) (internal rounding). Capacity b = the largest integer in [10, 1000] with
 * B(b) + Σ zorunlu ≤ EH (the left side increases with b: bisection). Then the optional items are added in the
 * rule file's order, each only when the remaining emsal is at least its area. Open areas outside the emsal:
 * paddock 32 m² and lunge ring 18 m² per box. All numbers are constants of the rule file.
 */
import { r2, r6 } from "../../rules/numbers.ts";
import { fillTemplate } from "../../rules/template.ts";
import { sabitDizi, sabitKayit, sabitMetin, sabitSayi } from "./constants.ts";
import { emsalCiktilari, emsalHakki } from "./emsal.ts";
import type { FactFunction, FactResult } from "./types.ts";

type Sabit = Readonly<Record<string, unknown>>;

export interface HaraKalemi {
  ad: string;
  min: number;
  ref: number;
  bf: number;
  buyume: "log" | "kok";
  cap: number;
  /** Total construction = kat_sayisi × floor area (Bakıcı Evi, İdari Bina: 2). */
  kat_sayisi?: number;
  /** Threshold configuration (cap, kbf, t); absent for İdari Bina. */
  esik?: { cap: number; kbf: number; t: number };
}

const buyume = (tur: HaraKalemi["buyume"], x: number) => (tur === "log" ? Math.log2(x + 1) : Math.sqrt(x));

/** The floor area of one müştemilat item for b boxes (r2, internal rounding). */
export function haraKalemAlani(k: HaraKalemi, b: number, referansBoks: number): number {
  let a: number;
  if (k.esik) {
    const { cap, kbf, t } = k.esik;
    if (b <= t) a = k.min + k.ref * buyume(k.buyume, b / referansBoks) * k.bf;
    else {
      const asim = (b - t) / referansBoks;
      a =
        k.min + k.ref * buyume(k.buyume, t / referansBoks) * k.bf + k.ref * buyume(k.buyume, asim) * k.bf * asim ** kbf;
    }
    a = Math.min(a, cap);
  } else a = Math.min(k.min + k.ref * buyume(k.buyume, b / referansBoks) * k.bf, k.cap);
  return r2(Math.max(k.min, a));
}

/** Box mix and barn area B(b). */
export function haraBokslari(b: number, sabit: Sabit) {
  const oran = sabitKayit<number>(sabit, "boks_oranlari");
  const alan = sabitKayit<number>(sabit, "boks_alanlari_m2");
  const kisrak = Math.floor(r6(b * sabitSayi(oran, "kisrak")));
  const aygir = Math.floor(r6(b * sabitSayi(oran, "aygir")));
  const yavrulama = b - kisrak - aygir;
  const ahir =
    kisrak * sabitSayi(alan, "kisrak") + aygir * sabitSayi(alan, "aygir") + yavrulama * sabitSayi(alan, "yavrulama");
  return { kisrak, aygir, yavrulama, ahir };
}

/** Barn plus the mandatory müştemilat of b boxes (what must fit the emsal). */
export function haraZorunluProgram(b: number, sabit: Sabit) {
  const referansBoks = sabitSayi(sabit, "referans_boks");
  const kalemler = sabitDizi<HaraKalemi>(sabit, "zorunlu_kalemler").map((k) => ({
    kalem: k,
    alan: haraKalemAlani(k, b, referansBoks),
  }));
  const zorunlu = r2(kalemler.reduce((s, i) => s + i.alan, 0));
  const boks = haraBokslari(b, sabit);
  return { ...boks, kalemler, zorunlu, toplam: boks.ahir + zorunlu };
}

/** The largest box count in [asgari_boks, azami_boks] whose barn and mandatory items fit EH; 0 when none. */
export function haraKapasiteBul(eh: number, sabit: Sabit): number {
  const fits = (b: number) => haraZorunluProgram(b, sabit).toplam <= eh + 1e-9;
  let lo = sabitSayi(sabit, "asgari_boks");
  let hi = sabitSayi(sabit, "azami_boks");
  if (!fits(lo)) return 0;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const kalemCiktisi = (k: HaraKalemi, alan: number) => ({
  ad: k.ad,
  taban_m2: r2(alan),
  toplam_m2: r2(alan * (k.kat_sayisi ?? 1)),
});

export const haraKapasitesi: FactFunction = (ctx): FactResult => {
  const { sabit } = ctx;
  const eh = emsalHakki(ctx.girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const asgari = haraZorunluProgram(sabitSayi(sabit, "asgari_boks"), sabit).toplam;
  const b = haraKapasiteBul(eh, sabit);
  const base = { ...emsalCiktilari(ctx, eh), maksimum_insaat_alani: r2(eh), asgari_tesis_alani_m2: r2(asgari) };
  const ortak = { alan_m2: ctx.girdi.alan_m2, emsal_hakki: eh, asgari_tesis_m2: asgari };
  if (b === 0) {
    return { degerler: { ...ortak, kapasite_var: false, uretim_kapasitesi: 0 }, ciktilar: base };
  }

  const p = haraZorunluProgram(b, sabit);
  const referansBoks = sabitSayi(sabit, "referans_boks");
  let kalan = r6(eh - p.toplam);
  const opsiyonel: { kalem: HaraKalemi; alan: number }[] = [];
  for (const k of sabitDizi<HaraKalemi>(sabit, "opsiyonel_kalemler")) {
    const alan = haraKalemAlani(k, b, referansBoks);
    if (kalan + 1e-9 >= alan) {
      opsiyonel.push({ kalem: k, alan });
      kalan = r6(kalan - alan);
    }
  }
  const opsiyonelToplam = opsiyonel.reduce((s, i) => s + i.alan, 0);
  const yapiAlani = r6(p.toplam + opsiyonelToplam);
  const padok = b * sabitSayi(sabit, "padok_m2_boks");
  const manej = b * sabitSayi(sabit, "manej_m2_boks");

  const kalemMetni = (i: { kalem: HaraKalemi; alan: number }) =>
    fillTemplate(sabitMetin(sabit, "metinler", "opsiyonel_kalem"), { ad: i.kalem.ad, taban_m2: i.alan });
  const opsiyonelOzet = opsiyonel.length
    ? opsiyonel.map(kalemMetni).join(", ")
    : sabitMetin(sabit, "metinler", "opsiyonel_yok");
  const degerler = {
    ...ortak,
    kapasite_var: true,
    uretim_kapasitesi: b,
    ahir_alani_m2: p.ahir,
    mustemilat_alani_m2: p.zorunlu,
    yapi_alani: yapiAlani,
    kalan_emsal: kalan,
    opsiyonel_ozet: opsiyonelOzet,
  };
  const sonucMetni = fillTemplate(sabitMetin(sabit, "metinler", "sonuc"), degerler);

  return {
    degerler: { ...degerler, sonuc_metni: sonucMetni },
    ciktilar: {
      ...base,
      sonuc_metni: sonucMetni,
      uretim_kapasitesi: b,
      kapasite_birimi: "boks",
      boks_dagilimi: { kisrak: p.kisrak, aygir: p.aygir, yavrulama: p.yavrulama },
      ahir_alani_m2: r2(p.ahir),
      mustemilat_alani_m2: r2(p.zorunlu),
      mustemilat_detaylari: p.kalemler.map((i) => kalemCiktisi(i.kalem, i.alan)),
      opsiyonel_yapilar: opsiyonel.map((i) => kalemCiktisi(i.kalem, i.alan)),
      opsiyonel_yapi_alani_m2: r2(opsiyonelToplam),
      yapi_alani: r2(yapiAlani),
      kalan_emsal: r2(kalan),
      padok_alani_m2: r2(padok),
      manej_alani_m2: r2(manej),
      acik_alan_m2: r2(padok + manej),
    },
  };
};
