/**
 * What the assets have no file for (wrangler.toml: not_found_handling = "none") reaches the worker: a navigation
 * gets the SPA's shell (index.html is the prerendered home page), anything else the catalogue's 404, never cached.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { app } from "@worker/app.ts";
import { SHELL_PATH } from "@worker/lib/shell-path.ts";

const SHELL_HTML =
  '<!doctype html><html lang="tr"><head><title>Tarımsal Yapı Planlayıcı</title></head><body><div id="root"></div></body></html>';

async function get(path: string, accept: string, method = "GET") {
  const asked: string[] = [];
  const assets = {
    fetch: (input: RequestInfo | URL) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return Promise.resolve(
        new Response(SHELL_HTML, {
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0" },
        }),
      );
    },
  } as unknown as Fetcher;
  const res = await app.fetch(new Request(`http://planlayici.test${path}`, { method, headers: { Accept: accept } }), {
    ...env,
    ASSETS: assets,
  });
  return { res, body: await res.text(), asked };
}

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe("addresses without a file of their own", () => {
  it("the assets keep no fallback of their own (it would answer the prerendered home page)", () => {
    expect(/^not_found_handling = "(.*)"$/m.exec(wranglerToml)?.[1]).toBe("none");
  });

  it.each(["/giris", "/hesap", "/yok/boyle/bir/sayfa", "/bag-evi", "/hesaplama/sera/fazla"])(
    "a navigation to %s gets the SPA's shell, revalidated on every use",
    async (path) => {
      const { res, body, asked } = await get(path, BROWSER_ACCEPT);
      expect(res.status).toBe(200);
      expect(asked).toEqual([SHELL_PATH]);
      expect(body).toBe(SHELL_HTML);
      expect(res.headers.get("Cache-Control")).toBe("no-cache");
      expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    },
  );

  it("a missing script or style is a 404 no cache keeps (never the shell under a script's name)", async () => {
    for (const path of ["/assets/yok-abc123.js", "/assets/yok.css"]) {
      for (const accept of ["*/*", BROWSER_ACCEPT]) {
        const { res, body, asked } = await get(path, accept);
        expect(res.status, path).toBe(404);
        expect(asked, path).toEqual([]);
        expect(res.headers.get("Cache-Control"), path).toBe("no-store");
        expect(res.headers.get("Content-Type"), path).toContain("application/json");
        expect(JSON.parse(body)).toMatchObject({ success: false, code: "not_found" });
      }
    }
  });

  it("an unknown API path and a non-navigation stay the catalogue's JSON 404", async () => {
    for (const [path, accept, method] of [
      ["/api/yok/", BROWSER_ACCEPT, "GET"],
      ["/giris", "application/json", "GET"],
      ["/giris", BROWSER_ACCEPT, "POST"],
    ] as const) {
      const { res, asked } = await get(path, accept, method);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(asked).toEqual([]);
    }
  });
});

describe("the shell under npm run dev (Vite builds none)", () => {
  it("answers with the SPA's page at / when the assets have no shell", async () => {
    const asked: string[] = [];
    const assets = {
      fetch: (input: RequestInfo | URL) => {
        const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
        asked.push(path);
        return Promise.resolve(
          path === SHELL_PATH
            ? new Response("yok", { status: 404 })
            : new Response(SHELL_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
        );
      },
    } as unknown as Fetcher;
    const res = await app.fetch(new Request("http://planlayici.test/giris", { headers: { Accept: BROWSER_ACCEPT } }), {
      ...env,
      ASSETS: assets,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL_HTML);
    expect(asked).toEqual([SHELL_PATH, "/"]);
  });
});
