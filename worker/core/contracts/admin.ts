/**
 * The administrator's API (/api/admin/*) as the admin page reads it: the request to reject, the answers' types and
 * the Turkish words for the codes the answers carry (request kinds, outbox statuses, audit actions). Pure; shared
 * with the browser.
 */
import { z } from "zod";

export type RequestKind = "registration" | "password_reset" | "email_change";

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  registration: "Kayıt",
  password_reset: "Şifre sıfırlama",
  email_change: "E-posta değişikliği",
};

export const REJECTION_REASON_LIMITS = { min: 5, max: 500 } as const;

/** POST /api/admin/requests/:id/reject/: the reason goes into the user's mail and the audit entry. */
export const rejectRequestSchema = z.object({
  reason: z
    .string({ error: "Reddetme gerekçesini yazın." })
    .trim()
    .min(REJECTION_REASON_LIMITS.min, `Gerekçe en az ${REJECTION_REASON_LIMITS.min} karakter olmalıdır.`)
    .max(REJECTION_REASON_LIMITS.max, `Gerekçe en fazla ${REJECTION_REASON_LIMITS.max} karakter olabilir.`),
});

export type RejectRequestInput = z.infer<typeof rejectRequestSchema>;

/** The statuses of a mail in the outbox (worker/services/outbox.ts), in the page's words. */
export const OUTBOX_STATUS_LABELS: Record<string, string> = {
  queued: "Kuyrukta",
  sent: "Gönderildi",
  failed: "Gönderilemedi",
};

/** The audit log's action codes (`<kind>.<decision>`, `account.delete`, `api_key.<issue|revoke>`), in the page's words. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "registration.approve": "Kayıt onaylandı",
  "registration.reject": "Kayıt reddedildi",
  "password_reset.approve": "Şifre sıfırlama onaylandı",
  "password_reset.reject": "Şifre sıfırlama reddedildi",
  "email_change.approve": "E-posta değişikliği onaylandı",
  "email_change.reject": "E-posta değişikliği reddedildi",
  "account.delete": "Hesap silindi",
  "api_key.issue": "API anahtarı verildi",
  "api_key.revoke": "API anahtarı iptal edildi",
};

/** A code's Turkish word; an unknown code (a newer worker) as it is. */
export const labelOf = (labels: Record<string, string>, code: string) => labels[code] ?? code;

/** GET /api/admin/requests/ */
export interface AdminRequestDto {
  id: number;
  kind: string;
  status: string;
  newEmail: string | null;
  createdAt: string;
  decidedAt: string | null;
  userId: number;
  username: string;
  email: string;
}

/** GET /api/admin/outbox/ (bodies with a live link withheld outside local development). */
export interface OutboxMailDto {
  id: number;
  toAddress: string;
  subject: string;
  body: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** GET /api/admin/audit/ */
export interface AuditEntryDto {
  id: number;
  actorId: number | null;
  action: string;
  target: string;
  detail: string;
  createdAt: string;
}

export interface AdminListDto<T> {
  success: true;
  data: T[];
}
