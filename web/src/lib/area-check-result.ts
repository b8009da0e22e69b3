/**
 * What the area check hands to the calculation form: the result's shape, which areas a land type asks for, and
 * which form fields a result fills — in the vineyard-house case as the land type's profile says (the rule file's
 * `sabitler.arazi_profilleri`, worker/rules/land-profiles.ts; null while the version's settings load). Shared by the
 * area-check drawer (features/area-check) and the form (features/calculation). Pure.
 */
import type { AreaCheckKind } from "@worker/contracts/rule-set.ts";
import type { AgacTipi, KontrolSonucu } from "@worker/calculation/dikili-alan.ts";
import type { DialogArea, LandProfile } from "@worker/rules/land-profiles.ts";
import { numberOrNull } from "./number-input.ts";

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
  const put = (k: string, v: number) => {
    const rounded = Math.round(v);
    if (rounded > 0) out[k] = rounded;
  };
  if (c === "dut-bahcesi") {
    put("dut_bahcesi_alani", r.dikiliAlan);
    put("dut_agaci_sayisi", r.agacSayisi ?? 0);
    return out;
  }
  if (c === "depo-alani") {
    put("alan_m2", r.tarlaAlani);
    return out;
  }
  for (const [field, mode] of Object.entries(profile?.pencere.forma_aktar ?? {})) put(field, r[AREA_OF[mode]]);
  return out;
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
    const n = numberOrNull(text, { integer: true });
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

/** Whether the areas a land type needs are present, so the result may be copied. */
export function hasRequiredAreas(c: CheckCase, profile: LandProfile | null, a: Areas): boolean {
  return modesFor(c, profile).every((m) => a[AREA_OF[m]] > 0);
}
