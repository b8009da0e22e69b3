import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const overlaysDir = resolve(import.meta.dirname, "build/geo/overlays");

/** Emits the map overlays made by `npm run geo:build` into dist/geo/ (never into git). */
function geoOverlays(): Plugin {
  return {
    name: "geo-overlays",
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

export default defineConfig({
  root: "web",
  publicDir: "../public",
  plugins: [react(), geoOverlays()],
  build: { outDir: "../dist", emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": "http://127.0.0.1:8787" } },
});
