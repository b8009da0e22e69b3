/**
 * The planted-area (dikili alan) check behind BAG-02…BAG-04 — one pure module used by the vineyard-house rules
 * in the worker and by the area-check dialog in the browser, so the two can never disagree. Tree catalogue
 * lookups (_ortak.json → sabitler.agac_cizelgesi) and tree normalisation, tree cover (BAG-03), olive density
 * (BAG-04), the per-land-type check with its messages (BAG-02) and the banner texts. Thresholds come from the
 * rule set (data), messages are built here.
 */
import type { AgacTuru, DikiliEsikler } from "../contracts/rule-set.ts";

export type AgacTipi = "normal" | "bodur" | "yaribodur";

/** A normalised added tree, in the shape of the result's `eklenenAgaclar`. */
export interface NormalAgac {
  secilenAgacTuru: number;
  agacTuru: string;
  agacSayisi: number;
  secilenAgacTipi: AgacTipi;
  gerekliAgacSayisi: number;
}

export const AGAC_HATALARI = {
  turSecilmedi: "Lütfen bir ağaç türü seçin.",
  sayiPozitifDegil: "Ağaç sayısı pozitif bir değer olmalıdır.",
  sayiCokYuksek: "Ağaç sayısı çok yüksek görünüyor. Lütfen değeri kontrol edin.",
  turBulunamadi: "Seçilen ağaç türü bulunamadı.",
} as const;

export class TreeEntryError extends Error {}

const trLower = (s: string) => s.toLocaleLowerCase("tr");

/** Catalogue sorted in Turkish alphabetical order (for lists shown to users). */
export function sortTreesTurkish(catalogue: readonly AgacTuru[]): AgacTuru[] {
  return [...catalogue].sort((a, b) => a.tur.localeCompare(b.tur, "tr"));
}

function tipOf(raw: unknown): AgacTipi | null {
  if (raw === undefined || raw === null || raw === "") return "normal";
  const t = trLower(String(raw)).trim();
  if (t === "normal") return "normal";
  if (t === "bodur") return "bodur";
  if (t === "yaribodur" || t === "yari_bodur" || t === "yarı bodur" || t === "yarıbodur" || t === "yari bodur")
    return "yaribodur";
  return null;
}

/** The catalogue value of a species for a tree type; falls back to normal (with a warning) when undefined. */
export function requiredPerDecare(species: AgacTuru, tip: AgacTipi): { value: number; warning: string | null } {
  const v = tip === "bodur" ? species.bodur : tip === "yaribodur" ? species.yariBodur : species.normal;
  if (v !== undefined) return { value: v, warning: null };
  const tipText = tip === "yaribodur" ? "yarı bodur" : tip;
  return {
    value: species.normal,
    warning: `${species.tur} için ${tipText} değeri tanımlı değil; normal değer kullanıldı.`,
  };
}

export function findSpecies(catalogue: readonly AgacTuru[], ref: unknown): AgacTuru | null {
  if (typeof ref === "number" || (typeof ref === "string" && /^\d+$/.test(ref.trim()))) {
    return catalogue.find((s) => s.sira === Number(ref)) ?? null;
  }
  if (typeof ref === "string" && ref.trim()) {
    const name = trLower(ref.trim());
    return catalogue.find((s) => trLower(s.tur) === name) ?? null;
  }
  return null;
}

/**
 * Normalisation of `eklenenAgaclar` elements: tur = secilenAgacTuru ?? turid ?? agacTuru ?? turAdi,
 * tip = secilenAgacTipi ?? tipi ?? normal, sayi = agacSayisi ?? sayi (integer 1…azami). Throws TreeEntryError
 * with the user-facing message for an unknown species or a bad count.
 */
