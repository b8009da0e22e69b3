import { useEffect } from "react";
import { useSnapshot } from "valtio";
import type { RuleSetDto, StructureTypeDto } from "@worker/contracts/rule-set.ts";
import { versionKey, type VersionQuery } from "../rule-version.ts";
import { loadRuleSet, ruleSetState } from "./state.ts";

export interface RuleSetView {
  status: "loading" | "ready" | "error";
  ruleSet: RuleSetDto | null;
  error: string | null;
}

/** A rule-set version (default: today's), loaded on first use and shared by every component that asks for it. */
export function useRuleSet(q: VersionQuery = {}): RuleSetView {
  const key = versionKey(q);
  const { surum, tarih } = q;
  const snap = useSnapshot(ruleSetState);
  useEffect(() => {
    void loadRuleSet({ surum, tarih });
  }, [key, surum, tarih]);
  const entry = snap.entries[key];
  return {
    status: entry?.status ?? "loading",
    ruleSet: (entry?.data as RuleSetDto | null) ?? null,
    error: entry?.error ?? null,
  };
}

/** Today's structure types (shell, home page). */
export function useStructureTypes(): RuleSetView & { items: readonly StructureTypeDto[] } {
  const view = useRuleSet();
  return { ...view, items: view.ruleSet?.turler ?? [] };
}
