/** The calculation page's form and result. */
import { proxy } from "valtio";
import type { CalculationResult } from "@worker/contracts/calculation.ts";
import type { AreaCheckResult } from "../../lib/area-check-result.ts";
import { ApiClientError } from "../../lib/api-client.ts";
import { todayIso } from "../../lib/rule-version.ts";
import { inputText } from "../../lib/number-input.ts";
import { requestCalculation } from "../../lib/calculation-request.ts";
import type { EmsalId } from "../../lib/result-format.ts";
import { preloadSanitizer } from "../../components/sanitized-html.tsx";

export interface CheckBanner {
  kind: "success" | "error" | "info";
  title: string;
  detail?: string;
}

/**
 * A calculation that could not be made: never a verdict. `retry` when asking again can help (no connection, a
 * server error, too many requests); not for an answer about the input (its field errors say what to fix).
 */
export interface CalculationFailure {
  message: string;
  retry: boolean;
}

interface CalculationState {
  slug: string;
  landType: string;
  emsalTuru: EmsalId;
  /** What the user entered; a field without an entry shows its descriptor's default. */
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  loading: boolean;
  result: CalculationResult | null;
  /** The shown result was made in the browser: the server could not be reached ("Çevrimdışı hesaplandı"). */
  offline: boolean;
  failure: CalculationFailure | null;
  pointModal: boolean;
  /** The last area-check result handed to the form, the values it copied (smart detection) and its banner. */
  check: AreaCheckResult | null;
  mapValues: Record<string, number>;
  banner: CheckBanner | null;
  /** The request body of the shown result (saved with it). */
  lastBody: Record<string, unknown> | null;
  /** Area of an imported parcel file; refills the form's area field after a land-type change. */
  parcelArea: number | null;
  /** The legislation date (YYYY-MM-DD): the rule-set version in force that day drives the page. Kept across types. */
  mevzuatTarihi: string;
}

const initial = (slug: string): Omit<CalculationState, "mevzuatTarihi"> => ({
  slug,
  landType: "",
  emsalTuru: "marjinal",
  values: {},
  errors: {},
  loading: false,
  result: null,
  offline: false,
  failure: null,
  pointModal: false,
  check: null,
  mapValues: {},
  banner: null,
  lastBody: null,
  parcelArea: null,
});

export const calculationState = proxy<CalculationState>({ ...initial(""), mevzuatTarihi: todayIso() });

/**
 * What the form tells the pieces the app composes around it (the area check): `reset` when the type or the land type
 * changes (drawn areas, trees and the check's result go), `verdicts-cleared` when another rule-set version applies
 * (the check's result and thresholds go; drawn areas and trees stay).
 */
export type FormEvent = "reset" | "verdicts-cleared";
const formListeners = new Set<(event: FormEvent) => void>();

export function onFormEvent(listener: (event: FormEvent) => void): () => void {
  formListeners.add(listener);
  return () => formListeners.delete(listener);
}

function emit(event: FormEvent): void {
  for (const listener of formListeners) listener(event);
}

let seq = 0;
let resubmitTimer: ReturnType<typeof setTimeout> | undefined;

/** Drops a calculation in flight and a pending re-submit: their answer belongs to another form. */
function dropPending(): void {
  seq++;
  clearTimeout(resubmitTimer);
  calculationState.loading = false;
}

/** Changing the structure type clears everything but the legislation date. */
export function resetForType(slug: string): void {
  dropPending();
  Object.assign(calculationState, initial(slug));
  emit("reset");
}

/**
 * Changing the land type clears the area and tree fields, the errors and a previous result. `keep` names fields
 * whose entry survives (the type's yes/no fields); `parcelField` is the field an imported parcel refills.
 */
export function setLandType(landType: string, next: { keep?: readonly string[]; parcelField?: string } = {}): void {
  const keep = Object.fromEntries(
    (next.keep ?? []).flatMap((k) =>
      calculationState.values[k] === undefined ? [] : [[k, calculationState.values[k]!]],
    ),
  );
  calculationState.landType = landType;
  calculationState.values = keep;
  calculationState.errors = {};
  calculationState.result = null;
  calculationState.failure = null;
  calculationState.check = null;
  calculationState.mapValues = {};
  calculationState.banner = null;
  emit("reset");
  if (next.parcelField) applyParcelArea(calculationState.parcelArea, next.parcelField);
}

/**
 * Another legislation date: another rule-set version may describe the type differently, so the result, the errors
 * and the area check's verdict go; the entered values and drawn areas stay.
 */
