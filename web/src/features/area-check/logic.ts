/**
 * The area-check dialog's rules ('Alan Kontrolü'): which tabs a land type shows, tree entry with its
 * validation messages, the sufficiency check (the same pure module the worker uses), the
 * sericulture (mulberry) case. What a result copies into the form is entities/calculation/area-check-result.ts. Pure: no React, no
 * Leaflet.
 */
import {
  AGAC_HATALARI,
  dikiliAlanKontrolu,
  failureBannerDetail,
  findSpecies,
  missingArea,
  normaliseTrees,
  oliveCount,
  requiredPerDecare,
  type AgacTipi,
  type KontrolGirdisi,
  type KontrolSonucu,
} from "@worker/core/calculation/dikili-alan.ts";
import type { AgacTuru, PlantedAreaSettingsDto } from "@worker/core/contracts/rule-set.ts";
import { profileFor } from "@worker/core/rules/land-profile-lookup.ts";
import { formatArea } from "@worker/core/rules/numbers.ts";
import type { LandProfile } from "@worker/core/rules/land-profiles.ts";
import { numberOrNull, readNumber } from "../../lib/number-input.ts";
import {
  areaLabel,
  modesFor,
  type AddedTree,
  type AreaCheckResult,
  type Areas,
  type CheckCase,
  type DrawMode,
} from "../../entities/calculation/area-check-result.ts";

export type Tab = "manuel" | "harita";

export const DRAW_MODES: readonly DrawMode[] = ["tarla", "dikili", "zeytinlik"];
/** A mode's label for the land type: its profile's name for the area where it has one. */
export const modeLabel: (mode: DrawMode, profile: LandProfile | null) => string = areaLabel;

/** What the dialog reads from the page's rule-set version (GET /calculations/dikili-kontrol/). */
export type AreaCheckSettings = Omit<PlantedAreaSettingsDto, "kural_seti">;

/** The land type's profile in the version's settings (the default profile for a land type the table does not list). */
export function landProfile(
  settings: {
    readonly arazi_profilleri: readonly LandProfile[];
    readonly arazi_vasiflari: readonly { readonly id: number; readonly ad: string }[];
  },
  landType: string,
): LandProfile {
  return profileFor(settings.arazi_profilleri, landType, settings.arazi_vasiflari);
}
/** Polygon colours: field brown, planted green, olive grove olive. */
export const MODE_COLOR: Record<DrawMode, string> = { tarla: "#8b5a2b", dikili: "#2e8b3a", zeytinlik: "#808000" };

export const POLYGON_MIN_POINTS = 3;
export const DOUBLE_CLICK_MS = 300;
export const DRAW_START_DELAY_MS = 50;
export const DRAWER_MAP_ZOOM = 13;

/** The dialog's subtitle per case, for the facility it was opened from. */
export function subtitleFor(c: CheckCase, facility: string): string {
  switch (c) {
    case "dikili-alan":
      return `${facility} için alan uygunluk kontrolü`;
    case "dut-bahcesi":
      return `${facility} için dut bahçesi kontrolü`;
    case "depo-alani":
      return `${facility} için arazi alanı kontrolü`;
  }
}

/** The form's hint under the 'Alan Kontrolü' button per case. */
export const LAUNCH_HINT: Record<CheckCase, string> = {
  "dikili-alan": "Alanları haritada çizin ya da yazın, ağaçları ekleyin ve uygunluğu kontrol edin.",
  "dut-bahcesi": "Alanları haritada çizin ya da yazın, dut ağaçlarını ekleyin.",
  "depo-alani": "Alanları haritada çizin ya da yazın.",
};

/** The drawer's footer buttons. */
export type DrawerButton = "hesapla" | "temizle" | "aktar" | "devam";

/**
 * What each footer button does and what it changes in the form, per case (the buttons' accessible descriptions and
 * the drawer's "Düğmeler ne yapar?" list). A value typed in the form is never replaced without asking.
 */
