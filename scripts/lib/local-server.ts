/**
 * The production-like local server of `npm start`, the Playwright tests and the benches: the worker bundle that
 * `wrangler deploy` would upload (`wrangler deploy --dry-run --outdir`), run in workerd through Miniflare's API —
 * no dev proxy, no file watcher. Bindings come from wrangler's own reading of wrangler.toml
 * (`unstable_getMiniflareWorkerOptions`: vars, D1, send_email, the assets with `not_found_handling`; Miniflare reads
 * `dist/_headers` itself), the local D1 lives under `<stateDir>/v3/d1` — the layout of
 * `wrangler d1 --local --persist-to` and `wrangler dev`, so migrations applied by wrangler are the ones served and
 * data persists between runs.
 *
 * The port is a socket straight to the worker: a small front module (`local-front.js`, written beside the bundle)
 * sends the paths of `run_worker_first` (read from the same config) to the bundle and everything else to the assets
 * binding, as Cloudflare's router does. Miniflare's own entry and its assets router would add two in-process hops
 * — about 0.45 ms per request, twice the runtime's own cost of a calculation (docs/quality.md, "Serving").
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { root, wranglerSync } from "./wrangler.ts";

/** Where `bundleWorker` writes the bundle (git-ignored with the rest of .wrangler/). */
export const BUNDLE_DIR = join(root, ".wrangler", "bundle");

/** Bundles the worker exactly as a deploy would (`wrangler deploy --dry-run`); returns the entry module's path. */
export function bundleWorker(outDir = BUNDLE_DIR): string {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  wranglerSync(["deploy", "--dry-run", "--outdir", outDir]);
  const entry = join(outDir, "index.js");
  if (!existsSync(entry)) throw new Error(`wrangler deploy --dry-run wrote no ${entry}`);
  return entry;
}

function withoutModuleRules<T extends { modulesRules?: unknown }>(options: T): Omit<T, "modulesRules"> {
  const { modulesRules: _rules, ...rest } = options;
  return rest;
}

/**
 * wrangler's reading of wrangler.toml as Miniflare worker options. Its warning about required secrets missing from
 * .dev.vars concerns wrangler dev's own loading; the callers here pass their vars themselves, so it stays quiet.
 */
export function workerOptionsFromConfig(): ReturnType<typeof unstable_getMiniflareWorkerOptions>["workerOptions"] {
  const previous = process.env.WRANGLER_LOG;
  process.env.WRANGLER_LOG = "error";
  try {
    return unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml")).workerOptions;
  } finally {
    if (previous === undefined) delete process.env.WRANGLER_LOG;
    else process.env.WRANGLER_LOG = previous;
  }
}

/** A `run_worker_first` pattern (`/api/*`, `/admin`) as a regular expression over the path. */
export function routePattern(glob: string): RegExp {
  const escaped = glob.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".*")}$`);
}

/**
 * The front module: worker-first paths to the bundle, the rest to the assets (negated patterns win, as in wrangler).
 * It also compresses as Cloudflare's edge does and as Miniflare's entry worker emulates it for `wrangler dev`: a text
 * answer without a Content-Encoding gets gzip or br, whichever the client's Accept-Encoding weighs first, and the
 * runtime compresses a body whose Content-Encoding is set (a phone on the same network gets a third of the bytes).
 */
function frontModule(patterns: readonly string[], bundleFile: string): string {
  const include = patterns.filter((p) => !p.startsWith("!")).map((p) => routePattern(p).source);
  const exclude = patterns.filter((p) => p.startsWith("!")).map((p) => routePattern(p.slice(1)).source);
  return `import { WorkerEntrypoint } from "cloudflare:workers";
import worker from "./${bundleFile}";

const include = ${JSON.stringify(include)}.map((s) => new RegExp(s));
const exclude = ${JSON.stringify(exclude)}.map((s) => new RegExp(s));
const compressible = ${COMPRESSIBLE.toString()};
${encodingFor.toString()}

