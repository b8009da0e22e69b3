/**
 * A throw-away server for the benches and the Playwright tests: a fresh local D1 in a temp dir (or a given one),
 * the real migrations, seeded users with known passwords, and the server of `npm start` (scripts/lib/local-server.ts:
 * the deploy bundle in workerd through Miniflare) on a port serving dist/. `startDev` starts `wrangler dev` (the
 * server of `npm run dev`) the same way, for `npm run bench:serve`'s comparison.
 */
import { randomBytes } from "node:crypto";
import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "../../worker/lib/password.ts";
import { bundleWorker, startLocalServer } from "./local-server.ts";
import { root, spawnWrangler, wranglerBin, wranglerEnv } from "./wrangler.ts";

export interface SeedUser {
  username: string;
  password: string;
  email?: string;
  role?: "user" | "admin";
}

/** A fresh random signing secret per throw-away server (nothing to keep, nothing in git; .dev.vars is not read). */
const THROWAWAY_JWT_SECRET = randomBytes(32).toString("base64url");
/** The vars of every throw-away server over wrangler.toml's (which deploys as production). */
export const THROWAWAY_VARS = { JWT_SECRET: THROWAWAY_JWT_SECRET, ENVIRONMENT: "development" };

function wrangler(args: string[], what: string): string {
  const r = spawnSync(process.execPath, [wranglerBin, ...args], {
    cwd: root,
    env: wranglerEnv,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`${what} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

export function freshStateDir(prefix = "planlayici-bench-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function applyMigrations(stateDir: string): void {
  wrangler(["d1", "migrations", "apply", "app-db", "--local", "--persist-to", stateDir], "migrations");
}

/** Rows of one SQL statement run against the local D1 in `stateDir` (`wrangler d1 execute --json`). */
export function queryD1<T>(stateDir: string, sql: string): T[] {
  const out = wrangler(
    ["d1", "execute", "app-db", "--local", "--persist-to", stateDir, "--json", "--command", sql],
    "d1 execute",
  );
  const parsed = JSON.parse(out.slice(out.indexOf("["))) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Inserts active, verified users with their passwords hashed at `iterations` PBKDF2 rounds (low by default, as
 * the e2e setup does: seeding stays fast; logins then cost less CPU than with production hashes).
 */
export async function seedUsers(stateDir: string, list: SeedUser[], iterations = 1000): Promise<void> {
  if (list.length === 0) return;
  const values: string[] = [];
  for (const u of list) {
    const hash = await hashPassword(u.password, iterations);
    const email = u.email ?? `${u.username}@ornek.com`;
    values.push(`(${sqlText(u.username)}, ${sqlText(email)}, ${sqlText(hash)}, 1, 1, ${sqlText(u.role ?? "user")})`);
  }
  // One statement per 200 users keeps the command line short.
  for (let i = 0; i < values.length; i += 200) {
    const sql = `INSERT INTO users (username, email, password_hash, is_active, email_verified, role) VALUES ${values.slice(i, i + 200).join(", ")}`;
    wrangler(["d1", "execute", "app-db", "--local", "--persist-to", stateDir, "--command", sql], "user seed");
  }
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface DevServer {
  baseURL: string;
  /** Stops the server and waits until it has exited. */
  stop(): Promise<void>;
  /** The serving process, when it is one process of its own (bare workerd): its CPU time can be read. */
  pid?: number | undefined;
}

/**
 * The server of `npm start` on 127.0.0.1:`port` over the local D1 in `stateDir`, from the bundle `entry` (default:
 * a fresh `wrangler deploy --dry-run` bundle in `<stateDir>/bundle`); resolves once /api/health/ answers 200.
 */
export async function startLocal(
  stateDir: string,
  port: number,
  options: { entry?: string; timeoutMs?: number } = {},
): Promise<DevServer> {
  const entry = options.entry ?? bundleWorker(join(stateDir, "bundle"));
  const server = await startLocalServer({ entry, port, stateDir, vars: THROWAWAY_VARS });
  try {
    await waitForHealth(null, server.baseURL, options.timeoutMs ?? 60_000);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

async function waitForHealth(child: ChildProcess | null, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy in ${timeoutMs} ms (${last})`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** `wrangler dev` on 127.0.0.1:`port` over the local D1 in `stateDir`; resolves once /api/health/ answers 200. */
export async function startDev(
  stateDir: string,
  port: number,
  options: { stderr?: "inherit" | "ignore"; timeoutMs?: number } = {},
): Promise<DevServer> {
  if (!existsSync(join(root, "dist", "index.html"))) throw new Error("dist/ is missing: run `npm run build` first.");
  const child = spawnWrangler(
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      stateDir,
      ...Object.entries(THROWAWAY_VARS).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
    ],
    { detached: true, stdio: ["ignore", "ignore", options.stderr ?? "inherit"] },
  );
  const exited = new Promise<void>((resolveExit) => {
    if (child.exitCode !== null) resolveExit();
    else child.once("exit", () => resolveExit());
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    killGroup(child, "SIGTERM");
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(child, baseURL, options.timeoutMs ?? 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, stop };
}

export interface BenchServer extends DevServer {
  stateDir: string;
  /** Stops the server and removes the temp D1 (unless `keepState`). */
  close(): Promise<void>;
}

/** Fresh D1 + migrations + seeded users + the `npm start` server: everything a bench or a spec needs. */
export async function startBenchServer(
  options: {
    users?: SeedUser[];
    port?: number;
    iterations?: number;
    keepState?: boolean;
    statePrefix?: string;
  } = {},
): Promise<BenchServer> {
  const stateDir = freshStateDir(options.statePrefix);
  try {
    applyMigrations(stateDir);
    await seedUsers(stateDir, options.users ?? [], options.iterations);
    const dev = await startLocal(stateDir, options.port ?? (await freePort()));
    return {
      ...dev,
      stateDir,
      close: async () => {
        await dev.stop();
        if (!options.keepState) rmSync(stateDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(stateDir, { recursive: true, force: true });
    throw err;
  }
}

/** Builds (geo + rules + SPA) when dist/ or the worker's generated data is missing; benches reuse an existing build. */
export function ensureBuilt(): void {
  const needed = ["dist/index.html", "build/geo/exact.json", "build/rules/bundle.json"];
  if (needed.every((p) => existsSync(join(root, p)))) return;
  console.log("dist/ or build/ is missing: running `npm run build`…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error("npm run build failed");
}
