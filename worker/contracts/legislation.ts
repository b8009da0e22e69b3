/**
 * `GET /api/rules/turler/{slug}/`: the legislation page of one structure type (`/mevzuat/{slug}`), generated from the
 * rule files of a version — every rule in force (the common ones and the type's), its condition written out in
 * Turkish, the thresholds it reads, its message and its legal basis; the type's constants with units; the emsal mode
 * and the allowed land types. Built by worker/rules/legislation.ts. Types only.
 */
import type { RuleSetVersionDto } from "./rule-set.ts";

export type RuleEventKind = "red" | "uyari" | "bilgi" | "hata";

export interface LegislationThresholdDto {
  /** The constant's path in the rule file's `sabitler`, e.g. `esikler.dikili_asgari_m2`. */
  ad: string;
  /** The value in Turkish number format, with its unit. */
  deger: string;
}

export interface LegislationRuleDto {
  kural_id: string;
  ad: string;
  tur: RuleEventKind;
  /** `red` → "Ret koşulu", `uyari` → "Uyarı", … */
  tur_etiketi: string;
  /** The condition as a Turkish formula, e.g. "Planlanan sera alanı > Alan". */
  kosul: string;
  /** The constants the condition reads, with their values. */
  esikler: LegislationThresholdDto[];
  /** The rule's message with constants filled and computed values named (⟨…⟩). */
  mesaj: string;
  aciklama: string | null;
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
  sabitler: LegislationThresholdDto[];
  kurallar: LegislationRuleDto[];
}

export interface LegislationAnswer {
  success: true;
  data: LegislationDto;
  message: string;
}
