/** The administrator's API (used by the /admin page): pending requests, decisions, outbox, audit log. */
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
import type { AppEnv } from "../env.ts";
import { requireAdmin } from "../middleware/admin.ts";
import { validate } from "../lib/validate.ts";
import { decideRequest, listAudit, listRequests, type Decision } from "../services/account-requests.ts";
import { deliverAfterCommit, listOutbox } from "../services/outbox.ts";
import { adminContact, publicBaseUrl } from "../lib/public-url.ts";

const idParam = z.object({ id: z.string().regex(/^\d{1,12}$/, "Geçersiz talep numarası.") });

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
  );