export function normaliseTrees(
  raw: unknown,
  catalogue: readonly AgacTuru[],
  maxCount: number,
): { trees: NormalAgac[]; warnings: string[] } {
  if (raw === undefined || raw === null) return { trees: [], warnings: [] };
  if (!Array.isArray(raw)) throw new TreeEntryError(AGAC_HATALARI.turBulunamadi);
  const trees: NormalAgac[] = [];
  const warnings: string[] = [];
  for (const item of raw) {
    if (typeof item !== "object" || item === null) throw new TreeEntryError(AGAC_HATALARI.turBulunamadi);
    const o = item as Record<string, unknown>;
    const ref = o["secilenAgacTuru"] ?? o["turid"] ?? o["agacTuru"] ?? o["turAdi"];
    if (ref === undefined || ref === null || ref === "") throw new TreeEntryError(AGAC_HATALARI.turSecilmedi);
    const species = findSpecies(catalogue, ref);
    if (!species) throw new TreeEntryError(AGAC_HATALARI.turBulunamadi);
    const tip = tipOf(o["secilenAgacTipi"] ?? o["tipi"]);
    if (!tip) throw new TreeEntryError(AGAC_HATALARI.turBulunamadi);
    const rawCount = o["agacSayisi"] ?? o["sayi"];
    const count = typeof rawCount === "string" && /^\d+$/.test(rawCount.trim()) ? Number(rawCount) : rawCount;
    if (typeof count !== "number" || !Number.isInteger(count) || count <= 0)
      throw new TreeEntryError(AGAC_HATALARI.sayiPozitifDegil);
    if (count > maxCount) throw new TreeEntryError(AGAC_HATALARI.sayiCokYuksek);
    const { value, warning } = requiredPerDecare(species, tip);
    if (warning) warnings.push(warning);
    trees.push({
      secilenAgacTuru: species.sira,
      agacTuru: species.tur,
      agacSayisi: count,
      secilenAgacTipi: tip,
      gerekliAgacSayisi: value,
    });
  }
  return { trees, warnings };
}

export interface AgacDetayi {
  agacTuru: string;
  secilenAgacTipi: AgacTipi;
  agacSayisi: number;
  gerekliAgacSayisi: number;
  kaplanAlan: number;
}

/** Tree cover (BAG-03): covered area per entry 1000 × n / g; cover percent of the planted area, capped at 100. */
export function treeCover(plantedArea: number, trees: readonly NormalAgac[]) {
  const agacDetaylari: AgacDetayi[] = trees.map((t) => ({
    agacTuru: t.agacTuru,
    secilenAgacTipi: t.secilenAgacTipi,
    agacSayisi: t.agacSayisi,
    gerekliAgacSayisi: t.gerekliAgacSayisi,
    kaplanAlan: (1000 * t.agacSayisi) / t.gerekliAgacSayisi,
  }));
  const K = agacDetaylari.reduce((s, d) => s + d.kaplanAlan, 0);
  const oran = trees.length === 0 || plantedArea <= 0 ? 0 : Math.min(100, (K / plantedArea) * 100);
  return { kaplanAlan: K, oran, agacDetaylari };
}

/** Olive density (BAG-04): olive trees per decare; 0 for no count or no area. */
export function oliveDensity(count: number | null | undefined, area: number): number {
  if (!count || count <= 0 || area <= 0) return 0;
  return (count / area) * 1000;
}

export type LandKind =
  | "Dikili vasıflı"
  | "Zeytin ağaçlı + herhangi bir dikili vasıf"
  | "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf"
  | "Tarla + herhangi bir dikili vasıflı"
  | "Tarla"
  | "Tarla + Zeytinlik"
  | "Zeytin ağaçlı + tarla"
  | "Adetli Zeytin Ağacı bulunan tarla"
  | "Sera"
  | "Ham toprak, taşlık, kıraç, palamutluk, koruluk gibi diğer vasıflı";

export interface KontrolGirdisi {
  arazi_vasfi: string;
  dikiliAlan: number;
  tarlaAlani: number;
  zeytinlikAlani: number;
  /** Parcel area for Sera and Ham toprak (also Tarla's area when tarlaAlani is not given). */
  alan: number;
  /** The olive count that applies to the land type (see bagEviKontrolu's per-land-type areas), or null. */
  zeytinSayisi: number | null;
  agaclar: readonly NormalAgac[];
}

export interface Yeterlilik {
  yeterli: boolean;
  kriter1: boolean;
  kriter2: boolean;
  oran: number;
  minimumOran: number;
  eksikOran?: number;
  dikiliAlanYeterli: boolean;
  agacYogunlugu?: number;
}

