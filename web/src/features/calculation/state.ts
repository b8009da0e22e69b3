/** The calculation page's form and result (calculation document §3–4). */
import { proxy } from "valtio";
import type { CalculationResult } from "../../../../worker/rules/types.ts";
import { ApiClientError } from "../../lib/api-client.ts";
import { runCalculation } from "./api.ts";

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
});

export const calculationState = proxy<CalculationState>(initial(""));

/** Changing the structure type clears everything (spec). */
export function resetForType(slug: string): void {
  Object.assign(calculationState, initial(slug));
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
}

export function setValue(name: string, value: string | boolean): void {
  calculationState.values[name] = value;
  if (calculationState.errors[name]) delete calculationState.errors[name];
}

export function setErrors(errors: Record<string, string>): void {
  calculationState.errors = errors;
}

export function setEmsalTuru(value: "marjinal" | "mutlak_dikili"): void {
  calculationState.emsalTuru = value;
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
