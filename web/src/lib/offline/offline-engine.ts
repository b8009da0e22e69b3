/**
 * The worker's own answers, run in the browser when the server cannot be reached: the location check, the type list
 * of a land type, the area check's settings, the calculation and the parcel analysis — the same pure modules as the
 * API's routes (worker/core/calculation, worker/core/geo, worker/core/rules) over the rule sets and exact geo layers of this build.
 * A lazy chunk (`offline-engine-*.js`) that the service worker precaches with the app; its failures are the API
 * client's errors, as the server's answer would have been (the same catalogue code, text and field errors).
 */
// First: zod without eval before the worker's modules build their schemas.
import "../zod-jitless.ts";
import { runCalculation } from "@worker/core/calculation/run-calculation.ts";
import { runParcelAnalysis } from "@worker/core/calculation/run-parcel-analysis.ts";
import { listStructureTypes, plantedAreaSettings } from "@worker/core/calculation/version-lists.ts";
import type { LocationCheckDto } from "@worker/core/contracts/api.ts";
import { AppError } from "@worker/core/contracts/app-error.ts";
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import type { ParcelAnalysisResult } from "@worker/core/contracts/parcel-analysis.ts";
import type { PlantedAreaSettingsDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { checkLocation } from "@worker/core/geo/location-check.ts";
import { selectRuleSet } from "@worker/core/calculation/selection.ts";
import { errorFromResponse } from "../api/api-client.ts";
import type { VersionQuery } from "../../config/version-query.ts";

async function asApiAnswer<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw errorFromResponse(err.status, err.toBody());
    throw err;
  }
}

/** `POST /api/location/check`: the exact province, large-plain and basin layers. */
export function checkLocationOffline(latitude: number, longitude: number): Promise<LocationCheckDto> {
  return asApiAnswer(() => checkLocation(latitude, longitude));
}

/** `GET /api/calculations/yapi-turleri/?arazi_vasfi=`: the types the land type allows. */
export function typesForLandTypeOffline(araziVasfi: string, q: VersionQuery): Promise<StructureTypeDto[]> {
  return asApiAnswer(() => listStructureTypes(selectRuleSet(q), araziVasfi));
}

/** `GET /api/calculations/dikili-kontrol/`: the area check's trees and thresholds. */
export function plantedAreaSettingsOffline(q: VersionQuery): Promise<PlantedAreaSettingsDto> {
  return asApiAnswer(() => plantedAreaSettings(selectRuleSet(q)));
}

/** `POST /api/calculations/{apiPath}/`. */
export function calculateOffline(apiPath: string, body: Record<string, unknown>): Promise<CalculationResult> {
  return asApiAnswer(() => runCalculation(apiPath, body));
}

/** `POST /api/calculations/parsel-analizi/`. */
export function analyseOffline(body: Record<string, unknown>): Promise<ParcelAnalysisResult> {
  return asApiAnswer(() => runParcelAnalysis(body));
}
