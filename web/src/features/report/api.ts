import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api-client.ts";

export interface SharedCalculation {
  title: string;
  description: string;
  calculation_type: string;
  parameters: Record<string, unknown>;
  result: Record<string, unknown>;
  map_coordinates: { lat: number; lng: number } | null;
  created_at: string;
}

export async function fetchShared(shareId: string): Promise<SharedCalculation> {
  return (await apiRequest<{ data: SharedCalculation }>(paths.api.shared(shareId))).data;
}

export async function shareSaved(id: string): Promise<string> {
  return (await apiRequest<{ data: { share_id: string } }>(paths.api.share(id), { method: "POST" })).data.share_id;
}

export async function revokeSaved(id: string): Promise<void> {
  await apiRequest(paths.api.share(id), { method: "DELETE" });
}

export const shareUrl = (shareId: string) => `${window.location.origin}/sonuc/${shareId}`;
