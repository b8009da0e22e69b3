/**
 * `rules:new-version … --set <file>:<json.path>=<value>`: the patch a draft opens with — each value by its path in a
 * file of the base version (`bag-evi:sabitler.esikler.dikili_asgari_m2=12000`). A path must name a value the base has
 * (through objects only: a list element is edited in the file), and the new value must be of the same kind (a number
 * for a number, a yes / no for a yes / no, a text for a text). Errors are Turkish and name the argument.
 */
import type { LoadedRuleSet } from "../../worker/core/rules/types.ts";

export class SetError extends Error {}

export interface SetArgument {
  /** The file's name: `bag-evi.json`, `_ortak.json`. */
  file: string;
  path: string[];
  value: unknown;
}

const PATTERN = /^([a-z0-9_-]+):([a-zA-Z0-9_.-]+)=(.*)$/s;

/** One `--set` argument read and checked against the base version. */
export function readSet(argument: string, base: LoadedRuleSet): SetArgument {
  const m = PATTERN.exec(argument);
  if (!m)
    throw new SetError(
      `--set ${argument}: "<dosya>:<yol>=<değer>" biçiminde yazın, örnek: --set bag-evi:sabitler.esikler.dikili_asgari_m2=12000`,
    );
  const [, name = "", dotted = "", text = ""] = m;
  const file = `${name}.json`;
  const root: unknown = name === "_ortak" ? base.common : base.types[name];
  if (root === undefined)
    throw new SetError(`--set ${argument}: ${base.surum} sürümünde ${file} yok (yapı türünün adı, ya da _ortak)`);
  const path = dotted.split(".");
  let current: unknown = root;
  for (const [i, step] of path.entries()) {
    const here = path.slice(0, i + 1).join(".");
    if (Array.isArray(current))
      throw new SetError(
        `--set ${argument}: ${path.slice(0, i).join(".")} bir listedir; liste ögelerini dosyada yazın`,
      );
    if (typeof current !== "object" || current === null || !Object.prototype.hasOwnProperty.call(current, step))
      throw new SetError(`--set ${argument}: ${file} içinde ${here} yok (${base.surum} sürümünde)`);
    current = (current as Record<string, unknown>)[step];
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = text;
  }
  const kind = (v: unknown) => (Array.isArray(v) ? "liste" : v === null ? "boş" : typeof v);
  const names: Record<string, string> = { number: "sayı", string: "metin", boolean: "evet/hayır", object: "nesne" };
  if (kind(value) !== kind(current))
    throw new SetError(
      `--set ${argument}: ${dotted} bir ${names[kind(current)] ?? kind(current)} (${JSON.stringify(current)}); "${text}" değil`,
    );
  if (typeof current === "object" && current !== null)
    throw new SetError(
      `--set ${argument}: ${dotted} tek bir değer değil; --set yalnız sayı, metin ya da evet/hayır değiştirir`,
    );
  return { file, path, value };
}

/** The patches of the arguments, one per file, each naming its version (`surum`, and a type's `yapi_turu_surumu`). */
export function patchesOf(sets: readonly SetArgument[], version: string): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const { file, path, value } of sets) {
    const patch = out.get(file) ?? { surum: version, yapi_turu_surumu: version };
    let node = patch;
    for (const step of path.slice(0, -1)) {
      const next = (node[step] ??= {}) as Record<string, unknown>;
      node = next;
    }
    node[path[path.length - 1]!] = value;
    out.set(file, patch);
  }
  return out;
}
