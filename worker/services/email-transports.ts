/**
 * The transports that deliver one outbox row (EMAIL_TRANSPORT):
 * - "outbox" (development default): nothing leaves; the outbox is the mailbox, read on /admin.
 * - "http": POST {from, to, subject, text} as JSON with a bearer key to EMAIL_API_URL (a transactional e-mail API).
 * - "send_email": Cloudflare's send_email binding EMAIL with a MIME message (worker/lib/mime.ts); the sender
 *   EMAIL_FROM must be on a zone with Email Routing, the recipient a verified destination of the account.
 * Each answers null when delivered, else the error to record (Turkish for the administrator's list).
 */
import { EmailMessage } from "cloudflare:email";
import type { Env } from "../env.ts";
import { buildMimeMessage } from "../lib/mime.ts";

export interface OutgoingMail {
  id: number;
  toAddress: string;
  subject: string;
  body: string;
}

const DEFAULT_FROM = "noreply@tarimsal-yapi-planlayici.local";

export function transportName(env: Pick<Env, "EMAIL_TRANSPORT">): string {
  return env.EMAIL_TRANSPORT || "outbox";
}

async function sendHttp(env: Env, m: OutgoingMail): Promise<string | null> {
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY) return "EMAIL_API_URL / EMAIL_API_KEY yapılandırılmamış";
  try {
    const res = await fetch(env.EMAIL_API_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.EMAIL_API_KEY}` },
      body: JSON.stringify({ from: env.EMAIL_FROM || DEFAULT_FROM, to: m.toAddress, subject: m.subject, text: m.body }),
    });
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (err) {
    return String(err).slice(0, 200);
  }
}

async function sendEmailBinding(env: Env, m: OutgoingMail, now: number): Promise<string | null> {
  if (!env.EMAIL || !env.EMAIL_FROM) return "EMAIL bağlaması / EMAIL_FROM yapılandırılmamış";
  try {
    const raw = buildMimeMessage({
      from: env.EMAIL_FROM,
      to: m.toAddress,
      subject: m.subject,
      text: m.body,
      date: now,
      messageId: `outbox-${m.id}-${now}`,
    });
    await env.EMAIL.send(new EmailMessage(env.EMAIL_FROM, m.toAddress, raw));
    return null;
  } catch (err) {
    return String(err).slice(0, 200);
  }
}

export async function sendMail(env: Env, m: OutgoingMail, now: number): Promise<string | null> {
  const transport = transportName(env);
  if (transport === "outbox") return null;
  if (transport === "http") return sendHttp(env, m);
  if (transport === "send_email") return sendEmailBinding(env, m, now);
  return `bilinmeyen aktarım: ${transport}`;
}
