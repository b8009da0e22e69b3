/**
 * What a version lists from its rule files: structure types, land types (`_ortak.json` `arazi_vasfi_katalogu`), tree
 * species and the area check's settings — the API's list routes, and the browser without a network. Pure.
 */
import type {
  AgacTuru,
  DikiliEsikler,
  LandTypeDto,
  PlantedAreaSettingsDto,
  StructureTypeDto,
} from "../contracts/rule-set.ts";
import { AppError } from "../contracts/app-error.ts";
import { sortTreesTurkish } from "./dikili-alan.ts";
import { typeDescriptors } from "../rules/descriptors.ts";
import { normaliseLandType } from "./normalise.ts";
import type { LoadedRuleSet } from "../rules/types.ts";

/** Every type in id order; with a land type, only the types that accept it (an unknown land type: none). */
export function listStructureTypes(version: LoadedRuleSet, araziVasfi?: string): StructureTypeDto[] {
  const all = typeDescriptors(version);
  if (araziVasfi === undefined) return all;
  const landType = normaliseLandType(version.common, araziVasfi);
  return landType ? all.filter((t) => t.arazi_vasiflari.includes(landType.id)) : [];
}

/**
 * The type a `yapi_turu` query value names: a slug, an id (also the other ids: 15 → su-depolama) or the label.
 * Null when it names no type of the version.
 */
export function resolveStructureType(version: LoadedRuleSet, value: string): string | null {
  const v = value.trim();
  const types = Object.values(version.types);
  const byId = /^\d+$/.test(v) ? Number(v) : null;
  const hit = types.find(
    (t) =>
      t.yapi_turu.slug === v ||
      t.yapi_turu.ad === v ||
      (byId !== null && (t.yapi_turu.id === byId || (t.yapi_turu.diger_idler ?? []).includes(byId))),
  );
  return hit?.yapi_turu.slug ?? null;
}

/** The land types a type accepts (all of them without a type), in id order. */
export function listLandTypes(version: LoadedRuleSet, slug?: string): LandTypeDto[] {
  const catalogue = version.common.arazi_vasfi_katalogu.map(({ id, ad }) => ({ id, ad }));
  if (!slug) return catalogue;
  const allowed = typeDescriptors(version).find((t) => t.slug === slug)?.arazi_vasiflari ?? [];
  return catalogue.filter((t) => allowed.includes(t.id));
}

/** The tree catalogue of a version (_ortak.json → sabitler.agac_cizelgesi), in Turkish alphabetical order. */
export function listTreeSpecies(version: LoadedRuleSet): AgacTuru[] {
  const catalogue = version.common.sabitler["agac_cizelgesi"];
  return Array.isArray(catalogue) ? sortTreesTurkish(catalogue as AgacTuru[]) : [];
}

/**
 * What the area-check dialog needs from a version: the trees, and the planted-area thresholds and land-type
 * profiles of the type whose form offers the `dikili-alan` check (`form.alan_kontrolu`), with the land-type
 * catalogue the profiles name by id. A version without such a type: the catalogue's 404.
 */
export function plantedAreaSettings(version: LoadedRuleSet): PlantedAreaSettingsDto {
  const file = Object.values(version.types).find((t) => t.form.alan_kontrolu === "dikili-alan");
  const esikler = file?.sabitler["esikler"];
  const profiles = file?.sabitler.arazi_profilleri;
  if (typeof esikler !== "object" || esikler === null || !profiles) throw new AppError("not_found");
  return {
    agaclar: listTreeSpecies(version),
    esikler: esikler as DikiliEsikler,
    arazi_profilleri: profiles,
    arazi_vasiflari: version.common.arazi_vasfi_katalogu.map(({ id, ad }) => ({ id, ad })),
    kural_seti: { id: version.id, surum: version.surum },
  };
}
