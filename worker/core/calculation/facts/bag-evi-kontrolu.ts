/**
 * bagEviKontrolu — vineyard house (bag-evi.json, BAG-01…BAG-07). Reads the engine areas and the olive count as the
 * land type's profile names them (`sabitler.arazi_profilleri`), normalises the added trees, runs the shared area
 * check (BAG-02…BAG-04, worker/core/calculation/dikili-alan.ts) on the request's own areas, and decides whether the result
 * rests on a manual area check (BAG-06a/b). The rules BAG-01…07 compare these values; thresholds and limits are the
 * rule file's `sabitler`.
 */
import {
  dikiliAlanKontrolu,
  kaplamaYetersiz,
  normaliseTrees,
  oliveCount,
  TreeEntryError,
  type KontrolGirdisi,
} from "../dikili-alan.ts";
import type { AgacTuru, DikiliEsikler } from "../../contracts/rule-set.ts";
import { InputError } from "../input-error.ts";
import { profileById } from "../../rules/land-profile-lookup.ts";
import { CHECK_AREAS, landProfilesOf, type CheckArea, type LandProfile } from "../../rules/land-profiles.ts";
import { r1 } from "../../rules/numbers.ts";
import { sabitDizi, sabitKayit, sabitMetin, sabitSayi } from "./constants.ts";
import type { FactFunction, FactResult, Girdi } from "./types.ts";

interface Alanlar extends Record<CheckArea, number> {
  alan_m2: number;
  zeytinSayisi: number | null;
}

/**
 * The areas and the olive count the engine uses for a land type (BAG-02…BAG-04): each area from the request field
 * its profile names (else its `yoksa` field; neither above 0 is that field's input error), `alan_m2` as the sum the
 * profile names.
 */
export function bagEviAlanlari(g: Girdi, p: LandProfile): Alanlar {
  const fields = g as unknown as Readonly<Record<string, unknown>>;
  const read = (field: string) => {
    const v = fields[field];
    return typeof v === "number" ? v : null;
  };
  const positive = (field: string) => {
    const v = read(field);
    return v !== null && v > 0 ? v : null;
  };
  const areas: Record<CheckArea, number> = { dikili: 0, tarla: 0, zeytinlik: 0, parsel: 0 };
  for (const a of CHECK_AREAS) {
    const source = p.alanlar[a];
    if (!source) continue;
    const v = positive(source.alan) ?? (source.yoksa ? positive(source.yoksa) : null);
    if (v === null) throw new InputError(source.alan); // the catalogue message of the field
    areas[a] = v;
  }
  return {
    ...areas,
    alan_m2: p.alan_m2_toplami.reduce((sum, a) => sum + areas[a], 0),
    zeytinSayisi: oliveCount(p, read),
  };
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
  const engineTarla = alanlar.tarla > 0 ? alanlar.tarla : alanlar.dikili > 0 ? 0 : alanlar.parsel;
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
  const profil = profileById(landProfilesOf(sabit), girdi.arazi_vasfi_id);
  const alanlar = bagEviAlanlari(girdi, profil);

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

  const kontrolGirdisi: KontrolGirdisi = {
    arazi_vasfi: girdi.arazi_vasfi,
    profil,
    dikiliAlan: alanlar.dikili,
    tarlaAlani: alanlar.tarla,
    zeytinlikAlani: alanlar.zeytinlik,
    alan: alanlar.parsel,
    zeytinSayisi: alanlar.zeytinSayisi,
    agaclar: trees.trees,
  };
  const kontrol = dikiliAlanKontrolu(kontrolGirdisi, esikler);
  const withTrees = trees.trees.length > 0;
  // Only a planted land type rests on an assumption (its planting); a field, greenhouse or raw land is judged by
  // its area like every other calculation, and has no planted-area check to offer.
  const planted = profil.dikili_kismi;
  const manuel = manuelKontrol(
    girdi.manuel_kontrol_ham,
    alanlar,
    sabitSayi(sabit, "alan_farki_toleransi_m2"),
    withTrees,
  );
  const uyarilar = [...trees.warnings];
  if (manuel.farkli) uyarilar.push(sabitMetin(sabit, "metinler", "alanlar_farkli"));

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
      kaplama_yetersiz: kaplamaYetersiz(kontrolGirdisi, esikler),
      zeytin_yogunlugu: kontrol.zeytinYogunlugu ?? 0,
      zeytin_siniri_asildi: !kontrol.zeytinYogunluguUygun,
      mevcut_yapi_alani: girdi.mevcut_yapi_alani ?? 0,
      // Null off planted land: neither BAG-06a (rests on the check) nor BAG-06b (no check made) applies there.
      manuel_kontrol: planted ? manuel.gecerli : null,
      varsayimsal: planted && !manuel.gecerli,
      // The planted-area check is offered only where there is a planting to check (the profile's `dikili_kismi`).
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
