/** The calculation page's form and result (calculation document §3–4). */
import { proxy } from "valtio";
import type { CalculationResult } from "../../../../worker/rules/types.ts";
import type { AreaCheckResult } from "../area-check/logic.ts";
import { resetAreaCheck } from "../area-check/state.ts";
import { ApiClientError } from "../../lib/api-client.ts";
import { runCalculation } from "./api.ts";
import { bagEviFields } from "./fields.ts";

export interface CheckBanner {
  kind: "success" | "error" | "info";
  title: string;
  detail?: string;
}

interface CalculationState {
  slug: string;
  landType: string;
  emsalTuru: "marjinal" | "mutlak_dikili";
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  loading: boolean;
  result: CalculationResult | null;
  failure: string | null;
  pointModal: boolean;
  /** The last area-check result handed to the form, the values it copied (smart detection) and its banner. */
  check: AreaCheckResult | null;
  mapValues: Record<string, number>;
  banner: CheckBanner | null;
  /** The request body of the shown result (saved with it). */
  lastBody: Record<string, unknown> | null;
  /** Area of an imported parcel file; refills the form's area field after a land-type change. */
  parcelArea: number | null;
}

const initial = (slug: string): CalculationState => ({
  slug,
  landType: "",
  emsalTuru: "marjinal",
  values: slug === "ipek-bocekciligi" ? { dut_bahcesi_var_mi: true } : {},
  errors: {},
  loading: false,
  result: null,
  failure: null,
  pointModal: false,
  check: null,
  mapValues: {},
  banner: null,
  lastBody: null,
  parcelArea: null,
});

export const calculationState = proxy<CalculationState>(initial(""));

/** Changing the structure type clears everything (spec). */
export function resetForType(slug: string): void {
  Object.assign(calculationState, initial(slug));
  resetAreaCheck();
}

/** Changing the land type clears the area and tree fields, the errors and a previous result. */
export function setLandType(landType: string): void {
  const keep: Record<string, string | boolean> =
    calculationState.slug === "ipek-bocekciligi" ? { dut_bahcesi_var_mi: calculationState.values["dut_bahcesi_var_mi"] ?? true } : {};
  calculationState.landType = landType;
  calculationState.values = keep;
  calculationState.errors = {};
  calculationState.result = null;
  calculationState.failure = null;
  calculationState.check = null;
  calculationState.mapValues = {};
  calculationState.banner = null;
  resetAreaCheck();
  applyParcelArea();
}

/** The field an imported parcel's area fills: the field area where the form has one, else the planted or parcel area. */
export function parcelField(slug: string, landType: string): string {
  if (slug !== "bag-evi") return "alan_m2";
  const names = bagEviFields(landType).map((f) => f.name);
  if (names.includes("tarla_alani")) return "tarla_alani";
  if (names.includes("dikili_alani")) return "dikili_alani";
  return "alan_m2";
}

/** Fills the area field from the imported parcel; it counts as map data for smart detection (§4). */
export function applyParcelArea(area: number | null = calculationState.parcelArea): void {
  calculationState.parcelArea = area;
  if (area === null) return;
  const field = parcelField(calculationState.slug, calculationState.landType);
  calculationState.values[field] = String(area);
  calculationState.mapValues = { ...calculationState.mapValues, [field]: area };
  delete calculationState.errors[field];
}

/** Inputs of a re-opened calculation (land type first: it clears the fields). */
export function applyPrefill(p: { landType: string; emsalTuru: "marjinal" | "mutlak_dikili"; values: Record<string, string | boolean> }): void {
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

export const RESUBMIT_DELAY_MS = 100;
let resubmitTimer: ReturnType<typeof setTimeout> | undefined;

/** Changing the emsal type re-submits the shown calculation after 100 ms (§4). */
export function setEmsalTuru(value: "marjinal" | "mutlak_dikili"): void {
  calculationState.emsalTuru = value;
  const body = calculationState.lastBody;
  if (!calculationState.result || !body) return;
  clearTimeout(resubmitTimer);
  resubmitTimer = setTimeout(() => void submitCalculation({ ...body, emsal_turu: calculationState.emsalTuru }), RESUBMIT_DELAY_MS);
}

export function setPointModal(open: boolean): void {
  calculationState.pointModal = open;
}

let seq = 0;

export async function submitCalculation(body: Record<string, unknown>): Promise<void> {
  const mine = ++seq;
  calculationState.loading = true;
  calculationState.result = null;
  calculationState.failure = null;
  calculationState.lastBody = body;
  try {
    const result = await runCalculation(calculationState.slug, body);
    if (mine === seq) calculationState.result = result;
  } catch (err) {
    if (mine !== seq) return;
    const e = err instanceof ApiClientError ? err : null;
    calculationState.failure = e?.message ?? "Hesaplama sırasında bir hata oluştu";
    if (e?.fields) {
      calculationState.errors = Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v[0] ?? ""]));
    }
  } finally {
    if (mine === seq) calculationState.loading = false;
  }
}
