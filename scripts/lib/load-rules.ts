import { join, resolve } from "node:path";
import { readRulesDir } from "./rules-fs.ts";
import { loadRules } from "../../worker/core/calculation/load-rules.ts";

export const root = resolve(import.meta.dirname, "../..");
/** The rules folder the editor's scripts read and write: rules/, or RULES_DIR (the tests run them on copies). */
export const rulesDir = process.env["RULES_DIR"] ?? join(root, "rules");

/** The rule sets of rules/ (or another rules folder), loaded as the worker loads its bundle, and the folder's problems. */
export function loadRepoRules(dir = rulesDir) {
  const { bundle, problems } = readRulesDir(dir);
  return { registry: loadRules(bundle), problems };
}
