/**
 * Saved calculations of a user: save (unique title per user), list newest first page by page, detail, delete (own
 * only).
 * The server computes what it stores: a save runs the calculation from the sent `parameters` (runCalculation picks
 * the rule-set version) and stores that result; a `result` sent by the browser is ignored. A save made offline is
 * sent later with its idempotency key and stored once.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { ApiPage } from "../core/contracts/api.ts";
import type { HistoryItemDto, HistorySummaryDto, SaveCalculationInput } from "../core/contracts/history-schemas.ts";
import type { Db } from "../db/client.ts";
import { savedCalculations } from "../db/schema.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { decodeCursor, encodeCursor } from "../lib/keyset-cursor.ts";
import { PARCEL_ANALYSIS_TYPE } from "../core/contracts/parcel-analysis.ts";
import { runCalculation } from "../core/calculation/run-calculation.ts";
import { runParcelAnalysis } from "../core/calculation/run-parcel-analysis.ts";
import { savedAnswer } from "./saved-answer.ts";
import { versionChange } from "../core/calculation/version-change.ts";
import type { VersionChange } from "../core/contracts/version-change.ts";

type Row = typeof savedCalculations.$inferSelect;

/**
 * What the newest rule-set version (a draft too) answers for a stored row, when its status or main figure differ
 * from the saved ones (issue #52); null for a parcel analysis, a row under the newest version, and a row no
 * calculation of today reads (an older client's result or inputs): the list and the share page never fail on it.
 */
export async function newVersionOf(
  r: Pick<Row, "calculationType" | "parameters" | "result">,
): Promise<VersionChange | null> {
  if (r.calculationType === PARCEL_ANALYSIS_TYPE) return null;
  try {
    return await versionChange(
      r.calculationType,
      JSON.parse(r.parameters) as Record<string, unknown>,
      JSON.parse(r.result) as unknown,
    );
  } catch (err) {
    console.warn("yeni_surum could not be computed for a saved row", err);
    return null;
  }
}

/** The full item: the list's summary with the stored result (as answered today: saved-answer.ts) and the rule-set record. */
export async function toHistoryItem(r: Row): Promise<HistoryItemDto> {
  return {
    ...(await toSummary(r)),
    result: savedAnswer(JSON.parse(r.result) as Record<string, unknown>),
    kural_seti: r.rulesetId
      ? {
          id: r.rulesetId,
          surum: r.rulesetVersion,
          sha256: r.rulesetSha256 ? (JSON.parse(r.rulesetSha256) as unknown) : null,
        }
      : null,
  };
}

/** The rule-set id / version / hashes a result carries (`data.kural_seti`), if any. */
export function rulesetOf(result: Record<string, unknown>) {
  const data = (result["data"] ?? result) as Record<string, unknown>;
  const k = data["kural_seti"] as { id?: unknown; surum?: unknown; sha256?: unknown } | undefined;
  if (!k || typeof k.id !== "string" || typeof k.surum !== "string")
    return { rulesetId: null, rulesetVersion: null, rulesetSha256: null };
  return {
    rulesetId: k.id,
    rulesetVersion: k.surum,
    rulesetSha256: k.sha256 === undefined ? null : JSON.stringify(k.sha256),
  };
}

/** The result the server computes for stored parameters; input errors are the calculation's catalogue 400s. */
export async function computeResult(
  calculationType: string,
  parameters: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const result =
    calculationType === PARCEL_ANALYSIS_TYPE
      ? await runParcelAnalysis(parameters)
      : await runCalculation(calculationType, parameters as Parameters<typeof runCalculation>[1]);
  return result as unknown as Record<string, unknown>;
}

/** A unique index refused the row: D1's message, wrapped by drizzle's query error (its `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause)
    if (e.message.includes("UNIQUE constraint failed")) return true;
  return false;
}

/** A save's answer: the stored item, and whether an earlier save with the same key had stored it. */
export interface SaveOutcome {
  item: HistoryItemDto;
  replayed: boolean;
}

/**
 * The row an earlier save with this key stored; a key sent with anything else to store (title, description, type,
 * inputs, map point) is refused (422): only the same save again answers the stored row.
 */
async function savedWithKey(db: Db, userId: number, key: string, input: SaveCalculationInput) {
  const row = await db
    .select()
    .from(savedCalculations)
    .where(and(eq(savedCalculations.userId, userId), eq(savedCalculations.idempotencyKey, key)))
    .get();
  if (!row) return null;
  const point = input.map_coordinates ?? null;
  const same =
    row.title === input.title &&
    row.description === (input.description ?? "") &&
    row.calculationType === input.calculation_type &&
    row.parameters === JSON.stringify(input.parameters) &&
    row.mapLat === (point?.lat ?? null) &&
    row.mapLng === (point?.lng ?? null);
  if (!same) throw new AppError("idempotency_key_reused");
  return row;
}

