/**
 * The legislation page of a structure type, generated from a rule-set version (`GET /api/rules/turler/{slug}/`): the
 * common rules and the type's rules with their conditions written out as Turkish formulas, the thresholds they read,
 * their messages (constants filled in, computed values named) and legal bases; the type's numeric constants with
 * units; the emsal mode and the allowed land types. Every word of law comes from the rule files. Pure.
 */
import type {
  LegislationDto,
  LegislationRuleDto,
  LegislationThresholdDto,
  RuleEventKind,
} from "../contracts/legislation.ts";
import { resolveConstant } from "./constants.ts";
import { versionInfo } from "./descriptors.ts";
import { formatPercent, formatTr } from "./numbers.ts";
import type { Condition, RuleDefinition, TypeRuleFile } from "./schema.ts";
import type { LoadedRuleSet } from "./types.ts";

const EVENT_LABELS: Record<RuleEventKind, string> = {
  red: "Ret koşulu",
  uyari: "Uyarı",
  bilgi: "Bilgi",
  hata: "Girdi hatası",
};

const OPERATORS: Record<string, string> = {
  equal: "=",
  notEqual: "≠",
  lessThan: "<",
  lessThanInclusive: "≤",
  greaterThan: ">",
  greaterThanInclusive: "≥",
  in: "şunlardan biri:",
  notIn: "şunlardan biri değil:",
  contains: "şunu içerir:",
  doesNotContain: "şunu içermez:",
};

/** The unit a constant's name carries (`…_m2`, `…_m2_bas`, `…_kg_gun`, `…_orani`), or null. */
export function constantUnit(name: string): { unit: string | null; percent: boolean } {
  const last = name.split(".").pop() ?? name;
  const per = /_m2_([a-z]+)$/.exec(last);
  if (per) return { unit: `m²/${per[1] === "bas" ? "baş" : per[1]}`, percent: false };
  if (/(^|_)m2$/.test(last)) return { unit: "m²", percent: false };
  if (/_kg_gun$/.test(last)) return { unit: "kg/gün", percent: false };
  if (/_ton_gun$/.test(last)) return { unit: "ton/gün", percent: false };
  if (/_ton_m2$/.test(last)) return { unit: "ton/m²", percent: false };
  if (/(^|_)(oran|orani|oranlari|payi)$/.test(last) || /_oranlari$/.test(name.split(".").at(-2) ?? ""))
    return { unit: null, percent: true };
  return { unit: null, percent: false };
}

export function constantText(name: string, value: number): string {
  const { unit, percent } = constantUnit(name);
  if (percent && value > 0 && value <= 1) return formatPercent(value);
  return unit ? `${formatTr(value)} ${unit}` : formatTr(value);
}

/** Every numeric constant of `sabitler` by its dotted path (lists and texts are left out). */
export function numericConstants(sabitler: Readonly<Record<string, unknown>>, prefix = ""): LegislationThresholdDto[] {
  return Object.entries(sabitler).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === "number") return [{ ad: path, deger: constantText(path, value) }];
    if (value && typeof value === "object" && !Array.isArray(value))
      return numericConstants(value as Record<string, unknown>, `${path}.`);
    return [];
  });
}

interface Names {
  /** Labels of request fields, computed values and constants, by name. */
  input: (name: string) => string;
  computed: (name: string) => string;
  sabitler: Readonly<Record<string, unknown>>;
}

/** A name without a label in the rule files, readable: `kapaliSuHavzasiIcinde` → "kapali su havzasi icinde". */
const humanise = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/_m2\b/g, " m²")
    .replace(/_/g, " ");
const pathName = (path: string | undefined) => (path ?? "").replace(/^\$\./, "");

function operand(ref: { fact: string; path?: string | undefined }, names: Names, used: Set<string>): string {
  const name = pathName(ref.path);
  switch (ref.fact) {
    case "girdi":
      return names.input(name);
    case "hesap":
      return names.computed(name);
    case "sabit": {
      const v = resolveConstant(names.sabitler, name);
      used.add(name);
      return typeof v === "number" ? constantText(name, v) : humanise(name);
    }
    case "konum":
      return `konum: ${humanise(name)}`;
    default:
      return `yapı türü: ${humanise(name)}`;
  }
}

function literal(v: unknown): string {
  if (v === null) return "boş";
  if (typeof v === "boolean") return v ? "evet" : "hayır";
  if (typeof v === "number") return formatTr(v);
  if (Array.isArray(v)) return v.map(literal).join(", ");
  return `“${String(v)}”`;
}

