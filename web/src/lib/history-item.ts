/** A saved calculation as the API answers it (shell document §3): the worker's contract type. */
export type { HistoryItemDto as HistoryItem } from "../../../worker/contracts/history-schemas.ts";
