/** The administrator's API (used by the /admin page): pending requests, decisions, outbox, audit log. */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiMessage } from "../contracts/api.ts";
import type { AppEnv } from "../env.ts";
import { requireAdmin } from "../middleware/admin.ts";
import { validate } from "../lib/validate.ts";
import { decideRequest, listAudit, listRequests } from "../services/account-requests.ts";
import { deliverAfterCommit, listOutbox } from "../services/outbox.ts";
import { publicBaseUrl } from "../lib/public-url.ts";

const idParam = z.object({ id: z.string().regex(/^\d{1,12}$/, "Geçersiz talep numarası.") });
const decisionParam = idParam.extend({ decision: z.enum(["approve", "reject"]) });
const listQuery = z.object({ durum: z.enum(["pending", "all"]).optional() });

export const adminRoutes = new Hono<AppEnv>()
  .use("*", ...requireAdmin)
  .get("/requests", validate("query", listQuery), async (c) =>
    c.json({
      success: true as const,
      data: await listRequests(c.get("db"), c.req.valid("query").durum ?? "pending"),
    }),
  )
  .post("/requests/:id/:decision{approve|reject}", validate("param", decisionParam), async (c) => {
    const db = c.get("db");
    const { id, decision } = c.req.valid("param");
    const approve = decision === "approve";
    await decideRequest(db, c.get("user").id, Number(id), approve, publicBaseUrl(c.env, c.req.url));
    deliverAfterCommit(db, c.env, c.executionCtx);
    return c.json({ success: true, message: approve ? "Talep onaylandı." : "Talep reddedildi." } satisfies ApiMessage);
  })
  .get("/outbox", async (c) => c.json({ success: true as const, data: await listOutbox(c.get("db"), c.env) }))
  .get("/audit", async (c) => c.json({ success: true as const, data: await listAudit(c.get("db")) }));
