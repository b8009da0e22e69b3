/**
 * sigirKapasitesi — cattle engine of süt sığırcılığı (SUT-01…SUT-05) and besi sığırcılığı (BESI-01…BESI-04):
 * one function, the differences (manure pit per head, caretaker threshold T, milking unit, walking area,
 * labels) are the rule file's `sabitler`. The livestock core below is shared with agilKapasitesi (AGIL).
 *
 * For h head:
 * - barn B = ahir_m2_bas × h;
 * - compulsory müştemilat items (`mustemilat_kalemleri`, in the rule file's order):
 *   `kok_egrisi`  a = S + (X − S) × min(1, φ), q = h / kok_egrisi_referans_bas, φ = √(q·f) for h ≤ ref and
 *                 φ = √f + √(1 + log₂(q)·f) − 1 above (continuous at ref: no capacity jump); only when h ≥ asgari_bas;
 *   `bas_basina`  a = max(en_az, m2_bas × h) (manure pit, hay store);
 *   `sabit`       a = alan_m2;
 *   `esikli`      a = taban + egim·h for h ≤ esik, else taban + esik_ustu_ek + egim·(h − esik)^us; capped at
 *                 tavan; r2 when `yuvarla` (the only internal rounding: küçükbaş items);
 * - S_h = Σ a; legal floor F = max(oran × B, yasal_asgari_mustemilat_m2 when h < yasal_asgari_bas_siniri);
 *   C = max(S_h, F), the difference F − S_h shown as the "Ek Zorunlu Müştemilat" line;
 * - caretaker house for h ≥ T, chosen by the closed area B + C from `bakici_evi_kademeleri` (last tier whose
 *   bound holds: `kapali_alan_en_az_m2` inclusive, `kapali_alan_buyuktur_m2` strict), none below the first tier;
 * - need(h) = B + C + house floor.
 * Capacity: the largest h ∈ {0} ∪ [asgari_bas_sayisi, Hmax] with need(h) ≤ EH, scanned downward (the reference
 * model's search). Hmax = floor(EH / max(B₁·(1 + oran), B₁ + Σ m2_bas)) with B₁ = ahir_m2_bas: both are lower bounds of
 * need(h)/h, so no larger h can fit; the first one is the reference's floor(EH × 5/7 / 15), the second starts the scan
 * a few head above the answer. h = 0 (no capacity) when nothing fits.
 */
import { formatTr, r2 } from "../../rules/numbers.ts";
import { fillTemplate } from "../../rules/template.ts";
import { sabitDizi, sabitMetin, sabitSayi } from "./constants.ts";
import { emsalHakki, emsalTabanCiktilari } from "./emsal.ts";
import type { FactFunction, FactResult, FactValue } from "./types.ts";

type Sabit = Readonly<Record<string, unknown>>;

export type MustemilatKalemi =
  | { ad: string; tur: "kok_egrisi"; S: number; X: number; f: number; asgari_bas?: number }
  | { ad: string; tur: "bas_basina"; m2_bas: number; en_az: number }
  | { ad: string; tur: "sabit"; alan_m2: number }
  | {
      ad: string;
      tur: "esikli";
      taban: number;
      egim: number;
      esik: number;
      esik_ustu_ek: number;
      us: number;
      tavan: number;
      yuvarla?: boolean;
    };

interface BakiciEviKademesi {
  kapali_alan_en_az_m2?: number;
  kapali_alan_buyuktur_m2?: number;
  taban_m2: number;
  toplam_m2: number;
}

/** The livestock constants of a rule file, read once per calculation. */
export interface HayvanSabitleri {
  barinakM2Bas: number;
  kalemler: MustemilatKalemi[];
  kokRef: number;
  yasalOran: number;
  yasalAsgariM2: number;
  yasalAsgariBasSiniri: number;
  ekAd: string;
  esik: number;
  kademeler: BakiciEviKademesi[];
  asgariBas: number;
}

export function hayvanSabitleri(sabit: Sabit): HayvanSabitleri {
  const kalemler = sabitDizi<MustemilatKalemi>(sabit, "mustemilat_kalemleri");
  return {
    barinakM2Bas: sabitSayi(sabit, "barinak_m2_bas"),
    kalemler,
    kokRef: kalemler.some((k) => k.tur === "kok_egrisi") ? sabitSayi(sabit, "kok_egrisi_referans_bas") : 0,
    yasalOran: sabitSayi(sabit, "yasal_asgari_mustemilat_orani"),
    yasalAsgariM2: sabitSayi(sabit, "yasal_asgari_mustemilat_m2"),
    yasalAsgariBasSiniri: sabitSayi(sabit, "yasal_asgari_bas_siniri"),
    ekAd: sabitMetin(sabit, "metinler", "ek_mustemilat"),
    esik: sabitSayi(sabit, "bakici_evi_esigi_bas"),
    kademeler: sabitDizi<BakiciEviKademesi>(sabit, "bakici_evi_kademeleri"),
    asgariBas: sabitSayi(sabit, "asgari_bas_sayisi"),
  };
}

