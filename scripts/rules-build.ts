/**
 * `npm run rules:build` (part of `npm run build`): checks rules/ against manifest.json (sha256 of every
 * listed file, no unlisted file), validates every file with the strict schema and every type's fact function
 * (`hesap`, against worker/core/calculation/facts/index.ts), and writes the worker's bundle to the git-ignored
 * build/rules/bundle.json. Any problem stops the build.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadRules } from "../worker/core/calculation/load-rules.ts";
import { RuleFileError } from "../worker/core/rules/registry.ts";
import { inForceText } from "../worker/core/rules/version-text.ts";
import { readRulesDir } from "./lib/rules-fs.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { bundle, problems } = readRulesDir(join(root, "rules"));
if (problems.length) {
  console.error("rules:build — kural dosyalarında sorun var:");
  for (const p of problems) console.error(`  ${p.file}: ${p.problem}`);
  process.exit(1);
}
try {
  const registry = loadRules(bundle);
  const summary = Object.entries(registry.versions)
    .map(
      ([id, vs]) =>
        `${id}: ${vs.map((v) => `${v.surum} (${Object.keys(v.types).length} yapı türü, ${inForceText(v)})`).join(", ")}`,
    )
    .join("; ");
  mkdirSync(join(root, "build", "rules"), { recursive: true });
  writeFileSync(join(root, "build", "rules", "bundle.json"), JSON.stringify(bundle));
  console.log(`rules:build ${summary}`);
} catch (err) {
  if (err instanceof RuleFileError) {
    console.error(`rules:build — ${err.message}`);
    process.exit(1);
  }
  throw err;
}
