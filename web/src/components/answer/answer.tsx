import type { AnswerReport as ReportData, CalculationData } from "@worker/core/contracts/calculation.ts";
import type { ResultCardDto } from "@worker/core/contracts/rule-set.ts";
import { shownCards } from "../../entities/calculation/result-format.ts";
import type { LatLng } from "../../entities/location/footprint.ts";
import { FootprintSvg } from "../footprint-svg.tsx";
import { PlanLimits } from "../plan-limits.tsx";
import { NextSteps } from "../next-steps.tsx";
import { WhyList } from "./why-list.tsx";

/** The answer's footprint drawn beside its cards; `printOnly`: the page shows it on the map already. */
export interface AnswerFootprint {
  ring: readonly LatLng[];
  parcel: readonly LatLng[] | null;
  text: string;
  printOnly?: boolean;
}

/**
 * An answer's figures: the type's result cards, its footprint as a drawing (map tiles may not print) and, beside
 * them, the İzmir plan notes' limit. A refusal lists no entitlements (its report marks its figures as information
 * only).
 */
export function AnswerFigures({
  data,
  cards,
  footprint = null,
}: {
  data: Partial<CalculationData>;
  cards: readonly ResultCardDto[];
  footprint?: AnswerFootprint | null;
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
        {footprint ? (
          <li className={footprint.printOnly ? "print-only" : "result__footprint"}>
            <FootprintSvg ring={footprint.ring} parcel={footprint.parcel} text={footprint.text} />
          </li>
        ) : null}
      </ul>
      {refused ? null : <PlanLimits data={data.plan_notlari} />}
    </>
  );
}

/**
 * The answer's report (`rapor`): the parcel, the emsal line, the type's figures with their units, the large-plain
 * sentence, the notes and the closing sentence. An answer saved before the report was data has only its text
 * (`mesaj`): it shows line by line.
 */
function AnswerReport({
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

/**
 * Below an answer's headline and figures, the same wherever an answer shows (the result on screen and in print, the
 * saved report, the share page, the history detail, an offline result): its report, 'Neden?' (the rules with their
 * outcome and basis, the figures with their sources) and the next steps.
 */
export function AnswerBody({
  data,
}: {
  data: Partial<
    Pick<
      CalculationData,
      | "rapor"
      | "mesaj"
      | "buyuk_ova_mesaji"
      | "uygulanan_kurallar"
      | "kural_seti"
      | "sayi_kaynaklari"
      | "sonraki_adimlar"
    >
  >;
}) {
  return (
    <>
      <AnswerReport report={data.rapor} text={data.mesaj} largePlain={data.buyuk_ova_mesaji} />
      {data.kural_seti ? (
        <WhyList rules={data.uygulanan_kurallar ?? []} ruleset={data.kural_seti} sources={data.sayi_kaynaklari} />
      ) : null}
      <NextSteps steps={data.sonraki_adimlar} />
    </>
  );
}