/**
 * Stores a calculation under a unique title. With an idempotency key (the browser's, one per save), a save sent again
 * answers the row the first one stored, also when both arrive at once (the unique index decides).
 */
export async function saveCalculation(
  db: Db,
  userId: number,
  input: SaveCalculationInput,
  idempotencyKey?: string,
): Promise<SaveOutcome> {
  if (idempotencyKey) {
    const earlier = await savedWithKey(db, userId, idempotencyKey, input);
    if (earlier) return { item: await toHistoryItem(earlier), replayed: true };
  }
  const duplicate = await db
    .select({ id: savedCalculations.id })
    .from(savedCalculations)
    .where(and(eq(savedCalculations.userId, userId), eq(savedCalculations.title, input.title)))
    .get();
  const dup = () =>
    new AppError("duplicate_title", {
      fields: { title: ["Bu başlık ile zaten bir hesaplamanız mevcut. Farklı bir başlık deneyiniz."] },
    });
  if (duplicate) throw dup();
  // Before anything is written: invalid parameters answer the calculation's 400 and nothing is stored.
  const result = await computeResult(input.calculation_type, input.parameters);
  try {
    const row = await db
      .insert(savedCalculations)
      .values({
        id: crypto.randomUUID(),
        userId,
        title: input.title,
        description: input.description ?? "",
        calculationType: input.calculation_type,
        parameters: JSON.stringify(input.parameters),
        result: JSON.stringify(result),
        computedByServer: true,
        mapLat: input.map_coordinates?.lat ?? null,
        mapLng: input.map_coordinates?.lng ?? null,
        idempotencyKey: idempotencyKey ?? null,
        ...rulesetOf(result),
      })
      .returning()
      .get();
    return { item: await toHistoryItem(row!), replayed: false };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The same save arrived twice at once: the other one stored it.
    const earlier = idempotencyKey ? await savedWithKey(db, userId, idempotencyKey, input) : null;
    if (earlier) return { item: await toHistoryItem(earlier), replayed: true };
    throw dup();
  }
}

/** Items per page of the history list. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * The columns the list reads: everything but the rule-set record; the stored result only for `yeni_surum` (the list
 * does not send it).
 */
const summaryColumns = {
  id: savedCalculations.id,
  title: savedCalculations.title,
  description: savedCalculations.description,
  calculationType: savedCalculations.calculationType,
  parameters: savedCalculations.parameters,
  result: savedCalculations.result,
  mapLat: savedCalculations.mapLat,
  mapLng: savedCalculations.mapLng,
  shareId: savedCalculations.shareId,
  createdAt: savedCalculations.createdAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: Row[K] };

async function toSummary(r: SummaryRow): Promise<HistorySummaryDto> {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    calculation_type: r.calculationType,
    parameters: JSON.parse(r.parameters) as Record<string, unknown>,
    map_coordinates: r.mapLat !== null && r.mapLng !== null ? { lat: r.mapLat, lng: r.mapLng } : null,
    share_id: r.shareId,
    created_at: r.createdAt,
    yeni_surum: await newVersionOf(r),
  };
}

/**
 * One page of the user's saved calculations, newest first (keyset on (created_at, id), index
 * saved_calculations_user_created_id), after `cursor` (absent or blank: the first page).
 */
export async function listHistoryPage(
  db: Db,
  userId: number,
  cursor: string | undefined,
): Promise<ApiPage<HistorySummaryDto>> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select(summaryColumns)
    .from(savedCalculations)
    .where(
      and(
        eq(savedCalculations.userId, userId),
        after
          ? sql`(${savedCalculations.createdAt}, ${savedCalculations.id}) < (${after.createdAt}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(savedCalculations.createdAt), desc(savedCalculations.id))
    .limit(HISTORY_PAGE_SIZE + 1)
    .all();
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    success: true,
    data: await Promise.all(page.map(toSummary)),
    next_cursor: rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

/** Another user's id answers 404 exactly like a missing one. */
export async function getHistoryItem(db: Db, userId: number, id: string): Promise<HistoryItemDto> {
  const row = await db
    .select()
    .from(savedCalculations)
    .where(and(eq(savedCalculations.id, id), eq(savedCalculations.userId, userId)))
    .get();
  if (!row) throw new AppError("not_found", { detail: "Hesaplama bulunamadı." });
  return await toHistoryItem(row);
}

export async function deleteHistoryItem(db: Db, userId: number, id: string): Promise<void> {
  const deleted = await db
    .delete(savedCalculations)
    .where(and(eq(savedCalculations.id, id), eq(savedCalculations.userId, userId)))
    .returning({ id: savedCalculations.id });
  if (deleted.length === 0) throw new AppError("not_found", { detail: "Hesaplama bulunamadı." });
}