function compressed(request, response) {
  const accept = request.headers.get("Accept-Encoding");
  if (accept === null || response.body === null || response.headers.has("Content-Encoding")) return response;
  const type = (response.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  const encoding = compressible.test(type) ? encodingFor(accept) : null;
  if (encoding === null) return response;
  const out = new Response(response.body, response);
  out.headers.set("Content-Encoding", encoding);
  return out;
}

export default worker;

export class LocalFront extends WorkerEntrypoint {
  async fetch(request) {
    const path = new URL(request.url).pathname;
    const first = include.some((r) => r.test(path)) && !exclude.some((r) => r.test(path));
    return compressed(request, await (first ? worker.fetch(request, this.env, this.ctx) : this.env.ASSETS.fetch(request)));
  }
}
`;
}

/**
 * gzip or br: the first of the two that an Accept-Encoding header accepts, by weight (q=0 refuses), as Miniflare's
 * entry worker chooses; null for neither. Runs in the front module (its source is copied there) and in unit tests.
 */
export function encodingFor(acceptEncoding: string): "gzip" | "br" | null {
  const codings = acceptEncoding
    .split(",")
    .map((part) => {
      const [coding = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { coding: coding.trim(), weight: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter((c) => c.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  const chosen = codings.find((c) => c.coding === "gzip" || c.coding === "br");
  return chosen ? (chosen.coding as "gzip" | "br") : null;
}

/** The content types the edge compresses that this app serves: text, JSON and XML kinds, JavaScript, SVG, wasm. */
export const COMPRESSIBLE =
  /^(text\/[a-z0-9.+-]+|application\/(javascript|json|xml|wasm|[a-z0-9.-]+\+(json|xml))|image\/svg\+xml)$/;

export interface LocalServerOptions {
  /** The bundle's entry module (bundleWorker's answer). */
  entry: string;
  port: number;
  host?: string;
  /** Holds the local D1 as wrangler lays it out (`.wrangler/state` for npm start). */
  stateDir: string;
  /** Vars and secrets over wrangler.toml's `[vars]` (.dev.vars, test secrets). */
  vars?: Record<string, string>;
}

export interface LocalServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  if (!existsSync(join(root, "dist", "index.html"))) throw new Error("dist/ is missing: run `npm run build` first.");
  const workerOptions = workerOptionsFromConfig();
  const host = options.host ?? "127.0.0.1";
  const bundleDir = dirname(options.entry);
  const patterns = (workerOptions.assets as { run_worker_first?: boolean | string[] } | undefined)?.run_worker_first;
  if (!Array.isArray(patterns))
    throw new Error("wrangler.toml: [assets] run_worker_first must list the worker's paths");
  const front = join(bundleDir, "local-front.js");
  writeFileSync(front, frontModule(patterns, basename(options.entry)));
  const mf = new Miniflare(
    // wrangler 4 describes a worker in Miniflare 4's flat options; Miniflare 5 converts them.
    convertV4MiniflareOptions({
      // Miniflare's own entry (with its assets router) listens on a free port nobody uses; the server's port is the
      // direct socket below.
      host: "127.0.0.1",
      port: 0,
      // wrangler's layout: <persist-to>/v3/<plugin> (getDefaultPersistRoot in wrangler).
      resourcePersistencePath: join(options.stateDir, "v3"),
      // Warnings and errors only: Miniflare's "Ready on" would name its own entry's port, not the server's.
      log: new Log(LogLevel.WARN),
      logRequests: false,
      // No network for the Request.cf object: Miniflare's placeholder (wrangler sets CLOUDFLARE_CF_FETCH_ENABLED=false).
      cf: false,
      workers: [
        {
          // The bundle is one self-contained module: no module rules to apply.
          ...withoutModuleRules(workerOptions),
          name: "tarimsal-yapi-planlayici",
          rootPath: root,
          modulesRoot: bundleDir,
          modules: [
            { type: "ESModule", path: front },
            { type: "ESModule", path: options.entry },
          ],
          unsafeDirectSockets: [{ host, port: options.port, entrypoint: "LocalFront" }],
          bindings: { ...(workerOptions.bindings as Record<string, string> | undefined), ...options.vars },
        },
      ],
    }),
  );
  await mf.ready;
  const direct = await mf.unsafeGetDirectURL("tarimsal-yapi-planlayici", "LocalFront");
  return {
    baseURL: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${direct.port}`,
    stop: () => mf.dispose(),
  };
}
