/** The history endpoints (shell document §7): list, one item, delete. All need the bearer token. */
import type { ApiData, ApiMessage } from "../../../../worker/contracts/api.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";
import type { HistoryItem } from "../../lib/history-item.ts";

export async function fetchHistory(): Promise<HistoryItem[]> {
  const body = await apiRequest<ApiData<HistoryItem[]>>(paths.api.history);
  return Array.isArray(body.data) ? body.data : [];
}

export async function fetchHistoryItem(id: string): Promise<HistoryItem> {
  return (await apiRequest<ApiData<HistoryItem>>(paths.api.historyItem(id))).data;
}

export async function deleteHistoryItem(id: string): Promise<void> {
  await apiRequest<ApiMessage>(paths.api.deleteCalculation(id), { method: "DELETE" });
}
