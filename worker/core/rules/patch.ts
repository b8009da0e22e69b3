/**
 * A version's file as a patch over its base's (rules/README.md, "Sürüm dosyası bir yamadır"): it names only what
 * changes, keyed by identity — an object key by its name (a constant by its path), a list element by its identity key
 * (a rule by `name`, a field by `ad` — with `arazi_vasiflari` where one field appears twice —, a card or a report row
 * by `alan`, a land type or a category by `id`, a land-type profile by `arazi_vasfi`, a tree by `sira`); a list
 * without identities (land-type ids, a rule's conditions) is replaced whole. Every key and identity a patch names must
 * exist in the base, so a typo is an error naming where; additions and removals say so:
 *
 * - `"$ekle": { "anahtar": … }` adds keys to an object, `"$sil": ["anahtar", …]` removes them;
 * - a list element with `"$yeni": true` is added (at the end, or after the element `"$sonra"` names), one with
 *   `"$sil": true` is removed;
 * - `{ "$degistir": … }` replaces a value whole (an object or a list the patch would otherwise merge).
 *
 * Pure.
 */

import { IDENTITY_KEYS } from "./wording-files.ts";

type Json = unknown;
type Path = readonly (string | number)[];

export class PatchError extends Error {}

/**
 * `yeniAnahtar`: a key the base lacks is added as written (a wording patch: a new rule's texts; the strict schema and
 * the law check catch a misspelt one), instead of being an error that asks for "$ekle" (a law patch).
 */
export interface PatchOptions {
  yeniAnahtar?: boolean;
}

const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

const ADD = "$ekle";
const REMOVE = "$sil";
const NEW = "$yeni";
const AFTER = "$sonra";
const REPLACE = "$degistir";
const DIRECTIVES = new Set([ADD, REMOVE, NEW, AFTER, REPLACE]);

const show = (at: Path) =>
  at.length
    ? at
        .map((s) => (typeof s === "number" ? `[${s}]` : s))
        .join(".")
        .replace(/\.\[/g, "[")
    : "(kök)";

/** The key that identifies the elements of a list, or null when they have none (the list is then replaced whole). */
function identityKey(list: readonly Json[]): (typeof IDENTITY_KEYS)[number] | null {
  if (!list.length || !list.every(isRecord)) return null;
  for (const key of IDENTITY_KEYS) {
    if (
      list.every(
        (e) =>
          typeof (e as Record<string, Json>)[key] === "string" || typeof (e as Record<string, Json>)[key] === "number",
      )
    )
      return key;
  }
  return null;
}

/** How an element is named in messages: `name "BAG-02"`, `ad "alan_m2"`. */
const named = (key: string, value: Json) => `${key} ${JSON.stringify(value)}`;

/**
 * The base elements a patch element names: same identity value, narrowed by the patch element's `arazi_vasiflari`
 * where the identity alone names several (one form field asked per land type).
 */
function matches(base: readonly Record<string, Json>[], key: string, element: Record<string, Json>): number[] {
  const same = base.flatMap((e, i) => (e[key] === element[key] ? [i] : []));
  if (same.length <= 1 || !("arazi_vasiflari" in element)) return same;
  const lands = JSON.stringify(element["arazi_vasiflari"]);
  return same.filter((i) => JSON.stringify(base[i]!["arazi_vasiflari"]) === lands);
}

function patchList(base: readonly Json[], patch: readonly Json[], at: Path, options: PatchOptions): Json[] {
  const key = identityKey(base);
  if (!key) return patch.map((e, i) => plain(e, [...at, i]));
  const out = base.map((e) => e as Record<string, Json>);
  for (const [i, element] of patch.entries()) {
    const here = [...at, i];
    if (!isRecord(element) || element[key] === undefined)
      throw new PatchError(`${show(here)}: listenin her ögesi kimliğini (${key}) taşımalıdır`);
    const label = named(key, element[key]);
    const found = matches(out, key, element);
    if (element[NEW] === true) {
      if (found.length)
        throw new PatchError(`${show(here)}: ${label} taban sürümde zaten var; "$yeni" yalnız eklemek içindir`);
      const { [NEW]: _new, [AFTER]: after, ...rest } = element;
      const added = plain(rest, here) as Record<string, Json>;
      if (after === undefined) out.push(added);
      else {
        const anchor = out.findIndex((e) => e[key] === after);
        if (anchor < 0) throw new PatchError(`${show(here)}: "$sonra" ${JSON.stringify(after)} taban sürümde yok`);
        out.splice(anchor + 1, 0, added);
      }
      continue;
    }
    if (!found.length)
      throw new PatchError(
        `${show(here)}: ${label} taban sürümde yok (yazım hatası mı? yeni bir öge için "$yeni": true yazın)`,
      );
    if (found.length > 1)
      throw new PatchError(
        `${show(here)}: ${label} tabanda birden çok öge; hangisi olduğunu "arazi_vasiflari" ile yazın`,
      );
    const index = found[0]!;
    if (element[REMOVE] === true) {
      out.splice(index, 1);
      continue;
    }
    out[index] = applyPatch(out[index], element, here, [key], options) as Record<string, Json>;
  }
  return out;
}

/** A value added by a patch: taken as written, with no directive left in it. */
function plain(value: Json, at: Path): Json {
  if (Array.isArray(value)) return value.map((e, i) => plain(e, [...at, i]));
  if (!isRecord(value)) return value;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) {
    if (DIRECTIVES.has(k)) throw new PatchError(`${show([...at, k])}: eklenen bir değerin içinde "${k}" kullanılamaz`);
    out[k] = plain(v, [...at, k]);
  }
  return out;
}

