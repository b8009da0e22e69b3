/**
 * gezenTavukKapasitesi — free-range poultry (kumes-gezen.json, GEZ-01…GEZ-04): the poultry definitions of
 * kumes-kapasitesi.ts (k(X), kap(X), X(n), house tiers) with d = 4, T = 1 000 and the reference
 * free-range algorithm, kept:
 * 1. guard EH ≥ X(smallest kümes) = 70 m² (GEZ-01);
 * 2. cap_e = kap(EH) (emsal limit), cap_g = floor(max(0, alan_m2 − EH) / g) with g = 2 m² of open walking area
 *    per hen outside the emsal (walking limit), N = min(cap_e, cap_g);
 * 3. kümes = N/d, müştemilat = max(40, kümes/3); if kümes + müştemilat > EH (not reachable with these constants)
 *    the split of EH is used and N = kap(EH);
 * 4. belirleyici_kisit = walking limit when N = cap_g < cap_e, else emsal limit;
 * 5. caretaker house when N ≥ T: size tier(kümes + müştemilat), built only when the remaining emsal
 *    EH − kümes − müştemilat is at least its floor area;
 * 6. then, from the remaining emsal, each optional building of `opsiyonel_yapilar` (Bekçi kulübesi 15 m², İdari
 *    bina 75 m²) when at least its floor area remains;
 * 7. texts as in kumes-kapasitesi.ts, with the actual reason when the right is earned but no house is built
 *    (tier none / no room).
 * yapi_alani = kümes + müştemilat + house floor + optional floors; kalan_emsal = EH − yapi_alani.
 */
import { r2, r6 } from "../../rules/numbers.ts";
import { fillTemplate } from "../../rules/template.ts";
import { sabitDizi, sabitMetin, sabitSayi } from "./constants.ts";
import {
  asgariProgram,
  kademeIndeksi,
  kapasite,
  kumesAlani,
  kumesBaslangici,
  kumesMetinleri,
  type BakiciEviDurumu,
} from "./kumes-kapasitesi.ts";
import type { FactFunction, FactResult, FactValue } from "./types.ts";

interface OpsiyonelYapi {
  ad: string;
  taban_m2: number;
  toplam_m2: number;
}

export const gezenTavukKapasitesi: FactFunction = (ctx): FactResult => {
  const { girdi, sabit } = ctx;
  const { eh, p, enKucuk, base, ortak } = kumesBaslangici(ctx);
  if (eh < enKucuk) {
    return {
      degerler: {
        ...ortak,
        kapasite_var: false,
        uretim_kapasitesi: 0,
        bakici_evi_bilgisi: "",
        opsiyonel_yapi_sayisi: 0,
      },
      ciktilar: base,
    };
  }

  // 2–4: emsal and walking-area limits.
  const capE = kapasite(p, eh);
  const capG = Math.floor(r6(Math.max(0, girdi.alan_m2 - eh) / sabitSayi(sabit, "gezinti_alani_m2_adet")));
  let N = Math.min(capE, capG);
  let { kumes, mustemilat, X } = asgariProgram(p, N);
  if (r6(X) > eh) {
    N = capE;
    kumes = kumesAlani(p, eh);
    mustemilat = eh - kumes;
    X = eh;
  }
  const kisit = N === capG && capG < capE ? "gezinti" : "emsal";

  // 5: caretaker house.
  const hakki = N >= p.T;
  let kalan = r6(eh - X);
  let ev = { taban: 0, toplam: 0 };
  let durum: BakiciEviDurumu = "hak_yok";
  if (hakki) {
    const kademe = p.kademeler[kademeIndeksi(p, X)];
    if (!kademe) durum = "alan_yetersiz";
    else if (kalan >= kademe.taban_m2) {
      ev = { taban: kademe.taban_m2, toplam: kademe.toplam_m2 };
      kalan = r6(kalan - kademe.taban_m2);
      durum = "yapilir";
    } else durum = "emsal_yetersiz";
  }
  const bakiciOncesiKalan = r6(eh - X);

  // 6: optional buildings from what remains.
  const opsiyonel: OpsiyonelYapi[] = [];
  for (const y of sabitDizi<OpsiyonelYapi>(sabit, "opsiyonel_yapilar")) {
    if (kalan >= y.taban_m2) {
      opsiyonel.push(y);
      kalan = r6(kalan - y.taban_m2);
    }
  }
  const opsiyonelTaban = opsiyonel.reduce((s, y) => s + y.taban_m2, 0);
  const yapi = X + ev.taban + opsiyonelTaban;
  const gezinti = N * sabitSayi(sabit, "gezinti_alani_m2_adet");
  const kisitMetni = sabitMetin(sabit, "metinler", kisit === "gezinti" ? "kisit_gezinti" : "kisit_emsal");

  const degerler: Record<string, FactValue> = {
    ...ortak,
    kapasite_var: true,
    uretim_kapasitesi: N,
    emsal_kapasitesi: capE,
    gezinti_alani_kapasitesi: capG,
    belirleyici_kisit: kisitMetni,
    gezinti_alani_m2: gezinti,
    kumes_alani_m2: kumes,
    mustemilat_alani_m2: mustemilat,
    kapali_alan_m2: X,
    bakici_evi_oncesi_kalan_emsal: bakiciOncesiKalan,
    bakici_evi_hakki: hakki,
    bakici_evi_var: ev.taban > 0,
    bakici_evi_taban_m2: ev.taban,
    bakici_evi_toplam_m2: ev.toplam,
    // The floor a house of the facility's tier would need (0 when the facility is below the first tier).
    gereken_bakici_evi_taban_m2: p.kademeler[kademeIndeksi(p, X)]?.taban_m2 ?? 0,
    opsiyonel_yapi_sayisi: opsiyonel.length,
    opsiyonel_yapilar_metni: opsiyonel
      .map((y) => fillTemplate(sabitMetin(sabit, "metinler", "opsiyonel_yapi"), { ...y }))
      .join(", "),
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
      uretim_kapasitesi: N,
      kapasite_birimi: "adet",
      kumes_alani_m2: r2(kumes),
      mustemilat_alani_m2: r2(mustemilat),
      bakici_evi_hakki: hakki,
      bakici_evi: { taban_m2: ev.taban, toplam_m2: ev.toplam },
      yapi_alani: r2(yapi),
      kalan_emsal: r2(eh - yapi),
      emsal_kapasitesi: capE,
      gezinti_alani_kapasitesi: capG,
      belirleyici_kisit: kisitMetni,
      gezinti_alani_m2: r2(gezinti),
      opsiyonel_yapilar: opsiyonel.map((y) => ({ ad: y.ad, taban_m2: y.taban_m2, toplam_m2: y.toplam_m2 })),
      sonuc_metni: metin.sonuc,
    },
  };
};
