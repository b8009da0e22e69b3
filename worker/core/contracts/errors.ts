import type { z } from "zod";
import type { apiErrorSchema } from "./api-error-schema.ts";

/**
 * The error catalogue: one code → HTTP status + Turkish message. Shared with the browser (pure).
 * Every failure of the API answers the one error shape below, produced in worker/app.ts.
 */
export const ERROR_CATALOGUE = {
  validation_failed: { status: 400, detail: "Girilen bilgilerde hata var. Lütfen kontrol edin." },
  invalid_json: { status: 400, detail: "İstek gövdesi geçerli bir JSON değil." },
  unsupported_structure_type: { status: 400, detail: "Unsupported structure type: {slug}" },
  unauthorized: { status: 401, detail: "Bu işlem için giriş yapmanız gerekiyor." },
  invalid_credentials: { status: 401, detail: "Kullanıcı adı veya şifre hatalı." },
  account_inactive: { status: 401, detail: "Hesabınız henüz yönetici tarafından onaylanmadı." },
  token_invalid: { status: 401, detail: "Oturum süresi dolmuş. Lütfen tekrar giriş yapın." },
  api_key_invalid: { status: 401, detail: "API anahtarı geçersiz, eksik ya da iptal edilmiş." },
  forbidden: { status: 403, detail: "Bu işlem için yetkiniz bulunmuyor." },
  not_found: { status: 404, detail: "İstenen kaynak bulunamadı." },
  method_not_allowed: { status: 405, detail: "Bu yöntem bu adreste desteklenmiyor." },
  invalid_cursor: { status: 400, detail: "Geçersiz sayfa bağlantısı. Lütfen listeyi yeniden yükleyin." },
  conflict: { status: 409, detail: "Bu kayıt zaten mevcut." },
  duplicate_title: { status: 409, detail: "Bu başlık ile zaten bir hesaplamanız mevcut. Farklı bir başlık deneyiniz." },
  idempotency_key_reused: {
    status: 422,
    detail: "Bu kayıt anahtarı başka bir kayıt için kullanılmış. Lütfen kaydetmeyi yeniden başlatın.",
  },
  payload_too_large: { status: 413, detail: "İstek gövdesi çok büyük." },
  unsupported_media_type: { status: 415, detail: "İstek gövdesi JSON olmalıdır (Content-Type: application/json)." },
  weak_password: {
    status: 400,
    detail: "Bu şifre güvenlik kurallarına uymuyor. Lütfen en az 10 karakterli, tahmin edilmesi zor bir şifre seçin.",
  },
  rate_limited: { status: 429, detail: "Çok fazla deneme yapıldı. Lütfen biraz bekleyin." },
  too_many_login_attempts: {
    status: 429,
    detail: "Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için lütfen {bekleme} sonra tekrar deneyin.",
  },
  api_quota_exceeded: {
    status: 429,
    detail: "Günlük API kotanız doldu. Kota {bekleme} sonra (her gün Türkiye saatiyle 03.00'te) yenilenir.",
  },
  batch_invalid_input: { status: 400, detail: "Toplu hesaplama dosyası okunamadı." },
  batch_not_finished: {
    status: 409,
    detail: "Toplu hesaplama henüz bitmedi. Sonuçları, durum 'tamam' olduğunda indirebilirsiniz.",
  },
  not_configured: { status: 503, detail: "Bu özellik sunucuda yapılandırılmamış." },
  admin_access_not_configured: {
    status: 503,
    detail: "Yönetim paneli kapalı: üretim ortamında Cloudflare Access yapılandırılmadan açılmaz.",
  },
  internal_error: { status: 500, detail: "Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin." },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/**
 * The one error shape of the API (docs/architecture.md, "The calculation pipeline"), defined once as a zod schema
 * (api-error-schema.ts, imported as a type only: no zod code in what imports this file).
 */
export type ApiError = z.infer<typeof apiErrorSchema>;

/** "45 saniye", "3 dakika", "2 saat": a wait in Turkish, rounded up. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} saniye`;
  if (s < 3600) return `${Math.ceil(s / 60)} dakika`;
  return `${Math.ceil(s / 3600)} saat`;
}

/** Fills `{name}` placeholders of a catalogue message. */
export function formatDetail(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? `{${key}}`);
}
