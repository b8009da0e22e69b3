/**
 * Validation of a calculation body. A body that is plainly valid takes a direct check built from the same field
 * definitions as the zod request schema (request.ts); anything else — every invalid body and every doubtful value —
 * goes to that schema, which alone writes the error messages. Zod cannot compile its parser in the Workers runtime
 * (no code generation), and its generic walk over the 30-odd optional fields was the largest step of a calculation
 * after the rules were compiled. The direct check only accepts what the schema accepts and gives the same data, in
 * the same key order (tests/rules/request-fast-path.test.ts).
 */
import type { z } from "zod";
import {
  CLOSED_AREA_STATES,
  DATE_PATTERN,
  LAND_TYPE_MAX_LENGTH,
  LATITUDE,
  LONGITUDE,
  numberAllowed,
  type protocolFields,
  requestSchemaFor,
  resolveField,
  toBoolean,
  toNumber,
  VERSION_PATTERN,
  type CalculationRequest,
  type ResolvedField,
} from "./request.ts";
import type { CommonRuleFile } from "./schema.ts";
import type { LoadedRuleSet } from "./types.ts";

export type RequestParse =
  { success: true; data: CalculationRequest } | { success: false; error: z.ZodError<CalculationRequest> };

/** Validates a calculation body against the version's request schema (the direct check first). */
export function parseRequest(ruleSet: LoadedRuleSet, slug: string, body: Record<string, unknown>): RequestParse {
  const schema = requestSchemaFor(ruleSet, slug);
  const data = fastParse(ruleSet.common, body);
  if (data) return { success: true, data };
  return schema.safeParse(body) as RequestParse;
}

/** A field's direct check: the parsed value, or REFUSE when the body must go to the zod schema. */
type Check = (v: unknown) => unknown;
const REFUSE = Symbol("refuse");

const numberFrom = (v: unknown): number | typeof REFUSE => {
  const n = toNumber(v);
  return typeof n === "number" && Number.isFinite(n) ? n : REFUSE;
};
const booleanFrom = (v: unknown): boolean | typeof REFUSE => {
  const b = toBoolean(v);
  return typeof b === "boolean" ? b : REFUSE;
};
const stringMatching =
  (pattern: RegExp): Check =>
  (v) =>
    typeof v === "string" && pattern.test(v) ? v : REFUSE;
const numberWithin =
  ([min, max]: readonly [number, number]): Check =>
  (v) => {
    const n = numberFrom(v);
    return n !== REFUSE && n >= min && n <= max ? n : REFUSE;
  };
const pass: Check = (v) => v;

/** The direct checks of the protocol fields, mirroring `protocolFields`. */
const protocolChecks: Record<keyof typeof protocolFields, Check> = {
  yapi_turu_id: (v) => {
    const n = numberFrom(v);
    return n !== REFUSE && Number.isSafeInteger(n) ? n : REFUSE;
  },
  latitude: numberWithin(LATITUDE),
  longitude: numberWithin(LONGITUDE),
  arazi_vasfi: (v) => (typeof v === "string" && v.length <= LAND_TYPE_MAX_LENGTH ? v : REFUSE),
  emsal_turu: pass,
  emsal_orani: pass,
  buyuk_ova_icinde: booleanFrom,
  kapaliSuHavzasiIcinde: booleanFrom,
  yas_kapali_alan_durumu: (v) => ((CLOSED_AREA_STATES as readonly unknown[]).includes(v) ? v : REFUSE),
  su_tahsis_belgesi: booleanFrom,
  manuel_kontrol_sonucu: pass,
  eklenenAgaclar: pass,
  mevzuat_tarihi: stringMatching(DATE_PATTERN),
  surum: stringMatching(VERSION_PATTERN),
};

function fieldCheck(f: ResolvedField): Check {
  if (f.tur === "onay") return booleanFrom;
  return (v) => {
    const n = numberFrom(v);
    if (n === REFUSE || (f.tur === "tam_sayi" && !Number.isSafeInteger(n))) return REFUSE;
    return numberAllowed(f, n) ? n : REFUSE;
  };
}

interface FieldPlan {
  name: string;
  check: Check;
  required: boolean;
}

/** The protocol fields that come before the catalogue's (requestSchemaFor's order). */
const LEADING = ["yapi_turu_id", "latitude", "longitude"] as const;

const plans = new WeakMap<CommonRuleFile, readonly FieldPlan[]>();

/** The fields in the schema's order (zod writes its output in the order of its shape). */
function planFor(common: CommonRuleFile): readonly FieldPlan[] {
  let plan = plans.get(common);
  if (!plan) {
    const protocol = (name: keyof typeof protocolFields): FieldPlan => ({
      name,
      check: protocolChecks[name],
      required: name === "latitude" || name === "longitude" || name === "arazi_vasfi",
    });
    const names = Object.keys(protocolChecks) as (keyof typeof protocolFields)[];
    plan = [
      ...LEADING.map(protocol),
      ...Object.keys(common.girdi_alanlari).map((name) => {
        const f = resolveField(common, name);
        return { name, check: fieldCheck(f), required: f.istekte_zorunlu && f.tur !== "onay" };
      }),
      ...names.filter((n) => !(LEADING as readonly string[]).includes(n)).map(protocol),
    ];
    plans.set(common, plan);
  }
  return plan;
}

/** The direct check alone: the parsed body, or null when the zod schema must decide (exported for its tests). */
export function fastParse(common: CommonRuleFile, body: Record<string, unknown>): CalculationRequest | null {
  const out: Record<string, unknown> = {};
  for (const { name, check, required } of planFor(common)) {
    const v = body[name];
    if (v === undefined) {
      if (required || name in body) return null;
      continue;
    }
    const parsed = check(v);
    if (parsed === REFUSE) return null;
    out[name] = parsed;
  }
  return out as CalculationRequest;
}
