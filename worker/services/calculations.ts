import { izmirLocator } from "../geo/izmir.ts";
import { AppError } from "../lib/app-error.ts";
import { bundledRules, RULESET_ID } from "../rules/active.ts";
import { sortTreesTurkish, type AgacTuru, type DikiliEsikler } from "../rules/dikili-alan.ts";
import { calculate } from "../rules/engine.ts";
import { InputError } from "../rules/input-error.ts";
import { toGirdi } from "../rules/normalise.ts";
import { versionInForce } from "../rules/registry.ts";
import type { CalculationRequest } from "../rules/request.ts";
import type { CalculationResult } from "../rules/types.ts";

/** `bag-evi-v2` is the vineyard house's current path; `bag-evi` runs the same rules (rules-spec.md §4). */
export function calculationSlug(pathSlug: string): string {
  return pathSlug === "bag-evi-v2" ? "bag-evi" : pathSlug;
}

/** The tree catalogue of the rule set in force (rules-spec.md §2.1), in Turkish alphabetical order. */
export function listTreeSpecies(now = new Date()): AgacTuru[] {
  const version = versionInForce(bundledRules(), RULESET_ID, now);
  const catalogue = version?.common.sabitler["agac_cizelgesi"];
  return Array.isArray(catalogue) ? sortTreesTurkish(catalogue as AgacTuru[]) : [];
}

/** What the area-check dialog needs from the rule set in force: the trees and the vineyard-house thresholds (§2). */
export function plantedAreaSettings(now = new Date()): { agaclar: AgacTuru[]; esikler: DikiliEsikler; kural_seti: { id: string; surum: string } } | null {
  const version = versionInForce(bundledRules(), RULESET_ID, now);
  const esikler = version?.types["bag-evi"]?.sabitler["esikler"];
  if (!version || typeof esikler !== "object" || esikler === null) return null;
  return { agaclar: listTreeSpecies(now), esikler: esikler as DikiliEsikler, kural_seti: { id: version.id, surum: version.surum } };
}

/** Slugs the API calculates: those with a rule file in the version in force. */
export function isCalculable(slug: string, now = new Date()): boolean {
  const version = versionInForce(bundledRules(), RULESET_ID, now);
  return Boolean(version?.types[slug]);
}

export function unsupported(slug: string): AppError {
  const detail = `Unsupported structure type: ${slug}`;
  return new AppError("unsupported_structure_type", { params: { slug }, fields: { calculation_type: [detail] } });
}

/** Runs a calculation on the rule set in force; input errors become catalogue 400s. */
export async function runCalculation(slug: string, body: CalculationRequest & Record<string, unknown>, now = new Date()): Promise<CalculationResult> {
  const ruleSet = versionInForce(bundledRules(), RULESET_ID, now);
  if (!ruleSet) throw new AppError("internal_error");
  if (!ruleSet.types[slug]) throw unsupported(slug);
  try {
    const girdi = toGirdi(body);
    const layers = izmirLocator()(girdi.latitude, girdi.longitude);
    return await calculate({
      ruleSet,
      slug,
      girdi,
      emsalFields: { emsal_turu: body.emsal_turu, emsal_orani: body.emsal_orani },
      layers,
      now,
    });
  } catch (err) {
    if (err instanceof InputError) {
      throw new AppError("validation_failed", { detail: err.message, fields: { [err.field]: [err.message] } });
    }
    throw err;
  }
}
