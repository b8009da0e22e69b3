import type { SayiKaynagi } from "@worker/core/contracts/calculation.ts";
import "./number-sources.css";

/** The word an assumption's source begins with (worker/core/rules/source-rows.ts `ASSUMPTION_PREFIX`). */
const ASSUMPTION = "Varsayım";

/**
 * "Sayılar ve kaynakları": every figure of an answer ('Neden?') or of a type's legislation page with its value and
 * source — a legal citation, or "Varsayım" marked visibly (the tool's assumption, not law). A table with a caption and
 * column headers; on a phone its columns wrap. Nothing for an answer saved before answers carried the figures.
 */
export function NumberSources({
  rows,
  headed = false,
  testId = "number-sources",
}: {
  rows: readonly Readonly<SayiKaynagi>[] | undefined;
  /** A heading of the page names the table already: its caption is for screen readers only. */
  headed?: boolean;
  testId?: string;
}) {
  if (!rows?.length) return null;
  const assumptions = rows.filter((r) => r.varsayim).length;
  const note = assumptions
    ? `“${ASSUMPTION}” diye işaretli ${assumptions} sayı mevzuatta yoktur: aracın varsayımıdır, hukuk değildir.`
    : null;
  return (
    <div className="number-sources" data-testid={testId}>
      {headed && note ? <p className="number-sources__note">{note}</p> : null}
      <table>
        {headed ? (
          <caption className="visually-hidden">Sayılar ve kaynakları</caption>
        ) : (
          <caption>
            Sayılar ve kaynakları
            {note ? <span className="number-sources__note">{note}</span> : null}
          </caption>
        )}
        <thead>
          <tr>
            <th scope="col">Sabit</th>
            <th scope="col">Değer</th>
            <th scope="col">Kaynak</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className={r.varsayim ? "number-sources__row--assumption" : undefined}>
              <th scope="row">{r.etiket}</th>
              <td className="number-sources__value">{r.deger}</td>
              <td>
                {r.varsayim && r.kaynak.startsWith(ASSUMPTION) ? (
                  <>
                    <strong className="number-sources__mark">{ASSUMPTION}</strong>
                    {r.kaynak.slice(ASSUMPTION.length)}
                  </>
                ) : (
                  r.kaynak
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
