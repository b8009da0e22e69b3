import type { EmsalAssumption } from "@worker/core/contracts/calculation.ts";
import type { ResultCardDto } from "@worker/core/contracts/rule-set.ts";
import { dikkatOf, VERDICT_TEXT, verdictOf, type Verdict } from "@worker/core/rules/verdict.ts";
import { DRAFT_MARK, isDraft } from "@worker/core/rules/version-text.ts";
import { shownCards } from "../entities/calculation/result-format.ts";

const ICON = { izin: "✓", kosullu: "⚠", idare: "⚠", varsayimsal: "✓", bilgi: "ℹ", red: "✕" } as const satisfies Record<
  Verdict,
  string
>;

/** The emsal class the answer assumed and, beside it, what the other class gives (its figures when it permits). */
function Assumption({ data, cards }: { data: EmsalAssumption; cards: readonly ResultCardDto[] }) {
  const other = data.diger;
  const figures = other ? shownCards(cards, other.degerler) : [];
  return (
    <div className="result__assumption" data-testid="emsal-assumption">
      <p>{data.aciklama}</p>
      {other ? (
        <p data-testid="emsal-other">
          <strong>{other.aciklama}</strong>
          {figures.length ? ` (${figures.map(({ card, value }) => `${card.etiket}: ${value.main}`).join(" · ")})` : ""}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The top of a result, on the calculation page and in a saved report alike: the regulatory banner of a type the
 * law no longer defines, the verdict (a permit is green only when nothing is attached to it; a draft's carries
 * "Taslak — yürürlükte değil"), the main sentence with the binding figure, the warnings and conditions a permit comes
 * with, and what the answer assumed (the emsal class the request did not state, with the other class's answer).
 * `cards`: the type's result cards, for the other class's figures.
 */
export function VerdictHeadline({
  data,
  statusTestId,
  cards = [],
}: {
  data: {
    izin_durumu?: unknown;
    ana_mesaj?: unknown;
    dikkat?: unknown;
    mevzuat_durumu?: { kod: string; not: string | null };
    kural_seti?: { yururluk_tarihi?: string | null; durum?: "yayinda" | "taslak" | undefined };
    emsal_varsayimi?: EmsalAssumption | undefined;
  };
  statusTestId?: string;
  cards?: readonly ResultCardDto[];
}) {
  const verdict = verdictOf(data);
  const dikkat = dikkatOf(data);
  const note = data.mevzuat_durumu && data.mevzuat_durumu.kod !== "yururlukte" ? data.mevzuat_durumu.not : null;
  return (
    <>
      {note ? (
        <p className="notice notice--warning result__regulation" data-testid="result-regulation">
          <strong>{note}</strong>
        </p>
      ) : null}
      <p className={`result__status result__status--${verdict}`} data-testid={statusTestId}>
        <span aria-hidden="true">{ICON[verdict]}</span> {VERDICT_TEXT[verdict]}
        {isDraft(data.kural_seti) ? (
          <span className="result__draft" data-testid="result-draft">
            {DRAFT_MARK}
          </span>
        ) : null}
      </p>
      {typeof data.ana_mesaj === "string" && data.ana_mesaj ? <p className="result__main">{data.ana_mesaj}</p> : null}
      {dikkat.length ? (
        <ul className="result__attention" aria-label="Dikkat edilmesi gerekenler">
          {dikkat.map((d) => (
            <li key={d}>
              <strong>Dikkat:</strong> {d}
            </li>
          ))}
        </ul>
      ) : null}
      {data.emsal_varsayimi ? <Assumption data={data.emsal_varsayimi} cards={cards} /> : null}
    </>
  );
}
