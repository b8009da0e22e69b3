/** Reads the golden-case files of every rule-set version from disk. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GoldenFile, PlacedGoldenFile } from "./golden.ts";

export interface GoldenSet extends PlacedGoldenFile {
  path: string;
}

export function readGoldenFiles(rulesDir: string): GoldenSet[] {
  const out: GoldenSet[] = [];
  for (const rulesetId of readdirSync(rulesDir)) {
    const casesDir = join(rulesDir, rulesetId, "cases");
    if (!existsSync(casesDir)) continue;
    for (const version of readdirSync(casesDir).sort()) {
      for (const name of readdirSync(join(casesDir, version))
        .filter((f) => f.endsWith(".json"))
        .sort()) {
        const path = join(casesDir, version, name);
        out.push({ rulesetId, version, path, file: JSON.parse(readFileSync(path, "utf8")) as GoldenFile });
      }
    }
  }
  return out;
}
