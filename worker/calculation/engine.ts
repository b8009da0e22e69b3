/**
 * The calculation engine: pure (no env, no database, no fetch). A request is validated and normalised,
 * the common rules (_ortak.json) run first, then the type's fact function computes its numbers and the type's
 * rules run on them, with json-rules-engine and explicit options. The result is the spec's normalised result
 * with every evaluated rule, its outcome and legal basis, and the rule-set version and hashes.
 */
import type { LocationFacts } from "../geo/locate.ts";
import { FACT_FUNCTIONS } from "./facts/index.ts";
import type { EmsalTuru, FactResult, Girdi } from "./facts/types.ts";
import { InputError } from "./input-error.ts";
import { effectiveLocation, largePlainSentence, type EffectiveLocation } from "./location.ts";
import { buildReport } from "./report.ts";
import { resolveField } from "./request-schema.ts";
import { evaluateRules, type Facts } from "./rule-program.ts";
import type { CommonRuleFile, RuleDefinition, TypeRuleFile } from "../rules/schema.ts";
import { fillTemplate, type TemplateValues } from "./template.ts";
import type {
  CalculationResult,
  IzinDurumu,
  KuralSonucu,
  LoadedRuleSet,
  ResolvedEmsal,
  UygulananKural,
} from "../rules/types.ts";

interface Outcome {
  rule: RuleDefinition;
  fired: boolean;
}

/** Each list's rules in evaluation order (priority desc, then file order), computed once per list. */
const ordered = new WeakMap<readonly RuleDefinition[], readonly RuleDefinition[]>();

function evaluationOrder(rules: readonly RuleDefinition[]): readonly RuleDefinition[] {
  let order = ordered.get(rules);
  if (!order) {
    order = rules
      .map((rule, index) => ({ rule, index }))
      .sort((a, b) => b.rule.priority - a.rule.priority || a.index - b.index)
      .map(({ rule }) => rule);
    ordered.set(rules, order);
  }
  return order;
}

/** Runs one rule list; returns every evaluated rule's outcome in evaluation order. */
async function runRules(rules: readonly RuleDefinition[], facts: Facts): Promise<Outcome[]> {
  const { fired, evaluated } = await evaluateRules(rules, facts);
  const out: Outcome[] = [];
  for (const rule of evaluationOrder(rules))
    if (evaluated.has(rule.name)) out.push({ rule, fired: fired.has(rule.name) });
  return out;
}

const SEVERITY: Record<KuralSonucu, number> = { saglandi: 0, bilgi: 1, uyari: 2, saglanmadi: 3 };

function outcomeResult(o: Outcome): KuralSonucu {
  if (!o.fired) return "saglandi";
  switch (o.rule.event.type) {
    case "red":
    case "hata":
      return "saglanmadi";
    case "uyari":
      return "uyari";
    case "bilgi":
      return "bilgi";
  }
}

/** The legal rule id of a rule name: sub-rules GEN-04a, GEN-04b belong to GEN-04. */
const baseIds = new Map<string, string>();
export function baseId(name: string): string {
  let id = baseIds.get(name);
  if (id === undefined) {
    id = name.replace(/[a-z]$/, "");
    baseIds.set(name, id);
  }
  return id;
}

/** One entry per legal rule: sub-rules (GEN-04a, GEN-04b) merge into their base id, the most severe outcome wins. */
function reportRules(outcomes: readonly Outcome[]): UygulananKural[] {
  const out: UygulananKural[] = [];
  const byId = new Map<string, UygulananKural>();
  for (const o of outcomes) {
    const kural_id = baseId(o.rule.name);
    const entry: UygulananKural = {
      kural_id,
      ad: o.rule.event.params.ad,
      sonuc: outcomeResult(o),
      dayanak: o.rule.event.params.dayanak,
    };
    const existing = byId.get(kural_id);
    if (!existing) {
      byId.set(kural_id, entry);
      out.push(entry);
    } else if (SEVERITY[entry.sonuc] > SEVERITY[existing.sonuc]) {
      Object.assign(existing, entry);
    }
  }
  return out;
}

