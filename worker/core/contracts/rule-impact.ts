/**
 * GET / POST /api/admin/rule-impact/ (issue #52): each rule-set version's impact on the saved calculations, counted by
 * a background job on the queue, and that job's progress. Types only; shared with the browser.
 */

/** A version's status: in force today, released (not in force today), or a draft. */
export type VersionImpactStatus = "yururlukte" | "yayinda" | "taslak";

export interface VersionImpactDto {
  surum: string;
  /** The regulation's name ("2017 Yönetmeliği"). */
  yonetmelik: string;
  durum: VersionImpactStatus;
  /** Saved calculations counted under this version. */
  kayitli: number;
  /** Of those, the ones whose status or main figure this version answers differently. */
  degisen: number;
  /** A permit becomes a refusal. */
  izinden_redde: number;
  /** A refusal becomes a permit. */
  redden_izne: number;
  /** When the counts were last computed (ISO); null: never. */
  sayim: string | null;
}

/** A recount's progress. */
export interface RuleImpactRunDto {
  id: string;
  durum: "kuyrukta" | "calisiyor" | "tamam" | "hata";
  /** Saved calculations when it started, and how many of them are counted. */
  toplam: number;
  tamamlanan: number;
  baslangic: string;
  guncelleme: string;
}

/** GET /api/admin/rule-impact/. */
export interface RuleImpactAnswer {
  success: true;
  data: VersionImpactDto[];
  /** The latest recount; null before the first one. */
  calisma: RuleImpactRunDto | null;
}

/** POST /api/admin/rule-impact/ (202). */
export interface RuleImpactStartedAnswer {
  success: true;
  message: string;
  calisma: RuleImpactRunDto;
}
