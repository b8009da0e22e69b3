/**
 * Starts a fresh `wrangler dev` (fresh local D1 in a temp dir, real migrations) for the Playwright tests
 * and stops it afterwards. Expects `npm run build` to have produced dist/.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { root, spawnWrangler, wranglerBin, wranglerEnv } from "../../scripts/lib/wrangler.ts";
import { hashPassword } from "../../worker/lib/password.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    admin: { username: string; password: string };
  }
}

const ADMIN = { username: "e2e_yonetici", password: "e2e-parola-1234" };

const PORT = Number(process.env.E2E_PORT ?? 8799);
let dev: ChildProcess | undefined;
let stateDir: string | undefined;

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (dev?.exitCode !== null && dev?.exitCode !== undefined) throw new Error(`wrangler dev exited with ${dev.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not become healthy in ${timeoutMs} ms (${last})`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, "dist", "index.html"))) throw new Error("dist/ is missing: run `npm run build` before the e2e tests.");
  stateDir = mkdtempSync(join(tmpdir(), "planlayici-e2e-"));
  const migrate = spawnSync(
    process.execPath,
    [wranglerBin, "d1", "migrations", "apply", "app-db", "--local", "--persist-to", stateDir],
    { cwd: root, env: wranglerEnv, encoding: "utf8" },
  );
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  const hash = await hashPassword(ADMIN.password, 1000);
  const seed = spawnSync(
    process.execPath,
    [
      wranglerBin,
      "d1",
      "execute",
      "app-db",
      "--local",
      "--persist-to",
      stateDir,
      "--command",
      `INSERT INTO users (username, email, password_hash, is_active, email_verified, role) VALUES ('${ADMIN.username}', 'yonetici@ornek.com', '${hash}', 1, 1, 'admin')`,
    ],
    { cwd: root, env: wranglerEnv, encoding: "utf8" },
  );
  if (seed.status !== 0) throw new Error(`admin seed failed:\n${seed.stdout}\n${seed.stderr}`);

  // Secrets for this throw-away server (a clean clone has no .dev.vars).
  const vars = ["--var", "JWT_SECRET:e2e-secret-not-for-production-0123456789"];
  dev = spawnWrangler(["dev", "--port", String(PORT), "--ip", "127.0.0.1", "--persist-to", stateDir, ...vars], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${PORT}`;
  await waitForHealth(baseURL, 60_000);
  project.provide("baseURL", baseURL);
  project.provide("admin", ADMIN);

  return () => {
    if (dev?.pid) {
      try {
        process.kill(-dev.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  };
}
