/**
 * A saved calculation as the API answers it: the full item (detail, report) and the list's
 * summary without the stored result (the worker's contract types).
 */
export type {
  HistoryItemDto as HistoryItem,
  HistorySummaryDto as HistorySummary,
} from "@worker/core/contracts/history-schemas.ts";
