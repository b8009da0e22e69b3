/**
 * Starts the server of `npm start` (`vite preview`: the built worker and SPA in workerd; fresh local D1 in a temp dir,
 * real migrations, the seeded administrator) for the Playwright tests and stops it afterwards. Expects `npm run build`
 * to have produced dist/.
 */
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import {
  applyMigrations,
  freePort,
  freshStateDir,
  seedUsers,
  startPreview,
  type LocalServer,
} from "../../scripts/lib/local-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    admin: { username: string; password: string };
    /** The server's local D1 directory (tests/e2e/session.ts resets its rate limits per spec file). */
    stateDir: string;
  }
}

const ADMIN = { username: "e2e_yonetici", password: "Yonetim-Kapisi-2026" };

/**
 * How long the server may take to answer /api/health/: Vite and workerd start, which on a busy 2-core machine (CI,
 * or a bench running beside the tests) takes far longer than the usual few seconds.
 */
export const SERVER_START_TIMEOUT = 180_000;

export default async function setup(project: TestProject) {
  // A port nobody uses (E2E_PORT to pin one): two runs on one machine never meet each other's server.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const stateDir = freshStateDir("planlayici-e2e-");
  let server: LocalServer;
  try {
    applyMigrations(stateDir);
    await seedUsers(stateDir, [{ ...ADMIN, email: "yonetici@ornek.com", role: "admin" }]);
    server = await startPreview(stateDir, port, { timeoutMs: SERVER_START_TIMEOUT });
  } catch (err) {
    rmSync(stateDir, { recursive: true, force: true });
    throw err;
  }
  project.provide("baseURL", server.baseURL);
  project.provide("admin", ADMIN);
  project.provide("stateDir", stateDir);
  return async () => {
    await server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
