import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "@worker/db/client.ts";
import { claimDueMails, deliverDue, queueEmail, REDACTED_BODY } from "@worker/services/outbox.ts";

const stored = (to: string) =>
  env.DB.prepare("SELECT status, body, error, attempts FROM email_outbox WHERE to_address = ?1")
    .bind(to)
    .first<{ status: string; body: string; error: string | null; attempts: number }>();

/** A stand-in send_email binding: records what it is given; each send takes a moment, as a real one does. */
function fakeSendEmail(fail?: string) {
  const sent: { from: string; to: string }[] = [];
  const binding = {
    async send(message: EmailMessage) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (fail) throw new Error(fail);
      sent.push({ from: message.from, to: message.to });
      return { messageId: String(sent.length) };
    },
  } as unknown as SendEmail;
  return { sent, binding };
}

const sendEmailEnv = (binding: SendEmail) => ({
  ...env,
  EMAIL_TRANSPORT: "send_email",
  EMAIL_FROM: "noreply@planlayici.test",
  EMAIL: binding,
});

async function queue(prefix: string, n: number): Promise<string[]> {
  const to = Array.from({ length: n }, (_, i) => `${prefix}-${i}@ornek.com`);
  for (const address of to) await queueEmail(getDb(env.DB), { to: address, subject: "Deneme", body: "ileti" });
  return to;
}

describe("the atomic claim", () => {
  it("gives two claims at the same moment disjoint rows that together are every due mail", async () => {
    const to = await queue("iki-talep", 8);
    const now = Date.now();
    const [a, b] = await Promise.all([claimDueMails(getDb(env.DB), now), claimDueMails(getDb(env.DB), now)]);
    const mine = (rows: { toAddress: string }[]) => rows.map((r) => r.toAddress).filter((t) => to.includes(t));
    expect(mine(a).filter((t) => mine(b).includes(t))).toEqual([]);
    expect([...mine(a), ...mine(b)].sort()).toEqual([...to].sort());
    // Claimed rows are held: a third claim now gets none of them.
    expect(mine(await claimDueMails(getDb(env.DB), now))).toEqual([]);
  });

  it("two deliveries running at once send each mail exactly once", async () => {
    const to = await queue("iki-teslim", 6);
    const { sent, binding } = fakeSendEmail();
    const bindings = sendEmailEnv(binding);
    const delivered = await Promise.all([deliverDue(getDb(env.DB), bindings), deliverDue(getDb(env.DB), bindings)]);
    const mine = sent.map((m) => m.to).filter((t) => to.includes(t));
    expect(mine.sort()).toEqual([...to].sort());
    expect(delivered[0] + delivered[1]).toBe(sent.length);
    for (const address of to) expect(await stored(address)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("the send_email transport", () => {
  it("hands each mail to the EMAIL binding from EMAIL_FROM and blanks a delivered secret", async () => {
    await queueEmail(getDb(env.DB), {
      to: "baglanti@ornek.com",
      subject: "Şifre sıfırlama",
      body: "Bağlantı: https://planlayici.test/reset-password/MQ/gizli-belirtec",
      secretExpiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    const { sent, binding } = fakeSendEmail();
    await deliverDue(getDb(env.DB), sendEmailEnv(binding));
    expect(sent).toContainEqual({ from: "noreply@planlayici.test", to: "baglanti@ornek.com" });
    expect(await stored("baglanti@ornek.com")).toMatchObject({ status: "sent", body: REDACTED_BODY, error: null });
  });

  it("records the binding's failure for a retry, and a missing sender as not configured", async () => {
    await queueEmail(getDb(env.DB), { to: "reddedilen@ornek.com", subject: "Deneme", body: "ileti" });
    const { binding } = fakeSendEmail("destination address not verified");
    await deliverDue(getDb(env.DB), sendEmailEnv(binding));
    expect(await stored("reddedilen@ornek.com")).toMatchObject({
      status: "failed",
      error: "Error: destination address not verified",
      attempts: 1,
      body: "ileti",
    });

    await queueEmail(getDb(env.DB), { to: "gondericisiz@ornek.com", subject: "Deneme", body: "ileti" });
    await deliverDue(getDb(env.DB), { ...sendEmailEnv(fakeSendEmail().binding), EMAIL_FROM: "" });
    expect(await stored("gondericisiz@ornek.com")).toMatchObject({
      status: "failed",
      error: "EMAIL bağlaması / EMAIL_FROM yapılandırılmamış",
    });
  });

  it("is accepted by the runtime's own send_email binding (the MIME message parses)", async () => {
    await queueEmail(getDb(env.DB), {
      to: "yerel-baglama@ornek.com",
      subject: "Çiftçi ğüşıöç",
      body: "İleti\nsatır 2",
    });
    await deliverDue(getDb(env.DB), { ...env, EMAIL_TRANSPORT: "send_email", EMAIL_FROM: "noreply@planlayici.test" });
    expect(await stored("yerel-baglama@ornek.com")).toMatchObject({ status: "sent", error: null });
  });
});
