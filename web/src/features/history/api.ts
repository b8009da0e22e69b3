/** The history endpoints: a page of the list, one item in full, delete. All need the bearer. */
import type { ApiData, ApiMessage, ApiPage } from "@worker/core/contracts/api.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";
import type { HistoryItem, HistorySummary } from "./history-item.ts";

export interface HistoryPage {
  items: HistorySummary[];
  nextCursor: string | null;
}

/** The first page (no cursor) or the page after `cursor`. */
export async function fetchHistoryPage(cursor?: string): Promise<HistoryPage> {
  const body = await apiRequest<ApiPage<HistorySummary>>(paths.api.history(cursor));
  return {
    items: Array.isArray(body.data) ? body.data : [],
    nextCursor: typeof body.next_cursor === "string" ? body.next_cursor : null,
  };
}

export async function fetchHistoryItem(id: string): Promise<HistoryItem> {
  return (await apiRequest<ApiData<HistoryItem>>(paths.api.historyItem(id))).data;
}

export async function deleteHistoryItem(id: string): Promise<void> {
  await apiRequest<ApiMessage>(paths.api.deleteCalculation(id), { method: "DELETE" });
}
