/**
 * The local servers, all Cloudflare's own: `vite preview` (Cloudflare's Vite plugin: the built worker and SPA in
 * workerd) for `npm start`, the Playwright tests and the benches, and `wrangler dev` on the same build for
 * `bench:serve`'s comparison. A throw-away server gets a fresh local D1 in a temp dir with the real migrations and
 * seeded users; the D1 lives under `<stateDir>/v3/d1`, the layout of `wrangler d1 --local --persist-to`, so the
 * migrations wrangler applied are the ones served.
 */
import { randomBytes } from "node:crypto";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type * as Sqlite from "node:sqlite";
import { hashPassword } from "../../worker/lib/password.ts";
import { root, wranglerBin, wranglerEnv } from "./wrangler.ts";

const require = createRequire(import.meta.url);
const viteBin = join(dirname(require.resolve("vite/package.json")), "bin/vite.js");

/**
 * How a server process is started so that it ends with its starter, also when the starter is killed with SIGKILL:
 * the Node flag preloading scripts/lib/exit-with-parent.ts, the variable naming the fd of the pipe it watches, and
 * the stdio that puts the pipe on that fd (the starter keeps the other end open while it lives).
 */
const PARENT_FD = 3;
const FOLLOW_PARENT_ARGS = ["--import", new URL("./exit-with-parent.ts", import.meta.url).href];
const followParentStdio = (stdout: "inherit" | "ignore") => ["ignore", stdout, "pipe", "pipe"] as const;

/** The built worker's folder (Cloudflare's Vite plugin names it after the worker). */
export const BUILT_WORKER = join(root, "dist", "tarimsal_yapi_planlayici");

export interface SeedUser {
  username: string;
  password: string;
  email?: string;
  role?: "user" | "admin";
}

/**
 * The vars of a throw-away server: development, and a fresh signing secret (nothing to keep, nothing in git). They
 * reach the worker through the environment, which Cloudflare's tools read when the build carries no .dev.vars
 * (a clean clone, CI); a developer's own .dev.vars, copied into the build, wins over them.
 */
export const THROWAWAY_VARS = { ENVIRONMENT: "development", JWT_SECRET: randomBytes(32).toString("base64url") };

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

export function freshStateDir(prefix = "planlayici-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * A copy of the local D1 directory `from` (e.g. migrated and seeded once) in a new temp dir: the same database for
 * a fraction of the cost of migrating again (wrangler starts a runtime per command, seconds of CPU each).
 */
export function cloneStateDir(from: string, prefix = "planlayici-"): string {
  const dir = freshStateDir(prefix);
  cpSync(from, dir, { recursive: true });
  return dir;
}

/**
 * Opens the SQLite file of the local D1 database in `stateDir` (Miniflare keeps one file per database beside its
 * metadata.sqlite), runs `use` on it and closes it: for test fixtures that read or change rows without starting
 * wrangler (`wrangler d1 execute` starts a runtime, seconds of CPU).
 */
export function withLocalD1<T>(
  stateDir: string,
  use: (db: Sqlite.DatabaseSync) => T,
  options: { readOnly?: boolean } = {},
): T {
  const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.length}`);
  // Loaded here, not at the top: node:sqlite prints an experimental warning, which `npm start` need not show.
  const sqlite = require("node:sqlite") as typeof Sqlite;
  const db = new sqlite.DatabaseSync(join(dir, files[0]!), { timeout: 10_000, readOnly: options.readOnly ?? false });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

export function applyMigrations(stateDir: string): void {
  wrangler(["d1", "migrations", "apply", "app-db", "--local", "--persist-to", stateDir], "migrations");
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Inserts active, verified users with their passwords hashed at `iterations` PBKDF2 rounds (low by default: seeding
 * stays fast; logins then cost less CPU than with production hashes).
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

/**
 * The port is taken: something listened on it before the server started (an earlier `npm start`, whose health
 * answer would otherwise pass for this server's), or took it while the server tried to listen (Vite says so).
 */
class PortTaken extends Error {
  constructor(url: string) {
    super(
      `${url}: the port is already in use (an earlier \`npm start\` or \`npm run dev\`?); stop that server or choose another: PORT=<n>`,
    );
  }
}