export function buttonHelp(c: CheckCase): Record<DrawerButton, string> {
  const asks = "Formda sizin yazdığınız farklı bir değer varsa önce sorar.";
  const keeps = "formda yalnız alan kontrolünden gelmiş değerler boşalır, sizin yazdıklarınız kalır.";
  const hesapla = "Girilen alanlar ve ağaçlarla uygunluğu kontrol eder, sonucu burada gösterir; forma bir şey yazmaz.";
  switch (c) {
    case "dikili-alan":
      return {
        hesapla,
        temizle: `Çizimleri, yazılan alanları ve ağaçları siler, pencereyi kapatır; ${keeps}`,
        aktar: `Kontrol yapmadan yalnız alanları forma yazar; ağaçlar aktarılmaz, dikili vasıf doğrulanmaz. ${asks}`,
        devam: `Kontrolü (gerekirse yeniden) yapar; alanları, ağaçları ve sonucu forma aktarıp pencereyi kapatır. ${asks}`,
      };
    case "dut-bahcesi":
      return {
        hesapla,
        temizle: `Çizimleri, yazılan alanı ve ağaçları siler, pencereyi kapatır; ${keeps}`,
        aktar: `Dut bahçesi alanını ve dut ağacı sayısını denetlemeden forma yazar. ${asks}`,
        devam: `Dut bahçesi alanını ve dut ağacı sayısını denetler, forma aktarıp pencereyi kapatır. ${asks}`,
      };
    case "depo-alani":
      return {
        hesapla,
        temizle: `Çizimleri ve yazılan alanı siler, pencereyi kapatır; ${keeps}`,
        aktar: `Arazi alanını forma yazar ve pencereyi kapatır. ${asks}`,
        devam: `Arazi alanını forma aktarır ve pencereyi kapatır. ${asks}`,
      };
  }
}

/** Tabs per land type: hidden (the map alone) where the profile says so; both, manual first, otherwise. */
export function tabsFor(profile: LandProfile | null): { showTabs: boolean; defaultTab: Tab } {
  if (profile?.pencere.yalniz_harita) return { showTabs: false, defaultTab: "harita" };
  return { showTabs: true, defaultTab: "manuel" };
}

/** Whether the manual tab offers tree entry (planted land, and the mulberry case). */
export function treesApply(c: CheckCase, profile: LandProfile | null): boolean {
  if (c === "dut-bahcesi") return true;
  if (c === "depo-alani") return false;
  return modesFor(c, profile).includes("dikili");
}

export class AreaCheckError extends Error {}

/**
 * A typed tree count (lib/number-input.ts): a positive whole number, else the reader's question or why a fraction is
 * refused ("tam sayı girin"), else `notPositive`.
 */
function treeCount(countText: string, notPositive: string): number {
  const r = readNumber(countText, { integer: true });
  if (!r.ok && r.kind !== "invalid") throw new AreaCheckError(r.message);
  if (!r.ok || r.value === null || r.value <= 0) throw new AreaCheckError(notPositive);
  return r.value;
}

/** Adds a tree (merging the same species and type); `max` is the rule set's tree-count limit. Throws AGAC_HATALARI. */
export function addTree(
  list: readonly AddedTree[],
  catalogue: readonly AgacTuru[],
  turid: number | null,
  tipi: AgacTipi,
  countText: string,
  max: number,
): AddedTree[] {
  if (turid === null) throw new AreaCheckError(AGAC_HATALARI.turSecilmedi);
  const species = findSpecies(catalogue, turid);
  if (!species) throw new AreaCheckError(AGAC_HATALARI.turBulunamadi);
  const sayi = treeCount(countText, AGAC_HATALARI.sayiPozitifDegil);
  if (sayi > max) throw new AreaCheckError(AGAC_HATALARI.sayiCokYuksek);
  const existing = list.findIndex((t) => t.turid === species.sira && t.tipi === tipi);
  if (existing >= 0) {
    const merged = list[existing]!.sayi + sayi;
    if (merged > max) throw new AreaCheckError(AGAC_HATALARI.sayiCokYuksek);
    return list.map((t, i) => (i === existing ? { ...t, sayi: merged } : t));
  }
  const { value } = requiredPerDecare(species, tipi);
  return [...list, { turid: species.sira, turAdi: species.tur, tipi, sayi, gerekliAgacSayisi: value }];
}

/** Updates one row's count: 0 or less throws 'Ağaç sayısı pozitif olmalıdır'. */
export function updateTreeCount(
  list: readonly AddedTree[],
  index: number,
  countText: string,
  max: number,
): AddedTree[] {
  const sayi = treeCount(countText, "Ağaç sayısı pozitif olmalıdır");
  if (sayi > max) throw new AreaCheckError(AGAC_HATALARI.sayiCokYuksek);
  if (!list[index]) throw new AreaCheckError("Ağaç türü bulunamadı");
  return list.map((t, i) => (i === index ? { ...t, sayi } : t));
}

