/**
 * `npm start`'s server lives no longer than `npm start`: `kill -9` of the command that started it (no handler runs)
 * frees the port within a bounded wait, and leaves no process of the server (Vite, workerd) running. The server is
 * started as scripts/start.ts starts it after its build (tests/fixtures/serve-until-stopped.ts), on a free port over
 * a copy of the suite's local D1: once directly (its starter killed), once under `npm exec` (npm killed, its script
 * shell, tsx's runner and the starter left behind, as after `kill -9` of `npm start`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { assertPortFree, cloneStateDir, freePort } from "../../scripts/lib/local-server.ts";
import { root } from "../../scripts/lib/wrangler.ts";
import { SERVER_START_TIMEOUT } from "./global-setup.ts";

const FIXTURE = join(root, "tests", "fixtures", "serve-until-stopped.ts");
/** How long the server may take to go once its starter is killed (the watch checks twice a second). */
const GONE_TIMEOUT = 30_000;

const stateDirs: string[] = [];
const started: ChildProcess[] = [];
const servers: number[] = [];
afterAll(() => {
  for (const child of started) if (child.pid) tryKill(-child.pid, "SIGKILL");
  for (const server of servers) tryKill(-server, "SIGKILL");
  for (const dir of stateDirs) rmSync(dir, { recursive: true, force: true });
});

function tryKill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** Starts `command` in a process group of its own (a shell's job); resolves with the server's address and pid. */
async function start(command: string, args: string[]) {
  const stateDir = cloneStateDir(inject("template"), "planlayici-lifetime-");
  stateDirs.push(stateDir);
  const port = await freePort();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, STATE_DIR: stateDir, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "inherit"],
  });
  started.push(child);
  const serving = await new Promise<{ baseURL: string; pid: number }>((resolveServing, reject) => {
    let out = "";
    const timer = setTimeout(
      () => reject(new Error(`no server after ${SERVER_START_TIMEOUT} ms:\n${out}`)),
      SERVER_START_TIMEOUT,
    );
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /serving (\S+) (\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolveServing({ baseURL: m[1]!, pid: Number(m[2]) });
    });
    child.once("exit", (code) => reject(new Error(`the starter exited with ${code}:\n${out}`)));
  });
  servers.push(serving.pid);
  expect((await fetch(`${serving.baseURL}/api/health/`)).status).toBe(200);
  return { child, port, server: serving.pid };
}

/** The processes still running (not zombies) in process group `group`. */
function runningInGroup(group: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) === group && state !== "Z" && state !== "X") pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

const portFree = (port: number) =>
  assertPortFree("127.0.0.1", port).then(
    () => true,
    () => false,
  );

async function expectGone(port: number, server: number): Promise<void> {
  await expect.poll(() => portFree(port), { timeout: GONE_TIMEOUT, interval: 200 }).toBe(true);
  await expect.poll(() => runningInGroup(server), { timeout: GONE_TIMEOUT, interval: 200 }).toEqual([]);
}

describe(
  "the npm start server ends with the command that started it",
  { timeout: SERVER_START_TIMEOUT + 120_000 },
  () => {
    it("frees its port when its starter is killed with SIGKILL", async () => {
      const { child, port, server } = await start(process.execPath, ["--import", "tsx", FIXTURE]);
      expect(runningInGroup(server)).not.toEqual([]);
      child.kill("SIGKILL");
      await expectGone(port, server);
    });

    it("frees its port when npm is killed with SIGKILL, leaving its script's processes behind", async () => {
      const npm = process.platform === "win32" ? "npm.cmd" : "npm";
      const { child, port, server } = await start(npm, ["exec", "--offline", "--", "tsx", FIXTURE]);
      child.kill("SIGKILL");
      await expectGone(port, server);
      // The starter saw it and exited too: nothing of the job is left.
      await expect.poll(() => runningInGroup(child.pid!), { timeout: GONE_TIMEOUT, interval: 200 }).toEqual([]);
    });
  },
);
