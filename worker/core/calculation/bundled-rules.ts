/**
 * The rule sets bundled at build time (build/rules/bundle.json from `npm run rules:build`), validated on first use
 * — the schema and, since this layer holds the fact functions, each type's `hesap` (load-rules.ts).
 */
import bundle from "../../../build/rules/bundle.json";
import type { RuleBundle, RuleRegistry } from "../rules/registry.ts";
import { loadRules } from "./load-rules.ts";

export const RULESET_ID = "izmir-tarimsal-yapilar";

let registry: RuleRegistry | undefined;

export function bundledRules(): RuleRegistry {
  registry ??= loadRules(bundle as RuleBundle);
  return registry;
}

/** The bundle as built (tests derive throw-away versions from it). */
export function builtRuleBundle(): RuleBundle {
  return bundle as RuleBundle;
}

/**
 * Tests only: serve another registry (e.g. a throw-away version) until called with `undefined`, which goes back
 * to the built bundle.
 */
export function replaceRuleRegistryForTests(next: RuleRegistry | undefined): void {
  registry = next;
}
