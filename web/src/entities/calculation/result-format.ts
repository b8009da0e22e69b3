/**
 * How a result reads, on the calculation page and in a saved report alike (the verdict: worker/core/rules/verdict.ts): number formats
 * (worker/core/rules/numbers.ts), the cards and the emsal labels.
 */
import type { ResultCardDto, RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { formatDecares, formatHectares, formatPercent, formatTr } from "@worker/core/rules/numbers.ts";

const SQUARE_METRES = "m²";

/**
 * The text of one result card: square metres with the decare / hectare line, another unit appended, or the unit
 * read from the result field the card names (`birim_alani`, e.g. a capacity in 'baş').
 */
export function cardValue(
  card: Pick<ResultCardDto, "birim" | "birim_alani">,
  n: number,
  data: Readonly<Record<string, unknown>> = {},
): { main: string; sub?: string } {
  if (card.birim === SQUARE_METRES)
    return { main: `${formatTr(n)} ${SQUARE_METRES}`, sub: `${formatDecares(n)} dekar · ${formatHectares(n)} ha` };
  const unit =
    card.birim ?? (card.birim_alani && typeof data[card.birim_alani] === "string" ? data[card.birim_alani] : null);
  return { main: unit ? `${formatTr(n)} ${String(unit)}` : formatTr(n) };
}

/** The cards a result shows: those whose field holds a number. */
export function shownCards(
  cards: readonly ResultCardDto[],
  data: Readonly<Record<string, unknown>>,
): { card: ResultCardDto; value: { main: string; sub?: string } }[] {
  return cards.flatMap((card) => {
    const n = data[card.alan];
    return typeof n === "number" && Number.isFinite(n) ? [{ card, value: cardValue(card, n, data) }] : [];
  });
}

/**
 * A type's cards; for a calculation type the rule set no longer describes (an older history item), every card of
 * the rule set once, so its numbers still show.
 */
export function cardsFor(ruleSet: Pick<RuleSetDto, "turler"> | null, slug: string): ResultCardDto[] {
  if (!ruleSet) return [];
  const own = ruleSet.turler.find((t) => t.slug === slug);
  if (own) return own.kartlar;
  const seen = new Map<string, ResultCardDto>();
  for (const t of ruleSet.turler) for (const c of t.kartlar) if (!seen.has(c.alan)) seen.set(c.alan, c);
  return [...seen.values()];
}

export type EmsalType = RuleSetDto["emsal_turleri"][number];
export type EmsalId = EmsalType["id"];

/** 'Marjinal (%20)': the emsal type's name and its ratio as a percentage. */
export function emsalLabel(e: Pick<EmsalType, "ad" | "oran">): string {
  return `${e.ad} (${formatPercent(e.oran)})`;
}
