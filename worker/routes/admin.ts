/**
 * The administrator's API (used by the /admin page): pending requests, decisions, outbox, audit log, API keys, the
 * rule-set versions' impact on saved calculations.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  rejectRequestSchema,
  type AdminListDto,
  type AdminRequestDto,
  type AuditEntryDto,
  type OutboxMailDto,
} from "../core/contracts/admin.ts";
import type { ApiMessage } from "../core/contracts/api.ts";
import { issueApiKeySchema, type ApiKeyDto, type IssuedApiKeyDto } from "../core/contracts/api-keys.ts";
import type { AppEnv } from "../env.ts";
import { requireAdmin } from "../middleware/admin.ts";
import { validate } from "../lib/validate.ts";
import { decideRequest, listAudit, listRequests, type Decision } from "../services/account-requests.ts";
import { issueKey, listKeys, revokeKey } from "../services/api-keys.ts";
import { deliverAfterCommit, listOutbox } from "../services/outbox.ts";
import { adminContact, publicBaseUrl } from "../lib/public-url.ts";
import type { RuleImpactAnswer, RuleImpactStartedAnswer } from "../core/contracts/rule-impact.ts";
import { ruleImpactReport, startRecount, type ImpactQueue } from "../services/rule-impact.ts";

const idParam = z.object({ id: z.string().regex(/^\d{1,12}$/, "Geçersiz talep numarası.") });
const keyIdParam = z.object({ id: z.string().regex(/^\d{1,12}$/, "Geçersiz anahtar numarası.") });

/** Decides a request and delivers its mail after the answer. */
async function decide(c: Context<AppEnv>, id: number, decision: Decision): Promise<void> {
  const db = c.get("db");
  const baseUrl = publicBaseUrl(c.env, c.req.url);
  const site = { baseUrl, contact: adminContact(c.env, baseUrl) };
  await decideRequest(db, c.get("user").id, id, decision, site);
  deliverAfterCommit(db, c.env, c.executionCtx);
}

const listQuery = z.object({ durum: z.enum(["pending", "all"]).optional() });

export const adminRoutes = new Hono<AppEnv>()
  .use("*", ...requireAdmin)
  .get("/requests", validate("query", listQuery), async (c) =>
    c.json({
      success: true as const,
      data: await listRequests(c.get("db"), c.req.valid("query").durum ?? "pending"),
    } satisfies AdminListDto<AdminRequestDto>),
  )
  .post("/requests/:id/approve", validate("param", idParam), async (c) => {
    await decide(c, Number(c.req.valid("param").id), { approve: true });
    return c.json({ success: true, message: "Talep onaylandı." } satisfies ApiMessage);
  })
  // A rejection needs the reason the user is told (in the mail) and the audit keeps.
  .post("/requests/:id/reject", validate("param", idParam), validate("json", rejectRequestSchema), async (c) => {
    await decide(c, Number(c.req.valid("param").id), { approve: false, reason: c.req.valid("json").reason });
    return c.json({ success: true, message: "Talep reddedildi." } satisfies ApiMessage);
  })
  .get("/outbox", async (c) =>
    c.json({
      success: true as const,
      data: await listOutbox(c.get("db"), c.env),
    } satisfies AdminListDto<OutboxMailDto>),
  )
  .get("/audit", async (c) =>
    c.json({ success: true as const, data: await listAudit(c.get("db")) } satisfies AdminListDto<AuditEntryDto>),
  )
  .get("/api-keys", async (c) =>
    c.json({ success: true as const, data: await listKeys(c.get("db")) } satisfies AdminListDto<ApiKeyDto>),
  )
  // The key itself is in this answer only: D1 keeps its hash.
  .post("/api-keys", validate("json", issueApiKeySchema), async (c) => {
    const { name, daily_quota } = c.req.valid("json");
    const issued = await issueKey(c.get("db"), c.get("user").id, name, daily_quota);
    return c.json(
      {
        success: true as const,
        message: "API anahtarı oluşturuldu. Anahtarı şimdi kopyalayın: bir daha gösterilmeyecek.",
        ...issued,
      } satisfies IssuedApiKeyDto,
      201,
    );
  })
  .delete("/api-keys/:id", validate("param", keyIdParam), async (c) => {
    await revokeKey(c.get("db"), c.get("user").id, Number(c.req.valid("param").id));
    return c.json({ success: true, message: "API anahtarı iptal edildi." } satisfies ApiMessage);
  })
  // Counted on the queue (services/rule-impact.ts); reading them queues a stalled recount's work again.
  .get("/rule-impact", async (c) =>
    c.json((await ruleImpactReport(c.get("db"), c.env.BATCH_QUEUE as ImpactQueue)) satisfies RuleImpactAnswer),
  )
  .post("/rule-impact", async (c) => {
    const calisma = await startRecount(c.get("db"), c.env.BATCH_QUEUE as ImpactQueue);
    return c.json(
      {
        success: true as const,
        message: "Yeniden sayım başladı: kayıtlı hesaplamalar arka planda sayılıyor.",
        calisma,
      } satisfies RuleImpactStartedAnswer,
      202,
    );
  });
