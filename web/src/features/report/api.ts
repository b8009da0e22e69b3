import type { ApiData, ApiMessage } from "@worker/core/contracts/api.ts";
import type { ShareLinkDto, SharedCalculationDto } from "@worker/core/contracts/history-schemas.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest } from "../../lib/api/api-client.ts";

/** A shared calculation: a saved one without its ids (the contract's SharedCalculationDto). */
export type SharedCalculation = SharedCalculationDto;

export async function fetchShared(shareId: string): Promise<SharedCalculation> {
  return (await apiRequest<ApiData<SharedCalculation>>(paths.api.shared(shareId))).data;
}

export async function shareSaved(id: string): Promise<string> {
  return (await apiRequest<ApiData<ShareLinkDto>>(paths.api.share(id), { method: "POST" })).data.share_id;
}

export async function revokeSaved(id: string): Promise<void> {
  await apiRequest<ApiMessage>(paths.api.share(id), { method: "DELETE" });
}

export const shareUrl = (shareId: string) => `${window.location.origin}${paths.sharedResult.getHref(shareId)}`;
