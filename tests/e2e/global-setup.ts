/**
 * Starts the servers of `npm start` (`vite preview`: the built worker and SPA in workerd; each with a fresh local D1
 * in a temp dir, the real migrations and the seeded administrator), one per test lane, and one headless Chromium for
 * the Playwright tests; stops them afterwards. Expects `npm run build` to have produced dist/.
 */
import { rmSync } from "node:fs";
import type { BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { launchTestBrowserServer } from "../../scripts/lib/chromium.ts";
import {
  applyMigrations,
  cloneStateDir,
  freshStateDir,
  onFreePort,
  seedUsers,
  startPreview,
  type LocalServer,
} from "../../scripts/lib/local-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * One server and one browser per test lane (tests/e2e/server.ts picks the lane's): the server's address and local
     * D1 directory, and the browser (Debian's headless shell) its spec files connect to.
     */
    lanes: { baseURL: string; stateDir: string; browserEndpoint: string }[];
    admin: { username: string; password: string };
    /** A local D1 directory with the migrations and the administrator, for specs that start a server of their own. */
    template: string;
  }
}

const ADMIN = { username: "e2e_yonetici", password: "Yonetim-Kapisi-2026" };

/**
 * How long the server may take to answer /api/health/: Vite and workerd start, which on a busy 2-core machine (CI,
 * or a bench running beside the tests) takes far longer than the usual few seconds.
 */
export const SERVER_START_TIMEOUT = 180_000;

interface Lane {
  server: LocalServer;
  stateDir: string;
  browser: BrowserServer;
}

/**
 * A lane: its own copy of the migrated and seeded local D1, served by `vite preview` on a free port, and a browser
 * of its own (one browser for all lanes made its one compositor the bottleneck: no faster than one lane).
 */
async function startLane(template: string): Promise<Lane> {
  const stateDir = cloneStateDir(template, "planlayici-e2e-");
  try {
    const [server, browser] = await Promise.allSettled([
      onFreePort((port) => startPreview(stateDir, port, { timeoutMs: SERVER_START_TIMEOUT })),
      launchTestBrowserServer(),
    ]);
    if (server.status === "fulfilled" && browser.status === "fulfilled")
      return { server: server.value, stateDir, browser: browser.value };
    if (server.status === "fulfilled") await server.value.stop();
    if (browser.status === "fulfilled") await browser.value.close();
    throw server.status === "rejected" ? server.reason : (browser as PromiseRejectedResult).reason;
  } catch (err) {
    rmSync(stateDir, { recursive: true, force: true });
    throw err;
  }
}

export default async function setup(project: TestProject) {
  // The migrations and the administrator once, in a template every lane copies.
  const template = freshStateDir("planlayici-e2e-template-");
  const removeTemplate = () => rmSync(template, { recursive: true, force: true });
  try {
    applyMigrations(template);
    await seedUsers(template, [{ ...ADMIN, email: "yonetici@ornek.com", role: "admin" }]);
  } catch (err) {
    removeTemplate();
    throw err;
  }
  // As many lanes as vitest runs test files at once: the files of one lane never overlap on its database.
  const count = Math.max(1, Math.min(4, Number(project.globalConfig.maxWorkers) || 1));
  const started = await Promise.allSettled(Array.from({ length: count }, () => startLane(template)));
  const lanes = started.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const stopAll = async () => {
    await Promise.all(lanes.flatMap((l) => [l.server.stop(), l.browser.close()]));
    for (const l of lanes) rmSync(l.stateDir, { recursive: true, force: true });
    removeTemplate();
  };
  const failed = started.find((r) => r.status === "rejected");
  if (failed) {
    await stopAll();
    throw (failed as PromiseRejectedResult).reason;
  }
  project.provide(
    "lanes",
    lanes.map((l) => ({ baseURL: l.server.baseURL, stateDir: l.stateDir, browserEndpoint: l.browser.wsEndpoint() })),
  );
  project.provide("admin", ADMIN);
  project.provide("template", template);
  return stopAll;
}