export function removeTree(list: readonly AddedTree[], index: number): AddedTree[] {
  return list.filter((_, i) => i !== index);
}

/** Tree types a species offers (bodur / yarı bodur only where the catalogue has a value). */
export function tipsOf(species: AgacTuru | undefined): { value: AgacTipi; label: string }[] {
  const out: { value: AgacTipi; label: string }[] = [{ value: "normal", label: "Normal" }];
  if (species?.bodur !== undefined) out.push({ value: "bodur", label: "Bodur" });
  if (species?.yariBodur !== undefined) out.push({ value: "yaribodur", label: "Yarı bodur" });
  return out;
}

/** Form-side olive count that applies to a land type (the density check needs it), as its profile names it. */
export function oliveCountFor(
  profile: LandProfile,
  form: Readonly<Record<string, string | boolean | undefined>>,
): number | null {
  return oliveCount(profile, (k) => {
    const text = form[k];
    return typeof text === "string" ? numberOrNull(text) : null;
  });
}

function kontrolGirdisi(
  landType: string,
  areas: Areas,
  trees: readonly AddedTree[],
  settings: AreaCheckSettings,
  olive: number | null,
): KontrolGirdisi {
  const single = areas.tarlaAlani > 0 ? areas.tarlaAlani : areas.dikiliAlan;
  return {
    arazi_vasfi: landType,
    profil: landProfile(settings, landType),
    dikiliAlan: areas.dikiliAlan,
    tarlaAlani: areas.tarlaAlani,
    zeytinlikAlani: areas.zeytinlikAlani,
    alan: single,
    zeytinSayisi: olive,
    agaclar: normaliseTrees(trees, settings.agaclar, settings.esikler.azami_agac_sayisi).trees,
  };
}

export interface Sufficiency {
  sonuc: KontrolSonucu;
  /** The failure banner detail line, or null on success. */
  detay: string | null;
}

/**
 * Vineyard-house sufficiency (BAG-02…BAG-04) on the dialog's areas and trees, by the land type's profile in the
 * version's settings; throws the first missing-area message.
 */
export function checkSufficiency(
  landType: string,
  areas: Areas,
  trees: readonly AddedTree[],
  settings: AreaCheckSettings,
  olive: number | null,
): Sufficiency {
  if (!landType) throw new AreaCheckError("Lütfen arazi vasfını seçin.");
  const g = kontrolGirdisi(landType, areas, trees, settings, olive);
  const missing = missingArea(g);
  if (missing) throw new AreaCheckError(missing);
  const sonuc = dikiliAlanKontrolu(g, settings.esikler);
  return { sonuc, detay: sonuc.type === "success" ? null : failureBannerDetail(g, sonuc, settings.esikler) };
}

/**
 * The toast after a failed check. It tells the same story as the check and the calculation, which read the same
 * evaluation (worker/core/calculation/dikili-alan.ts): a failed check is a refusal of the facility, never "yapılabilir" (the
 * earlier toast texts said so over a refusal). None after a passed check: the drawer shows it.
 */
export function manualCheckToast(s: KontrolSonucu, facility: string): { text: string; ms: number } | null {
  if (s.type === "success") return null;
  return { text: `${s.message}. Bu bilgilerle ${facility} için izin verilemez.`, ms: 6_000 };
}

export const DUT_SUCCESS = "Dut bahçesi kontrolü başarılı.";
export const DUT_FAILURE = "Lütfen geçerli bir dut bahçesi alanı ve dut ağacı sayısı girin.";

/** Sum of the mulberry (Dut) rows. */
export function mulberryCount(trees: readonly AddedTree[]): number {
  return trees.filter((t) => t.turAdi.toLocaleLowerCase("tr") === "dut").reduce((s, t) => s + t.sayi, 0);
}

/** Continue in the sericulture case: a planted area and at least one mulberry tree, else DUT_FAILURE. */
export function continueMulberry(areas: Areas, trees: readonly AddedTree[]): AreaCheckResult {
  const count = mulberryCount(trees);
  if (!(areas.dikiliAlan > 0) || !(count > 0)) throw new AreaCheckError(DUT_FAILURE);
  return { ...areas, eklenenAgaclar: [...trees], alanTipi: "dut", agacSayisi: count, preliminaryCheck: true };
}

/** A drawn area's text: whole square metres, with hectares (2 decimals) from 10 000 m². */
export const drawnAreaText = (m2: number) => formatArea(m2, { digits: 0, hectares: true });
