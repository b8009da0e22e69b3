/**
 * E-mail: every message is written to the outbox first (in the same D1 batch as the change that causes it);
 * the configured transport delivers it. Transport "outbox" (the development default) keeps the message in the
 * outbox as delivered, to be read on the administrator's page; "http" posts it as JSON {from, to, subject, text}
 * with a bearer key to EMAIL_API_URL (any transactional e-mail API with such an endpoint) and records failures.
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema.ts";
import type { Env } from "../env.ts";

export interface Email {
  to: string;
  subject: string;
  body: string;
}

export function queueEmail(db: Db, mail: Email) {
  return db.insert(emailOutbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.body });
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
      body: JSON.stringify({ from: env.EMAIL_FROM ?? "noreply@tarimsal-yapi-planlayici.local", to: m.toAddress, subject: m.subject, text: m.body }),
    });
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (err) {
    return String(err).slice(0, 200);
  }
}

/** Delivers queued messages with the configured transport; returns how many were delivered. */
export async function deliverQueued(db: Db, env: Env): Promise<number> {
  const transport = transportName(env);
  const queued = await db.select().from(emailOutbox).where(eq(emailOutbox.status, "queued")).all();
  let delivered = 0;
  for (const m of queued) {
    const error = transport === "http" ? await sendHttp(env, m) : transport === "outbox" ? null : `bilinmeyen aktarım: ${transport}`;
    await db
      .update(emailOutbox)
      .set(error ? { status: "failed", error } : { status: "sent", sentAt: new Date().toISOString(), error: null })
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

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit).all();
}
