/**
 * A saved calculation as the API answers it (shell document §3): the full item (detail, report) and the list's
 * summary without the stored result (the worker's contract types).
 */
export type {
  HistoryItemDto as HistoryItem,
  HistorySummaryDto as HistorySummary,
} from "@worker/contracts/history-schemas.ts";
