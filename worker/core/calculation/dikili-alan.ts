/**
 * The planted-area (dikili alan) check behind BAG-02…BAG-04 — one pure module used by the vineyard-house rules
 * in the worker and by the area-check dialog in the browser, so the two can never disagree. Tree catalogue
 * lookups (_ortak.json → sabitler.agac_cizelgesi) and tree normalisation, tree cover (BAG-03), olive density
 * (BAG-04), the check of a land type by its profile (BAG-02…BAG-04) and the banner texts. What differs by land type
 * — its areas, olive count, criteria, thresholds and texts — is its profile in the rule file
 * (worker/core/rules/land-profiles.ts); no code here names a land type.
 */
import type { AgacTuru, DikiliEsikler } from "../contracts/rule-set.ts";
import type { CheckArea, LandProfile } from "../rules/land-profiles.ts";
import { fillTemplate } from "../rules/template.ts";
import { formatTr } from "../rules/numbers.ts";

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

export interface KontrolGirdisi {
  arazi_vasfi: string;
  /** The land type's profile (bag-evi.json → sabitler.arazi_profilleri): its areas, criteria and texts. */
  profil: LandProfile;
  dikiliAlan: number;
  tarlaAlani: number;
  zeytinlikAlani: number;
  /** The one parcel area of a land type judged by it alone (the profile's `parsel` area: greenhouse, raw land). */
  alan: number;
  /** The olive count the profile applies (oliveCount), or null. */
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

const AREA: Record<CheckArea, (g: KontrolGirdisi) => number> = {
  dikili: (g) => g.dikiliAlan,
  tarla: (g) => g.tarlaAlani,
  zeytinlik: (g) => g.zeytinlikAlani,
  parsel: (g) => g.alan,
};

/** An area counts from 1 m² (the smallest area a request may give, `alan_siniri.en_az`). */
const MIN_AREA_M2 = 1;

const r1 = (x: number) => Math.round(x * 10 + Number.EPSILON * 10) / 10;

/**
 * The olive count a land type's profile applies (BAG-04), from a reader of its fields (the request's numbers, or
 * the form's texts): the first one given (else the profile's `yoksa`), or the largest (one not given counts 0).
 * Null where the land type has none.
 */
export function oliveCount(p: LandProfile, read: (field: string) => number | null): number | null {
  const z = p.zeytin;
  if (!z) return null;
  const values = z.sayilar.map(read);
  if (z.secim === "en_buyuk") return Math.max(...values.map((v) => v ?? 0));
  return values.find((v) => v !== null) ?? z.yoksa ?? null;
}

/** Step 1 of the area check: the profile's message for the first required area under 1 m², or null. */
export function missingArea(g: KontrolGirdisi): string | null {
  for (const a of g.profil.pencere.zorunlu) {
    if (!(AREA[a](g) >= MIN_AREA_M2)) return required(g.profil.mesajlar[`eksik_${a}` as const], `eksik_${a}`);
  }
  return null;
}

/** A text the schema makes the profile carry (land-profiles.ts); its absence is a rule-file defect. */
function required(text: string | undefined, key: string): string {
  if (text === undefined) throw new Error(`arazi_profilleri: mesajlar.${key} is missing`);
  return text;
}

/** The profile's criteria on the input: which reach their threshold, and which hold (tree cover included). */
function assess(g: KontrolGirdisi, t: DikiliEsikler) {
  const withTrees = g.agaclar.length > 0;
  const cover = treeCover(g.dikiliAlan, g.agaclar);
  const fullCover = cover.oran >= t.tam_kaplama_orani;
  const criteria = g.profil.kriterler.map((k) => {
    const threshold = t[k.esik];
    if (threshold === undefined) throw new Error(`sabitler.esikler.${k.esik} is missing`);
    const reached = AREA[k.alan](g) >= threshold;
    return { ...k, reached, holds: reached && (!k.agac_kaplamasi || !withTrees || fullCover) };
  });
  const areaOk = criteria.some((k) => k.holds);
  // Failed on its tree cover alone: a criterion needing full cover reached its area, and the trees fall short.
  const coverShort = !areaOk && withTrees && criteria.some((k) => k.agac_kaplamasi && k.reached);
  return { withTrees, cover, fullCover, criteria, areaOk, coverShort };
}

/** BAG-03: the area check failed only because the entered trees do not cover the planted area. */
export function kaplamaYetersiz(g: KontrolGirdisi, t: DikiliEsikler): boolean {
  return assess(g, t).coverShort;
}

/** The values the profile's texts name (land-profiles.ts, `mesajlar`). */
function textValues(g: KontrolGirdisi, t: DikiliEsikler, agacEki: string): Record<string, string> {
  const values: Record<string, string> = {
    arazi_vasfi: g.arazi_vasfi,
    agac_eki: agacEki,
    dikili_alani: String(g.dikiliAlan),
    tarla_alani: String(g.tarlaAlani),
    zeytinlik_alani: String(g.zeytinlikAlani),
    parsel_alani: String(g.alan),
    ...(g.profil.etiket ? { etiket: g.profil.etiket } : {}),
  };
  for (const [key, n] of Object.entries(t)) {
    values[key] = String(n);
    if (key.endsWith("_m2")) values[`${key.slice(0, -3)}_ha`] = formatTr(n / 10_000, 4);
  }
  return values;
}

/** The area check's criteria and message (call missingArea first: this assumes the required areas are there). */
export function dikiliAlanKontrolu(g: KontrolGirdisi, t: DikiliEsikler): KontrolSonucu {
  const p = g.profil;
  const m = p.mesajlar;
  const { withTrees, cover, fullCover, criteria, areaOk, coverShort } = assess(g, t);
  const olive = p.zeytin;
  const density =
    olive && (olive.yogunluk === "her_zaman" || (g.zeytinSayisi !== null && g.zeytinSayisi > 0))
      ? oliveDensity(g.zeytinSayisi, AREA[olive.alan](g))
      : null;
  const densityOk = density === null || density <= t.zeytin_yogunluk_siniri;
  const kriter1 = criteria.some((k) => k.kriter === 1 && k.holds);
  const kriter2 = criteria.some((k) => k.kriter === 2 && k.holds);

  // Trees decide only where a criterion needs their cover; elsewhere it is told as information, never called
  // sufficient when it is not (one story: the drawer's cover line and this message read the same numbers).
  const agacEki = !withTrees
    ? ""
    : fullCover
      ? " ve Ağaç Yoğunluğu Yeterli"
      : `; Ağaç Yoğunluğu %${formatTr(r1(cover.oran), 1)}, bilgi amaçlı`;
  const say = (text: string) => fillTemplate(text, textValues(g, t, agacEki));
  let message: string;
  if (!areaOk) message = say(coverShort ? required(m.kaplama_yetersiz, "kaplama_yetersiz") : m.alan_yetersiz);
  else if (!densityOk) message = say(required(m.zeytin_fazla, "zeytin_fazla"));
  else {
    const n = criteria.find((k) => k.holds)!.kriter;
    const success = (withTrees ? m[`kriter${n}_agacli` as const] : undefined) ?? m[`kriter${n}` as const];
    message = say(required(success, `kriter${n}`));
  }

  let aciklama = !areaOk && m.aciklama ? say(m.aciklama) : null;
  const yeterli = areaOk && densityOk;
  if (!densityOk)
    aciklama = aciklama
      ? `${aciklama} Dekara ${t.zeytin_yogunluk_siniri} ağaçtan fazla zeytin ağacı olamaz.`
      : `Dekara ${t.zeytin_yogunluk_siniri} ağaçtan fazla zeytin ağacı olamaz.`;
  const yeterlilik: Yeterlilik = {
    yeterli,
    kriter1,
    kriter2,
    oran: withTrees ? r1(cover.oran) : 0,
    minimumOran: withTrees && p.kriterler.some((k) => k.agac_kaplamasi) ? t.tam_kaplama_orani : 0,
    dikiliAlanYeterli: p.dikili_kismi && criteria.some((k) => k.alan === "dikili" && k.reached),
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

/** The detail line under "Dikili alan kontrolü başarısız" (the banner texts). */
export function failureBannerDetail(g: KontrolGirdisi, r: KontrolSonucu, t: DikiliEsikler): string {
  const detail = g.profil.mesajlar.ayrinti;
  if (!r.yeterlilik.kriter1 && !r.yeterlilik.kriter2 && detail && !kaplamaYetersiz(g, t)) {
    return fillTemplate(detail, textValues(g, t, ""));
  }
  if (g.agaclar.length > 0 && r.yeterlilik.oran < r.yeterlilik.minimumOran) {
    return `Yoğunluk yetersiz: %${r.yeterlilik.oran} < %${r.yeterlilik.minimumOran}`;
  }
  return "Ağaç yoğunluğu hesaplaması yapılmamıştır";
}
