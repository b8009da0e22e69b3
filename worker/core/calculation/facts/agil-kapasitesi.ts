/**
 * agilKapasitesi — sheep fold (agil-kucukbas.json, AGIL-01…AGIL-05). The livestock core of sigir-kapasitesi.ts with the
 * fold's `sabitler`: fold 3 m² per head, items with thresholds, powers and caps rounded r2 before summing
 * (`esikli`, internal rounding), manure pit 0.19695 m² and hay store 0.84 m² per head, generator 15 m²; legal floor
 * F = max(0.4 × 3h, 30 when h < 30); C = max(Σ items, F); caretaker house for h ≥ 150 by the closed area 3h + C
 * (450–900 m² → 75/150, > 900 m² → 150/300). Capacity: the largest h ∈ {0} ∪ [6, Hmax], Hmax = floor(EH × 5/7 / 3),
 * with 3h + C + house floor ≤ EH (downward scan).
 * Then the optional annexes (`opsiyonel_yapilar`), in order, each only when the remaining emsal is at least its
 * floor area, reducing it: Bekçi Kulübesi 15 m²; İdari Bina 75 m² floor (150 m² total); Paketleme Tesisi ve
 * Deposu r2(min(80, 25 + 0.1 × h × s)), s = a + b × log10(log_bas) / log10(h) from the first scale tier with
 * h ≤ en_cok_bas (1; 0.5 + 0.5·log500/log h; 0.3 + 0.2·log1000/log h; 0.2 + 0.1·log2000/log h).
 * yapi_alani = fold + C + house floor + annex floors; kalan_emsal = EH − yapi_alani (after the annexes).
 */
import { formatTr, r2 } from "../../rules/numbers.ts";
import { fillTemplate } from "../../rules/template.ts";
import { sabitDizi, sabitMetin } from "./constants.ts";
import { emsalHakki, emsalTabanCiktilari } from "./emsal.ts";
import { barinakCiktilari, hayvanSabitleri, hayvanSonucu, sonucMetni, ustKatNotu } from "./sigir-kapasitesi.ts";
import type { FactFunction, FactResult, FactValue } from "./types.ts";

interface OlcekKademesi {
  en_cok_bas: number | null;
  a: number;
  b: number;
  log_bas: number;
}

export type OpsiyonelYapi =
  | { ad: string; tur: "sabit"; taban_m2: number; toplam_m2: number }
  | { ad: string; tur: "paketleme"; taban: number; egim: number; tavan: number; olcek_kademeleri: OlcekKademesi[] };

/** Floor and total area of an optional annex for h head. */
export function opsiyonelYapiAlani(y: OpsiyonelYapi, h: number): { taban: number; toplam: number } {
  if (y.tur === "sabit") return { taban: y.taban_m2, toplam: y.toplam_m2 };
  const k = y.olcek_kademeleri.find((t) => t.en_cok_bas === null || h <= t.en_cok_bas);
  const s = k ? k.a + (k.b * Math.log10(k.log_bas)) / Math.log10(h) : 1;
  const a = r2(Math.min(y.tavan, y.taban + y.egim * h * s));
  return { taban: a, toplam: a };
}

/**
 * The annexes that fit in `kalan` m² of floor area — and, where the plan notes bind a gross ceiling, in `kalanBrut` m²
 * of gross area — in the rule file's order, each reducing what remains.
 */
export function opsiyonelYapilar(
  yapilar: readonly OpsiyonelYapi[],
  h: number,
  kalan: number,
  kalanBrut: number = Number.POSITIVE_INFINITY,
) {
  const secilen: { ad: string; taban: number; toplam: number }[] = [];
  let kalanAlan = kalan;
  let kalanBrutAlan = kalanBrut;
  for (const y of yapilar) {
    const { taban, toplam } = opsiyonelYapiAlani(y, h);
    if (kalanAlan + 1e-9 >= taban && kalanBrutAlan + 1e-9 >= toplam) {
      secilen.push({ ad: y.ad, taban, toplam });
      kalanAlan -= taban;
      kalanBrutAlan -= toplam;
    }
  }
  return secilen;
}

export const agilKapasitesi: FactFunction = (ctx): FactResult => {
  const { girdi, sabit } = ctx;
  const eh = emsalHakki(girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const p = hayvanSabitleri(sabit);
  const brut = ctx.tavan_m2 ?? null;
  const { h, prog, kapasiteVar } = hayvanSonucu(p, eh, brut);

  const zorunlu = prog.B + prog.C + prog.ev.taban;
  const kalanBrut = brut === null ? undefined : brut - (prog.B + prog.C + prog.ev.toplam);
  const ekler = kapasiteVar
    ? opsiyonelYapilar(sabitDizi<OpsiyonelYapi>(sabit, "opsiyonel_yapilar"), h, eh - zorunlu, kalanBrut)
    : [];
  const yapi = zorunlu + ekler.reduce((s, e) => s + e.taban, 0);
  const insaat = prog.B + prog.C + prog.ev.toplam + ekler.reduce((s, e) => s + e.toplam, 0);
  const ekSablonu = sabitMetin(sabit, "metinler", "opsiyonel_yapi");

  const degerler: Record<string, FactValue> = {
    alan_m2: girdi.alan_m2,
    emsal_hakki: eh,
    kapasite_var: kapasiteVar,
    uretim_kapasitesi: h,
    agil_alani_m2: prog.B,
    mustemilat_alani_m2: prog.C,
    bakici_evi_hakki: prog.hakki,
    bakici_evi_taban_m2: prog.ev.taban,
    bakici_evi_toplam_m2: prog.ev.toplam,
    opsiyonel_yapi_sayisi: ekler.length,
    opsiyonel_yapilar_metni: ekler
      .map((e) => fillTemplate(ekSablonu, { ad: e.ad, taban_m2: formatTr(e.taban) }))
      .join(", "),
    yapi_alani: yapi,
    insaat_alani: insaat,
    kalan_emsal: eh - yapi,
  };
  const metin = sonucMetni(sabit, kapasiteVar, prog.hakki, prog.ev.taban > 0, degerler);
  degerler["sonuc_metni"] = metin;

  const ek = { opsiyonel_yapilar: ekler.map((e) => ({ ad: e.ad, taban_m2: r2(e.taban), toplam_m2: r2(e.toplam) })) };
  return {
    degerler,
    ciktilar: barinakCiktilari(
      emsalTabanCiktilari(ctx, eh),
      { h, prog, kapasiteVar, eh, yapi, insaat },
      "agil_alani_m2",
      metin,
      ek,
    ),
    uyarilar: ustKatNotu(eh, yapi, insaat),
  };
};
