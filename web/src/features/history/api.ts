/** The history endpoints (shell document §7): list, one item, delete. All need the bearer token. */
import { apiRequest } from "../../lib/api-client.ts";
import type { HistoryItem } from "../../lib/history-item.ts";

export const historyPaths = {
  list: "/calculations/history/",
  item: (id: string) => `/calculations/history/${encodeURIComponent(id)}/`,
  remove: (id: string) => `/calculations/delete/${encodeURIComponent(id)}/`,
} as const;

interface DataAnswer<T> {
  success: true;
  data: T;
}

export async function fetchHistory(): Promise<HistoryItem[]> {
  const body = await apiRequest<DataAnswer<HistoryItem[]>>(historyPaths.list);
  return Array.isArray(body.data) ? body.data : [];
}

export async function fetchHistoryItem(id: string): Promise<HistoryItem> {
  return (await apiRequest<DataAnswer<HistoryItem>>(historyPaths.item(id))).data;
}

export async function deleteHistoryItem(id: string): Promise<void> {
  await apiRequest<{ success: true; message: string }>(historyPaths.remove(id), { method: "DELETE" });
}
