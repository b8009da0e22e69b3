/**
 * A compressing proxy in front of a local server, for `npm run bench:mobile`: Cloudflare's edge compresses text
 * answers for browsers that accept it, `npm start`'s workerd does not, so a phone's first load through the proxy
 * carries the bytes production would send. gzip at node:zlib's default level 6 (the figure bench:page reports);
 * the edge would use brotli for Chromium, which is smaller, so the proxy errs on the slow side.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/** Content types the edge compresses (text, JSON, JS, SVG). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|geo\+json|manifest\+json|xml)|image\/svg\+xml)/;

export interface EdgeProxy {
  baseURL: string;
  close(): Promise<void>;
}

export async function startEdgeProxy(upstream: string): Promise<EdgeProxy> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: target.host, "accept-encoding": "identity" };
    const upstreamRequest = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (c: Buffer) => chunks.push(c));
        answer.on("end", () => {
          let body = Buffer.concat(chunks);
          const out = { ...answer.headers };
          const type = String(answer.headers["content-type"] ?? "");
          if (
            /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) &&
            COMPRESSIBLE.test(type) &&
            body.length > 0
          ) {
            body = gzipSync(body);
            out["content-encoding"] = "gzip";
            out["vary"] = "accept-encoding";
          }
          out["content-length"] = String(body.length);
          delete out["transfer-encoding"];
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(body);
        });
      },
    );
    upstreamRequest.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamRequest);
  });
  await new Promise<void>((resolveListen) => server.listen(0, "127.0.0.1", resolveListen));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
