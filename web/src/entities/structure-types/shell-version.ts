/**
 * The shell's 'Mevzuat' choice: today's released version (the default) or the newest draft of the rule set. The
 * sidebar and the home page list the chosen version's types, and their links name a draft with `?surum=`; a page
 * itself follows its own address. Kept in the browser's local storage (as the session is), so it survives a
 * reload; what is kept is the kind of choice, so a newer draft or a published one is followed without a stale number.
 */
import { proxy, useSnapshot } from "valtio";
import type { RuleSetVersionDto } from "@worker/core/contracts/rule-set.ts";
import type { VersionQuery } from "./rule-version.ts";
import { useRuleSet, type RuleSetView } from "./use-structure-types.ts";
import { newestDraft } from "./versions.ts";
import { useHydrated } from "../../lib/hooks/use-hydrated.ts";

export type ShellChoice = "yururlukte" | "taslak";

export const SHELL_CHOICE_KEY = "mevzuat_secimi";

function storedChoice(): ShellChoice {
  try {
    return localStorage.getItem(SHELL_CHOICE_KEY) === "taslak" ? "taslak" : "yururlukte";
  } catch {
    return "yururlukte";
  }
}

export const shellVersionState = proxy<{ choice: ShellChoice }>({ choice: storedChoice() });

export function setShellChoice(choice: ShellChoice): void {
  shellVersionState.choice = choice;
  try {
    if (choice === "taslak") localStorage.setItem(SHELL_CHOICE_KEY, choice);
    else localStorage.removeItem(SHELL_CHOICE_KEY);
  } catch {
    // Storage refused (private mode, quota): the choice holds until the tab is closed.
  }
}

export interface ShellRuleSet extends RuleSetView {
  choice: ShellChoice;
  /** The newest draft of the rule set, when there is one (the choice is offered only then). */
  draft: RuleSetVersionDto | null;
  /** Today's version (the one in force), once the rule set is known. */
  inForce: RuleSetVersionDto | null;
  /** The version the lists show and their links name: `{}` for today's, `{ surum }` for the draft. */
  query: VersionQuery;
}

/** The version the shell's lists show: the draft when it is chosen and exists, else today's. */
export function useShellRuleSet(): ShellRuleSet {
  const stored = useSnapshot(shellVersionState).choice;
  // A prerendered page hydrates with the build's lists (today's version); a stored draft choice follows at once.
  const choice = useHydrated() ? stored : "yururlukte";
  const today = useRuleSet();
  const draft = today.ruleSet ? newestDraft(today.ruleSet.surumler) : null;
  const query: VersionQuery = choice === "taslak" && draft ? { surum: draft.surum } : {};
  const shown = useRuleSet(query);
  return { ...shown, choice, draft, inForce: today.ruleSet?.kural_seti ?? null, query };
}
