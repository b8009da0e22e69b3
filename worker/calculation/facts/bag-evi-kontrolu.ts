/**
 * bagEviKontrolu — vineyard house (bag-evi.json, BAG-01…BAG-07). Derives the engine areas per land type,
 * normalises the added trees, runs the shared area check (BAG-02…BAG-04, worker/calculation/dikili-alan.ts)
 * on the request's own areas, and decides whether the result rests on a manual area check (BAG-06a/b). The rules
 * BAG-01…07 compare these values; thresholds and limits are the rule file's `sabitler`.
 */
import { dikiliAlanKontrolu, hasPlantedArea, normaliseTrees, TreeEntryError } from "../dikili-alan.ts";
import type { AgacTuru, DikiliEsikler } from "../../contracts/rule-set.ts";
import { InputError } from "../input-error.ts";
import { r1 } from "../../rules/numbers.ts";
import { pozitifDeger, sabitDizi, sabitKayit, sabitMetin, sabitSayi } from "./constants.ts";
import type { FactFunction, FactResult, Girdi } from "./types.ts";

interface Alanlar {
  alan_m2: number;
  tarla: number;
  dikili: number;
  zeytinlik: number;
  /** Parcel area for the single-area land types (Tarla, Sera, Ham toprak). */
  tekAlan: number;
  zeytinSayisi: number | null;
}

function need(g: Girdi, field: "tarla_alani" | "dikili_alani" | "zeytinlik_alani", fallback: number | null): number {
  const v = pozitifDeger(g, field) ?? fallback;
  if (v === null || v <= 0) throw new InputError(field); // the catalogue message of the field
  return v;
}

const maxOlive = (g: Girdi) => {
  const tapu = g.tapu_zeytin_agac_adedi ?? 0;
  const mevcut = g.mevcut_zeytin_agac_adedi ?? 0;
  return tapu === 0 && mevcut === 0 ? null : Math.max(tapu, mevcut);
};

/** Table 1.3: the areas and the olive count the engine uses for each land type. */
export function bagEviAlanlari(g: Girdi): Alanlar {
  const a = g.alan_m2;
  switch (g.arazi_vasfi) {
    case "Dikili vasıflı":
      return { alan_m2: a, tarla: 0, dikili: a, zeytinlik: 0, tekAlan: a, zeytinSayisi: g.zeytin_agac_sayisi };
    case "Tarla + herhangi bir dikili vasıflı": {
      const tarla = need(g, "tarla_alani", a);
      return {
        alan_m2: tarla,
        tarla,
        dikili: need(g, "dikili_alani", null),
        zeytinlik: 0,
        tekAlan: tarla,
        zeytinSayisi: null,
      };
    }
    case "Tarla + Zeytinlik": {
      const tarla = need(g, "tarla_alani", a);
      const zeytinlik = need(g, "zeytinlik_alani", null);
      return { alan_m2: tarla + zeytinlik, tarla, dikili: 0, zeytinlik, tekAlan: tarla, zeytinSayisi: null };
    }
    case "Zeytin ağaçlı + tarla": {
      const tarla = need(g, "tarla_alani", a);
      return {
        alan_m2: tarla,
        tarla,
        dikili: 0,
        zeytinlik: 0,
        tekAlan: tarla,
        zeytinSayisi: g.zeytin_agac_adedi ?? g.zeytin_agac_sayisi ?? 0,
      };
    }
    case "Zeytin ağaçlı + herhangi bir dikili vasıf": {
      const dikili = need(g, "dikili_alani", a);
      return { alan_m2: dikili, tarla: 0, dikili, zeytinlik: 0, tekAlan: dikili, zeytinSayisi: g.zeytin_agac_sayisi };
    }
    case "Adetli Zeytin Ağacı bulunan tarla": {
      const tarla = need(g, "tarla_alani", a);
      return { alan_m2: tarla, tarla, dikili: 0, zeytinlik: 0, tekAlan: tarla, zeytinSayisi: maxOlive(g) };
    }
    case "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf": {
      const dikili = need(g, "dikili_alani", a);
      return { alan_m2: dikili, tarla: 0, dikili, zeytinlik: 0, tekAlan: dikili, zeytinSayisi: maxOlive(g) };
    }
    case "Tarla":
      return { alan_m2: a, tarla: a, dikili: 0, zeytinlik: 0, tekAlan: a, zeytinSayisi: null };
    default:
      // Sera; Ham toprak, taşlık, …: the parcel area itself.
      return { alan_m2: a, tarla: 0, dikili: 0, zeytinlik: 0, tekAlan: a, zeytinSayisi: null };
  }
}

const LEGACY_MANUAL = new Set(["IZIN_VERILEBILIR", "İZİN_VERİLEBİLİR"]);

/**
 * BAG-06a/b: whether the result rests on the manual check; `farkli` when the check's areas differ from the request's.
 * A check counts only with trees (`agacVar`): a direct transfer or a check of areas alone measured the areas,
 * not the planting, so it cannot settle a planted land type's assumed result (the field survey does).
 */
