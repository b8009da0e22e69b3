/**
 * The administrator's impact counts (issue #52): for every rule-set version (drafts too), how many saved calculations
 * it answers differently (core/calculation/version-change.ts), and how many of those turn a permit into a refusal or
 * the reverse. The counting runs on the batch queue, never in a request:
 *
 * - A recount (`startRecount`, POST /api/admin/rule-impact/) cuts the saved calculations into id ranges of
 *   IMPACT_CHUNK_SIZE, stores them as the run's chunks and queues one message per chunk. The consumer
 *   (`processImpactChunk`) answers each row under each version and writes, in one D1 batch, the rows' results
 *   (upserted), the chunk as done (only while it is `bekliyor`), the run's progress (recounted from its chunks, never
 *   incremented) and — when that was the last chunk — the per-version counts (one GROUP BY). A message delivered twice
 *   writes the same results again and counts nothing twice; a run that has not moved for STALE_AFTER_MS has its
 *   pending chunks queued again when the counts are read and by the Cron Trigger.
 * - A new save queues `{kind: "impact", calculationId}` (history.ts); the consumer counts that row under every version
 *   and recomputes the counts, so a new calculation is counted within the queue's delivery time.
 */
import { and, asc, desc, eq, gte, inArray, lt, notInArray, or, sql } from "drizzle-orm";
import { base64url } from "jose";
import type { Db } from "../db/client.ts";
import {
  ruleImpact,
  ruleImpactChunks,
  ruleImpactRuns,
  savedCalculationImpact,
  savedCalculations,
} from "../db/schema.ts";
import { bundledRules, RULESET_ID } from "../core/calculation/bundled-rules.ts";
import { versionChange } from "../core/calculation/version-change.ts";
import { versionInForce, type RuleRegistry } from "../core/rules/registry.ts";
import type { LoadedRuleSet } from "../core/rules/types.ts";
import type { RuleImpactAnswer, RuleImpactRunDto, VersionImpactDto } from "../core/contracts/rule-impact.ts";
import { STALE_AFTER_MS } from "./batches.ts";

/** Saved calculations per recount message. */
export const IMPACT_CHUNK_SIZE = 200;
/** Queues takes at most 100 messages per `sendBatch`. */
const SEND_BATCH_MAX = 100;
/** D1 binds at most 100 parameters per statement: an impact row has 4, a chunk row 6 (drizzle binds the defaults). */
const ROWS_PER_INSERT = 25;
const CHUNKS_PER_INSERT = 16;

/** A queue message of the impact counts: a chunk of a recount, or one new saved calculation. */
export type ImpactMessage =
  | { kind: "impact"; runId: string; no: number; calculationId?: undefined }
  | { kind: "impact"; calculationId: string; runId?: undefined; no?: undefined };

/** The producer side (the `BATCH_QUEUE` binding; a test may record instead). */
export interface ImpactQueue {
  sendBatch(messages: Iterable<MessageSendRequest<ImpactMessage>>): Promise<unknown>;
}

type RunRow = typeof ruleImpactRuns.$inferSelect;

interface SavedRow {
  id: string;
  calculationType: string;
  parameters: string;
  result: string;
}

function toRunDto(run: RunRow): RuleImpactRunDto {
  return {
    id: run.id,
    durum: run.durum as RuleImpactRunDto["durum"],
    toplam: run.toplam,
    tamamlanan: run.tamamlanan,
    baslangic: run.startedAt,
    guncelleme: run.updatedAt,
  };
}

const versionsOf = (registry: RuleRegistry): readonly LoadedRuleSet[] => registry.versions[RULESET_ID] ?? [];

/** Every version's answer for one saved row: changed or not, and the direction (the row's own version: unchanged). */
async function impactOf(row: SavedRow, versions: readonly LoadedRuleSet[], now: Date) {
  const out: (typeof savedCalculationImpact.$inferInsert)[] = [];
  let parameters: Record<string, unknown> = {};
  let result: unknown = null;
  try {
    parameters = JSON.parse(row.parameters) as Record<string, unknown>;
    result = JSON.parse(row.result) as unknown;
  } catch {
    // A row that is no JSON answers nothing: it counts as unchanged under every version.
  }
  for (const version of versions) {
    let change = null;
    try {
      change = await versionChange(row.calculationType, parameters, result, now, version);
    } catch (err) {
      // A calculation that throws for this row throws every time: count it as unchanged rather than stop the run.
      console.error(`rule impact: saved calculation ${row.id} under ${version.surum} failed`, err);
    }
    out.push({ calculationId: row.id, surum: version.surum, changed: change !== null, yon: change?.yon ?? null });
  }
  return out;
}

