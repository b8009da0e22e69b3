/**
 * The parcel analysis page's form (client state): the land type, the typed values (parcel area and land-type area
 * fields), the field errors and the submitted request. Its answer is server state: use-analysis.ts (TanStack Query).
 * The point and the closed-basin statement live in entities/location/location-state (the location picker's).
 */
import { proxy } from "valtio";
import type { FormFieldDto, RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { analysisFields } from "@worker/core/calculation/analysis-fields.ts";
import { effectiveBasin, formBlockHint, locationState } from "../../entities/location/location-state.ts";
import { fieldNumberError, isIntegerField, numberOrNull } from "../../lib/number-input.ts";

export const LAND_TYPE_REQUIRED = "Arazi vasfı seçilmelidir";
export const BASIN_REQUIRED = "Kapalı su havzası durumunu belirtmeniz gerekiyor";
export const CERTIFICATE_REQUIRED = "Su tahsis belgesi durumunuzu belirtmeniz gerekiyor";

interface AnalysisState {
  landType: string;
  /** The land's emsal class as stated; null: not stated (each row gives the other class's answer too). */
  emsalTuru: "marjinal" | "mutlak_dikili" | null;
  values: Record<string, string>;
  /** 'Su tahsis belgeniz var mı?': asked when the parcel is in a closed basin and a type needs the certificate. */
  certificate: boolean | null;
  errors: Record<string, string>;
  /** A message for the whole form (location, server). */
  error: string | null;
  /** The analysis whose answer the page shows (null: none). */
  submission: AnalysisSubmission | null;
}

/**
 * An analysis asked for: the request body (what a save sends) and the fields the form showed (a server message about
 * another field goes above the form). Every 'Analiz et' is a new submission (`n`).
 */
export interface AnalysisSubmission {
  body: Record<string, unknown>;
  shownFields: readonly string[];
  n: number;
}

export const analysisState = proxy<AnalysisState>({
  landType: "",
  emsalTuru: null,
  values: {},
  certificate: null,
  errors: {},
  error: null,
  submission: null,
});

let submissions = 0;

/** The parcel-area field: the first form's `alan_m2` shown for every land type (label, bounds, message). */
export function parcelAreaField(ruleSet: Pick<RuleSetDto, "turler">): FormFieldDto | null {
  for (const t of ruleSet.turler) {
    const f = t.form.alanlar.find((x) => x.ad === "alan_m2" && x.arazi_vasiflari === null);
    if (f) return f;
  }
  return null;
}

/** The fields the form shows for the chosen land type: the parcel area, then the land-type area fields. */
export function formFields(ruleSet: Pick<RuleSetDto, "turler" | "arazi_vasiflari">, landType: string): FormFieldDto[] {
  const area = parcelAreaField(ruleSet);
  const id = ruleSet.arazi_vasiflari.find((t) => t.ad === landType)?.id;
  return [...(area ? [area] : []), ...(id === undefined ? [] : analysisFields(ruleSet.turler, id))];
}

type Flag = "havza_beyani_gerekli" | "su_tahsis_belgesi_gerekli";

/** Whether any type that the land type allows (any type, before a land type is chosen) has the flag. */
function anyAllowed(ruleSet: Pick<RuleSetDto, "turler" | "arazi_vasiflari">, landType: string, flag: Flag) {
  const id = ruleSet.arazi_vasiflari.find((t) => t.ad === landType)?.id;
  return ruleSet.turler.some((t) => t[flag] && (id === undefined || t.arazi_vasiflari.includes(id)));
}

/** Whether any type that the land type allows needs the closed-basin statement. */
export function needsBasinStatement(ruleSet: Pick<RuleSetDto, "turler" | "arazi_vasiflari">, landType: string) {
  return anyAllowed(ruleSet, landType, "havza_beyani_gerekli");
}

/** Whether the certificate question applies: a type needs it and the parcel is in a closed basin. */
export function needsCertificate(
  ruleSet: Pick<RuleSetDto, "turler" | "arazi_vasiflari">,
  landType: string,
  basin: boolean | "unknown",
) {
  return basin === true && anyAllowed(ruleSet, landType, "su_tahsis_belgesi_gerekli");
}

export function resetAnalysis(
  prefill: { landType: string; values: Record<string, string>; emsalTuru?: AnalysisState["emsalTuru"] } | null = null,
): void {
  analysisState.landType = prefill?.landType ?? "";
  analysisState.emsalTuru = prefill?.emsalTuru ?? null;
  analysisState.values = { ...(prefill?.values ?? {}) };
  analysisState.certificate = null;
  analysisState.errors = {};
  analysisState.error = null;
  analysisState.submission = null;
}

export function setLandType(landType: string): void {
  analysisState.landType = landType;
  analysisState.errors = {};
  analysisState.submission = null;
}

export function setEmsalTuru(value: AnalysisState["emsalTuru"]): void {
  analysisState.emsalTuru = value;
  analysisState.submission = null;
}

export function setCertificate(value: boolean): void {
  analysisState.certificate = value;
  delete analysisState.errors["su_tahsis_belgesi"];
}

export function clearError(name: string): void {
  delete analysisState.errors[name];
}

export function setValue(name: string, value: string): void {
  analysisState.values[name] = value;
  delete analysisState.errors[name];
}

/**
 * Client checks with the descriptors' messages: land type chosen, then each field's text through the one number
 * reader (lib/number-input.ts: Turkish writing, a question for what reads two ways, required, bounds).
 */
export function validateAnalysis(fields: readonly FormFieldDto[], landType: string, values: Record<string, string>) {
  const errors: Record<string, string> = {};
  if (!landType) errors["arazi_vasfi"] = LAND_TYPE_REQUIRED;
  for (const f of fields) {
    const error = fieldNumberError(f, values[f.ad] ?? "");
    if (error) errors[f.ad] = error;
  }
  return errors;
}

/**
 * 'Analiz et': checks the point (inside İzmir), the closed-basin statement where a type needs it and the fields,
 * then asks the server. `extra`: fields every request carries (the rule-set version of a re-opened analysis).
 */
export function submitAnalysis(
  ruleSet: Pick<RuleSetDto, "turler" | "arazi_vasiflari">,
  extra: Record<string, string> = {},
): void {
  const { landType, values } = analysisState;
  const fields = formFields(ruleSet, landType);
  const errors = validateAnalysis(fields, landType, values);
  const hint = formBlockHint(locationState);
  const basin = needsBasinStatement(ruleSet, landType) ? effectiveBasin(locationState) : null;
  if (!hint && basin === "unknown") errors["kapaliSuHavzasiIcinde"] = BASIN_REQUIRED;
  const certificate = needsCertificate(ruleSet, landType, effectiveBasin(locationState));
  if (!hint && certificate && analysisState.certificate === null) errors["su_tahsis_belgesi"] = CERTIFICATE_REQUIRED;
  analysisState.errors = errors;
  analysisState.error = hint;
  if (hint || Object.keys(errors).length || !locationState.point) return;
  const body: Record<string, unknown> = {
    latitude: locationState.point.lat,
    longitude: locationState.point.lng,
    arazi_vasfi: landType,
    ...Object.fromEntries(
      fields.flatMap((f) => {
        const n = numberOrNull(values[f.ad] ?? "", { integer: isIntegerField(f) });
        return n === null ? [] : [[f.ad, n]];
      }),
    ),
    ...(locationState.check?.kapaliSuHavzasiIcinde === "unknown" && locationState.havzaBeyani !== null
      ? { kapaliSuHavzasiIcinde: locationState.havzaBeyani }
      : {}),
    ...(certificate && analysisState.certificate !== null ? { su_tahsis_belgesi: analysisState.certificate } : {}),
    ...(analysisState.emsalTuru ? { emsal_turu: analysisState.emsalTuru } : {}),
    ...extra,
  };
  const shownFields = [
    ...fields.map((f) => f.ad),
    "arazi_vasfi",
    "emsal_turu",
    "kapaliSuHavzasiIcinde",
    "su_tahsis_belgesi",
  ];
  analysisState.submission = { body, shownFields, n: ++submissions };
}
