/**
 * D1 schema (drizzle). Dates are ISO-8601 UTC strings in TEXT columns; booleans are integers.
 * Migrations in migrations/ are generated from this file (drizzle-kit) and never edited once applied.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull().unique(),
    email: text("email").notNull().unique(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** Versioned hash: `pbkdf2_sha256$<iterations>$<salt b64>$<hash b64>`; null until one is set. */
    passwordHash: text("password_hash"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(false),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    role: text("role").notNull().default("user"),
    createdAt: createdAt(),
    /** Bumped on logout and password change: access tokens carry it (`ver`) and older ones stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    /** Google's stable subject id once the account is linked to a Google sign-in. */
    googleSub: text("google_sub"),
    /** The user asked for a mail when a rule-set version that changes their saved answers enters into force. */
    mevzuatBildirimi: integer("mevzuat_bildirimi", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ('user','admin')`),
    uniqueIndex("users_google_sub_unique").on(t.googleSub),
  ],
);

/** Refresh tokens (rotation): a reused, already rotated token revokes its whole family. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    replacedBy: text("replaced_by"),
    createdAt: createdAt(),
    /** Absolute end of the session (login + 30 days), copied on every rotation. */
    sessionExpiresAt: text("session_expires_at"),
  },
  (t) => [index("refresh_tokens_family_user").on(t.familyId, t.userId), index("refresh_tokens_user").on(t.userId)],
);

/** Saved calculations (history) with the rule-set version and hashes of the result. */
export const savedCalculations = sqliteTable(
  "saved_calculations",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    calculationType: text("calculation_type").notNull(),
    parameters: text("parameters").notNull(),
    result: text("result").notNull(),
    mapLat: real("map_lat"),
    mapLng: real("map_lng"),
    rulesetId: text("ruleset_id"),
    rulesetVersion: text("ruleset_version"),
    rulesetSha256: text("ruleset_sha256"),
    /** Unguessable id of the public read-only link (/sonuc/{id}); null when not shared or revoked. */
    shareId: text("share_id"),
    createdAt: createdAt(),
    /** True when the stored result was computed by the server from `parameters` (only such rows are shared). */
    computedByServer: integer("computed_by_server", { mode: "boolean" }).notNull().default(false),
    /**
     * The browser's key of one save (`Idempotency-Key`): a save sent again — made offline, retried after a lost
     * answer — finds its row instead of storing a second one. Null for saves sent without one.
     */
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [
    uniqueIndex("saved_calculations_user_title_unique").on(t.userId, t.title),
    uniqueIndex("saved_calculations_user_idempotency_key").on(t.userId, t.idempotencyKey),
    uniqueIndex("saved_calculations_share_id_unique").on(t.shareId),
    // The history list's keyset (newest first by created_at, then id): user, then both keys (migration 0008).
    index("saved_calculations_user_created_id").on(t.userId, t.createdAt, t.id),
  ],
);

/** Requests that wait for the administrator: registrations, password resets, e-mail changes. */
export const accountRequests = sqliteTable(
  "account_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("pending"),
    newEmail: text("new_email"),
    createdAt: createdAt(),
    decidedAt: text("decided_at"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("account_requests_kind_check", sql`${t.kind} in ('registration','password_reset','email_change')`),
    check("account_requests_status_check", sql`${t.status} in ('pending','approved','rejected')`),
    index("account_requests_status_kind").on(t.status, t.kind),
  ],
);

/** Single-use link tokens (uid + token): only their sha256 is stored. */
export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    newEmail: text("new_email"),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "one_time_tokens_purpose_check",
      sql`${t.purpose} in ('verify_email','email_change','password_reset','set_password')`,
    ),
  ],
);

/**
 * Every e-mail goes here first; a sender delivers it through the configured transport. A mail carrying a secret
 * (a set-password, reset, verification or e-mail-change link) has `secret_expires_at`: its body is blanked after
 * delivery, or — kept for the administrator with the local "outbox" transport — when its link expires.
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("queued"),
    createdAt: createdAt(),
    sentAt: text("sent_at"),
    error: text("error"),
    /** The account the mail is about; its mails go when the account is deleted. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    secretExpiresAt: text("secret_expires_at"),
    /** Delivery attempts so far; after MAX_ATTEMPTS (worker/services/outbox.ts) a mail stays `failed` for good. */
    attempts: integer("attempts").notNull().default(0),
    /** A failed mail is retried from then on (back-off); null: at once. */
    nextAttemptAt: text("next_attempt_at"),
    /** A delivery claimed the row until then (atomic claim); another delivery takes it only after it passed. */
    claimedUntil: text("claimed_until"),
  },
  (t) => [index("email_outbox_status_next_attempt").on(t.status, t.nextAttemptAt)],
);

/** What administrators did. */
export const auditLog = sqliteTable("audit_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
  action: text("action").notNull(),
  target: text("target").notNull(),
  detail: text("detail").notNull().default(""),
  createdAt: createdAt(),
  /** The account the entry is about (no foreign key: the entry outlives the account, pseudonymised). */
  targetUserId: integer("target_user_id"),
});

/** Fixed-window counters for rate limits; keys are `<scope>:<keyed hash>` (no address or name in clear). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    window: text("window").notNull(),
    count: integer("count").notNull().default(0),
    /** End of the window; rows past it are pruned. */
    expiresAt: text("expires_at"),
  },
  (t) => [primaryKey({ columns: [t.key, t.window] }), index("rate_limits_expires_at").on(t.expiresAt)],
);

/**
 * Failed-login back-off per username and per client (`<scope>:<keyed hash>`): each attempt is admitted before the
 * password is checked, atomically, and counted in flight (`pending`) until it settles; wrong passwords count as
 * `failures`; from the fifth consecutive failure on, attempts are refused until `locked_until` (doubling). A success
 * forgets the username's failures (services/rate-limit.ts).
 */
export const loginThrottles = sqliteTable(
  "login_throttles",
  {
    key: text("key").primaryKey(),
    /** Wrong passwords (settled attempts). */
    failures: integer("failures").notNull().default(0),
    lockedUntil: text("locked_until"),
    /**
     * What the last charge decided, read back atomically with RETURNING: 0 admitted, 1 locked, 2 busy (the column's
     * name is from when it was a yes/no "refused").
     */
    lastOutcome: integer("last_refused").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    /** Attempts admitted whose password is being checked; counted as 0 once `pending_until` has passed. */
    pending: integer("pending").notNull().default(0),
    pendingUntil: text("pending_until"),
  },
  (t) => [index("login_throttles_expires_at").on(t.expiresAt)],
);

/**
 * API keys of organisations, issued on /admin (worker/services/api-keys.ts). Only the key's SHA-256 is stored; `prefix`
 * (`typ_` and the next 8 characters) names the key in the administrator's list without revealing it.
 */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text("key_hash").notNull(),
    dailyQuota: integer("daily_quota").notNull(),
    createdAt: createdAt(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: text("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_keys_key_hash_unique").on(t.keyHash),
    check("api_keys_daily_quota_check", sql`${t.dailyQuota} between 1 and 1000000`),
  ],
);

/** One row per key and UTC day (`YYYY-MM-DD`): the requests (or parcels of a batch) the key used that day. */
export const apiKeyUsage = sqliteTable(
  "api_key_usage",
  {
    keyId: integer("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
    lastUsedAt: text("last_used_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/**
 * Batch calculations (issue #51; worker/services/batches.ts): a job's state lives here, so a restart loses nothing.
 * The owner is an API key or a signed-in user. `surum` is the version every parcel is calculated under, fixed when
 * the batch is accepted. `tamamlanan` / `hatali` are recounted from the chunks, never incremented.
 */
export const batchJobs = sqliteTable(
  "batch_jobs",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    apiKeyId: integer("api_key_id").references(() => apiKeys.id, { onDelete: "cascade" }),
    tur: text("tur").notNull(),
    surum: text("surum").notNull(),
    /** kuyrukta | calisiyor | tamam | hata */
    durum: text("durum").notNull(),
    toplam: integer("toplam").notNull(),
    tamamlanan: integer("tamamlanan").notNull().default(0),
    hatali: integer("hatali").notNull().default(0),
    createdAt: createdAt(),
    /** When the job last moved (a chunk done, or its pending chunks queued again). */
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("batch_jobs_user_created").on(t.userId, t.createdAt),
    index("batch_jobs_durum_updated").on(t.durum, t.updatedAt),
  ],
);

/**
 * A job's parcels, `BATCH_CHUNK_SIZE` to a row: one queue message each. A chunk's rows are written once, by the
 * first run that finishes it (`durum` bekliyor → tamam), so each parcel is counted exactly once however often its
 * message is delivered.
 */
export const batchChunks = sqliteTable(
  "batch_chunks",
  {
    jobId: text("job_id")
      .notNull()
      .references(() => batchJobs.id, { onDelete: "cascade" }),
    no: integer("no").notNull(),
    /** JSON: the chunk's parcels ({id, istek}[]). */
    parcels: text("parcels").notNull(),
    /** JSON: their result rows, once done. */
    rows: text("rows"),
    /** bekliyor | tamam */
    durum: text("durum").notNull().default("bekliyor"),
    parcelCount: integer("parcel_count").notNull(),
    errorCount: integer("error_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.no] })],
);

/**
 * Issue #52: how each rule-set version answers the saved calculations (worker/services/rule-impact.ts). One row per
 * saved calculation and version, written by the queue consumer (`changed`: status or main figure differ; `yon`: a
 * permit became a refusal or the reverse); it goes with its calculation.
 */
export const savedCalculationImpact = sqliteTable(
  "saved_calculation_impact",
  {
    calculationId: text("calculation_id")
      .notNull()
      .references(() => savedCalculations.id, { onDelete: "cascade" }),
    surum: text("surum").notNull(),
    changed: integer("changed", { mode: "boolean" }).notNull(),
    /** izinden_redde | redden_izne | null */
    yon: text("yon"),
  },
  (t) => [
    primaryKey({ columns: [t.calculationId, t.surum] }),
    index("saved_calculation_impact_surum").on(t.surum, t.changed, t.yon),
  ],
);

/** The per-version counts the administrator reads, recomputed from saved_calculation_impact by the consumer. */
export const ruleImpact = sqliteTable("rule_impact", {
  surum: text("surum").primaryKey(),
  kayitli: integer("kayitli").notNull(),
  degisen: integer("degisen").notNull(),
  izindenRedde: integer("izinden_redde").notNull(),
  reddenIzne: integer("redden_izne").notNull(),
  countedAt: text("counted_at").notNull(),
});

/** A recount of every saved calculation under every version: its progress (recounted from its chunks). */
export const ruleImpactRuns = sqliteTable(
  "rule_impact_runs",
  {
    id: text("id").primaryKey(),
    /** kuyrukta | calisiyor | tamam | hata */
    durum: text("durum").notNull(),
    toplam: integer("toplam").notNull(),
    tamamlanan: integer("tamamlanan").notNull().default(0),
    startedAt: text("started_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("rule_impact_runs_started").on(t.startedAt)],
);

/** A recount's saved calculations in id ranges (`from_id` ≤ id < `to_id`; null: to the end), one message each. */
export const ruleImpactChunks = sqliteTable(
  "rule_impact_chunks",
  {
    runId: text("run_id")
      .notNull()
      .references(() => ruleImpactRuns.id, { onDelete: "cascade" }),
    no: integer("no").notNull(),
    fromId: text("from_id").notNull(),
    toId: text("to_id"),
    /** bekliyor | tamam */
    durum: text("durum").notNull().default("bekliyor"),
    rowCount: integer("row_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.runId, t.no] })],
);

/**
 * Versions whose entry into force the Cron Trigger handled: the first row is the baseline (nothing mailed); a later
 * version in force is claimed here once, and its mails go out page by page of opted-in users (`cursor`: the last user
 * id done), each user's mail at most once (rule_notice_mails).
 */
export const ruleNotices = sqliteTable("rule_notices", {
  surum: text("surum").primaryKey(),
  noticedAt: text("noticed_at").notNull(),
  /** baslangic (the baseline, nothing to send) | gonderiliyor | tamam */
  durum: text("durum").notNull(),
  cursor: integer("cursor").notNull().default(0),
  updatedAt: text("updated_at").notNull(),
});

/** One row per user and version mailed (or found with nothing to mail): the once-per-user-and-version claim. */
export const ruleNoticeMails = sqliteTable(
  "rule_notice_mails",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    surum: text("surum").notNull(),
    /** The claim of the delivery that wrote it: only that delivery's mail is written. */
    claim: text("claim").notNull(),
    /** Saved calculations whose answer changes (0: no mail). */
    changed: integer("changed").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.surum] })],
);
