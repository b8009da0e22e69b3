/**
 * `POST /api/calculations/parsel-analizi/`: the parcel analysis. The body is validated with the version's request
 * schema (point, land type, parcel area, the land-type area fields), the land-type fields the analysis asks are
 * required where the types' forms require them, the point is located once, and the pure core runs every type.
 * Input errors are the catalogue's Turkish 400s.
 */
import type { ParcelAnalysisResult } from "../contracts/parcel-analysis.ts";
import { izmirLocator } from "../geo/izmir.ts";
import { AppError } from "../lib/app-error.ts";
import { validationError } from "../lib/validate.ts";
import { analysisFields } from "../calculation/analysis-fields.ts";
import { normaliseLandType } from "../calculation/normalise.ts";
import { analyseParcel, analysisDescriptors } from "../calculation/parcel-analysis.ts";
import { parseRequest, REQUEST_MESSAGES } from "../calculation/request-schema.ts";
import { asCatalogueError, selectorOf } from "./calculations.ts";
import { selectRuleSet } from "./rule-sets.ts";

/** Request fields every type's request carries as sent: the version and the user's location statements. */
const SHARED_FIELDS = [
  "surum",
  "mevzuat_tarihi",
  "kapaliSuHavzasiIcinde",
  "buyuk_ova_icinde",
  "su_tahsis_belgesi",
] as const;

function fieldError(field: string, detail: string): AppError {
  return new AppError("validation_failed", { detail, fields: { [field]: [detail] } });
}

export async function runParcelAnalysis(
  body: Record<string, unknown>,
  now = new Date(),
): Promise<ParcelAnalysisResult> {
  const version = selectRuleSet(selectorOf(body), now, { surum: "surum", tarih: "mevzuat_tarihi" });
  const anyType = Object.keys(version.types)[0];
  if (!anyType) throw new AppError("internal_error");
  const parsed = parseRequest(version, anyType, body);
  if (!parsed.success) throw validationError(parsed.error);
  const request = parsed.data;
  const landType = normaliseLandType(version.common, request.arazi_vasfi);
  if (!landType) throw fieldError("arazi_vasfi", REQUEST_MESSAGES.arazi_vasfi);

  const values: Record<string, number> = {};
  for (const f of analysisFields(analysisDescriptors(version), landType.id)) {
    const v = request[f.ad];
    if (typeof v === "number" && v > 0) values[f.ad] = v;
    else if (f.zorunlu) throw fieldError(f.ad, f.mesaj);
  }
  const shared: Record<string, string | boolean> = {};
  for (const name of SHARED_FIELDS) {
    const v = request[name];
    if (typeof v === "string" || typeof v === "boolean") shared[name] = v;
  }
  const layers = izmirLocator()(request.latitude, request.longitude);
  try {
    return await analyseParcel(
      version,
      {
        latitude: request.latitude,
        longitude: request.longitude,
        arazi_vasfi: landType.ad,
        landTypeId: landType.id,
        alan_m2: request.alan_m2,
        values,
        shared,
      },
      layers,
      now,
    );
  } catch (err) {
    throw asCatalogueError(err);
  }
}