/** The address this machine reaches a server on `host`:`port` at. */
const localURL = (host: string, port: number) => `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;

/** Throws when something listens on `host`:`port` now (a listen on the same address is refused). */
export async function assertPortFree(host: string, port: number): Promise<void> {
  const inUse = await new Promise<boolean>((resolveInUse, reject) => {
    const probe = createServer();
    probe.once("error", (err: NodeJS.ErrnoException) => (err.code === "EADDRINUSE" ? resolveInUse(true) : reject(err)));
    probe.listen(port, host, () => probe.close(() => resolveInUse(false)));
  });
  if (inUse) throw new PortTaken(localURL(host, port));
}

/**
 * Starts a server on a free port. Between `freePort` closing its probe and the server binding the port, another
 * process (a parallel lane's workerd, a browser) can take it: the server then says so, and this tries again on
 * another port (a few times; any other failure is thrown as it is).
 */
export async function onFreePort<T extends LocalServer>(start: (port: number) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt >= attempts) throw err;
      console.warn(`The port was taken; trying another one (${attempt}/${attempts - 1}).`);
    }
  }
}

export interface LocalServer {
  baseURL: string;
  /** The server's process, the leader of the process group it runs in (with its workerd). */
  pid?: number | undefined;
  /** Stops the server and waits until it has exited. */
  stop(): Promise<void>;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function waitForHealth(
  child: ChildProcess,
  url: string,
  timeoutMs: number,
  portTaken: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    if (portTaken()) throw new PortTaken(url);
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health/`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy in ${timeoutMs} ms (${last})`);
}

/**
 * Runs a server process in its own process group until /api/health/ answers 200; `stop` ends the group. Its stderr
 * is passed through, and read for the message of a port already in use. The group also ends when this process does
 * (scripts/lib/exit-with-parent.ts).
 */
async function serve(child: ChildProcess, baseURL: string, timeoutMs: number): Promise<LocalServer> {
  let portTaken = false;
  child.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (/already in use|EADDRINUSE/i.test(chunk.toString())) portTaken = true;
  });
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
  try {
    await waitForHealth(child, baseURL, timeoutMs, () => portTaken);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, pid: child.pid, stop };
}

function requireBuild(): void {
  if (!existsSync(join(BUILT_WORKER, "wrangler.json")) || !existsSync(join(root, "dist", "client", "index.html")))
    throw new Error("dist/ is missing: run `npm run build` first.");
}

/**
 * `vite preview` (Cloudflare's Vite plugin: the built worker and SPA in workerd) on `host`:`port` over the local D1
 * in `stateDir`; resolves once /api/health/ answers 200. `vars` reach the worker through the environment.
 */
export async function startPreview(
  stateDir: string,
  port: number,
  options: {
    host?: string;
    timeoutMs?: number;
    vars?: Record<string, string>;
    stdio?: "inherit" | "ignore";
    /** Offer workerd's debugger (`npm start`); throw-away servers start side by side without one. */
    inspector?: boolean;
  } = {},
): Promise<LocalServer> {
  requireBuild();
  const host = options.host ?? "127.0.0.1";
  await assertPortFree(host, port);
  const child = spawn(
    process.execPath,
    [
      ...FOLLOW_PARENT_ARGS,
      viteBin,
      "preview",
      "--port",
      String(port),
      "--strictPort",
      "--host",
      host,
      "--logLevel",
      "warn",
    ],
    {
      cwd: root,
      env: {
        ...wranglerEnv,
        ...(options.vars ?? THROWAWAY_VARS),
        PLANLAYICI_STATE_DIR: stateDir,
        PLANLAYICI_PARENT_FD: String(PARENT_FD),
        ...(options.inspector ? {} : { PLANLAYICI_NO_INSPECTOR: "1" }),
      },
      detached: true,
      stdio: [...followParentStdio(options.stdio ?? "ignore")],
    },
  );
  return serve(child, localURL(host, port), options.timeoutMs ?? 60_000);
}

/**
 * `wrangler dev` on the same build (dist/'s generated wrangler.json, or `config`: a copy of the build, another
 * deploy) on 127.0.0.1:`port` over the D1 in `stateDir`.
 */
export async function startWranglerDev(
  stateDir: string,
  port: number,
  options: { timeoutMs?: number; config?: string } = {},
): Promise<LocalServer> {
  requireBuild();
  await assertPortFree("127.0.0.1", port);
  const child = spawn(
    process.execPath,
    [
      ...FOLLOW_PARENT_ARGS,
      wranglerBin,
      "dev",
      "--config",
      options.config ?? join(BUILT_WORKER, "wrangler.json"),
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      stateDir,
      ...Object.entries(THROWAWAY_VARS).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
    ],
    {
      cwd: root,
      env: { ...wranglerEnv, PLANLAYICI_PARENT_FD: String(PARENT_FD) },
      detached: true,
      stdio: [...followParentStdio("ignore")],
    },
  );
  return serve(child, `http://127.0.0.1:${port}`, options.timeoutMs ?? 60_000);
}

