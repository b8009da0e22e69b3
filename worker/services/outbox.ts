/**
 * E-mail: every message is written to the outbox first (in the same D1 batch as the change that causes it); a
 * delivery claims due rows atomically and hands each to the configured transport (services/email-transports.ts).
 *
 * Delivery: after a request, in `waitUntil` (deliverAfterCommit), and every few minutes from the Cron Trigger
 * (services/maintenance.ts). A claim is one `UPDATE … RETURNING` that takes queued or failed rows that are due, under
 * MAX_ATTEMPTS and not claimed by another delivery (`claimed_until` unset or past), counts the attempt and holds them
 * for CLAIM_MS: two deliveries at once never send one mail twice, and a delivery that died (its claim passed) is
 * taken over. A failure records its error and the next attempt after a doubling back-off; after MAX_ATTEMPTS the
 * mail stays `failed`.
 *
 * Secrets: a mail with a link that works once (set-password, reset, verification, e-mail change) carries
 * `secret_expires_at`, the link's expiry. Its body is blanked as soon as a real transport delivered it, and in any
 * case when the link expires. The administrator's list shows such a body only in development with the "outbox"
 * transport (there the outbox is the mailbox); everywhere else it shows the placeholder.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { isDevelopment } from "../lib/client.ts";
import { sendMail, transportName } from "./email-transports.ts";

export const REDACTED_BODY = "[Bu iletideki şifre veya bağlantı güvenlik nedeniyle silindi.]";
/** Attempts per mail; then it stays `failed`. */
export const MAX_ATTEMPTS = 8;
/** First retry after this; each further one waits twice as long, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 5 * 60 * 1000;
export const RETRY_MAX_MS = 6 * 60 * 60 * 1000;
/** How long a claim holds a row for its delivery. */
export const CLAIM_MS = 5 * 60 * 1000;
/** Rows one delivery claims. */
const CLAIM_BATCH = 25;

export interface Email {
  to: string;
  subject: string;
  body: string;
  /** The account the mail is about (its mails go with it when it is deleted). */
  userId?: number | null;
  /** Set when the body holds a secret: when its link expires (ISO). */
  secretExpiresAt?: string | null;
}

export function queueEmail(db: Db, mail: Email) {
  return db.insert(emailOutbox).values({
    toAddress: mail.to,
    subject: mail.subject,
    body: mail.body,
    userId: mail.userId ?? null,
    secretExpiresAt: mail.secretExpiresAt ?? null,
  });
}

/** The wait before the next attempt once `attempts` attempts have failed. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Claims up to `limit` due rows for one delivery (atomic: one statement) and answers them. */
export async function claimDueMails(db: Db, now: number, limit = CLAIM_BATCH) {
  const t = emailOutbox;
  const nowIso = iso(now);
  const due = and(
    inArray(t.status, ["queued", "failed"]),
    lt(t.attempts, MAX_ATTEMPTS),
    or(isNull(t.nextAttemptAt), lte(t.nextAttemptAt, nowIso)),
    or(isNull(t.claimedUntil), lt(t.claimedUntil, nowIso)),
  );
  const ids = db.select({ id: t.id }).from(t).where(due).orderBy(t.id).limit(limit);
  return db
    .update(t)
    .set({ claimedUntil: iso(now + CLAIM_MS), attempts: sql`${t.attempts} + 1` })
    .where(and(inArray(t.id, ids), due))
    .returning();
}

/** Blanks the bodies of secret-bearing mails whose link has expired. */
export async function blankExpiredSecrets(db: Db, now = Date.now()): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ body: REDACTED_BODY })
    .where(
      and(
        isNotNull(emailOutbox.secretExpiresAt),
        lte(emailOutbox.secretExpiresAt, new Date(now).toISOString()),
        ne(emailOutbox.body, REDACTED_BODY),
      ),
    );
}

/** Claims the due mails and delivers them with the configured transport; returns how many were delivered. */
export async function deliverDue(db: Db, env: Env, now = Date.now()): Promise<number> {
  await blankExpiredSecrets(db, now);
  const realTransport = transportName(env) !== "outbox";
  let delivered = 0;
  for (const m of await claimDueMails(db, now)) {
    const error = await sendMail(env, m, now);
    await db
      .update(emailOutbox)
      .set(
        error
          ? {
              status: "failed",
              error,
              claimedUntil: null,
              nextAttemptAt: m.attempts < MAX_ATTEMPTS ? iso(now + retryDelayMs(m.attempts)) : null,
            }
          : {
              status: "sent",
              sentAt: iso(now),
              error: null,
              claimedUntil: null,
              nextAttemptAt: null,
              // Delivered by a real transport: the secret has left; the outbox keeps no copy of it.
              ...(realTransport && m.secretExpiresAt !== null ? { body: REDACTED_BODY } : {}),
            },
      )
      .where(eq(emailOutbox.id, m.id));
    if (!error) delivered++;
  }
  return delivered;
}

/**
 * Delivery after a committed decision, in the background (`waitUntil`): the answer does not wait for the mail
 * server, and the decision stands whatever happens to the delivery — a failure is logged, and the mail is retried
 * by the Cron Trigger.
 */
export function deliverAfterCommit(db: Db, env: Env, ctx: Pick<ExecutionContext, "waitUntil">): void {
  ctx.waitUntil(
    deliverDue(db, env).catch((err: unknown) => {
      console.error("outbox delivery failed after commit; the cron trigger retries", err);
    }),
  );
}

/** The administrator's view of the outbox (newest first); secret bodies only in development with the outbox transport. */
export async function listOutbox(db: Db, env: Env, limit = 100, now = Date.now()) {
  await blankExpiredSecrets(db, now);
  const reveal = isDevelopment(env) && transportName(env) === "outbox";
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit).all();
  return rows.map(({ userId: _user, ...m }) =>
    m.secretExpiresAt !== null && !reveal ? { ...m, body: REDACTED_BODY } : m,
  );
}
