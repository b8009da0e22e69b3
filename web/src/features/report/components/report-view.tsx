import { sanitizeHtml } from "../../../lib/sanitize.ts";
import type { CalculationData } from "../../../../../worker/rules/types.ts";
import { CARDS, cardValue } from "../../calculation/format.ts";
import { HistoryMap } from "../../history/components/history-map.tsx";
import { inputRows } from "../inputs.ts";
import "../report.css";

const STATUS_TEXT: Record<string, string> = {
  izin_verilebilir: "İzin verilebilir",
  izin_verilebilir_varsayimsal: "İzin verilebilir (varsayımsal)",
  izin_verilemez: "İzin verilemez",
};

/** A printable report of a saved result: map, inputs, status, numbers, the rules with citations, rule set and date. */
export function ReportView({
  title,
  typeLabel,
  createdAt,
  point,
  parameters,
  data,
}: {
  title: string;
  typeLabel: string;
  createdAt: string;
  point: { lat: number; lng: number } | null;
  parameters: Record<string, unknown>;
  data: Partial<CalculationData>;
}) {
  const status = typeof data.izin_durumu === "string" ? data.izin_durumu : "izin_verilemez";
  const date = new Date(createdAt.includes("T") ? createdAt : `${createdAt.replace(" ", "T")}Z`);
  return (
    <article className="report" aria-labelledby="report-title">
      <header className="report__head">
        <p className="report__product">Tarımsal Yapı Planlayıcı — Hesaplama Raporu</p>
        <h1 id="report-title">{title}</h1>
        <p>
          {typeLabel} · {Number.isNaN(date.getTime()) ? createdAt : date.toLocaleString("tr-TR")}
          {data.kural_seti ? ` · Kural seti ${data.kural_seti.id} sürüm ${data.kural_seti.surum} (yürürlük ${data.kural_seti.yururluk_tarihi})` : ""}
        </p>
      </header>
      <p className={`result__status result__status--${status}`} data-testid="report-status">
        <span aria-hidden="true">{status === "izin_verilemez" ? "✕" : "✓"}</span> {STATUS_TEXT[status]}
      </p>
      {data.ana_mesaj ? <p className="result__main">{data.ana_mesaj}</p> : null}
      <div className="report__grid">
        {point ? <HistoryMap lat={point.lat} lng={point.lng} /> : null}
        <table className="report__inputs">
          <caption>Girilen bilgiler</caption>
          <tbody>
            {inputRows(parameters).map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="result__cards">
        {CARDS.filter(([k]) => typeof data[k] === "number").map(([k, text, kind]) => {
          const v = cardValue(kind, data[k] as number, typeof data["kapasite_birimi"] === "string" ? data["kapasite_birimi"] : undefined);
          return (
            <li key={k}>
              <span className="result__card-label">{text}</span>
              <span className="result__card-value">{v.main}</span>
              {v.sub ? <span className="result__card-sub">{v.sub}</span> : null}
            </li>
          );
        })}
      </ul>
      {typeof data.html_mesaj === "string" ? <div className="report__html result__html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.html_mesaj) }} /> : null}
      <p className="report__foot">
        Bu rapor bilgilendirme amaçlıdır; kesin karar ilgili kurumlarındır. Oluşturulma: {new Date().toLocaleDateString("tr-TR")}
      </p>
    </article>
  );
}