export interface KontrolSonucu {
  type: "success" | "error";
  message: string;
  yeterlilik: Yeterlilik;
  alanBilgisi?: { kaplanAlan: number; oran: number; agacDetaylari: AgacDetayi[] };
  /** Whether the olive density is within the limit (true where no density applies). */
  zeytinYogunluguUygun: boolean;
  zeytinYogunlugu: number | null;
  /** Whether the area criterion alone holds (kriter1 or kriter2 as the land type uses them). */
  alanKriteriSaglandi: boolean;
  /** The long explanation for a failure (BAG-02's `aciklama`), or null. */
  aciklama: string | null;
}

const PLANTED_TYPES = new Set([
  "Dikili vasıflı",
  "Zeytin ağaçlı + herhangi bir dikili vasıf",
  "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf",
]);
const OLIVE_TYPES = new Set([
  "Zeytin ağaçlı + herhangi bir dikili vasıf",
  "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf",
  "Zeytin ağaçlı + tarla",
  "Adetli Zeytin Ağacı bulunan tarla",
]);

/**
 * Whether a land type has a planted (dikili) part. Only there does a result rest on an assumption that a manual
 * check with trees, or finally the administration's field survey, settles; a field, a greenhouse or raw land is
 * judged by its area alone.
 */
export function hasPlantedArea(arazi_vasfi: string): boolean {
  return PLANTED_TYPES.has(arazi_vasfi) || arazi_vasfi === "Tarla + herhangi bir dikili vasıflı";
}

const LABEL: Record<string, string> = {
  "Dikili vasıflı": "Dikili Vasıflı Arazi",
  "Zeytin ağaçlı + herhangi bir dikili vasıf": "Zeytin Ağaçlı + Dikili Vasıf",
  "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf": "Adetli Zeytin Ağacı bulunan + Dikili Vasıf",
  "Zeytin ağaçlı + tarla": "Zeytin Ağaçlı + Tarla",
  "Adetli Zeytin Ağacı bulunan tarla": "Adetli Zeytin Ağacı bulunan Tarla",
};

export const ALAN_HATALARI = {
  dikili: "Lütfen geçerli bir dikili alan girin.",
  tarla: "Lütfen geçerli bir tarla alanı girin. Tarla alanı, dikili alan dahil toplam parsel büyüklüğüdür.",
  zeytinlik: "Zeytinlik alanı pozitif bir sayı olmalıdır.",
  alan: "Alan pozitif bir sayı olmalıdır.",
  sera: "Sera alanı pozitif bir sayı olmalıdır.",
} as const;

/** What the area check calls the one parcel area of a land type, when not 'Tarla alanı' (greenhouse land: 'Sera alanı'). */
export function parcelAreaName(arazi_vasfi: string): string | null {
  return arazi_vasfi === "Sera" ? "Sera alanı" : null;
}

const r1 = (x: number) => Math.round(x * 10 + Number.EPSILON * 10) / 10;

/** Step 1 of the area check: the message of the first unmet area requirement, or null. */
export function missingArea(g: KontrolGirdisi): string | null {
  const v = g.arazi_vasfi;
  if (PLANTED_TYPES.has(v)) return g.dikiliAlan > 0 ? null : ALAN_HATALARI.dikili;
  if (v === "Tarla + herhangi bir dikili vasıflı") {
    if (!(g.dikiliAlan > 0)) return ALAN_HATALARI.dikili;
    return g.tarlaAlani > 0 ? null : ALAN_HATALARI.tarla;
  }
  if (v === "Tarla" || v === "Zeytin ağaçlı + tarla" || v === "Adetli Zeytin Ağacı bulunan tarla")
    return g.tarlaAlani > 0 ? null : ALAN_HATALARI.tarla;
  if (v === "Tarla + Zeytinlik") {
    if (!(g.tarlaAlani > 0)) return ALAN_HATALARI.tarla;
    return g.zeytinlikAlani >= 1 ? null : ALAN_HATALARI.zeytinlik;
  }
  if (v === "Sera") return g.alan > 0 ? null : ALAN_HATALARI.sera;
  return g.alan > 0 ? null : ALAN_HATALARI.alan;
}

