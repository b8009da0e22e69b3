/** The administrator's API (used by the /admin page): pending requests, decisions, outbox, audit log. */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiMessage } from "../contracts/api.ts";
import type { AppEnv } from "../env.ts";
import { requireAdmin } from "../middleware/admin.ts";
import { validate } from "../lib/validate.ts";
import { decideRequest, listAudit, listRequests } from "../services/account-requests.ts";
import { deliverAfterCommit, listOutbox } from "../services/outbox.ts";

const idParam = z.object({ id: z.string().regex(/^\d{1,12}$/, "Geçersiz talep numarası.") });
const listQuery = z.object({ durum: z.enum(["pending", "all"]).optional() });

export const adminRoutes = new Hono<AppEnv>()
  .use("*", ...requireAdmin)
  .get("/requests", validate("query", listQuery), async (c) =>
    c.json({
      success: true as const,
      data: await listRequests(c.get("db"), c.req.valid("query").durum ?? "pending"),
    }),
  )
  .post("/requests/:id/approve", validate("param", idParam), async (c) => {
    const db = c.get("db");
    await decideRequest(
      db,
      c.get("user").id,
      Number(c.req.valid("param").id),
      true,
      c.env.PUBLIC_BASE_URL || new URL(c.req.url).origin,
    );
    deliverAfterCommit(db, c.env, c.executionCtx);
    return c.json({ success: true, message: "Talep onaylandı." } satisfies ApiMessage);
  })
  .post("/requests/:id/reject", validate("param", idParam), async (c) => {
    const db = c.get("db");
    await decideRequest(
      db,
      c.get("user").id,
      Number(c.req.valid("param").id),
      false,
      c.env.PUBLIC_BASE_URL || new URL(c.req.url).origin,
    );
    deliverAfterCommit(db, c.env, c.executionCtx);
    return c.json({ success: true, message: "Talep reddedildi." } satisfies ApiMessage);
  })
  .get("/outbox", async (c) => c.json({ success: true as const, data: await listOutbox(c.get("db"), c.env) }))
  .get("/audit", async (c) => c.json({ success: true as const, data: await listAudit(c.get("db")) }));
