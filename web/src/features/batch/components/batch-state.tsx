import { useId, useState } from "react";
import type { BatchDto } from "@worker/core/contracts/batches.ts";
import { formatDateTime, formatTr } from "@worker/core/rules/numbers.ts";
import { PARCEL_ANALYSIS_TYPE } from "@worker/core/contracts/parcel-analysis.ts";
import { useTypeLabel } from "../../../entities/structure-types/type-labels.ts";
import type { ResultFormat } from "../api.ts";
import { downloadResults } from "../save-file.ts";
import { batchErrorText, STATUS_LABELS } from "../use-batches.ts";

export const PARCEL_ANALYSIS_LABEL = "Parsel analizi (tüm yapı türleri)";
export const BATCH_FAILED =
  "Toplu hesaplama tamamlanamadı. Dosyanızı ve seçtiğiniz yapı türünü kontrol edip yeniden başlatın.";
const DOWNLOAD_FAILED = "Sonuç dosyası indirilemedi. Lütfen tekrar deneyin.";

/** "12 / 30 parsel, 1 hatalı" */
export const progressText = (b: Pick<BatchDto, "toplam" | "tamamlanan" | "hatali">) =>
  `${formatTr(b.tamamlanan, 0)} / ${formatTr(b.toplam, 0)} parsel, ${formatTr(b.hatali, 0)} hatalı`;

/** The batch's type as a reader knows it (the parcel analysis, or the type's label). */
export function useBatchTypeLabel(): (tur: string) => string {
  const label = useTypeLabel();
  return (tur) => (tur === PARCEL_ANALYSIS_TYPE ? PARCEL_ANALYSIS_LABEL : label(tur));
}

/** 'Sonuçları indir (CSV)' and '(GeoJSON)': each fetches its file and saves it; a failure says so beside them. */
export function ResultDownloads({ id, describedBy }: { id: string; describedBy?: string }) {
  const [busy, setBusy] = useState<ResultFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: ResultFormat) => {
    if (busy) return;
    setBusy(format);
    setError(null);
    try {
      await downloadResults(id, format);
    } catch (err) {
      setError(batchErrorText(err, DOWNLOAD_FAILED));
    } finally {
      setBusy(null);
    }
  };
  const button = (format: ResultFormat, name: string) => (
    <button
      type="button"
      className="button button--small"
      aria-disabled={busy !== null || undefined}
      aria-describedby={describedBy}
      onClick={() => void download(format)}
    >
      {busy === format ? "İndiriliyor..." : `Sonuçları indir (${name})`}
    </button>
  );
  return (
    <div className="batch-downloads">
      {button("csv", "CSV")}
      {button("geojson", "GeoJSON")}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A batch's state: its label, a progress bar with "x / y parsel, z hatalı", the downloads when it is done and a
 * Turkish message when it failed. `live`: the state is announced (the batch just started, being polled).
 */
export function BatchState({ batch, live = false }: { batch: BatchDto; live?: boolean }) {
  const id = useId();
  const typeLabel = useBatchTypeLabel();
  const label = STATUS_LABELS[batch.durum];
  const text = progressText(batch);
  return (
    <div className={`batch-state batch-state--${batch.durum}`}>
      <p id={`${id}-title`} className="batch-state__title">
        <span className={`batch-badge batch-badge--${batch.durum}`}>{label}</span>{" "}
        <strong>{typeLabel(batch.tur)}</strong>
        <span className="batch-state__meta">
          {" "}
          · Kural seti {batch.surum} · {formatDateTime(batch.olusturulma)}
        </span>
      </p>
      <progress
        className="batch-state__bar"
        max={Math.max(batch.toplam, 1)}
        value={batch.tamamlanan}
        aria-label="Hesaplanan parseller"
        aria-valuemin={0}
        aria-valuemax={batch.toplam}
        aria-valuenow={batch.tamamlanan}
        aria-valuetext={text}
      />
      <p className="batch-state__count">{text}</p>
      {live ? (
        <p role="status" className="visually-hidden">
          {batch.durum === "tamam" || batch.durum === "hata" ? `${label}: ${text}` : label}
        </p>
      ) : null}
      {batch.durum === "hata" ? (
        <p className="notice notice--error" role={live ? "alert" : undefined}>
          {BATCH_FAILED}
        </p>
      ) : null}
      {batch.durum === "tamam" ? <ResultDownloads id={batch.id} describedBy={`${id}-title`} /> : null}
    </div>
  );
}
