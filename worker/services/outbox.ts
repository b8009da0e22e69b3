/**
 * E-mail: every message is written to the outbox first (in the same D1 batch as the change that causes it);
 * the configured transport delivers it. Transport "outbox" (the development default) keeps the message in the
 * outbox as delivered, to be read on the administrator's page.
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

/** Delivers queued messages with the configured transport. */
export async function deliverQueued(db: Db, env: Env): Promise<number> {
  if (transportName(env) !== "outbox") return 0;
  const queued = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, "queued")).all();
  const now = new Date().toISOString();
  for (const m of queued) await db.update(emailOutbox).set({ status: "sent", sentAt: now }).where(eq(emailOutbox.id, m.id));
  return queued.length;
}

export async function listOutbox(db: Db, limit = 100) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit).all();
}
