import { join, resolve } from "node:path";
import { readRulesDir } from "./rules-fs.ts";
import { loadRuleBundle } from "../../worker/rules/registry.ts";

export const root = resolve(import.meta.dirname, "../..");

export function loadRepoRules() {
  const { bundle, problems } = readRulesDir(join(root, "rules"));
  return { registry: loadRuleBundle(bundle), problems };
}
