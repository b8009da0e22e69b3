import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

/** Import paths without climbing folders (tsconfig.base.json's `paths`, the same two): the SPA and the worker. */
export const aliases = { "@web": resolve(root, "web/src"), "@worker": resolve(root, "worker") };

export default defineConfig({
  root: "web",
  publicDir: "../public",
  resolve: { alias: aliases },
  plugins: [
    react(),
    geoOverlays(),
    // Cloudflare's own dev server and preview: the worker in workerd beside the SPA, the local D1 in .wrangler/state
    // (PLANLAYICI_STATE_DIR: a throw-away server's database, e.g. an e2e lane's). Throw-away servers start side by
    // side and need no debugger: without PLANLAYICI_NO_INSPECTOR they would race for the inspector port.
    cloudflare({
      configPath: resolve(root, "wrangler.toml"),
      persistState: { path: process.env.PLANLAYICI_STATE_DIR ?? resolve(root, ".wrangler/state") },
      ...(process.env.PLANLAYICI_NO_INSPECTOR ? { inspectorPort: false as const } : {}),
    }),
  ],
  build: { outDir: "../dist", emptyOutDir: true, sourcemap: false },
  // The worker answers cross-origin requests (it allows none), as on the edge: Vite's own CORS handling stays out.
  server: { cors: false },
  preview: { cors: false },
});
