import { Hono } from "hono";
import type { ApiData, ApiDataMessage, ApiMessage, ApiPage } from "../core/contracts/api.ts";
import {
  historyPageQuerySchema,
  saveCalculationSchema,
  saveHeadersSchema,
  type HistorySummaryDto,
  type HistoryItemDto,
  type ShareLinkDto,
  type SharedCalculationDto,
} from "../core/contracts/history-schemas.ts";
import type { AppEnv } from "../env.ts";
import { requireUser } from "../middleware/auth.ts";
import { validate } from "../lib/validate.ts";
import { deleteHistoryItem, getHistoryItem, listHistoryPage, saveCalculation } from "../services/history.ts";
import { getSharedCalculation, revokeShare, shareCalculation } from "../services/share-links.ts";
import { queueNewCalculation, type ImpactQueue } from "../services/rule-impact.ts";

/** Mounted on /calculations before the calculation routes (whose POST /:slug would take /save). */
export const historyRoutes = new Hono<AppEnv>()
  .use("/save", requireUser)
  .use("/history", requireUser)
  .use("/history/*", requireUser)
  .use("/delete/*", requireUser)
  // A save sent again with its Idempotency-Key (made offline, retried) answers 200 with the row the first stored.
  .post("/save", validate("header", saveHeadersSchema), validate("json", saveCalculationSchema), async (c) => {
    const key = c.req.valid("header")["idempotency-key"];
    const { item, replayed } = await saveCalculation(c.get("db"), c.get("user").id, c.req.valid("json"), key);
    // Counted for the administrator's impact table on the queue (best effort: a recount counts a lost message's row).
    if (!replayed)
      c.executionCtx.waitUntil(
        queueNewCalculation(c.env.BATCH_QUEUE as ImpactQueue, item.id).catch((err: unknown) =>
          console.error(`rule impact: queueing saved calculation ${item.id} failed`, err),
        ),
      );
    return c.json(
      {
        success: true,
        message: "Hesaplama başarıyla kaydedildi!",
        data: item,
      } satisfies ApiDataMessage<HistoryItemDto>,
      replayed ? 200 : 201,
    );
  })
  .get("/history", validate("query", historyPageQuerySchema), async (c) =>
    c.json(
      (await listHistoryPage(
        c.get("db"),
        c.get("user").id,
        c.req.valid("query").cursor,
      )) satisfies ApiPage<HistorySummaryDto>,
    ),
  )
  .get("/history/:id", async (c) =>
    c.json({
      success: true,
      data: await getHistoryItem(c.get("db"), c.get("user").id, c.req.param("id")),
    } satisfies ApiData<HistoryItemDto>),
  )
  .post("/history/:id/share", async (c) =>
    c.json({
      success: true,
      data: await shareCalculation(c.get("db"), c.get("user").id, c.req.param("id")),
    } satisfies ApiData<ShareLinkDto>),
  )
  .delete("/history/:id/share", async (c) => {
    await revokeShare(c.get("db"), c.get("user").id, c.req.param("id"));
    return c.json({ success: true, message: "Paylaşım bağlantısı kaldırıldı." } satisfies ApiMessage);
  })
  // Public: a shared calculation by its unguessable id (no login).
  .get("/shared/:shareId", async (c) =>
    c.json({
      success: true,
      data: await getSharedCalculation(c.get("db"), c.req.param("shareId")),
    } satisfies ApiData<SharedCalculationDto>),
  )
  .delete("/delete/:id", async (c) => {
    await deleteHistoryItem(c.get("db"), c.get("user").id, c.req.param("id"));
    return c.json({ success: true, message: "Hesaplama silindi." } satisfies ApiMessage);
  });
