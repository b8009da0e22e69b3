import { BATCH_LIST_FAILED, useBatchList } from "../use-batches.ts";
import { BatchState } from "./batch-state.tsx";

/** 'Önceki toplu hesaplamalar': the user's batches, newest first, each with its state and downloads. */
export function BatchList({ exceptId }: { exceptId: string | null }) {
  const list = useBatchList();
  const items = (list.data ?? []).filter((b) => b.id !== exceptId);
  return (
    <section className="batch-section" aria-labelledby="batch-list-title">
      <h2 id="batch-list-title">Önceki toplu hesaplamalar</h2>
      {list.isPending ? (
        <p role="status" className="loading-text">
          Toplu hesaplamalar yükleniyor...
        </p>
      ) : list.isError && !list.data ? (
        <div className="notice notice--error" role="alert">
          <p>{BATCH_LIST_FAILED}</p>
          <button type="button" className="button button--small" onClick={() => void list.refetch()}>
            Tekrar dene
          </button>
        </div>
      ) : items.length === 0 ? (
        <p>Henüz başka bir toplu hesaplamanız yok.</p>
      ) : (
        <ul className="batch-list" aria-label="Toplu hesaplamalarınız">
          {items.map((b) => (
            <li key={b.id} className="batch-list__item">
              <BatchState batch={b} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
