/**
 * Which version of the rule set holds a type: the newest draft (the shell's 'Mevzuat' choice), the versions after or
 * before a version in the list every `GET /api/rules/` answer carries (`surumler`, oldest effective date first), and
 * the first of them whose rule set defines a type (a link without `surum` to a type only a draft has; the last
 * version that still defined a type a newer one no longer does).
 */
import { useQueries } from "@tanstack/react-query";
import type { RuleSetDto, RuleSetVersionDto } from "@worker/core/contracts/rule-set.ts";
import { newestVersion } from "./newest-version.ts";
import { queryClient } from "../../lib/query-client.ts";
import { ruleSetQuery } from "./rule-set-query.ts";

/** The newest version when it is a draft (what the shell offers as the new regulation), else null. */
export function newestDraft(versions: readonly RuleSetVersionDto[]): RuleSetVersionDto | null {
  const newest = newestVersion(versions);
  return newest?.durum === "taslak" ? newest : null;
}

/** The versions after `surum`, nearest first. */
export function laterVersions(versions: readonly RuleSetVersionDto[], surum: string): RuleSetVersionDto[] {
  const i = versions.findIndex((v) => v.surum === surum);
  return i < 0 ? [] : versions.slice(i + 1);
}

/** The versions before `surum`, nearest first. */
export function earlierVersions(versions: readonly RuleSetVersionDto[], surum: string): RuleSetVersionDto[] {
  const i = versions.findIndex((v) => v.surum === surum);
  return i < 0 ? [] : versions.slice(0, i).reverse();
}

/** Whether the version has the type and defines it (a type the law no longer defines is only refused there). */
export function definesType(ruleSet: Pick<RuleSetDto, "turler">, slug: string): boolean {
  return ruleSet.turler.some((t) => t.slug === slug && t.mevzuat_durumu.kod !== "tanimli_degil");
}

export interface DefiningVersion {
  status: "loading" | "ready";
  /** The first candidate whose rule set defines the type; null when none does (or while loading). */
  version: RuleSetVersionDto | null;
}

/**
 * The first of `candidates` (in the order given) that defines the type `slug`. Their rule sets are loaded by number,
 * once each and shared with every page (`ruleSetQuery`); a version that fails to load is passed over.
 */
export function useDefiningVersion(slug: string, candidates: readonly RuleSetVersionDto[]): DefiningVersion {
  const answers = useQueries({ queries: candidates.map((v) => ruleSetQuery({ surum: v.surum })) }, queryClient);
  for (const [i, version] of candidates.entries()) {
    const answer = answers[i]!;
    if (answer.isPending) return { status: "loading", version: null };
    if (answer.data && definesType(answer.data, slug)) return { status: "ready", version };
  }
  return { status: "ready", version: null };
}

/** The nearest version after the rule set's own that defines the type; none is tried while `ruleSet` is null. */
export function useLaterDefiningVersion(
  slug: string,
  ruleSet: Pick<RuleSetDto, "surumler" | "kural_seti"> | null,
): DefiningVersion {
  return useDefiningVersion(slug, ruleSet ? laterVersions(ruleSet.surumler, ruleSet.kural_seti.surum) : []);
}
