import { app } from "./app.ts";
import type { Env } from "./env.ts";
import { bundledRules } from "./rules/active.ts";

// Validate the bundled rule sets with the strict schema when the worker loads: a broken bundle fails at start,
// not in the middle of a user's calculation.
bundledRules();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
