import { Hono } from "hono";
import { saveCalculationSchema } from "../contracts/history-schemas.ts";
import type { AppEnv } from "../env.ts";
import { requireUser } from "../middleware/auth.ts";
import { validate } from "../lib/validate.ts";
import { deleteHistoryItem, getHistoryItem, listHistory, saveCalculation } from "../services/history.ts";
import { getSharedCalculation, revokeShare, shareCalculation } from "../services/share-links.ts";

/** Mounted on /calculations before the calculation routes (whose POST /:slug would take /save). */
export const historyRoutes = new Hono<AppEnv>()
  .use("/save", requireUser)
  .use("/history", requireUser)
  .use("/history/*", requireUser)
  .use("/delete/*", requireUser)
  .post("/save", validate("json", saveCalculationSchema), async (c) => {
    const data = await saveCalculation(c.get("db"), c.get("user").id, c.req.valid("json"));
    return c.json({ success: true as const, message: "Hesaplama başarıyla kaydedildi!", data }, 201);
  })
  .get("/history", async (c) =>
    c.json({ success: true as const, data: await listHistory(c.get("db"), c.get("user").id) }),
  )
  .get("/history/:id", async (c) =>
    c.json({
      success: true as const,
      data: await getHistoryItem(c.get("db"), c.get("user").id, c.req.param("id")),
    }),
  )
  .post("/history/:id/share", async (c) =>
    c.json({
      success: true as const,
      data: await shareCalculation(c.get("db"), c.get("user").id, c.req.param("id")),
    }),
  )
  .delete("/history/:id/share", async (c) => {
    await revokeShare(c.get("db"), c.get("user").id, c.req.param("id"));
    return c.json({ success: true as const, message: "Paylaşım bağlantısı kaldırıldı." });
  })
  // Public: a shared calculation by its unguessable id (no login).
  .get("/shared/:shareId", async (c) =>
    c.json({ success: true as const, data: await getSharedCalculation(c.get("db"), c.req.param("shareId")) }),
  )
  .delete("/delete/:id", async (c) => {
    await deleteHistoryItem(c.get("db"), c.get("user").id, c.req.param("id"));
    return c.json({ success: true as const, message: "Hesaplama silindi." });
  });
