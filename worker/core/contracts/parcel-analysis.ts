/**
 * "Bu parselde ne yapabilirim?" (`POST /api/calculations/parsel-analizi/`): every structure type of a rule-set
 * version run once on one parcel. Saved and shared like a calculation under the calculation type
 * `PARCEL_ANALYSIS_TYPE` (its label: `_ortak.json` → `hesaplama_turleri`). Shared with the browser; the answer's
 * types are inferred from their zod schemas in calculation-answer-schema.ts (imported as types only).
 */
import type { z } from "zod";
import type {
  analysisFigureSchema,
  analysisRowSchema,
  decidingRuleSchema,
  excludedTypeSchema,
  parcelAnalysisDataSchema,
  parcelAnalysisResultSchema,
} from "./calculation-answer-schema.ts";

/** The calculation type of a saved analysis (history, shared links, re-open links). */
export const PARCEL_ANALYSIS_TYPE = "parsel-analizi";

/** The rule that decided a type's answer, with its legal basis. */
export type DecidingRuleDto = z.infer<typeof decidingRuleSchema>;

/** A figure of a type's result cards (`kartlar`). */
export type AnalysisFigureDto = z.infer<typeof analysisFigureSchema>;

/** One structure type whose land types allow the parcel's land type. */
export type AnalysisRowDto = z.infer<typeof analysisRowSchema>;

/** A structure type whose land types exclude the parcel's land type. */
export type ExcludedTypeDto = z.infer<typeof excludedTypeSchema>;

export type ParcelAnalysisData = z.infer<typeof parcelAnalysisDataSchema>;

export type ParcelAnalysisResult = z.infer<typeof parcelAnalysisResultSchema>;
