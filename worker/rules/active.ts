/** The rule sets bundled at build time (build/rules/bundle.json from `npm run rules:build`), validated on first use. */
import bundle from "../../build/rules/bundle.json";
import { loadRuleBundle, type RuleBundle, type RuleRegistry } from "./registry.ts";

export const RULESET_ID = "izmir-tarimsal-yapilar";

let registry: RuleRegistry | undefined;

export function bundledRules(): RuleRegistry {
  registry ??= loadRuleBundle(bundle as RuleBundle);
  return registry;
}
