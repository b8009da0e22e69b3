/**
 * Public read-only links of saved calculations (/sonuc/{id}): the owner creates an unguessable id (128 random bits,
 * base64url) and can revoke it; anyone with the id reads the result, without the owner's identity. Only results the
 * server computed are shared: a calculation saved before the server computed results (its stored result came from
 * the browser) is recomputed from its parameters when it is shared, or cannot be shared.
 */
import { and, eq } from "drizzle-orm";
import type { ShareLinkDto, SharedCalculationDto } from "../core/contracts/history-schemas.ts";
import type { Db } from "../db/client.ts";
import { savedCalculations } from "../db/schema.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { computeResult, rulesetOf, toHistoryItem } from "./history.ts";

const notFound = () => new AppError("not_found", { detail: "Hesaplama bulunamadı." });

function newShareId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Shares the owner's calculation; an already shared one keeps its id. */
export async function shareCalculation(db: Db, userId: number, id: string): Promise<ShareLinkDto> {
  const owned = and(eq(savedCalculations.id, id), eq(savedCalculations.userId, userId));
  const row = await db
    .select({
      shareId: savedCalculations.shareId,
      computedByServer: savedCalculations.computedByServer,
      calculationType: savedCalculations.calculationType,
      parameters: savedCalculations.parameters,
    })
    .from(savedCalculations)
    .where(owned)
    .get();
  if (!row) throw notFound();
  if (!row.computedByServer) {
    let result: Record<string, unknown>;
    try {
      result = await computeResult(row.calculationType, JSON.parse(row.parameters) as Record<string, unknown>);
    } catch (err) {
      if (err instanceof AppError && err.status === 400) {
        throw new AppError("validation_failed", {
          detail: "Bu hesaplama yeniden hesaplanamadığı için paylaşılamıyor. Hesaplamayı yeniden yapıp kaydedin.",
        });
      }
      throw err;
    }
    await db
      .update(savedCalculations)
      .set({ result: JSON.stringify(result), computedByServer: true, ...rulesetOf(result) })
      .where(owned);
  }
  if (row.shareId) return { share_id: row.shareId };
  const shareId = newShareId();
  await db.update(savedCalculations).set({ shareId }).where(owned);
  return { share_id: shareId };
}

export async function revokeShare(db: Db, userId: number, id: string): Promise<void> {
  const done = await db
    .update(savedCalculations)
    .set({ shareId: null })
    .where(and(eq(savedCalculations.id, id), eq(savedCalculations.userId, userId)))
    .returning({ id: savedCalculations.id });
  if (done.length === 0) throw notFound();
}

const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The stored row a share id names (server-computed rows only); 404 for any other id. */
export async function sharedRow(db: Db, shareId: string) {
  if (!SHARE_ID.test(shareId)) throw notFound();
  const r = await db
    .select()
    .from(savedCalculations)
    .where(and(eq(savedCalculations.shareId, shareId), eq(savedCalculations.computedByServer, true)))
    .get();
  if (!r) throw notFound();
  return r;
}

/** The shared calculation, read-only: no owner, no ids. */
export async function getSharedCalculation(db: Db, shareId: string): Promise<SharedCalculationDto> {
  const { id: _id, share_id: _share, kural_seti: _k, ...shared } = await toHistoryItem(await sharedRow(db, shareId));
  return shared;
}
