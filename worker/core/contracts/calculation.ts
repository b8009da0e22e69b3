/**
 * The answer of a calculation (`POST /api/calculations/{type}/`): the permit status, the headline, the report texts,
 * the type's figures, the effective location, the rule-set version and every applied rule with its legal basis.
 * Shared with the browser. Types only: each is inferred from its zod schema in calculation-answer-schema.ts (the one
 * definition of the answer, which also describes it in the API v1's OpenAPI document), imported as a type so that no
 * zod code reaches the browser through this file. The fields' meanings are written beside the schemas.
 */
import type { z } from "zod";
import type {
  answerReportSchema,
  calculationDataSchema,
  calculationResultSchema,
  effectiveLocationSchema,
  emsalAssumptionSchema,
  izinDurumuSchema,
  kuralSonucuSchema,
  planLimitsSchema,
  reportFigureSchema,
  sayiKaynagiSchema,
  uygulananKuralSchema,
  verdictSchema,
} from "./calculation-answer-schema.ts";

/**
 * `kosullu`: the structure may be built, but the law gives no figure — the administration sizes it on the project
 * (rules-2026.md §2); the answer carries the conditions and, where they apply, the plan notes' ceiling.
 */
export type IzinDurumu = z.infer<typeof izinDurumuSchema>;
export type KuralSonucu = z.infer<typeof kuralSonucuSchema>;

/**
 * How an answer reads (worker/core/rules/verdict.ts): `izin` a permit, `kosullu` a permit resting on conditions (its
 * `dikkat`), `idare` the administration sizes it, `varsayimsal` an assumed permit, `bilgi` information only (a type the
 * regulation no longer defines), `red` a refusal.
 */
export type Verdict = z.infer<typeof verdictSchema>;

/** A location layer's answer: inside, outside, or not known (no layer or outside its coverage). */
export type TriState = boolean | "unknown";

/** The location values a calculation applied: the layers win; the user's statement fills an unknown layer. */
export type EffectiveLocation = z.infer<typeof effectiveLocationSchema>;

export type UygulananKural = z.infer<typeof uygulananKuralSchema>;

/** The İzmir plan notes' limit beside the national one (rule set 2.0.0): the smaller binds. */
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** The emsal class a calculation assumed because its request stated none, with the other class's answer beside it. */
export type EmsalAssumption = z.infer<typeof emsalAssumptionSchema>;

/** A figure an answer or a structure type's legislation page rests on, with its source ("Sayılar ve kaynakları"). */
export type SayiKaynagi = z.infer<typeof sayiKaynagiSchema>;

/** A figure of the answer's report table: its label, its value and unit, and the value written in Turkish. */
export type ReportFigure = z.infer<typeof reportFigureSchema>;

/** The answer's report, structured: the browser draws it and `mesaj` writes it as plain text (answer-text.ts). */
export type AnswerReport = z.infer<typeof answerReportSchema>;

/** A calculation's answer; the type's figures (its result cards' fields) are further keys of unknown type. */
export type CalculationData = z.infer<typeof calculationDataSchema>;

export type CalculationResult = z.infer<typeof calculationResultSchema>;
