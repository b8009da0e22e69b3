import { app } from "./app.ts";
import { getDb } from "./db/client.ts";
import type { Env } from "./env.ts";
import { bundledRules } from "./core/calculation/bundled-rules.ts";
import { runMaintenance } from "./services/maintenance.ts";
import { consumeBatchMessages, type ConsumerContext, type QueueMessage } from "./services/batch-consumer.ts";

// Validate the bundled rule sets with the strict schema when the worker loads: a broken bundle fails at start,
// not in the middle of a user's calculation.
bundledRules();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  /** The Cron Trigger (wrangler.toml `[triggers] crons`): mail retries and pruning (services/maintenance.ts). */
  scheduled: async (controller, env) => {
    const report = await runMaintenance(getDb(env.DB), env, controller.scheduledTime);
    console.log(JSON.stringify({ event: "maintenance", cron: controller.cron, ...report }));
  },
  /**
   * The batch queue's consumer (wrangler.toml `[[queues.consumers]]`): chunks of batches, the rule-impact counts and
   * the legislation alerts (services/batch-consumer.ts).
   */
  queue: (batch: MessageBatch<QueueMessage>, env) =>
    consumeBatchMessages(getDb(env.DB), batch, { env, queue: env.BATCH_QUEUE as ConsumerContext["queue"] }),
} satisfies ExportedHandler<Env, QueueMessage>;
