/**
 * Evaluate, the second stage: json-rules-engine runs the common rules (`_ortak.json`), then — unless a common
 * refusal stops there — the type's fact function computes its numbers and the type's rules run on them. The result
 * is a decision with no wording: every evaluated rule with its outcome, the computed values and the deciding
 * refusal. Where the version's İzmir plan notes bind the type, their ceiling caps the building right (plan-limits.ts). A fired `hata` rule, a missing required field or a fact function's complaint is an InputError. Pure.
 */
import type { LocationFacts } from "../geo/locate.ts";
import type { RuleDefinition, TypeRuleFile } from "../rules/schema.ts";
import { factFunction } from "./facts/index.ts";
import type { FactResult } from "./facts/types.ts";
import { InputError } from "./input-error.ts";
import { effectiveLocation } from "./location.ts";
import type { ParsedCalculation } from "./parse.ts";
import { resolveField } from "../rules/fields.ts";
import { planFor, withPlanLimits, type AppliedPlan } from "./plan-limits.ts";
import { evaluateRules, type Facts } from "./rule-program.ts";
import type { EffectiveLocation } from "../contracts/calculation.ts";

export interface Outcome {
  rule: RuleDefinition;
  fired: boolean;
}

export interface Decision {
  konum: EffectiveLocation;
  /** What the rules knew of the structure type (the fact `yapi`). */
  yapi: ReturnType<typeof structureFacts>;
  commonOutcomes: Outcome[];
  /** Empty when a common refusal stopped the evaluation. */
  typeOutcomes: Outcome[];
  /** The fact function's values and result fields; null when stopped before it. */
  hesap: FactResult | null;
  /** The first fired refusal in evaluation order: the decision's reason. */
  firstRed: Outcome | undefined;
  /** A permit given on an assumption (bag-evi without a manual area check, BAG-04). */
  assumed: boolean;
  /** The plan notes that bind the type (their ceiling capped the building right), or null. */
  plan: AppliedPlan | null;
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

/** What the rules know of the structure type (the fact `yapi`), with the land types allowed in the emsal mode. */
export function structureFacts(file: TypeRuleFile, slug: string, allowed: readonly number[]) {
  return {
    slug,
    id: file.yapi_turu.id,
    kod: file.yapi_turu.kod,
    arazi_vasiflari: allowed,
    su_tahsis_belgesi_turu: file.belgeler.su_tahsis_belgesi,
    havza_beyani_turu: file.belgeler.havza_beyani,
    mevzuat_kodu: file.yapi_turu.mevzuat_durumu.kod,
  };
}

/** A fired `hata` rule is an input error with the rule's field and message. */
function throwFiredError(outcomes: readonly Outcome[]): void {
  const error = outcomes.find((o) => o.fired && o.rule.event.type === "hata");
  if (error) throw new InputError(error.rule.event.params.alan ?? "non_field_errors", error.rule.event.params.mesaj);
}

export async function evaluate(parsed: ParsedCalculation, layers: LocationFacts): Promise<Decision> {
  const { ruleSet, slug, file, girdi, emsal, allowed } = parsed;
  const common = ruleSet.common;
  const konum = effectiveLocation(layers, girdi);
  const yapi = structureFacts(file, slug, allowed);
  const baseFacts = { girdi, konum, yapi };
  const plan = planFor(common, slug, girdi, emsal);

  const commonOutcomes = await runRules(common.kurallar, { ...baseFacts, sabit: common.sabitler, hesap: {} });
  throwFiredError(commonOutcomes);
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
      const tavan_m2 = plan?.tavan_m2 ?? null;
      hesap = factFunction(file.hesap)({
        girdi,
        sabit: file.sabitler,
        ortak: common.sabitler,
        emsal,
        konum,
        tavan_m2,
      });
      if (plan) hesap = withPlanLimits(plan, file, girdi, emsal, hesap);
    } catch (err) {
      // A fact function names the field; its message is the catalogue's.
      if (err instanceof InputError && !err.message && err.field in common.girdi_alanlari) {
        throw new InputError(err.field, resolveField(common, err.field).mesaj);
      }
      throw err;
    }
    typeOutcomes = await runRules(file.kurallar, { ...baseFacts, sabit: file.sabitler, hesap: hesap.degerler });
    throwFiredError(typeOutcomes);
  }

  const firstRed = [...commonOutcomes, ...typeOutcomes].find((o) => o.fired && o.rule.event.type === "red");
  const assumed = !firstRed && hesap?.degerler["varsayimsal"] === true && file.mesajlar.varsayimsal !== undefined;
  return { konum, yapi, commonOutcomes, typeOutcomes, hesap, firstRed, assumed, plan };
}
