/**
 * The worker's location check, calculation and parcel analysis, run in the browser when the server cannot be reached: the same
 * modules as the API's routes (worker/calculation/run-*.ts) over the rule sets and exact geo layers of this build.
 * A lazy chunk (`offline-engine-*.js`) that the service worker precaches with the app; its failures are the API
 * client's errors, as the server's answer would have been (the same catalogue code, text and field errors).
 */
import { runCalculation } from "@worker/calculation/run-calculation.ts";
import { runParcelAnalysis } from "@worker/calculation/run-parcel-analysis.ts";
import type { LocationCheckDto } from "@worker/contracts/api.ts";
import type { CalculationResult } from "@worker/contracts/calculation.ts";
import type { ParcelAnalysisResult } from "@worker/contracts/parcel-analysis.ts";
import { checkLocation } from "@worker/geo/location-check.ts";
import { AppError } from "@worker/contracts/app-error.ts";
import { errorFromResponse } from "./api-client.ts";

async function asApiAnswer<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw errorFromResponse(err.status, err.toBody());
    throw err;
  }
}

/** `POST /api/calculations/{apiPath}/` without the server. */
export function calculateOffline(apiPath: string, body: Record<string, unknown>): Promise<CalculationResult> {
  return asApiAnswer(() => runCalculation(apiPath, body));
}

/** `POST /api/calculations/parsel-analizi/` without the server. */
export function analyseOffline(body: Record<string, unknown>): Promise<ParcelAnalysisResult> {
  return asApiAnswer(() => runParcelAnalysis(body));
}

/** `POST /api/location/check` without the server: the exact province, large-plain and basin layers. */
export function checkLocationOffline(latitude: number, longitude: number): LocationCheckDto {
  return checkLocation(latitude, longitude);
}
