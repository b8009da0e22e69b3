/**
 * Runs a request through the pure engine exactly as the API does (schema → girdi → layers → calculate).
 * Used by the rule tests, `npm run rules:check`, `rules:explain` and `bench:rules`. Needs build/geo/exact.json
 * (`npm run geo:build`).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createLocator, type GeoLayers } from "../../worker/geo/locate.ts";
import { calculate } from "../../worker/calculation/engine.ts";
import { InputError } from "../../worker/calculation/input-error.ts";
import { toGirdi } from "../../worker/calculation/normalise.ts";
import { parseRequest, requestSchemaFor } from "../../worker/calculation/request-schema.ts";
import type { LoadedRuleSet } from "../../worker/rules/types.ts";
import { fieldErrors } from "../../worker/lib/validate.ts";

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
  const parsed = parseRequest(ruleSet, slug, request);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return { status: 400, body: { success: false, detail: Object.values(fields)[0]?.[0], fields } };
  }
  try {
    const girdi = toGirdi(ruleSet.common, parsed.data);
    const locate = options.basin ? basinLocator : realLocator;
    const result = await calculate({
      ruleSet,
      slug,
      girdi,
      emsalFields: { emsal_turu: parsed.data.emsal_turu, emsal_orani: parsed.data.emsal_orani },
      layers: locate(girdi.latitude, girdi.longitude),
      now: options.now ?? new Date(),
    });
    return { status: 200, body: result as unknown as { data: Record<string, unknown> } };
  } catch (err) {
    if (err instanceof InputError)
      return { status: 400, body: { success: false, detail: err.message, fields: { [err.field]: [err.message] } } };
    throw err;
  }
}

/** The engine input of a request as the API builds it (for fact-function tests); throws on invalid input. */
export function girdiFor(ruleSet: LoadedRuleSet, slug: string, request: Record<string, unknown>) {
  return toGirdi(ruleSet.common, requestSchemaFor(ruleSet, slug).parse(request));
}
