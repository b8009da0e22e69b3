/**
 * Answers of the repository's rule set (rules/) as the API gives them — one calculation or one parcel analysis of a
 * version, at a point inside İzmir outside any large plain and closed basin — for the tests of what the browser does
 * with an answer. Never a hand-written answer.
 */
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import type { ParcelAnalysisResult } from "@worker/core/contracts/parcel-analysis.ts";
import { calculate } from "@worker/core/calculation/calculate.ts";
import { analyseParcel } from "@worker/core/calculation/parcel-analysis.ts";
import type { LocationFacts } from "@worker/core/geo/locate.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";

const { registry } = loadRepoRules();

export const POINT = { latitude: 38.4189, longitude: 27.1287 } as const;

const layers: LocationFacts = {
  izmirinIcinde: true,
  buyukOvaIcinde: false,
  buyukOvaAdi: null,
  kapaliSuHavzasiIcinde: false,
  kapaliSuHavzasiAdi: null,
  izmirBolgeAdi: null,
};

function version(surum: string) {
  const v = versionBySurum(registry, "izmir-tarimsal-yapilar", surum);
  if (!v) throw new Error(`rule-set version ${surum} is not in rules/`);
  return v;
}

/** `POST /api/calculations/{slug}/` with `body` (at POINT) under `surum`. */
export function repoCalculation(
  slug: string,
  surum: string,
  body: Record<string, unknown>,
): Promise<CalculationResult> {
  return calculate(version(surum), slug, { ...POINT, ...body }, () => layers, new Date());
}

/** `POST /api/calculations/parsel-analizi/` of a parcel at POINT with no land-type area field, under `surum`. */
export function repoAnalysis(surum: string, arazi_vasfi: string, alan_m2: number): Promise<ParcelAnalysisResult> {
  const set = version(surum);
  const land = set.common.arazi_vasfi_katalogu.find((t) => t.ad === arazi_vasfi);
  if (!land) throw new Error(`land type ${arazi_vasfi} is not in ${surum}`);
  const input = { ...POINT, arazi_vasfi, landTypeId: land.id, alan_m2, values: {}, shared: { surum } };
  return analyseParcel(set, input, layers, new Date());
}