/**
 * The base with the patch laid over it. `keep`: keys of a list element that identify it (they stay as they are).
 * Throws PatchError naming the location of a key or an identity the base does not have.
 */
export function applyPatch(
  base: Json,
  patch: Json,
  at: Path = [],
  keep: readonly string[] = [],
  options: PatchOptions = {},
): Json {
  if (isRecord(patch) && REPLACE in patch) {
    if (Object.keys(patch).length !== 1) throw new PatchError(`${show(at)}: "$degistir" tek başına yazılır`);
    return plain(patch[REPLACE], at);
  }
  if (Array.isArray(base) && Array.isArray(patch)) return patchList(base, patch, at, options);
  if (!isRecord(base) || !isRecord(patch)) return plain(patch, at);
  const out: Record<string, Json> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const here = [...at, k];
    if (k === ADD) {
      if (!isRecord(v)) throw new PatchError(`${show(here)}: "$ekle" bir nesnedir: { "anahtar": değer }`);
      for (const [name, value] of Object.entries(v)) {
        if (name in base)
          throw new PatchError(
            `${show([...at, name])}: taban sürümde zaten var; değiştirmek için "$ekle" olmadan yazın`,
          );
        out[name] = plain(value, [...at, name]);
      }
      continue;
    }
    if (k === REMOVE) {
      if (!Array.isArray(v) || !v.every((n) => typeof n === "string"))
        throw new PatchError(`${show(here)}: "$sil" silinecek anahtarların listesidir: ["anahtar"]`);
      for (const name of v) {
        if (!(name in base)) throw new PatchError(`${show([...at, name])}: silinecek anahtar taban sürümde yok`);
        delete out[name];
      }
      continue;
    }
    if (DIRECTIVES.has(k)) throw new PatchError(`${show(here)}: "${k}" burada kullanılamaz`);
    if (keep.includes(k)) continue;
    if (!(k in base)) {
      if (!options.yeniAnahtar)
        throw new PatchError(
          `${show(here)}: taban sürümde böyle bir anahtar yok (yazım hatası mı? yeni bir anahtar için "$ekle")`,
        );
      out[k] = plain(v, here);
      continue;
    }
    out[k] = applyPatch(base[k], v, here, [], options);
  }
  return out;
}

/**
 * The smallest patch that turns `base` into `target` (for tools that write patches: `rules:new-version --set`,
 * rewriting a whole copy as a patch): equal values are left out, objects and identified lists are merged, anything
 * else replaced. `applyPatch(base, diffPatch(base, target))` equals `target`.
 */
