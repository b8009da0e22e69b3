/**
 * The newest version of the rule set, drafts included (the one with the latest effective date, or a draft without
 * one): what "the new regulation" means to the comparisons of a result and of a parcel analysis. Pure.
 */
import type { RuleSetVersionDto } from "@worker/core/contracts/rule-set.ts";
import { inForceText } from "@worker/core/rules/version-text.ts";

/**
 * The last of the versions (every `GET /api/rules/` answer lists them oldest effective date first, drafts without a
 * date last).
 */
export function newestVersion<V extends RuleSetVersionDto>(versions: readonly V[]): V | null {
  return versions.at(-1) ?? null;
}

/** The same request under another version: `surum` names it, a legislation date would be ignored anyway and goes. */
export function bodyForVersion(body: Readonly<Record<string, unknown>>, surum: string): Record<string, unknown> {
  const next: Record<string, unknown> = { ...body, surum };
  delete next["mevzuat_tarihi"];
  return next;
}

/** How a version reads beside another: "2.0.0 (taslak, yürürlük tarihi yok)"; a released one by its number. */
export function versionLabel(v: Pick<RuleSetVersionDto, "surum" | "durum" | "yururluk_tarihi">): string {
  return v.durum === "taslak" ? `${v.surum} (taslak, ${inForceText(v)})` : v.surum;
}
