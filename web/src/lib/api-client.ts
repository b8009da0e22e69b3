/**
 * The one API client: /api base, JSON, 10 000 ms timeout, errors normalised to the shell spec's kinds
 * and Turkish messages (product-spec.md §8). Token handling joins here with the accounts feature.
 */
export const API_BASE = "/api";
export const API_TIMEOUT_MS = 10_000;

export type ApiErrorKind =
  | "NETWORK_ERROR"
  | "CORS_ERROR"
  | "VALIDATION_ERROR"
  | "AUTH_ERROR"
  | "PERMISSION_ERROR"
  | "RATE_LIMIT_ERROR"
  | "SERVER_ERROR"
  | "HTTP_ERROR"
  | "UNKNOWN_ERROR";

export class ApiClientError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

interface ServerErrorBody {
  detail?: unknown;
  message?: unknown;
  error?: unknown;
  non_field_errors?: unknown;
  fields?: Record<string, string[]>;
}

function firstText(body: ServerErrorBody): string | undefined {
  for (const v of [body.detail, body.message, body.error]) if (typeof v === "string" && v) return v;
  if (Array.isArray(body.non_field_errors) && typeof body.non_field_errors[0] === "string") return body.non_field_errors[0];
  return undefined;
}

export function errorFromResponse(status: number, body: ServerErrorBody): ApiClientError {
  const text = firstText(body);
  switch (status) {
    case 400:
      return new ApiClientError("VALIDATION_ERROR", text ?? "Girilen bilgilerde hata var. Lütfen kontrol edin.", status, body.fields);
    case 401:
      return new ApiClientError("AUTH_ERROR", text ?? "E-posta veya şifre hatalı.", status);
    case 403:
      return new ApiClientError("PERMISSION_ERROR", "Bu işlem için yetkiniz bulunmuyor.", status);
    case 429:
      return new ApiClientError("RATE_LIMIT_ERROR", "Çok fazla deneme yapıldı. Lütfen biraz bekleyin.", status);
    case 500:
      return new ApiClientError("SERVER_ERROR", "Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.", status);
    default:
      return new ApiClientError("HTTP_ERROR", `Beklenmeyen hata oluştu (${status}). Lütfen tekrar deneyin.`, status);
  }
}

export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      ...init,
      signal: controller.signal,
      headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}), ...init.headers },
    });
  } catch {
    throw new ApiClientError("NETWORK_ERROR", "Bağlantı sorunu yaşanıyor. İnternet bağlantınızı kontrol edin.");
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = await res.json().catch(() => ({}));
  if (!res.ok) throw errorFromResponse(res.status, (body ?? {}) as ServerErrorBody);
  return body as T;
}