/** rules-spec.md §0.4: the request's emsal fields for `kullanici` types; fixed or none otherwise. */
export function resolveEmsal(
  file: TypeRuleFile,
  ratios: { marjinal: number; mutlak_dikili: number },
  body: { emsal_turu?: unknown; emsal_orani?: unknown },
): ResolvedEmsal {
  if (file.emsal.tur === "sabit") return { tur: null, oran: file.emsal.oran };
  if (file.emsal.tur === "yok") return { tur: null, oran: null };
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
  tur ??= "marjinal";
  return { tur, oran: ratios[tur] };
}

export interface CalculateOptions {
  ruleSet: LoadedRuleSet;
  slug: string;
  girdi: Girdi;
  /** The raw emsal fields of the request (validated here, per type). */
  emsalFields: { emsal_turu?: unknown; emsal_orani?: unknown };
  layers: LocationFacts;
  now: Date;
}

/** The names of a type's land types, joined once per list (the lists are the rule files'). */
const landTypeTexts = new WeakMap<readonly number[], string>();

export function landTypeNames(common: CommonRuleFile, ids: readonly number[]): string {
  let text = landTypeTexts.get(ids);
  if (text === undefined) {
    text = common.arazi_vasfi_katalogu
      .filter((t) => ids.includes(t.id))
      .map((t) => t.ad)
      .join(", ");
    landTypeTexts.set(ids, text);
  }
  return text;
}

/** What the rules know of the structure type (the fact `yapi`), with the land types allowed in the emsal mode. */
export function structureFacts(common: CommonRuleFile, file: TypeRuleFile, slug: string, allowed: readonly number[]) {
  return {
    slug,
    id: file.yapi_turu.id,
    kod: file.yapi_turu.kod,
    arazi_vasiflari: allowed,
    su_tahsis_belgesi_turu: common.su_tahsis_belgesi_turleri.includes(slug),
    havza_beyani_turu: common.havza_beyani_turleri.includes(slug),
    mevzuat_kodu: file.yapi_turu.mevzuat_durumu.kod,
  };
}

/** The type's texts rule messages may name (`{uygun_arazi_vasiflari}`, `{mevzuat_notu}`, …), besides the request's. */
export function typeTexts(file: TypeRuleFile, allowedNames: string): TemplateValues {
  return {
    uygun_arazi_vasiflari: allowedNames,
    arazi_vasfi_gerekcesi: file.arazi_vasfi_gerekcesi ? `${file.arazi_vasfi_gerekcesi} ` : "",
    mevzuat_notu: file.yapi_turu.mevzuat_durumu.not ?? "",
    yapi_turu_adi: file.yapi_turu.ad,
  };
}

