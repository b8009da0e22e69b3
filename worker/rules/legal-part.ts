/**
 * What of a rule file is law and what is wording. The legal part — conditions, priorities, event types, constants,
 * citations (`dayanak`), land types, emsal, field bounds, required fields, fact functions — is what a published
 * version's hash covers (manifest.json `dosyalar`): it never changes once released. The wording listed here —
 * labels, help, cards, report rows, messages, notes — may be corrected in a published version; `rules:check`
 * compares only the legal part. Anything not listed here is legal. Pure.
 */

/**
 * Wording paths per file kind: keys separated by dots; `[]` walks every element of an array, `*` every value of an
 * object.
 */
export const WORDING_PATHS = {
  /** An overlay version's `surum.json` (its number and its base) is all law. */
  surum: [],
  ortak: [
    "kategoriler[].ad",
    "kenar_gruplari[].ad",
    "emsal_adlari",
    "girdi_alanlari.*.etiket",
    "girdi_alanlari.*.mesaj",
    "girdi_alanlari.*.bolum",
    "eski_hesaplama_turleri",
    "hesaplama_turleri",
    "metinler",
    "kurallar[].event.params.ad",
    "kurallar[].event.params.mesaj",
    "kurallar[].event.params.aciklama",
  ],
  tur: [
    "yapi_turu.ad",
    "yapi_turu.simge",
    "yapi_turu.aciklama",
    "yapi_turu.mevzuat_durumu.not",
    "arazi_vasfi_gerekcesi",
    "emsal.aciklama",
    "form.alanlar[].etiket",
    "form.alanlar[].ek",
    "form.alanlar[].yardim",
    "form.kontroller[].mesaj",
    "mesajlar.izin",
    "mesajlar.varsayimsal.ana_mesaj",
    "mesajlar.varsayimsal.son_not",
    "rapor",
    "kartlar[].etiket",
    "parsel_analizi.not",
    "kurallar[].event.params.ad",
    "kurallar[].event.params.mesaj",
    "kurallar[].event.params.aciklama",
  ],
} as const satisfies Record<string, readonly string[]>;

export type RuleFileKind = keyof typeof WORDING_PATHS;

/** The kind of a file of a version folder by its name. */
export function fileKind(name: string): RuleFileKind {
  return name === OVERLAY_FILE ? "surum" : name === "_ortak.json" ? "ortak" : "tur";
}

/** The file naming an overlay version's base (`taban_surum`); a version without it holds every file itself. */
export const OVERLAY_FILE = "surum.json";

function steps(path: string): string[] {
  return path.split(".").flatMap((s) => (s.endsWith("[]") ? [s.slice(0, -2), "[]"] : [s]));
}

function drop(value: unknown, path: readonly string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || value === null || typeof value !== "object") return;
  const children = head === "[]" || head === "*" ? Object.values(value) : [(value as Record<string, unknown>)[head]];
  if (rest.length === 0) {
    if (head !== "[]" && head !== "*") delete (value as Record<string, unknown>)[head];
    return;
  }
  for (const child of children) drop(child, rest);
}

/** A copy of a rule file without its wording. */
export function legalPart(file: unknown, kind: RuleFileKind): unknown {
  const copy: unknown = structuredClone(file);
  for (const path of WORDING_PATHS[kind]) drop(copy, steps(path));
  return copy;
}

/** JSON with object keys sorted: the same legal content always reads the same, whatever its formatting. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
