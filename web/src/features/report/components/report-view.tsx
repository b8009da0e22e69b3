import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import type { CalculationData } from "@worker/core/contracts/calculation.ts";
import { versionLine } from "@worker/core/rules/version-text.ts";
import { formatArea, formatDate, formatDateTime } from "@worker/core/rules/numbers.ts";
import { VerdictHeadline } from "../../../components/verdict-headline.tsx";
import { cardsFor } from "../../../entities/calculation/result-format.ts";
import { HistoryMap } from "../../../components/history-map.tsx";
import { fitFootprint, footprintFigure, type LatLng } from "../../../entities/location/footprint.ts";
import { inputRows } from "../inputs.ts";
import { AnswerBody, AnswerFigures } from "../../../components/answer/answer.tsx";
import { NewVersionNotice } from "../../../components/new-version-notice.tsx";
import type { VersionChange } from "@worker/core/contracts/version-change.ts";
import "../report.css";

/** The footprint of a saved result: the square of its `taban_izi` figure at the saved point (no parcel is saved). */
function reportFootprint(
  ruleSet: RuleSetDto | null,
  slug: string,
  point: { lat: number; lng: number } | null,
  data: Record<string, unknown>,
): { ring: LatLng[]; text: string } | null {
  const type = ruleSet?.turler.find((t) => t.slug === slug);
  const figure = type ? footprintFigure(type, data) : null;
  const fp = figure && point ? fitFootprint(point, figure.areaM2, null) : null;
  return fp && figure ? { ring: fp.ring, text: `${figure.label}: ${formatArea(fp.areaM2)}` } : null;
}

/**
 * A printable report of a saved result: map, inputs, status, numbers, the rules with citations, rule set and date.
 * Labels, units and cards come from `ruleSet` (the version the result names when it is loaded).
 */
export function ReportView({
  title,
  calculationType,
  typeLabel,
  createdAt,
  point,
  parameters,
  data,
  ruleSet,
  newVersion = null,
}: {
  title: string;
  calculationType: string;
  typeLabel: string;
  createdAt: string;
  point: { lat: number; lng: number } | null;
  parameters: Record<string, unknown>;
  data: Partial<CalculationData>;
  ruleSet: RuleSetDto | null;
  /** What the newest rule-set version answers instead, when it differs (the API's `yeni_surum`). */
  newVersion?: VersionChange | null;
}) {
  const status = typeof data.izin_durumu === "string" ? data.izin_durumu : "izin_verilemez";
  const footprint = reportFootprint(ruleSet, calculationType, point, data as Record<string, unknown>);
  return (
    <article className="report" aria-labelledby="report-title">
      <header className="report__head">
        <p className="report__product">Tarımsal Yapı Planlayıcı — Hesaplama Raporu</p>
        <h1 id="report-title">{title}</h1>
        <p>
          {typeLabel} · {formatDateTime(createdAt)}
          {data.kural_seti ? ` · ${versionLine(data.kural_seti)}` : ""}
        </p>
      </header>
      <VerdictHeadline
        data={{ ...data, izin_durumu: status }}
        statusTestId="report-status"
        cards={cardsFor(ruleSet, calculationType)}
      />
      {newVersion ? (
        <NewVersionNotice change={newVersion} calculationType={calculationType} parameters={parameters} />
      ) : null}
      <div className="report__grid">
        {point ? <HistoryMap lat={point.lat} lng={point.lng} /> : null}
        <table className="report__inputs">
          <caption>Girilen bilgiler</caption>
          <tbody>
            {inputRows(parameters, ruleSet).map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                <td>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* The report's own headings (h3 and below) follow this one. */}
      <h2 className="visually-hidden">Hesaplama sonucu</h2>
      <AnswerFigures
        data={{ ...data, izin_durumu: status }}
        cards={cardsFor(ruleSet, calculationType)}
        footprint={footprint ? { ...footprint, parcel: null } : null}
      />
      <AnswerBody data={data} />
      <p className="report__foot">
        Bu rapor bilgilendirme amaçlıdır; kesin karar ilgili kurumlarındır. Oluşturulma: {formatDate(new Date())}
      </p>
    </article>
  );
}
