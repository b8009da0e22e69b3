/**
 * `POST /api/calculations/parsel-analizi/`: the parcel analysis. The body is parsed once with the version's request
 * schema (point, land type, parcel area, the land-type area fields), the land-type fields the analysis asks are
 * required where the types' forms require them, the point is located once, and the pure core runs every type.
 * Input errors are the catalogue's Turkish 400s. Pure: the worker's route and the browser without a network run it.
 */
import { analysisFields } from "./analysis-fields.ts";
import { InputError } from "./input-error.ts";
import { normaliseLandType } from "./normalise.ts";
import { analyseParcel, analysisDescriptors } from "./parcel-analysis.ts";
import { parseRequest, REQUEST_MESSAGES } from "./request-schema.ts";
import type { ParcelAnalysisResult } from "../contracts/parcel-analysis.ts";
import { izmirLocator } from "../geo/izmir.ts";
import type { LoadedRuleSet } from "../rules/types.ts";
import { asCatalogueError } from "./run-calculation.ts";
import { selectForBody } from "./selection.ts";

/**
 * The user's statements, which every type's request carries as sent: the location's and the land's emsal class
 * (checked by each type's calculation; a type without an emsal choice ignores it).
 */
const STATEMENTS = ["kapaliSuHavzasiIcinde", "buyuk_ova_icinde", "su_tahsis_belgesi", "emsal_turu"] as const;
/** The version selectors, carried as sent so that each row's request names the analysis's version. */
const SELECTORS = ["surum", "mevzuat_tarihi"] as const;

async function analyse(version: LoadedRuleSet, body: Record<string, unknown>, now: Date) {
  const request = parseRequest(version.common, body);
  const landType = normaliseLandType(version.common, request.arazi_vasfi);
  if (!landType) throw new InputError("arazi_vasfi", REQUEST_MESSAGES.arazi_vasfi);

  const values: Record<string, number> = {};
  for (const f of analysisFields(analysisDescriptors(version), landType.id)) {
    const v = request[f.ad];
    if (typeof v === "number" && v > 0) values[f.ad] = v;
    else if (f.zorunlu) throw new InputError(f.ad, f.mesaj);
  }
  const shared: Record<string, string | boolean> = {};
  for (const [name, v] of [
    ...SELECTORS.map((n) => [n, body[n]] as const),
    ...STATEMENTS.map((n) => [n, request[n]] as const),
  ])
    if (typeof v === "string" || typeof v === "boolean") shared[name] = v;

  const layers = izmirLocator()(request.latitude, request.longitude);
  return analyseParcel(
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
}

export async function runParcelAnalysis(
  body: Record<string, unknown>,
  now = new Date(),
): Promise<ParcelAnalysisResult> {
  const version = selectForBody(body, now);
  try {
    return await analyse(version, body, now);
  } catch (err) {
    throw asCatalogueError(err);
  }
}
