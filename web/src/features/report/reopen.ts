/**
 * Re-opening a calculation with its inputs (issue [10/10]): the request body travels in the query string
 * (?girdi=<base64url JSON>) of /hesaplama/{type}; only known, plain fields are taken back.
 */
const FIELDS = new Set([
  "alan_m2", "tarla_alani", "dikili_alani", "zeytinlik_alani", "zeytin_agac_sayisi", "zeytin_agac_adedi", "tapu_zeytin_agac_adedi",
  "mevcut_zeytin_agac_adedi", "kovan_sayisi", "sera_alani_m2", "silo_taban_alani_m2", "depo_alani", "toplam_arazi_varligi",
  "dut_bahcesi_var_mi", "dut_bahcesi_alani", "dut_agaci_sayisi",
]);

export interface Prefill {
  point: { lat: number; lng: number } | null;
  landType: string;
  emsalTuru: "marjinal" | "mutlak_dikili";
  values: Record<string, string | boolean>;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

export function reopenUrl(slug: string, parameters: Record<string, unknown>): string {
  return `/hesaplama/${encodeURIComponent(slug)}?girdi=${toBase64Url(JSON.stringify(parameters))}`;
}

/** The prefill of a ?girdi= value, or null when it is not one of ours. */
export function decodePrefill(raw: string | null): Prefill | null {
  if (!raw || raw.length > 8_000) return null;
  let p: unknown;
  try {
    p = JSON.parse(fromBase64Url(raw));
  } catch {
    return null;
  }
  if (typeof p !== "object" || p === null || Array.isArray(p)) return null;
  const o = p as Record<string, unknown>;
  const lat = o["latitude"];
  const lng = o["longitude"];
  const values: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(o)) {
    if (!FIELDS.has(k)) continue;
    if (typeof v === "number" && Number.isFinite(v)) values[k] = String(v);
    else if (typeof v === "boolean") values[k] = v;
  }
  return {
    point: typeof lat === "number" && typeof lng === "number" && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null,
    landType: typeof o["arazi_vasfi"] === "string" ? o["arazi_vasfi"].slice(0, 200) : "",
    emsalTuru: o["emsal_turu"] === "mutlak_dikili" ? "mutlak_dikili" : "marjinal",
    values,
  };
}
