/** The shared-result page /sonuc/{id}: index.html from the assets with the result's link preview written in. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { app } from "@worker/app.ts";
import { json, send, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

const INDEX_HTML =
  '<!doctype html><html lang="tr"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Genel açıklama" /><title>Tarımsal Yapı Planlayıcı</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The worker with a stand-in for the assets binding (the test runtime serves no dist/): it answers index.html. */
async function page(path: string, db: D1Database = env.DB): Promise<{ res: Response; html: string; asked: string[] }> {
  const asked: string[] = [];
  const assets = {
    fetch: (input: RequestInfo | URL) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return Promise.resolve(new Response(INDEX_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
    },
  } as unknown as Fetcher;
  const res = await app.fetch(new Request(`http://planlayici.test${path}`), { ...env, DB: db, ASSETS: assets });
  return { res, html: await res.text(), asked };
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

async function sharedId(title: string): Promise<string> {
  const token = await userToken("onizleme");
  const saved = await send(
    "POST",
    "/api/calculations/save/",
    { calculation_type: VALID_TYPE, parameters: VALID_PARAMETERS, map_coordinates: { lat: 38.42, lng: 27.14 }, title },
    token,
  );
  expect(saved.status).toBe(201);
  const id = (await json<{ data: { id: string } }>(saved)).data.id;
  const shared = await send("POST", `/api/calculations/history/${id}/share/`, undefined, token);
  return (await json<{ data: { share_id: string } }>(shared)).data.share_id;
}

describe("link previews of shared results", () => {
  it("writes the title, the status and the first figure into og:title, og:description and twitter:card", async () => {
    const shareId = await sharedId("Solucan tesisi & <deneme>");
    const { res, html, asked } = await page(`/sonuc/${shareId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(asked).toEqual(["/uygulama"]);
    expect(meta(html, "og:title")).toBe(
      "Solucan tesisi &amp; &lt;deneme&gt; — Solucan ve solucan gübresi üretim tesisi | Tarımsal Yapı Planlayıcı",
    );
    const description = meta(html, "og:description");
    // The verdict as the report's headline reads it: 1 000 m² is under the plan notes' 5 000 m², a condition (GEN-05).
    expect(description).toMatch(/^Koşullu olarak izin verilebilir · /);
    expect(description).toMatch(/: [\d.,]+ m²/);
    expect(meta(html, "twitter:card")).toBe("summary");
    expect(html).not.toContain("<deneme>");
    expect(html).toContain("<title>Solucan tesisi &amp; &lt;deneme&gt;");
    expect(html).toContain('<div id="root"></div>');
    // The security headers of every page.
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });

  it("runs for /sonuc/* before the assets (wrangler.toml run_worker_first)", () => {
    const line = /^run_worker_first = (.*)$/m.exec(wranglerToml)?.[1] ?? "[]";
    expect(JSON.parse(line)).toContain("/sonuc/*");
  });

  it("answers the plain SPA page for an unknown, malformed or revoked id", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "yok", "%3Cscript%3E", "a".repeat(500)]) {
      const { res, html } = await page(`/sonuc/${id}`);
      expect(res.status, id).toBe(200);
      expect(html, id).toBe(INDEX_HTML);
    }
  });

  it("answers the plain SPA page when the database fails, never a 500", async () => {
    const shareId = await sharedId("Veritabanı hatası");
    const down = {
      prepare: () => {
        throw new Error("D1 is down");
      },
      batch: () => Promise.reject(new Error("D1 is down")),
      getBookmark: () => null,
    };
    // The request's queries run on a Sessions API session (worker/middleware/db.ts): that is what fails.
    const broken = { ...down, withSession: () => down } as unknown as D1Database;
    const { res, html } = await page(`/sonuc/${shareId}`, broken);
    expect(res.status).toBe(200);
    expect(html).toBe(INDEX_HTML);
  });
});
