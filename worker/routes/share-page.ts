/**
 * `/sonuc/{id}`, the shared-result page of the SPA, with a link preview: the worker (run first for /sonuc/*, see
 * wrangler.toml) takes the SPA's shell from the assets and writes the result's title, status and figure into
 * `og:title` / `og:description` / `twitter:card` with HTMLRewriter (text is escaped). An unknown id, or any failure
 * while looking it up, gives the plain SPA page, which then says the link is not valid — never a 500.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { pages } from "../core/contracts/paths.ts";
import { escapeHtml } from "../lib/html.ts";
import { sharePreview, type SharePreview } from "../services/share-preview.ts";
import { fetchShell } from "./spa-shell.ts";

function metaTags(p: SharePreview): string {
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:title", p.title],
    ["property", "og:description", p.description],
    ["name", "twitter:card", "summary"],
    ["name", "twitter:title", p.title],
    ["name", "twitter:description", p.description],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join("");
}

/** index.html with the preview: the title, the description and the Open Graph / Twitter tags. */
export function withPreview(page: Response, preview: SharePreview): Response {
  return new HTMLRewriter()
    .on("head > title", {
      element: (el) => {
        el.setInnerContent(preview.title);
      },
    })
    .on('head > meta[name="description"]', {
      element: (el) => {
        el.setAttribute("content", preview.description);
      },
    })
    .on("head", {
      element: (el) => {
        el.append(metaTags(preview), { html: true });
      },
    })
    .transform(page);
}

export const sharePageRoutes = new Hono<AppEnv>().get(pages.sharedResult.path, async (c) => {
  // The SPA's shell (no prerendered page in it), the preview written into it.
  const page = await fetchShell(c);
  let preview: SharePreview | null = null;
  try {
    preview = await sharePreview(c.get("db"), c.req.param("shareId"));
  } catch (err) {
    console.error(`[${c.get("requestId")}] share preview failed`, err);
  }
  const html = preview && page.ok ? withPreview(page, preview) : page;
  const res = new Response(html.body, html);
  res.headers.set("Cache-Control", "no-cache");
  return res;
});
