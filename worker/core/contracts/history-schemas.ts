/**
 * Saving a calculation (the save dialog; the history item) and the saved-calculation answers
 * (types, at the end). Shared with the browser.
 */
import { z } from "zod";
import type { VersionChange } from "./version-change.ts";

const MAX_JSON = 64 * 1024;
/** Real parameters and results nest a few levels; a hostile body can nest 100 000 (JSON.stringify overflows). */
export const MAX_JSON_DEPTH = 32;

/** Whether a parsed JSON value nests at most `max` levels, checked without recursion. */
export function withinDepth(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (depth > max) return false;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return true;
}

const jsonObject = (name: string) =>
  z.record(z.string(), z.unknown(), { error: `${name} bir nesne olmalıdır.` }).superRefine((v, ctx) => {
    if (!withinDepth(v, MAX_JSON_DEPTH))
      ctx.addIssue({ code: "custom", message: `${name} çok fazla iç içe veri içeriyor.` });
    else if (JSON.stringify(v).length > MAX_JSON) ctx.addIssue({ code: "custom", message: `${name} çok büyük.` });
  });

export const saveCalculationSchema = z.object({
  calculation_type: z
    .string({ error: "Hesaplama türü gereklidir." })
    .regex(/^[a-z][a-z0-9_-]{1,49}$/, "Geçersiz hesaplama türü."),
  parameters: jsonObject("Parametreler"),
  /** Accepted for older clients and ignored: the server computes the stored result from `parameters`. */
  result: jsonObject("Sonuç").optional(),
  map_coordinates: z
    .object(
      {
        lat: z
          .number({ error: "Geçersiz harita koordinatı." })
          .min(-90, "Geçersiz harita koordinatı.")
          .max(90, "Geçersiz harita koordinatı."),
        lng: z
          .number({ error: "Geçersiz harita koordinatı." })
          .min(-180, "Geçersiz harita koordinatı.")
          .max(180, "Geçersiz harita koordinatı."),
      },
      { error: "Geçersiz harita koordinatı." },
    )
    .nullable()
    .optional(),
  title: z
    .string({ error: "Hesaplama başlığı gereklidir" })
    .trim()
    .min(1, "Hesaplama başlığı gereklidir")
    .min(2, "Başlık en az 2 karakter olmalıdır.")
    .max(200, "Başlık en fazla 200 karakter olabilir."),
  description: z
    .string({ error: "Açıklama metin olmalıdır." })
    .trim()
    .max(500, "Açıklama en fazla 500 karakter olabilir.")
    .optional(),
});

export type SaveCalculationInput = z.infer<typeof saveCalculationSchema>;
/** What a client sends to save a calculation (before the schema trims it). */
export type SaveCalculationRequest = z.input<typeof saveCalculationSchema>;

/** The headers of `POST /save`, lower-cased as Hono reads them: IDEMPOTENCY_HEADER (contracts/headers.ts). */
export const saveHeadersSchema = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, "Idempotency-Key başlığı 16–100 harf, rakam, '-' veya '_' olmalıdır.")
    .optional(),
});

/** GET /api/calculations/history/?cursor=: the page after `cursor` (absent or blank: the first page). */
export const historyPageQuerySchema = z.object({
  cursor: z.string({ error: "Geçersiz sayfa bağlantısı. Lütfen listeyi yeniden yükleyin." }).optional(),
});

// ---- Answers (types only) ----

/** A saved calculation as the API answers it (worker/services/history.ts toHistoryItem). */
export interface HistoryItemDto {
  id: string;
  title: string;
  description: string;
  calculation_type: string;
  parameters: Record<string, unknown>;
  /** The result the server computed from `parameters` when it was saved (or shared). */
  result: Record<string, unknown>;
  map_coordinates: { lat: number; lng: number } | null;
  /** The rule-set version the result was computed with, when the result names one. */
  kural_seti: { id: string; surum: string | null; sha256: unknown } | null;
  /** Id of the public read-only link, when shared. */
  share_id: string | null;
  created_at: string;
  /**
   * What the newest rule-set version (a draft too) answers for these inputs, when its status or main figure differ
   * from the saved answer (issue #52); null when they do not, for a parcel analysis and for rows no calculation of
   * today reads.
   */
  yeni_surum: VersionChange | null;
}

/**
 * A saved calculation as the history list shows it (GET /api/calculations/history/): no stored result (the report's
 * HTML and text) and no rule-set record; the inputs stay, for the list's area / land type and re-opening, and so does
 * `yeni_surum` (computed from the stored result). Any
 * calculation type fits: the list reads only these columns. The detail (GET …/history/{id}/) is the full item.
 */
export type HistorySummaryDto = Omit<HistoryItemDto, "result" | "kural_seti">;

/** A shared calculation (GET /api/calculations/shared/{id}/): a saved one without its ids and rule-set record. */
export type SharedCalculationDto = Omit<HistoryItemDto, "id" | "share_id" | "kural_seti">;

/** POST /api/calculations/history/{id}/share/ data. */
export interface ShareLinkDto {
  share_id: string;
}