function upserts(db: Db, rows: (typeof savedCalculationImpact.$inferInsert)[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    statements.push(
      db
        .insert(savedCalculationImpact)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoUpdate({
          target: [savedCalculationImpact.calculationId, savedCalculationImpact.surum],
          set: { changed: sql`excluded.changed`, yon: sql`excluded.yon` },
        }),
    );
  return statements;
}

/**
 * The per-version counts from the rows' results (one GROUP BY), when `when` holds (a constant condition, checked once
 * before the scan); versions no saved row is counted under any more lose their row.
 */
function recountTotals(db: Db, at: string, when = sql`1`) {
  const i = savedCalculationImpact;
  return [
    db.delete(ruleImpact).where(and(when, notInArray(ruleImpact.surum, db.selectDistinct({ surum: i.surum }).from(i)))),
    db
      .insert(ruleImpact)
      .select(
        db
          .select({
            surum: i.surum,
            kayitli: sql<number>`count(*)`.as("kayitli"),
            degisen: sql<number>`coalesce(sum(${i.changed}), 0)`.as("degisen"),
            izindenRedde: sql<number>`coalesce(sum(${i.yon} = 'izinden_redde'), 0)`.as("izinden_redde"),
            reddenIzne: sql<number>`coalesce(sum(${i.yon} = 'redden_izne'), 0)`.as("redden_izne"),
            countedAt: sql<string>`${at}`.as("counted_at"),
          })
          .from(i)
          .where(when)
          .groupBy(i.surum),
      )
      .onConflictDoUpdate({
        target: ruleImpact.surum,
        set: {
          kayitli: sql`excluded.kayitli`,
          degisen: sql`excluded.degisen`,
          izindenRedde: sql`excluded.izinden_redde`,
          reddenIzne: sql`excluded.redden_izne`,
          countedAt: sql`excluded.counted_at`,
        },
      }),
  ] as const;
}

async function send(queue: ImpactQueue, messages: ImpactMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += SEND_BATCH_MAX)
    await queue.sendBatch(messages.slice(i, i + SEND_BATCH_MAX).map((body) => ({ body })));
}

/**
 * Starts a recount of every saved calculation under every version (a run still moving is answered instead): the run,
 * its chunks (id ranges found with one window query) and their messages.
 */
export async function startRecount(db: Db, queue: ImpactQueue, now = new Date()): Promise<RuleImpactRunDto> {
  const [latest] = await db.select().from(ruleImpactRuns).orderBy(desc(ruleImpactRuns.startedAt)).limit(1);
  if (
    latest &&
    (latest.durum === "kuyrukta" || latest.durum === "calisiyor") &&
    Date.parse(latest.updatedAt) > now.getTime() - STALE_AFTER_MS
  )
    return toRunDto(latest);
  const starts = await db.all<{ id: string }>(
    sql`select id from (select id, row_number() over (order by id) - 1 as rn from ${savedCalculations})
        where rn % ${IMPACT_CHUNK_SIZE} = 0 order by id`,
  );
  const [{ n }] = (await db.select({ n: sql<number>`count(*)` }).from(savedCalculations)) as [{ n: number }];
  const id = base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
  const at = now.toISOString();
  // No saved calculation: one empty chunk, so the consumer still recounts (to zero).
  const bounds = starts.length ? starts.map((s) => s.id) : [""];
  const chunks = bounds.map((fromId, no) => ({ runId: id, no, fromId, toId: bounds[no + 1] ?? null }));
  const [inserted] = await db.batch([
    db.insert(ruleImpactRuns).values({ id, durum: "kuyrukta", toplam: n, startedAt: at, updatedAt: at }).returning(),
    ...Array.from({ length: Math.ceil(chunks.length / CHUNKS_PER_INSERT) }, (_, k) =>
      db.insert(ruleImpactChunks).values(chunks.slice(k * CHUNKS_PER_INSERT, (k + 1) * CHUNKS_PER_INSERT)),
    ),
  ]);
  try {
    await send(
      queue,
      chunks.map((c) => ({ kind: "impact", runId: id, no: c.no })),
    );
  } catch (err) {
    console.error(`rule impact ${id}: queueing failed, the stale run will be queued again`, err);
  }
  return toRunDto(inserted[0]!);
}

