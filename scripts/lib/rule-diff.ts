/**
 * What changed between two versions of a rule set, in law terms (`npm run rules:diff`): constants old → new (every
 * path under a type's or the common file's `sabitler`), types added / removed / changed (category, status, land
 * types, emsal, form fields with their bounds, …), rules added / removed / changed by `name` (condition, event type,
 * legal basis), the land-type catalogue and the common file — and, apart, the wording (labels, messages, notes:
 * the paths of worker/core/rules/text-paths.ts). Both sides are versions as loaded (`loadRuleBundle`: everything a version
 * inherits included), never the files as written. Values are written the Turkish way. Pure.
 */
import { formatTr } from "../../worker/core/rules/numbers.ts";
import { OPERATOR_TEXT } from "../../worker/core/legislation/legislation-text.ts";
import { resolveConstant } from "../../worker/core/rules/constants.ts";
import { WORDING_PATHS } from "../../worker/core/rules/text-paths.ts";
import type { CommonRuleFile, Condition, RuleDefinition, TypeRuleFile } from "../../worker/core/rules/schema.ts";
import type { LoadedRuleSet } from "../../worker/core/rules/types.ts";

/** Which part of a file a change is about (the reports group by it). */
export type ChangeGroup = "tur" | "arazi" | "emsal" | "form" | "sabit" | "kural" | "katalog" | "diger";
export type ChangeKind = "eklendi" | "kaldirildi" | "degisti";

export interface LawChange {
  group: ChangeGroup;
  kind: ChangeKind;
  /** What changed: a path in the file (`sabitler.esikler.dikili_asgari_m2`), a rule's name (`BAG-02`). */
  what: string;
  /** Old and new value as Turkish text; null where the value does not exist on that side. */
  old: string | null;
  new: string | null;
  /** A rule's changed parts or an added / removed rule's content, one line each. */
  details: string[];
}

export interface WordingChange {
  /** The text's place: its path in the file, or `<rule> ad|mesaj|aciklama`. */
  what: string;
  old: string | null;
  new: string | null;
}

export interface FileDiff {
  law: LawChange[];
  wording: WordingChange[];
}

export interface TypeDiff extends FileDiff {
  slug: string;
  /** The type's label (the new version's). */
  label: string;
}

/** A type only one of the versions defines, in a few words. */
export interface TypeSummary {
  slug: string;
  label: string;
  lines: string[];
}

export interface VersionSummary {
  surum: string;
  yonetmelik: string;
  durum: LoadedRuleSet["durum"];
  yururluk_tarihi: string | null;
  taban_surum: string | null;
  aciklama: string;
}

