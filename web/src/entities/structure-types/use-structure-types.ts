import { useQuery } from "@tanstack/react-query";
import type { RuleSetDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { queryClient } from "../../lib/query-client.ts";
import type { VersionQuery } from "./rule-version.ts";
import { ruleSetLoadMessage, ruleSetQuery } from "./rule-set-query.ts";

export interface RuleSetView {
  status: "loading" | "ready" | "error";
  ruleSet: RuleSetDto | null;
  error: string | null;
}

/**
 * A rule-set version (default: today's), loaded on first use and shared by every component that asks for it. Data
 * once shown stays shown: a failed check of a prerendered version (offline) is not an error.
 */
export function useRuleSet(q: VersionQuery = {}): RuleSetView {
  const { data, error } = useQuery(ruleSetQuery(q), queryClient);
  if (data) return { status: "ready", ruleSet: data, error: null };
  if (error) return { status: "error", ruleSet: null, error: ruleSetLoadMessage(error) };
  return { status: "loading", ruleSet: null, error: null };
}

/** Today's structure types (shell, home page). */
export function useStructureTypes(): RuleSetView & { items: readonly StructureTypeDto[] } {
  const view = useRuleSet();
  return { ...view, items: view.ruleSet?.turler ?? [] };
}
