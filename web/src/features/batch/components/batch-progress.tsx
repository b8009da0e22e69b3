import { useEffect } from "react";
import { isRunning, refreshBatchList, useBatch, batchErrorText } from "../use-batches.ts";
import { BatchState } from "./batch-state.tsx";

const STATUS_FAILED = "Hesaplamanın durumu alınamadı.";

/** The batch just started: its state asked every second until it is done, announced as it changes. */
export function BatchProgress({ id }: { id: string }) {
  const job = useBatch(id);
  const batch = job.data;
  const finished = batch !== undefined && !isRunning(batch);
  // The list shows the finished batch's state too.
  useEffect(() => {
    if (finished) void refreshBatchList();
  }, [finished]);
  return (
    <section className="batch-section batch-current" aria-labelledby="batch-current-title">
      <h2 id="batch-current-title">Başlatılan hesaplama</h2>
      {batch ? <BatchState batch={batch} live /> : null}
      {job.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{batchErrorText(job.error, STATUS_FAILED)}</p>
          <button type="button" className="button button--small" onClick={() => void job.refetch()}>
            Tekrar dene
          </button>
        </div>
      ) : !batch ? (
        <p role="status" className="loading-text">
          Durum alınıyor...
        </p>
      ) : null}
    </section>
  );
}
