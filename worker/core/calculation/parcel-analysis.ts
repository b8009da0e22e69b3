/**
 * The parcel analysis core ("Bu parselde ne yapabilirim?"): every structure type of one rule-set version run
 * through the engine on one parcel, with one location check for all of them. A type's request is its form filled
 * from the parcel (analysis-fields.ts), then the rule file's `parsel_analizi.varsayilanlar`; each row carries that
 * request, so the type's own calculation reproduces the row. Types whose land types exclude the parcel's land type
 * are listed apart with the engine's refusal. Pure (no env, no database, no fetch).
 */
import type { StructureTypeDto } from "../contracts/rule-set.ts";
import type {
  AnalysisFigureDto,
  AnalysisRowDto,
  DecidingRuleDto,
  ExcludedTypeDto,
  ParcelAnalysisResult,
} from "../contracts/parcel-analysis.ts";
import type { LocationFacts } from "../geo/locate.ts";
import { allowsLandType, typeFormValues, type ParcelValues } from "./analysis-fields.ts";
import { typeDescriptors } from "../rules/descriptors.ts";
import { calculate } from "./calculate.ts";
import { emsalHakki } from "./facts/emsal.ts";
import { resolveConstant } from "../rules/constants.ts";
import { decidingRule, isPermitVerdict } from "../rules/verdict.ts";
import { byCategoryThenLabel, byVerdict } from "./analysis-order.ts";
import { defaultEmsalClass } from "../rules/product.ts";
import { deedEmsalClass, landClassesOf } from "../rules/land-classes.ts";
import type { TypeRuleFile } from "../rules/schema.ts";
import type { LoadedRuleSet } from "../rules/types.ts";
import type { CalculationData } from "../contracts/calculation.ts";

const descriptorCache = new WeakMap<LoadedRuleSet, StructureTypeDto[]>();

/** The version's type descriptors (built once per version). */
export function analysisDescriptors(set: LoadedRuleSet): StructureTypeDto[] {
  let list = descriptorCache.get(set);
  if (!list) {
    list = typeDescriptors(set);
    descriptorCache.set(set, list);
  }
  return list;
}

export interface ParcelInput extends ParcelValues {
  latitude: number;
  longitude: number;
  /** The land type's catalogue name and id. */
  arazi_vasfi: string;
  landTypeId: number;
  /** Fields every type's request carries as sent: the version selectors and the location statements. */
  shared: Readonly<Record<string, string | boolean>>;
}

/** The emsal ratio a type's calculation applies: the stated class's, else the product's default class's. */
function emsalRatio(set: LoadedRuleSet, file: TypeRuleFile, stated: unknown, landTypeId: number): number | null {
  if (file.emsal.tur === "sabit") return file.emsal.oran;
  if (file.emsal.tur !== "kullanici") return null;
  const deed = deedEmsalClass(landClassesOf(set.common.sabitler), landTypeId);
  const given = stated === "marjinal" || stated === "mutlak_dikili" ? stated : undefined;
  return set.common.emsal_oranlari[deed ?? given ?? defaultEmsalClass(set.common)];
}

/** A default the rule file derives: the emsal right, the parcel area or one of its constants. */
function defaultValue(
  set: LoadedRuleSet,
  file: TypeRuleFile,
  v: Exclude<NonNullable<NonNullable<TypeRuleFile["parsel_analizi"]>["varsayilanlar"]>[string], number | boolean>,
  alan: number,
  statedEmsal: unknown,
  landTypeId: number,
): number {
  if (v.kaynak === "alan_m2") return alan;
  if (v.kaynak === "sabit") {
    const c = resolveConstant(file.sabitler, v.yol);
    if (typeof c !== "number")
      throw new Error(`${file.yapi_turu.slug}: parsel_analizi default sabitler.${v.yol} is not a number`);
    return c;
  }
  return emsalHakki(alan, emsalRatio(set, file, statedEmsal, landTypeId));
}

/** The calculation request of one type for the parcel: its form values, then the rule file's analysis defaults. */
export function typeRequest(set: LoadedRuleSet, type: StructureTypeDto, input: ParcelInput): Record<string, unknown> {
  const file = set.types[type.slug]!;
  const values = typeFormValues(type, input.landTypeId, input);
  for (const [name, v] of Object.entries(file.parsel_analizi?.varsayilanlar ?? {})) {
    if (name in values) continue;
    values[name] =
      typeof v === "object"
        ? defaultValue(set, file, v, values["alan_m2"] as number, input.shared["emsal_turu"], input.landTypeId)
        : v;
  }
  return {
    latitude: input.latitude,
    longitude: input.longitude,
    arazi_vasfi: input.arazi_vasfi,
    ...values,
    ...input.shared,
  };
}

