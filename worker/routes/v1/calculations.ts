/**
 * API v1's calculations: the site's calculation and parcel analysis (routes/calculations.ts) for organisations' API
 * clients, behind their API key. Same bodies, same validation (`calculationBody`, then the version's request schema
 * inside the pure core), same answers and errors: the handlers call the same `runCalculation` / `runParcelAnalysis`.
 * The routes describe themselves for the OpenAPI document (index.ts): the request body is the version's request
 * schema, which is built at run time and so named by reference (`HesaplamaIstegi`, registered by index.ts); the
 * answers are the zod schemas of worker/core/contracts/calculation-answer-schema.ts.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { runCalculation } from "../../core/calculation/run-calculation.ts";
import { runParcelAnalysis } from "../../core/calculation/run-parcel-analysis.ts";
import { calculationResultSchema, parcelAnalysisResultSchema } from "../../core/contracts/calculation-answer-schema.ts";
import { PARCEL_ANALYSIS_TYPE } from "../../core/contracts/parcel-analysis.ts";
import type { AppEnv } from "../../env.ts";
import { validate } from "../../lib/validate.ts";
import { apiKeyAuth } from "../../middleware/api-key.ts";
import { calculationBody } from "../calculations.ts";
import { errorResponses, jsonBody, REQUEST_BODY_REF, type OperationExample } from "./openapi-parts.ts";

const slugParams = z.object({
  slug: z.string().openapi({
    param: { name: "slug", in: "path" },
    description: 'Yapı türünün kısa adı (ör. "sera", "solucan-tesisi") ya da API yolu.',
    example: "solucan-tesisi",
  }),
});

const parcelAnalysisRoute = createRoute({
  method: "post",
  path: `/calculations/${PARCEL_ANALYSIS_TYPE}`,
  operationId: "parselAnalizi",
  tags: ["Hesaplama"],
  summary: "Parsel analizi: bu parselde ne yapılabilir?",
  description:
    "Bir parselde sürümün her yapı türünü bir kez çalıştırır: izin verilen türler (önce izin alanlar) ve arazi " +
    "vasfına izin vermeyen türler. Gövde, hesaplama isteğinin alanlarıdır; arazi tipinin istediği alan bilgileri " +
    "zorunludur. Her satırın `girdi` alanı, o türün hesaplamasına aynı cevabı veren isteğidir.",
  security: [{ bearerAuth: [] }],
  middleware: [apiKeyAuth, validate("json", calculationBody)] as const,
  request: { body: jsonBody("Parselin konumu, arazi vasfı, alanı ve arazi tipinin alan bilgileri.", REQUEST_BODY_REF) },
  responses: {
    200: {
      description: "Parsel analizinin cevabı.",
      content: { "application/json": { schema: parcelAnalysisResultSchema.openapi("ParselAnaliziCevabi") } },
    },
    ...errorResponses,
  },
});

const calculationRoute = createRoute({
  method: "post",
  path: "/calculations/{slug}",
  operationId: "hesapla",
  tags: ["Hesaplama"],
  summary: "Bir yapı türü için hesaplama",
  description:
    "Bir yapı türünün izin durumunu, azami yapı alanını ve sayılarını, değerlendirilen her kuralı yasal " +
    "dayanağıyla ve kural seti sürümünü verir. Sürüm gövdede `surum` ya da `mevzuat_tarihi` ile seçilir; " +
    "verilmezse bugün yürürlükteki sürüm uygulanır. Gövdenin alanları sürümün alan kataloğundan gelir.",
  security: [{ bearerAuth: [] }],
  middleware: [apiKeyAuth, validate("json", calculationBody)] as const,
  request: {
    params: slugParams,
    body: jsonBody("Hesaplama isteği: konum, arazi vasfı, alan ve yapı türünün alanları.", REQUEST_BODY_REF),
  },
  responses: {
    200: {
      description: "Hesaplamanın cevabı.",
      content: { "application/json": { schema: calculationResultSchema.openapi("HesaplamaCevabi") } },
    },
    ...errorResponses,
  },
});

/**
 * The body the route's `validate("json", calculationBody)` checked. OpenAPIHono types the input of the zod bodies it
 * validates itself; these bodies are named by reference and checked by the site's middleware, so the type is given here.
 */
const checkedBody = (c: Context<AppEnv>) => c.req.valid("json" as never) as Record<string, unknown>;

// The parcel analysis before /calculations/{slug}, which would take it for a structure type (as the site's routes).
export const calculationRoutesV1 = new OpenAPIHono<AppEnv>()
  .openapi(parcelAnalysisRoute, async (c) => c.json(await runParcelAnalysis(checkedBody(c)), 200))
  .openapi(calculationRoute, async (c) => c.json(await runCalculation(c.req.valid("param").slug, checkedBody(c)), 200));

/**
 * The examples of the reference (openapi.json and /api/v1/docs): requests only. The document runs each with the
 * handler's own function, so the answer it shows is the real one of the version in force (tests/worker/api-v1.test.ts
 * compares them with the API's answers).
 */
export const calculationExamples: OperationExample[] = [
  {
    path: "/calculations/{slug}",
    name: "solucan_tesisi",
    summary: "Tarlada 1 000 m² solucan tesisi (marjinal arazi)",
    params: { slug: "solucan-tesisi" },
    body: {
      latitude: 38.42,
      longitude: 27.14,
      alan_m2: 1000,
      arazi_vasfi: "Tarla",
      emsal_turu: "marjinal",
      kapaliSuHavzasiIcinde: false,
    },
    run: (body, params) => runCalculation(params["slug"]!, body),
  },
  {
    path: "/calculations/{slug}",
    name: "sera",
    summary: "Tarlada 5 000 m² parselde 2 000 m² sera",
    params: { slug: "sera" },
    body: {
      latitude: 38.42,
      longitude: 27.14,
      alan_m2: 5000,
      arazi_vasfi: "Tarla",
      sera_alani_m2: 2000,
      kapaliSuHavzasiIcinde: false,
    },
    run: (body, params) => runCalculation(params["slug"]!, body),
  },
  {
    path: `/calculations/${PARCEL_ANALYSIS_TYPE}`,
    name: "tarla_parseli",
    summary: "Tarlada 6 000 m² bir parselin analizi",
    params: {},
    body: { latitude: 38.42, longitude: 27.14, alan_m2: 6000, arazi_vasfi: "Tarla", kapaliSuHavzasiIcinde: false },
    run: (body) => runParcelAnalysis(body),
  },
];
