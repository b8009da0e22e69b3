/**
 * Batch calculations on Cloudflare Queues (issue #51). A batch is accepted in one request: its job and its parcels,
 * `BATCH_CHUNK_SIZE` to a chunk, are written to D1, and one queue message per chunk is sent. The consumer
 * (worker/index.ts `queue`) calculates a chunk and writes its rows once (`bekliyor` → `tamam`, conditional), then
 * recounts the job from its chunks — so every parcel is counted exactly once however often a message arrives.
 * Messages lost with a server (`kill -9` of the local runtime, whose queue lives in memory) are sent again: a job
 * that has not moved for `STALE_AFTER_MS` has its pending chunks queued again, when its status is read and by the
 * Cron Trigger (services/maintenance.ts).
 */
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { base64url } from "jose";
import type { Db } from "../db/client.ts";
import { batchChunks, batchJobs } from "../db/schema.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { PARCEL_ANALYSIS_TYPE } from "../core/contracts/parcel-analysis.ts";
import type { BatchDto, BatchStatus } from "../core/contracts/batches.ts";
import { selectRuleSet, typeForPath } from "../core/calculation/selection.ts";
import { unsupported } from "../core/calculation/run-calculation.ts";
import { BATCH_CHUNK_SIZE } from "../core/batch/limits.ts";
import type { BatchParcel } from "../core/batch/parcels.ts";
import { calculateParcel, type BatchRow } from "../core/batch/rows.ts";

/** One queue message: a chunk of a job. */
export interface BatchMessage {
  jobId: string;
  no: number;
}

/** The producer side of the batch queue (the `BATCH_QUEUE` binding; a test may record instead). */
export interface BatchQueue {
  sendBatch(messages: Iterable<MessageSendRequest<BatchMessage>>): Promise<unknown>;
}

/** Who a job belongs to: a signed-in user or an API key (exactly one). */
export type BatchOwner = { userId: number; apiKeyId?: undefined } | { apiKeyId: number; userId?: undefined };

/** A job that has not moved for this long has its pending chunks queued again. */
export const STALE_AFTER_MS = 15_000;
/** Queues takes at most 100 messages per `sendBatch`. */
const SEND_BATCH_MAX = 100;

type JobRow = typeof batchJobs.$inferSelect;

const ownerIs = (owner: BatchOwner) =>
  owner.userId !== undefined ? eq(batchJobs.userId, owner.userId) : eq(batchJobs.apiKeyId, owner.apiKeyId);

function toDto(job: JobRow): BatchDto {
  return {
    id: job.id,
    tur: job.tur,
    surum: job.surum,
    durum: job.durum as BatchStatus,
    toplam: job.toplam,
    tamamlanan: job.tamamlanan,
    hatali: job.hatali,
    olusturulma: job.createdAt,
  };
}

async function send(queue: BatchQueue, jobId: string, chunks: readonly number[]): Promise<void> {
  for (let i = 0; i < chunks.length; i += SEND_BATCH_MAX)
    await queue.sendBatch(chunks.slice(i, i + SEND_BATCH_MAX).map((no) => ({ body: { jobId, no } })));
}

/**
 * Accepts a batch: the type (or the parcel analysis) and the version are checked now and the version fixed for every
 * parcel (`surum` as sent, else the version in force today); then the job, its chunks and their messages.
 */
export async function createBatch(
  db: Db,
  queue: BatchQueue,
  owner: BatchOwner,
  input: { tur: string; surum?: unknown; parcels: readonly BatchParcel[] },
  now = new Date(),
): Promise<BatchDto> {
  const version = selectRuleSet({ surum: input.surum }, now);
  const tur = input.tur === PARCEL_ANALYSIS_TYPE ? input.tur : typeForPath(version, input.tur);
  if (!tur) throw unsupported(input.tur);
  const id = base64url.encode(crypto.getRandomValues(new Uint8Array(16)));
  const at = now.toISOString();
  const chunks: BatchParcel[][] = [];
  for (let i = 0; i < input.parcels.length; i += BATCH_CHUNK_SIZE)
    chunks.push(input.parcels.slice(i, i + BATCH_CHUNK_SIZE));
  const job = {
    id,
    userId: owner.userId ?? null,
    apiKeyId: owner.apiKeyId ?? null,
    tur,
    surum: version.surum,
    durum: "kuyrukta",
    toplam: input.parcels.length,
    updatedAt: at,
  };
  const [inserted] = await db.batch([
    db.insert(batchJobs).values(job).returning(),
    ...chunks.map((parcels, no) =>
      db.insert(batchChunks).values({ jobId: id, no, parcels: JSON.stringify(parcels), parcelCount: parcels.length }),
    ),
  ]);
  // A message that fails to go out here is sent again once the job is stale: the job is stored, nothing is lost.
  try {
    await send(
      queue,
      id,
      chunks.map((_, no) => no),
    );
  } catch (err) {
    console.error(`batch ${id}: queueing failed, the stale job will be queued again`, err);
  }
  return toDto(inserted[0]!);
}

