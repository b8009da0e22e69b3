/** The structure-type and land-type lists of a version (`_ortak.json` `arazi_vasfi_katalogu`), from its rule files. */
import type { LandTypeDto, StructureTypeDto } from "../contracts/rule-set.ts";
import { typeDescriptors } from "../rules/descriptors.ts";
import { normaliseLandType } from "../calculation/normalise.ts";
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
