import type { PlantedAreaSettingsDto } from "../contracts/rule-set.ts";
import { izmirLocator } from "../geo/izmir.ts";
import { AppError } from "../lib/app-error.ts";
import { sortTreesTurkish } from "../calculation/dikili-alan.ts";
import type { AgacTuru, DikiliEsikler } from "../contracts/rule-set.ts";
import { calculate } from "../calculation/calculate.ts";
import { InputError } from "../calculation/input-error.ts";
import type { LoadedRuleSet } from "../rules/types.ts";
import type { CalculationResult } from "../contracts/calculation.ts";
import { selectForBody, typeForPath } from "./rule-sets.ts";

/** The tree catalogue of a version (_ortak.json → sabitler.agac_cizelgesi), in Turkish alphabetical order. */
export function listTreeSpecies(version: LoadedRuleSet): AgacTuru[] {
  const catalogue = version.common.sabitler["agac_cizelgesi"];
  return Array.isArray(catalogue) ? sortTreesTurkish(catalogue as AgacTuru[]) : [];
}

/**
 * What the area-check dialog needs from a version: the trees, and the planted-area thresholds and land-type
 * profiles of the type whose form offers the `dikili-alan` check (`form.alan_kontrolu`), with the land-type
 * catalogue the profiles name by id.
 */
export function plantedAreaSettings(version: LoadedRuleSet): PlantedAreaSettingsDto | null {
  const file = Object.values(version.types).find((t) => t.form.alan_kontrolu === "dikili-alan");
  const esikler = file?.sabitler["esikler"];
  const profiles = file?.sabitler.arazi_profilleri;
  if (typeof esikler !== "object" || esikler === null || !profiles) return null;
  return {
    agaclar: listTreeSpecies(version),
    esikler: esikler as DikiliEsikler,
    arazi_profilleri: profiles,
    arazi_vasiflari: version.common.arazi_vasfi_katalogu.map(({ id, ad }) => ({ id, ad })),
    kural_seti: { id: version.id, surum: version.surum },
  };
}

export function unsupported(slug: string): AppError {
  const detail = `Unsupported structure type: ${slug}`;
  return new AppError("unsupported_structure_type", { params: { slug }, fields: { calculation_type: [detail] } });
}

/**
 * Runs a calculation: the version named by the body (`surum`, else `mevzuat_tarihi`, else today's), the type
 * named by the path segment (slug or `api_yolu`), then parse → evaluate → present. Input errors become catalogue
 * 400s.
 */
export async function runCalculation(
  pathSlug: string,
  body: Record<string, unknown>,
  now = new Date(),
): Promise<CalculationResult> {
  const version = selectForBody(body, now);
  const slug = typeForPath(version, pathSlug);
  if (!slug) throw unsupported(pathSlug);
  try {
    return await calculate(version, slug, body, izmirLocator(), now);
  } catch (err) {
    throw asCatalogueError(err);
  }
}

/** A calculation's input error as the catalogue's 400 (other errors unchanged). */
export function asCatalogueError(err: unknown): unknown {
  if (err instanceof InputError) return new AppError("validation_failed", { detail: err.message, fields: err.fields });
  return err;
}
