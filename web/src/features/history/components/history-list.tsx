import "../history.css";
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useDebouncedValue } from "../use-debounced-value.ts";
import { filterHistory, HISTORY_SEARCH_DEBOUNCE_MS } from "../search.ts";
import type { HistorySummary } from "../history-item.ts";
import { HISTORY_MORE_ERROR, useHistory } from "../use-history.ts";
import { HistoryEntry } from "./history-entry.tsx";

// The detail modal pulls Leaflet: loaded on first use.
const HistoryDetailModal = lazy(() =>
  import("./history-detail-modal.tsx").then((m) => ({ default: m.HistoryDetailModal })),
);

export const HISTORY_EMPTY_TEXT = "Henüz bir hesaplama yapılmamış.";

/** More actions under each saved calculation (e.g. share and re-open, composed by the app); `onStatus` reports. */
export type ItemActions = (item: HistorySummary, onStatus: (message: string) => void) => ReactNode;

/**
 * The saved calculations with a debounced search (over the loaded pages); usable inline or inside HistoryModal.
 * 'Daha fazla yükle' appends the next page and moves the focus to the first new item.
 */
export function HistoryList({ itemActions }: { itemActions?: ItemActions | undefined }) {
  const searchId = useId();
  const { items, status: loadStatus, error, hasMore, more, loadMore, retry } = useHistory();
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query, HISTORY_SEARCH_DEBOUNCE_MS);
  const [detail, setDetail] = useState<HistorySummary | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [status, setStatus] = useState("");
  const visible = filterHistory(items, debounced);
  const loading = loadStatus === "loading";
  const loadingMore = more === "loading";

  // After 'Daha fazla yükle': the first new item takes the focus (the button is gone after the last page).
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    const title = listRef.current?.querySelector<HTMLElement>(
      `[data-item-id="${CSS.escape(focusId)}"] .history-entry__title`,
    );
    if (title) {
      title.focus();
      setFocusId(null);
    }
  }, [focusId, items]);

  const showMore = async () => {
    if (loadingMore) return;
    const before = items.length;
    const added = (await loadMore()).slice(before);
    if (added.length === 0) return;
    setStatus(`${added.length} hesaplama daha yüklendi.`);
    if (filterHistory(added, debounced).length > 0) setFocusId(filterHistory(added, debounced)[0]!.id);
  };

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
          <button type="button" className="button" onClick={retry}>
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
        <ul ref={listRef} className="history__list" aria-label="Kayıtlı hesaplamalar">
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
      {more === "error" ? (
        <p role="alert" className="notice notice--error history__error">
          {HISTORY_MORE_ERROR}
        </p>
      ) : null}
      {hasMore && loadStatus === "ready" ? (
        <div className="history__more">
          <button
            type="button"
            className="button"
            // aria-disabled, not disabled: the button keeps the keyboard focus while the page loads.
            aria-disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={() => void showMore()}
          >
            {loadingMore ? "Yükleniyor..." : "Daha fazla yükle"}
          </button>
          {debounced.trim() ? (
            <span className="history__more-note">Arama yalnızca yüklenen hesaplamalarda yapılır.</span>
          ) : null}
        </div>
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
