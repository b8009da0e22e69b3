import { dikkatOf, VERDICT_TEXT, verdictOf, type Verdict } from "@worker/rules/verdict.ts";

const ICON = { izin: "✓", kosullu: "⚠", idare: "⚠", varsayimsal: "✓", red: "✕" } as const satisfies Record<
  Verdict,
  string
>;

/**
 * The top of a result, on the calculation page and in a saved report alike: the regulatory banner of a type the
 * law no longer defines, the verdict (a permit is green only when nothing is attached to it), the main sentence
 * with the binding figure, and the warnings a permit comes with. `summaryTestId` names the live summary.
 */
export function VerdictHeadline({
  data,
  statusTestId,
}: {
  data: {
    izin_durumu?: unknown;
    ana_mesaj?: unknown;
    dikkat?: unknown;
    mevzuat_durumu?: { kod: string; not: string | null };
  };
  statusTestId?: string;
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
    </>
  );
}
