/**
 * What the newest rule-set version (a draft too) answers for a saved calculation, beside what was saved (issue #52):
 * the saved request run again under the newest version, compared on the permit status and the main figure (the
 * type's first result card). `versionChange` answers null when the newest version is the saved one, when the saved
 * row is no single-type answer of this product (a parcel analysis, an older client's shape), or when nothing the
 * landowner reads changed. The history, its detail, the share page, the administrator's impact counts and the alert
 * mails all read it. Pure.
 */
import type { CalculationData, IzinDurumu } from "../contracts/calculation.ts";
import type { MainFigure, VersionChange } from "../contracts/version-change.ts";
import type { LoadedRuleSet } from "../rules/types.ts";
import type { RuleRegistry } from "../rules/registry.ts";
import { isDraft } from "../rules/version-text.ts";
import { VERDICT_TEXT } from "../rules/verdict.ts";
import { formatTr } from "../rules/numbers.ts";
import { AppError } from "../contracts/app-error.ts";
import { bundledRules, RULESET_ID } from "./bundled-rules.ts";
import { typeForPath } from "./selection.ts";
import { calculate } from "./calculate.ts";
import { izmirLocator } from "../geo/izmir.ts";
import { InputError } from "./input-error.ts";

export type { MainFigure, VersionChange };

const PERMITS: readonly IzinDurumu[] = ["izin_verilebilir", "izin_verilebilir_varsayimsal", "kosullu"];

/** The newest version of the rule set, a draft included. */
export function newestVersion(registry: RuleRegistry = bundledRules()): LoadedRuleSet {
  const versions = registry.versions[RULESET_ID] ?? [];
  return versions[versions.length - 1]!;
}

function mainFigure(version: LoadedRuleSet, slug: string, data: Readonly<Record<string, unknown>>): MainFigure | null {
  const card = version.types[slug]?.kartlar[0];
  const value = card ? data[card.alan] : undefined;
  if (!card || typeof value !== "number") return null;
  return { alan: card.alan, etiket: card.etiket, deger: value, birim: card.birim ?? null };
}

/** The saved answer's data, when the row is a single-type answer of this product. */
function savedData(result: unknown): (CalculationData & Record<string, unknown>) | null {
  const data = (result as { data?: unknown } | null)?.data;
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  const k = d["kural_seti"] as { surum?: unknown } | undefined;
  if (typeof d["izin_durumu"] !== "string" || typeof k?.surum !== "string") return null;
  return d as CalculationData & Record<string, unknown>;
}

function figureText(f: MainFigure | null): string {
  return f ? ` — ${f.etiket}: ${formatTr(f.deger)}${f.birim ? ` ${f.birim}` : ""}` : "";
}

/**
 * The saved calculation under `version` (the newest by default), when its status or main figure differ from the
 * saved ones; null otherwise, or when the request is no longer a valid one under that version (nothing to compare).
 */
export async function versionChange(
  calculationType: string,
  parameters: Readonly<Record<string, unknown>>,
  result: unknown,
  now = new Date(),
  version: LoadedRuleSet = newestVersion(),
): Promise<VersionChange | null> {
  const saved = savedData(result);
  if (!saved || saved.kural_seti.surum === version.surum) return null;
  const slug = typeForPath(version, calculationType);
  if (!slug) return null;
  const { surum: _s, mevzuat_tarihi: _d, ...request } = parameters;
  let data: CalculationData;
  try {
    data = (await calculate(version, slug, request, izmirLocator(), now)).data;
  } catch (err) {
    if (err instanceof InputError || err instanceof AppError) return null;
    throw err;
  }
  const before = mainFigure(version, slug, saved);
  const after = mainFigure(version, slug, data as unknown as Record<string, unknown>);
  const statusChanged = data.izin_durumu !== saved.izin_durumu;
  // A refusal shows no figures: two refusals differ in nothing the landowner reads.
  const bothRefused = saved.izin_durumu === "izin_verilemez" && data.izin_durumu === "izin_verilemez";
  const figureChanged = !bothRefused && before?.deger !== after?.deger;
  if (!statusChanged && !figureChanged) return null;
  const taslak = isDraft(version);
  const wasPermit = PERMITS.includes(saved.izin_durumu);
  const isPermit = PERMITS.includes(data.izin_durumu);
  return {
    surum: version.surum,
    taslak,
    izin_durumu: data.izin_durumu,
    karar: data.karar,
    ana_deger: after,
    onceki_surum: saved.kural_seti.surum,
    onceki_izin_durumu: saved.izin_durumu,
    onceki_ana_deger: before,
    metin: `Yeni yönetmelikte${taslak ? " (taslak)" : ""}: ${VERDICT_TEXT[data.karar]}${data.izin_durumu === "izin_verilemez" ? "" : figureText(after)}`,
    yon: wasPermit && !isPermit ? "izinden_redde" : !wasPermit && isPermit ? "redden_izne" : null,
  };
}