/** The area check's criteria and message (call missingArea first: this assumes the required areas are there). */
export function dikiliAlanKontrolu(g: KontrolGirdisi, t: DikiliEsikler): KontrolSonucu {
  const v = g.arazi_vasfi;
  const withTrees = g.agaclar.length > 0;
  const cover = treeCover(g.dikiliAlan, g.agaclar);
  const planted = g.dikiliAlan >= t.dikili_asgari_m2;
  const density =
    OLIVE_TYPES.has(v) || (v === "Dikili vasıflı" && g.zeytinSayisi !== null && g.zeytinSayisi > 0)
      ? oliveDensity(g.zeytinSayisi, PLANTED_TYPES.has(v) ? g.dikiliAlan : g.tarlaAlani)
      : null;
  const densityOk = density === null || density <= t.zeytin_yogunluk_siniri;
  const bigField = g.tarlaAlani >= t.tarla_asgari_m2;

  let kriter1 = false;
  let kriter2 = false;
  let minimumOran = 0;
  let areaOk: boolean;
  let message: string;
  let aciklama: string | null = null;
  const dikiliText = `Dikili Alan ≥ ${t.dikili_asgari_m2} m²`;
  // Trees decide only on Tarla + dikili; elsewhere their cover is told as information, never called sufficient
  // when it is not (one story: the drawer's cover line and this message read the same numbers).
  const fullCover = cover.oran >= t.tam_kaplama_orani;
  const treeSuffix = !withTrees
    ? ""
    : fullCover
      ? " ve Ağaç Yoğunluğu Yeterli"
      : `; Ağaç Yoğunluğu %${formatOran(cover.oran)}, bilgi amaçlı`;

  if (PLANTED_TYPES.has(v)) {
    kriter1 = planted;
    areaOk = kriter1;
    const label = LABEL[v]!;
    if (!areaOk) {
      message = `Bağ Evi Kontrolü Başarısız (${label} - Dikili Alan < ${t.dikili_asgari_m2} m²)`;
      aciklama = `${v} arazilerinde bağ evi yapılabilmesi için dikili alan büyüklüğünün en az ${formatHa(t.dikili_asgari_m2)} hektar (${t.dikili_asgari_m2} m²) olması gerekmektedir.`;
    } else if (!densityOk) {
      message = `Bağ Evi Kontrolü Başarısız (${label} - Zeytin Yoğunluğu Fazla)`;
    } else {
      message = `Bağ Evi Kontrolü Başarılı (${label} - ${dikiliText}${treeSuffix})`;
    }
  } else if (v === "Tarla + herhangi bir dikili vasıflı") {
    minimumOran = withTrees ? t.tam_kaplama_orani : 0;
    kriter1 = planted && (!withTrees || cover.oran >= t.tam_kaplama_orani);
    kriter2 = bigField;
    areaOk = kriter1 || kriter2;
    if (kriter1) message = `Bağ Evi Kontrolü Başarılı (${dikiliText}${treeSuffix})`;
    else if (kriter2)
      message = `Bağ Evi Kontrolü Başarılı (Büyük Tarla Alanı ${withTrees ? "- Ağaç hesabı bilgi amaçlı" : `≥ ${t.tarla_asgari_m2} m²`})`;
    else if (withTrees && planted) message = "Bağ Evi Kontrolü Başarısız (Ağaç Yoğunluğu Yetersiz)";
    else
      message = `Bağ Evi Kontrolü Başarısız (Dikili Alan < ${t.dikili_asgari_m2} m² ve Tarla Alanı < ${t.tarla_asgari_m2} m²)`;
  } else if (v === "Tarla") {
    kriter2 = bigField;
    areaOk = kriter2;
    message = areaOk
      ? `Bağ Evi Kontrolü Başarılı (Tarla - Büyük Tarla Kriteri ≥ ${t.tarla_asgari_m2} m²)`
      : `Bağ Evi Kontrolü Başarısız (Tarla - Alan < ${t.tarla_asgari_m2} m²)`;
  } else if (v === "Tarla + Zeytinlik") {
    kriter2 = bigField;
    areaOk = kriter2;
    message = areaOk
      ? "Bağ Evi Kontrolü Başarılı (Tarla + Zeytinlik - Büyük Tarla Kriteri)"
      : `Bağ Evi Kontrolü Başarısız (Tarla + Zeytinlik - Tarla Alanı < ${t.tarla_asgari_m2} m²)`;
  } else if (v === "Zeytin ağaçlı + tarla" || v === "Adetli Zeytin Ağacı bulunan tarla") {
    kriter2 = bigField;
    areaOk = kriter2;
    const label = LABEL[v]!;
    if (!areaOk) message = `Bağ Evi Kontrolü Başarısız (${label} - Tarla Alanı < ${t.tarla_asgari_m2} m²)`;
    else if (!densityOk) message = `Bağ Evi Kontrolü Başarısız (${label} - Zeytin Yoğunluğu Fazla)`;
    else message = `Bağ Evi Kontrolü Başarılı (${label} - Büyük Tarla Kriteri)`;
  } else if (v === "Sera") {
    kriter1 = g.alan >= t.sera_asgari_m2;
    areaOk = kriter1;
    message = areaOk
      ? `Bağ Evi Kontrolü Başarılı (Sera - Minimum Alan ≥ ${t.sera_asgari_m2} m²)`
      : `Bağ Evi Kontrolü Başarısız (Sera - Alan < ${t.sera_asgari_m2} m²)`;
  } else {
    kriter2 = g.alan >= t.ham_toprak_asgari_m2;
    areaOk = kriter2;
    message = areaOk
      ? `Bağ Evi Kontrolü Başarılı (Ham Toprak Vasıflı - Minimum Alan ≥ ${t.ham_toprak_asgari_m2} m²)`
      : `Bağ Evi Kontrolü Başarısız (Ham Toprak Vasıflı - Alan < ${t.ham_toprak_asgari_m2} m²)`;
  }

  const yeterli = areaOk && densityOk;
  if (!densityOk)
    aciklama = aciklama
      ? `${aciklama} Dekara ${t.zeytin_yogunluk_siniri} ağaçtan fazla zeytin ağacı olamaz.`
      : `Dekara ${t.zeytin_yogunluk_siniri} ağaçtan fazla zeytin ağacı olamaz.`;
  const hasPlanted = hasPlantedArea(v);
  const yeterlilik: Yeterlilik = {
    yeterli,
    kriter1,
    kriter2,
    oran: withTrees ? r1(cover.oran) : 0,
    minimumOran,
    dikiliAlanYeterli: hasPlanted ? planted : false,
  };
  if (withTrees) {
    yeterlilik.agacYogunlugu = r1(cover.oran);
    if (!yeterli) yeterlilik.eksikOran = r1(100 - cover.oran);
  }
  return {
    type: yeterli ? "success" : "error",
    message,
    yeterlilik,
    ...(withTrees
      ? {
          alanBilgisi: {
            kaplanAlan: Math.round(cover.kaplanAlan),
            oran: r1(cover.oran),
            agacDetaylari: cover.agacDetaylari,
          },
        }
      : {}),
    zeytinYogunluguUygun: densityOk,
    zeytinYogunlugu: density,
    alanKriteriSaglandi: areaOk,
    aciklama,
  };
}

