/**
 * The public API v1 (worker/routes/v1/): the site's calculations behind an API key, answering exactly what the site
 * answers; its OpenAPI 3.1 document, generated from the zod contracts, with examples that are real answers; the
 * reference page under the site's CSP.
 */
import { describe, expect, it } from "vitest";
import type { GoldenFile } from "../../scripts/lib/golden.ts";
import type { IssuedApiKeyDto } from "@worker/core/contracts/api-keys.ts";
import { ERROR_CATALOGUE, type ApiError } from "@worker/core/contracts/errors.ts";
import { CONTENT_SECURITY_POLICY } from "@worker/lib/security-headers.ts";
import { api, json, send, userToken, VALID_PARAMETERS, VALID_TYPE } from "./helpers.ts";

let key: Promise<string> | undefined;

/** One API key for the file, issued through the administrator's endpoint (a large quota: every call spends one). */
function apiKey(): Promise<string> {
  key ??= (async () => {
    const admin = await userToken("yonetici", "admin");
    const res = await send("POST", "/api/admin/api-keys/", { name: "API v1 testi", daily_quota: 1_000_000 }, admin);
    expect(res.status).toBe(201);
    return (await json<IssuedApiKeyDto>(res)).key;
  })();
  return key;
}

const site = (slug: string, body: unknown) => send("POST", `/api/calculations/${slug}/`, body);
const v1 = async (slug: string, body: unknown) => send("POST", `/api/v1/calculations/${slug}`, body, await apiKey());

/** An answer's body without what differs between two runs of one request: the moment and the request's id. */
async function comparable(res: Response): Promise<Record<string, unknown>> {
  const body = await json(res);
  delete body["request_id"];
  const data = body["data"] as Record<string, unknown> | undefined;
  if (data) delete data["timestamp"];
  return body;
}

async function expectSameAnswer(slug: string, body: unknown) {
  const [ours, theirs] = await Promise.all([site(slug, body), v1(slug, body)]);
  expect(theirs.status, `${slug} ${JSON.stringify(body)}`).toBe(ours.status);
  expect(await comparable(theirs)).toEqual(await comparable(ours));
  return ours.status;
}

describe("POST /api/v1/calculations/{slug} answers what the site answers", () => {
  const files = import.meta.glob<GoldenFile>("../../rules/izmir-tarimsal-yapilar/cases/2.0.0/*.json", {
    eager: true,
    import: "default",
  });
  const chosen = ["sera", "bag-evi", "solucan-tesisi", "agil-kucukbas", "aricilik", "soguk-hava-deposu"];
  for (const file of Object.values(files).filter((f) => chosen.includes(f.yapi_turu))) {
    const cases = file.vakalar.filter((c) => c.istek && !c.katman && !c.$sil);
    it(`${file.yapi_turu}: its ${cases.length} golden requests give the site's answers apart from the timestamp`, async () => {
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases) await expectSameAnswer(file.yapi_turu, c.istek);
    });
  }

  it("answers the parcel analysis as the site does", async () => {
    const body = {
      latitude: 38.42,
      longitude: 27.14,
      alan_m2: 6000,
      arazi_vasfi: "Tarla",
      kapaliSuHavzasiIcinde: false,
    };
    expect(await expectSameAnswer("parsel-analizi", body)).toBe(200);
    expect(await expectSameAnswer("parsel-analizi", { ...body, emsal_turu: "mutlak_dikili", surum: "1.0.0" })).toBe(
      200,
    );
  });

  it("refuses a bad body with the site's 400, field by field, and a type it does not know", async () => {
    const { arazi_vasfi: _, ...withoutLandType } = VALID_PARAMETERS;
    expect(await expectSameAnswer(VALID_TYPE, withoutLandType)).toBe(400);
    expect(await expectSameAnswer(VALID_TYPE, { ...VALID_PARAMETERS, alan_m2: "çok" })).toBe(400);
    expect(await expectSameAnswer("parsel-analizi", withoutLandType)).toBe(400);
    expect(await expectSameAnswer("olmayan-tur", VALID_PARAMETERS)).toBe(400);
    expect(await expectSameAnswer(VALID_TYPE, [1, 2])).toBe(400);
    expect(await expectSameAnswer(VALID_TYPE, { ...VALID_PARAMETERS, surum: "99.0.0" })).toBe(404);
  });

  it("refuses a body that is not JSON as the site does (415) and malformed JSON (400)", async () => {
    const raw = async (path: string, body: string, type: string, auth?: string) =>
      api(path, {
        method: "POST",
        headers: { "Content-Type": type, ...(auth ? { Authorization: `Bearer ${auth}` } : {}) },
        body,
      });
    const k = await apiKey();
    for (const [body, type, status] of [
      ["alan_m2=5", "text/plain", 415],
      ["{bozuk", "application/json", 400],
    ] as const) {
      const ours = await raw(`/api/calculations/${VALID_TYPE}/`, body, type);
      const theirs = await raw(`/api/v1/calculations/${VALID_TYPE}`, body, type, k);
      expect(theirs.status).toBe(status);
      expect(ours.status).toBe(status);
      expect(await comparable(theirs)).toEqual(await comparable(ours));
    }
  });

  it("answers 401 in Turkish without a key, with a wrong key and with a session's token instead of a key", async () => {
    const session = await userToken("oturum");
    for (const token of [undefined, "typ_yanlis", session]) {
      for (const slug of [VALID_TYPE, "parsel-analizi"]) {
        const res = await send("POST", `/api/v1/calculations/${slug}`, VALID_PARAMETERS, token);
        expect(res.status).toBe(401);
        expect(await json<ApiError>(res)).toMatchObject({
          success: false,
          code: "api_key_invalid",
          detail: ERROR_CATALOGUE.api_key_invalid.detail,
        });
      }
    }
  });

  it("takes the path with a trailing slash too", async () => {
    const res = await send("POST", `/api/v1/calculations/${VALID_TYPE}/`, VALID_PARAMETERS, await apiKey());
    expect(res.status).toBe(200);
  });
});

