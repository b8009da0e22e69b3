/**
 * Present, the third stage: a decision in words — the headline (`ana_mesaj`), the explanation, the warnings and
 * the conditions a permit's headline carries (`dikkat`), the rules applied with their legal bases, the type's
 * figures, the structured report (`rapor`) and its plain text (`mesaj`). Every text comes from the rule files, filled from the
 * computed values, the constants and the request. Pure.
 */
import type {
  CalculationResult,
  EmsalAssumption,
  IzinDurumu,
  KuralSonucu,
  PlanLimits,
  UygulananKural,
} from "../contracts/calculation.ts";
import type { CommonRuleFile, TypeRuleFile } from "../rules/schema.ts";
import type { Decision, Outcome } from "./evaluate.ts";
import { largePlainSentence } from "./location.ts";
import type { ParsedCalculation } from "./parse.ts";
import { buildReport } from "./report.ts";
import { answerText } from "./answer-text.ts";
import { answerSources } from "./figure-sources.ts";
import { fillTemplate, type TemplateValues } from "../rules/template.ts";
import { formatPercent } from "../rules/numbers.ts";
import { basisText } from "../rules/page-labels.ts";
import { typeConstants } from "../rules/wording.ts";
import { PLAN_SENTENCES } from "../rules/plan-notes.ts";
import { largePlainRule } from "../rules/large-plain.ts";
import { defaultEmsalClass, emsalSentence, otherClass, productSettings } from "../rules/product.ts";
import { VERDICT_TEXT, verdictOf } from "../rules/verdict.ts";
import { ASSUMPTION_SENTENCE } from "../rules/source-rows.ts";

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
      dayanak: basisText(o.rule.event.params.dayanak),
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

/**
 * The type's texts rule messages may name (`{uygun_arazi_vasiflari}`, `{mevzuat_notu}`, …), besides the request's;
 * `{buyuk_ova_kurali}` is the version's one statement of the large-plain rule as it applies to the type
 * (large-plain.ts: the GEN-03 warning and the next step "Büyük ova" both name it).
 */
export function typeTexts(file: TypeRuleFile, allowedNames: string, common: CommonRuleFile): TemplateValues {
  const largePlain = largePlainRule(common, file.yapi_turu.slug);
  return {
    uygun_arazi_vasiflari: allowedNames,
    arazi_vasfi_gerekcesi: file.arazi_vasfi_gerekcesi ? `${file.arazi_vasfi_gerekcesi} ` : "",
    mevzuat_notu: file.yapi_turu.mevzuat_durumu.not ?? "",
    yapi_turu_adi: file.yapi_turu.ad,
    ...(largePlain === null ? {} : { buyuk_ova_kurali: largePlain }),
  };
}

/**
 * The type's figures the answer shows: all of them when permitted, or when a common rule (GEN-04) refused with
 * figures shown for information; only the listed ones when a rule of the type refused.
 */
function shownFigures(file: TypeRuleFile, decision: Decision): Record<string, unknown> {
  const { hesap, firstRed, typeOutcomes, assumed } = decision;
  if (!hesap) return {};
  let fields: Record<string, unknown>;
  if (!firstRed) fields = hesap.ciktilar;
  else if (typeOutcomes.includes(firstRed)) {
    const keep = new Set(["emsal_turu", "emsal_orani", "maksimum_emsal_alani_m2", ...file.mesajlar.red_alanlari]);
    fields = Object.fromEntries(Object.entries(hesap.ciktilar).filter(([k]) => keep.has(k)));
  } else fields = { ...hesap.ciktilar, bilgi_amacli: true };
  const suggestField = file.mesajlar.varsayimsal?.oneri_alani;
  if (suggestField)
    fields = { ...fields, [suggestField]: assumed && hesap.degerler["manuel_kontrol_onerilebilir"] === true };
  return fields;
}

/** The national and the plan limit side by side (the fact result carries both), with the sentence naming the binding one. */
function planLimits(
  common: CommonRuleFile,
  administrationSizes: boolean,
  decision: Decision,
  fill: (t: string) => string,
): PlanLimits | undefined {
  const { plan, hesap } = decision;
  if (!plan || !hesap) return undefined;
  const national = hesap.degerler["ulusal_sinir_m2"];
  const ceiling = hesap.degerler["plan_siniri_m2"];
  const binding = hesap.degerler["baglayan_sinir"];
  if (typeof ceiling !== "number" || (binding !== "plan" && binding !== "ulusal")) return undefined;
  const [planBinds, nationalBinds, noFigure, noTotal] = PLAN_SENTENCES;
  const key =
    typeof national === "number"
      ? binding === "plan"
        ? planBinds
        : nationalBinds
      : administrationSizes
        ? noFigure
        : noTotal;
  // The registry checked the sentences exist wherever plan notes do.
  const template = common.metinler[key] ?? "";
  return {
    emsal_turu: plan.tier,
    ulusal_sinir_m2: typeof national === "number" ? national : null,
    plan_siniri_m2: ceiling,
    baglayan: binding,
    aciklama: fill(template),
  };
}