function formatOran(oran: number): string {
  return String(r1(oran)).replace(".", ",");
}

function formatHa(m2: number): string {
  return String(m2 / 10_000).replace(".", ",");
}

/** The detail line under "Dikili alan kontrolü başarısız" (the banner texts). */
export function failureBannerDetail(g: KontrolGirdisi, r: KontrolSonucu, t: DikiliEsikler): string {
  const bothAreas = g.arazi_vasfi === "Tarla + herhangi bir dikili vasıflı";
  if (
    !r.yeterlilik.kriter1 &&
    !r.yeterlilik.kriter2 &&
    bothAreas &&
    !(g.agaclar.length > 0 && g.dikiliAlan >= t.dikili_asgari_m2)
  ) {
    return `Dikili alan: ${g.dikiliAlan} m² < ${t.dikili_asgari_m2} m² ve Tarla alanı: ${g.tarlaAlani} m² < ${t.tarla_asgari_m2} m²`;
  }
  if (g.agaclar.length > 0 && r.yeterlilik.oran < r.yeterlilik.minimumOran) {
    return `Yoğunluk yetersiz: %${r.yeterlilik.oran} < %${r.yeterlilik.minimumOran}`;
  }
  return "Ağaç yoğunluğu hesaplaması yapılmamıştır";
}
