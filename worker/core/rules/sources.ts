/**
 * The source of every number of a version's law (rules/README.md, "Sayıların kaynakları"). A version may hold
 * `kaynaklar.json`, a law file like the others (hashed, loaded, patched by a later version):
 *
 *     { "surum": "2.0.0", "kaynaklar": { "<file>.json": { "<path>": "<citation>" | { "varsayim": "<reason>" } } } }
 *
 * A path names a number of the file as the version loads it (its base's values with its own patches), or a part of
 * the file holding numbers: the longest path that is the number's own or leads to it gives its source
 * (`"sabitler.agac_cizelgesi"` covers the whole tree table). A list element is named by its identity where its list
 * has one (a rule by its `name`, a form field by its `ad`, a tree by its `sira`: `kurallar.AGIL-05`,
 * `form.alanlar.kovan_sayisi`), else by its position from 0 (`bakici_evi_kademeleri.0`). A citation is a source only
 * when it resolves (source-documents.ts); `{ "varsayim": … }` says the law gives no such number and the tool assumes
 * it. Without an entry, a `dayanak` written beside the number is its source when it is a citation: the nearest one of
 * the objects holding it inside `sabitler`, a rule's `dayanak` for a number written in the rule's conditions,
 * `emsal.dayanak` for `emsal.oran`.
 *
 * The numbers of a file: every number under `sabitler` but identifiers (`sira`, `kriter`, `arazi_vasfi`, `id`, lists
 * of land-type ids, the land-type profile table `arazi_profilleri`), the common file's `emsal_oranlari`, a type's fixed
 * `emsal.oran`, a number a rule's condition compares with, and a type's own form bounds (`form.alanlar[].en_az`,
 * `en_cok`). Not the input bounds of `girdi_alanlari`, priorities or ids. Pure.
 */
import type { LoadedRuleSet } from "./types.ts";
import type { CommonRuleFile, Condition, TypeRuleFile } from "./schema.ts";
import { IDENTITY_KEYS } from "./wording-files.ts";
import { isCitationForm, type SourceDocuments } from "./source-documents.ts";

/** The file of a version that gives its numbers' sources. */
export const SOURCES_FILE = "kaynaklar.json";

/** A number's source: a citation, or the tool's assumption where the law gives no number. */
export type Source = string | { varsayim: string };

export interface SourcesFile {
  surum: string;
  /** File name → path → source. */
  kaynaklar: Record<string, Record<string, Source>>;
}

/** What a loaded version knows of its numbers' sources. */
export interface VersionSources {
  /** Its `kaynaklar.json` as it loads (its own, or its base's with its patch), or null when it has none. */
  kaynaklar: SourcesFile["kaynaklar"] | null;
  /** The rule set's documents (`kaynak-belgeleri.json`), or null. */
  belgeler: SourceDocuments | null;
}

const remembered = new WeakMap<LoadedRuleSet, VersionSources>();

/** Keeps a loaded version's sources beside it (the registry calls this when it loads a version). */
export function rememberSources(set: LoadedRuleSet, sources: VersionSources): void {
  remembered.set(set, sources);
}

/** A loaded version's sources (none for a version the registry did not load). */
export function sourcesOf(set: LoadedRuleSet): VersionSources {
  return remembered.get(set) ?? { kaynaklar: null, belgeler: null };
}

/** A number of a version's law. */
export interface RuleNumber {
  /** `_ortak.json` or `<slug>.json`. */
  dosya: string;
  /** Its path in the file (list elements by identity, else position). */
  yol: string;
  deger: number;
  /** The `dayanak` written beside it (in `sabitler`, its rule's, `emsal.dayanak`), or null. */
  dayanak: string | null;
}

