import type { PlantedAreaSettingsDto } from "../contracts/rule-set.ts";
import { izmirLocator } from "../geo/izmir.ts";
import { AppError } from "../lib/app-error.ts";
import { validationError } from "../lib/validate.ts";
import { sortTreesTurkish, type AgacTuru, type DikiliEsikler } from "../calculation/dikili-alan.ts";
import { calculate } from "../calculation/engine.ts";
import { InputError } from "../calculation/input-error.ts";
import { toGirdi } from "../calculation/normalise.ts";
import { parseRequest } from "../calculation/request-schema.ts";
import type { CalculationResult, LoadedRuleSet } from "../rules/types.ts";
import { selectRuleSet, typeForPath, type VersionSelector } from "./rule-sets.ts";

/** The tree catalogue of a version (rules-spec.md §2.1), in Turkish alphabetical order. */
export function listTreeSpecies(version: LoadedRuleSet): AgacTuru[] {
  const catalogue = version.common.sabitler["agac_cizelgesi"];
  return Array.isArray(catalogue) ? sortTreesTurkish(catalogue as AgacTuru[]) : [];
}

/**
 * What the area-check dialog needs from a version: the trees and the planted-area thresholds of the type whose
 * form offers the `dikili-alan` check (§2).
 */
export function plantedAreaSettings(version: LoadedRuleSet): PlantedAreaSettingsDto | null {
  const file = Object.values(version.types).find((t) => t.form.alan_kontrolu === "dikili-alan");
  const esikler = file?.sabitler["esikler"];
  if (typeof esikler !== "object" || esikler === null) return null;
  return {
    agaclar: listTreeSpecies(version),
    esikler: esikler as DikiliEsikler,
    kural_seti: { id: version.id, surum: version.surum },
  };
}

export function unsupported(slug: string): AppError {
  const detail = `Unsupported structure type: ${slug}`;
  return new AppError("unsupported_structure_type", { params: { slug }, fields: { calculation_type: [detail] } });
}

/** The version a calculation body names (`surum`, else `mevzuat_tarihi`). */
export function selectorOf(body: Record<string, unknown>): VersionSelector {
  const pick = (k: string) => {
    const v = body[k];
    if (v === undefined || v === null) return undefined;
    if (typeof v !== "string")
      throw new AppError("validation_failed", { detail: "Geçersiz değer.", fields: { [k]: ["Geçersiz değer."] } });
    return v;
  };
  return { surum: pick("surum"), tarih: pick("mevzuat_tarihi") };
}

/**
 * Runs a calculation: the version named by the body (`surum`, else `mevzuat_tarihi`, else today's), the type
 * named by the path segment (slug or `api_yolu`), the type's request schema, then the engine. Input errors
 * become catalogue 400s.
 */
export async function runCalculation(
  pathSlug: string,
  body: Record<string, unknown>,
  now = new Date(),
): Promise<CalculationResult> {
  const version = selectRuleSet(selectorOf(body), now, { surum: "surum", tarih: "mevzuat_tarihi" });
  const slug = typeForPath(version, pathSlug);
  if (!slug) throw unsupported(pathSlug);
  const parsed = parseRequest(version, slug, body);
  if (!parsed.success) throw validationError(parsed.error);
  try {
    const girdi = toGirdi(version.common, parsed.data);
    const layers = izmirLocator()(girdi.latitude, girdi.longitude);
    return await calculate({
      ruleSet: version,
      slug,
      girdi,
      emsalFields: { emsal_turu: parsed.data.emsal_turu, emsal_orani: parsed.data.emsal_orani },
      layers,
      now,
    });
  } catch (err) {
    throw asCatalogueError(err);
  }
}

/** An engine input error as the catalogue's 400 (other errors unchanged). */
export function asCatalogueError(err: unknown): unknown {
  if (err instanceof InputError)
    return new AppError("validation_failed", { detail: err.message, fields: { [err.field]: [err.message] } });
  return err;
}
