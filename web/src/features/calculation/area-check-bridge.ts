/**
 * The form's side of the area check: what the check is opened with, copying its result
 * into the form, the check banners, and smart detection of hand-edited areas. The app opens the drawer
 * (features/area-check) with `areaCheckRequest` and hands its result to `applyAreaCheck`.
 */
import type { StructureTypeDto } from "@worker/contracts/rule-set.ts";
import type { LandProfile } from "@worker/rules/land-profiles.ts";
import {
  checkTitle,
  copyToForm,
  hasRequiredAreas,
  type AreaCheckResult,
  type CheckCase,
} from "../../lib/area-check-result.ts";
import { inputText, numberOrNull } from "../../lib/number-input.ts";
import { calculationState, type CheckBanner } from "./form-state.ts";

/** What the area check needs from the form to open for a type, or null (with the land-type error set) when it cannot. */
export function areaCheckRequest(
  type: Pick<StructureTypeDto, "label" | "form">,
): { checkCase: CheckCase; landType: string; facility: string; form: Record<string, string | boolean> } | null {
  const c = type.form.alan_kontrolu;
  if (!c) return null;
  const landType = calculationState.landType;
  if (c === "dikili-alan" && !landType) {
    calculationState.errors = { ...calculationState.errors, arazi_vasfi: "Lütfen arazi vasfını seçin." };
    return null;
  }
  return { checkCase: c, landType, facility: type.label, form: { ...calculationState.values } };
}

function bannerFor(r: AreaCheckResult, profile: LandProfile | null): CheckBanner {
  if (r.directTransfer) return { kind: "info", title: "Doğrudan aktarım yapıldı" };
  const species = new Set(r.eklenenAgaclar.map((t) => t.turid)).size;
  const transferred = species > 0 ? `Manuel kontrol sonucu aktarıldı (${species} ağaç türü)` : undefined;
  const k = r.dikiliAlanKontrolSonucu;
  if (!k)
    return {
      kind: "success",
      title: "Manuel kontrol sonucu aktarıldı",
      ...(species > 0 ? { detail: `${species} ağaç türü` } : {}),
    };
  if (k.type === "success")
    return {
      kind: "success",
      title: checkTitle(profile, true),
      detail: [k.message, transferred].filter(Boolean).join(" — "),
    };
  return {
    kind: "error",
    title: checkTitle(profile, false),
    detail: [r.mesajDetay ?? k.message, transferred].filter(Boolean).join(" — "),
  };
}

/** Copies a check's result into the form; `profile`: the land type's profile the check read (null in other cases). */
export function applyAreaCheck(c: CheckCase, r: AreaCheckResult, profile: LandProfile | null): void {
  const s = calculationState;
  if (r.clearAll) {
    for (const k of Object.keys(s.mapValues)) s.values[k] = "";
    s.mapValues = {};
    s.check = null;
    s.banner = null;
    return;
  }
  const copied = r.directTransfer || hasRequiredAreas(c, profile, r) ? copyToForm(c, profile, r) : {};
  for (const [k, v] of Object.entries(copied)) {
    s.values[k] = inputText(v);
    delete s.errors[k];
  }
  if (c === "dut-bahcesi" && copied["dut_bahcesi_alani"]) s.values["dut_bahcesi_var_mi"] = true;
  s.mapValues = copied;
  s.check = r;
  s.banner = bannerFor(r, profile);
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
