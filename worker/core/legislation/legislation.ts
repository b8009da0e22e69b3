/**
 * The legislation page of a structure type, generated from a rule-set version (`GET /api/rules/turler/{slug}/`): the
 * common rules that can apply to the type and the type's rules, each with its condition as a Turkish formula, its
 * message and explanation (constants filled in, what only a calculation knows left out), its legal basis in a
 * landowner's words, and its rule number for reference; the emsal mode and the allowed land types; the figures the
 * type rests on with their sources (worker/core/rules/source-rows.ts). Every word comes from the rule files or from
 * `etiketler.json` (worker/core/rules/page-labels.ts), never from an identifier — but a figure no file names, labelled by
 * its key in words (source-rows.ts `keyWords`). Pure.
 */
import type { LegislationDto, LegislationRuleDto, RuleEventKind } from "../contracts/legislation.ts";
import { versionInfo } from "../rules/descriptors.ts";
import { structureFacts } from "../calculation/evaluate.ts";
import { baseId, landTypeNames, typeTexts } from "../calculation/present.ts";
import { formula, pageText, type FactName, type FormulaContext } from "./legislation-text.ts";
import { formatPercent } from "../rules/numbers.ts";
import { basisText, pageLabels } from "../rules/page-labels.ts";
import type { CommonRuleFile, RuleDefinition, TypeRuleFile } from "../rules/schema.ts";
import type { TemplateValues } from "../rules/template.ts";
import { typeConstants } from "../rules/wording.ts";
import type { LoadedRuleSet } from "../rules/types.ts";
import { numberSourceRows, typeScope } from "../rules/source-rows.ts";

const EVENT_LABELS: Record<RuleEventKind, string> = {
  red: "Ret koşulu",
  uyari: "Uyarı",
  bilgi: "Bilgi",
  hata: "Girdi hatası",
};

/** The type's allowed land types per emsal mode (one list when the mode does not change it). */
function allowedLists(file: TypeRuleFile): readonly (readonly number[])[] {
  const a = file.arazi_vasiflari;
  return Array.isArray(a) ? [a] : [a.marjinal, a.mutlak_dikili];
}

/** `{uygun_arazi_vasiflari}` for the page: the names, per emsal mode when the mode changes them. */
function allowedText(common: CommonRuleFile, file: TypeRuleFile): string {
  const a = file.arazi_vasiflari;
  if (Array.isArray(a)) return landTypeNames(common, a);
  const { marjinal, mutlak_dikili } = common.emsal_adlari;
  return `${marjinal} emsal türünde ${landTypeNames(common, a.marjinal)}; ${mutlak_dikili} emsal türünde ${landTypeNames(common, a.mutlak_dikili)}`;
}

function rules(
  defs: readonly RuleDefinition[],
  ctx: FormulaContext,
  sources: readonly TemplateValues[],
  ortak: boolean,
): LegislationRuleDto[] {
  return defs.flatMap((r) => {
    const kosul = formula(r.conditions, ctx);
    if (kosul === false) return []; // Never fires for this type (e.g. the water certificate of a greenhouse).
    const p = r.event.params;
    return [
      {
        kural_id: r.name,
        kural_no: baseId(r.name),
        ad: p.ad,
        tur: r.event.type,
        tur_etiketi: EVENT_LABELS[r.event.type],
        kosul: kosul === true ? "Her zaman" : kosul,
        mesaj: pageText(p.mesaj, sources),
        aciklama: p.aciklama ? pageText(p.aciklama, sources) : null,
        dayanak: basisText(p.dayanak),
        ortak,
      },
    ];
  });
}

function emsalText(set: LoadedRuleSet, file: TypeRuleFile): LegislationDto["emsal"] {
  const e = file.emsal;
  if (e.tur === "sabit") return { metin: `Sabit emsal oranı ${formatPercent(e.oran)}.`, dayanak: basisText(e.dayanak) };
  if (e.tur === "yok") return { metin: e.aciklama, dayanak: null };
  const { emsal_adlari, emsal_oranlari } = set.common;
  const kinds = (["marjinal", "mutlak_dikili"] as const).map(
    (k) => `${emsal_adlari[k]}: ${formatPercent(emsal_oranlari[k])}`,
  );
  return { metin: `Emsal türünü kullanıcı seçer — ${kinds.join("; ")}.`, dayanak: null };
}

/** What a condition of the type's page may name: the catalogue, the type's result fields, the labels, its own facts. */
export function formulaContext(
  set: LoadedRuleSet,
  slug: string,
  sabit: Readonly<Record<string, unknown>>,
): FormulaContext {
  const file = set.types[slug]!;
  const hesap = new Map<string, FactName>();
  for (const row of [...file.kartlar, ...file.rapor])
    if (!hesap.has(row.alan)) hesap.set(row.alan, { etiket: row.etiket, birim: row.birim });
  // The land type is named by the catalogue: a list of land-type ids (olive groves, rule set 2.0.0) reads as names.
  const landType = pageLabels().olgular.girdi["arazi_vasfi_id"];
  const girdi: Record<string, FactName> = { ...set.common.girdi_alanlari };
  if (landType)
    girdi["arazi_vasfi_id"] = {
      ...landType,
      degerler: Object.fromEntries(set.common.arazi_vasfi_katalogu.map((t) => [String(t.id), t.ad])),
    };
  return {
    girdi,
    hesap,
    labels: pageLabels().olgular,
    sabit,
    yapi: allowedLists(file).map((allowed) => structureFacts(file, slug, allowed)),
  };
}

/** The legislation page of the type `slug` in the version, or null when the version has no such type. */
export function buildLegislation(set: LoadedRuleSet, slug: string): LegislationDto | null {
  const file = set.types[slug];
  if (!file) return null;
  const { common } = set;
  const yt = file.yapi_turu;
  // The engine's sources of a message, less what only a calculation knows (its values, the request).
  const sources = [
    typeTexts(file, allowedText(common, file), common),
    file.sabitler,
    common.sabitler,
    typeConstants(set.types),
  ];
  const landNames = new Map(common.arazi_vasfi_katalogu.map((t) => [t.id, t.ad]));
  const allowed = [...new Set(allowedLists(file).flat())].sort((a, b) => a - b);
  return {
    kural_seti: versionInfo(set),
    tur: {
      slug: yt.slug,
      label: yt.ad,
      emoji: yt.simge,
      category_label: common.kategoriler.find((k) => k.id === yt.kategori)?.ad ?? yt.kategori,
      mevzuat_durumu: yt.mevzuat_durumu,
    },
    emsal: emsalText(set, file),
    arazi_vasiflari: allowed.map((id) => landNames.get(id) ?? String(id)),
    arazi_vasfi_gerekcesi: file.arazi_vasfi_gerekcesi ?? null,
    kurallar: [
      ...rules(common.kurallar, formulaContext(set, slug, common.sabitler), sources, true),
      ...rules(file.kurallar, formulaContext(set, slug, file.sabitler), sources, false),
    ],
    sayi_kaynaklari: numberSourceRows(set, slug, typeScope(set, slug)) ?? [],
  };
}
