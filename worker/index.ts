import { app } from "./app.ts";
import { getDb } from "./db/client.ts";
import type { Env } from "./env.ts";
import { bundledRules } from "./core/calculation/bundled-rules.ts";
import { runMaintenance } from "./services/maintenance.ts";
import { consumeBatchMessages } from "./services/batch-consumer.ts";
import type { BatchMessage } from "./services/batches.ts";

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
  /** The batch queue's consumer (wrangler.toml `[[queues.consumers]]`): each message is a chunk of a batch. */
  queue: (batch: MessageBatch<BatchMessage>, env) => consumeBatchMessages(getDb(env.DB), batch),
} satisfies ExportedHandler<Env, BatchMessage>;
