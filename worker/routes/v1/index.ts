/**
 * The public API v1 (`/api/v1/*`, mounted by worker/app.ts): organisations' programs call the site's calculations
 * with an API key (middleware/api-key.ts). Each resource is an OpenAPIHono sub-app of its own file, in
 * `resources`; its routes are `createRoute` definitions, so the OpenAPI 3.1 document (`GET /api/v1/openapi.json`) is
 * generated from their zod schemas by @hono/zod-openapi, never written by hand. The request body of a calculation is
 * the rule-set version's request schema (worker/core/calculation/request-schema.ts), built at run time: the document
 * is made per version (the one in force), with the examples' real answers (`examples`, run with the handlers' own
 * functions). `GET /api/v1/docs` is the reference page that reads the document (docs-page.ts, with its script
 * and stylesheet in public/api-docs/), from this origin and under the site's CSP; openapi.json and docs need no key.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { requestSchema } from "../../core/calculation/request-schema.ts";
import { selectRuleSet } from "../../core/calculation/selection.ts";
import { AppError } from "../../core/contracts/app-error.ts";
import { formatWait, type ErrorCode } from "../../core/contracts/errors.ts";
import type { LoadedRuleSet } from "../../core/rules/types.ts";
import type { AppEnv } from "../../env.ts";
import { calculationExamples, calculationRoutesV1 } from "./calculations.ts";
import { batchRoutes } from "./batches.ts";
import { DOCS_PAGE } from "./docs-page.ts";
import { REQUEST_BODY_COMPONENT, type OperationExample } from "./openapi-parts.ts";

/** The API v1's resources: each an OpenAPIHono of its own file whose paths are whole (`/calculations/…`). */
const resources = [calculationRoutesV1, batchRoutes];

/** Every operation's examples (requests; the document runs them). */
const examples: OperationExample[] = [...calculationExamples];

/** The version selectors of a calculation body, read before its fields (worker/core/calculation/selection.ts). */
const versionSelectors = {
  surum: z
    .string()
    .optional()
    .meta({ description: 'Kural seti sürümü, ör. "2.0.0" (taslaklar dahil). Verilmezse mevzuat_tarihi ya da bugün.' }),
  mevzuat_tarihi: z
    .string()
    .optional()
    .meta({ description: "Mevzuat tarihi (YYYY-AA-GG): o gün yürürlükteki sürüm uygulanır." }),
};

export const API_V1_INFO = {
  title: "Tarımsal Yapı Planlayıcı API",
  version: "1",
  description:
    "İzmir'de tarım arazisine hangi tarımsal yapının ne büyüklükte yapılabileceğini, sitenin kullandığı aynı kural " +
    "seti ve aynı hesaplama ile verir. Her istek `Authorization: Bearer <API anahtarı>` başlığı ister; anahtarı " +
    "yönetici verir ve günlük bir kotası vardır. Hatalar tek biçimdedir: `{success: false, code, detail, fields?}`.",
};

/** The statuses every operation documents with their examples: each made by the code that answers it. */
async function errorExamples(example: OperationExample | undefined): Promise<Record<string, unknown>> {
  const fromCatalogue = (code: ErrorCode, params?: Record<string, string>) =>
    new AppError(code, params ? { params } : {}).toBody();
  const failureOf = async (body: Record<string, unknown>) => {
    try {
      await example?.run(body, example.params);
    } catch (err) {
      if (err instanceof AppError) return err.toBody();
      throw err;
    }
    return undefined;
  };
  const { arazi_vasfi: _, ...withoutLandType } = example?.body ?? {};
  return {
    400: await failureOf(withoutLandType),
    401: fromCatalogue("api_key_invalid"),
    404: await failureOf({ ...example?.body, surum: "99.0.0" }),
    413: fromCatalogue("payload_too_large"),
    415: fromCatalogue("unsupported_media_type"),
    429: fromCatalogue("api_quota_exceeded", { bekleme: formatWait(3600) }),
  };
}

type Operation = {
  parameters?: { name: string; examples?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { examples?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, unknown> }> }>;
};

/** Adds the examples to the generated document: each request as given, each answer as the code answers it. */
async function addExamples(paths: Record<string, Record<string, Operation>>): Promise<void> {
  for (const [path, methods] of Object.entries(paths)) {
    for (const operation of Object.values(methods)) {
      const own = examples.filter((e) => e.path === path);
      for (const e of own) {
        for (const p of operation.parameters ?? []) {
          if (e.params[p.name] !== undefined)
            (p.examples ??= {})[e.name] = { summary: e.summary, value: e.params[p.name] };
        }
        const body = operation.requestBody?.content["application/json"];
        if (body) (body.examples ??= {})[e.name] = { summary: e.summary, value: e.body };
        const answer = operation.responses["200"]?.content?.["application/json"];
        if (answer) (answer.examples ??= {})[e.name] = { summary: e.summary, value: await e.run(e.body, e.params) };
      }
      for (const [status, value] of Object.entries(await errorExamples(own[0]))) {
        const content = operation.responses[status]?.content?.["application/json"];
        if (content && value) (content.examples ??= {})[`hata_${status}`] = { value };
      }
    }
  }
}

/** The document of a version without its server (made once per isolate and version; the origin is the request's). */
const documents = new Map<string, Promise<Record<string, unknown>>>();

async function makeDocument(version: LoadedRuleSet): Promise<Record<string, unknown>> {
  const doc = new OpenAPIHono<AppEnv>();
  doc.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "API anahtarı: `Authorization: Bearer typ_…` (yönetici verir).",
  });
  doc.openAPIRegistry.register(
    REQUEST_BODY_COMPONENT,
    requestSchema(version.common)
      .extend(versionSelectors)
      .meta({ description: `Hesaplama isteği (kural seti ${version.surum}: sürümün alan kataloğu).` }),
  );
  for (const resource of resources) doc.route("/", resource);
  const document = doc.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { ...API_V1_INFO, description: `${API_V1_INFO.description} Bu belge kural seti ${version.surum} içindir.` },
    tags: [
      { name: "Hesaplama", description: "Yapı türü hesaplaması ve parsel analizi." },
      {
        name: "Toplu hesaplama",
        description: "Binlerce parsel bir seferde: kuyrukta çalışır, sonuçlar CSV ya da GeoJSON.",
      },
    ],
  });
  await addExamples(document.paths as Record<string, Record<string, Operation>>);
  return document as unknown as Record<string, unknown>;
}

/** The document of the version in force, for the server at `origin`. */
export async function openApiDocument(origin: string, now = new Date()): Promise<Record<string, unknown>> {
  const version = selectRuleSet({}, now);
  let document = documents.get(version.surum);
  if (!document) {
    document = makeDocument(version);
    document.catch(() => documents.delete(version.surum));
    documents.set(version.surum, document);
  }
  const { openapi, info, ...rest } = await document;
  return { openapi, info, servers: [{ url: `${origin}/api/v1`, description: "Bu sunucu" }], ...rest };
}

export const v1Routes = new OpenAPIHono<AppEnv>();
for (const resource of resources) v1Routes.route("/", resource);

v1Routes
  .get("/openapi.json", async (c) => c.json(await openApiDocument(new URL(c.req.url).origin)))
  .get("/docs", (c) => c.html(DOCS_PAGE));
