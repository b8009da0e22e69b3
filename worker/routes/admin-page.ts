import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { requireCloudflareAccess } from "../middleware/cloudflare-access.ts";
import { fetchShell } from "./spa-shell.ts";

/**
 * /admin: the SPA's page of the administrator (web/src/features/admin/), served only after Cloudflare Access has let
 * the request in (outside development); never cached, never framed. Its data comes from /api/admin/*, which checks
 * the administrator role.
 */
export const adminPageRoutes = new Hono<AppEnv>().use("*", requireCloudflareAccess).get("/", async (c) => {
  const shell = await fetchShell(c);
  const res = new Response(shell.body, shell);
  res.headers.set("Cache-Control", "no-store");
  res.headers.set("X-Frame-Options", "DENY");
  return res;
});
