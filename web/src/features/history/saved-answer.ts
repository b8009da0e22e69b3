/**
 * The answer of a saved calculation as the history shows it: the record that carries a structured report (`rapor`,
 * answers saved since the report became data) or, for an older row, its text (`mesaj` or `ana_mesaj`; the server
 * answers no HTML: worker/services/saved-answer.ts).
 */
import type { CalculationData } from "@worker/core/contracts/calculation.ts";
import { answerRecords, savedAnswerText } from "@worker/core/contracts/saved-result.ts";

export type SavedAnswer = Partial<CalculationData>;

export function savedAnswerOf(result: unknown): SavedAnswer | null {
  const structured = answerRecords(result).find((r) => typeof r["rapor"] === "object" && r["rapor"] !== null);
  if (structured) return structured as SavedAnswer;
  const text = savedAnswerText(result);
  return text === null ? null : { mesaj: text };
}
