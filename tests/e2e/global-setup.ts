/**
 * Starts a fresh `wrangler dev` (fresh local D1 in a temp dir, real migrations, the seeded administrator) for the
 * Playwright tests and stops it afterwards. Expects `npm run build` to have produced dist/.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startBenchServer, type BenchServer } from "../../scripts/lib/bench-server.ts";
import { root } from "../../scripts/lib/wrangler.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    admin: { username: string; password: string };
  }
}

const ADMIN = { username: "e2e_yonetici", password: "Yonetim-Kapisi-2026" };

const PORT = Number(process.env.E2E_PORT ?? 8799);

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, "dist", "index.html")))
    throw new Error("dist/ is missing: run `npm run build` before the e2e tests.");
  const server: BenchServer = await startBenchServer({
    port: PORT,
    statePrefix: "planlayici-e2e-",
    users: [{ ...ADMIN, email: "yonetici@ornek.com", role: "admin" }],
  });
  project.provide("baseURL", server.baseURL);
  project.provide("admin", ADMIN);
  return () => server.close();
}