/** A process's state letter and parent from /proc (Linux); undefined when it is gone or there is no /proc. */
function procStat(pid: number | "self"): { state: string; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const [state = "", ppid = ""] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

function running(pid: number): boolean {
  if (existsSync("/proc/self/stat")) {
    const stat = procStat(pid);
    return stat !== undefined && stat.state !== "Z" && stat.state !== "X";
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The processes this one runs under for the command that started it: its parent and, when that was started by npm
 * (`npm start`: npm, its script shell, tsx's runner), every ancestor up to npm itself.
 */
function launchers(): number[] {
  const chain = [process.ppid];
  const fromNpm = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, "utf8")
        .split("\0")
        .some((v) => v.startsWith("npm_lifecycle_event="));
    } catch {
      return false;
    }
  };
  for (let pid = process.ppid; pid > 1 && fromNpm(pid) && chain.length < 16;) {
    pid = procStat(pid)?.ppid ?? 0;
    if (pid > 1) chain.push(pid);
  }
  return chain;
}

/**
 * Keeps `server` (`npm start`'s) until Ctrl+C, SIGTERM or the end of the command that started this process, then
 * stops it and exits. That command may end by SIGKILL (`kill -9` of `npm start`), which leaves npm's children running
 * with no signal: every half second this checks that the processes between npm and this one still run.
 */
export function serveUntilStopped(server: LocalServer, intervalMs = 500): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
  const chain = launchers();
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent && chain.every(running)) return;
    clearInterval(watch);
    console.log("start: the command that started this server has ended; stopping the server.");
    void stop();
  }, intervalMs);
}

export interface ThrowawayServer extends LocalServer {
  stateDir: string;
  /** Stops the server and removes the temp D1 (unless `keepState`). */
  close(): Promise<void>;
}

/** Fresh D1 + migrations + seeded users + `vite preview`: everything a bench or a spec needs. */
export async function startThrowawayServer(
  options: { users?: SeedUser[]; port?: number; iterations?: number; keepState?: boolean; timeoutMs?: number } = {},
): Promise<ThrowawayServer> {
  const stateDir = freshStateDir();
  try {
    applyMigrations(stateDir);
    await seedUsers(stateDir, options.users ?? [], options.iterations);
    const start = (port: number) =>
      startPreview(stateDir, port, { ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) });
    const server = await (options.port ? start(options.port) : onFreePort(start));
    return {
      ...server,
      stateDir,
      close: async () => {
        await server.stop();
        if (!options.keepState) rmSync(stateDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(stateDir, { recursive: true, force: true });
    throw err;
  }
}

/** Builds (geo + rules + SPA + worker) when the build or the worker's generated data is missing. */
export function ensureBuilt(): void {
  const needed = ["dist/client/index.html", "build/geo/exact.json", "build/rules/bundle.json"];
  if (needed.every((p) => existsSync(join(root, p))) && existsSync(join(BUILT_WORKER, "wrangler.json"))) return;
  console.log("dist/ or build/ is missing: running `npm run build`…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error("npm run build failed");
}
