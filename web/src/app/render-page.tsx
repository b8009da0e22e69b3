/**
 * The build's renderer (scripts/prerender.ts loads it through Vite): a page of the app rendered to HTML with React's
 * static renderer from the same routes and components the browser runs, over the data the page is built with (today's
 * rule set; a type's legislation page). Lazy parts finish before the HTML is written (react-dom/static waits for
 * them); parts that only the browser can show (the map) render their placeholder.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { AppRoutes } from "./routes.tsx";
import { setPrerenderData } from "../lib/prerendered-data.ts";
import { seedRuleSet } from "../entities/structure-types/rule-set-query.ts";
import { PRODUCT_NAME } from "../config/paths.ts";
import { ServerTitleContext } from "../lib/hooks/use-document-title.ts";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** The HTML of the app at `path` (no query) and the page's title, with `data` as the page's prerendered data. */
export async function renderPage(
  path: string,
  ruleSet: RuleSetDto,
  data: Record<string, unknown>,
): Promise<{ html: string; title: string }> {
  setPrerenderData(data);
  seedRuleSet({}, ruleSet);
  let title: string = PRODUCT_NAME;
  const page = (
    <StrictMode>
      <ServerTitleContext value={(t) => (title = t)}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </ServerTitleContext>
    </StrictMode>
  );
  // One piece of HTML in document order: no part written apart and moved in place by an inline script (React does so
  // for large or late parts; the pages' policy allows no inline script).
  const html = await readAll((await prerender(page, { progressiveChunkSize: Number.MAX_SAFE_INTEGER })).prelude);
  if (html.includes("<script")) throw new Error(`${path}: the prerendered page has an inline script`);
  return { html, title };
}