/** Keys whose numbers identify or order (a tree's `sira`, a criterion's number, a land type's id), not law. */
const IDENTIFIERS: ReadonlySet<string> = new Set(["sira", "kriter", "arazi_vasfi", "id"]);
/** Lists of land-type ids (`arazi_vasiflari`, `zeytinlik_vasiflari` …). */
const LAND_TYPE_LIST = /(^|_)vasiflari$/;
/** The land-type profile table of the planted-area check: field names, land-type ids and criterion numbers. */
const PROFILES = "arazi_profilleri";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** How each element of a list is named in a path: by the identity all its elements carry, else by position. */
export function elementNames(list: readonly unknown[]): string[] {
  const key =
    list.length && list.every(isRecord)
      ? IDENTITY_KEYS.find((k) =>
          list.every((e) => {
            const v = (e as Record<string, unknown>)[k];
            return (typeof v === "string" || typeof v === "number") && !String(v).includes(".");
          }),
        )
      : undefined;
  return list.map((e, i) => (key ? String((e as Record<string, unknown>)[key]) : String(i)));
}

/** The numbers under `sabitler`, each with the nearest `dayanak` of the objects holding it. */
function constantNumbers(sabitler: unknown, dosya: string): RuleNumber[] {
  const out: RuleNumber[] = [];
  const walk = (value: unknown, yol: string, key: string, dayanak: string | null): void => {
    if (typeof value === "number") {
      if (!IDENTIFIERS.has(key)) out.push({ dosya, yol, deger: value, dayanak });
      return;
    }
    if (Array.isArray(value)) {
      if (LAND_TYPE_LIST.test(key)) return;
      const names = elementNames(value);
      value.forEach((e, i) => walk(e, `${yol}.${names[i]}`, key, dayanak));
      return;
    }
    if (!isRecord(value)) return;
    const here = typeof value["dayanak"] === "string" ? (value["dayanak"] as string) : dayanak;
    for (const [k, v] of Object.entries(value)) {
      if (yol === "sabitler" && k === PROFILES) continue;
      walk(v, `${yol}.${k}`, k, here);
    }
  };
  walk(sabitler, "sabitler", "sabitler", null);
  return out;
}

/** The numbers the rules' conditions compare with, each with its rule's `dayanak`. */
function conditionNumbers(file: CommonRuleFile | TypeRuleFile, dosya: string): RuleNumber[] {
  const out: RuleNumber[] = [];
  const names = elementNames(file.kurallar);
  for (const [i, rule] of file.kurallar.entries()) {
    const walk = (c: Condition, yol: string): void => {
      if ("all" in c) c.all.forEach((x, j) => walk(x, `${yol}.all.${j}`));
      else if ("any" in c) c.any.forEach((x, j) => walk(x, `${yol}.any.${j}`));
      else if ("not" in c) walk(c.not, `${yol}.not`);
      else if (typeof c.value === "number")
        out.push({ dosya, yol: `${yol}.value`, deger: c.value, dayanak: rule.event.params.dayanak });
    };
    walk(rule.conditions, `kurallar.${names[i]}.conditions`);
  }
  return out;
}

/** The numbers of one file of a loaded version (the common file or a type's), in the file's order. */
export function fileNumbers(file: CommonRuleFile | TypeRuleFile, dosya: string): RuleNumber[] {
  const out: RuleNumber[] = [];
  if ("emsal_oranlari" in file)
    for (const [k, v] of Object.entries(file.emsal_oranlari))
      out.push({ dosya, yol: `emsal_oranlari.${k}`, deger: v, dayanak: null });
  if ("emsal" in file && file.emsal.tur === "sabit")
    out.push({ dosya, yol: "emsal.oran", deger: file.emsal.oran, dayanak: file.emsal.dayanak });
  out.push(...constantNumbers(file.sabitler, dosya));
  if ("form" in file) {
    const names = elementNames(file.form.alanlar);
    for (const [i, field] of file.form.alanlar.entries())
      for (const bound of ["en_az", "en_cok"] as const) {
        const v = field[bound];
        if (typeof v === "number")
          out.push({ dosya, yol: `form.alanlar.${names[i]}.${bound}`, deger: v, dayanak: null });
      }
  }
  out.push(...conditionNumbers(file, dosya));
  return out;
}