function figure(
  data: Readonly<Record<string, unknown>>,
  card: TypeRuleFile["kartlar"][number],
): AnalysisFigureDto | null {
  const deger = data[card.alan];
  if (typeof deger !== "number") return null;
  const unit = card.birim_alani ? data[card.birim_alani] : card.birim;
  return { alan: card.alan, etiket: card.etiket, deger, birim: typeof unit === "string" ? unit : null };
}

/** The maximum building area (first area card with a value) and the capacity (first other card with a value). */
function figures(set: LoadedRuleSet, file: TypeRuleFile, data: Readonly<Record<string, unknown>>) {
  const areaUnit = set.common.girdi_alanlari["alan_m2"]?.birim;
  let azami_alan: AnalysisFigureDto | null = null;
  let kapasite: AnalysisFigureDto | null = null;
  for (const card of file.kartlar) {
    const f = figure(data, card);
    if (!f) continue;
    if (!card.birim_alani && card.birim === areaUnit) azami_alan ??= f;
    else kapasite ??= f;
  }
  return { azami_alan, kapasite };
}

/** The deciding rule with its legal basis (verdict.ts). */
function decidingRuleOf(file: TypeRuleFile, data: CalculationData): DecidingRuleDto | null {
  const k = decidingRule(data.uygulanan_kurallar, file.yapi_turu.kod);
  return k ? { kural_id: k.kural_id, ad: k.ad, dayanak: k.dayanak } : null;
}

/** Runs every type of the version on the parcel. Input errors of a type's request throw InputError. */
export async function analyseParcel(
  set: LoadedRuleSet,
  input: ParcelInput,
  layers: LocationFacts,
  now: Date,
): Promise<ParcelAnalysisResult> {
  const turler: AnalysisRowDto[] = [];
  const uygun_olmayanlar: ExcludedTypeDto[] = [];
  let konum: CalculationData["konum"] | null = null;
  let emsal_varsayimi: ParcelAnalysisResult["data"]["emsal_varsayimi"];
  for (const type of analysisDescriptors(set)) {
    const file = set.types[type.slug]!;
    const girdi = typeRequest(set, type, input);
    const { data } = await calculate(set, type.slug, girdi, () => layers, now);
    konum ??= data.konum;
    const identity = {
      slug: type.slug,
      label: type.label,
      emoji: type.emoji,
      category: type.category,
      category_label: type.category_label,
    };
    if (!allowsLandType(type, input.landTypeId)) {
      uygun_olmayanlar.push({
        ...identity,
        neden: [data.ana_mesaj, data.aciklama].filter(Boolean).join(" "),
        karar_kurali: decidingRuleOf(file, data),
      });
      continue;
    }
    const assumed = data.emsal_varsayimi;
    if (assumed) emsal_varsayimi ??= { emsal_turu: assumed.emsal_turu, aciklama: assumed.aciklama };
    const other = assumed?.diger;
    turler.push({
      ...identity,
      izin_durumu: data.izin_durumu,
      karar: data.karar,
      mevzuat_durumu: data.mevzuat_durumu,
      ana_mesaj: data.ana_mesaj,
      dikkat: data.dikkat,
      ...figures(set, file, data),
      karar_kurali: decidingRuleOf(file, data),
      varsayim: file.parsel_analizi?.not ?? null,
      girdi,
      ...(assumed
        ? {
            diger_sinif: other
              ? {
                  emsal_turu: other.emsal_turu,
                  baslik: other.baslik,
                  izin_durumu: other.izin_durumu,
                  karar: other.karar,
                  ana_mesaj: other.ana_mesaj,
                  ...figures(set, file, other.degerler),
                }
              : null,
          }
        : {}),
    });
  }
  const byCategory = byCategoryThenLabel(set.common.kategoriler.map((k) => k.id));
  turler.sort((a, b) => byVerdict(a.karar, b.karar) || byCategory(a, b));
  uygun_olmayanlar.sort(byCategory);
  const possible = turler.filter((t) => isPermitVerdict(t.karar)).length;
  const mesaj = `Bu parselde ${turler.length} yapı türünden ${possible} tanesi yapılabilir.`;
  return {
    success: true,
    message: mesaj,
    data: {
      mesaj,
      arazi_vasfi: input.arazi_vasfi,
      alan_m2: input.alan_m2,
      latitude: input.latitude,
      longitude: input.longitude,
      konum,
      timestamp: now.toISOString(),
      kural_seti: {
        id: set.id,
        surum: set.surum,
        yururluk_tarihi: set.yururluk_tarihi,
        durum: set.durum,
        sha256: { ...set.hashes },
      },
      ...(emsal_varsayimi ? { emsal_varsayimi } : {}),
      turler,
      uygun_olmayanlar,
    },
  };
}
