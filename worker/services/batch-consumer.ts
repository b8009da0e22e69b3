/**
 * The batch queue's consumer: each message is a chunk (services/batches.ts processChunk), acknowledged once written.
 * A chunk that throws (D1 unavailable) is retried with a back-off; after the last retry its job stops as `hata`
 * rather than wait forever. A message delivered twice changes nothing (a chunk is written once).
 */
import type { Db } from "../db/client.ts";
import { failBatch, processChunk, type BatchMessage } from "./batches.ts";

/** wrangler.toml `max_retries`: a message is delivered at most this many times more. */
export const MAX_RETRIES = 5;

export async function consumeBatchMessages(db: Db, batch: MessageBatch<BatchMessage>): Promise<void> {
  for (const message of batch.messages) {
    const { jobId, no } = message.body;
    try {
      await processChunk(db, jobId, no);
      message.ack();
    } catch (err) {
      console.error(`batch ${jobId} chunk ${no}: attempt ${message.attempts} failed`, err);
      if (message.attempts > MAX_RETRIES) {
        await failBatch(db, jobId).catch(() => undefined);
        message.ack();
      } else message.retry({ delaySeconds: Math.min(60, 2 ** message.attempts) });
    }
  }
}
