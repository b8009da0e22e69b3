/** Reads rules/ from disk, checks every file's sha256 against manifest.json, and makes the worker's bundle. */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { RuleBundle } from "../../worker/rules/registry.ts";

export const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

export interface HashProblem {
  file: string;
  problem: string;
}

/** Reads the manifest and every file it lists; reports hash mismatches and unlisted or missing files. */
export function readRulesDir(rulesDir: string): { bundle: RuleBundle; problems: HashProblem[] } {
  const manifestPath = join(rulesDir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    kural_setleri?: Record<string, { surumler?: Record<string, { dosyalar?: Record<string, string> }> }>;
  };
  const files: Record<string, unknown> = {};
  const problems: HashProblem[] = [];
  for (const [id, set] of Object.entries(manifest.kural_setleri ?? {})) {
    for (const [surum, info] of Object.entries(set.surumler ?? {})) {
      const dir = join(rulesDir, id, surum);
      const listed = info.dosyalar ?? {};
      for (const [file, expected] of Object.entries(listed)) {
        const path = join(dir, file);
        if (!existsSync(path)) {
          problems.push({ file: `${id}/${surum}/${file}`, problem: "manifest'te listelenmiş ama dosya yok" });
          continue;
        }
        const bytes = readFileSync(path);
        const actual = sha256(bytes);
        if (actual !== expected) {
          problems.push({
            file: `${id}/${surum}/${file}`,
            problem: `sha256 uyuşmuyor (manifest ${expected.slice(0, 12)}…, dosya ${actual.slice(0, 12)}…): yayımlanmış bir sürüm değiştirilemez, yeni sürüm açın`,
          });
        }
        try {
          files[`${id}/${surum}/${file}`] = JSON.parse(bytes.toString("utf8"));
        } catch (err) {
          problems.push({ file: `${id}/${surum}/${file}`, problem: `geçerli JSON değil: ${(err as Error).message}` });
        }
      }
      if (existsSync(dir) && statSync(dir).isDirectory()) {
        for (const file of readdirSync(dir)) {
          if (file.endsWith(".json") && !(file in listed)) {
            problems.push({ file: `${id}/${surum}/${file}`, problem: "dosya manifest.json'da listelenmemiş" });
          }
        }
      }
    }
  }
  return { bundle: { manifest, files }, problems };
}
