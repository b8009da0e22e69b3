/**
 * Saves made without a connection wait in this browser's IndexedDB (idb-keyval) until they are sent: each with its
 * idempotency key (the server stores a save sent twice once), the account it belongs to, the time it was kept and the
 * request as it will be sent — the answer shown then included, to tell the user when the server's differs. It knows
 * nothing of sending (save-calculation.ts sends what waits here), so the two import in one direction only.
 */
import { createStore, del, entries, set, type UseStore } from "idb-keyval";
import type { SaveCalculationRequest } from "@worker/core/contracts/history-schemas.ts";

/** The save request (the contract's), always with the result the person saw: a later answer is compared with it. */
export type SaveInput = SaveCalculationRequest & { result: Record<string, unknown> };

export interface PendingSave {
  /** The save's Idempotency-Key. */
  key: string;
  /** The id of the account that made it: only that account sends it. */
  owner: number;
  input: SaveInput;
  /** When it was kept (ISO): saves are sent in the order they were made. */
  keptAt: string;
}

let db: UseStore | null = null;
const store = () => (db ??= createStore("tarimsal-yapi-planlayici", "bekleyen-kayitlar"));

export function keepPendingSave(save: PendingSave): Promise<void> {
  return set(save.key, save, store());
}

export function dropPendingSave(key: string): Promise<void> {
  return del(key, store());
}

/** Drops every save of `owner` that waits in this browser (at logout: nothing of the account stays behind). */
export async function dropPendingSaves(owner: number): Promise<void> {
  const keys = (await entries<string, PendingSave>(store())).filter(([, save]) => save.owner === owner).map(([k]) => k);
  await Promise.all(keys.map((key) => del(key, store())));
}

/** The account's waiting saves, oldest first. */
export async function pendingSaves(owner: number): Promise<PendingSave[]> {
  return (await entries<string, PendingSave>(store()))
    .map(([, save]) => save)
    .filter((save) => save.owner === owner)
    .sort((a, b) => a.keptAt.localeCompare(b.keptAt));
}
