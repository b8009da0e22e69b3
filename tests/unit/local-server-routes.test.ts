import { describe, expect, it } from "vitest";
import { routePattern } from "../../scripts/lib/local-server.ts";

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
