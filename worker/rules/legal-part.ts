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
    "sabitler.metinler",
    "sabitler.sonuc_metinleri",
    "sabitler.bakici_evi_metinleri",
    "sabitler.uyari_metinleri",
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

/** Calls `visit` with the parent object and the key of every value a wording path names. */
export function visitPath(
  value: unknown,
  path: string,
  visit: (parent: Record<string, unknown>, key: string) => void,
): void {
  const walk = (v: unknown, rest: readonly string[]): void => {
    const [head, ...tail] = rest;
    if (head === undefined || v === null || typeof v !== "object") return;
    const record = v as Record<string, unknown>;
    const keys = head === "[]" || head === "*" ? Object.keys(record) : head in record ? [head] : [];
    for (const key of keys) {
      if (tail.length === 0) visit(record, key);
      else walk(record[key], tail);
    }
  };
  walk(value, steps(path));
}

/** A copy of a rule file without its wording. */
export function legalPart(file: unknown, kind: RuleFileKind): unknown {
  const copy: unknown = structuredClone(file);
  for (const path of WORDING_PATHS[kind]) visitPath(copy, path, (parent, key) => delete parent[key]);
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