export function manuelKontrol(
  raw: unknown,
  alanlar: Alanlar,
  tolerans: number,
  agacVar: boolean,
): { gecerli: boolean; farkli: boolean } {
  if (typeof raw === "string") return { gecerli: agacVar && LEGACY_MANUAL.has(raw.trim()), farkli: false };
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { gecerli: false, farkli: false };
  const o = raw as Record<string, unknown>;
  if (o["clearAll"] === true || o["manualOverride"] === true) return { gecerli: false, farkli: false };
  const isCheck =
    o["directTransfer"] === true ||
    o["preliminaryCheck"] === true ||
    (typeof o["dikiliAlanKontrolSonucu"] === "object" && o["dikiliAlanKontrolSonucu"] !== null);
  if (!isCheck) return { gecerli: false, farkli: false };
  const engineTarla = alanlar.tarla > 0 ? alanlar.tarla : alanlar.dikili > 0 ? 0 : alanlar.tekAlan;
  const pairs: [unknown, number][] = [
    [o["dikiliAlan"], alanlar.dikili],
    [o["tarlaAlani"], engineTarla],
    [o["zeytinlikAlani"], alanlar.zeytinlik],
  ];
  for (const [carried, engine] of pairs) {
    const n = typeof carried === "string" ? Number(carried) : carried;
    if (typeof n === "number" && Number.isFinite(n) && n > 0 && Math.abs(n - engine) > tolerans)
      return { gecerli: false, farkli: true };
  }
  return { gecerli: agacVar, farkli: false };
}

export const bagEviKontrolu: FactFunction = (ctx): FactResult => {
  const { girdi, sabit } = ctx;
  const esikler = sabitKayit<number>(sabit, "esikler") as unknown as DikiliEsikler;
  const catalogue = sabitDizi<AgacTuru>(ctx.ortak ?? {}, "agac_cizelgesi");
  const alanlar = bagEviAlanlari(girdi);

  const manualObject =
    typeof girdi.manuel_kontrol_ham === "object" && girdi.manuel_kontrol_ham !== null
      ? (girdi.manuel_kontrol_ham as Record<string, unknown>)
      : null;
  const rawTrees =
    manualObject && Array.isArray(manualObject["eklenenAgaclar"]) ? manualObject["eklenenAgaclar"] : girdi.agaclar_ham;
  let trees;
  try {
    trees = normaliseTrees(rawTrees, catalogue, esikler.azami_agac_sayisi);
  } catch (err) {
    if (err instanceof TreeEntryError) throw new InputError("eklenenAgaclar", err.message);
    throw err;
  }

  const kontrolGirdisi = {
    arazi_vasfi: girdi.arazi_vasfi,
    dikiliAlan: alanlar.dikili,
    tarlaAlani: alanlar.tarla,
    zeytinlikAlani: alanlar.zeytinlik,
    alan: alanlar.tekAlan,
    zeytinSayisi: alanlar.zeytinSayisi,
    agaclar: trees.trees,
  };
  const kontrol = dikiliAlanKontrolu(kontrolGirdisi, esikler);
  const withTrees = trees.trees.length > 0;
  // Only a planted land type rests on an assumption (its planting); a field, greenhouse or raw land is judged by
  // its area like every other calculation, and has no planted-area check to offer.
  const planted = hasPlantedArea(girdi.arazi_vasfi);
  const manuel = manuelKontrol(
    girdi.manuel_kontrol_ham,
    alanlar,
    sabitSayi(sabit, "alan_farki_toleransi_m2"),
    withTrees,
  );
  const uyarilar = [...trees.warnings];
  if (manuel.farkli) uyarilar.push(sabitMetin(sabit, "metinler", "alanlar_farkli"));

  const plantedEnough = alanlar.dikili >= esikler.dikili_asgari_m2;
  const oliveLand = kontrol.zeytinYogunlugu !== null;
  const {
    zeytinYogunluguUygun: _u,
    zeytinYogunlugu: _z,
    alanKriteriSaglandi: _a,
    aciklama: _c,
    ...dikili_kontrol_sonucu
  } = kontrol;
  return {
    degerler: {
      alan_m2: alanlar.alan_m2,
      alan_kriteri_saglandi: kontrol.alanKriteriSaglandi,
      kaplama_yetersiz:
        girdi.arazi_vasfi === "Tarla + herhangi bir dikili vasıflı" &&
        withTrees &&
        plantedEnough &&
        !kontrol.yeterlilik.kriter1 &&
        !kontrol.yeterlilik.kriter2,
      zeytin_yogunlugu: kontrol.zeytinYogunlugu ?? 0,
      zeytin_siniri_asildi: !kontrol.zeytinYogunluguUygun,
      mevcut_yapi_alani: girdi.mevcut_yapi_alani ?? 0,
      // Null off planted land: neither BAG-06a (rests on the check) nor BAG-06b (no check made) applies there.
      manuel_kontrol: planted ? manuel.gecerli : null,
      varsayimsal: planted && !manuel.gecerli,
      // The planted-area check is offered only where there is a planting to check (not on Zeytin ağaçlı + tarla
      // either, as in the reference model).
      manuel_kontrol_onerilebilir: planted,
      alan_kontrol_mesaji: kontrol.message,
      uzun_aciklama: kontrol.aciklama ?? kontrol.message,
      eksik_oran: kontrol.yeterlilik.eksikOran ?? 0,
      ...(planted
        ? { rapor_basligi: sabitMetin(sabit, "metinler", manuel.gecerli ? "baslik_manuel" : "baslik_varsayimsal") }
        : {}),
    },
    ciktilar: {
      alan_m2: alanlar.alan_m2,
      tarla_alani: alanlar.tarla,
      dikili_alani: alanlar.dikili,
      zeytinlik_alani: alanlar.zeytinlik,
      ...(oliveLand ? { zeytin_yogunlugu_dekar: r1(kontrol.zeytinYogunlugu ?? 0) } : {}),
      taban_alani: sabitSayi(sabit, "taban_alani_m2"),
      maksimum_insaat_alani: sabitSayi(sabit, "toplam_insaat_alani_m2"),
      dikili_kontrol_sonucu,
      eklenenAgaclar: trees.trees,
      // "Manuel alan kontrolüne dayanıyor" is a question only for a planted land type.
      ...(planted ? { manuel_kontrol: manuel.gecerli } : {}),
    },
    uyarilar,
  };
};
