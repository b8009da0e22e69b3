import { describe, expect, it } from "vitest";
import { COMPRESSIBLE, encodingFor, routePattern } from "../../scripts/lib/local-server.ts";

describe("routePattern (npm start's front: wrangler.toml run_worker_first globs)", () => {
  it("matches a trailing wildcard under its prefix only", () => {
    const api = routePattern("/api/*");
    expect(["/api/", "/api/calculations/sera/", "/api/yok"].every((p) => api.test(p))).toBe(true);
    expect(["/api", "/apiler/", "/x/api/", "/"].some((p) => api.test(p))).toBe(false);
  });

  it("matches an exact path exactly and treats regex characters literally", () => {
    expect(routePattern("/admin").test("/admin")).toBe(true);
    expect(routePattern("/admin").test("/admin/")).toBe(false);
    expect(routePattern("/a.b").test("/axb")).toBe(false);
    expect(routePattern("/a.b").test("/a.b")).toBe(true);
  });
});

describe("npm start's compression, as the edge and wrangler dev's Miniflare entry choose it", () => {
  it("takes gzip or br, whichever the client weighs first", () => {
    expect(encodingFor("gzip, deflate, br, zstd")).toBe("gzip");
    expect(encodingFor("br, gzip")).toBe("br");
    expect(encodingFor("gzip;q=0.5, br;q=0.9")).toBe("br");
    expect(encodingFor("deflate, GZIP ;q=0.2")).toBe("gzip");
  });

  it("compresses nothing for identity, other codings or a refused coding", () => {
    expect(encodingFor("identity")).toBeNull();
    expect(encodingFor("deflate, zstd, *")).toBeNull();
    expect(encodingFor("gzip;q=0, br;q=0")).toBeNull();
    expect(encodingFor("")).toBeNull();
  });

  it("compresses the text kinds the app serves, not images or binary", () => {
    const yes = [
      "text/html",
      "text/css",
      "text/javascript",
      "application/json",
      "application/geo+json",
      "image/svg+xml",
    ];
    expect(yes.filter((t) => !COMPRESSIBLE.test(t))).toEqual([]);
    const no = ["image/png", "image/jpeg", "application/octet-stream", "font/woff2", "application/zip"];
    expect(no.filter((t) => COMPRESSIBLE.test(t))).toEqual([]);
  });
});