/** Every number of a loaded version: the common file's, then each type's. */
export function versionNumbers(set: LoadedRuleSet): RuleNumber[] {
  return [
    ...fileNumbers(set.common, "_ortak.json"),
    ...Object.entries(set.types).flatMap(([slug, file]) => fileNumbers(file, `${slug}.json`)),
  ];
}

/** Why a citation does not resolve, or null when it does. */
export type CitationCheck = (citation: string) => string | null;

/** The check a loaded version can make without the documents: the citation's form (source-documents.ts). */
export function formCheck(belgeler: SourceDocuments | null): CitationCheck {
  return (citation) =>
    belgeler && isCitationForm(citation, belgeler) ? null : `"${citation}" bir mevzuat atfı biçiminde değil`;
}

/** A number with its source. */
export interface SourcedNumber extends RuleNumber {
  /** The citation that is its source, or null. */
  kaynak: string | null;
  /** The reason of the tool's assumption (`{ "varsayim": … }`), or null. */
  varsayim: string | null;
  /** Where its source is written: the `kaynaklar.json` path, `"dayanak"` (beside the number), or null (none). */
  nereden: string | null;
}

/** The entry of `kaynaklar.json` that gives a number's source: the longest path that is its own or leads to it. */
function entryOf(entries: Readonly<Record<string, Source>>, yol: string): [string, Source] | null {
  let best: [string, Source] | null = null;
  for (const [path, source] of Object.entries(entries))
    if ((yol === path || yol.startsWith(`${path}.`)) && (!best || path.length > best[0].length)) best = [path, source];
  return best;
}

/** Each number with its source: its `kaynaklar.json` entry, else a citation written beside it. */
export function sourceNumbers(
  numbers: readonly RuleNumber[],
  kaynaklar: VersionSources["kaynaklar"],
  check: CitationCheck,
): SourcedNumber[] {
  return numbers.map((n) => {
    const entry = entryOf(kaynaklar?.[n.dosya] ?? {}, n.yol);
    if (entry) {
      const [path, source] = entry;
      if (typeof source !== "string") return { ...n, kaynak: null, varsayim: source.varsayim, nereden: path };
      return { ...n, kaynak: check(source) === null ? source : null, varsayim: null, nereden: path };
    }
    if (n.dayanak !== null && check(n.dayanak) === null)
      return { ...n, kaynak: n.dayanak, varsayim: null, nereden: "dayanak" };
    return { ...n, kaynak: null, varsayim: null, nereden: null };
  });
}

export interface SourcesReport {
  sayilar: SourcedNumber[];
  /** How many numbers; with a citation; with an assumption; with neither. */
  sayi: number;
  kaynakli: number;
  varsayim: number;
  kaynaksiz: number;
  /** Entries of `kaynaklar.json` that name no file of the version, a path holding no number, or a bad citation. */
  sorunlar: { dosya: string; yol: string; sorun: string }[];
}

/** Every number of a version with its source, the counts and the problems of its `kaynaklar.json`. */
export function sourcesReport(
  set: LoadedRuleSet,
  check: CitationCheck,
  sources: VersionSources = sourcesOf(set),
): SourcesReport {
  const numbers = versionNumbers(set);
  const sayilar = sourceNumbers(numbers, sources.kaynaklar, check);
  const files = new Set(["_ortak.json", ...Object.keys(set.types).map((slug) => `${slug}.json`)]);
  const sorunlar: SourcesReport["sorunlar"] = [];
  for (const [dosya, entries] of Object.entries(sources.kaynaklar ?? {})) {
    if (!files.has(dosya)) {
      sorunlar.push({ dosya, yol: "", sorun: `${set.surum} sürümünde böyle bir dosya yok` });
      continue;
    }
    for (const [yol, source] of Object.entries(entries)) {
      if (!numbers.some((n) => n.dosya === dosya && (n.yol === yol || n.yol.startsWith(`${yol}.`))))
        sorunlar.push({ dosya, yol, sorun: "bu yolda sayı yok" });
      const problem = typeof source === "string" ? check(source) : null;
      if (problem) sorunlar.push({ dosya, yol, sorun: problem });
    }
  }
  const kaynakli = sayilar.filter((n) => n.kaynak !== null).length;
  const varsayim = sayilar.filter((n) => n.varsayim !== null).length;
  return {
    sayilar,
    sayi: sayilar.length,
    kaynakli,
    varsayim,
    kaynaksiz: sayilar.length - kaynakli - varsayim,
    sorunlar,
  };
}

