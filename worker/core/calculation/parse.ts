/**
 * Parse, the first stage of a calculation: a body for one type of one version → the engine's input. The version's
 * request schema checks every field against the field catalogue, the land type is normalised, the structure-type
 * id must name the type, and the emsal fields resolve to the applied emsal. Every failure is an InputError with
 * the catalogue's Turkish message. Pure.
 */
import type { LoadedRuleSet } from "../rules/types.ts";
import type { CommonRuleFile, TypeRuleFile } from "../rules/schema.ts";
import type { EmsalTuru, Girdi, ResolvedEmsal } from "./facts/types.ts";
import { InputError } from "./input-error.ts";
import { toGirdi } from "./normalise.ts";
import { parseRequest } from "./request-schema.ts";
import { defaultEmsalClass, productSettings } from "../rules/product.ts";
import { deedEmsalClass, landClassesOf } from "../rules/land-classes.ts";
import { parcelBoundErrors } from "./parcel-bounds.ts";

export interface ParsedCalculation {
  ruleSet: LoadedRuleSet;
  slug: string;
  file: TypeRuleFile;
  girdi: Girdi;
  emsal: ResolvedEmsal;
  /** The land types the type allows in the applied emsal mode. */
  allowed: readonly number[];
  /** The type asks the emsal class and the request stated none: the version's default class was applied. */
  emsalAssumed: boolean;
  /** The land type's deed decided the emsal class (planted land, land-classes.ts), whatever the request stated. */
  emsalByDeed: boolean;
}

/**
 * The emsal class a request states (`emsal_turu`, or the ratio of `emsal_orani`; they must agree), or undefined.
 */
function statedEmsal(
  ratios: CommonRuleFile["emsal_oranlari"],
  body: { emsal_turu?: unknown; emsal_orani?: unknown },
): EmsalTuru | undefined {
  const { emsal_turu, emsal_orani } = body;
  let tur: EmsalTuru | undefined;
  if (emsal_turu !== undefined && emsal_turu !== null) {
    if (emsal_turu !== "marjinal" && emsal_turu !== "mutlak_dikili")
      throw new InputError("emsal_turu", "Geçersiz emsal türü");
    tur = emsal_turu;
  }
  if (emsal_orani !== undefined && emsal_orani !== null) {
    const n = typeof emsal_orani === "string" ? Number(emsal_orani) : emsal_orani;
    const fromRatio: EmsalTuru | undefined =
      n === ratios.marjinal ? "marjinal" : n === ratios.mutlak_dikili ? "mutlak_dikili" : undefined;
    if (!fromRatio) throw new InputError("emsal_orani", "Desteklenmeyen emsal oranı");
    if (tur && tur !== fromRatio) throw new InputError("emsal_orani", "Emsal türü ile emsal oranı uyuşmuyor");
    tur = fromRatio;
  }
  return tur;
}

/**
 * The applied emsal: for `kullanici` types the class the land's deed decides (land-classes.ts), else the stated one,
 * else the default (the version's cautious class where it maps land to classes, else the product's, urun.json);
 * fixed or none otherwise.
 */
function resolveEmsal(
  file: TypeRuleFile,
  common: CommonRuleFile,
  stated: EmsalTuru | undefined,
  deed: EmsalTuru | null,
): ResolvedEmsal {
  if (file.emsal.tur === "sabit") return { tur: null, oran: file.emsal.oran };
  if (file.emsal.tur === "yok") return { tur: null, oran: null };
  const tur = deed ?? stated ?? defaultEmsalClass(common);
  return { tur, oran: common.emsal_oranlari[tur] };
}

/** The land types a type allows with an emsal (one list, or one per emsal mode). */
function allowedLandTypes(file: TypeRuleFile, emsal: ResolvedEmsal): readonly number[] {
  return Array.isArray(file.arazi_vasiflari) ? file.arazi_vasiflari : file.arazi_vasiflari[emsal.tur ?? "marjinal"];
}

/** Parses a calculation body for the type `slug` of a version (the version and the type are chosen already). */
export function parseCalculation(
  ruleSet: LoadedRuleSet,
  slug: string,
  body: Record<string, unknown>,
): ParsedCalculation {
  const file = ruleSet.types[slug];
  if (!file) throw new Error(`no rule file for ${slug} in ${ruleSet.surum}`);
  const request = parseRequest(ruleSet.common, body);
  const tooLarge = parcelBoundErrors(
    request,
    (f) => ruleSet.common.girdi_alanlari[f]?.etiket ?? f,
    productSettings().parselden_buyuk_olamaz,
  );
  const [field, message] = Object.entries(tooLarge)[0] ?? [];
  if (field && message)
    throw new InputError(field, message, Object.fromEntries(Object.entries(tooLarge).map(([f, m]) => [f, [m]])));
  const girdi = toGirdi(ruleSet.common, request);
  if (
    girdi.yapi_turu_id !== null &&
    ![file.yapi_turu.id, ...(file.yapi_turu.diger_idler ?? [])].includes(girdi.yapi_turu_id)
  )
    throw new InputError("yapi_turu_id", "Yapı türü kimliği adresteki yapı türüyle uyuşmuyor.");
  const stated = statedEmsal(ruleSet.common.emsal_oranlari, request);
  const deed = deedEmsalClass(landClassesOf(ruleSet.common.sabitler), girdi.arazi_vasfi_id);
  const emsal = resolveEmsal(file, ruleSet.common, stated, deed);
  const asks = file.emsal.tur === "kullanici";
  const emsalAssumed = asks && deed === null && stated === undefined;
  const emsalByDeed = asks && deed !== null;
  return { ruleSet, slug, file, girdi, emsal, allowed: allowedLandTypes(file, emsal), emsalAssumed, emsalByDeed };
}
