/**
 * The analysis table's second column: each type's status when the same parcel is analysed under the rule set's
 * newest version, joined to the applied analysis by type slug. A type the newest version's land types exclude is
 * refused there with its reason; a type one version does not have shows "—" on that side. Pure.
 */
import type { AnalysisRowDto, ExcludedTypeDto } from "@worker/core/contracts/parcel-analysis.ts";
import { VERDICT_TEXT, verdictOf, type Verdict } from "@worker/core/rules/verdict.ts";

export interface NewestStatus {
  verdict: Verdict;
  text: string;
  /** Why it is refused (the row's message or the land type's exclusion); null for a permit. */
  reason: string | null;
}

/** The two lists of an analysis (`ParcelAnalysisData`): allowed types and types the land type excludes. */
export interface AnalysisLists {
  turler: readonly AnalysisRowDto[];
  uygun_olmayanlar: readonly ExcludedTypeDto[];
}

/** A type of the newest analysis that the applied one does not list at all. */
export interface NewestOnlyType {
  slug: string;
  label: string;
  emoji: string;
  /** Its own row (to re-open its calculation) when the land type allows it there. */
  row: AnalysisRowDto | null;
  status: NewestStatus;
}

const refused: Verdict = "red";

/** Each type's status in an analysis, by slug: its row's verdict, or a refusal for an excluded type. */
export function statusesBySlug(analysis: AnalysisLists): Map<string, NewestStatus> {
  const statuses = new Map<string, NewestStatus>();
  for (const row of analysis.turler) {
    const verdict = verdictOf(row);
    statuses.set(row.slug, {
      verdict,
      text: VERDICT_TEXT[verdict],
      reason: verdict === refused ? row.ana_mesaj : null,
    });
  }
  for (const t of analysis.uygun_olmayanlar)
    statuses.set(t.slug, { verdict: refused, text: VERDICT_TEXT[refused], reason: t.neden });
  return statuses;
}

/** The types only the newest analysis has, allowed ones first, then in the newest analysis's order. */
export function newestOnly(applied: AnalysisLists, newest: AnalysisLists): NewestOnlyType[] {
  const known = new Set([...applied.turler, ...applied.uygun_olmayanlar].map((t) => t.slug));
  const statuses = statusesBySlug(newest);
  return [...newest.turler, ...newest.uygun_olmayanlar]
    .filter((t) => !known.has(t.slug))
    .map((t) => ({
      slug: t.slug,
      label: t.label,
      emoji: t.emoji,
      row: "girdi" in t ? t : null,
      status: statuses.get(t.slug)!,
    }));
}
