/**
 * A rule file is two files: its law (`<file>.json`: conditions, constants, legal bases, land types, bounds; hashed,
 * frozen once released) and its wording (`metin/<file>.json`: the values at the text paths of `text-paths.ts`).
 * The wording file has the law file's shape: objects key by key, arrays element by element, each element carrying
 * its identity key (a rule's `name`, a field's `ad`, a category's `id`, a card's `alan`) so an editor sees where a
 * text belongs; a loaded version lays the wording over the law. Pure.
 */
import { WORDING_PATHS, visitPath, type RuleFileKind } from "./text-paths.ts";

/** The folder of a version that holds the wording files. */
export const WORDING_DIR = "metin";

/**
 * Where a released version's wording fixes live: rules/<set>/duzeltmeler/<version>/<file>.json, outside the version's
 * folder, which never changes once released. Each is a wording patch, laid over the version's texts as released.
 */
export const CORRECTIONS_DIR = "duzeltmeler";

/**
 * The keys that name a list element, in order of preference: a rule's `name`, a land type's or category's `id`, a
 * field's `ad`, a card's or report row's `alan`, a land-type profile's `arazi_vasfi`, a tree's `sira`. A wording file
 * names an element by the first one it has; a version's patch (patch.ts) a list's elements by the first all carry.
 */
export const IDENTITY_KEYS = ["name", "id", "ad", "alan", "arazi_vasfi", "sira"] as const;

type Json = unknown;
type Path = readonly (string | number)[];

const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
const show = (at: Path) => at.map(String).join(".") || "(kök)";

export class WordingMergeError extends Error {}

/** Every concrete location (with array indices) a kind's text paths name in a file. */
function wordingLocations(file: Json, kind: RuleFileKind): Path[] {
  const out: Path[] = [];
  for (const path of WORDING_PATHS[kind]) visitPath(file, path, (_parent, _key, at) => out.push(at));
  return out;
}

function identityOf(element: Json): [string, Json] | null {
  if (!isRecord(element)) return null;
  for (const key of IDENTITY_KEYS) {
    const v = element[key];
    if (typeof v === "string" || typeof v === "number") return [key, v];
  }
  return null;
}

/** Places `value` at `at` in the wording tree, shaping arrays like the law's (every element keeps its identity). */
function place(wording: Record<string, Json>, law: Json, at: Path, value: Json): void {
  let target: Json = wording;
  let source: Json = law;
  for (const [i, step] of at.entries()) {
    const last = i === at.length - 1;
    const container = target as Record<string | number, Json>;
    if (last) {
      container[step] = value;
      return;
    }
    source = (source as Record<string | number, Json>)[step];
    if (container[step] === undefined) {
      container[step] = Array.isArray(source)
        ? source.map((element) => {
            const identity = identityOf(element);
            return identity ? { [identity[0]]: identity[1] } : {};
          })
        : {};
    }
    target = container[step];
  }
}

/** A file as written, split into its law and its wording. */
export function splitWording(file: Json, kind: RuleFileKind): { legal: Json; wording: Record<string, Json> } {
  const legal = structuredClone(file);
  const wording: Record<string, Json> = {};
  for (const at of wordingLocations(file, kind)) {
    let parent: Json = legal;
    for (const step of at.slice(0, -1)) parent = (parent as Record<string | number, Json>)[step];
    const key = at[at.length - 1]!;
    const record = parent as Record<string | number, Json>;
    place(wording, file, at, record[key]);
    delete record[key];
  }
  return { legal, wording };
}

/** The text paths a law file still holds (each one belongs in its wording file). */
export function wordingInLaw(file: Json, kind: RuleFileKind): string[] {
  return wordingLocations(file, kind).map(show);
}

function merge(law: Json, wording: Json, at: Path): Json {
  if (wording === undefined) return law;
  if (law === undefined) return wording;
  if (Array.isArray(law) && Array.isArray(wording)) {
    if (law.length !== wording.length)
      throw new WordingMergeError(`${show(at)} — metin ${wording.length} öge, hukuki dosya ${law.length} öge`);
    return law.map((element: Json, i) => merge(element, wording[i], [...at, i]));
  }
  if (isRecord(law) && isRecord(wording)) {
    const out: Record<string, Json> = { ...law };
    for (const [key, value] of Object.entries(wording)) out[key] = merge(law[key], value, [...at, key]);
    return out;
  }
  if (law === wording) return law;
  throw new WordingMergeError(
    `${show(at)} — metin dosyasında ${JSON.stringify(wording)}, hukuki dosyada ${JSON.stringify(law)}`,
  );
}

/**
 * The law with its wording laid over it. Throws when the wording file differs from the law where both speak (an
 * identity key that names another element, an array of another length) or carries law: a value outside the text
 * paths that the law file does not hold.
 */
export function mergeWording(law: Json, wording: Json, kind: RuleFileKind): Json {
  const merged = merge(law, wording, []);
  const { legal } = splitWording(merged, kind);
  if (JSON.stringify(legal) !== JSON.stringify(law)) {
    const extra = firstDifference(law, legal, []);
    throw new WordingMergeError(`${extra ?? "(kök)"} — metin dosyasında hukuki içerik: bu değer hukuki dosyaya aittir`);
  }
  return merged;
}

export function firstDifference(a: Json, b: Json, at: Path): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[key], b[key], [...at, key]);
      if (d) return d;
    }
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], [...at, i]);
      if (d) return d;
    }
  }
  return show(at);
}
