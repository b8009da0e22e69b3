/** What the person does on the batch page: the batch they started last (its progress stays when they come back). */
import { proxy } from "valtio";

export const batchState = proxy({ currentId: null as string | null });

export function setCurrentBatch(id: string | null): void {
  batchState.currentId = id;
}
