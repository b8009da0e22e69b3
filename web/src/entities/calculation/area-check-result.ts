/**
 * What the area check hands to the calculation form: the result's shape, which areas a land type asks for, and
 * which form fields a result fills — in the vineyard-house case as the land type's profile says (the rule file's
 * `sabitler.arazi_profilleri`, worker/core/rules/land-profiles.ts; null while the version's settings load). Shared by the
 * area-check drawer (features/area-check) and the form (features/calculation). Pure.
 */
import { formatTr } from "@worker/core/rules/numbers.ts";
import type { AreaCheckKind } from "@worker/core/contracts/rule-set.ts";
import type { AgacTipi, KontrolSonucu } from "@worker/core/calculation/dikili-alan.ts";
import type { DialogArea, LandProfile } from "@worker/core/rules/land-profiles.ts";
import { numberOrNull } from "../../lib/number-input.ts";

/** The check's cases are the rule set's area-check kinds (a type's `form.alan_kontrolu`). */
export type CheckCase = AreaCheckKind;
/** The dialog's areas: field, planted, olive grove (the profiles' `pencere.alanlar`). */
export type DrawMode = DialogArea;

/** An added tree as the dialog keeps it and hands it on. */
export interface AddedTree {
  turid: number;
  turAdi: string;
  tipi: AgacTipi;
  sayi: number;
  gerekliAgacSayisi: number;
}

export interface Areas {
  tarlaAlani: number;
  dikiliAlan: number;
  zeytinlikAlani: number;
}

/** The result handed to the form. */
export interface AreaCheckResult extends Areas {
  dikiliAlanKontrolSonucu?: KontrolSonucu;
  eklenenAgaclar: AddedTree[];
  alanTipi: string;
  agacSayisi: number;
  preliminaryCheck?: boolean;
  directTransfer?: boolean;
  clearAll?: boolean;
  /** The failure banner's detail line (failureBannerDetail), when the check failed. */
  mesajDetay?: string;
}

/**
 * Where an area handed to the form came from: drawn on the map or read from a parcel file ("harita"), or typed in
 * the drawer ("yazildi"). Only the first is map data (the form's hint says "Harita verisi kullanılıyor" for it alone).
 */
export type AreaSource = "harita" | "yazildi";

/** A form value the person has there (typed, or from a parcel file) that a result would replace. */
export interface FormChange {
  field: string;
  /** The field's name without unit, e.g. "Arazi alanı". */
  label: string;
  /** The value in the form now. */
  from: number;
  /** The value the area check would write. */
  to: number;
  /** "m²" for an area, "ağaç" for the mulberry count. */
  unit: string;
}

/**
 * How the drawer hands a result over, beside the result itself (which goes on to the calculation as
 * `manuel_kontrol_sonucu`): where each area came from, and the form fields whose value the person chose to keep
 * when asked whether the check's value should replace it.
 */
export interface Handover {
  sources: Partial<Record<DrawMode, AreaSource>>;
  keep: readonly string[];
}

const MODE_LABEL: Record<DrawMode, string> = {
  tarla: "Tarla alanı",
  dikili: "Dikili alan",
  zeytinlik: "Zeytinlik alanı",
};
/** An area's name for the land type: its profile's name for the area where it has one. */
export function areaLabel(mode: DrawMode, profile: LandProfile | null): string {
  return profile?.alan_etiketleri?.[mode] ?? MODE_LABEL[mode];
}

/** Which areas a land type asks for (and so which polygons and typed inputs the dialog offers first). */
export function modesFor(c: CheckCase, profile: LandProfile | null): DrawMode[] {
  if (c === "dut-bahcesi") return ["dikili"];
  if (c === "depo-alani") return ["tarla"];
  return profile ? [...profile.pencere.alanlar] : [];
}

const AREA_OF: Record<DrawMode, keyof Areas> = {
  tarla: "tarlaAlani",
  dikili: "dikiliAlan",
  zeytinlik: "zeytinlikAlani",
};

/**
 * What a check result writes into the form ('Copy to form'), keyed by form field: in the vineyard-house case the
 * fields the land type's profile names (`pencere.forma_aktar`). Only areas that round to more than 0 are copied.
 */
export function copyToForm(
  c: CheckCase,
  profile: LandProfile | null,
  r: Areas & { agacSayisi?: number },
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [field, from] of Object.entries(formFieldSources(c, profile))) {
    const rounded = Math.round(from === "agacSayisi" ? (r.agacSayisi ?? 0) : r[AREA_OF[from]]);
    if (rounded > 0) out[field] = rounded;
  }
  return out;
}

/** Which area (or, for the mulberry garden, the tree count) each form field a result fills is taken from. */
export function formFieldSources(c: CheckCase, profile: LandProfile | null): Record<string, DrawMode | "agacSayisi"> {
  if (c === "dut-bahcesi") return { dut_bahcesi_alani: "dikili", dut_agaci_sayisi: "agacSayisi" };
  if (c === "depo-alani") return { alan_m2: "tarla" };
  return { ...(profile?.pencere.forma_aktar ?? {}) };
}

/**
 * The values a result would change in the form without the person's say: each field it fills where the form holds
 * another number the person put there (`own`: the typed values and a parcel file's area, not what an earlier area
 * check wrote). These are asked about first (nothing the person typed changes without asking).
 */
