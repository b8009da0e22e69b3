import type { ParcelAnalysisData } from "@worker/core/contracts/parcel-analysis.ts";
import { AnalysisTable } from "./analysis-table.tsx";
import { formatArea, formatDateTime } from "@worker/core/rules/numbers.ts";

/** Whether a saved result is a parcel analysis answer (its table can be drawn). */
export function isAnalysisData(value: unknown): value is ParcelAnalysisData {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<ParcelAnalysisData>;
  return Array.isArray(v.turler) && Array.isArray(v.uygun_olmayanlar);
}

/** A saved (shared) parcel analysis, read-only: title, parcel, version and the table. */
export function SavedAnalysis({
  title,
  typeLabel,
  createdAt,
  data,
  categoryOrder,
}: {
  title: string;
  typeLabel: string;
  createdAt: string;
  data: ParcelAnalysisData;
  categoryOrder: readonly string[];
}) {
  return (
    <article className="report" aria-labelledby="saved-analysis-title">
      <header className="report__head">
        <p className="report__product">Tarımsal Yapı Planlayıcı — Parsel Analizi</p>
        <h1 id="saved-analysis-title">{title}</h1>
        <p>
          {typeLabel} · {formatDateTime(createdAt)}
        </p>
        <p>
          {data.arazi_vasfi} · {formatArea(data.alan_m2)} · {data.latitude.toFixed(6)}, {data.longitude.toFixed(6)} ·
          Kural seti {data.kural_seti.surum}
        </p>
      </header>
      <AnalysisTable data={data} categoryOrder={categoryOrder} />
    </article>
  );
}
