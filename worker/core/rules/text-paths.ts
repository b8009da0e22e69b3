/**
 * Where a rule file keeps its texts (labels, help, messages, rule names, cards, report rows, notes, the text groups
 * inside `sabitler`) as against its law (conditions, constants, legal bases, land types, bounds). One list, read by
 * the literal-constant check, the text filling and the split of every rule file into its law and its wording
 * (`wording-files.ts`). Pure.
 */

/**
 * Text paths per file kind: keys separated by dots; `[]` walks every element of an array, `*` every value of an
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
    "sonraki_adimlar[].baslik",
    "sonraki_adimlar[].metin",
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
    "rapor[].etiket",
    "kartlar[].etiket",
    "parsel_analizi.not",
    "sabitler.metinler",
    "sabitler.sonuc_metinleri",
    "sabitler.bakici_evi_metinleri",
    "sabitler.uyari_metinleri",
    "sabitler.arazi_profilleri[].etiket",
    "sabitler.arazi_profilleri[].alan_etiketleri",
    "sabitler.arazi_profilleri[].mesajlar",
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

/**
 * Calls `visit` with the parent object, the key and the concrete location (array elements by index) of every
 * value a wording path names.
 */
export function visitPath(
  value: unknown,
  path: string,
  visit: (parent: Record<string, unknown>, key: string, at: (string | number)[]) => void,
): void {
  const walk = (v: unknown, rest: readonly string[], at: (string | number)[]): void => {
    const [head, ...tail] = rest;
    if (head === undefined || v === null || typeof v !== "object") return;
    const record = v as Record<string, unknown>;
    const keys = head === "[]" || head === "*" ? Object.keys(record) : head in record ? [head] : [];
    for (const key of keys) {
      const here = [...at, Array.isArray(v) ? Number(key) : key];
      if (tail.length === 0) visit(record, key, here);
      else walk(record[key], tail, here);
    }
  };
  walk(value, steps(path), []);
}
