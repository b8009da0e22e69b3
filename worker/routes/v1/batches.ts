/**
 * `/api/v1/batches`: batch calculations on Cloudflare Queues (services/batches.ts), for API clients (their key; a
 * batch of n parcels spends n of the key's daily quota) and for signed-in users (the "Toplu hesaplama" page). The
 * upload is JSON `{tur, surum?, parseller: <GeoJSON FeatureCollection>}` or a CSV file (`Content-Type: text/csv`, the
 * type and version in the query). Described for the OpenAPI document by the zod schemas below.
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../core/contracts/app-error.ts";
import { apiKeyOrSession } from "../../middleware/api-key.ts";
import { consumeQuota } from "../../services/api-keys.ts";
import {
  batchRows,
  batchStatus,
  createBatch,
  listBatches,
  type BatchOwner,
  type BatchQueue,
} from "../../services/batches.ts";
import { BATCH_MAX_BYTES, BATCH_MAX_PARCELS } from "../../core/batch/limits.ts";
import { BatchInputError, parcelsFromCsv, parcelsFromGeoJson, type BatchParcel } from "../../core/batch/parcels.ts";
import { rowsToCsv, rowsToGeoJson } from "../../core/batch/export.ts";
import { validationError } from "../../lib/validate.ts";
import { apiErrorSchema } from "../../core/contracts/api-error-schema.ts";

const batchSchema = z
  .object({
    id: z.string().openapi({ description: "Toplu hesaplamanın kimliği." }),
    tur: z.string().openapi({ description: "Yapı türü (slug) ya da `parsel-analizi`." }),
    surum: z.string().openapi({ description: "Her parselin hesaplandığı kural seti sürümü." }),
    durum: z.enum(["kuyrukta", "calisiyor", "tamam", "hata"]).openapi({ description: "İşin durumu." }),
    toplam: z.number().int().openapi({ description: "Parsel sayısı." }),
    tamamlanan: z.number().int().openapi({ description: "Hesaplanan parsel sayısı (hatalılar dahil)." }),
    hatali: z.number().int().openapi({ description: "Hesaplanamayan parsel sayısı." }),
    olusturulma: z.string().openapi({ description: "Oluşturulma zamanı (ISO 8601, UTC)." }),
  })
  .openapi("TopluHesaplama");

const uploadSchema = z
  .object({
    tur: z.string().min(1, "Yapı türü (tur) belirtilmelidir.").openapi({ example: "sera" }),
    surum: z.string().optional().openapi({ description: "Kural seti sürümü; yoksa bugün yürürlükte olan." }),
    parseller: z
      .object({ type: z.literal("FeatureCollection"), features: z.array(z.unknown()) })
      .openapi({ description: "GeoJSON FeatureCollection: nokta ya da çokgen; özellikler yapı türünün alanları." }),
  })
  .openapi("TopluHesaplamaIstegi");

const idParam = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    description: "Toplu hesaplamanın kimliği (POST cevabındaki `id`).",
  }),
});
const csvQuery = z.object({
  tur: z.string().optional().openapi({ description: "CSV yüklemesinde yapı türü (slug) ya da `parsel-analizi`." }),
  surum: z
    .string()
    .optional()
    .openapi({ description: "CSV yüklemesinde kural seti sürümü; yoksa bugün yürürlükte olan." }),
});

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: apiErrorSchema } },
});

/** The owner of the request's jobs: its API key, else its signed-in user. */
function ownerOf(c: Context<AppEnv>): BatchOwner {
  const client = c.get("apiClient");
  return client ? { apiKeyId: client.keyId } : { userId: c.get("user").id };
}

const queueOf = (c: Context<AppEnv>) => c.env.BATCH_QUEUE as BatchQueue;

async function readParcels(c: Context<AppEnv>): Promise<{ tur: string; surum?: string; parcels: BatchParcel[] }> {
  const media = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  try {
    if (media === "text/csv") {
      const { tur, surum } = csvQuery.parse(c.req.query());
      if (!tur)
        throw new AppError("validation_failed", {
          detail: "Yapı türü (tur) belirtilmelidir.",
          fields: { tur: ["Yapı türü (tur) belirtilmelidir."] },
        });
      return { tur, ...(surum ? { surum } : {}), parcels: parcelsFromCsv(await c.req.text()) };
    }
    if (!/^application\/([\w.-]+\+)?json$/.test(media)) throw new AppError("unsupported_media_type");
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError("invalid_json");
    }
    const parsed = uploadSchema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error);
    const { tur, surum, parseller } = parsed.data;
    return { tur, ...(surum ? { surum } : {}), parcels: parcelsFromGeoJson(parseller) };
  } catch (err) {
    if (err instanceof BatchInputError) throw new AppError("batch_invalid_input", { detail: err.message });
    throw err;
  }
}

