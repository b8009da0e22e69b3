import { useId, useState, type ReactNode } from "react";
import { notify } from "../../../lib/notifications.ts";
import { fetchHistoryItem } from "../api.ts";
import { copyToClipboard } from "../clipboard.ts";
import { formatArea, formatDateTime } from "@worker/core/rules/numbers.ts";
import { areaOf, historySummary, landTypeOf } from "../format.ts";
import { HISTORY_DELETE_ERROR, removeHistoryItem } from "../use-history.ts";
import { useTypeLabel } from "../../../entities/structure-types/type-labels.ts";
import type { HistorySummary } from "../history-item.ts";
import { NewVersionNotice } from "../../../components/new-version-notice.tsx";

const COPIED = "Hesaplama özeti panoya kopyalandı.";
const COPY_FAILED = "Kopyalama başarısız oldu.";
const DELETED = "Hesaplama silindi.";

interface Props {
  item: HistorySummary;
  onShowDetail: (item: HistorySummary) => void;
  /** Feedback inside the list too: a toast sits under an open modal dialog's backdrop. */
  onStatus: (message: string) => void;
  /** More actions for this item, given by the list's owner. */
  actions?: ReactNode;
}

/**
 * One saved calculation: title, type, date, area and land type, what the newest rule-set version answers instead
 * (when it differs); Detay, Kopyala and Sil (with a confirm step).
 */
export function HistoryEntry({ item, onShowDetail, onStatus, actions }: Props) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const area = areaOf(item);
  const land = landTypeOf(item);
  const typeLabel = useTypeLabel();

  const copy = async () => {
    try {
      // The list has no result text: the summary is made from the full item.
      await copyToClipboard(historySummary(await fetchHistoryItem(item.id), typeLabel));
      notify("success", COPIED);
      onStatus(COPIED);
    } catch {
      notify("error", COPY_FAILED);
      onStatus(COPY_FAILED);
    }
  };

  const remove = async () => {
    setDeleting(true);
    setError(null);
    try {
      await removeHistoryItem(item.id);
      notify("success", DELETED);
      onStatus(`${DELETED} (${item.title})`);
    } catch {
      setDeleting(false);
      setConfirming(false);
      setError(HISTORY_DELETE_ERROR);
      notify("error", HISTORY_DELETE_ERROR);
    }
  };

  return (
    <li className="history-entry" aria-labelledby={titleId} data-testid="history-entry" data-item-id={item.id}>
      <h3 id={titleId} className="history-entry__title" tabIndex={-1}>
        {item.title}
      </h3>
      <p className="history-entry__meta">
        <span className="history-entry__type">{typeLabel(item.calculation_type)}</span>
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        {area !== null ? <span>Alan: {formatArea(area)}</span> : null}
        {land ? <span>Arazi vasfı: {land}</span> : null}
      </p>
      {item.yeni_surum ? (
        <NewVersionNotice
          change={item.yeni_surum}
          calculationType={item.calculation_type}
          parameters={item.parameters}
          describedBy={titleId}
        />
      ) : null}
      {error ? (
        <p role="alert" className="history-entry__error">
          {error}
        </p>
      ) : null}
      {confirming ? (
        <div className="history-entry__confirm" role="group" aria-label="Silme onayı">
          <span>Bu hesaplama silinsin mi?</span>
          <button
            type="button"
            className="button button--danger"
            onClick={() => void remove()}
            disabled={deleting}
            aria-describedby={titleId}
          >
            {deleting ? "Siliniyor..." : "Evet, Sil"}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)} disabled={deleting}>
            Vazgeç
          </button>
        </div>
      ) : (
        <div className="history-entry__actions">
          <button type="button" className="button" onClick={() => onShowDetail(item)} aria-describedby={titleId}>
            Detay
          </button>
          <button type="button" className="button" onClick={() => void copy()} aria-describedby={titleId}>
            Kopyala
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirming(true)}
            aria-describedby={titleId}
          >
            Sil
          </button>
        </div>
      )}
      {actions}
    </li>
  );
}
