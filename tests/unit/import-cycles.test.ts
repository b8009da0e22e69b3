/**
 * No import circle in the SPA (web/src): a module never reaches itself through its imports, type-only and lazy
 * `import()` included. ESLint has no import plugin here (eslint-plugin-import's `no-cycle` would need one), so this
 * test reads the import specifiers with a regular expression and walks them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const web = join(root, "web/src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const SPECIFIERS = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm,
  /^\s*import\s*["']([^"']+)["']/gm,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

/** The web/src file `specifier` names from `file`, or null (a package, or a module outside web/src). */
function resolveImport(file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@web/")) base = join(web, specifier.slice("@web/".length));
  else if (specifier.startsWith(".")) base = resolve(dirname(file), specifier);
  else return null;
  if (!base.startsWith(web + "/")) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
  return found ?? null;
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const deps = SPECIFIERS.flatMap((re) => [...source.matchAll(re)].map((m) => resolveImport(file, m[1]!)));
    graph.set(file, [...new Set(deps.filter((d): d is string => d !== null))]);
  }
  return graph;
}

/** Every circle found by a depth-first walk, each as the chain of files that closes it. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): void => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const dep of graph.get(file) ?? []) visit(dep);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe("the SPA's imports", () => {
  it("form no circle in web/src", () => {
    const graph = importGraph(sourceFiles(web));
    expect(graph.size).toBeGreaterThan(100);
    const cycles = importCycles(graph).map((c) => c.map((f) => relative(root, f)).join(" → "));
    expect(cycles).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(importCycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });
});