const create = createRoute({
  method: "post",
  path: "/batches",
  tags: ["Toplu hesaplama"],
  summary: "Toplu hesaplama başlat",
  description: `En çok ${BATCH_MAX_PARCELS} parsel, en çok ${BATCH_MAX_BYTES / 1024 / 1024} MiB. GeoJSON (JSON gövdesi) ya da CSV (text/csv; ilk sütun parsel kimliği, enlem/boylam sütunları, tür ve sürüm sorgu parametresi). Hesaplama kuyrukta çalışır; durumu GET /api/v1/batches/{id} ile izleyin. API anahtarıyla her parsel günlük kotadan bir sayılır.`,
  security: [{ bearerAuth: [] }],
  request: {
    query: csvQuery,
    body: {
      content: {
        "application/json": { schema: uploadSchema },
        "text/csv": {
          schema: z
            .string()
            .openapi({ example: "id,latitude,longitude,arazi_vasfi,alan_m2\nP1,38.42,27.14,Tarla,5000" }),
        },
      },
    },
  },
  responses: {
    202: {
      description: "Kabul edildi; iş kuyrukta.",
      content: { "application/json": { schema: z.object({ id: z.string() }) } },
    },
    400: errorResponse("Dosya ya da alanlar hatalı (Türkçe hata iletisi)."),
    401: errorResponse("API anahtarı ya da oturum yok, hatalı ya da iptal edilmiş."),
    413: errorResponse("Yükleme çok büyük."),
    415: errorResponse("İçerik türü JSON ya da text/csv olmalıdır."),
    429: errorResponse("Günlük API kotası bu kadar parseli karşılamıyor (Retry-After)."),
  },
});

const status = createRoute({
  method: "get",
  path: "/batches/{id}",
  tags: ["Toplu hesaplama"],
  summary: "Toplu hesaplamanın durumu",
  description:
    "İşin durumu ve sayaçları: `kuyrukta`, `calisiyor`, `tamam` ya da `hata`. `tamamlanan` hesaplanan parselleri (hatalılar dahil), `hatali` hesaplanamayanları sayar. Bir sunucu kesintisinde yarım kalan iş, durumu okunduğunda kuyruğa yeniden alınır.",
  security: [{ bearerAuth: [] }],
  request: { params: idParam },
  responses: {
    200: { description: "İşin durumu.", content: { "application/json": { schema: batchSchema } } },
    401: errorResponse("Kimlik doğrulanamadı."),
    404: errorResponse("Toplu hesaplama bulunamadı."),
  },
});

const resultsRoute = (format: "csv" | "geojson") =>
  createRoute({
    method: "get",
    path: `/batches/{id}/sonuclar.${format}`,
    tags: ["Toplu hesaplama"],
    summary: format === "csv" ? "Sonuçlar (CSV)" : "Sonuçlar (GeoJSON)",
    description:
      "Parsel başına bir satır: kimlik, nokta, izin durumu, karar, ana ileti, değerler, kural seti sürümü ve hesaplanamayan parselin Türkçe hatası.",
    security: [{ bearerAuth: [] }],
    request: { params: idParam },
    responses: {
      200: {
        description: "Sonuç dosyası.",
        content:
          format === "csv"
            ? { "text/csv": { schema: z.string() } }
            : { "application/geo+json": { schema: z.object({}).passthrough() } },
      },
      404: errorResponse("Toplu hesaplama bulunamadı."),
      409: errorResponse("Hesaplama henüz bitmedi."),
    },
  });

export const batchRoutes = new OpenAPIHono<AppEnv>({
  defaultHook: (result) => {
    if (!result.success) throw validationError(result.error);
  },
});

// Paths are whole (`/batches…`): the resource is mounted at the API's root (routes/v1/index.ts).
batchRoutes.use("/batches", apiKeyOrSession);
batchRoutes.use("/batches/*", apiKeyOrSession);
batchRoutes.post(
  "/batches",
  bodyLimit({
    maxSize: BATCH_MAX_BYTES,
    onError: () => {
      throw new AppError("payload_too_large");
    },
  }),
);

batchRoutes.openapi(create, async (c) => {
  const { tur, surum, parcels } = await readParcels(c);
  const client = c.get("apiClient");
  if (client) await consumeQuota(c.get("db"), client.keyId, parcels.length);
  const job = await createBatch(c.get("db"), queueOf(c), ownerOf(c), { tur, surum, parcels });
  return c.json({ id: job.id }, 202);
});

const list = createRoute({
  method: "get",
  path: "/batches",
  tags: ["Toplu hesaplama"],
  summary: "Toplu hesaplamalarım",
  description: "Anahtarın (ya da oturumun) son 20 toplu hesaplaması, en yenisi önce.",
  security: [{ bearerAuth: [] }],
  responses: {
    200: {
      description: "İşler.",
      content: { "application/json": { schema: z.object({ success: z.literal(true), data: z.array(batchSchema) }) } },
    },
    401: errorResponse("Kimlik doğrulanamadı."),
  },
});

batchRoutes.openapi(list, async (c) =>
  c.json({ success: true as const, data: await listBatches(c.get("db"), ownerOf(c)) }, 200),
);

batchRoutes.openapi(status, async (c) => {
  const job = await batchStatus(c.get("db"), queueOf(c), ownerOf(c), c.req.valid("param").id);
  return c.json(job, 200);
});

batchRoutes.openapi(resultsRoute("csv"), async (c) => {
  const { id } = c.req.valid("param");
  const rows = await batchRows(c.get("db"), ownerOf(c), id);
  return c.body(rowsToCsv(rows), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="toplu-hesaplama-${id}.csv"`,
  });
});

batchRoutes.openapi(resultsRoute("geojson"), async (c) => {
  const { id } = c.req.valid("param");
  const rows = await batchRows(c.get("db"), ownerOf(c), id);
  return c.body(JSON.stringify(rowsToGeoJson(rows)), 200, {
    "Content-Type": "application/geo+json; charset=utf-8",
    "Content-Disposition": `attachment; filename="toplu-hesaplama-${id}.geojson"`,
  });
});
