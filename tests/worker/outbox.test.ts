import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "@worker/db/client.ts";
import { deliverDue, listOutbox, queueEmail, REDACTED_BODY } from "@worker/services/outbox.ts";

const stored = (to: string) =>
  env.DB.prepare("SELECT body, status FROM email_outbox WHERE to_address = ?1")
    .bind(to)
    .first<{ body: string; status: string }>();

describe("e-mail transports", () => {
  it("the http transport posts each queued message and records failures", async () => {
    const db = getDb(env.DB);
    await queueEmail(db, { to: "a@ornek.com", subject: "Bir", body: "ileti" });
    const httpEnv = {
      ...env,
      EMAIL_TRANSPORT: "http",
      EMAIL_API_URL: "http://oidc.test/mail",
      EMAIL_API_KEY: "posta-anahtari",
    };
    expect(await deliverDue(db, httpEnv)).toBe(1);
    await queueEmail(db, { to: "b@ornek.com", subject: "İki", body: "ileti" });
    expect(await deliverDue(db, { ...httpEnv, EMAIL_API_KEY: "yanlis" })).toBe(0);
    const out = await listOutbox(db, env);
    expect(out.find((m) => m.toAddress === "a@ornek.com")).toMatchObject({ status: "sent", error: null });
    expect(out.find((m) => m.toAddress === "b@ornek.com")).toMatchObject({ status: "failed", error: "HTTP 401" });
  });

  it("the outbox transport marks messages delivered in place", async () => {
    const db = getDb(env.DB);
    await queueEmail(db, { to: "c@ornek.com", subject: "Üç", body: "ileti" });
    expect(await deliverDue(db, { ...env, EMAIL_TRANSPORT: "outbox" })).toBe(1);
    expect((await listOutbox(db, env)).find((m) => m.toAddress === "c@ornek.com")?.status).toBe("sent");
  });
});

describe("mails with secrets (attack: reading live links from the outbox)", () => {
  const link = "https://planlayici.test/reset-password/MQ/gizli-baglanti-belirteci-0123456789";
  const later = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

  it("blanks the body once the http transport delivered it; the administrator never sees the link", async () => {
    const db = getDb(env.DB);
    await queueEmail(db, {
      to: "gizli-http@ornek.com",
      subject: "Sıfırlama",
      body: `Bağlantı: ${link}`,
      secretExpiresAt: later(),
    });
    const httpEnv = {
      ...env,
      EMAIL_TRANSPORT: "http",
      EMAIL_API_URL: "http://oidc.test/mail",
      EMAIL_API_KEY: "posta-anahtari",
    };
    expect(await deliverDue(db, httpEnv)).toBeGreaterThanOrEqual(1);
    expect(await stored("gizli-http@ornek.com")).toEqual({ body: REDACTED_BODY, status: "sent" });
    const listed = (await listOutbox(db, httpEnv)).find((m) => m.toAddress === "gizli-http@ornek.com");
    expect(listed?.body).toBe(REDACTED_BODY);
  });

  it("keeps an undelivered secret for a retry but never lists it outside development's outbox transport", async () => {
    const db = getDb(env.DB);
    await queueEmail(db, {
      to: "gizli-hata@ornek.com",
      subject: "Sıfırlama",
      body: `Bağlantı: ${link}`,
      secretExpiresAt: later(),
    });
    const failing = {
      ...env,
      EMAIL_TRANSPORT: "http",
      EMAIL_API_URL: "http://oidc.test/mail",
      EMAIL_API_KEY: "yanlis",
    };
    await deliverDue(db, failing);
    expect((await stored("gizli-hata@ornek.com"))?.body).toContain(link);
    for (const view of [failing, { ...env, ENVIRONMENT: "production", EMAIL_TRANSPORT: "outbox" }]) {
      const listed = (await listOutbox(db, view)).find((m) => m.toAddress === "gizli-hata@ornek.com");
      expect(listed?.body).toBe(REDACTED_BODY);
      expect(JSON.stringify(await listOutbox(db, view))).not.toContain("gizli-baglanti-belirteci");
    }
  });

  it("shows it in development's outbox transport until the link expires, then blanks it for good", async () => {
    const db = getDb(env.DB);
    const expires = new Date(Date.now() + 1000);
    await queueEmail(db, {
      to: "gizli-yerel@ornek.com",
      subject: "Sıfırlama",
      body: `Bağlantı: ${link}`,
      secretExpiresAt: expires.toISOString(),
    });
    const local = { ...env, EMAIL_TRANSPORT: "outbox" };
    await deliverDue(db, local);
    expect((await listOutbox(db, local)).find((m) => m.toAddress === "gizli-yerel@ornek.com")?.body).toContain(link);
    const afterExpiry = (await listOutbox(db, local, 100, expires.getTime() + 1)).find(
      (m) => m.toAddress === "gizli-yerel@ornek.com",
    );
    expect(afterExpiry?.body).toBe(REDACTED_BODY);
    expect((await stored("gizli-yerel@ornek.com"))?.body).toBe(REDACTED_BODY);
  });
});