type Schema = { required?: string[]; properties?: Record<string, { description?: string }>; $ref?: string };
type Operation = {
  summary?: string;
  description?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; description?: string; examples?: Record<string, { value: string }> }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema; examples?: Record<string, Example> }> };
  responses: Record<string, { description: string; content?: Record<string, { examples?: Record<string, Example> }> }>;
};
type Example = { summary?: string; value: unknown };
type OpenApiDoc = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Record<string, string>> };
};

async function document(): Promise<OpenApiDoc> {
  const res = await api("/api/v1/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
  return json<OpenApiDoc>(res);
}

const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;
/** "<path> <parameter>: <description>" with a Turkish description (the path and name say which one lacks it). */
const DESCRIBED = /: .*[çğıöşüÇĞİÖŞÜ]/;
const CALCULATION_PATHS = ["/calculations/parsel-analizi", "/calculations/{slug}"];
const BATCH_PATHS = ["/batches", "/batches/{id}", "/batches/{id}/sonuclar.csv", "/batches/{id}/sonuclar.geojson"];
const operations = (doc: OpenApiDoc) =>
  Object.entries(doc.paths).flatMap(([path, ms]) => Object.entries(ms).map(([method, op]) => ({ path, method, op })));
const bodySchema = (doc: OpenApiDoc, op: Operation): Schema => {
  const ref = op.requestBody!.content["application/json"]!.schema.$ref!;
  return doc.components.schemas[ref.replace("#/components/schemas/", "")]!;
};

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document of every v1 route, in Turkish, with the bearer scheme and no key asked", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "Tarımsal Yapı Planlayıcı API", version: "1" });
    expect(doc.servers[0]!.url).toBe("http://planlayici.test/api/v1");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(CALCULATION_PATHS));
    expect(doc.components.securitySchemes["bearerAuth"]).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes["bearerAuth"]!["description"]).toContain("API anahtarı");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(BATCH_PATHS));
    for (const { path, method, op } of operations(doc)) {
      expect(op.summary, path).toMatch(TURKISH);
      expect(op.description, path).toMatch(TURKISH);
      expect(op.security).toEqual([{ bearerAuth: [] }]);
      for (const r of Object.values(op.responses)) expect(r.description).toMatch(/\S/);
      for (const p of op.parameters ?? []) expect(`${path} ${p.name}: ${p.description}`).toMatch(DESCRIBED);
      if (!CALCULATION_PATHS.includes(path)) continue;
      expect(method, path).toBe("post");
      expect(Object.keys(op.responses).sort()).toEqual(["200", "400", "401", "404", "413", "415", "429"]);
      const schema = bodySchema(doc, op);
      for (const [name, field] of Object.entries(schema.properties ?? {}))
        expect(field.description, name).toMatch(/\S/);
    }
    expect(doc.paths["/calculations/{slug}"]!["post"]!.parameters).toEqual([
      expect.objectContaining({ name: "slug", in: "path", required: true }),
    ]);
    // The error shape is the project's one.
    expect(doc.components.schemas["Hata"]!.required!.sort()).toEqual(["code", "detail", "success"]);
  });

  it("lists as required exactly the fields the API refuses a body without", async () => {
    const doc = await document();
    const schema = bodySchema(doc, doc.paths["/calculations/{slug}"]!["post"]!);
    expect(schema.required).toEqual(expect.arrayContaining(["arazi_vasfi", "latitude", "longitude", "alan_m2"]));
    for (const field of Object.keys(VALID_PARAMETERS)) {
      const { [field]: _, ...without } = VALID_PARAMETERS as Record<string, unknown>;
      const res = await v1(VALID_TYPE, without);
      if (schema.required!.includes(field)) {
        expect(res.status, field).toBe(400);
        expect((await json<ApiError>(res)).fields, field).toHaveProperty(field);
      } else {
        expect(res.status, field).toBe(200);
      }
    }
    // Every required field is one of the request's.
    for (const field of schema.required!) expect(Object.keys(VALID_PARAMETERS)).toContain(field);
  });

  it("shows examples whose answers are the API's real answers", async () => {
    const doc = await document();
    let examples = 0;
    for (const { path, op } of operations(doc).filter((o) => CALCULATION_PATHS.includes(o.path))) {
      const requests = op.requestBody!.content["application/json"]!.examples!;
      const answers = op.responses["200"]!.content!["application/json"]!.examples!;
      expect(Object.keys(answers).sort()).toEqual(Object.keys(requests).sort());
      for (const [name, request] of Object.entries(requests)) {
        const slug = op.parameters?.find((p) => p.name === "slug")?.examples?.[name]?.value ?? "parsel-analizi";
        expect(path.replace("{slug}", slug)).toBe(`/calculations/${slug}`);
        const res = await v1(slug, request.value);
        expect(res.status, name).toBe(200);
        const shown = structuredClone(answers[name]!.value) as { data: Record<string, unknown> };
        delete shown.data["timestamp"];
        expect(shown, name).toEqual(await comparable(res));
        examples += 1;
      }
      // The error examples are the API's own answers too.
      const first = Object.values(requests)[0]!.value as Record<string, unknown>;
      const slug = op.parameters?.[0]?.examples?.[Object.keys(requests)[0]!]?.value ?? "parsel-analizi";
      const { arazi_vasfi: _, ...withoutLandType } = first;
      const errorExample = (status: number) =>
        op.responses[String(status)]!.content!["application/json"]!.examples![`hata_${status}`]!.value;
      expect(errorExample(400)).toEqual(await comparable(await v1(slug, withoutLandType)));
      expect(errorExample(404)).toEqual(await comparable(await v1(slug, { ...first, surum: "99.0.0" })));
      expect(errorExample(401)).toEqual(await comparable(await send("POST", `/api/v1/calculations/${slug}`, first)));
      for (const status of [413, 415, 429])
        expect(errorExample(status)).toMatchObject({ success: false, detail: expect.stringMatching(TURKISH) });
    }
    expect(examples).toBeGreaterThanOrEqual(3);
  });
});

describe("GET /api/v1/docs", () => {
  it("serves the Turkish reference page, loading only its own script and stylesheet, under the site's CSP, without a key", async () => {
    const res = await api("/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Security-Policy")).toBe(CONTENT_SECURITY_POLICY);
    const html = await res.text();
    expect(html).toContain('<html lang="tr">');
    // Static assets of this origin (public/api-docs/; tests/e2e/api-docs.spec.ts loads them in Chromium).
    expect(html).toContain('<script type="module" src="/api-docs/docs.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/api-docs/docs.css" />');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|style=/);
    expect(html).not.toMatch(/https?:\/\//);
  });
});
