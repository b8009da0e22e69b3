/**
 * How a rule-set version's date in force reads in Turkish wherever a version is named (the calculation page, the
 * result, the report, the legislation page, the shell's choice, the scripts). A released version always has a date;
 * a draft has none until it is published (the law gives it), or at most a foreseen one. Pure.
 */
import type { VersionStatus } from "../contracts/rule-set.ts";

/** The words a draft without a date in force reads as. */
export const NO_DATE_IN_FORCE = "yürürlük tarihi yok";

/**
 * "yürürlük 2025-01-01"; for a draft "öngörülen yürürlük 2027-01-01", or "yürürlük tarihi yok" when it has no
 * date. A result names no status: its date reads as a released version's, its null as "yürürlük tarihi yok".
 */
export function inForceText(v: { yururluk_tarihi: string | null; durum?: VersionStatus | undefined }): string {
  if (v.yururluk_tarihi === null) return NO_DATE_IN_FORCE;
  return v.durum === "taslak" ? `öngörülen yürürlük ${v.yururluk_tarihi}` : `yürürlük ${v.yururluk_tarihi}`;
}

/** The words beside a verdict calculated under a version not in force (a draft): result, row, print and share. */
export const DRAFT_MARK = "Taslak — yürürlükte değil";

/** Whether a version (or a result's `kural_seti`) is a draft; a result saved before it named its status: no date. */
export function isDraft(
  v: { yururluk_tarihi?: string | null; durum?: VersionStatus | undefined } | null | undefined,
): boolean {
  if (!v) return false;
  return v.durum !== undefined ? v.durum === "taslak" : v.yururluk_tarihi === null;
}

/**
 * A version's regulation as the product names it everywhere: "2017 Yönetmeliği", a draft's "2026 Yönetmeliği
 * (taslak)"; a result saved before versions had names reads "kural seti 1.0.0".
 */
export function regulationName(v: {
  yonetmelik?: string | undefined;
  surum: string;
  yururluk_tarihi?: string | null;
  durum?: VersionStatus | undefined;
}): string {
  return `${v.yonetmelik ?? `kural seti ${v.surum}`}${isDraft(v) ? " (taslak)" : ""}`;
}

/** "2017 Yönetmeliği · Kural seti 1.0.0 (yürürlük 2025-01-01)": a version or a result's rule set, named once. */
export function versionLine(v: {
  yonetmelik?: string | undefined;
  surum: string;
  yururluk_tarihi: string | null;
  durum?: VersionStatus | undefined;
}): string {
  return `${v.yonetmelik ? `${v.yonetmelik} · ` : ""}Kural seti ${v.surum} (${inForceText(v)})`;
}
