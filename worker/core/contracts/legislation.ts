/**
 * `GET /api/rules/turler/{slug}/`: the legislation page of one structure type (`/mevzuat/{slug}`), generated from the
 * rule files of a version — every rule that can apply to the type (the common ones and the type's), its condition
 * written out in Turkish, its message and its legal basis in a landowner's words; the emsal mode and the allowed land
 * types. Built by worker/core/rules/legislation.ts. Types only.
 */
import type { SayiKaynagi } from "./calculation.ts";
import type { RuleSetVersionDto } from "./rule-set.ts";

export type RuleEventKind = "red" | "uyari" | "bilgi" | "hata";

export interface LegislationRuleDto {
  /** The rule's name in the file (GEN-04a), a key: never shown as text. */
  kural_id: string;
  /** The rule number a result names (sub-rules share it: GEN-04), shown as "Kural no. GEN-04". */
  kural_no: string;
  ad: string;
  tur: RuleEventKind;
  /** `red` → "Ret koşulu", `uyari` → "Uyarı", … */
  tur_etiketi: string;
  /**
   * The condition as a Turkish formula ("Emsal hakkı < 30 m²", "Her zaman"); null when something it reads has no
   * Turkish name in the rule set (the page then shows the rule's name alone).
   */
  kosul: string | null;
  /** The rule's message with constants filled in; the sentences that need a calculation's values are left out. */
  mesaj: string | null;
  aciklama: string | null;
  /** The legal citation, or a plain statement that the rule is the tool's own reading. */
  dayanak: string;
  /** A rule of `_ortak.json` (applies to every type) rather than of the type's own file. */
  ortak: boolean;
}

export interface LegislationDto {
  kural_seti: RuleSetVersionDto;
  tur: {
    slug: string;
    label: string;
    emoji: string;
    category_label: string;
    mevzuat_durumu: { kod: string; not: string | null };
  };
  emsal: { metin: string; dayanak: string | null };
  arazi_vasiflari: string[];
  arazi_vasfi_gerekcesi: string | null;
  kurallar: LegislationRuleDto[];
  /**
   * "Sayılar ve kaynakları": every figure the type's answers can rest on (its own and the common ones that can apply
   * to it) with its source or marked as the tool's assumption — the rows the answer carries (`sayi_kaynaklari`).
   */
  sayi_kaynaklari: SayiKaynagi[];
}

export interface LegislationAnswer {
  success: true;
  data: LegislationDto;
  message: string;
}
