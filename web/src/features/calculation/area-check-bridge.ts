/**
 * The form's side of the area check: what the check is opened with, copying its result
 * into the form, the check banners, and smart detection of hand-edited areas. The app opens the drawer
 * (features/area-check) with `areaCheckRequest` and hands its result to `applyAreaCheck`.
 */
import { formatTr } from "@worker/core/rules/numbers.ts";
import type { StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import type { LandProfile } from "@worker/core/rules/land-profiles.ts";
import {
  checkStory,
  copyToForm,
  formFieldSources,
  hasRequiredAreas,
  measuredText,
  type AreaCheckResult,
  type CheckCase,
  valueText,
  type Handover,
} from "../../entities/calculation/area-check-result.ts";
import { inputText, numberOrNull } from "../../lib/number-input.ts";
import { calculationState, type CheckBanner, type TransferSource } from "./form-state.ts";

/** What the area check needs from the form to open for a type, or null (with the land-type error set) when it cannot. */
export function areaCheckRequest(type: Pick<StructureTypeDto, "label" | "form">): {
  checkCase: CheckCase;
  landType: string;
  facility: string;
  form: Record<string, string | boolean>;
  own: Record<string, { value: number; label: string }>;
} | null {
  const c = type.form.alan_kontrolu;
  if (!c) return null;
  const landType = calculationState.landType;
  if (c === "dikili-alan" && !landType) {
    calculationState.errors = { ...calculationState.errors, arazi_vasfi: "Lütfen arazi vasfını seçin." };
    return null;
  }
  return { checkCase: c, landType, facility: type.label, form: { ...calculationState.values }, own: ownValues(type) };
}

/** Whether a transferred value came from the area check (not from a parcel file read on the page). */
const fromAreaCheck = (source: TransferSource | undefined) => source === "harita" || source === "alan-kontrolu";

/**
 * The form's numbers the person put there — typed, or a parcel file's area — by field, with the field's name: an
 * area check replaces them only when the person confirms. A value an earlier area check wrote, still unchanged, is
 * the check's own and is not listed.
 */
export function ownValues(type: Pick<StructureTypeDto, "form">): Record<string, { value: number; label: string }> {
  const s = calculationState;
  const out: Record<string, { value: number; label: string }> = {};
  for (const [field, text] of Object.entries(s.values)) {
    if (typeof text !== "string") continue;
    const value = numberOrNull(text);
    if (value === null || value <= 0) continue;
    if (fromAreaCheck(s.mapSources[field]) && s.mapValues[field] === value) continue;
    out[field] = { value, label: type.form.alanlar.find((f) => f.ad === field)?.etiket ?? field };
  }
  return out;
}

/**
 * The banner under the check's button: the same story as the drawer's result (entities/calculation/area-check-result.ts,
 * checkStory) — on planted land a check counts only with trees, as the calculation counts it. When the person kept
 * values of their own (asked before the check's would replace them), that comes first: the calculation uses the
 * form's values, and the check's outcome is what it found on its own.
 */
function bannerFor(
  c: CheckCase,
  r: AreaCheckResult,
  profile: LandProfile | null,
  kept: readonly { from: string; to: string }[],
): CheckBanner {
  const join = (...lines: (string | null | undefined)[]) => lines.filter(Boolean).join(" — ") || undefined;
  const withDetail = (b: CheckBanner, detail: string | undefined): CheckBanner => (detail ? { ...b, detail } : b);
  const species = new Set(r.eklenenAgaclar.map((t) => t.turid)).size;
  const transferred = species > 0 ? `Manuel kontrol sonucu aktarıldı (${species} ağaç türü)` : undefined;
  const k = r.dikiliAlanKontrolSonucu;
  if (kept.length) {
    const values = kept.map((v) => `${v.from} (alan kontrolü: ${v.to})`).join(", ");
    const found = k ? checkStory(profile, k, r, r.eklenenAgaclar.length) : null;
    return withDetail(
      { kind: "info", title: `Formdaki değeriniz korundu: ${values}` },
      join(
        "Hesaplama formdaki değerle yapılır",
        found ? `alan kontrolünün kendi sonucu: ${found.title}` : undefined,
        found?.message,
        transferred,
      ),
    );
  }
  if (r.directTransfer) {
    // Areas alone: on planted land that measured the land, not its planting.
    const measured =
      c === "dikili-alan" && profile?.dikili_kismi
        ? `${measuredText(profile, r)} — dikili vasıf doğrulanmadı (ağaç girilmedi)`
        : undefined;
    return withDetail({ kind: "info", title: "Doğrudan aktarım yapıldı" }, measured);
  }
  if (!k)
    return withDetail(
      { kind: "success", title: "Manuel kontrol sonucu aktarıldı" },
      species > 0 ? `${species} ağaç türü` : undefined,
    );
  const story = checkStory(profile, k, r, r.eklenenAgaclar.length);
  const detail =
    k.type === "success"
      ? join(story.message, story.note, transferred)
      : join(story.message, r.mesajDetay, transferred);
  return withDetail({ kind: story.kind, title: story.title }, detail);
}

/**
 * Copies a check's result into the form; `profile`: the land type's profile the check read (null in other cases).
 * The fields in `handover.keep` keep the value the person put there (they were asked); every copied value records
 * where it came from (a drawn polygon is map data, a typed area is not). 'Verileri Temizle' (clearAll) empties only
 * what an area check wrote and nobody changed since: values the person typed, and a parcel file's area, stay.
 */
export function applyAreaCheck(
  c: CheckCase,
  r: AreaCheckResult,
  profile: LandProfile | null,
  handover: Handover = { sources: {}, keep: [] },
): void {
  const s = calculationState;
  if (r.clearAll) {
    const typedOver = new Set(overriddenFields(s.values, s.mapValues));
    for (const k of Object.keys(s.mapValues)) {
      if (!fromAreaCheck(s.mapSources[k])) continue;
      if (!typedOver.has(k)) s.values[k] = "";
      delete s.mapValues[k];
      delete s.mapSources[k];
    }
    s.check = null;
    s.banner = null;
    return;
  }
  const copied = r.directTransfer || hasRequiredAreas(c, profile, r) ? copyToForm(c, profile, r) : {};
  const from = formFieldSources(c, profile);
  // A kept value keeps its area's other fields too (a land type may copy one area into two fields, one not shown).
  const keptAreas = new Set(handover.keep.map((k) => from[k]));
  const kept: { from: string; to: string }[] = [];
  const sources: Record<string, TransferSource> = {};
  for (const [k, v] of Object.entries(copied)) {
    const origin = from[k];
    const before = s.mapSources[k];
    const unchanged = before !== undefined && s.mapValues[k] === v && numberOrNull(String(s.values[k] ?? "")) === v;
    // A value the check leaves as it was keeps where it came from (a parcel file's area stays map data).
    sources[k] = unchanged
      ? before
      : origin && origin !== "agacSayisi" && handover.sources[origin] === "harita"
        ? "harita"
        : "alan-kontrolu";
    if (handover.keep.includes(k)) {
      const unit = origin === "agacSayisi" ? "ağaç" : "m²";
      const text = s.values[k];
      const now = typeof text === "string" ? numberOrNull(text) : null;
      kept.push({ from: now === null ? String(text ?? "") : valueText(now, unit), to: valueText(v, unit) });
      continue;
    }
    if (keptAreas.has(origin)) continue;
    s.values[k] = inputText(v);
    delete s.errors[k];
  }
  if (c === "dut-bahcesi" && copied["dut_bahcesi_alani"] && !handover.keep.includes("dut_bahcesi_alani"))
    s.values["dut_bahcesi_var_mi"] = true;
  // A parcel file's area in a field the check does not fill stays map data.
  const parcel = Object.keys(s.mapValues).filter((k) => s.mapSources[k] === "parsel" && !(k in copied));
  s.mapValues = { ...Object.fromEntries(parcel.map((k) => [k, s.mapValues[k]!])), ...copied };
  s.mapSources = { ...Object.fromEntries(parcel.map((k) => [k, "parsel" as const])), ...sources };
  s.check = r;
  s.banner = bannerFor(c, r, profile, kept);
}

/**
 * The hint under a field the form took over: map data ("Harita verisi kullanılıyor") only for a drawn polygon or a
 * parcel file; an area typed in the area check is "Alan kontrolünden aktarıldı". `overridden` and `restore` when
 * the person typed another value over it.
 */
export function transferHint(
  source: TransferSource | undefined,
  value: number,
  unit: string | null,
): { inUse: string; overridden: string; restore: string } {
  const shown = `${formatTr(value)}${unit ? ` ${unit}` : ""}`;
  if (source === "alan-kontrolu")
    return {
      inUse: "Alan kontrolünden aktarıldı",
      overridden: `Manuel değer kullanılıyor (Alan kontrolü: ${shown})`,
      restore: "Alan kontrolü değerini kullan",
    };
  return {
    inUse: "Harita verisi kullanılıyor",
    overridden: `Manuel değer kullanılıyor (Harita: ${shown})`,
    restore: "Harita bilgisini kullan",
  };
}

/** Smart detection: fields whose value was typed over the transferred one. */
export function overriddenFields(
  values: Readonly<Record<string, string | boolean>>,
  mapValues: Readonly<Record<string, number>>,
): string[] {
  return Object.entries(mapValues)
    .filter(([k, v]) => {
      const typed = values[k];
      return typeof typed === "string" && typed.trim() !== "" && numberOrNull(typed) !== v;
    })
    .map(([k]) => k);
}

/** The check result as the request carries it (manuel_kontrol_sonucu), marked when a field was typed over. */
export function manualCheckPayload(): Record<string, unknown> | null {
  const s = calculationState;
  if (!s.check) return null;
  const over = overriddenFields(s.values, s.mapValues);
  return over.length
    ? { ...s.check, manualOverride: true, overrideField: over[0], originalMapValues: { ...s.mapValues } }
    : { ...s.check };
}
