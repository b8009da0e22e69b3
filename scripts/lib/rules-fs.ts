/**
 * Reads rules/ from disk, checks every law file's sha256 against manifest.json, and makes the worker's bundle (law
 * files and the `metin/` wording files).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileKind } from "../../worker/core/rules/text-paths.ts";
import { CORRECTIONS_DIR, WORDING_DIR } from "../../worker/core/rules/wording-files.ts";
import { LAND_PROFILES_FILE } from "../../worker/core/rules/land-profile-lookup.ts";
import {
  citationProblem,
  documentItems,
  SOURCE_DOCUMENTS_FILE,
  type SourceDocuments,
} from "../../worker/core/rules/source-documents.ts";
import type { CitationCheck } from "../../worker/core/rules/sources.ts";
import { literalNumbers, type LiteralNumber } from "../../worker/core/rules/literal-numbers.ts";
import type { RuleBundle, RuleRegistry } from "../../worker/core/rules/registry.ts";

export const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

export interface HashProblem {
  file: string;
  problem: string;
}

/** Reads the manifest and every file it lists; reports hash mismatches and unlisted or missing files. */
export function readRulesDir(rulesDir: string): { bundle: RuleBundle; problems: HashProblem[] } {
  const manifestPath = join(rulesDir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
    kural_setleri?: Record<
      string,
      { surumler?: Record<string, { durum?: string; dosyalar?: Record<string, string> }> }
    >;
  };
  const files: Record<string, unknown> = {};
  const problems: HashProblem[] = [];
  for (const [id, set] of Object.entries(manifest.kural_setleri ?? {})) {
    // The rule set's versionless files: the land-type profiles and the documents a number's source may cite.
    for (const name of [LAND_PROFILES_FILE, SOURCE_DOCUMENTS_FILE]) {
      const path = join(rulesDir, id, name);
      if (!existsSync(path)) continue;
      try {
        files[`${id}/${name}`] = JSON.parse(readFileSync(path, "utf8"));
      } catch (err) {
        problems.push({ file: `${id}/${name}`, problem: `geçerli JSON değil: ${(err as Error).message}` });
      }
    }
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
            problem:
              info.durum === "yayinda"
                ? `yayımlanmış dosya değişmiş (manifest ${expected.slice(0, 12)}…, dosya ${actual.slice(0, 12)}…): yayımlanmış bir sürüm hiç değişmez, bir yazım düzeltmesi bile; değişikliği yeni sürümde yapın (npm run rules:new-version)`
                : `özet eski (manifest ${expected.slice(0, 12)}…, dosya ${actual.slice(0, 12)}…): npm run rules:hash -- ${surum}`,
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
      // The wording files, not hashed (a wording fix is not a change of the law): the version's own, and the fixes of
      // a released version, kept outside its folder (which never changes once released).
      for (const [folder, at] of [
        [join(dir, WORDING_DIR), `${id}/${surum}/${WORDING_DIR}`],
        [join(rulesDir, id, CORRECTIONS_DIR, surum), `${id}/${CORRECTIONS_DIR}/${surum}`],
      ] as const) {
        if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
        for (const file of readdirSync(folder).filter((f) => f.endsWith(".json"))) {
          const name = `${at}/${file}`;
          try {
            files[name] = JSON.parse(readFileSync(join(folder, file), "utf8"));
          } catch (err) {
            problems.push({ file: name, problem: `geçerli JSON değil: ${(err as Error).message}` });
          }
        }
      }
    }
    const fixes = join(rulesDir, id, CORRECTIONS_DIR);
    if (existsSync(fixes))
      for (const surum of readdirSync(fixes).filter((v) => !set.surumler?.[v]))
        problems.push({ file: `${id}/${CORRECTIONS_DIR}/${surum}`, problem: "bu sürüm manifest.json'da yok" });
  }
  return { bundle: { manifest, files }, problems };
}

/**
 * The legal constants written literally in the texts of each version's own wording files
 * (worker/core/rules/literal-numbers.ts).
 */
export function literalNumbersIn(
  bundle: RuleBundle,
  registry: RuleRegistry,
): { surum: string; found: LiteralNumber[] }[] {
  const out: { surum: string; found: LiteralNumber[] }[] = [];
  for (const [id, versions] of Object.entries(registry.versions)) {
    for (const v of versions) {
      const prefixes = [`${id}/${v.surum}/${WORDING_DIR}/`, `${id}/${CORRECTIONS_DIR}/${v.surum}/`];
      const own = Object.entries(bundle.files)
        .flatMap(([key, content]) => {
          const prefix = prefixes.find((p) => key.startsWith(p));
          return prefix ? [{ name: key.slice(prefix.length), content }] : [];
        })
        .map((f) => ({ ...f, kind: fileKind(f.name) }));
      const sabitler: Record<string, unknown> = { "_ortak.json": v.common.sabitler };
      for (const [slug, file] of Object.entries(v.types)) sabitler[`${slug}.json`] = file.sabitler;
      out.push({ surum: v.surum, found: literalNumbers(own, sabitler) });
    }
  }
  return out;
}

/**
 * The folder beside the repository that holds the legal documents a number's source cites (`<repo>/../shared`;
 * `SHARED_DIR` names another).
 */
export const sharedDir = process.env["SHARED_DIR"] ?? resolve(import.meta.dirname, "../../../shared");

/**
 * How a citation is checked against the documents themselves (worker/core/rules/source-documents.ts): each document of
 * the catalogue is read from the shared folder and its items found; a document that cannot be read has none, so a
 * citation of it does not resolve (the message names its file).
 */
export function legalCitationCheck(documents: SourceDocuments | null, dir = sharedDir): CitationCheck {
  if (!documents)
    return (citation) => `"${citation}" doğrulanamadı: kural setinin ${SOURCE_DOCUMENTS_FILE} dosyası yok`;
  const items = new Map<string, Set<string>>();
  for (const document of documents.belgeler) {
    const path = join(dir, document.dosya);
    if (!existsSync(path)) continue;
    items.set(document.ad, documentItems(document, readFileSync(path, "utf8")));
  }
  return (citation) => citationProblem(citation, documents, items);
}
