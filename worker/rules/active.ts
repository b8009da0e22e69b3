/** The rule sets bundled at build time (build/rules/bundle.json from `npm run rules:build`), validated on first use. */
import bundle from "../../build/rules/bundle.json";
import { loadRuleBundle, type RuleBundle, type RuleRegistry } from "./registry.ts";

export const RULESET_ID = "izmir-tarimsal-yapilar";

let registry: RuleRegistry | undefined;

export function bundledRules(): RuleRegistry {
  registry ??= loadRuleBundle(bundle as RuleBundle);
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
