import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";
import type { HistoryItem } from "../../lib/history-item.ts";

/** A shared calculation: a saved one without its id and share id. */
export type SharedCalculation = Omit<HistoryItem, "id" | "share_id">;

export async function fetchShared(shareId: string): Promise<SharedCalculation> {
  return (await apiRequest<{ data: SharedCalculation }>(paths.api.shared(shareId))).data;
}

export async function shareSaved(id: string): Promise<string> {
  return (await apiRequest<{ data: { share_id: string } }>(paths.api.share(id), { method: "POST" })).data.share_id;
}

export async function revokeSaved(id: string): Promise<void> {
  await apiRequest(paths.api.share(id), { method: "DELETE" });
}

export const shareUrl = (shareId: string) => `${window.location.origin}${paths.sharedResult.getHref(shareId)}`;
