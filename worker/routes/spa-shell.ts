import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { AppError } from "../core/contracts/app-error.ts";
import { SHELL_PATH } from "../lib/shell-path.ts";

/*
 * The SPA's shell is the answer to every address the assets have no page for — the app's router shows the page, or
 * its Turkish not-found page. The assets' own SPA fallback would answer index.html, the prerendered home page.
 */

/** A browser navigation: a GET or HEAD that asks for HTML. */
function isNavigation(req: Request): boolean {
  return (req.method === "GET" || req.method === "HEAD") && (req.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * The shell's HTML as the assets answer it (without the request's validators: a 304 would hide what the caller
 * writes into it). `npm run dev` builds no shell: there Vite answers `/` with the SPA's page as it is (not
 * prerendered), which serves as the shell.
 */
export async function fetchShell(c: Context<AppEnv>): Promise<Response> {
  const page = await c.env.ASSETS.fetch(new Request(new URL(SHELL_PATH, c.req.url)));
  return page.status === 404 ? c.env.ASSETS.fetch(new Request(new URL("/", c.req.url))) : page;
}

/** The shell as a fresh 200 answer that is revalidated on every use. */
async function shellPage(c: Context<AppEnv>): Promise<Response> {
  const page = await fetchShell(c);
  const res = new Response(page.body, page);
  res.headers.set("Cache-Control", "no-cache");
  return res;
}

/**
 * What no route and no asset answers: a navigation outside /api gets the shell; anything else (a missing script
 * under /assets/, an unknown API path) the catalogue's 404, never stored by a cache (a deploy may add it).
 */
export async function notFound(c: Context<AppEnv>): Promise<Response> {
  const path = new URL(c.req.url).pathname;
  if (isNavigation(c.req.raw) && !path.startsWith("/api/") && !path.startsWith("/assets/")) return shellPage(c);
  const error = new AppError("not_found");
  c.header("Cache-Control", "no-store");
  return c.json(error.toBody(c.get("requestId")), 404);
}