export function setMevzuatTarihi(date: string): void {
  if (date === calculationState.mevzuatTarihi) return;
  dropPending();
  calculationState.mevzuatTarihi = date;
  clearVerdicts();
}

/** Clears what a rule-set version decided: result, failure, errors, the area check's result and banner. */
export function clearVerdicts(): void {
  calculationState.result = null;
  calculationState.failure = null;
  calculationState.lastBody = null;
  calculationState.errors = {};
  calculationState.check = null;
  calculationState.banner = null;
  emit("verdicts-cleared");
}

/** Fills the area field from the imported parcel; it counts as map data for smart detection. */
export function applyParcelArea(area: number | null, field: string): void {
  calculationState.parcelArea = area;
  if (area === null) return;
  calculationState.values[field] = inputText(area);
  calculationState.mapValues = { ...calculationState.mapValues, [field]: area };
  delete calculationState.errors[field];
}

/** Inputs of a re-opened calculation (land type first: it clears the fields). */
export function applyPrefill(p: {
  landType: string;
  emsalTuru: EmsalId;
  values: Record<string, string | boolean>;
}): void {
  if (p.landType) setLandType(p.landType);
  calculationState.emsalTuru = p.emsalTuru;
  Object.assign(calculationState.values, p.values);
}

export function setValue(name: string, value: string | boolean): void {
  calculationState.values[name] = value;
  if (calculationState.errors[name]) delete calculationState.errors[name];
}

export function setErrors(errors: Record<string, string>): void {
  calculationState.errors = errors;
}

/**
 * The form's checks failed: their errors show, and the previous result goes with any answer still on its way —
 * a result beside errors would read as the answer to what is now in the form.
 */
export function rejectForm(errors: Record<string, string>): void {
  dropPending();
  calculationState.errors = errors;
  calculationState.result = null;
  calculationState.failure = null;
  calculationState.lastBody = null;
}

/** One field's error (null clears it), e.g. the number reader's question when the person leaves the field. */
export function setFieldError(name: string, error: string | null): void {
  if (error) calculationState.errors[name] = error;
  else delete calculationState.errors[name];
}

export const RESUBMIT_DELAY_MS = 100;

/** Changing the emsal type re-submits the shown calculation after 100 ms. */
export function setEmsalTuru(value: EmsalId, apiPath: string): void {
  calculationState.emsalTuru = value;
  const body = calculationState.lastBody;
  if (!calculationState.result || !body) return;
  clearTimeout(resubmitTimer);
  resubmitTimer = setTimeout(
    () => void submitCalculation(apiPath, { ...body, emsal_turu: calculationState.emsalTuru }),
    RESUBMIT_DELAY_MS,
  );
}

export function setPointModal(open: boolean): void {
  calculationState.pointModal = open;
}

const RETRYABLE = new Set([
  "NETWORK_ERROR",
  "CORS_ERROR",
  "RATE_LIMIT_ERROR",
  "SERVER_ERROR",
  "HTTP_ERROR",
  "UNKNOWN_ERROR",
]);

/** 'Tekrar dene' after a failure: the same request again. */
export function retryCalculation(apiPath: string): void {
  const body = calculationState.lastBody;
  if (body) void submitCalculation(apiPath, body);
}

/** POST the body to the type's calculation path; a newer submit or a reset wins over an older answer. */
export async function submitCalculation(apiPath: string, body: Record<string, unknown>): Promise<void> {
  const mine = ++seq;
  calculationState.loading = true;
  calculationState.result = null;
  calculationState.failure = null;
  calculationState.lastBody = body;
  // The result's report needs the sanitiser: fetch it while the calculation is on its way.
  void preloadSanitizer();
  try {
    const { value, offline } = await requestCalculation(apiPath, body);
    if (mine === seq) {
      calculationState.result = value;
      calculationState.offline = offline;
    }
  } catch (err) {
    if (mine !== seq) return;
    const e = err instanceof ApiClientError ? err : null;
    calculationState.failure = {
      // An unknown version (404) carries its Turkish text in `detail`.
      message: e ? (e.status === 404 && e.detail ? e.detail : e.message) : "Hesaplama sırasında bir hata oluştu",
      retry: e === null || (RETRYABLE.has(e.kind) && e.status !== 404),
    };
    if (e?.fields) {
      calculationState.errors = Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v[0] ?? ""]));
    }
  } finally {
    if (mine === seq) calculationState.loading = false;
  }
}
