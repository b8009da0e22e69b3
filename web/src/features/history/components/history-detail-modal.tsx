import { sanitizeHtml } from "../../../lib/sanitize.ts";
import "../history.css";
import { useEffect, useState } from "react";
import { useModalDialog } from "../../../lib/use-modal-dialog.ts";
import { fetchHistoryItem } from "../api.ts";
import { areaOf, formatArea, formatDateTr, landTypeOf } from "../format.ts";
import { extractResultMessage } from "../result-message.ts";
import { useTypeLabel } from "../../../lib/structure-types/type-labels.ts";
import type { HistoryItem } from "../../../lib/history-item.ts";
import { HistoryMap } from "../../../components/history-map.tsx";

/** One saved calculation in full: facts, the sanitised result text and the saved location. */
export function HistoryDetailModal({ item, onClose }: { item: HistoryItem; onClose: () => void }) {
  const ref = useModalDialog(true);
  const [detail, setDetail] = useState(item);
  useEffect(() => {
    let live = true;
    // The list may be up to five minutes old: show it at once, then the server's copy.
    fetchHistoryItem(item.id)
      .then((fresh) => {
        if (live) setDetail(fresh);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [item.id]);

  const message = extractResultMessage(detail.result);
  const area = areaOf(detail);
  const land = landTypeOf(detail);
  const typeLabel = useTypeLabel();
  const coords = detail.map_coordinates;

  return (
    <dialog
      ref={ref}
      className="dialog history-detail"
      aria-labelledby="history-detail-title"
      onClose={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="history-modal__head">
        <h2 id="history-detail-title">{detail.title}</h2>
        <button type="button" className="button history-modal__close" onClick={onClose} aria-label="Kapat">
          ✕
        </button>
      </div>
      <dl className="history-detail__facts">
        <dt>Yapı türü</dt>
        <dd>{typeLabel(detail.calculation_type)}</dd>
        <dt>Tarih</dt>
        <dd>
          <time dateTime={detail.created_at}>{formatDateTr(detail.created_at)}</time>
        </dd>
        {area !== null ? (
          <>
            <dt>Alan</dt>
            <dd>{formatArea(area)}</dd>
          </>
        ) : null}
        {land ? (
          <>
            <dt>Arazi vasfı</dt>
            <dd>{land}</dd>
          </>
        ) : null}
        <dt>Açıklama</dt>
        <dd>{detail.description?.trim() ? detail.description : "Açıklama eklenmemiş."}</dd>
      </dl>
      <h3>Sonuç</h3>
      {message === null ? <p className="loading-text">Bu kayıtta sonuç metni bulunmuyor.</p> : null}
      {message?.kind === "html" ? (
        <div
          className="history-detail__result result__html"
          data-testid="history-result"
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.value) }}
        />
      ) : null}
      {message?.kind === "text" ? (
        <p className="history-detail__result history-detail__result--text" data-testid="history-result">
          {message.value}
        </p>
      ) : null}
      <h3>Konum</h3>
      {coords ? (
        <HistoryMap lat={coords.lat} lng={coords.lng} />
      ) : (
        <p className="loading-text">Bu hesaplama için konum kaydedilmemiş.</p>
      )}
      <div className="dialog__actions history-detail__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Kapat
        </button>
      </div>
    </dialog>
  );
}
