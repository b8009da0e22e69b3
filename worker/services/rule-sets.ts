/**
 * Which rule-set version a request uses: `surum` (any version by number, drafts included — the editors'
 * preview), else `tarih` (the released version in force that day), else today's released version. Unknown
 * versions and days before the first version are catalogue errors with Turkish messages.
 */
import { AppError } from "../lib/app-error.ts";
import { bundledRules, RULESET_ID } from "../rules/active.ts";
import { versionBySurum, versionInForce } from "../rules/registry.ts";
import { DATE_PATTERN, VERSION_PATTERN } from "../calculation/request-schema.ts";
import type { LoadedRuleSet } from "../rules/types.ts";

export interface VersionSelector {
  surum?: string | undefined;
  tarih?: string | undefined;
}

function fieldError(field: string, detail: string): AppError {
  return new AppError("validation_failed", { detail, fields: { [field]: [detail] } });
}

/** The day a `YYYY-MM-DD` names, or null when it is no calendar day. */
function parseDay(text: string): Date | null {
  if (!DATE_PATTERN.test(text)) return null;
  const d = new Date(`${text}T12:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text ? null : d;
}

export function selectRuleSet(
  selector: VersionSelector,
  now = new Date(),
  field = { surum: "surum", tarih: "tarih" },
): LoadedRuleSet {
  const registry = bundledRules();
  if (selector.surum !== undefined) {
    if (!VERSION_PATTERN.test(selector.surum))
      throw fieldError(field.surum, "Kural seti sürümü 1.0.0 biçiminde olmalıdır.");
    const version = versionBySurum(registry, RULESET_ID, selector.surum);
    if (!version) throw new AppError("not_found", { detail: `Kural seti sürümü bulunamadı: ${selector.surum}` });
    return version;
  }
  let day = now;
  if (selector.tarih !== undefined) {
    const parsed = parseDay(selector.tarih);
    if (!parsed) throw fieldError(field.tarih, "Mevzuat tarihi YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.");
    day = parsed;
  }
  const version = versionInForce(registry, RULESET_ID, day);
  if (!version) {
    if (selector.tarih === undefined) throw new AppError("internal_error");
    throw fieldError(field.tarih, `${selector.tarih} tarihinde yürürlükte bir kural seti yok.`);
  }
  return version;
}

/** Every version of the rule set, oldest effective date first. */
export function allVersions(): readonly LoadedRuleSet[] {
  return bundledRules().versions[RULESET_ID] ?? [];
}

/** The type a path segment names in a version: its slug or its `api_yolu` (bag-evi-v2). */
export function typeForPath(version: LoadedRuleSet, segment: string): string | null {
  if (version.types[segment]) return segment;
  return Object.values(version.types).find((t) => t.yapi_turu.api_yolu === segment)?.yapi_turu.slug ?? null;
}
