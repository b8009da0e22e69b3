import type { AnswerReport as ReportData } from "@worker/core/contracts/calculation.ts";

/**
 * The answer's report (`rapor`): the parcel, the emsal line, the type's figures with their units, the large-plain
 * sentence, the notes and the closing sentence. An answer saved before the report was data has only its text
 * (`mesaj`): it shows line by line.
 */
export function AnswerReport({
  report,
  text,
  largePlain,
}: {
  report: ReportData | undefined;
  /** The answer's plain text, shown when it has no structured report. */
  text?: string | null | undefined;
  largePlain?: string | undefined;
}) {
  if (!report)
    return text ? (
      <div className="answer-report answer-report--text" data-testid="answer-report">
        {text.split("\n").map((line, i) => (line.trim() ? <p key={i}>{line}</p> : null))}
      </div>
    ) : null;
  return (
    <div className="answer-report" data-testid="answer-report">
      <h3>{report.baslik}</h3>
      {report.varsayim_notu ? <p className="answer-report__assumption">{report.varsayim_notu}</p> : null}
      <p>{report.parsel}</p>
      <p data-testid="answer-report-emsal">{report.emsal}</p>
      {report.bilgi_notu ? <p className="answer-report__info">{report.bilgi_notu}</p> : null}
      {report.degerler.length ? (
        <table className="answer-report__figures">
          <tbody>
            {report.degerler.map((f) => (
              <tr key={f.alan}>
                <th scope="row">{f.etiket}</th>
                <td>{f.metin}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {largePlain ? <p className="answer-report__plain">{largePlain}</p> : null}
      {report.notlar.length ? (
        <>
          <h4>Notlar</h4>
          <ul className="answer-report__notes">
            {report.notlar.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      ) : null}
      {report.son_not ? (
        <p>
          <strong>{report.son_not}</strong>
        </p>
      ) : null}
    </div>
  );
}
