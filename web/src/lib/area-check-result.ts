/**
 * What the area check hands to the calculation form: the result's shape, which areas a land type asks for, and
 * which form fields a result fills. Shared by the area-check drawer (features/area-check) and the form
 * (features/calculation). Pure.
 */
import type { AreaCheckKind } from "@worker/contracts/rule-set.ts";
import { hasPlantedArea, type AgacTipi, type KontrolSonucu } from "@worker/calculation/dikili-alan.ts";
import { numberOrNull } from "./number-input.ts";

/** The check's cases are the rule set's area-check kinds (a type's `form.alan_kontrolu`). */
export type CheckCase = AreaCheckKind;
export type DrawMode = "tarla" | "dikili" | "zeytinlik";

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
export function modesFor(c: CheckCase, landType: string): DrawMode[] {
  if (c === "dut-bahcesi") return ["dikili"];
  if (c === "depo-alani") return ["tarla"];
  switch (landType) {
    case "Dikili vasıflı":
    case "Zeytin ağaçlı + herhangi bir dikili vasıf":
    case "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf":
      return ["dikili"];
    case "Tarla + herhangi bir dikili vasıflı":
      return ["tarla", "dikili"];
    case "Tarla + Zeytinlik":
      return ["tarla", "zeytinlik"];
    default:
      return ["tarla"];
  }
}

/**
 * What a check result writes into the form ('Copy to form'), keyed by form field. Only areas that round to more
 * than 0 are copied; land types whose form has one parcel field (Tarla, Sera, Ham toprak) also take the field area
 * as alan_m2.
 */
export function copyToForm(c: CheckCase, landType: string, r: Areas & { agacSayisi?: number }): Record<string, number> {
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
  switch (landType) {
    case "Dikili vasıflı":
      put("alan_m2", r.dikiliAlan);
      put("dikili_alani", r.dikiliAlan);
      put("tarla_alani", r.tarlaAlani);
      break;
    case "Tarla + Zeytinlik":
      put("tarla_alani", r.tarlaAlani);
      put("zeytinlik_alani", r.zeytinlikAlani);
      break;
    case "Zeytin ağaçlı + herhangi bir dikili vasıf":
    case "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf":
      put("dikili_alani", r.dikiliAlan);
      break;
    case "Tarla":
    case "Sera":
    case "Ham toprak, taşlık, kıraç, palamutluk, koruluk gibi diğer vasıflı":
      // The rule for the other land types (both areas), plus the one parcel field these land types' forms show.
      put("dikili_alani", r.dikiliAlan);
      put("tarla_alani", r.tarlaAlani);
      put("alan_m2", r.tarlaAlani);
      break;
    default:
      put("dikili_alani", r.dikiliAlan);
      put("tarla_alani", r.tarlaAlani);
  }
  return out;
}

/**
 * The areas already typed in the form, for the check to open with: the inverse of `copyToForm` (each field it
 * would fill, read back into the area it would come from), for the areas the land type asks for.
 */
export function areasFromForm(
  c: CheckCase,
  landType: string,
  form: Readonly<Record<string, string | boolean | undefined>>,
): Partial<Record<DrawMode, number>> {
  const marker: Record<number, DrawMode> = { 1: "tarla", 2: "dikili", 3: "zeytinlik" };
  const fields = copyToForm(c, landType, { tarlaAlani: 1, dikiliAlan: 2, zeytinlikAlani: 3 });
  const wanted = new Set(modesFor(c, landType));
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
export function checkTitle(landType: string, ok: boolean): string {
  const what = hasPlantedArea(landType) ? "Dikili alan kontrolü" : "Alan kontrolü";
  return `${what} ${ok ? "başarılı" : "başarısız"}`;
}

/** Whether the areas a land type needs are present, so the result may be copied. */
export function hasRequiredAreas(c: CheckCase, landType: string, a: Areas): boolean {
  return modesFor(c, landType).every(
    (m) => (m === "tarla" ? a.tarlaAlani : m === "dikili" ? a.dikiliAlan : a.zeytinlikAlani) > 0,
  );
}