export interface RuleSetDiff {
  id: string;
  a: VersionSummary;
  b: VersionSummary;
  common: FileDiff;
  added: TypeSummary[];
  removed: TypeSummary[];
  changed: TypeDiff[];
  /** Types whose law and wording are the same in both versions. */
  unchanged: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// Values as text

/** A value as an editor reads it: Turkish numbers, quoted texts, lists in brackets. */
export function valueText(v: unknown): string {
  if (v === undefined) return "(yok)";
  if (v === null) return "null";
  if (typeof v === "number") return formatTr(v, 6);
  if (typeof v === "boolean") return v ? "evet" : "hayır";
  if (typeof v === "string") return `"${v}"`;
  if (Array.isArray(v)) return `[${v.map(valueText).join(", ")}]`;
  const entries = Object.entries(v as Record<string, unknown>);
  return `{${entries.map(([k, x]) => `${k}: ${valueText(x)}`).join(", ")}}`;
}

type Reference = { fact: string; path?: string | undefined };
const isReference = (v: unknown): v is Reference =>
  v !== null && typeof v === "object" && !Array.isArray(v) && "fact" in v;

function factText(ref: Reference, sabitler: Readonly<Record<string, unknown>>): string {
  const key = (ref.path ?? "").replace(/^\$\./, "");
  const name = key ? `${ref.fact}.${key}` : ref.fact;
  if (ref.fact !== "sabit" || !key) return name;
  const v = resolveConstant(sabitler, key);
  return v === undefined ? name : `${name} (${valueText(v)})`;
}

/**
 * A condition in one line, as the rule file writes it: `girdi.alan_m2 < sabit.asgari_parsel_m2 (550)`; `all` joined
 * by "ve", `any` by "veya", `not` as "değil (…)". A constant shows its value in the version.
 */
export function conditionText(c: Condition, sabitler: Readonly<Record<string, unknown>>): string {
  if ("all" in c || "any" in c) {
    const all = "all" in c;
    const parts = (all ? c.all : c.any).map((x) => conditionText(x, sabitler));
    if (parts.length === 0) return all ? "her zaman" : "hiçbir zaman";
    if (parts.length === 1) return parts[0]!;
    return parts.map((p) => `(${p})`).join(all ? " ve " : " veya ");
  }
  if ("not" in c) return `değil (${conditionText(c.not, sabitler)})`;
  const right = isReference(c.value) ? factText(c.value, sabitler) : valueText(c.value);
  return `${factText(c, sabitler)} ${OPERATOR_TEXT[c.operator as keyof typeof OPERATOR_TEXT] ?? c.operator} ${right}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Files as flat paths

/** The keys that name an element of a list (a rule's `name`, a field's `ad`, a card's `alan`, …), in this order. */
const IDENTITY_KEYS = ["name", "id", "ad", "alan", "slug", "arazi_vasfi", "sira", "kod"] as const;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** The key naming each element of a list of objects, or null (elements then go by their index). */
function identityKey(list: readonly unknown[]): string | null {
  if (list.length === 0 || !list.every(isObject)) return null;
  for (const key of IDENTITY_KEYS) {
    if (list.every((x) => typeof x[key] === "string" || typeof x[key] === "number")) return key;
  }
  return null;
}

interface Flat {
  /** Leaf values by path. */
  leaves: Map<string, unknown>;
  /** Every list element and every object with contents, by path (a whole part added or removed is one change). */
  parts: Map<string, unknown>;
  /** Every path in the order of the file. */
  order: string[];
}

/**
 * A file as paths to its values: `a.b`, list elements by their identity (`kurallar[name=GEN-01]`, a second element of
 * the same identity `[ad=tarla_alani#2]`) or by their index (`[0]`). A list of plain values is one value.
 */
function flatten(value: unknown, skip: (path: string) => boolean): Flat {
  const flat: Flat = { leaves: new Map(), parts: new Map(), order: [] };
  const part = (path: string, v: unknown) => {
    if (!path) return;
    flat.parts.set(path, v);
    flat.order.push(path);
  };
  const walk = (v: unknown, path: string): void => {
    if (path && skip(path)) return;
    if (Array.isArray(v) && v.some((x) => isObject(x) || Array.isArray(x))) {
      part(path, v);
      const key = identityKey(v);
      const seen = new Map<string, number>();
      v.forEach((x, i) => {
        let label = String(i);
        if (key) {
          const id = String((x as Record<string, unknown>)[key]);
          const n = (seen.get(id) ?? 0) + 1;
          seen.set(id, n);
          label = `${key}=${id}${n > 1 ? `#${n}` : ""}`;
        }
        walk(x, `${path}[${label}]`);
      });
      return;
    }
    if (isObject(v) && Object.keys(v).length > 0) {
      part(path, v);
      for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
      return;
    }
    flat.leaves.set(path, v);
    flat.order.push(path);
  };
  walk(value, "");
  return flat;
}

/** The paths of two files in one order: the new file's, each path only the old one has after the one before it. */
function mergedOrder(a: readonly string[], b: readonly string[]): Map<string, number> {
  const rank = new Map(b.map((p, i) => [p, i]));
  let last = -1;
  for (const p of a) {
    const r = rank.get(p);
    if (r !== undefined) last = r;
    else rank.set(p, (last += 1e-6));
  }
  return rank;
}

/** `kurallar[].event.params.ad` → a pattern matching `kurallar[name=GEN-01].event.params.ad` and anything under it. */
function wordingPattern(path: string): RegExp {
  const body = path
    .split(".")
    .map((step) => {
      const list = step.endsWith("[]");
      const name = list ? step.slice(0, -2) : step;
      const head = name === "*" ? "[^.\\[]+" : name.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
      return list ? `${head}\\[[^\\]]*\\]` : head;
    })
    .join("\\.");
  return new RegExp(`^${body}(?=$|[.[])`);
}

const WORDING = {
  ortak: WORDING_PATHS.ortak.map(wordingPattern),
  tur: WORDING_PATHS.tur.map(wordingPattern),
};

/** The fields every file of a version carries with the version's number: not a change of the law. */
const VERSION_FIELDS = new Set(["kural_seti_id", "surum", "yapi_turu_surumu"]);

interface Split {
  law: Flat;
  wording: Map<string, unknown>;
  /** The texts' paths in the order of the file. */
  order: string[];
}

/** A file as its law's paths (less the parts `handled` elsewhere) and its texts' paths. */
function split(file: unknown, kind: "ortak" | "tur", handled: readonly string[]): Split {
  const patterns = WORDING[kind];
  const isWording = (p: string) => patterns.some((re) => re.test(p));
  const isHandled = (p: string) => handled.some((h) => p === h || p.startsWith(`${h}.`) || p.startsWith(`${h}[`));
  const law = flatten(file, (p) => VERSION_FIELDS.has(p) || isHandled(p) || isWording(p));
  const texts = flatten(file, (p) => VERSION_FIELDS.has(p) || isHandled(p));
  const wording = new Map([...texts.leaves].filter(([p]) => isWording(p)));
  return { law, wording, order: texts.order.filter((p) => wording.has(p)) };
}

// ---------------------------------------------------------------------------------------------------------------
// Comparing

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

function groupOf(path: string, kind: "ortak" | "tur"): ChangeGroup {
  const head = /^[^.[]+/.exec(path)?.[0] ?? path;
  if (head === "sabitler") return "sabit";
  if (kind === "ortak") {
    if (["arazi_vasfi_katalogu", "kategoriler", "kenar_gruplari", "emsal_oranlari"].includes(head)) return "katalog";
    if (head === "girdi_alanlari") return "form";
    return "diger";
  }
  if (head === "yapi_turu") return "tur";
  if (head === "emsal") return "emsal";
  if (head === "form" || head === "zorunlu_alanlar") return "form";
  return "diger";
}

/**
 * The law's paths old → new, in the order of the files; a whole list element or object only one side has is one change
 * (under `sabitler` only a list element: every constant is listed).
 */
function lawChanges(a: Flat, b: Flat, kind: "ortak" | "tur"): LawChange[] {
  const out: { rank: number; change: LawChange }[] = [];
  const rank = mergedOrder(a.order, b.order);
  const collapsed: string[] = [];
  const under = (p: string, parts: readonly string[]) =>
    parts.some((c) => p.startsWith(`${c}.`) || p.startsWith(`${c}[`));
  const wholeParts = (from: Flat, to: Flat) =>
    [...from.parts.keys()].filter(
      (p) => !to.parts.has(p) && !to.leaves.has(p) && (p.endsWith("]") || !p.startsWith("sabitler")),
    );
  const push = (change: LawChange) => out.push({ rank: rank.get(change.what) ?? 0, change });
  for (const [p, kindOf, from] of [
    ...wholeParts(a, b).map((p) => [p, "kaldirildi", a] as const),
    ...wholeParts(b, a).map((p) => [p, "eklendi", b] as const),
  ]) {
    if (under(p, collapsed)) continue;
    collapsed.push(p);
    const text = valueText(lawOnly(from, p));
    push({
      group: groupOf(p, kind),
      kind: kindOf,
      what: p,
      old: kindOf === "kaldirildi" ? text : null,
      new: kindOf === "eklendi" ? text : null,
      details: [],
    });
  }
  for (const p of new Set([...a.leaves.keys(), ...b.leaves.keys()])) {
    if (under(p, collapsed)) continue;
    const [hasX, hasY] = [a.leaves.has(p), b.leaves.has(p)];
    // An empty list or object on one side, a part with contents on the other: its contents are the changes.
    if ((!hasX && a.parts.has(p)) || (!hasY && b.parts.has(p))) continue;
    const [x, y] = [a.leaves.get(p), b.leaves.get(p)];
    if (hasX && hasY && same(x, y)) continue;
    push({
      group: groupOf(p, kind),
      kind: !hasX ? "eklendi" : !hasY ? "kaldirildi" : "degisti",
      what: p,
      old: hasX ? valueText(x) : null,
      new: hasY ? valueText(y) : null,
      details: [],
    });
  }
  return out.sort((x, y) => x.rank - y.rank).map((x) => x.change);
}

/** The law leaves of a part, as one object of its paths (a new rule's texts are not in it). */
function lawOnly(flat: Flat, part: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [p, v] of flat.leaves) {
    if (p.startsWith(`${part}.`) || p.startsWith(`${part}[`)) out[p.slice(part.length).replace(/^\./, "")] = v;
  }
  return out;
}

function wordingChanges(a: Split, b: Split): WordingChange[] {
  const out: WordingChange[] = [];
  const rank = mergedOrder(a.order, b.order);
  for (const p of [...rank.keys()].sort((x, y) => rank.get(x)! - rank.get(y)!)) {
    const [x, y] = [a.wording.get(p), b.wording.get(p)];
    if (same(x, y)) continue;
    out.push({
      what: wordingLabel(p),
      old: x === undefined ? null : textOf(x),
      new: y === undefined ? null : textOf(y),
    });
  }
  return out;
}

const textOf = (v: unknown) => (typeof v === "string" ? v : valueText(v));

/** `kurallar[name=BAG-02].event.params.mesaj` → `BAG-02 mesaj`; other texts by their path. */
function wordingLabel(path: string): string {
  const rule = /^kurallar\[name=([^\]]+)\]\.event\.params\.(\w+)$/.exec(path);
  return rule ? `${rule[1]} ${rule[2]}` : path;
}

const EVENT_TEXT: Record<string, string> = {
  red: "red (izin verilemez)",
  uyari: "uyarı",
  bilgi: "bilgi",
  hata: "girdi hatası",
};

/** A rule's law: what it checks, what it does, its legal basis (its name and messages are wording). */
function ruleLines(r: RuleDefinition, sabitler: Readonly<Record<string, unknown>>): string[] {
  const p = r.event.params;
  return [
    `tür: ${EVENT_TEXT[r.event.type] ?? r.event.type}${p.durdur ? ", sonraki kuralları durdurur" : ""}${p.kod ? `, karar kodu ${p.kod}` : ""}${p.alan ? `, alan ${p.alan}` : ""}`,
    `koşul: ${conditionText(r.conditions, sabitler)}`,
    `dayanak: "${p.dayanak}"`,
  ];
}

/** Rules by name: added and removed with their content, changed with each changed part old → new; texts apart. */
function ruleChanges(
  a: readonly RuleDefinition[],
  b: readonly RuleDefinition[],
  sabitA: Readonly<Record<string, unknown>>,
  sabitB: Readonly<Record<string, unknown>>,
): FileDiff {
  const law: LawChange[] = [];
  const wording: WordingChange[] = [];
  const byName = (list: readonly RuleDefinition[]) => new Map(list.map((r) => [r.name, r]));
  const [ma, mb] = [byName(a), byName(b)];
  const rank = mergedOrder([...ma.keys()], [...mb.keys()]);
  const names = [...rank.keys()].sort((x, y) => rank.get(x)! - rank.get(y)!);
  for (const name of names) {
    const [old, r] = [ma.get(name), mb.get(name)];
    if (!r) {
      law.push({
        group: "kural",
        kind: "kaldirildi",
        what: name,
        old: `"${old!.event.params.ad}"`,
        new: null,
        details: ruleLines(old!, sabitA),
      });
      continue;
    }
    if (!old) {
      law.push({
        group: "kural",
        kind: "eklendi",
        what: name,
        old: null,
        new: `"${r.event.params.ad}"`,
        details: ruleLines(r, sabitB),
      });
      continue;
    }
    const details: string[] = [];
    const [po, pn] = [old.event.params, r.event.params];
    if (old.event.type !== r.event.type)
      details.push(`tür: ${EVENT_TEXT[old.event.type]} → ${EVENT_TEXT[r.event.type]}`);
    if (!same(old.conditions, r.conditions))
      details.push(`koşul: ${conditionText(old.conditions, sabitA)} → ${conditionText(r.conditions, sabitB)}`);
    if (po.dayanak !== pn.dayanak) details.push(`dayanak: "${po.dayanak}" → "${pn.dayanak}"`);
    if (old.priority !== r.priority) details.push(`öncelik: ${old.priority} → ${r.priority}`);
    for (const key of ["durdur", "kod", "alan"] as const)
      if (po[key] !== pn[key]) details.push(`${key}: ${valueText(po[key])} → ${valueText(pn[key])}`);
    if (details.length)
      law.push({ group: "kural", kind: "degisti", what: name, old: `"${po.ad}"`, new: `"${pn.ad}"`, details });
    for (const key of ["ad", "mesaj", "aciklama"] as const)
      if (po[key] !== pn[key]) wording.push({ what: `${name} ${key}`, old: po[key] ?? null, new: pn[key] ?? null });
  }
  return { law, wording };
}

// ---------------------------------------------------------------------------------------------------------------
// Types

/** Every land type a type allows (in any emsal mode), ascending. */
export function allowedLandTypes(file: TypeRuleFile): number[] {
  const a = file.arazi_vasiflari;
  return [...new Set(Array.isArray(a) ? a : [...a.marjinal, ...a.mutlak_dikili])].sort((x, y) => x - y);
}

function landNames(common: CommonRuleFile, ids: readonly number[]): string {
  const names = new Map(common.arazi_vasfi_katalogu.map((t) => [t.id, t.ad]));
  return ids.map((id) => `${names.get(id) ?? "?"} (${id})`).join(", ");
}

/** A list of land types in few words: all of the catalogue, all but a few, or each by name. */
function landSetText(common: CommonRuleFile, ids: readonly number[]): string {
  const all = common.arazi_vasfi_katalogu.map((t) => t.id);
  const missing = all.filter((id) => !ids.includes(id));
  if (missing.length === 0) return `hepsi (${all.length})`;
  if (missing.length <= all.length / 3 && ids.every((id) => all.includes(id)))
    return `hepsi, şunlar hariç: ${landNames(common, missing)}`;
  return landNames(common, ids);
}

const EMSAL_MODES = ["marjinal", "mutlak_dikili"] as const;

/** A type's allowed land types per emsal mode (one list: the same for both). */
function perMode(file: TypeRuleFile): Record<(typeof EMSAL_MODES)[number], readonly number[]> {
  const a = file.arazi_vasiflari;
  return Array.isArray(a) ? { marjinal: a, mutlak_dikili: a } : a;
}

/** The allowed land types old → new: added and removed ones by name, per emsal mode where the modes differ. */
function landTypeChange(a: LoadedRuleSet, b: LoadedRuleSet, fa: TypeRuleFile, fb: TypeRuleFile): LawChange | null {
  if (same(fa.arazi_vasiflari, fb.arazi_vasiflari)) return null;
  const [la, lb] = [perMode(fa), perMode(fb)];
  const lines = EMSAL_MODES.map((mode) => {
    const [x, y] = [la[mode], lb[mode]];
    const plus = y.filter((id) => !x.includes(id));
    const minus = x.filter((id) => !y.includes(id));
    return [
      ...(plus.length ? [`eklendi: ${landNames(b.common, plus)}`] : []),
      ...(minus.length ? [`çıkarıldı: ${landNames(a.common, minus)}`] : []),
    ];
  });
  const [m, d] = lines as [string[], string[]];
  const details = same(m, d)
    ? m
    : EMSAL_MODES.flatMap((mode, i) => lines[i]!.map((l) => `${b.common.emsal_adlari[mode]} emsalde ${l}`));
  if (details.length === 0) details.push("emsal türüne göre ayrım değişti, arazi vasıfları aynı");
  const text = (f: TypeRuleFile, set: LoadedRuleSet) =>
    Array.isArray(f.arazi_vasiflari)
      ? landSetText(set.common, f.arazi_vasiflari)
      : EMSAL_MODES.map(
          (mode) => `${set.common.emsal_adlari[mode]}: ${landSetText(set.common, perMode(f)[mode])}`,
        ).join("; ");
  return { group: "arazi", kind: "degisti", what: "arazi_vasiflari", old: text(fa, a), new: text(fb, b), details };
}

/** The parts of a type file compared on their own (not path by path). */
const TYPE_HANDLED = ["kurallar", "arazi_vasiflari"];
const COMMON_HANDLED = ["kurallar"];

function emsalText(set: LoadedRuleSet, file: TypeRuleFile): string {
  const e = file.emsal;
  if (e.tur === "sabit") return `sabit %${formatTr(e.oran * 100)} (${e.dayanak})`;
  if (e.tur === "yok") return "emsal yok";
  const r = set.common.emsal_oranlari;
  return `kullanıcı seçer (marjinal %${formatTr(r.marjinal * 100)}, mutlak/dikili %${formatTr(r.mutlak_dikili * 100)})`;
}

/** A type only one version defines: its category, status, land types, emsal, fact function and rules. */
function typeSummary(set: LoadedRuleSet, file: TypeRuleFile): TypeSummary {
  const yt = file.yapi_turu;
  const category = set.common.kategoriler.find((k) => k.id === yt.kategori)?.ad ?? yt.kategori;
  return {
    slug: yt.slug,
    label: yt.ad,
    lines: [
      `kategori: ${category}; mevzuat durumu: ${yt.mevzuat_durumu.kod}`,
      `arazi vasıfları: ${landSetText(set.common, allowedLandTypes(file))}`,
      `emsal: ${emsalText(set, file)}; hesap: ${file.hesap}`,
      `kurallar: ${file.kurallar.map((r) => `${r.name} (${r.event.type}, "${r.event.params.dayanak}")`).join("; ")}`,
    ],
  };
}

function typeDiff(a: LoadedRuleSet, b: LoadedRuleSet, slug: string): TypeDiff {
  const [fa, fb] = [a.types[slug]!, b.types[slug]!];
  const [sa, sb] = [split(fa, "tur", TYPE_HANDLED), split(fb, "tur", TYPE_HANDLED)];
  const rules = ruleChanges(fa.kurallar, fb.kurallar, fa.sabitler, fb.sabitler);
  const land = landTypeChange(a, b, fa, fb);
  const law = [...(land ? [land] : []), ...lawChanges(sa.law, sb.law, "tur"), ...rules.law];
  return {
    slug,
    label: fb.yapi_turu.ad,
    law: sortChanges(law),
    wording: [...wordingChanges(sa, sb), ...rules.wording],
  };
}

const GROUP_ORDER: Record<ChangeGroup, number> = {
  tur: 0,
  arazi: 1,
  emsal: 2,
  katalog: 3,
  sabit: 4,
  form: 5,
  kural: 6,
  diger: 7,
};

const sortChanges = (list: LawChange[]) => list.sort((x, y) => GROUP_ORDER[x.group] - GROUP_ORDER[y.group]);

const summary = (v: LoadedRuleSet): VersionSummary => ({
  surum: v.surum,
  yonetmelik: v.yonetmelik,
  durum: v.durum,
  yururluk_tarihi: v.yururluk_tarihi,
  taban_surum: v.taban_surum,
  aciklama: v.aciklama,
});

/** The law and the wording of version `b` against version `a` of the same rule set. */
export function diffRuleSets(a: LoadedRuleSet, b: LoadedRuleSet): RuleSetDiff {
  const [ca, cb] = [split(a.common, "ortak", COMMON_HANDLED), split(b.common, "ortak", COMMON_HANDLED)];
  const commonRules = ruleChanges(a.common.kurallar, b.common.kurallar, a.common.sabitler, b.common.sabitler);
  const common: FileDiff = {
    law: sortChanges([...lawChanges(ca.law, cb.law, "ortak"), ...commonRules.law]),
    wording: [...wordingChanges(ca, cb), ...commonRules.wording],
  };
  const slugs = [...new Set([...Object.keys(a.types), ...Object.keys(b.types)])].sort();
  const added: TypeSummary[] = [];
  const removed: TypeSummary[] = [];
  const changed: TypeDiff[] = [];
  const unchanged: string[] = [];
  for (const slug of slugs) {
    const [fa, fb] = [a.types[slug], b.types[slug]];
    if (!fa) added.push(typeSummary(b, fb!));
    else if (!fb) removed.push(typeSummary(a, fa));
    else {
      const d = typeDiff(a, b, slug);
      if (d.law.length || d.wording.length) changed.push(d);
      else unchanged.push(slug);
    }
  }
  return { id: b.id, a: summary(a), b: summary(b), common, added, removed, changed, unchanged };
}
