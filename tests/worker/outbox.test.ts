import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client.ts";
import { deliverQueued, listOutbox, queueEmail } from "../../worker/services/outbox.ts";

describe("e-mail transports", () => {
  it("the http transport posts each queued message and records failures", async () => {
    const db = getDb(env.DB);
    await queueEmail(db, { to: "a@ornek.com", subject: "Bir", body: "ileti" });
    const httpEnv = { ...env, EMAIL_TRANSPORT: "http", EMAIL_API_URL: "http://oidc.test/mail", EMAIL_API_KEY: "posta-anahtari" };
    expect(await deliverQueued(db, httpEnv)).toBe(1);
    await queueEmail(db, { to: "b@ornek.com", subject: "İki", body: "ileti" });
    expect(await deliverQueued(db, { ...httpEnv, EMAIL_API_KEY: "yanlis" })).toBe(0);
    const out = await listOutbox(db);
    expect(out.find((m) => m.toAddress === "a@ornek.com")).toMatchObject({ status: "sent", error: null });
    expect(out.find((m) => m.toAddress === "b@ornek.com")).toMatchObject({ status: "failed", error: "HTTP 401" });
  });

  it("the outbox transport marks messages delivered in place", async () => {
    const db = getDb(env.DB);
    await queueEmail(db, { to: "c@ornek.com", subject: "Üç", body: "ileti" });
    expect(await deliverQueued(db, { ...env, EMAIL_TRANSPORT: "outbox" })).toBe(1);
    expect((await listOutbox(db)).find((m) => m.toAddress === "c@ornek.com")?.status).toBe("sent");
  });
});
