/**
 * The runtime alone, for `npm run bench:serve`: `workerd serve` with a config that embeds the built worker
 * (`dist/<worker>/index.js` of Cloudflare's Vite plugin), no Miniflare, no assets, no proxy. The worker gets its vars and a stand-in for
 * the D1 binding: the requests this server is measured with (calculations, a JSON 404) never query the
 * database, and any query fails loudly rather than silently measuring something else.
 * `/__shape/<path>` is the runtime's floor for a request like one to `<path>`: the entry reads its body as JSON and
 * sends back the status, headers and body the app answered to the first such request, without running the app again.
 */
import { spawn } from "node:child_process";
import { copyFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { LocalServer } from "../../scripts/lib/local-server.ts";

// Miniflare and workerd as wrangler brings them (the project does not depend on Miniflare itself).
const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler/package.json"));
const miniflareDir = dirname(fromWrangler.resolve("miniflare"));

/** The workerd binary Miniflare runs (the same runtime version as `npm start`). */
function workerdBinary(): string {
  const fromMiniflare = createRequire(fromWrangler.resolve("miniflare"));
  const pkg = dirname(fromMiniflare.resolve("workerd/package.json"));
  return join(pkg, "bin", "workerd");
}

/**
 * `cloudflare:email` (imported by the send_email transport) rests on an internal module that the platform — and
 * Miniflare, as an extension — provides; bare workerd gets Miniflare's copy (a few lines, no service behind it).
 */
function emailExtensionModule(): string {
  return join(miniflareDir, "workers", "email", "email.worker.js");
}

const ENTRY = `import worker from "./index.js";

const noDatabase = () => {
  throw new Error("bench:serve's bare workerd has no D1: this request should not query the database");
};
const DB = {
  prepare: noDatabase,
  batch: noDatabase,
  exec: noDatabase,
  dump: noDatabase,
  withSession: () => DB,
  getBookmark: () => null,
};

// The runtime's floor for a request of a given shape: /__shape/<path> reads the body as JSON, as the app does, and
// answers with the bytes (status, headers, body) the app gave for <path> the first time; after that first request no
// application code runs.
const recorded = new Map();
async function shape(request, env, ctx, path) {
  let answer = recorded.get(path);
  if (answer === undefined) {
    const url = new URL(request.url);
    url.pathname = path;
    const response = await worker.fetch(new Request(url, request), { ...env, DB }, ctx);
    answer = { status: response.status, headers: [...response.headers], body: await response.text() };
    recorded.set(path, answer);
  } else if (request.method !== "GET" && request.method !== "HEAD") {
    await request.json();
  }
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

export default {
  fetch: (request, env, ctx) => {
    // A string search, not a URL parse: the other requests measured here should pay nothing for this entry.
    if (request.url.includes("/__shape/")) return shape(request, env, ctx, new URL(request.url).pathname.slice("/__shape".length));
    return worker.fetch(request, { ...env, DB }, ctx);
  },
};
`;

const capnpText = (s: string) => JSON.stringify(s);

export async function startBareWorkerd(options: {
  /** The built worker's module; it is copied with the config into `dir`. */
  entry: string;
  dir: string;
  port: number;
  compatibilityDate: string;
  compatibilityFlags: readonly string[];
  vars: Record<string, string>;
}): Promise<LocalServer & { pid: number | undefined }> {
  const dir = options.dir;
  copyFileSync(options.entry, join(dir, "index.js"));
  writeFileSync(join(dir, "bench-entry.js"), ENTRY);
  copyFileSync(emailExtensionModule(), join(dir, "email-extension.js"));
  const bindings = Object.entries(options.vars)
    .map(([name, value]) => `(name = ${capnpText(name)}, text = ${capnpText(value)})`)
    .join(",\n    ");
  const config = `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [ (name = "main", worker = .mainWorker) ],
  extensions = [ (modules = [ (name = "cloudflare-internal:email", esModule = embed "email-extension.js", internal = true) ]) ],
  sockets = [ (name = "http", address = "127.0.0.1:${options.port}", http = (), service = "main") ],
);

const mainWorker :Workerd.Worker = (
  modules = [
    (name = "bench-entry.js", esModule = embed "bench-entry.js"),
    (name = "index.js", esModule = embed "index.js"),
  ],
  compatibilityDate = ${capnpText(options.compatibilityDate)},
  compatibilityFlags = [${options.compatibilityFlags.map(capnpText).join(", ")}],
  bindings = [
    ${bindings}
  ],
);
`;
  const configPath = join(dir, "bare.capnp");
  writeFileSync(configPath, config);
  const child = spawn(workerdBinary(), ["serve", configPath, "--experimental"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  const baseURL = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`workerd exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/yok/`)).status === 404) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("bare workerd did not answer within 60 s");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseURL, stop, pid: child.pid };
}
