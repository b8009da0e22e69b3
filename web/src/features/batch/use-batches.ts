/**
 * The batches through TanStack Query: the user's list (fresh for a minute, asked again after a start and when a
 * batch finishes; every 3 s while one of them runs) and one batch's state, asked every second while it is queued or
 * running. Both are the signed-in account's (dropped at logout).
 */
import { useQuery } from "@tanstack/react-query";
import type { BatchDto, BatchStatus } from "@worker/core/contracts/batches.ts";
import { ApiClientError } from "../../lib/api/api-client.ts";
import { accountQueryKey, queryClient } from "../../lib/query-client.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { fetchBatch, fetchBatches } from "./api.ts";

export const BATCHES_KEY = accountQueryKey(["batches"] as const);
export const POLL_MS = 1_000;
export const LIST_POLL_MS = 3_000;
export const BATCH_LIST_FAILED = "Toplu hesaplamalarınız yüklenemedi.";

export const STATUS_LABELS: Record<BatchStatus, string> = {
  kuyrukta: "Kuyrukta",
  calisiyor: "Çalışıyor",
  tamam: "Tamamlandı",
  hata: "Hata",
};

export const isRunning = (b: Pick<BatchDto, "durum"> | undefined) =>
  b?.durum === "kuyrukta" || b?.durum === "calisiyor";

/** Catalogue codes whose text is not for a reader of this page (the structure type's code is English). */
const CODE_TEXT: Record<string, string> = {
  unsupported_structure_type: "Seçilen yapı türü bu kural seti sürümünde yok. Başka bir tür ya da sürüm seçin.",
};

/** The Turkish text of a failed request: the server's own message (`detail`) with its fields, else `fallback`. */
export function batchErrorText(err: unknown, fallback: string): string {
  if (!(err instanceof ApiClientError)) return fallback;
  const head = (err.code && CODE_TEXT[err.code]) || err.detail || err.message;
  const fields = Object.values(err.fields ?? {}).flatMap((messages) => messages.slice(0, 1));
  return [head, ...fields.filter((m) => m !== head)].join(" ");
}

export function useBatchList() {
  const { user } = useSession();
  return useQuery(
    {
      queryKey: [...BATCHES_KEY, "list", user?.id ?? null],
      queryFn: fetchBatches,
      enabled: user !== null,
      staleTime: 60_000,
      refetchInterval: (q) => (q.state.status !== "error" && q.state.data?.some(isRunning) ? LIST_POLL_MS : false),
    },
    queryClient,
  );
}

export function useBatch(id: string) {
  return useQuery(
    {
      queryKey: [...BATCHES_KEY, "job", id],
      queryFn: () => fetchBatch(id),
      refetchInterval: (q) =>
        q.state.status === "error" || (q.state.data && !isRunning(q.state.data)) ? false : POLL_MS,
    },
    queryClient,
  );
}

/** The list is asked again (a batch started or finished). */
export function refreshBatchList(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [...BATCHES_KEY, "list"] });
}
