/**
 * E-mail: every message is written to the outbox first (in the same D1 batch as the change that causes it);
 * the configured transport delivers it. Transport "outbox" (the development default) keeps the message in the
 * outbox as delivered, to be read on the administrator's page; "http" posts it as JSON {from, to, subject, text}
 * with a bearer key to EMAIL_API_URL (any transactional e-mail API with such an endpoint) and records failures.
 *
 * Secrets: a mail with a link that works once (set-password, reset, verification, e-mail change) carries
 * `secret_expires_at`, the link's expiry. Its body is blanked as soon as the http transport delivered it, and in any
 * case when the link expires. The administrator's list shows such a body only in development with the "outbox"
 * transport (there the outbox is the mailbox); everywhere else it shows the placeholder.
 */
import { and, desc, eq, isNotNull, lte, ne } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { isDevelopment } from "../lib/client.ts";

export const REDACTED_BODY = "[Bu iletideki şifre veya bağlantı güvenlik nedeniyle silindi.]";

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

export function transportName(env: Env): string {
  return env.EMAIL_TRANSPORT ?? "outbox";
}

async function sendHttp(env: Env, m: { toAddress: string; subject: string; body: string }): Promise<string | null> {
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY) return "EMAIL_API_URL / EMAIL_API_KEY yapılandırılmamış";
  try {
    const res = await fetch(env.EMAIL_API_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.EMAIL_API_KEY}` },
      body: JSON.stringify({
        from: env.EMAIL_FROM ?? "noreply@tarimsal-yapi-planlayici.local",
        to: m.toAddress,
        subject: m.subject,
        text: m.body,
      }),
    });
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (err) {
    return String(err).slice(0, 200);
  }
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

/** Delivers queued messages with the configured transport; returns how many were delivered. */
export async function deliverQueued(db: Db, env: Env, now = Date.now()): Promise<number> {
  const transport = transportName(env);
  await blankExpiredSecrets(db, now);
  const queued = await db.select().from(emailOutbox).where(eq(emailOutbox.status, "queued")).all();
  let delivered = 0;
  for (const m of queued) {
    const error =
      transport === "http"
        ? await sendHttp(env, m)
        : transport === "outbox"
          ? null
          : `bilinmeyen aktarım: ${transport}`;
    // Delivered by a real transport: the secret has left; the outbox keeps no copy of it.
    const blank = !error && transport !== "outbox" && m.secretExpiresAt !== null;
    await db
      .update(emailOutbox)
      .set(
        error
          ? { status: "failed", error }
          : {
              status: "sent",
              sentAt: new Date(now).toISOString(),
              error: null,
              ...(blank ? { body: REDACTED_BODY } : {}),
            },
      )
      .where(eq(emailOutbox.id, m.id));
    if (!error) delivered++;
  }
  return delivered;
}

/**
 * Delivery after a committed decision: the decision stands even when delivery fails (the mail stays queued and
 * goes with the next delivery), so the failure is logged, not answered.
 */
export async function deliverAfterCommit(db: Db, env: Env): Promise<void> {
  try {
    await deliverQueued(db, env);
  } catch (err) {
    console.error("outbox delivery failed after commit; mails stay queued", err);
  }
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