/** A condition as a Turkish formula: `all` joined by "ve", `any` by "veya", `not` as "değil (…)". */
export function conditionText(c: Condition, names: Names, used: Set<string>): string {
  if ("all" in c) {
    if (c.all.length === 0) return "her zaman";
    const parts = c.all.map((x) => conditionText(x, names, used));
    return parts.length === 1 ? parts[0]! : parts.map((p) => `(${p})`).join(" ve ");
  }
  if ("any" in c) {
    const parts = c.any.map((x) => conditionText(x, names, used));
    return parts.length === 1 ? parts[0]! : parts.map((p) => `(${p})`).join(" veya ");
  }
  if ("not" in c) return `değil (${conditionText(c.not, names, used)})`;
  const value =
    c.value !== null && typeof c.value === "object" && !Array.isArray(c.value) && "fact" in c.value
      ? operand(c.value, names, used)
      : literal(c.value);
  return `${operand(c, names, used)} ${OPERATORS[c.operator] ?? c.operator} ${value}`;
}

/** A rule text with constants filled in and the values computed per request named as ⟨label⟩. */
function ruleText(text: string, names: Names): string {
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (_whole, key: string) => {
    const v = resolveConstant(names.sabitler, key);
    if (typeof v === "number") return constantText(key, v);
    if (typeof v === "string") return v;
    return `⟨${names.computed(key)}⟩`;
  });
}

function rules(defs: readonly RuleDefinition[], names: Names, ortak: boolean): LegislationRuleDto[] {
  return defs.map((r) => {
    const used = new Set<string>();
    const kosul = conditionText(r.conditions, names, used);
    const p = r.event.params;
    return {
      kural_id: r.name,
      ad: p.ad,
      tur: r.event.type,
      tur_etiketi: EVENT_LABELS[r.event.type],
      kosul,
      esikler: [...used].flatMap((ad) => {
        const v = resolveConstant(names.sabitler, ad);
        return typeof v === "number" ? [{ ad, deger: constantText(ad, v) }] : [];
      }),
      mesaj: ruleText(p.mesaj, names),
      aciklama: p.aciklama ? ruleText(p.aciklama, names) : null,
      dayanak: p.dayanak,
      ortak,
    };
  });
}

function namesFor(set: LoadedRuleSet, file: TypeRuleFile, sabitler: Readonly<Record<string, unknown>>): Names {
  const computedLabels = new Map<string, string>();
  for (const row of [...file.kartlar, ...file.rapor])
    if (!computedLabels.has(row.alan)) computedLabels.set(row.alan, row.etiket);
  const input = (name: string) => set.common.girdi_alanlari[name]?.etiket ?? humanise(name);
  return {
    input,
    computed: (name) => computedLabels.get(name) ?? (name in set.common.girdi_alanlari ? input(name) : humanise(name)),
    sabitler,
  };
}

function emsalText(set: LoadedRuleSet, file: TypeRuleFile): LegislationDto["emsal"] {
  const e = file.emsal;
  if (e.tur === "sabit") return { metin: `Sabit emsal oranı ${formatPercent(e.oran)}.`, dayanak: e.dayanak };
  if (e.tur === "yok") return { metin: e.aciklama, dayanak: null };
  const { emsal_adlari, emsal_oranlari } = set.common;
  const kinds = (["marjinal", "mutlak_dikili"] as const).map(
    (k) => `${emsal_adlari[k]}: ${formatPercent(emsal_oranlari[k])}`,
  );
  return { metin: `Emsal türünü kullanıcı seçer — ${kinds.join("; ")}.`, dayanak: null };
}

/** The legislation page of the type `slug` in the version, or null when the version has no such type. */
export function buildLegislation(set: LoadedRuleSet, slug: string): LegislationDto | null {
  const file = set.types[slug];
  if (!file) return null;
  const { common } = set;
  const yt = file.yapi_turu;
  const landNames = new Map(common.arazi_vasfi_katalogu.map((t) => [t.id, t.ad]));
  const allowed = Array.isArray(file.arazi_vasiflari)
    ? file.arazi_vasiflari
    : [...new Set([...file.arazi_vasiflari.marjinal, ...file.arazi_vasiflari.mutlak_dikili])];
  return {
    kural_seti: versionInfo(set),
    tur: {
      slug: yt.slug,
      label: yt.ad,
      emoji: yt.simge,
      category_label: common.kategoriler.find((k) => k.id === yt.kategori)?.ad ?? yt.kategori,
      mevzuat_durumu: yt.mevzuat_durumu,
    },
    emsal: emsalText(set, file),
    arazi_vasiflari: [...allowed].sort((a, b) => a - b).map((id) => landNames.get(id) ?? String(id)),
    arazi_vasfi_gerekcesi: file.arazi_vasfi_gerekcesi ?? null,
    sabitler: numericConstants(file.sabitler),
    kurallar: [
      ...rules(common.kurallar, namesFor(set, file, common.sabitler), true),
      ...rules(file.kurallar, namesFor(set, file, file.sabitler), false),
    ],
  };
}
