/** The structure-type list, loaded once at start and shared by the shell, home and calculation pages. */
import { proxy } from "valtio";
import type { StructureTypeDto } from "../../../../worker/contracts/api.ts";
import { ApiClientError } from "../../lib/api-client.ts";
import { fetchStructureTypes } from "./api.ts";

interface StructureTypesState {
  items: StructureTypeDto[];
  status: "idle" | "loading" | "ready" | "error";
  error: string | null;
}

export const structureTypesState = proxy<StructureTypesState>({ items: [], status: "idle", error: null });

export async function loadStructureTypes(): Promise<void> {
  if (structureTypesState.status === "loading" || structureTypesState.status === "ready") return;
  structureTypesState.status = "loading";
  structureTypesState.error = null;
  try {
    const body = await fetchStructureTypes();
    structureTypesState.items = body.data;
    structureTypesState.status = "ready";
  } catch (err) {
    structureTypesState.status = "error";
    structureTypesState.error = err instanceof ApiClientError ? err.message : "Yapı türleri yüklenirken hata oluştu";
  }
}

export function retryStructureTypes(): Promise<void> {
  structureTypesState.status = "idle";
  return loadStructureTypes();
}
