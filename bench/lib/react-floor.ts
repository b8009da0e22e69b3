/**
 * The floor of the stack for `bench:mobile`: the least a React page can do on this machine under the same phone
 * profile. A page whose prerendered HTML holds only a form (one select, one 'Hesapla' button) and whose script
 * hydrates it with the app's own React and react-dom (built by Vite for production, as the app is) and marks
 * `data-hydrated` — what bench:mobile's probe waits for on the app's pages, without the app. Served by a plain Node
 * server (scripts immutable, HTML revalidated, as the worker serves them); put the edge proxy in front of it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { build } from "vite";

const FORM = `<main><form><label>Arazi vasfı <select><option value="">Seçin</option><option value="d">Dikili</option></select></label><button type="submit">Hesapla</button></form></main>`;

const ENTRY = `import { createElement as h } from "react";
import { hydrateRoot } from "react-dom/client";
const App = () =>
  h("main", null,
    h("form", { onSubmit: (e) => e.preventDefault() },
      h("label", null, "Arazi vasfı ",
        h("select", { defaultValue: "" }, h("option", { value: "" }, "Seçin"), h("option", { value: "d" }, "Dikili"))),
      h("button", { type: "submit" }, "Hesapla")));
hydrateRoot(document.getElementById("root"), h(App), {
  onRecoverableError: (error) => console.error(error),
});
document.documentElement.dataset.hydrated = "1";
`;

const HTML = `<!doctype html>
<html lang="tr"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>React floor</title><script type="module" src="/entry.js"></script></head>
<body><div id="root">${FORM}</div></body></html>
`;

export interface FloorServer {
  baseURL: string;
  close(): Promise<void>;
}

/** Builds the floor page with the project's Vite, React and react-dom and serves it on a free local port. */
export async function startReactFloor(projectRoot: string): Promise<FloorServer> {
  const dir = mkdtempSync(join(tmpdir(), "planlayici-floor-"));
  writeFileSync(join(dir, "index.html"), HTML);
  writeFileSync(join(dir, "entry.js"), ENTRY);
  const out = join(dir, "dist");
  await build({
    root: dir,
    configFile: false,
    logLevel: "warn",
    // React and react-dom from the project's node_modules, not a copy.
    resolve: {
      alias: {
        react: join(projectRoot, "node_modules/react"),
        "react-dom": join(projectRoot, "node_modules/react-dom"),
      },
    },
    build: { outDir: out, emptyOutDir: true },
  });
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    const file = path === "/" ? "index.html" : path.slice(1);
    let body: Buffer;
    try {
      body = readFileSync(join(out, file));
    } catch {
      res.writeHead(404).end();
      return;
    }
    const script = extname(file) === ".js";
    res.writeHead(200, {
      "content-type": script ? "text/javascript; charset=utf-8" : "text/html; charset=utf-8",
      "cache-control": script ? "public, max-age=31536000, immutable" : "no-cache",
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
