/** Saving a calculation or a parcel analysis: title, checks, the request. */
import { paths } from "../config/paths.ts";
import { apiRequest, ApiClientError } from "./api-client.ts";

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 500;
export const DUPLICATE_TITLE = "Bu başlık ile zaten bir hesaplamanız mevcut. Farklı bir başlık deneyiniz.";

/** '<label> - 22.11.2026 14:05 (38.4237, 27.1428)': label, date, time and coordinates to 4 decimals. */
export function defaultTitle(label: string, point: { lat: number; lng: number } | null, now = new Date()): string {
  const date = now.toLocaleDateString("tr-TR");
  const time = now.toLocaleTimeString("tr-TR", { hour: "2-digit", minute: "2-digit" });
  const where = point ? ` (${point.lat.toFixed(4)}, ${point.lng.toFixed(4)})` : "";
  return `${label} - ${date} ${time}${where}`;
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

export interface SaveInput {
  calculation_type: string;
  parameters: Record<string, unknown>;
  result: Record<string, unknown>;
  map_coordinates: { lat: number; lng: number } | null;
  title: string;
  description?: string;
}

export type SaveOutcome = { ok: true } | { ok: false; fields: Record<string, string>; toast: string | null };

/** POST /calculations/save/; maps the server's answers to field errors or a toast text. */
export async function saveCalculation(input: SaveInput): Promise<SaveOutcome> {
  try {
    await apiRequest(paths.api.saveCalculation, { method: "POST", body: JSON.stringify(input) });
    return { ok: true };
  } catch (err) {
    const e = err instanceof ApiClientError ? err : null;
    if (e?.kind === "AUTH_ERROR") return { ok: false, fields: {}, toast: "Bu işlem için giriş yapmanız gerekiyor." };
    const message = e?.message ?? "";
    if (e?.status === 409 || /zaten kaydedilmiş|duplicate|zaten bir hesaplamanız/i.test(message))
      return { ok: false, fields: { title: DUPLICATE_TITLE }, toast: null };
    const fields = Object.fromEntries(Object.entries(e?.fields ?? {}).map(([k, v]) => [k, v[0] ?? ""]));
    if (Object.keys(fields).length) return { ok: false, fields, toast: null };
    return { ok: false, fields: {}, toast: message || "Hesaplama kaydedilemedi" };
  }
}
