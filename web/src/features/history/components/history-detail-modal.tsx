import "../history.css";
import { useEffect, useState } from "react";
import { useModalDialog } from "../../../lib/hooks/use-modal-dialog.ts";
import { fetchHistoryItem } from "../api.ts";
import { formatArea, formatDateTime } from "@worker/core/rules/numbers.ts";
import { areaOf, landTypeOf } from "../format.ts";
import { savedAnswerOf } from "../saved-answer.ts";
import { VerdictHeadline } from "../../../components/verdict-headline.tsx";
import { AnswerBody } from "../../../components/answer/answer.tsx";
import { useTypeLabel } from "../../../entities/structure-types/type-labels.ts";
import type { HistoryItem, HistorySummary } from "../history-item.ts";
import { HistoryMap } from "../../../components/history-map.tsx";
import { NewVersionNotice } from "../../../components/new-version-notice.tsx";

const RESULT_LOAD_ERROR = "Sonuç yüklenemedi.";

/**
 * One saved calculation in full: facts, the answer (headline, what the newest rule-set version answers instead when it
 * differs, report, 'Neden?', next steps; an old row's text) and the saved location. The list's summary shows
 * at once; the full item (with the result the list leaves out) is fetched when the dialog opens.
 */
export function HistoryDetailModal({ item, onClose }: { item: HistorySummary; onClose: () => void }) {
  const ref = useModalDialog(true);
  const [full, setFull] = useState<HistoryItem | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchHistoryItem(item.id)
      .then((fresh) => {
        if (live) setFull(fresh);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [item.id, attempt]);
  const detail: HistorySummary = full ?? item;

  const answer = full ? savedAnswerOf(full.result) : null;
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
          <time dateTime={detail.created_at}>{formatDateTime(detail.created_at)}</time>
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
      {!full && !failed ? (
        <p role="status" className="history-detail__pending">
          Sonuç yükleniyor...
        </p>
      ) : null}
      {!full && failed ? (
        <div role="alert" className="notice notice--error">
          <span>{RESULT_LOAD_ERROR}</span>{" "}
          <button
            type="button"
            className="button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Tekrar dene
          </button>
        </div>
      ) : null}
      {full && answer === null ? <p className="loading-text">Bu kayıtta sonuç metni bulunmuyor.</p> : null}
      {answer ? (
        <div className="history-detail__result" data-testid="history-result">
          {answer.rapor ? <VerdictHeadline data={answer} /> : null}
          {full?.yeni_surum ? (
            <NewVersionNotice
              change={full.yeni_surum}
              calculationType={full.calculation_type}
              parameters={full.parameters}
            />
          ) : null}
          <AnswerBody data={answer} />
        </div>
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
