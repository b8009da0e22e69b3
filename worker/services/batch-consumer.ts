/**
 * The batch queue's consumer. A message without `kind` (or `kind: "batch"`) is a chunk of a batch job
 * (services/batches.ts processChunk), acknowledged once written. A chunk that throws (D1 unavailable) is retried with
 * a back-off; after the last retry its job stops as `hata` rather than wait forever. A message delivered twice changes
 * nothing (a chunk is written once). The same queue carries the rule-impact counts (`kind: "impact"`,
 * services/rule-impact.ts: the new saves of one delivery are counted together) and the legislation alerts
 * (`kind: "notice"`, services/rule-notices.ts).
 */
import type { Db } from "../db/client.ts";
import type { Env } from "../env.ts";
import { failBatch, processChunk, type BatchMessage } from "./batches.ts";
import {
  countCalculations,
  failImpactRun,
  processImpactChunk,
  type ImpactMessage,
  type ImpactQueue,
} from "./rule-impact.ts";
import { processNoticePage, type NoticeMessage, type NoticeQueue } from "./rule-notices.ts";
import { deliverDue } from "./outbox.ts";

/** wrangler.toml `max_retries`: a message is delivered at most this many times more. */
export const MAX_RETRIES = 5;

/** Every body the queue carries; batch chunks sent before `kind` existed have none. */
export type QueueMessage = (BatchMessage & { kind?: "batch" }) | ImpactMessage | NoticeMessage;

/** What the impact and notice messages need besides D1: the queue (next pages, re-queues) and the mail settings. */
export interface ConsumerContext {
  env: Env;
  queue: ImpactQueue & NoticeQueue;
}

function settle(message: Message<QueueMessage>, what: string, err: unknown, onLast: () => Promise<void>) {
  console.error(`${what}: attempt ${message.attempts} failed`, err);
  if (message.attempts > MAX_RETRIES) return onLast().then(() => message.ack());
  message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
  return Promise.resolve();
}

export async function consumeBatchMessages(
  db: Db,
  batch: MessageBatch<QueueMessage>,
  context?: ConsumerContext,
): Promise<void> {
  const saves: Message<QueueMessage>[] = [];
  let mailed = false;
  for (const message of batch.messages) {
    const body = message.body;
    if (body.kind === "impact" && body.calculationId !== undefined) {
      saves.push(message);
      continue;
    }
    if (body.kind === "impact") {
      const { runId, no } = body;
      try {
        await processImpactChunk(db, runId, no);
        message.ack();
      } catch (err) {
        await settle(message, `rule impact ${runId} chunk ${no}`, err, () =>
          failImpactRun(db, runId).catch(() => undefined),
        );
      }
      continue;
    }
    if (body.kind === "notice") {
      try {
        if (!context) throw new Error("the notice consumer needs the environment and the queue");
        await processNoticePage(db, context.env, context.queue, body);
        mailed = true;
        message.ack();
      } catch (err) {
        await settle(message, `rule notice ${body.surum} after user ${body.afterUserId}`, err, async () => undefined);
      }
      continue;
    }
    const { jobId, no } = body;
    try {
      await processChunk(db, jobId, no);
      message.ack();
    } catch (err) {
      await settle(message, `batch ${jobId} chunk ${no}`, err, () => failBatch(db, jobId).catch(() => undefined));
    }
  }
  if (saves.length) {
    try {
      await countCalculations(
        db,
        saves.map((m) => (m.body as ImpactMessage).calculationId!),
      );
      for (const m of saves) m.ack();
    } catch (err) {
      for (const m of saves) await settle(m, "rule impact of new saves", err, async () => undefined);
    }
  }
  // The alerts just written go out now (the Cron Trigger retries what fails).
  if (mailed && context)
    await deliverDue(db, context.env).catch((err: unknown) => console.error("outbox delivery failed", err));
}
