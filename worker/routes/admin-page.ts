import { Hono } from "hono";
import { ADMIN_CSS, ADMIN_HTML, ADMIN_JS } from "../admin/page.ts";
import type { AppEnv } from "../env.ts";
import { requireCloudflareAccess } from "../middleware/cloudflare-access.ts";

const noStore = { "Cache-Control": "no-store", "X-Frame-Options": "DENY" };

/** /admin: the approval page, its script and stylesheet (served by the worker, not the SPA). */
export const adminPageRoutes = new Hono<AppEnv>()
  .use("*", requireCloudflareAccess)
  .get("/", (c) => c.html(ADMIN_HTML, 200, noStore))
  .get("/admin.js", (c) => c.body(ADMIN_JS, 200, { ...noStore, "Content-Type": "text/javascript; charset=utf-8" }))
  .get("/admin.css", (c) => c.body(ADMIN_CSS, 200, { ...noStore, "Content-Type": "text/css; charset=utf-8" }));
