/**
 * `npm run dev`: the development server — build, migrate and seed as `npm start` does, then `wrangler dev` (its
 * proxy, file watching and hot reload of the worker; local D1 in .wrangler/state, shared with `npm start`).
 * PORT=<n> serves on another port. For the SPA's own hot reload run `npm run dev:web` beside it.
 */
import { portFromEnv, prepareLocal } from "./lib/local-setup.ts";
import { spawnWrangler } from "./lib/wrangler.ts";

const port = portFromEnv();
const vars = await prepareLocal();
console.log(`dev: wrangler dev on http://127.0.0.1:${port}`);
// Local serving is development unless .dev.vars says otherwise (wrangler.toml deploys as production).
const environment = vars.ENVIRONMENT || "development";
const dev = spawnWrangler(["dev", "--port", String(port), "--ip", "127.0.0.1", "--var", `ENVIRONMENT:${environment}`], {
  stdio: "inherit",
});
const stop = () => dev.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
dev.on("exit", (code) => process.exit(code ?? 0));