export function diffPatch(base: Json, target: Json, options: PatchOptions = {}): Json | undefined {
  if (canonical(base) === canonical(target)) return undefined;
  if (isRecord(base) && isRecord(target)) {
    const out: Record<string, Json> = {};
    const added: Record<string, Json> = {};
    const removed = Object.keys(base).filter((k) => !(k in target));
    for (const [k, v] of Object.entries(target)) {
      if (!(k in base)) {
        if (options.yeniAnahtar) out[k] = v;
        else added[k] = v;
      } else {
        const d = diffPatch(base[k], v, options);
        if (d !== undefined) out[k] = d;
      }
    }
    if (Object.keys(added).length) out[ADD] = added;
    if (removed.length) out[REMOVE] = removed;
    return Object.keys(out).length ? out : undefined;
  }
  if (Array.isArray(base) && Array.isArray(target)) {
    const key = identityKey(base);
    if (!key || identityKey(target) !== key || !sameOrder(base, target, key)) return plainOrReplace(base, target);
    return (
      listDiff(base as Record<string, Json>[], target as Record<string, Json>[], key, options) ?? { [REPLACE]: target }
    );
  }
  return plainOrReplace(base, target);
}

/** JSON with every object's keys in order: equal values whatever order their keys were written in. */
function canonical(value: Json): string {
  return JSON.stringify(value, (_key, v: Json) =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/** A whole new value: as written, or wrapped in "$degistir" where the patch would merge it instead. */
function plainOrReplace(base: Json, target: Json): Json {
  const merges =
    (isRecord(base) && isRecord(target)) || (Array.isArray(base) && Array.isArray(target) && identityKey(base));
  return merges ? { [REPLACE]: target } : target;
}

/** Whether the elements both lists share keep their order (a patch does not reorder). */
function sameOrder(base: readonly Json[], target: readonly Json[], key: string): boolean {
  const ids = (l: readonly Json[]) =>
    l.map((e) => JSON.stringify([(e as Record<string, Json>)[key], (e as Record<string, Json>)["arazi_vasiflari"]]));
  const b = ids(base);
  const t = ids(target);
  if (new Set(b).size !== b.length || new Set(t).size !== t.length) return false;
  const shared = b.filter((x) => t.includes(x));
  return JSON.stringify(shared) === JSON.stringify(t.filter((x) => b.includes(x)));
}

/** The patch of an identified list; null where it cannot say it (the caller replaces the list whole). */
function listDiff(
  base: Record<string, Json>[],
  target: Record<string, Json>[],
  key: string,
  options: PatchOptions,
): Json[] | null {
  const id = (e: Record<string, Json>) => JSON.stringify([e[key], e["arazi_vasiflari"]]);
  const duplicated = (e: Record<string, Json>) => base.filter((b) => b[key] === e[key]).length > 1;
  const ident = (e: Record<string, Json>) =>
    duplicated(e) ? { [key]: e[key], arazi_vasiflari: e["arazi_vasiflari"] } : { [key]: e[key] };
  const targetIds = new Set(target.map(id));
  const out: Json[] = [];
  for (const b of base) if (!targetIds.has(id(b))) out.push({ ...ident(b), [REMOVE]: true });
  let previous: Record<string, Json> | null = null;
  for (const t of target) {
    const b = base.find((e) => id(e) === id(t));
    if (!b) {
      const last = previous === null ? null : previous[key];
      const atEnd = target.slice(target.indexOf(t) + 1).every((later) => !base.some((e) => id(e) === id(later)));
      // An element added before every kept one cannot be placed: the list is then replaced whole.
      if (!atEnd && last === null) return null;
      out.push({ ...t, [NEW]: true, ...(atEnd ? {} : { [AFTER]: last }) });
    } else {
      const d = diffPatch(b, t, options);
      if (d !== undefined) out.push({ ...ident(b), ...(d as Record<string, Json>) });
    }
    previous = t;
  }
  return out;
}
