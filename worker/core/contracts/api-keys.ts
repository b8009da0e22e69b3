/**
 * Organisations' API keys as the administrator manages them (/api/admin/api-keys/*, the /admin page): the request
 * that issues one and the answers' types. Pure; shared with the browser.
 */
import { z } from "zod";

export const API_KEY_NAME_LIMITS = { min: 1, max: 100 } as const;
export const API_KEY_QUOTA_LIMITS = { min: 1, max: 1_000_000 } as const;

/** POST /api/admin/api-keys/: the organisation's name and how many requests (parcels) a day the key may use. */
export const issueApiKeySchema = z.object({
  name: z
    .string({ error: "Anahtarın kime verildiğini (kurum adı) yazın." })
    .trim()
    .min(API_KEY_NAME_LIMITS.min, "Anahtarın kime verildiğini (kurum adı) yazın.")
    .max(API_KEY_NAME_LIMITS.max, `Ad en fazla ${API_KEY_NAME_LIMITS.max} karakter olabilir.`),
  daily_quota: z
    .number({ error: "Günlük kotayı bir tam sayı olarak yazın." })
    .int("Günlük kota bir tam sayı olmalıdır.")
    .min(API_KEY_QUOTA_LIMITS.min, `Günlük kota en az ${API_KEY_QUOTA_LIMITS.min} olmalıdır.`)
    .max(API_KEY_QUOTA_LIMITS.max, "Günlük kota en fazla 1.000.000 olabilir."),
});

export type IssueApiKeyInput = z.infer<typeof issueApiKeySchema>;

/** POST /api/admin/api-keys/ (201): the key itself, shown this once (only its hash is stored). */
export interface IssuedApiKeyDto {
  success: true;
  message: string;
  id: number;
  key: string;
  prefix: string;
}

/** GET /api/admin/api-keys/: a key without its secret, with its use (today: the current UTC day). */
export interface ApiKeyDto {
  id: number;
  name: string;
  /** `typ_` and the key's next 8 characters: names the key, does not open anything. */
  prefix: string;
  dailyQuota: number;
  usedToday: number;
  totalUsed: number;
  lastUsedAt: string | null;
  createdAt: string;
  revokedAt: string | null;
}
