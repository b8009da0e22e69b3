/**
 * Re-opening a calculation with its inputs (issue [10/10]): the request body travels in the query string
 * (?girdi=<base64url JSON>) of /hesaplama/{type}; only the rule set's input fields (numbers and yes/no), the point,
 * the land type, the emsal type, the person's statements (closed basin, water certificate) and the rule-set version
 * (`mevzuat_tarihi` or `surum`) are taken back. The page then shows the calculation's answer at once (issue #46),
 * unless the body is a form kept through a reload that showed no answer (`FORM_ONLY`).
 */
import { PARCEL_ANALYSIS_TYPE } from "@worker/core/contracts/parcel-analysis.ts";
import { paths } from "../../config/paths.ts";
import { inputText } from "../../lib/number-input.ts";
import { isIsoDay } from "../structure-types/rule-version.ts";

const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/** The key a kept form carries when it had no answer yet: the reloaded page fills it in and does not calculate. */
export const FORM_ONLY = "yalniz_form";
/** The person's statements of the request the form keeps beside its fields. */
const BASIN = "kapaliSuHavzasiIcinde";
const CERTIFICATE = "su_tahsis_belgesi";

export interface Prefill {
  point: { lat: number; lng: number } | null;
  landType: string;
  /** The stated emsal class; null: the request stated none. */
  emsalTuru: "marjinal" | "mutlak_dikili" | null;
  values: Record<string, string | boolean>;
  /** The closed-basin statement the request carried (where the basin layer does not answer); null: none. */
  havzaBeyani: boolean | null;
  /** Whether the page calculates it at once: a re-opened calculation, not a kept form that had no answer. */
  run: boolean;
  /** The legislation date the calculation used, when it carried one. */
  mevzuatTarihi: string | null;
  /** The rule-set version it named (a draft preview), when it carried one. */
  surum: string | null;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** The page that re-opens a saved request: the type's calculation page, or the parcel analysis page. */
export function reopenUrl(slug: string, parameters: Record<string, unknown>): string {
  const girdi = toBase64Url(JSON.stringify(parameters));
  return slug === PARCEL_ANALYSIS_TYPE
    ? paths.parcelAnalysis.getHref({ girdi })
    : paths.calculation.getHref(slug, { girdi });
}

/** The anchor of a calculation page that opens its 'Yeni yönetmelikle karşılaştır' at once (issue #52). */
export const COMPARE_HASH = "karsilastir";

/**
 * 'Karşılaştır' beside a saved answer the newest version answers differently: the calculation re-opened under the
 * version it was saved with (`surum`), its comparison with the newest version open.
 */
export function compareUrl(slug: string, parameters: Record<string, unknown>, surum: string): string {
  return `${reopenUrl(slug, { ...parameters, surum })}#${COMPARE_HASH}`;
}

/** The prefill of a ?girdi= value (`fields`: the rule set's input names), or null when it is not one of ours. */
export function decodePrefill(raw: string | null, fields: readonly string[]): Prefill | null {
  if (!raw || raw.length > 8_000) return null;
  let p: unknown;
  try {
    p = JSON.parse(fromBase64Url(raw));
  } catch {
    return null;
  }
  if (typeof p !== "object" || p === null || Array.isArray(p)) return null;
  const o = p as Record<string, unknown>;
  const lat = o["latitude"];
  const lng = o["longitude"];
  const known = new Set(fields);
  const values: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(o)) {
    if (k === CERTIFICATE && typeof v === "boolean") values[k] = v;
    if (!known.has(k)) continue;
    if (typeof v === "number" && Number.isFinite(v)) values[k] = inputText(v);
    else if (typeof v === "boolean") values[k] = v;
  }
  return {
    point:
      typeof lat === "number" && typeof lng === "number" && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
        ? { lat, lng }
        : null,
    landType: typeof o["arazi_vasfi"] === "string" ? o["arazi_vasfi"].slice(0, 200) : "",
    emsalTuru: o["emsal_turu"] === "mutlak_dikili" || o["emsal_turu"] === "marjinal" ? o["emsal_turu"] : null,
    values,
    havzaBeyani: typeof o[BASIN] === "boolean" ? o[BASIN] : null,
    run: o[FORM_ONLY] !== true,
    mevzuatTarihi: isIsoDay(o["mevzuat_tarihi"]) ? o["mevzuat_tarihi"] : null,
    surum: typeof o["surum"] === "string" && VERSION.test(o["surum"]) ? o["surum"] : null,
  };
}