/**
 * The values a permit's headline states the binding figure with (plan-limits.ts): the emsal right (capped by the plan
 * notes where they bind), the binding building area and the plan's ceiling.
 */
const BINDING_VALUES = ["emsal", "azami_yapi_alani_m2", "plan_siniri_m2"] as const;

/**
 * A permit's headline. Where the İzmir plan notes bind, the figure they allow is the one it states: the type's own
 * headline when its template names the binding figure, else the type's headline and the common sentence stating the
 * plan's figure (`metinler.plan_siniri_baslik`). A national figure the type's template shows beside it is the
 * wording's to name as such ("ulusal depo hakkı").
 */
function permitHeadline(
  template: string,
  plan: PlanLimits | undefined,
  common: CommonRuleFile,
  fill: (t: string) => string,
): string {
  const headline = fill(template);
  const sentence = common.metinler["plan_siniri_baslik"];
  if (plan?.baglayan !== "plan" || !sentence) return headline;
  if (BINDING_VALUES.some((name) => template.includes(`{${name}}`))) return headline;
  return `${headline.replace(/\.?\s*$/, ".")} ${fill(sentence)}`;
}

/**
 * The assumed emsal class in words, with the other class's answer (`alternative`: the same request under it, or null
 * when it could not be calculated).
 */
function emsalAssumption(parsed: ParsedCalculation, alternative: CalculationResult | null): EmsalAssumption {
  const { common } = parsed.ruleSet;
  const product = productSettings().emsal_sinifi;
  const applied = parsed.emsal.tur ?? defaultEmsalClass(common);
  const sentence = (t: string) => emsalSentence(t, common.emsal_adlari, common.emsal_oranlari, applied);
  if (!alternative) return { emsal_turu: applied, aciklama: sentence(product.varsayim), diger: null };
  const d = alternative.data;
  const baslik = sentence(product.diger);
  const cards =
    d.izin_durumu === "izin_verilemez" ? [] : parsed.file.kartlar.flatMap((k) => [k.alan, k.birim_alani ?? ""]);
  const degerler = Object.fromEntries(cards.filter((k) => k && d[k] !== undefined).map((k) => [k, d[k]]));
  return {
    emsal_turu: applied,
    aciklama: sentence(product.varsayim),
    diger: {
      emsal_turu: otherClass(applied),
      emsal_orani: common.emsal_oranlari[otherClass(applied)],
      izin_durumu: d.izin_durumu,
      karar: d.karar,
      ana_mesaj: d.ana_mesaj,
      baslik,
      aciklama: `${baslik}: ${VERDICT_TEXT[d.karar]} — ${d.ana_mesaj}`,
      degerler,
    },
  };
}