/** Calculates one chunk and writes its rows once; a chunk already done, or of a job gone, is left as it is. */
export async function processChunk(db: Db, jobId: string, no: number, now = new Date()): Promise<void> {
  const [job] = await db.select().from(batchJobs).where(eq(batchJobs.id, jobId));
  if (!job || job.durum === "hata") return;
  const [chunk] = await db
    .select()
    .from(batchChunks)
    .where(and(eq(batchChunks.jobId, jobId), eq(batchChunks.no, no)));
  if (!chunk || chunk.durum !== "bekliyor") return;
  const parcels = JSON.parse(chunk.parcels) as BatchParcel[];
  const rows: BatchRow[] = [];
  for (const parcel of parcels) rows.push(await calculateParcel(job.tur, job.surum, parcel, now));
  const at = now.toISOString();
  await db.batch([
    db
      .update(batchChunks)
      .set({ rows: JSON.stringify(rows), durum: "tamam", errorCount: rows.filter((r) => r.hata !== null).length })
      .where(and(eq(batchChunks.jobId, jobId), eq(batchChunks.no, no), eq(batchChunks.durum, "bekliyor"))),
    recount(db, jobId, at),
  ]);
}

/** The job's counts and state from its chunks (never incremented: a chunk written twice cannot count twice). */
function recount(db: Db, jobId: string, at: string) {
  const done = sql`(select coalesce(sum(${batchChunks.parcelCount}), 0) from ${batchChunks} where ${batchChunks.jobId} = ${jobId} and ${batchChunks.durum} = 'tamam')`;
  const failed = sql`(select coalesce(sum(${batchChunks.errorCount}), 0) from ${batchChunks} where ${batchChunks.jobId} = ${jobId} and ${batchChunks.durum} = 'tamam')`;
  return db
    .update(batchJobs)
    .set({
      tamamlanan: done,
      hatali: failed,
      durum: sql`case when ${done} = ${batchJobs.toplam} then 'tamam' else 'calisiyor' end`,
      updatedAt: at,
    })
    .where(and(eq(batchJobs.id, jobId), sql`${batchJobs.durum} <> 'hata'`));
}

/** A job whose chunk could not be calculated after every retry: it stops, and says so. */
export async function failBatch(db: Db, jobId: string, now = new Date()): Promise<void> {
  await db
    .update(batchJobs)
    .set({ durum: "hata", updatedAt: now.toISOString() })
    .where(and(eq(batchJobs.id, jobId), sql`${batchJobs.durum} <> 'tamam'`));
}

/** Queues the pending chunks of a stale job again and marks it as moved; true when it did. */
async function requeueIfStale(db: Db, queue: BatchQueue, job: JobRow, now: Date): Promise<boolean> {
  if (
    (job.durum !== "kuyrukta" && job.durum !== "calisiyor") ||
    Date.parse(job.updatedAt) > now.getTime() - STALE_AFTER_MS
  )
    return false;
  // Claim the job first (its updated_at as read): of two readers at once, one queues.
  const claimed = await db
    .update(batchJobs)
    .set({ updatedAt: now.toISOString() })
    .where(and(eq(batchJobs.id, job.id), eq(batchJobs.updatedAt, job.updatedAt)))
    .returning({ id: batchJobs.id });
  if (!claimed.length) return false;
  const pending = await db
    .select({ no: batchChunks.no })
    .from(batchChunks)
    .where(and(eq(batchChunks.jobId, job.id), eq(batchChunks.durum, "bekliyor")))
    .orderBy(asc(batchChunks.no));
  await send(
    queue,
    job.id,
    pending.map((c) => c.no),
  );
  return true;
}

/** A job of the owner (404 for anyone else's or an unknown id), its stale work queued again. */
export async function batchStatus(db: Db, queue: BatchQueue, owner: BatchOwner, id: string, now = new Date()) {
  const [job] = await db
    .select()
    .from(batchJobs)
    .where(and(eq(batchJobs.id, id), ownerIs(owner)));
  if (!job) throw new AppError("not_found", { detail: "Toplu hesaplama bulunamadı." });
  await requeueIfStale(db, queue, job, now);
  return toDto(job);
}

/** The owner's jobs, newest first (the page's list). */
export async function listBatches(db: Db, owner: BatchOwner, limit = 20): Promise<BatchDto[]> {
  const jobs = await db
    .select()
    .from(batchJobs)
    .where(ownerIs(owner))
    .orderBy(sql`${batchJobs.createdAt} desc`)
    .limit(limit);
  return jobs.map(toDto);
}

/** The rows of a finished job, in the order of its parcels; 409 while it runs. */
export async function batchRows(db: Db, owner: BatchOwner, id: string): Promise<BatchRow[]> {
  const [job] = await db
    .select()
    .from(batchJobs)
    .where(and(eq(batchJobs.id, id), ownerIs(owner)));
  if (!job) throw new AppError("not_found", { detail: "Toplu hesaplama bulunamadı." });
  if (job.durum !== "tamam") throw new AppError("batch_not_finished");
  const chunks = await db
    .select({ rows: batchChunks.rows })
    .from(batchChunks)
    .where(eq(batchChunks.jobId, id))
    .orderBy(asc(batchChunks.no));
  return chunks.flatMap((c) => (c.rows ? (JSON.parse(c.rows) as BatchRow[]) : []));
}

/** The Cron Trigger's part: every stale job's pending chunks queued again. */
export async function requeueStaleBatches(db: Db, queue: BatchQueue, now = new Date()): Promise<number> {
  const stale = await db
    .select()
    .from(batchJobs)
    .where(
      and(
        inArray(batchJobs.durum, ["kuyrukta", "calisiyor"]),
        lt(batchJobs.updatedAt, new Date(now.getTime() - STALE_AFTER_MS).toISOString()),
      ),
    );
  let queued = 0;
  for (const job of stale) if (await requeueIfStale(db, queue, job, now)) queued++;
  return queued;
}