export async function calculate(options: CalculateOptions): Promise<CalculationResult> {
  const { ruleSet, slug, girdi, layers, now } = options;
  const file = ruleSet.types[slug];
  if (!file) throw new InputError("calculation_type", `Unsupported structure type: ${slug}`);
  const common = ruleSet.common;

  if (girdi.yapi_turu_id !== null) {
    const ids = [file.yapi_turu.id, ...(file.yapi_turu.diger_idler ?? [])];
    if (!ids.includes(girdi.yapi_turu_id)) {
      throw new InputError("yapi_turu_id", "Yapı türü kimliği adresteki yapı türüyle uyuşmuyor.");
    }
  }

  const emsal = resolveEmsal(file, common.emsal_oranlari, options.emsalFields);
  const allowed = Array.isArray(file.arazi_vasiflari)
    ? file.arazi_vasiflari
    : file.arazi_vasiflari[emsal.tur ?? "marjinal"];
  const konum: EffectiveLocation = effectiveLocation(layers, girdi);
  const yapi = structureFacts(common, file, slug, allowed);
  const texts: TemplateValues = { arazi_vasfi: girdi.arazi_vasfi, ...typeTexts(file, landTypeNames(common, allowed)) };

  const baseFacts = { girdi, konum, yapi };
  const commonOutcomes = await runRules(common.kurallar, { ...baseFacts, sabit: common.sabitler, hesap: {} });
  const inputError = commonOutcomes.find((o) => o.fired && o.rule.event.type === "hata");
  if (inputError)
    throw new InputError(inputError.rule.event.params.alan ?? "non_field_errors", inputError.rule.event.params.mesaj);
  const stopped = commonOutcomes.some((o) => o.fired && o.rule.event.type === "red" && o.rule.event.params.durdur);

  let hesap: FactResult | null = null;
  let typeOutcomes: Outcome[] = [];
  if (!stopped) {
    const missing = file.zorunlu_alanlar.find((f) => {
      const v = (girdi as unknown as Record<string, unknown>)[f];
      return v === null || v === undefined || (typeof v === "number" && v <= 0);
    });
    if (missing) throw new InputError(missing, resolveField(common, missing).mesaj);
    try {
      hesap = FACT_FUNCTIONS[file.hesap]({ girdi, sabit: file.sabitler, ortak: common.sabitler, emsal, konum });
    } catch (err) {
      // A fact function names the field; its message is the catalogue's.
      if (err instanceof InputError && !err.message && err.field in common.girdi_alanlari) {
        throw new InputError(err.field, resolveField(common, err.field).mesaj);
      }
      throw err;
    }
    typeOutcomes = await runRules(file.kurallar, {
      ...baseFacts,
      sabit: file.sabitler,
      hesap: hesap.degerler,
    });
    const typeError = typeOutcomes.find((o) => o.fired && o.rule.event.type === "hata");
    if (typeError)
      throw new InputError(typeError.rule.event.params.alan ?? "non_field_errors", typeError.rule.event.params.mesaj);
  }

  const values: TemplateValues[] = [
    hesap ? { ...hesap.degerler, emsal: hesap.degerler["emsal_hakki"] ?? null } : {},
    texts,
    file.sabitler as TemplateValues,
    common.sabitler as TemplateValues,
    girdi as unknown as TemplateValues,
  ];
  const fill = (t: string) => fillTemplate(t, ...values);

  const outcomes = [...commonOutcomes, ...typeOutcomes];
  const firstRed = outcomes.find((o) => o.fired && o.rule.event.type === "red");
  // A type may permit only on assumption (bag-evi without a manual area check, rules-spec.md §4.4).
  const assumed = !firstRed && hesap?.degerler["varsayimsal"] === true && file.mesajlar.varsayimsal !== undefined;
  const izin_durumu: IzinDurumu = firstRed
    ? "izin_verilemez"
    : assumed
      ? "izin_verilebilir_varsayimsal"
      : "izin_verilebilir";
  const ana_mesaj = firstRed
    ? fill(firstRed.rule.event.params.mesaj)
    : assumed && file.mesajlar.varsayimsal
      ? fill(file.mesajlar.varsayimsal.ana_mesaj)
      : fill(file.mesajlar.izin);

  const uyarilar: string[] = [];
  // Warnings of a permit the headline must carry (a requested size above the right, a condition to meet); the
  // regulatory note of a type the law no longer defines is the result's banner (mevzuat_durumu), not one of them.
  const dikkat: string[] = [];
  const regulatoryNote = file.yapi_turu.mevzuat_durumu.not;
  for (const o of outcomes) {
    if (!o.fired || (o.rule.event.type !== "uyari" && o.rule.event.type !== "bilgi")) continue;
    // A refusal lists no entitlements: the type's own notes describe what a permit would allow.
    if (firstRed && typeOutcomes.includes(o)) continue;
    const text = fill(o.rule.event.params.mesaj);
    uyarilar.push(text);
    if (!firstRed && o.rule.event.type === "uyari" && text !== regulatoryNote) dikkat.push(text);
  }
  if (konum.izmirinIcinde === "unknown")
    uyarilar.push(common.metinler["il_siniri_dogrulanamadi"] ?? "İl sınırı doğrulanamadı");
  if (
    konum.kapali_su_havzasi_kaynagi === "kullanici_beyani" &&
    (yapi.su_tahsis_belgesi_turu || yapi.havza_beyani_turu)
  ) {
    uyarilar.push(
      common.metinler["havza_kullanici_beyani"] ?? "Kapalı su havzası durumu kullanıcı beyanına dayanmaktadır.",
    );
  }
  if (hesap?.uyarilar) uyarilar.push(...hesap.uyarilar);

  const uygulanan_kurallar = reportRules(outcomes);
  const requirementIds = uygulanan_kurallar.filter((k) => k.sonuc === "saglandi").map((k) => k.kural_id);
  const aciklama = firstRed
    ? fill(
        firstRed.rule.event.params.aciklama ??
          `Karar kuralı ${firstRed.rule.name.replace(/[a-z]$/, "")}: ${firstRed.rule.event.params.ad} (${firstRed.rule.event.params.dayanak}).`,
      )
    : `İzin verilebilir: ${requirementIds.join(", ")} kuralları sağlandı.`;

  // Type fields: all of them when permitted, or when a common rule (GEN-04) refused with figures shown for
  // information; only the listed ones when a rule of the type refused.
  let typeFields: Record<string, unknown> = {};
  if (hesap) {
    const refusedByType = firstRed !== undefined && typeOutcomes.some((o) => o === firstRed);
    if (!firstRed) typeFields = hesap.ciktilar;
    else if (refusedByType) {
      const keep = new Set(["emsal_turu", "emsal_orani", "maksimum_emsal_alani_m2", ...file.mesajlar.red_alanlari]);
      typeFields = Object.fromEntries(Object.entries(hesap.ciktilar).filter(([k]) => keep.has(k)));
    } else typeFields = { ...hesap.ciktilar, bilgi_amacli: true };
  }

  const buyuk_ova_mesaji = konum.buyukOvaIcinde === true ? largePlainSentence(konum.buyukOvaAdi) : undefined;

  const suggestField = file.mesajlar.varsayimsal?.oneri_alani;
  if (suggestField && hesap)
    typeFields = { ...typeFields, [suggestField]: assumed && hesap.degerler["manuel_kontrol_onerilebilir"] === true };

  const alan_m2 = typeof typeFields["alan_m2"] === "number" ? (typeFields["alan_m2"] as number) : girdi.alan_m2;
  const { alan_m2: _omit, ...cardFields } = typeFields;
  const title = hesap?.degerler["rapor_basligi"];
  const report = buildReport({
    baslik: typeof title === "string" ? title : `${file.yapi_turu.ad} — Hesaplama Sonucu`,
    izin_durumu,
    ana_mesaj,
    alan_m2,
    arazi_vasfi: girdi.arazi_vasfi,
    emsal,
    emsalAciklama:
      file.emsal.tur === "yok" ? file.emsal.aciklama : file.emsal.tur === "sabit" ? file.emsal.dayanak : null,
    fields: typeFields,
    rows: file.rapor,
    kurallar: uygulanan_kurallar,
    uyarilar,
    dikkat,
    mevzuatNotu: file.yapi_turu.mevzuat_durumu.kod === "yururlukte" ? null : regulatoryNote,
    buyuk_ova_mesaji,
    sonNot: assumed && file.mesajlar.varsayimsal ? file.mesajlar.varsayimsal.son_not : null,
  });

  const data = {
    izin_durumu,
    ana_mesaj,
    mesaj: report.text,
    html_mesaj: report.html,
    alan_m2,
    calculation_type: slug,
    timestamp: now.toISOString(),
    yapi_turu_id: girdi.yapi_turu_id ?? file.yapi_turu.id,
    arazi_vasfi: girdi.arazi_vasfi,
    ...cardFields,
    ...(buyuk_ova_mesaji ? { buyuk_ova_mesaji } : {}),
    aciklama,
    konum,
    mevzuat_durumu: file.yapi_turu.mevzuat_durumu,
    kural_seti: {
      id: ruleSet.id,
      surum: ruleSet.surum,
      yapi_turu_surumu: file.yapi_turu_surumu,
      yururluk_tarihi: ruleSet.yururluk_tarihi,
      sha256: {
        "_ortak.json": ruleSet.hashes["_ortak.json"] ?? "",
        [`${slug}.json`]: ruleSet.hashes[`${slug}.json`] ?? "",
      },
    },
    uygulanan_kurallar,
    uyarilar,
    dikkat,
  };
  return { success: true, message: ana_mesaj, data };
}
