/**
 * What Cloudflare's edge adds in front of the worker and its static assets: text answers compressed (Brotli when the
 * browser accepts it, else gzip). `vite preview` (Cloudflare's Vite plugin) serves them uncompressed, so a phone
 * benchmark against it alone would measure bytes no user downloads. A bench-only proxy: `npm start` and the tests
 * never go through it.
 */
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|geo\+json|manifest\+json|xml)|image\/svg\+xml)/;

function readAll(res: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => resolve(Buffer.concat(chunks)));
    res.on("error", reject);
  });
}

export interface EdgeProxy {
  baseURL: string;
  close(): Promise<void>;
}

/** Starts the proxy on a free local port in front of `origin` (e.g. a throw-away server's base URL). */
export async function startEdgeProxy(origin: string): Promise<EdgeProxy> {
  const target = new URL(origin);
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers, host: target.host };
    delete headers["accept-encoding"];
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        void readAll(answer).then((body) => {
          const type = String(answer.headers["content-type"] ?? "");
          const accepts = String(req.headers["accept-encoding"] ?? "");
          const out = { ...answer.headers };
          let payload = body;
          if (COMPRESSIBLE.test(type) && body.length > 0 && !answer.headers["content-encoding"]) {
            if (/\bbr\b/.test(accepts)) {
              payload = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
              out["content-encoding"] = "br";
            } else if (/\bgzip\b/.test(accepts)) {
              payload = gzipSync(body);
              out["content-encoding"] = "gzip";
            }
            out["content-length"] = String(payload.length);
            out.vary = "Accept-Encoding";
          }
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(payload);
        });
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