/** Counts one chunk of a run under every version; a chunk already done, or of a run gone, is left as it is. */
export async function processImpactChunk(
  db: Db,
  runId: string,
  no: number,
  now = new Date(),
  registry: RuleRegistry = bundledRules(),
): Promise<void> {
  const [run] = await db.select().from(ruleImpactRuns).where(eq(ruleImpactRuns.id, runId));
  if (!run || run.durum === "hata") return;
  const [chunk] = await db
    .select()
    .from(ruleImpactChunks)
    .where(and(eq(ruleImpactChunks.runId, runId), eq(ruleImpactChunks.no, no)));
  if (!chunk || chunk.durum !== "bekliyor") return;
  const s = savedCalculations;
  const rows = await db
    .select({ id: s.id, calculationType: s.calculationType, parameters: s.parameters, result: s.result })
    .from(s)
    .where(and(gte(s.id, chunk.fromId), chunk.toId === null ? undefined : lt(s.id, chunk.toId)));
  const versions = versionsOf(registry);
  const results = [];
  for (const row of rows) results.push(...(await impactOf(row, versions, now)));
  const at = now.toISOString();
  const c = ruleImpactChunks;
  const pending = sql`(select count(*) from ${c} where ${c.runId} = ${runId} and ${c.durum} = 'bekliyor')`;
  const done = sql`(select coalesce(sum(${c.rowCount}), 0) from ${c} where ${c.runId} = ${runId} and ${c.durum} = 'tamam')`;
  await db.batch([
    db
      .update(c)
      .set({ durum: "tamam", rowCount: rows.length })
      .where(and(eq(c.runId, runId), eq(c.no, no), eq(c.durum, "bekliyor"))),
    ...upserts(db, results),
    db
      .update(ruleImpactRuns)
      .set({
        tamamlanan: done,
        durum: sql`case when ${pending} = 0 then 'tamam' else 'calisiyor' end`,
        updatedAt: at,
      })
      .where(and(eq(ruleImpactRuns.id, runId), sql`${ruleImpactRuns.durum} <> 'hata'`)),
    // The last chunk of the run: the counts from every row's results, in the same transaction.
    ...recountTotals(db, at, sql`${pending} = 0`),
  ]);
}

/**
 * Counts saved calculations (new saves) under every version and recomputes the counts once for all of them; a
 * calculation deleted meanwhile is skipped.
 */
export async function countCalculations(
  db: Db,
  ids: readonly string[],
  now = new Date(),
  registry: RuleRegistry = bundledRules(),
): Promise<void> {
  if (!ids.length) return;
  const s = savedCalculations;
  const rows = await db
    .select({ id: s.id, calculationType: s.calculationType, parameters: s.parameters, result: s.result })
    .from(s)
    .where(inArray(s.id, [...new Set(ids)]));
  const versions = versionsOf(registry);
  const results = [];
  for (const row of rows) results.push(...(await impactOf(row, versions, now)));
  const at = now.toISOString();
  // A calculation deleted since it was read fails the batch on its foreign key: the message is retried and the row
  // is no longer found.
  const [drop, totals] = recountTotals(db, at);
  await db.batch([drop, ...upserts(db, results), totals]);
}

/** A run that failed on a chunk after every retry: it stops, and says so. */
export async function failImpactRun(db: Db, runId: string, now = new Date()): Promise<void> {
  await db
    .update(ruleImpactRuns)
    .set({ durum: "hata", updatedAt: now.toISOString() })
    .where(and(eq(ruleImpactRuns.id, runId), sql`${ruleImpactRuns.durum} <> 'tamam'`));
}

/** Queues the pending chunks of a run that has not moved for STALE_AFTER_MS again; true when it did. */
async function requeueIfStale(db: Db, queue: ImpactQueue, run: RunRow, now: Date): Promise<boolean> {
  if (
    (run.durum !== "kuyrukta" && run.durum !== "calisiyor") ||
    Date.parse(run.updatedAt) > now.getTime() - STALE_AFTER_MS
  )
    return false;
  // Claim the run first (its updated_at as read): of two readers at once, one queues.
  const claimed = await db
    .update(ruleImpactRuns)
    .set({ updatedAt: now.toISOString() })
    .where(and(eq(ruleImpactRuns.id, run.id), eq(ruleImpactRuns.updatedAt, run.updatedAt)))
    .returning({ id: ruleImpactRuns.id });
  if (!claimed.length) return false;
  const pending = await db
    .select({ no: ruleImpactChunks.no })
    .from(ruleImpactChunks)
    .where(and(eq(ruleImpactChunks.runId, run.id), eq(ruleImpactChunks.durum, "bekliyor")))
    .orderBy(asc(ruleImpactChunks.no));
  await send(
    queue,
    pending.map((c) => ({ kind: "impact", runId: run.id, no: c.no })),
  );
  return true;
}

