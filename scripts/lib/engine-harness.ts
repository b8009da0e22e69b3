/**
 * Runs a request through the calculation exactly as the API does (`calculate`: parse → evaluate → present).
 * Used by the rule tests, `npm run rules:check`, `rules:explain` and `bench:rules`. Needs build/geo/exact.json
 * (`npm run geo:build`).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createLocator, type GeoLayers } from "../../worker/core/geo/locate.ts";
import { calculate } from "../../worker/core/calculation/calculate.ts";
import { InputError } from "../../worker/core/calculation/input-error.ts";
import { parseCalculation } from "../../worker/core/calculation/parse.ts";
import type { LoadedRuleSet } from "../../worker/core/rules/types.ts";

const layers = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../build/geo/exact.json"), "utf8"),
) as GeoLayers;
const realLocator = createLocator(layers);
/** A small closed-basin fixture around the default test point (38.42 N, 27.14 E). */
export const basinFixture = [
  {
    name: "Deneme Kapalı Havzası",
    polygons: [[[27.13, 38.41, 27.15, 38.41, 27.15, 38.43, 27.13, 38.43, 27.13, 38.41]]],
  },
];
const basinLocator = createLocator({ ...layers, basins: basinFixture });

export async function runThroughEngine(
  ruleSet: LoadedRuleSet,
  slug: string,
  request: Record<string, unknown>,
  options: { basin?: boolean; now?: Date } = {},
) {
  try {
    const result = await calculate(
      ruleSet,
      slug,
      request,
      options.basin ? basinLocator : realLocator,
      options.now ?? new Date(),
    );
    return { status: 200, body: result as unknown as { data: Record<string, unknown> } };
  } catch (err) {
    if (err instanceof InputError)
      return { status: 400, body: { success: false, detail: err.message, fields: err.fields } };
    throw err;
  }
}

/** The engine input of a request as the API builds it (for fact-function tests); throws on invalid input. */
export function girdiFor(ruleSet: LoadedRuleSet, slug: string, request: Record<string, unknown>) {
  return parseCalculation(ruleSet, slug, request).girdi;
}
