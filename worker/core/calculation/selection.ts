/**
 * Which rule-set version a request uses — the one place a version selector is read, for lists and calculations
 * alike: `surum` (any version by number, drafts included — the editors' preview), else `tarih` (the released
 * version in force that day), else today's released version. A malformed selector, an unknown version and a day
 * before the first version are catalogue errors with Turkish messages.
 */
import { z } from "zod";
import { AppError } from "../contracts/app-error.ts";
import { versionBySurum, versionInForce, type RuleRegistry } from "../rules/registry.ts";
import type { LoadedRuleSet } from "../rules/types.ts";
import { bundledRules, RULESET_ID } from "./bundled-rules.ts";

const SELECTOR_MESSAGES = {
  surum: "Kural seti sürümü 1.0.0 biçiminde olmalıdır.",
  tarih: "Mevzuat tarihi YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.",
} as const;

const VERSION_PATTERN = /^\d+\.\d+\.\d+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The selector as sent (a query or a calculation body): anything, checked by `selectRuleSet`. A query route's
 * schema takes these two fields as they are, so a selector has one check and one wording.
 */
export const versionQuery = { surum: z.unknown().optional(), tarih: z.unknown().optional() };

export interface VersionSelector {
  surum?: unknown;
  tarih?: unknown;
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

/**
 * The version a selector names. `field` names the selector's fields in error messages (a calculation body calls
 * the day `mevzuat_tarihi`); `registry`: the bundled rule sets, or the repository's (`rules:explain`).
 */
export function selectRuleSet(
  selector: VersionSelector,
  now = new Date(),
  field = { surum: "surum", tarih: "tarih" },
  registry: RuleRegistry = bundledRules(),
): LoadedRuleSet {
  const { surum, tarih } = selector;
  if (surum !== undefined && surum !== null) {
    if (typeof surum !== "string" || !VERSION_PATTERN.test(surum))
      throw fieldError(field.surum, SELECTOR_MESSAGES.surum);
    const version = versionBySurum(registry, RULESET_ID, surum);
    if (!version) throw new AppError("not_found", { detail: `Kural seti sürümü bulunamadı: ${surum}` });
    return version;
  }
  let day = now;
  if (tarih !== undefined && tarih !== null) {
    const parsed = typeof tarih === "string" ? parseDay(tarih) : null;
    if (!parsed) throw fieldError(field.tarih, SELECTOR_MESSAGES.tarih);
    day = parsed;
  }
  const version = versionInForce(registry, RULESET_ID, day);
  if (!version) {
    if (typeof tarih !== "string") throw new AppError("internal_error");
    throw fieldError(field.tarih, `${tarih} tarihinde yürürlükte bir kural seti yok.`);
  }
  return version;
}

/** The version a calculation body names (`surum`, else `mevzuat_tarihi`, else today's). */
export function selectForBody(body: Record<string, unknown>, now: Date): LoadedRuleSet {
  return selectRuleSet({ surum: body["surum"], tarih: body["mevzuat_tarihi"] }, now, {
    surum: "surum",
    tarih: "mevzuat_tarihi",
  });
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