export function formChanges(
  c: CheckCase,
  profile: LandProfile | null,
  r: Areas & { agacSayisi?: number; directTransfer?: boolean },
  own: Readonly<Record<string, { value: number; label: string }>>,
): FormChange[] {
  const copied = r.directTransfer || hasRequiredAreas(c, profile, r) ? copyToForm(c, profile, r) : {};
  const from = formFieldSources(c, profile);
  return Object.entries(copied).flatMap(([field, to]) => {
    const now = own[field];
    const unit = from[field] === "agacSayisi" ? "ağaç" : "m²";
    return now && now.value !== to ? [{ field, label: now.label, from: now.value, to, unit }] : [];
  });
}

/** A form value with its unit, Turkish grouping: "6.000 m²", "80 ağaç". */
export function valueText(n: number, unit: string): string {
  return `${formatTr(n)} ${unit}`;
}

/**
 * The areas already typed in the form, for the check to open with: the inverse of `copyToForm` (each field it
 * would fill, read back into the area it would come from), for the areas the land type asks for.
 */
export function areasFromForm(
  c: CheckCase,
  profile: LandProfile | null,
  form: Readonly<Record<string, string | boolean | undefined>>,
): Partial<Record<DrawMode, number>> {
  const marker: Record<number, DrawMode> = { 1: "tarla", 2: "dikili", 3: "zeytinlik" };
  const fields = copyToForm(c, profile, { tarlaAlani: 1, dikiliAlan: 2, zeytinlikAlani: 3 });
  const wanted = new Set(modesFor(c, profile));
  const out: Partial<Record<DrawMode, number>> = {};
  for (const [field, m] of Object.entries(fields)) {
    const mode = marker[m];
    const text = form[field];
    if (!mode || !wanted.has(mode) || out[mode] !== undefined || typeof text !== "string") continue;
    const n = numberOrNull(text);
    if (n !== null && n > 0) out[mode] = n;
  }
  return out;
}

/**
 * The check's headline: a planted-area check only where the land type has a planted part; a field, a greenhouse
 * or raw land has its area checked, not a planting.
 */
export function checkTitle(profile: LandProfile | null, ok: boolean): string {
  const what = profile?.dikili_kismi ? "Dikili alan kontrolü" : "Alan kontrolü";
  return `${what} ${ok ? "başarılı" : "başarısız"}`;
}

const m2 = (n: number) => valueText(n, "m²");

/** "Alan ölçüldü: 6.000 m²", or with more areas "Alanlar ölçüldü: Tarla alanı 15.000 m², Dikili alan 6.000 m²". */
export function measuredText(profile: LandProfile | null, a: Areas): string {
  const shown = modesFor("dikili-alan", profile).filter((m) => a[AREA_OF[m]] > 0);
  if (shown.length === 0) return "Alan ölçüldü";
  if (shown.length === 1) return `Alan ölçüldü: ${m2(a[AREA_OF[shown[0]!]])}`;
  return `Alanlar ölçüldü: ${shown.map((m) => `${areaLabel(m, profile)} ${m2(a[AREA_OF[m]])}`).join(", ")}`;
}

/** Why a check of areas alone leaves a planted land type's result assumed (the result's "manuel alan kontrolü yapılmamıştır"). */
export const NOT_VERIFIED_NOTE =
  "Ağaç girilmeden yapılan kontrol dikili vasfı doğrulamaz ve manuel alan kontrolü sayılmaz: hesaplama varsayımsal kalır. Doğrulamak için ağaçları ekleyip yeniden kontrol edin.";

/** What a check established, told the way the calculation counts it (one story for the drawer and the form's banner). */
export interface CheckStory {
  kind: "success" | "error" | "info";
  title: string;
  /** The check's own message, or null where it would claim more than was checked. */
  message: string | null;
  note: string | null;
}

/**
 * The story of a vineyard-house check. The calculation counts a check on planted land only when trees were entered
 * (worker/core/calculation/facts/bag-evi-kontrolu.ts, `manuelKontrol`): areas alone measured the land, not its
 * planting, so such a check is "Alan ölçüldü — dikili vasıf doğrulanmadı", never "Dikili alan kontrolü başarılı"
 * (its result says "manuel alan kontrolü yapılmamıştır"). A failed area stays a failure: the calculation refuses
 * it with or without trees. Land without a planted part has its area checked, and nothing more is claimed.
 */
export function checkStory(
  profile: LandProfile | null,
  sonuc: Pick<KontrolSonucu, "type" | "message">,
  areas: Areas,
  treeRows: number,
): CheckStory {
  const ok = sonuc.type === "success";
  if (profile?.dikili_kismi && treeRows === 0) {
    if (!ok) return { kind: "error", title: "Alan kontrolü başarısız", message: sonuc.message, note: null };
    return {
      kind: "info",
      title: `${measuredText(profile, areas)} — dikili vasıf doğrulanmadı (ağaç girilmedi)`,
      message: null,
      note: NOT_VERIFIED_NOTE,
    };
  }
  return { kind: ok ? "success" : "error", title: checkTitle(profile, ok), message: sonuc.message, note: null };
}

/** Whether the areas a land type needs are present, so the result may be copied. */
export function hasRequiredAreas(c: CheckCase, profile: LandProfile | null, a: Areas): boolean {
  return modesFor(c, profile).every((m) => a[AREA_OF[m]] > 0);
}