/** How many numbers without a source `sourcesCheck` lists of a released version (all of them: `rules:sources`). */
const LISTED = 20;

/**
 * `rules:check`'s lines for a version's sources (section "Sayıların kaynakları") and whether they fail it: a draft
 * fails on a number without a source and on a problem of its `kaynaklar.json`; a released version cannot change, so
 * its numbers without a source (the first of them) and its problems are only listed.
 */
export function sourcesCheck(set: LoadedRuleSet, report: SourcesReport): { satirlar: string[]; basarisiz: boolean } {
  const draft = set.durum === "taslak";
  const satirlar = [
    `${set.id} ${set.surum} (${draft ? "taslak" : "yayında"}): ${report.sayi} sayı — ${report.kaynakli} kaynaklı, ${report.kaynaksiz} kaynaksız, ${report.varsayim} varsayım`,
  ];
  const unsourced = report.sayilar.filter((n) => n.kaynak === null && n.varsayim === null);
  for (const n of draft ? unsourced : unsourced.slice(0, LISTED)) {
    const why = n.nereden && n.nereden !== "dayanak" ? ` (kaynaklar.json "${n.nereden}": atıf bulunamadı)` : "";
    satirlar.push(`${draft ? "HATA" : "kaynaksız"} ${set.surum} ${n.dosya} ${n.yol} = ${n.deger}${why}`);
  }
  if (!draft && unsourced.length > LISTED)
    satirlar.push(
      `… ve ${unsourced.length - LISTED} kaynaksız sayı daha (yayımlanmış sürüm değişmez; tamamı: npm run rules:sources -- ${set.surum})`,
    );
  for (const p of report.sorunlar)
    satirlar.push(
      `${draft ? "HATA" : "uyarı"} ${set.surum} kaynaklar.json ${p.dosya}${p.yol ? ` "${p.yol}"` : ""}: ${p.sorun}`,
    );
  if (draft && unsourced.length)
    satirlar.push(
      `Taslağın her sayısının bir kaynağı olmalı: ${set.surum}/kaynaklar.json içine bir atıf ("Talimat 7.1") ya da {"varsayim": "…"} yazın (rules/README.md, "Sayıların kaynakları").`,
    );
  return { satirlar, basarisiz: draft && (unsourced.length > 0 || report.sorunlar.length > 0) };
}

/** A number of a type's page: where it is, its value, its source (a citation) or the tool's assumption. */
export interface NumberSource {
  dosya: string;
  yol: string;
  deger: number;
  kaynak: string | null;
  varsayim: string | null;
}

/**
 * The numbers a structure type's answer rests on, for the answer and the legislation pages: the type's own and the
 * common file's, each with its citation or the assumption's reason (both null: no source). Null for a type the
 * version does not have. `check`: how a citation is told (default: its form, the documents are not at hand here).
 */
export function typeNumberSources(
  set: LoadedRuleSet,
  slug: string,
  check: CitationCheck = formCheck(sourcesOf(set).belgeler),
): NumberSource[] | null {
  const file = set.types[slug];
  if (!file) return null;
  const numbers = [...fileNumbers(file, `${slug}.json`), ...fileNumbers(set.common, "_ortak.json")];
  return sourceNumbers(numbers, sourcesOf(set).kaynaklar, check).map(({ dosya, yol, deger, kaynak, varsayim }) => ({
    dosya,
    yol,
    deger,
    kaynak,
    varsayim,
  }));
}
