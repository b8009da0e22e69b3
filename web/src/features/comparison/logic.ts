/**
 * "Yeni yönetmelikle karşılaştır": one calculation request answered by two rule-set versions, side by side — each
 * side's status, the figures of its type's result cards (a figure whose text differs or that only one side has is a
 * change), the rule that decided and, for the new side, whether the regulation still defines the type. Pure.
 */
import type { CalculationData, UygulananKural } from "@worker/core/contracts/calculation.ts";
import type { ResultCardDto } from "@worker/core/contracts/rule-set.ts";
import { decidingRule, VERDICT_TEXT, verdictOf, type Verdict } from "@worker/core/rules/verdict.ts";
import { shownCards } from "../../entities/calculation/result-format.ts";

type Data = Readonly<CalculationData>;

export interface SideStatus {
  verdict: Verdict;
  text: string;
}

export interface FigureText {
  main: string;
  sub?: string;
}

export interface ComparedFigure {
  alan: string;
  etiket: string;
  applied: FigureText | null;
  newest: FigureText | null;
  changed: boolean;
}

export interface DecidingRule {
  kural_id: string;
  ad: string;
}

export interface Comparison {
  status: { applied: SideStatus; newest: SideStatus; changed: boolean };
  figures: ComparedFigure[];
  rule: { applied: DecidingRule | null; newest: DecidingRule | null; changed: boolean };
  /** Why the new version no longer counts the type as an agricultural structure (`tanimli_degil`); else null. */
  notDefined: string | null;
}

export function sideStatus(data: Pick<Data, "izin_durumu" | "dikkat">): SideStatus {
  const verdict = verdictOf(data);
  return { verdict, text: VERDICT_TEXT[verdict] };
}

/** The figures a side shows: its cards with a number; a refusal shows none (as the result panel). */
function figuresOf(cards: readonly ResultCardDto[], data: Data): Map<string, { etiket: string; text: FigureText }> {
  if (data.izin_durumu === "izin_verilemez") return new Map();
  return new Map(shownCards(cards, data).map(({ card, value }) => [card.alan, { etiket: card.etiket, text: value }]));
}

/** Every figure of either side, the applied side's order first. */
export function compareFigures(
  applied: { cards: readonly ResultCardDto[]; data: Data },
  newest: { cards: readonly ResultCardDto[]; data: Data },
): ComparedFigure[] {
  const a = figuresOf(applied.cards, applied.data);
  const b = figuresOf(newest.cards, newest.data);
  return [...new Set([...a.keys(), ...b.keys()])].map((alan) => {
    const left = a.get(alan)?.text ?? null;
    const right = b.get(alan)?.text ?? null;
    return {
      alan,
      etiket: (a.get(alan) ?? b.get(alan))!.etiket,
      applied: left,
      newest: right,
      changed: left?.main !== right?.main,
    };
  });
}

/** The rule that decided an answer (worker/core/rules/verdict.ts, as the parcel analysis's `karar_kurali`). */
function decidedBy(rules: readonly UygulananKural[], kod: string): DecidingRule | null {
  const rule = decidingRule(rules, kod);
  return rule ? { kural_id: rule.kural_id, ad: rule.ad } : null;
}

/** The reason the version gives for no longer defining the type, or null when it defines it. */
export function notDefinedReason(data: Pick<Data, "mevzuat_durumu" | "ana_mesaj">): string | null {
  if (data.mevzuat_durumu.kod !== "tanimli_degil") return null;
  return data.mevzuat_durumu.not || data.ana_mesaj;
}

export function compareResults(
  applied: { kod: string; cards: readonly ResultCardDto[]; data: Data },
  newest: { kod: string; cards: readonly ResultCardDto[]; data: Data },
): Comparison {
  const status = { applied: sideStatus(applied.data), newest: sideStatus(newest.data) };
  const rule = {
    applied: decidedBy(applied.data.uygulanan_kurallar, applied.kod),
    newest: decidedBy(newest.data.uygulanan_kurallar, newest.kod),
  };
  return {
    status: { ...status, changed: status.applied.verdict !== status.newest.verdict },
    figures: compareFigures(applied, newest),
    rule: {
      ...rule,
      changed: rule.applied?.kural_id !== rule.newest?.kural_id || rule.applied?.ad !== rule.newest?.ad,
    },
    notDefined: notDefinedReason(newest.data),
  };
}

/** One sentence on what changes: the status, and how many figures. */
export function changeSummary(c: Pick<Comparison, "status" | "figures">, surum: string): string {
  const figures = c.figures.filter((f) => f.changed).length;
  const parts = [...(c.status.changed ? ["durum"] : []), ...(figures ? [`${figures} rakam`] : [])];
  return parts.length
    ? `${surum} sürümünde değişenler: ${parts.join(" ve ")}.`
    : `${surum} sürümünde durum ve rakamlar değişmiyor.`;
}