/** One müştemilat item for h head (m²); null when the item does not exist at h. */
export function kalemAlani(k: MustemilatKalemi, h: number, kokRef: number): number | null {
  switch (k.tur) {
    case "kok_egrisi": {
      if (k.asgari_bas !== undefined && h < k.asgari_bas) return null;
      const q = h / kokRef;
      const phi = h <= kokRef ? Math.sqrt(q * k.f) : Math.sqrt(k.f) + Math.sqrt(1 + Math.log2(q) * k.f) - 1;
      return k.S + (k.X - k.S) * Math.min(1, phi);
    }
    case "bas_basina":
      return Math.max(k.en_az, k.m2_bas * h);
    case "sabit":
      return k.alan_m2;
    case "esikli": {
      const a = Math.min(
        k.tavan,
        h <= k.esik ? k.taban + k.egim * h : k.taban + k.esik_ustu_ek + k.egim * (h - k.esik) ** k.us,
      );
      return k.yuvarla ? r2(a) : a;
    }
  }
}

/** Compulsory müştemilat total C(h) = max(S_h, F) without building the item list (the search's inner loop). */
function zorunluToplam(p: HayvanSabitleri, h: number): { B: number; C: number } {
  let S = 0;
  for (const k of p.kalemler) S += kalemAlani(k, h, p.kokRef) ?? 0;
  const B = p.barinakM2Bas * h;
  const F = Math.max(p.yasalOran * B, h < p.yasalAsgariBasSiniri ? p.yasalAsgariM2 : 0);
  return { B, C: Math.max(S, F) };
}

/** The caretaker house for h head and closed area B + C: {taban, toplam}, 0/0 below T or below the first tier. */
export function bakiciEvi(p: HayvanSabitleri, h: number, kapaliAlan: number): { taban: number; toplam: number } {
  let ev = { taban: 0, toplam: 0 };
  if (h < p.esik) return ev;
  for (const t of p.kademeler) {
    const uygun =
      (t.kapali_alan_en_az_m2 === undefined || kapaliAlan >= t.kapali_alan_en_az_m2) &&
      (t.kapali_alan_buyuktur_m2 === undefined || kapaliAlan > t.kapali_alan_buyuktur_m2);
    if (uygun) ev = { taban: t.taban_m2, toplam: t.toplam_m2 };
  }
  return ev;
}

/** need(h) = B + C + house floor. */
export function gerekliAlan(p: HayvanSabitleri, h: number): number {
  const { B, C } = zorunluToplam(p, h);
  return B + C + bakiciEvi(p, h, B + C).taban;
}

/** The full programme for h head (result fields). */
export function hayvanProgrami(p: HayvanSabitleri, h: number) {
  const kalemler: { ad: string; alan: number }[] = [];
  for (const k of p.kalemler) {
    const a = kalemAlani(k, h, p.kokRef);
    if (a !== null) kalemler.push({ ad: k.ad, alan: a });
  }
  const S = kalemler.reduce((s, k) => s + k.alan, 0);
  const B = p.barinakM2Bas * h;
  const F = Math.max(p.yasalOran * B, h < p.yasalAsgariBasSiniri ? p.yasalAsgariM2 : 0);
  const C = Math.max(S, F);
  if (F > S) kalemler.push({ ad: p.ekAd, alan: F - S });
  const ev = bakiciEvi(p, h, B + C);
  return { h, B, C, kalemler, ev, hakki: h >= p.esik };
}

/**
 * Largest h with need(h) ≤ EH (downward scan from a proven upper bound) and, where the İzmir plan notes bind a gross
 * ceiling (`brut`, rule set 2.0.0: "brüt inşaat alanı", every floor counted), the programme's gross area — the
 * caretaker house's upper floor included — within it; 0 if none.
 */
export function hayvanKapasitesiBul(p: HayvanSabitleri, eh: number, brut: number | null = null): number {
  const basBasinaToplam = p.kalemler.reduce((s, k) => s + (k.tur === "bas_basina" ? k.m2_bas : 0), 0);
  const altSinir = Math.max(p.barinakM2Bas * (1 + p.yasalOran), p.barinakM2Bas + basBasinaToplam);
  const hMax = Math.floor(eh / altSinir + 1e-9);
  for (let h = hMax; h >= p.asgariBas; h--) {
    if (gerekliAlan(p, h) > eh + 1e-9) continue;
    if (brut === null) return h;
    const prog = hayvanProgrami(p, h);
    if (prog.B + prog.C + prog.ev.toplam <= brut + 1e-9) return h;
  }
  return 0;
}

/** Capacity and programme of the livestock core (cattle and sheep); `brut`: the plan notes' gross ceiling, if any. */
export function hayvanSonucu(p: HayvanSabitleri, eh: number, brut: number | null = null) {
  const h = hayvanKapasitesiBul(p, eh, brut);
  const prog = hayvanProgrami(p, h);
  return { h, prog, kapasiteVar: h >= p.asgariBas };
}

