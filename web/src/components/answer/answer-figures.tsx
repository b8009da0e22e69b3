import type { ReactNode } from "react";
import type { CalculationData } from "@worker/core/contracts/calculation.ts";
import type { ResultCardDto } from "@worker/core/contracts/rule-set.ts";
import { shownCards } from "../../entities/calculation/result-format.ts";
import { PlanLimits } from "../plan-limits.tsx";

/**
 * An answer's figures: the type's result cards and, beside them, the İzmir plan notes' limit. A refusal lists no
 * entitlements (its report marks its figures as information only). `children`: more items of the card list (the
 * printed footprint).
 */
export function AnswerFigures({
  data,
  cards,
  children,
}: {
  data: Partial<CalculationData>;
  cards: readonly ResultCardDto[];
  children?: ReactNode;
}) {
  const refused = data.izin_durumu === "izin_verilemez";
  return (
    <>
      <ul className="result__cards">
        {(refused ? [] : shownCards(cards, data as Record<string, unknown>)).map(({ card, value }) => (
          <li key={card.alan} data-testid={`card-${card.alan}`}>
            <span className="result__card-label">{card.etiket}</span>
            <span className="result__card-value">{value.main}</span>
            {value.sub ? <span className="result__card-sub">{value.sub}</span> : null}
          </li>
        ))}
        {children}
      </ul>
      {refused ? null : <PlanLimits data={data.plan_notlari} />}
    </>
  );
}
