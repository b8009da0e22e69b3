/**
 * The one error shape of the API (errors.ts) as a zod schema: `ApiError` is inferred from it with `import type`, and
 * the API v1's OpenAPI document describes every error answer with it. Never used to parse.
 */
import { z } from "zod";
import { ERROR_CATALOGUE, type ErrorCode } from "./errors.ts";

export const apiErrorSchema = z
  .object({
    success: z.literal(false),
    code: z
      .enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]])
      .meta({ description: "Hatanın kodu (hata kataloğundan)." }),
    detail: z.string().meta({ description: "Hatanın Türkçe açıklaması." }),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: "Alan adına göre Türkçe hata mesajları (girdi hatalarında)." }),
    request_id: z.string().optional().meta({ description: "İsteğin kimliği (destek için)." }),
  })
  .meta({ description: "Hata cevabı: uygulamanın tek hata biçimi." });
