/**
 * Part of `npm run build` (vite.config.ts runs it once the SPA is built): the pages a landowner opens first, rendered to HTML from the app's own routes and
 * components (web/src/app/render-page.tsx, loaded through Vite) over today's rule set — home, every calculation
 * page and legislation page of the version in force, and /parsel-analizi. Each page carries the data it was
 * rendered with (the browser hydrates from the same data) and its styles inline (no stylesheet request before the
 * first paint; the style's hash joins the assets' Content-Security-Policy). The SPA's shell without a page becomes
 * `uygulama.html`: the worker answers every other address with it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { createServer } from "vite";
import type * as RenderPage from "../web/src/app/render-page.tsx";
import type { RuleSetDto } from "../worker/core/contracts/rule-set.ts";
import { buildLegislation } from "../worker/core/legislation/legislation.ts";
import { buildRuleSetDto } from "../worker/core/rules/descriptors.ts";
import { allVersions, selectRuleSet } from "../worker/core/calculation/selection.ts";
import { aliases } from "../vite.config.ts";
import { prerenderKeys } from "../web/src/lib/prerendered-data.ts";
import { escapeHtml } from "../worker/lib/html.ts";
import { SHELL_PATH } from "../worker/lib/shell-path.ts";
import { pages as sitePages, pathWildcard } from "../worker/core/contracts/paths.ts";
import { root } from "./lib/wrangler.ts";

const client = join(root, "dist", "client");
const manifestPath = join(client, ".vite", "manifest.json");
/** The file the worker answers every address without a page of its own with. */
const SHELL_FILE = `${SHELL_PATH.slice(1)}.html`;

type RenderModule = typeof RenderPage;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The stylesheets a chunk needs, with those of the chunks it imports statically. */
function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => cssOf(manifest, k, seen))];
}

/** `<` inside JSON in a script element could end it: written as its escape. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

async function main() {
  if (!existsSync(manifestPath)) throw new Error("dist/client/.vite/manifest.json is missing: run `vite build` first.");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const template = readFileSync(join(client, "index.html"), "utf8");
  if (template.includes("data-prerendered"))
    throw new Error("dist/client/index.html is already prerendered: run `npm run build` (vite build first).");
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entryCss = cssOf(manifest, entryKey);
  const inlineCss = entryCss.map((f) => readFileSync(join(client, f), "utf8")).join("\n");
  const styleHash = `'sha256-${createHash("sha256").update(inlineCss).digest("base64")}'`;
  /** The stylesheets of a lazy page (its chunk's), linked so that its prerendered markup is styled before it loads. */
  const lazyCss = (src: string) => cssOf(manifest, src).filter((f) => !entryCss.includes(f));

  const version = selectRuleSet({});
  const ruleSet: RuleSetDto = buildRuleSetDto(version, allVersions());
  const pages: { path: string; data: Record<string, unknown>; css: string[] }[] = [
    { path: sitePages.home.getHref(), data: {}, css: [] },
    { path: sitePages.parcelAnalysis.getHref(), data: {}, css: lazyCss("src/app/routes/parcel-analysis-page.tsx") },
    ...ruleSet.turler.map((t) => ({ path: sitePages.calculation.getHref(t.slug), data: {}, css: [] })),
    ...ruleSet.turler.map((t) => ({
      path: sitePages.legislation.getHref(t.slug),
      data: { [prerenderKeys.legislation(t.slug)]: buildLegislation(version, t.slug) },
      css: lazyCss("src/features/legislation/components/legislation-page.tsx"),
    })),
  ];

  const vite = await createServer({
    configFile: false,
    root: join(root, "web"),
    resolve: { alias: aliases },
    plugins: [react()],
    logLevel: "warn",
    // Modules as they are, for Node: no dependency pre-bundling (nor its scan of browser-only virtual modules).
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
  });
  try {
    const entry = (await vite.ssrLoadModule("/src/app/render-page.tsx")) as RenderModule;
    for (const page of pages) {
      const data = { [prerenderKeys.ruleSet("")]: ruleSet, ...page.data };
      const { html, title } = await entry.renderPage(page.path, ruleSet, data);
      const head = [
        `<style>${inlineCss}</style>`,
        ...page.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ].join("\n    ");
      const out = template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(/\s*<link rel="stylesheet"[^>]*>/g, "")
        .replace("</head>", `    ${head}\n  </head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root" data-prerendered="${page.path}">${html}</div>\n    <script type="application/json" id="on-veri">${jsonForScript(data)}</script>`,
        );
      const file =
        page.path === sitePages.home.path ? join(client, "index.html") : join(client, `${page.path.slice(1)}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, out);
    }
  } finally {
    await vite.close();
  }
  // The shell for every other address (and, from the service worker, every address once installed): the built
  // template with no page, its stylesheet linked, carrying today's rule set so that a page opens without waiting for
  // the network (the browser still checks it with the server).
  writeFileSync(
    join(client, SHELL_FILE),
    template.replace(
      '<div id="root"></div>',
      `<div id="root"></div>\n    <script type="application/json" id="on-veri">${jsonForScript({ [prerenderKeys.ruleSet("")]: ruleSet })}</script>`,
    ),
  );
  // The inline style's hash joins the assets' policy; the manifest was for this step only (never served). Every page
  // names its entry script in its answer's headers (Cloudflare's edge can send it ahead as an Early Hint): the phone
  // asks for the script while it is still setting the page up, not once it has parsed the page's head.
  const headersFile = join(client, "_headers");
  const entryPreload = `  Link: </${manifest[entryKey]!.file}>; rel=preload; as=script; crossorigin`;
  const htmlPaths = [sitePages.home, sitePages.parcelAnalysis, sitePages.calculation, sitePages.legislation]
    .map(pathWildcard)
    .concat(SHELL_PATH);
  writeFileSync(
    headersFile,
    readFileSync(headersFile, "utf8").replace("style-src 'self'", `style-src 'self' ${styleHash}`) +
      `\n# The pages' entry script, asked for with the page (scripts/prerender.ts).\n` +
      htmlPaths.map((path) => `${path}\n${entryPreload}\n`).join("\n"),
  );
  rmSync(join(client, ".vite"), { recursive: true, force: true });
  console.log(`prerender: ${pages.length} pages written to dist/client (rule set ${ruleSet.kural_seti.surum}).`);
}

await main();
