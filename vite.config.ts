import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA, type VitePWAOptions } from "vite-plugin-pwa";
import { SATELLITE_TILES } from "./web/src/config/map.ts";

const overlaysDir = resolve(import.meta.dirname, "build/geo/overlays");

/** Emits the map overlays made by `npm run geo:build` into dist/geo/ (never into git). */
function geoOverlays(): Plugin {
  return {
    name: "geo-overlays",
    // The SPA's files: the worker's bundle has no use for them.
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      if (!existsSync(overlaysDir)) this.error("build/geo/overlays is missing: run `npm run geo:build` first.");
    },
    generateBundle() {
      for (const file of readdirSync(overlaysDir)) {
        this.emitFile({ type: "asset", fileName: `geo/${file}`, source: readFileSync(join(overlaysDir, file)) });
      }
    },
    configureServer(server) {
      server.middlewares.use("/geo/", (req, res, next) => {
        const file = join(overlaysDir, (req.url ?? "").replace(/^\//, "").split("?")[0] ?? "");
        if (!file.startsWith(overlaysDir) || !existsSync(file)) return next();
        res.setHeader("Content-Type", "application/geo+json");
        res.end(readFileSync(file));
      });
    },
  };
}

const root = import.meta.dirname;

/**
 * V8's explicit compile hint on the entry chunk (its first line): every function the first load runs is compiled while
 * the file streams in, off the main thread, instead of one by one on it when hydration first calls them (bench:mobile).
 * After Vite's own additions to the chunk, so the comment stays first (the build writes no source maps, which the added
 * line would shift).
 */
function compileEntryEagerly(): Plugin {
  return {
    name: "compile-entry-eagerly",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && chunk.isEntry) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * The pages a landowner opens first, rendered to HTML once the SPA is built (scripts/prerender.ts, in a process of
 * its own: it loads the app through Vite's server renderer), before the service worker lists the files it keeps.
 */
function prerenderPages(): Plugin {
  return {
    name: "prerender-pages",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    closeBundle: {
      order: "pre",
      sequential: true,
      handler() {
        execFileSync(process.execPath, ["--import", "tsx", "scripts/prerender.ts"], { cwd: root, stdio: "inherit" });
      },
    },
  };
}

/**
 * The installable app (vite-plugin-pwa with Workbox): a Turkish manifest, and a service worker that keeps the app's
 * files — scripts, styles, icons, the SPA's shell, the map overlays and the place list — so a page opens with no
 * network. Every address opens the shell from the cache (the prerendered pages are for the first visit and for
 * search engines); the rule set and the API stay the server's: `/api/rules/` from the network, its last answer
 * kept for use without one. A new version waits for the reader's 'Yenile' (app/update-prompt.tsx).
 */
/** The most satellite tiles the service worker keeps (about 30 MB). */
export const TILE_CACHE_ENTRIES = 1000;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: "prompt",
  injectRegister: false,
  includeAssets: ["favicon.svg"],
  manifest: {
    id: "/",
    name: "Tarımsal Yapı Planlayıcı",
    short_name: "Yapı Planlayıcı",
    description:
      "İzmir'de tarım arazisine hangi tarımsal yapının ne büyüklükte yapılabileceğini güncel mevzuata göre hesaplayın.",
    lang: "tr",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#f6f5ef",
    theme_color: "#2f6b3a",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  // After the prerendered pages are written (prerenderPages): the shell is among the files the worker keeps.
  integration: { closeBundleOrder: "post" },
  workbox: {
    globPatterns: ["assets/**/*.{js,css}", "icons/*.png", "favicon.svg", "geo/*.json", "uygulama.html"],
    navigateFallback: "/uygulama.html",
    // The worker's own pages and answers are never the SPA's.
    navigateFallbackDenylist: [/^\/api\//, /^\/admin/, /^\/sonuc\//],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once (a later version still waits for 'Yenile').
    clientsClaim: true,
    runtimeCaching: [
      {
        // The satellite tiles a user viewed, for the field without a network: at most TILE_CACHE_ENTRIES (about
        // 20–40 KB each), a month each, the oldest first out; only readable (CORS) answers, never an error.
        urlPattern: new RegExp(`^${escapeRegExp(SATELLITE_TILES.slice(0, SATELLITE_TILES.indexOf("{")))}`),
        handler: "CacheFirst",
        options: {
          cacheName: "uydu-karolari",
          expiration: { maxEntries: TILE_CACHE_ENTRIES, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/rules/",
        handler: "NetworkFirst",
        options: { cacheName: "kural-setleri", networkTimeoutSeconds: 4, expiration: { maxEntries: 16 } },
      },
    ],
  },
};

/** Import paths without climbing folders (tsconfig.base.json's `paths`, the same two): the SPA and the worker. */
export const aliases = { "@web": resolve(root, "web/src"), "@worker": resolve(root, "worker") };

export default defineConfig({
  root: "web",
  publicDir: "../public",
  resolve: { alias: aliases },
  plugins: [
    react(),
    geoOverlays(),
    prerenderPages(),
    compileEntryEagerly(),
    VitePWA(pwaOptions),
    // Cloudflare's own dev server and preview: the worker in workerd beside the SPA, the local D1 in .wrangler/state
    // (PLANLAYICI_STATE_DIR: a throw-away server's database, e.g. an e2e lane's). Throw-away servers start side by
    // side and need no debugger: without PLANLAYICI_NO_INSPECTOR they would race for the inspector port.
    cloudflare({
      configPath: resolve(root, "wrangler.toml"),
      persistState: { path: process.env.PLANLAYICI_STATE_DIR ?? resolve(root, ".wrangler/state") },
      ...(process.env.PLANLAYICI_NO_INSPECTOR ? { inspectorPort: false as const } : {}),
    }),
  ],
  // The manifest tells the prerenderer (scripts/prerender.ts) each page's stylesheets; it removes it afterwards.
  build: { outDir: "../dist", emptyOutDir: true, sourcemap: false, manifest: true },
  // Every module the first load runs (the entry's static imports, rolldown's `$initial` tag) in one chunk: one request
  // and one compressed file instead of ~20 small ones that queue on a phone's connections (bench:mobile); the lazy
  // parts stay chunks of their own.
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "start", tags: ["$initial"] }] } } },
      },
    },
  },
  // The worker answers cross-origin requests (it allows none), as on the edge: Vite's own CORS handling stays out.
  server: { cors: false },
  preview: { cors: false },
});