export function present(
  parsed: ParsedCalculation,
  decision: Decision,
  now: Date,
  /** The same request under the other emsal class, when the request stated none (calculate.ts). */
  alternative: CalculationResult | null = null,
): CalculationResult {
  const { ruleSet, slug, file, girdi, emsal, allowed } = parsed;
  const { konum, yapi, commonOutcomes, typeOutcomes, hesap, firstRed, assumed } = decision;
  const common = ruleSet.common;
  const values: TemplateValues[] = [
    hesap ? { ...hesap.degerler, emsal: hesap.degerler["emsal_hakki"] ?? null } : {},
    { arazi_vasfi: girdi.arazi_vasfi, ...typeTexts(file, landTypeNames(common, allowed), common) },
    file.sabitler as TemplateValues,
    common.sabitler as TemplateValues,
    girdi as unknown as TemplateValues,
    typeConstants(ruleSet.types),
  ];
  const fill = (t: string) => fillTemplate(t, ...values);

  const izin_durumu: IzinDurumu = firstRed
    ? "izin_verilemez"
    : assumed
      ? "izin_verilebilir_varsayimsal"
      : file.boyutu_idare_belirler
        ? "kosullu"
        : "izin_verilebilir";
  const plan_notlari = firstRed ? undefined : planLimits(common, file.boyutu_idare_belirler, decision, fill);
  const ana_mesaj = firstRed
    ? fill(firstRed.rule.event.params.mesaj)
    : assumed && file.mesajlar.varsayimsal
      ? fill(file.mesajlar.varsayimsal.ana_mesaj)
      : permitHeadline(file.mesajlar.izin, plan_notlari, common, fill);

  const outcomes = [...commonOutcomes, ...typeOutcomes];
  const uyarilar: string[] = [];
  // Warnings of a permit the headline must carry (a requested size above the right, a condition to meet); the
  // regulatory note of a type the law no longer defines is the result's banner (mevzuat_durumu), not one of them.
  const dikkat: string[] = [];
  const regulatoryNote = file.yapi_turu.mevzuat_durumu.not;
  // The rules a permit rests on whatever their event (urun.json: the large plain's board opinion, GEN-03).
  const conditions = productSettings().kosul_kurallari;
  for (const o of outcomes) {
    if (!o.fired || (o.rule.event.type !== "uyari" && o.rule.event.type !== "bilgi")) continue;
    // A refusal lists no entitlements: the type's own notes describe what a permit would allow.
    if (firstRed && typeOutcomes.includes(o)) continue;
    const text = fill(o.rule.event.params.mesaj);
    uyarilar.push(text);
    const condition = o.rule.event.type === "uyari" || conditions.includes(baseId(o.rule.name));
    if (!firstRed && condition && text !== regulatoryNote) dikkat.push(text);
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
  const deedSentence = common.metinler["emsal_tapu_belirler"];
  if (parsed.emsalByDeed && emsal.tur && deedSentence)
    uyarilar.push(
      fillTemplate(deedSentence, {
        arazi_vasfi: girdi.arazi_vasfi,
        sinif: common.emsal_adlari[emsal.tur].toLocaleLowerCase("tr"),
        oran: formatPercent(common.emsal_oranlari[emsal.tur]),
      }),
    );
  if (plan_notlari) uyarilar.push(plan_notlari.aciklama);

  const uygulanan_kurallar = reportRules(outcomes);
  const requirementIds = uygulanan_kurallar.filter((k) => k.sonuc === "saglandi").map((k) => k.kural_id);
  const aciklama = firstRed
    ? fill(
        firstRed.rule.event.params.aciklama ??
          `Karar kuralı ${baseId(firstRed.rule.name)}: ${firstRed.rule.event.params.ad} (${basisText(firstRed.rule.event.params.dayanak)}).`,
      )
    : `${izin_durumu === "kosullu" ? "Yapılabilir" : "İzin verilebilir"}: ${requirementIds.join(", ")} kuralları sağlandı.`;

  const typeFields = shownFigures(file, decision);
  const buyuk_ova_mesaji = konum.buyukOvaIcinde === true ? largePlainSentence(konum.buyukOvaAdi) : undefined;
  const alan_m2 = typeof typeFields["alan_m2"] === "number" ? (typeFields["alan_m2"] as number) : girdi.alan_m2;
  const { alan_m2: _omit, ...cardFields } = typeFields;
  const title = hesap?.degerler["rapor_basligi"];
  const karar = verdictOf({ izin_durumu, dikkat, mevzuat_durumu: file.yapi_turu.mevzuat_durumu });
  const emsal_varsayimi = parsed.emsalAssumed ? emsalAssumption(parsed, alternative) : undefined;
  // The figures the answer rests on; one resting on an assumed figure says so beside its verdict, never as law.
  const sayi_kaynaklari = answerSources(parsed, decision, !!emsal_varsayimi?.diger);
  const rapor = buildReport({
    baslik: typeof title === "string" ? title : `${file.yapi_turu.ad} — Hesaplama Sonucu`,
    izin_durumu,
    alan_m2,
    arazi_vasfi: girdi.arazi_vasfi,
    emsal,
    plan: plan_notlari,
    emsalAciklama:
      file.emsal.tur === "yok"
        ? file.emsal.aciklama
        : file.emsal.tur === "sabit"
          ? basisText(file.emsal.dayanak)
          : null,
    fields: typeFields,
    rows: file.rapor,
    uyarilar,
    dikkat,
    mevzuatNotu: file.yapi_turu.mevzuat_durumu.kod === "yururlukte" ? null : regulatoryNote,
    sonNot: assumed && file.mesajlar.varsayimsal ? file.mesajlar.varsayimsal.son_not : null,
    varsayimNotu: sayi_kaynaklari.some((s) => s.varsayim) ? ASSUMPTION_SENTENCE : null,
  });
  const mesaj = answerText({
    karar,
    ana_mesaj,
    dikkat,
    mevzuat_durumu: file.yapi_turu.mevzuat_durumu,
    kural_seti: ruleSet,
    emsal_varsayimi,
    buyuk_ova_mesaji,
    rapor,
  });

  const data = {
    izin_durumu,
    karar,
    ana_mesaj,
    mesaj,
    rapor,
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
      durum: ruleSet.durum,
      yonetmelik: ruleSet.yonetmelik,
      sha256: {
        "_ortak.json": ruleSet.hashes["_ortak.json"] ?? "",
        [`${slug}.json`]: ruleSet.hashes[`${slug}.json`] ?? "",
      },
    },
    uygulanan_kurallar,
    uyarilar,
    dikkat,
    ...(plan_notlari ? { plan_notlari } : {}),
    ...(emsal_varsayimi ? { emsal_varsayimi } : {}),
    sayi_kaynaklari,
    ...(firstRed?.rule.event.params.kod ? { karar_kodu: firstRed.rule.event.params.kod } : {}),
    // A step may name the type's texts (the large-plain rule as it applies to the type, `{buyuk_ova_kurali}`).
    ...(!firstRed && common.sonraki_adimlar.length
      ? {
          sonraki_adimlar: common.sonraki_adimlar.map(({ baslik, metin, dayanak }) => ({
            baslik,
            metin: fill(metin),
            dayanak,
          })),
        }
      : {}),
  };
  return { success: true, message: ana_mesaj, data };
}
