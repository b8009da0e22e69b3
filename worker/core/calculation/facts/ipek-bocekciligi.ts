/**
 * ipekBocekciligi — sericulture facility (IPEK-01…IPEK-04). EH = r6(alan_m2 × 0.05) (fixed emsal of the rule
 * file). Allocation in priority order: production asgari_uretim_alani_m2 first, then each optional building of
 * `ek_yapilar` (caretaker house, administrative building) when at least its area remains, the rest added to
 * production. Production split by `uretim_dagilimi` (shelves / store / reeling room); boxes
 * kutu_float = kerevet × kerevet_kat_sayisi / kutu_basina_kerevet_m2, kutu = floor(kutu_float),
 * tek kat = floor(kerevet / kutu_basina_kerevet_m2); leaf and cocoon = kutu_float × per-box kg. Added fields
 * (the optional buildings take priority, so boxes could fall as the parcel grows): production and boxes without
 * them (production = EH), with a warning when they differ from the main figures. Products of an area and a ratio
 * are r6-cleaned before floor (binary noise only).
 */
import { r2, r6 } from "../../rules/numbers.ts";
import { fillTemplate } from "../../rules/template.ts";
import { sabitDizi, sabitKayit, sabitMetin, sabitSayi } from "./constants.ts";
import { emsalCiktilari, emsalHakki } from "./emsal.ts";
import type { FactFunction } from "./types.ts";

interface EkYapi {
  /** Result field of the building's area. */
  cikti: string;
  alan_m2: number;
}

export interface IpekTahsisi {
  uretim: number;
  /** Area given to each optional building, in the order of `ek_yapilar` (0 when it did not fit). */
  ekYapilar: number[];
}

/** Production first, then each optional building if its whole area still fits, the rest to production. */
export function ipekTahsisi(eh: number, asgariUretim: number, ekYapilar: readonly EkYapi[]): IpekTahsisi | null {
  if (eh < asgariUretim) return null;
  let kalan = r6(eh - asgariUretim);
  const alanlar = ekYapilar.map((y) => {
    const alan = kalan >= y.alan_m2 ? y.alan_m2 : 0;
    kalan = r6(kalan - alan);
    return alan;
  });
  return { uretim: r6(asgariUretim + kalan), ekYapilar: alanlar };
}

export const ipekBocekciligi: FactFunction = (ctx) => {
  const { girdi, sabit } = ctx;
  const eh = emsalHakki(girdi.alan_m2, ctx.emsal.oran, ctx.tavan_m2 ?? null);
  const dagilim = sabitKayit<number>(sabit, "uretim_dagilimi");
  const kutuM2 = sabitSayi(sabit, "kutu_basina_kerevet_m2");
  const katSayisi = sabitSayi(sabit, "kerevet_kat_sayisi");
  const kutular = (uretim: number) => {
    const kerevet = r6(uretim * sabitSayi(dagilim, "kerevet"));
    const kutuFloat = r6((kerevet * katSayisi) / kutuM2);
    return { kerevet, kutuFloat, kutu: Math.floor(kutuFloat), tekkat: Math.floor(r6(kerevet / kutuM2)) };
  };

  const dutBahcesi = girdi.dut_bahcesi_var_mi ?? sabit["dut_bahcesi_varsayilan"] === true;
  const ekYapilar = sabitDizi<EkYapi>(sabit, "ek_yapilar");
  const tahsis = ipekTahsisi(eh, sabitSayi(sabit, "asgari_uretim_alani_m2"), ekYapilar);
  const uretim = tahsis?.uretim ?? 0;
  const ekAlanlar: Record<string, number> = Object.fromEntries(
    ekYapilar.map((y, i) => [y.cikti, tahsis?.ekYapilar[i] ?? 0]),
  );
  const k = kutular(uretim);
  const ekYapisiz = kutular(eh);

  const degerler = {
    alan_m2: girdi.alan_m2,
    emsal_hakki: eh,
    kapasite_var: tahsis !== null,
    dut_bahcesi_var_mi: dutBahcesi,
    uretim_alani: uretim,
    kutu_sayisi: k.kutu,
    uretim_alani_ek_yapisiz_m2: eh,
    kutu_sayisi_ek_yapisiz: ekYapisiz.kutu,
    ...ekAlanlar,
  };
  const doldur = (grup: string, anahtar: string) =>
    fillTemplate(sabitMetin(sabit, grup, anahtar), { ...degerler, emsal: eh });
  // The figures without the optional buildings differ exactly when one of them took part of the emsal.
  const uyarilar =
    tahsis && dutBahcesi && Object.values(ekAlanlar).some((a) => a > 0)
      ? [doldur("uyari_metinleri", "ek_yapisiz")]
      : [];

  const ehAlani = r2(eh);
  return {
    degerler,
    ciktilar: {
      ...emsalCiktilari(ctx, eh),
      maksimum_insaat_alani: ehAlani,
      maksimum_yapilasma_alani_m2: ehAlani,
      maksimum_taban_alani: ehAlani,
      uretim_alani: r2(uretim),
      kerevet_alani_m2: r2(k.kerevet),
      depo_alani: r2(uretim * sabitSayi(dagilim, "depo")),
      cekim_odasi_alani_m2: r2(uretim * sabitSayi(dagilim, "cekim")),
      ...Object.fromEntries(Object.entries(ekAlanlar).map(([ad, v]) => [ad, r2(v)])),
      uretim_kapasitesi: k.kutu,
      kapasite_birimi: "kutu",
      kutu_sayisi_tekkat: k.tekkat,
      beslenebilecek_kutu_sayisi: r2(k.kutuFloat),
      toplam_yaprak_ihtiyaci_kg: r2(k.kutuFloat * sabitSayi(sabit, "kutu_basina_yaprak_kg")),
      toplam_yas_koza_kg: r2(k.kutuFloat * sabitSayi(sabit, "kutu_basina_yas_koza_kg")),
      min_arazi_sarti_saglandi_mi: girdi.alan_m2 >= sabitSayi(sabit, "asgari_parsel_m2"),
      dut_bahcesi_var_mi: dutBahcesi,
      ...(girdi.dut_bahcesi_alani !== null ? { dut_bahcesi_alani: r2(girdi.dut_bahcesi_alani) } : {}),
      ...(girdi.dut_agaci_sayisi !== null ? { dut_agaci_sayisi: girdi.dut_agaci_sayisi } : {}),
      uretim_alani_ek_yapisiz_m2: ehAlani,
      kutu_sayisi_ek_yapisiz: ekYapisiz.kutu,
      sonuc: {
        mesaj_metin: doldur("sonuc_metinleri", "mesaj_metin"),
        mesaj: doldur("sonuc_metinleri", "mesaj"),
        maksimum_taban_alani: ehAlani,
        maksimum_yapilasma_alani_m2: ehAlani,
      },
    },
    uyarilar,
  };
};
