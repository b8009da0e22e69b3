/**
 * The API application: middleware order (worker/middleware/), route mounting, the one error handler and the JSON 404.
 * Static assets (the prerendered pages among them) are served by the Workers assets binding (wrangler.toml), which
 * hands `/api/*`, `/admin*` and `/sonuc/*` (the shared-result page, for its link preview) to this app first, and
 * every address it has no file for afterwards (the SPA's shell or a 404: routes/spa-shell.ts).
 */
// First: zod's messages in Turkish before any schema validates (contracts/zod-turkish.ts).
import "./core/contracts/zod-turkish.ts";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env.ts";
import { AppError } from "./core/contracts/app-error.ts";
import { pages } from "./core/contracts/paths.ts";
import { apiNoStore } from "./middleware/api-cache.ts";
import { database } from "./middleware/db.ts";
import { drainBody } from "./middleware/drain-body.ts";
import { requestId } from "./middleware/request-id.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { accountEmailRoutes } from "./routes/account-emails.ts";
import { accountRoutes } from "./routes/accounts.ts";
import { adminPageRoutes } from "./routes/admin-page.ts";
import { adminRoutes } from "./routes/admin.ts";
import { calculationRoutes } from "./routes/calculations.ts";
import { googleRoutes } from "./routes/google.ts";
import { healthRoutes } from "./routes/health.ts";
import { historyRoutes } from "./routes/history.ts";
import { locationRoutes } from "./routes/location.ts";
import { ruleRoutes } from "./routes/rules.ts";
import { sharePageRoutes } from "./routes/share-page.ts";
import { notFound } from "./routes/spa-shell.ts";
import { tokenRoutes } from "./routes/token.ts";
import { v1Routes } from "./routes/v1/index.ts";

const api = new Hono<AppEnv>()
  .route("/health", healthRoutes)
  .route("/calculations", historyRoutes)
  .route("/calculations", calculationRoutes)
  .route("/rules", ruleRoutes)
  .route("/location", locationRoutes)
  .route("/token", tokenRoutes)
  .route("/accounts", accountRoutes)
  .route("/accounts", accountEmailRoutes)
  .route("/accounts/google", googleRoutes)
  .route("/admin", adminRoutes);

export const app = new Hono<AppEnv>({ strict: false });

// Outermost: the headers land on every answer, errors and 404s included.
app.use("*", securityHeaders);

app.use("*", requestId);

app.use("/api/*", apiNoStore);

/** Request bodies above this size are refused before any parsing (413, catalogue message). */
export const MAX_BODY_BYTES = 256 * 1024;
/** Where batches are uploaded (routes/v1/batches.ts). */
const BATCH_UPLOAD_PATH = "/api/v1/batches";

/**
 * How much of a body answered unread (401, 404, 415, 413) is read before the answer leaves (middleware/drain-body.ts):
 * a 413's body is over the limit, and the local server still fails after one whose rest was left unread; a body
 * several times over the limit is nobody's honest request, and is not read to its end.
 */
export const MAX_DRAINED_BYTES = 4 * MAX_BODY_BYTES;

app.use("*", drainBody(MAX_DRAINED_BYTES));

const apiBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError("payload_too_large");
  },
});
// A batch upload has its own, larger limit (routes/v1/batches.ts, BATCH_MAX_BYTES).
app.use("/api/*", (c, next) =>
  c.req.method === "POST" && c.req.path === BATCH_UPLOAD_PATH ? next() : apiBodyLimit(c, next),
);

// The one database client of the request (c.get("db")), for the guards and the routes.
app.use("*", database);

app.route("/api", api);
// The public API v1 for API clients (routes/v1/: OpenAPI document, reference page, calculations behind an API key).
app.route("/api/v1", v1Routes);
app.route(pages.admin.path, adminPageRoutes);
// The shared-result page of the SPA with its link preview (wrangler.toml runs the worker first for /sonuc/*).
app.route("/", sharePageRoutes);

// wrangler.toml's assets have no fallback of their own (not_found_handling = "none"): what they lack comes here.
app.notFound(notFound);

app.onError((err, c) => {
  const requestId = c.get("requestId");
  if (err instanceof AppError) {
    if (err.retryAfter !== undefined) c.header("Retry-After", String(err.retryAfter));
    return c.json(err.toBody(requestId), err.status as 400);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const code =
      err.status === 413
        ? "payload_too_large"
        : err.status === 401
          ? "unauthorized"
          : /Malformed JSON/i.test(err.message)
            ? "invalid_json"
            : "validation_failed";
    const error = new AppError(code);
    return c.json(error.toBody(requestId), error.status as 400);
  }
  console.error(`[${requestId}] unhandled error`, err);
  const error = new AppError("internal_error");
  return c.json(error.toBody(requestId), 500);
});

/**
 * The type of the /api route chain: every sub-app is chained, so hono's `hc<AppType>` types each call and its answer.
 * The browser does not use `hc` (the client would grow the bundle for types it already has): its
 * `web/src/features/<feature>/api.ts` read the shared DTO types of worker/core/contracts/, which every handler `satisfies`.
 * tests/worker/app-type.test.ts keeps the two in step: through `hc<AppType>` each answer is its contract type.
 */
export type AppType = typeof api;