/** The Cron Trigger's part: the pending chunks of stale runs queued again. */
export async function requeueStaleImpactRuns(db: Db, queue: ImpactQueue, now = new Date()): Promise<number> {
  const stale = await db
    .select()
    .from(ruleImpactRuns)
    .where(
      and(
        or(eq(ruleImpactRuns.durum, "kuyrukta"), eq(ruleImpactRuns.durum, "calisiyor")),
        lt(ruleImpactRuns.updatedAt, new Date(now.getTime() - STALE_AFTER_MS).toISOString()),
      ),
    );
  let queued = 0;
  for (const run of stale) if (await requeueIfStale(db, queue, run, now)) queued++;
  return queued;
}

/** The status words of a version for the administrator: in force today, released (earlier or later), draft. */
function statusOf(version: LoadedRuleSet, inForce: LoadedRuleSet | null): VersionImpactDto["durum"] {
  if (version.durum === "taslak") return "taslak";
  return version === inForce ? "yururlukte" : "yayinda";
}

/**
 * GET /api/admin/rule-impact/: every version of the registry with its counts (zero and `sayim` null before its
 * first count) and the latest run's progress, its stale work queued again.
 */
export async function ruleImpactReport(
  db: Db,
  queue: ImpactQueue,
  now = new Date(),
  registry: RuleRegistry = bundledRules(),
): Promise<RuleImpactAnswer> {
  const [counts, [latest]] = await Promise.all([
    db.select().from(ruleImpact),
    db.select().from(ruleImpactRuns).orderBy(desc(ruleImpactRuns.startedAt)).limit(1),
  ]);
  if (latest) await requeueIfStale(db, queue, latest, now);
  const bySurum = new Map(counts.map((c) => [c.surum, c]));
  const inForce = versionInForce(registry, RULESET_ID, now);
  return {
    success: true,
    data: versionsOf(registry).map((v) => {
      const c = bySurum.get(v.surum);
      return {
        surum: v.surum,
        yonetmelik: v.yonetmelik,
        durum: statusOf(v, inForce),
        kayitli: c?.kayitli ?? 0,
        degisen: c?.degisen ?? 0,
        izinden_redde: c?.izindenRedde ?? 0,
        redden_izne: c?.reddenIzne ?? 0,
        // A finished recount with no saved row under a version counted it too: zero, not "never counted".
        sayim: c?.countedAt ?? (latest?.durum === "tamam" ? latest.updatedAt : null),
      };
    }),
    calisma: latest ? toRunDto(latest) : null,
  };
}

/** The message a new save queues (best effort: a lost one is found by the cron, `queueUncountedCalculations`). */
export async function queueNewCalculation(queue: ImpactQueue, calculationId: string): Promise<void> {
  await queue.sendBatch([{ body: { kind: "impact", calculationId } }]);
}

/** A save's own message has had this long to be counted before the cron counts the row. */
export const UNCOUNTED_AFTER_MS = 60_000;
/** Rows the cron queues per run (the rest on the next run). */
const UNCOUNTED_PER_RUN = 1000;

/**
 * The Cron Trigger's sweep: saved calculations older than UNCOUNTED_AFTER_MS with no impact row (their save's message
 * was lost, e.g. with a restarted server) are queued to be counted; answers how many.
 */
export async function queueUncountedCalculations(db: Db, queue: ImpactQueue, now = new Date()): Promise<number> {
  const s = savedCalculations;
  const before = new Date(now.getTime() - UNCOUNTED_AFTER_MS).toISOString();
  const rows = await db
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        lt(s.createdAt, before),
        sql`not exists (select 1 from ${savedCalculationImpact} where ${savedCalculationImpact.calculationId} = ${s.id})`,
      ),
    )
    .limit(UNCOUNTED_PER_RUN);
  await send(
    queue,
    rows.map((r) => ({ kind: "impact" as const, calculationId: r.id })),
  );
  return rows.length;
}
