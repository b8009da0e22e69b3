/**
 * A number the law gives is written once: as a constant. This check finds a constant's value written literally in a
 * text of a rule file, where a placeholder must name it (`{taban_alani_m2}`, `{idari_orani%}`,
 * `{turler.bag-evi.taban_alani_m2}`), so that changing the constant can never leave a text saying the old number.
 * An area ("75 m²") is matched with every area constant of the version (`…_m2`), a percentage ("%5") with the ratios
 * of its own file and of `_ortak.json`, any other number with its own file's constants; article numbers
 * ("md. 24", "Talimat 5", "7.12.15.3") are citations, not constants. Pure; `rules:check` runs it.
 */
import { visitPath, WORDING_PATHS, type RuleFileKind } from "./text-paths.ts";

export interface LiteralNumber {
  /** The file and the wording path of the text. */
  yer: string;
  /** The number as written. */
  sayi: string;
  /** The constants it repeats (`<file>: <path>`). */
  sabitler: string[];
}

interface Constant {
  file: string;
  path: string;
  value: number;
}

/** Small whole numbers read as words ("2 kat", "1 ha"), never only as a constant. */
const TOO_COMMON = new Set([0, 1, 2]);
/** A number, with a leading or trailing percent sign or a following area unit. */
const NUMBER = /(%\s?)?(?<![\d.,])(\d{1,3}(?:\.\d{3})+|\d+)(,\d+)?(?![\d]|\.\d)(\s?%)?(\s?m[²2])?/g;
/** A citation's number: "md. 24", "madde 7", "Talimat 5", "7.12.15.3". */
const CITATION = /(?:md\.|madde|talimat)\s*$/i;
const PLACEHOLDER = /\{[^}]*\}/g;

/** A file's numeric constants; the common file's tables (the tree table) are data rows, not constants. */
function constantsOf(tree: unknown, file: string, out: Constant[], path = ""): void {
  if (typeof tree === "number") out.push({ file, path, value: tree });
  else if (Array.isArray(tree) && file === "_ortak.json") return;
  else if (tree !== null && typeof tree === "object")
    for (const [k, v] of Object.entries(tree)) constantsOf(v, file, out, path ? `${path}.${k}` : k);
}

/** The constants a number of the text may repeat. */
function candidates(m: RegExpExecArray, text: string, own: readonly Constant[], all: readonly Constant[]): Constant[] {
  const [, pre, whole, fraction, post, area] = m;
  if (CITATION.test(text.slice(0, m.index))) return [];
  if (/\.\d/.test(whole!) && !/^\d{1,3}(\.\d{3})+$/.test(whole!)) return [];
  const n = Number(`${whole!.replace(/\./g, "")}${fraction ? `.${fraction.slice(1)}` : ""}`);
  if (area) return all.filter((c) => c.value === n && c.path.endsWith("_m2"));
  if (pre || post) return own.filter((c) => c.value === n / 100 || (c.value === n && c.path.includes("oran")));
  if (TOO_COMMON.has(n)) return [];
  return own.filter((c) => c.value === n);
}

/**
 * The literal constants in the texts of the given files of one version. `sabitler`: every file of the version (file
 * name → its `sabitler`, `_ortak.json` included).
 */
export function literalNumbers(
  files: readonly { name: string; kind: RuleFileKind; content: unknown }[],
  sabitler: Readonly<Record<string, unknown>>,
): LiteralNumber[] {
  const all: Constant[] = [];
  for (const [file, tree] of Object.entries(sabitler)) constantsOf(tree, file, all);
  const found: LiteralNumber[] = [];
  for (const { name, kind, content } of files) {
    // Its own constants first: they are the likeliest meant.
    const own = all.filter((c) => c.file === name || c.file === "_ortak.json");
    const ranked = [...own, ...all.filter((c) => !own.includes(c))];
    for (const path of WORDING_PATHS[kind]) {
      const texts: { yer: string; text: string }[] = [];
      const collect = (v: unknown, yer: string): void => {
        if (typeof v === "string") texts.push({ yer, text: v });
        else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) collect(x, `${yer}.${k}`);
      };
      visitPath(content, path, (parent, key) => collect(parent[key], `${name}: ${path}`));
      for (const { yer, text } of texts) {
        if (!text.includes(" ")) continue; // a field name, not a sentence
        const plain = text.replace(PLACEHOLDER, " ");
        for (const m of plain.matchAll(NUMBER)) {
          const hits = candidates(m as RegExpExecArray, plain, own, ranked);
          if (hits.length)
            found.push({ yer, sayi: m[0].trim(), sabitler: hits.slice(0, 3).map((c) => `${c.file}: ${c.path}`) });
        }
      }
    }
  }
  return found;
}
