/**
 * The calculation page's form (client state): the type, land type, entries, field errors, the area check's hand-over
 * and the submitted request. The request's answer is server state: use-calculation.ts (TanStack Query).
 */
import { proxy } from "valtio";
import type { AreaCheckResult } from "../../entities/calculation/area-check-result.ts";
import { todayIso } from "../../entities/structure-types/rule-version.ts";
import { inputText } from "../../lib/number-input.ts";
import type { EmsalId } from "../../entities/calculation/result-format.ts";

/**
 * Where a value the form took over came from: a polygon drawn in the area check ("harita"), an area typed in the
 * area check ("alan-kontrolu") or a parcel file ("parsel"). Only a drawing and a parcel file are map data.
 */
export type TransferSource = "harita" | "alan-kontrolu" | "parsel";

export interface CheckBanner {
  kind: "success" | "error" | "info";
  title: string;
  detail?: string;
}

/**
 * A calculation asked for: the type's API path and the request body. Every 'Hesapla' and 'Tekrar dene' is a new
 * submission (`n`), so its answer is asked for afresh and an older answer still on its way is never shown.
 */
export interface Submission {
  apiPath: string;
  body: Record<string, unknown>;
  n: number;
  /**
   * Whether its answer (result or failure) takes the focus and comes into view: a person's 'Hesapla' or 'Tekrar
   * dene'; not a re-opened calculation run as the page opens, the emsal switch's re-submit or the re-ask when the
   * connection returns (the person is somewhere else on the page).
   */
  focus: boolean;
}

interface CalculationState {
  slug: string;
  landType: string;
  /** The land's emsal class as stated; null: not stated (the answer assumes the default and shows the other). */
  emsalTuru: EmsalId | null;
  /** What the user entered; a field without an entry shows its descriptor's default. */
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  /** The calculation whose answer the page shows (null: none, e.g. after a change of type or land type). */
  submission: Submission | null;
  /**
   * A re-opened calculation (?girdi=, entities/calculation/reopen.ts) waiting for its point's check to run once, as 'Hesapla' would;
   * the person's first change (a value, the emsal class, the land type, the date) takes over from it.
   */
  reopenRun: boolean;
  pointModal: boolean;
  /** The last area-check result handed to the form, the values it copied (smart detection) and its banner. */
  check: AreaCheckResult | null;
  mapValues: Record<string, number>;
  /** Where each of `mapValues` came from. */
  mapSources: Record<string, TransferSource>;
  banner: CheckBanner | null;
  /** Area of an imported parcel file; refills the form's area field after a land-type change. */
  parcelArea: number | null;
  /** The legislation date (YYYY-MM-DD): the rule-set version in force that day drives the page. Kept across types. */
  mevzuatTarihi: string;
}

const initial = (slug: string): Omit<CalculationState, "mevzuatTarihi"> => ({
  slug,
  landType: "",
  emsalTuru: null,
  values: {},
  errors: {},
  submission: null,
  reopenRun: false,
  pointModal: false,
  check: null,
  mapValues: {},
  mapSources: {},
  banner: null,
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

let resubmitTimer: ReturnType<typeof setTimeout> | undefined;
let submissions = 0;

/** Drops the shown calculation (and one on its way) and a pending re-submit: their answer belongs to another form. */
function dropPending(): void {
  clearTimeout(resubmitTimer);
  calculationState.submission = null;
  calculationState.reopenRun = false;
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
  dropPending();
  calculationState.check = null;
  calculationState.mapValues = {};
  calculationState.mapSources = {};
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
  dropPending();
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
  calculationState.mapSources = { ...calculationState.mapSources, [field]: "parsel" };
  delete calculationState.errors[field];
}

/**
 * Inputs of a re-opened calculation (land type first: it clears the fields). `run`: the form calculates them once
 * their point is checked (`reopenRun`), so the page shows the answer the link stands for.
 */
export function applyPrefill(p: {
  landType: string;
  /** The land's emsal class as stated; null: not stated (the answer assumes the default and shows the other). */
  emsalTuru: EmsalId | null;
  values: Record<string, string | boolean>;
  run?: boolean;
}): void {
  if (p.landType) setLandType(p.landType);
  calculationState.emsalTuru = p.emsalTuru;
  Object.assign(calculationState.values, p.values);
  calculationState.reopenRun = p.run ?? false;
}

/** Whether a re-opened calculation waits to run; answering true hands the run over (it happens once). */
export function takeReopenRun(): boolean {
  const pending = calculationState.reopenRun;
  calculationState.reopenRun = false;
  return pending;
}

export function setValue(name: string, value: string | boolean): void {
  calculationState.reopenRun = false;
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
}

/** One field's error (null clears it), e.g. the number reader's question when the person leaves the field. */
export function setFieldError(name: string, error: string | null): void {
  if (error) calculationState.errors[name] = error;
  else delete calculationState.errors[name];
}

export const RESUBMIT_DELAY_MS = 100;

/** Changing the emsal class (null: not stated) re-submits the shown calculation after 100 ms. */
export function setEmsalTuru(value: EmsalId | null): void {
  calculationState.emsalTuru = value;
  calculationState.reopenRun = false;
  const shown = calculationState.submission;
  if (!shown) return;
  clearTimeout(resubmitTimer);
  resubmitTimer = setTimeout(() => {
    const { emsal_turu: _previous, ...body } = shown.body;
    const stated = calculationState.emsalTuru;
    submitCalculation(shown.apiPath, stated ? { ...body, emsal_turu: stated } : body);
  }, RESUBMIT_DELAY_MS);
}

export function setPointModal(open: boolean): void {
  calculationState.pointModal = open;
}

/** 'Tekrar dene' after a failure: the same request again; its answer takes the focus like a submit's. */
export function retryCalculation(): void {
  const shown = calculationState.submission;
  if (shown) submitCalculation(shown.apiPath, shown.body, { focus: true });
}

/** The same request again without the person asking (the connection is back): the focus stays where it is. */
export function refreshCalculation(): void {
  const shown = calculationState.submission;
  if (shown) submitCalculation(shown.apiPath, shown.body);
}

/**
 * Asks for the calculation of `body` at the type's path; the page shows its answer (use-calculation.ts). `focus`:
 * a person asked for it just now, so the answer takes the focus (use-answer-focus.ts).
 */
export function submitCalculation(
  apiPath: string,
  body: Record<string, unknown>,
  { focus = false }: { focus?: boolean } = {},
): void {
  clearTimeout(resubmitTimer);
  calculationState.reopenRun = false;
  calculationState.submission = { apiPath, body, n: ++submissions, focus };
}
