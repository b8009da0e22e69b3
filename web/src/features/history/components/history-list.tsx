import "../history.css";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { useDebouncedValue } from "../use-debounced-value.ts";
import { filterHistory, HISTORY_SEARCH_DEBOUNCE_MS } from "../search.ts";
import { loadHistory } from "../state.ts";
import type { HistoryItem } from "../../../lib/history-item.ts";
import { useHistory } from "../use-history.ts";
import { HistoryEntry } from "./history-entry.tsx";

// The detail modal pulls Leaflet: loaded on first use.
const HistoryDetailModal = lazy(() =>
  import("./history-detail-modal.tsx").then((m) => ({ default: m.HistoryDetailModal })),
);

export const HISTORY_EMPTY_TEXT = "Henüz bir hesaplama yapılmamış.";

/** More actions under each saved calculation (e.g. share and re-open, composed by the app); `onStatus` reports. */
export type ItemActions = (item: HistoryItem, onStatus: (message: string) => void) => ReactNode;

/** The saved calculations with a debounced search; usable inline or inside HistoryModal. */
export function HistoryList({ itemActions }: { itemActions?: ItemActions | undefined }) {
  const searchId = useId();
  const { items, status: loadStatus, error } = useHistory();
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query, HISTORY_SEARCH_DEBOUNCE_MS);
  const [detail, setDetail] = useState<HistoryItem | null>(null);
  const [status, setStatus] = useState("");
  const visible = filterHistory(items, debounced);
  const loading = loadStatus === "loading" || loadStatus === "idle";

  return (
    <div className="history" aria-busy={loading}>
      <div className="history__search">
        <label htmlFor={searchId}>Hesaplamalarda ara</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Başlık, yapı türü veya açıklama"
          autoComplete="off"
        />
      </div>
      {loadStatus === "error" ? (
        <div role="alert" className="notice notice--error history__error">
          <span>{error}</span>{" "}
          <button type="button" className="button" onClick={() => void loadHistory(true)}>
            Tekrar dene
          </button>
        </div>
      ) : null}
      {loading && items.length === 0 ? (
        <p role="status" className="loading-text">
          Geçmiş yükleniyor...
        </p>
      ) : null}
      {loadStatus === "ready" && items.length === 0 ? <p className="history__empty">{HISTORY_EMPTY_TEXT}</p> : null}
      {items.length > 0 && visible.length === 0 ? (
        <p className="history__empty">Aramanızla eşleşen hesaplama bulunamadı.</p>
      ) : null}
      {visible.length > 0 ? (
        <ul className="history__list" aria-label="Kayıtlı hesaplamalar">
          {visible.map((item) => (
            <HistoryEntry
              key={item.id}
              item={item}
              onShowDetail={setDetail}
              onStatus={setStatus}
              actions={itemActions?.(item, setStatus)}
            />
          ))}
        </ul>
      ) : null}
      <p role="status" className="history__status">
        {status}
      </p>
      {detail ? (
        <Suspense
          fallback={
            <p role="status" className="loading-text">
              Detay yükleniyor...
            </p>
          }
        >
          <HistoryDetailModal item={detail} onClose={() => setDetail(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
