/** Security headers on every kind of worker answer, the same list in public/_headers, and CORS closed. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import headersFile from "../../public/_headers?raw";
import { SATELLITE_TILES } from "@web/config/map.ts";
import { app } from "@worker/app.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import {
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
  TILE_ORIGIN,
  wantsHsts,
} from "@worker/lib/security-headers.ts";
import { api, json, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

/** The blocks of a `_headers` file: path pattern → header name → value (comments and blank lines skipped). */
function headerBlocks(text: string): Record<string, Record<string, string>> {
  const blocks: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | null = null;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = blocks[line.trim()] = {};
      continue;
    }
    const at = line.indexOf(":");
    if (current) current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return blocks;
}

function expectSecurityHeaders(res: Response, label: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(res.headers.get(name), `${label}: ${name}`).toBe(value);
}

const directive = (name: string) =>
  CONTENT_SECURITY_POLICY.split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe("the content security policy", () => {
  it("allows scripts, styles and fetches only from the site itself, no inline script, no framing", () => {
    expect(directive("default-src")).toEqual(["'self'"]);
    expect(directive("script-src")).toEqual(["'self'"]);
    expect(directive("style-src")).toEqual(["'self'"]);
    // The tile host: the service worker fetches the satellite tiles it keeps (CORS, no credentials).
    expect(directive("connect-src")).toEqual(["'self'", TILE_ORIGIN]);
    expect(directive("object-src")).toEqual(["'none'"]);
    expect(directive("frame-ancestors")).toEqual(["'none'"]);
    expect(directive("base-uri")).toEqual(["'self'"]);
    expect(directive("form-action")).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it("allows images from the site, data: URIs and exactly the satellite tile host of the map", () => {
    expect(TILE_ORIGIN).toBe(new URL(SATELLITE_TILES.replace(/[{}]/g, "")).origin);
    expect(directive("img-src")).toEqual(["'self'", "data:", TILE_ORIGIN]);
  });

  it("public/_headers gives the static assets the same headers (HSTS included: browsers ignore it over HTTP)", () => {
    const blocks = headerBlocks(headersFile);
    expect(blocks["/*"]).toEqual({ ...SECURITY_HEADERS, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY });
  });

  it("public/_headers lets browsers keep the hashed build output for a year (immutable)", () => {
    expect(headerBlocks(headersFile)["/assets/*"]).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
  });

  it("the /admin page is the SPA's shell, never cached or framed", async () => {
    const res = await api("/admin", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(await res.text()).toContain('<div id="root"');
  });
});

describe("security headers on every answer of the worker", () => {
  it("on successes, validation errors, 401, 404, 413, redirects and the admin page", async () => {
    const token = await userToken("baslik");
    const post = (path: string, body: string, extra: Record<string, string> = {}) =>
      api(path, { method: "POST", headers: { "Content-Type": "application/json", ...extra }, body });
    const answers: [string, Promise<Response>, number][] = [
      ["health", api("/api/health/"), 200],
      [
        "calculation",
        post(
          "/api/calculations/sera/",
          JSON.stringify({ latitude: 38.42, longitude: 27.14, alan_m2: 1000, arazi_vasfi: "Tarla" }),
        ),
        200,
      ],
      [
        "save",
        post(
          "/api/calculations/save/",
          JSON.stringify({ calculation_type: VALID_TYPE, title: "Başlık", parameters: VALID_PARAMETERS }),
          { Authorization: `Bearer ${token}` },
        ),
        201,
      ],
      ["validation", post("/api/token/", "{}"), 400],
      ["broken json", post("/api/token/", "{"), 400],
      ["unauthorized", api("/api/accounts/me/"), 401],
      ["forbidden", api("/api/admin/requests/", { headers: { Authorization: `Bearer ${token}` } }), 403],
      ["unknown api path", api("/api/yok/"), 404],
      ["too large", post("/api/token/", "x".repeat(300 * 1024)), 413],
      ["google redirect", api("/api/accounts/google/callback/", { redirect: "manual" }), 302],
      ["admin page", api("/admin/"), 200],
      ["head", api("/api/health/", { method: "HEAD" }), 200],
    ];
    for (const [label, pending, status] of answers) {
      const res = await pending;
      expect(res.status, label).toBe(status);
      expectSecurityHeaders(res, label);
      // The admin page is the SPA's shell from the assets, with their headers (HSTS included, as public/_headers).
      expect(res.headers.get("Strict-Transport-Security"), label).toBe(
        label === "admin page" ? STRICT_TRANSPORT_SECURITY : null,
      );
      await res.arrayBuffer();
    }
  });

  it("the error answers keep the one error shape", async () => {
    const res = await api("/api/yok/");
    expect(await json<ApiError>(res)).toMatchObject({
      success: false,
      code: "not_found",
      detail: "İstenen kaynak bulunamadı.",
    });
  });

  it("sends Strict-Transport-Security over HTTPS and in production, not over plain HTTP in development", async () => {
    expect(wantsHsts("http://127.0.0.1:8787/api/health/", "development")).toBe(false);
    expect(wantsHsts("https://planlayici.example/api/health/", "development")).toBe(true);
    expect(wantsHsts("http://planlayici.example/api/health/", "production")).toBe(true);
    const overHttps = await app.fetch(new Request("https://planlayici.test/api/health/"), env);
    expect(overHttps.headers.get("Strict-Transport-Security")).toBe(STRICT_TRANSPORT_SECURITY);
    const production = await app.fetch(new Request("http://planlayici.test/api/yok/"), {
      ...env,
      ENVIRONMENT: "production",
    });
    expect(production.status).toBe(404);
    expect(production.headers.get("Strict-Transport-Security")).toBe(STRICT_TRANSPORT_SECURITY);
    expectSecurityHeaders(production, "production 404");
    const bare = await app.request("/api/yok/");
    expect(bare.status).toBe(404);
    expectSecurityHeaders(bare, "without bindings");
    expect(bare.headers.get("Strict-Transport-Security")).toBeNull();
  });
});

describe("CORS is closed to other origins", () => {
  const ORIGIN = "https://kotu-niyetli.example";
  const corsHeaders = (res: Response) =>
    [...res.headers.keys()].filter((k) => k.toLowerCase().startsWith("access-control-"));

  it("a cross-origin GET and POST get their answer without any Access-Control-* header", async () => {
    const get = await api("/api/health/", { headers: { Origin: ORIGIN } });
    expect(get.status).toBe(200);
    expect(corsHeaders(get)).toEqual([]);
    const post = await api("/api/token/", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ username: "a", password: "b" }),
    });
    expect(post.status).toBe(401);
    expect(corsHeaders(post)).toEqual([]);
  });

  it("a preflight from another origin gets no allow headers and a catalogue answer, not a 500", async () => {
    for (const path of [
      "/api/token/",
      "/api/calculations/save/",
      "/api/accounts/me/",
      "/api/admin/requests/",
      "/api/calculations/sera/",
      "/admin/",
    ]) {
      const res = await api(path, {
        method: "OPTIONS",
        headers: {
          Origin: ORIGIN,
          "Access-Control-Request-Method": path.endsWith("me/") ? "PATCH" : "POST",
          "Access-Control-Request-Headers": "authorization, content-type",
        },
      });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(corsHeaders(res), path).toEqual([]);
      expect(await json<ApiError>(res), path).toMatchObject({ success: false, code: expect.any(String) });
      expectSecurityHeaders(res, `preflight ${path}`);
    }
  });
});
