/**
 * Saving a calculation or a parcel analysis: title, checks, the request. Every save carries its Idempotency-Key (one
 * per dialog, so that pressing 'Kaydet' again after a lost answer stores it once). Without a connection the save
 * waits in this browser (pending-saves.ts) and is sent when the network is back; the server recomputes the result
 * and the user is told when it differs from the answer they saw.
 */
import { formatDateTime } from "@worker/core/rules/numbers.ts";
import type { ApiDataMessage } from "@worker/core/contracts/api.ts";
import { IDEMPOTENCY_HEADER } from "@worker/core/contracts/headers.ts";
import type { HistoryItemDto } from "@worker/core/contracts/history-schemas.ts";
import { DURUM_METNI } from "@worker/core/rules/verdict.ts";
import type { IzinDurumu } from "@worker/core/contracts/calculation.ts";
import { paths } from "../../config/paths.ts";
import { apiRequest, ApiClientError } from "../../lib/api/api-client.ts";
import { dropPendingSave, keepPendingSave, pendingSaves, type PendingSave, type SaveInput } from "./pending-saves.ts";
import { sessionState } from "../../lib/session/session.ts";

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 500;
export const DUPLICATE_TITLE = "Bu başlık ile zaten bir hesaplamanız mevcut. Farklı bir başlık deneyiniz.";

/** '<label> - 22.11.2026 14:05 (38.4237, 27.1428)': label, date and Istanbul time, coordinates to 4 decimals. */
export function defaultTitle(label: string, point: { lat: number; lng: number } | null, now = new Date()): string {
  const where = point ? ` (${point.lat.toFixed(4)}, ${point.lng.toFixed(4)})` : "";
  return `${label} - ${formatDateTime(now)}${where}`;
}

export function validateSave(title: string, description: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const t = title.trim();
  if (!t) errors["title"] = "Hesaplama başlığı gereklidir";
  else if (t.length < 2) errors["title"] = "Başlık en az 2 karakter olmalıdır.";
  else if (t.length > TITLE_MAX) errors["title"] = `Başlık en fazla ${TITLE_MAX} karakter olabilir.`;
  if (description.trim().length > DESCRIPTION_MAX)
    errors["description"] = `Açıklama en fazla ${DESCRIPTION_MAX} karakter olabilir.`;
  return errors;
}

export type SaveOutcome =
  /** `pending`: no connection; the save waits in this browser and is sent when the network is back. */
  { ok: true; pending: boolean } | { ok: false; fields: Record<string, string>; toast: string | null };

export const PENDING_SAVE_MESSAGE =
  "Bağlantı yok: kayıt bu cihazda bekliyor ve bağlantı gelince gönderilecek. Sunucu sonucu yeniden hesaplar.";

/** POST /calculations/save/ with the save's key; answers the stored item (the server's own result). */
function postSave(input: SaveInput, key: string): Promise<ApiDataMessage<HistoryItemDto>> {
  return apiRequest<ApiDataMessage<HistoryItemDto>>(paths.api.saveCalculation, {
    method: "POST",
    body: JSON.stringify(input),
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

/** A save refused for its title: field errors, not a toast. */
function isDuplicateTitle(e: ApiClientError | null): boolean {
  return e?.status === 409 || /zaten kaydedilmiş|duplicate|zaten bir hesaplamanız/i.test(e?.message ?? "");
}

/** Saves; without a connection (signed in), keeps the save in this browser. Maps the server's answers to field errors or a toast text. */
export async function saveCalculation(input: SaveInput, key: string): Promise<SaveOutcome> {
  try {
    await postSave(input, key);
    return { ok: true, pending: false };
  } catch (err) {
    const e = err instanceof ApiClientError ? err : null;
    const owner = sessionState.user?.id;
    if (e?.kind === "NETWORK_ERROR" && owner !== undefined) {
      try {
        await keepPendingSave({ key, owner, input, keptAt: new Date().toISOString() });
        return { ok: true, pending: true };
      } catch {
        // No storage in this browser (a private window): the connection error stands.
      }
    }
    if (e?.kind === "AUTH_ERROR") return { ok: false, fields: {}, toast: "Bu işlem için giriş yapmanız gerekiyor." };
    if (isDuplicateTitle(e)) return { ok: false, fields: { title: DUPLICATE_TITLE }, toast: null };
    const fields = Object.fromEntries(Object.entries(e?.fields ?? {}).map(([k, v]) => [k, v[0] ?? ""]));
    if (Object.keys(fields).length) return { ok: false, fields, toast: null };
    return { ok: false, fields: {}, toast: e?.message || "Hesaplama kaydedilemedi" };
  }
}

/** The answer's data without what belongs to one request (its time). */
function comparableData(result: Record<string, unknown>): string {
  const { timestamp: _t, ...data } = (result["data"] ?? {}) as Record<string, unknown>;
  return JSON.stringify(data);
}

/**
 * How the server's recomputed result differs from the answer the user saw when saving: null when it does not; the
 * permit status when that changed; else that figures or reasons changed.
 */
export function resultDifference(shown: Record<string, unknown>, stored: Record<string, unknown>): string | null {
  if (comparableData(shown) === comparableData(stored)) return null;
  const status = (r: Record<string, unknown>) => (r["data"] as { izin_durumu?: IzinDurumu } | undefined)?.izin_durumu;
  const [before, after] = [status(shown), status(stored)];
  if (before && after && before !== after) return `izin durumu "${DURUM_METNI[before]}" yerine "${DURUM_METNI[after]}"`;
  return "rakamlar ya da gerekçeler farklı";
}

/** What happened to one waiting save when it was sent. */
export type SentSave =
  | { title: string; outcome: "stored"; difference: string | null }
  | { title: string; outcome: "refused"; message: string };

/** The suffix a waiting save's title takes when the account already has a save of that title. */
export const OFFLINE_TITLE_SUFFIX = " (çevrimdışı kayıt)";

/**
 * Sends one waiting save with its key: stored (and how the server's result differs), refused (dropped, with the
 * server's message) or "later" (no connection, a server error, a limit, no session: it keeps waiting). A save whose
 * title is taken is sent once more under the title with OFFLINE_TITLE_SUFFIX (a new key: other contents).
 */
async function sendPendingSave(save: PendingSave, renamed = false): Promise<SentSave | "later"> {
  try {
    const answer = await postSave(save.input, save.key);
    await dropPendingSave(save.key);
    return {
      title: answer.data.title,
      outcome: "stored",
      difference: resultDifference(save.input.result, answer.data.result),
    };
  } catch (err) {
    const e = err instanceof ApiClientError ? err : null;
    if (!e?.status || e.status >= 500 || e.status === 429 || e.status === 401) return "later";
    await dropPendingSave(save.key);
    if (!isDuplicateTitle(e) || renamed)
      return { title: save.input.title, outcome: "refused", message: e.detail ?? e.message };
    const title = `${save.input.title}${OFFLINE_TITLE_SUFFIX}`.slice(0, TITLE_MAX);
    const next = { ...save, key: crypto.randomUUID(), input: { ...save.input, title } };
    await keepPendingSave(next);
    return sendPendingSave(next, true);
  }
}

/** Sends the account's waiting saves, oldest first; the first that must wait ends the round (the rest wait too). */
export async function sendPendingSaves(owner: number): Promise<SentSave[]> {
  const sent: SentSave[] = [];
  for (const save of await pendingSaves(owner)) {
    const outcome = await sendPendingSave(save);
    if (outcome === "later") break;
    sent.push(outcome);
  }
  return sent;
}
