/**
 * What every route of the API v1 says the same way in the OpenAPI document: the JSON request body, the error answers
 * (the project's one error shape, apiErrorSchema) and the shape of an operation's example.
 */
import type { RouteConfig } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../core/contracts/api-error-schema.ts";

/** The calculation request's component: the version in force's request schema, registered when the document is made. */
export const REQUEST_BODY_COMPONENT = "HesaplamaIstegi";
export const REQUEST_BODY_REF = { $ref: `#/components/schemas/${REQUEST_BODY_COMPONENT}` } as const;

/**
 * A required JSON body described by a schema reference. Not a zod schema: the route checks its body itself (the site's
 * validation), so OpenAPIHono adds no validator of its own.
 */
export function jsonBody(description: string, schema: { $ref: string }) {
  return { description, required: true, content: { "application/json": { schema } } };
}

const errorSchema = apiErrorSchema.openapi("Hata");
const error = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });

/** The error answers of an API v1 route (their examples are made from the catalogue with the document: index.ts). */
export const errorResponses = {
  400: error("Girdi hatası: alan adına göre Türkçe mesajlar `fields` içinde (ya da bilinmeyen yapı türü)."),
  401: error("API anahtarı yok, geçersiz ya da iptal edilmiş."),
  404: error("Bulunamadı: bilinmeyen kural seti sürümü ya da adres."),
  413: error("İstek gövdesi çok büyük (256 KB üstü)."),
  415: error("İstek gövdesi JSON değil (Content-Type: application/json olmalıdır)."),
  429: error("Günlük API kotası doldu; `Retry-After` başlığı kaç saniye sonra yenileneceğini söyler."),
} satisfies RouteConfig["responses"];

/**
 * An example of an operation: its request, and the function its handler calls, which the document runs to show the
 * real answer (never a typed-in one).
 */
export interface OperationExample {
  /** The route's OpenAPI path, e.g. `/calculations/{slug}`. */
  path: string;
  name: string;
  summary: string;
  params: Record<string, string>;
  body: Record<string, unknown>;
  run: (body: Record<string, unknown>, params: Record<string, string>) => Promise<unknown>;
}