/** sonuc_metni from the rule file's templates: house built / no right / right but no tier / no capacity. */
export function sonucMetni(
  sabit: Sabit,
  kapasiteVar: boolean,
  hakki: boolean,
  evVar: boolean,
  degerler: Record<string, FactValue>,
): string {
  const anahtar = !kapasiteVar
    ? "yapilamaz"
    : evVar
      ? "bakici_evli"
      : hakki
        ? "bakici_evi_alan_yetersiz"
        : "bakici_evsiz";
  return fillTemplate(sabitMetin(sabit, "sonuc_metinleri", anahtar), degerler, sabit);
}

/** The result fields the cattle and sheep engines share; the barn's field name and type-specific fields vary. */
export function barinakCiktilari(
  base: Record<string, unknown>,
  r: {
    h: number;
    prog: ReturnType<typeof hayvanProgrami>;
    kapasiteVar: boolean;
    eh: number;
    yapi: number;
    insaat: number;
  },
  barinakAlani: string,
  metin: string,
  ek: Record<string, unknown> = {},
): Record<string, unknown> {
  if (!r.kapasiteVar) return { ...base, uretim_kapasitesi: 0, kapasite_birimi: "baş", sonuc_metni: metin };
  const { prog } = r;
  return {
    ...base,
    uretim_kapasitesi: r.h,
    kapasite_birimi: "baş",
    [barinakAlani]: r2(prog.B),
    mustemilat_alani_m2: r2(prog.C),
    mustemilat_detaylari: prog.kalemler.map((k) => ({ ad: k.ad, alan_m2: r2(k.alan) })),
    bakici_evi_hakki: prog.hakki,
    bakici_evi: { taban_m2: prog.ev.taban, toplam_m2: prog.ev.toplam },
    ...ek,
    yapi_alani: r2(r.yapi),
    insaat_alani: r2(r.insaat),
    kalan_emsal: r2(r.eh - r.yapi),
    sonuc_metni: metin,
  };
}

/**
 * Why the total construction area may exceed the emsal: the engine fits the buildings' floor (taban) areas in the
 * emsal (SUT-03 / BESI-03 / AGIL-03), so the upper floors of two-storey buildings (the caretaker house)
 * lie outside it. Without this the cards read as a breach ("İnşaat alanı 5.126,4 m²" beside "Azami … 5.000 m²").
 */
export function ustKatNotu(eh: number, yapi: number, insaat: number): string[] {
  if (!(insaat > eh + 0.005) || yapi > eh + 0.005) return [];
  return [
    `Toplam inşaat alanı (${formatTr(r2(insaat))} m²) azami inşaat alanını (${formatTr(r2(eh))} m²) aşıyor görünse de emsal, yapıların taban alanına (${formatTr(r2(yapi))} m²) uygulanır; aradaki ${formatTr(r2(insaat - yapi))} m², bakıcı evi gibi iki katlı yapıların emsal dışında kalan üst katlarıdır.`,
  ];
}

export const sigirKapasitesi: FactFunction = (ctx): FactResult => {
  const { girdi, sabit } = ctx;
  const eh = emsalHakki(girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const p = hayvanSabitleri(sabit);
  const { h, prog, kapasiteVar } = hayvanSonucu(p, eh, ctx.tavan_m2 ?? null);
  const gezintiM2Bas = typeof sabit["gezinti_m2_bas"] === "number" ? (sabit["gezinti_m2_bas"] as number) : null;

  const yapi = prog.B + prog.C + prog.ev.taban;
  const insaat = prog.B + prog.C + prog.ev.toplam;
  const gezinti = gezintiM2Bas === null ? null : gezintiM2Bas * h;
  const degerler: Record<string, FactValue> = {
    alan_m2: girdi.alan_m2,
    emsal_hakki: eh,
    kapasite_var: kapasiteVar,
    uretim_kapasitesi: h,
    ahir_alani_m2: prog.B,
    mustemilat_alani_m2: prog.C,
    bakici_evi_hakki: prog.hakki,
    bakici_evi_taban_m2: prog.ev.taban,
    bakici_evi_toplam_m2: prog.ev.toplam,
    yapi_alani: yapi,
    insaat_alani: insaat,
    kalan_emsal: eh - yapi,
    gezinti_alani_m2: gezinti,
    // SUT-05: the parcel must hold the emsal buildings and the open walking area.
    gezinti_icin_gereken_arazi_m2: gezinti === null ? null : eh + gezinti,
  };
  const metin = sonucMetni(sabit, kapasiteVar, prog.hakki, prog.ev.taban > 0, degerler);
  degerler["sonuc_metni"] = metin;

  const ek = gezinti === null ? {} : { gezinti_alani_m2: r2(gezinti) };
  return {
    degerler,
    ciktilar: barinakCiktilari(
      emsalTabanCiktilari(ctx, eh),
      { h, prog, kapasiteVar, eh, yapi, insaat },
      "ahir_alani_m2",
      metin,
      ek,
    ),
    uyarilar: ustKatNotu(eh, yapi, insaat),
  };
};
