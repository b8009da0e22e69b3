/**
 * Which landowners' answers move between two versions of a rule set (`npm run rules:diff`): every request — the
 * golden cases of both versions and a sweep generated per type (each allowed land type × parcel areas around every
 * area threshold the type's and the common constants hold, and a log-spaced range × each emsal class × a point
 * outside and one inside a large plain, and inside a closed basin where the type asks; the form filled as the parcel
 * analysis fills it) — runs under both versions, and each is counted by how its answer moved: permit → refusal,
 * refusal → permit, the verdict otherwise (conditional ↔ plain, assumed ↔ definite…, worker/core/rules/verdict.ts), the
 * main figures (the maximum building area and the capacity, as the parcel analysis reads them), an input error
 * appeared or disappeared. Types only one version defines are summed up apart. The engine is given (`Runner`, e.g.
 * scripts/lib/engine-harness.ts): pure otherwise.
 */
import { analysisFields } from "../../worker/core/calculation/analysis-fields.ts";
import { fieldsShown } from "../../worker/core/calculation/form-fields.ts";
import { analysisDescriptors, typeRequest } from "../../worker/core/calculation/parcel-analysis.ts";
import { formatTr } from "../../worker/core/rules/numbers.ts";
import { productSettings } from "../../worker/core/rules/product.ts";
import { isPermitVerdict, VERDICT_TEXT, verdictOf, type Verdict } from "../../worker/core/rules/verdict.ts";
import type { TypeRuleFile } from "../../worker/core/rules/schema.ts";
import type { LoadedRuleSet } from "../../worker/core/rules/types.ts";
import { allowedLandTypes } from "./rule-diff.ts";

/** One request to run under both versions. */
export interface Probe {
  slug: string;
  istek: Record<string, unknown>;
  /** Put the point inside the test closed-basin polygon (a golden case's `katman`). */
  basin?: boolean;
  /** Where the request comes from: a golden case (`1.0.0/bag-evi: <ad>`), or null for the sweep. */
  vaka: string | null;
}

export interface EngineAnswer {
  status: number;
  body: { data?: Record<string, unknown>; detail?: string; fields?: Record<string, string[]> } | object;
}

/** Runs one request through the calculation (parse → evaluate → present) under a version. */
export type Runner = (
  set: LoadedRuleSet,
  slug: string,
  istek: Record<string, unknown>,
  options: { basin?: boolean },
) => Promise<EngineAnswer>;

/** How an answer moved, in the order the reports list them. */
export const MOVE_KINDS = ["izin_ret", "ret_izin", "karar", "rakam", "hata_cikti", "hata_kalkti"] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

export const MOVE_TEXT: Record<MoveKind, string> = {
  izin_ret: "izin → ret",
  ret_izin: "ret → izin",
  karar: "karar başka türlü değişti",
  rakam: "rakam değişti",
  hata_cikti: "girdi hatası çıktı",
  hata_kalkti: "girdi hatası kalktı",
};

export const MOVE_HELP: Record<MoveKind, string> = {
  izin_ret: "izin veren bir cevap (koşullu, varsayımsal, idarenin boyutlandırdığı dahil) artık izin vermiyor",
  ret_izin: "izin vermeyen bir cevap (ret ya da yalnız bilgi) artık izin veriyor",
  karar:
    "iki tarafta da izin (ya da iki tarafta da izin yok), ama karar başka: koşullu ↔ koşulsuz, varsayımsal ↔ kesin, ret ↔ yalnız bilgi…",
  rakam: "karar aynı, ana kartın rakamı (azami yapı alanı ya da kapasite) değişti",
  hata_cikti: "aynı istek artık bir girdi hatası",
  hata_kalkti: "girdi hatası olan istek artık hesaplanıyor",
};

/** What an answer is, for comparing and for an example line. */
export type Outcome =
  | { error: true; text: string }
  | {
      error: false;
      verdict: Verdict;
      /** The refusing rule (the first rule not met), if any. */
      rule: string | null;
      figures: { azami_alan: Figure | null; kapasite: Figure | null };
    };

interface Figure {
  etiket: string;
  deger: number;
  birim: string | null;
}

export interface MoveExample {
  slug: string;
  istek: string;
  vaka: string | null;
  old: string;
  new: string;
}

export interface KindTally {
  count: number;
  byType: Record<string, number>;
  examples: MoveExample[];
}

/** A type only one version defines: its requests there, by verdict. */
export interface OneSided {
  slug: string;
  label: string;
  istek: number;
  /** Verdict text (or "girdi hatası") → count. */
  verdicts: Record<string, number>;
}

export interface AnswerMoves {
  /** Requests run under both versions (types both define). */
  total: number;
  cases: number;
  sweep: number;
  unchanged: number;
  kinds: Record<MoveKind, KindTally>;
  /** Per type: requests and how many moved by kind. */
  types: { slug: string; istek: number; moved: Partial<Record<MoveKind, number>> }[];
  onlyA: OneSided[];
  onlyB: OneSided[];
  /** Types not run: their law and the common file's are the same in both versions, so their answers cannot move. */
  skipped: string[];
}

// ---------------------------------------------------------------------------------------------------------------
// The sweep

/** A point in İzmir outside the large plains (the tools' default) and one inside the Kemalpaşa plain. */
export const POINTS = [
  { latitude: 38.42, longitude: 27.14, ova: false },
  { latitude: 38.42, longitude: 27.46, ova: true },
] as const;

/** Parcel areas of the log-spaced part of the sweep, m². */
const LOG_AREAS = [
  10, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 7500, 10000, 15000, 20000, 30000, 50000, 75000, 100000, 200000,
  500000, 1000000, 5000000,
];
/** The few areas a land type that decides nothing of its own is tried with (whether the type allows it). */
const COARSE_AREAS = [100, 1000, 5000, 20000, 100000];

/** A constant's path naming an area (`…_m2`, `arazi_esikleri`, `…alan…`): a threshold a parcel may meet. */
const AREA_PATH = /m2|arazi_esikleri|alan/i;
/** An area constant that bounds a whole facility (a minimum, a maximum, a threshold): met by the parcel's emsal right. */
const FACILITY_PATH = /(^|[._])(asgari|azami|yasal_asgari)|esik/i;

/** The area constants of a constants' tree with their paths. */
function areaConstants(value: unknown, path = ""): { path: string; value: number }[] {
  if (typeof value === "number") return AREA_PATH.test(path) ? [{ path, value }] : [];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    areaConstants(v, path ? `${path}.${k}` : k),
  );
}

/** The emsal ratios a type's building areas are measured against in a version (none for a type without emsal). */
function ratios(set: LoadedRuleSet, file: TypeRuleFile): number[] {
  if (file.emsal.tur === "sabit") return [file.emsal.oran];
  if (file.emsal.tur === "kullanici") return Object.values(set.common.emsal_oranlari);
  return [];
}

/**
 * The parcel areas of a type's fine sweep: each area constant of the type and of the common file in either version
 * as a parcel area, a facility's bound also as the parcel whose emsal right it is — one m² below, at and above — and,
 * for a constant whose value changed, the parcel halfway between its old and new value; then the log-spaced range.
 */
export function sweepAreas(sets: readonly LoadedRuleSet[], slug: string): number[] {
  const areas = new Set<number>(LOG_AREAS);
  const add = (t: number) => {
    if (t >= 1) for (const x of [Math.floor(t) - 1, Math.floor(t), Math.ceil(t), Math.ceil(t) + 1]) areas.add(x);
  };
  /** Each version's parcel thresholds by the constant's path (and emsal ratio). */
  const byPath = sets.map((set) => {
    const file = set.types[slug];
    const out = new Map<string, number>();
    if (!file) return out;
    const rs = ratios(set, file);
    const constants = [
      ...areaConstants(file.sabitler),
      ...areaConstants(set.common.sabitler).map((c) => ({ ...c, path: `ortak.${c.path}` })),
    ];
    for (const c of constants) {
      out.set(c.path, c.value);
      if (FACILITY_PATH.test(c.path)) rs.forEach((r, i) => out.set(`${c.path}/${i}`, c.value / r));
    }
    return out;
  });
  for (const thresholds of byPath) for (const t of thresholds.values()) add(t);
  const [first, second] = byPath;
  if (first && second)
    for (const [path, x] of first) {
      const y = second.get(path);
      if (y !== undefined && y !== x) areas.add(Math.round((x + y) / 2));
    }
  // Only areas a request may carry (urun.json's bounds of an area field).
  const { en_az, en_cok } = productSettings().girdi_sinirlari.alan;
  return [...areas].filter((x) => x >= en_az && x <= en_cok).sort((x, y) => x - y);
}

/**
 * The land types a type file names besides its allowed list (a rule comparing `arazi_vasfi_id`, a form field or
 * check shown only for some, a constant keyed by land type, a land-type profile): each may answer differently.
 */
function namedLandTypes(file: TypeRuleFile): Set<number> {
  const ids = new Set<number>();
  const walk = (v: unknown, key: string, path: string): void => {
    if (typeof v === "number") {
      if (key === "arazi_vasfi" || /arazi_vasiflari|arazi_vasfi_id/.test(path)) ids.add(v);
      return;
    }
    if (v === null || typeof v !== "object") return;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (/^\d+$/.test(k) && !Array.isArray(v) && /arazi/.test(path)) ids.add(Number(k));
      walk(x, Array.isArray(v) ? key : k, `${path}.${k}`);
    }
  };
  const { arazi_vasiflari: _allowed, ...rest } = file;
  walk(rest, "", "");
  return ids;
}

/** A request with its keys in one order (two requests equal as values are equal as keys). */
function canonical(istek: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(istek).sort(([x], [y]) => x.localeCompare(y))));
}

/** Whether a type asks a closed basin's statement or water certificate in a version. */
const asksBasin = (file: TypeRuleFile) => file.belgeler.havza_beyani || file.belgeler.su_tahsis_belgesi;

/**
 * The generated requests of a type. Its land types fall into groups that answer alike (the same form fields and the
 * same allowance in each version, and not named by the type's law on their own): the first of each group gets the
 * fine sweep of areas (`sweepAreas`) outside the large plains, the log-spaced range inside one and, where the type
 * asks for them, inside a closed basin with and without the water certificate; every other land type a few areas.
 * Each emsal class is tried where the type asks it. The form is filled as the parcel analysis fills it (the parcel
 * area, each land-type area field it asks set to the same area, the form's and the rule file's analysis defaults)
 * for each version that defines the type; the same request made by both versions' forms is one request.
 */
export function sweepProbes(a: LoadedRuleSet, b: LoadedRuleSet, slug: string): Probe[] {
  const sets = [a, b].filter((s) => s.types[slug]);
  const files = sets.map((s) => s.types[slug]!);
  const types = sets.map((s) => analysisDescriptors(s).find((t) => t.slug === slug)!);
  const landTypes = [...new Set(files.flatMap(allowedLandTypes))].sort((x, y) => x - y);
  const named = new Set(files.flatMap((f) => [...namedLandTypes(f)]));
  const groups = new Set<string>();
  const leads = new Set<number>();
  for (const id of landTypes) {
    const signature = named.has(id)
      ? `#${id}`
      : JSON.stringify([
          files.map((f) =>
            (Array.isArray(f.arazi_vasiflari) ? [f.arazi_vasiflari] : Object.values(f.arazi_vasiflari)).map((l) =>
              l.includes(id),
            ),
          ),
          types.map((t) => fieldsShown(t, id).map((f) => f.ad)),
        ]);
    if (!groups.has(signature)) leads.add(id);
    groups.add(signature);
  }
  const fine = sweepAreas(sets, slug);
  const classes = files.some((f) => f.emsal.tur === "kullanici") ? Object.keys(sets[0]!.common.emsal_oranlari) : [null];
  const outside = { latitude: POINTS[0].latitude, longitude: POINTS[0].longitude };
  const plain = { latitude: POINTS[1].latitude, longitude: POINTS[1].longitude };
  // The closed basin's statement where a type asks it (without it the request is an input error).
  const dry: Record<string, boolean> = files.some(asksBasin) ? { kapaliSuHavzasiIcinde: false } : {};
  const variants = (lead: boolean) => [
    { point: outside, areas: lead ? fine : COARSE_AREAS, statements: dry },
    ...(lead ? [{ point: plain, areas: LOG_AREAS, statements: dry }] : []),
    ...(lead && files.some(asksBasin)
      ? [true, false].map((certificate) => ({
          point: outside,
          areas: LOG_AREAS,
          statements: { kapaliSuHavzasiIcinde: true, su_tahsis_belgesi: certificate },
        }))
      : []),
  ];
  const seen = new Set<string>();
  const out: Probe[] = [];
  sets.forEach((set, i) => {
    const type = types[i]!;
    for (const landTypeId of landTypes) {
      const land = set.common.arazi_vasfi_katalogu.find((t) => t.id === landTypeId);
      if (!land) continue;
      const asked = analysisFields([type], landTypeId).map((f) => f.ad);
      for (const { point, areas, statements } of variants(leads.has(landTypeId))) {
        for (const alan of areas) {
          for (const emsal of classes) {
            const istek = typeRequest(set, type, {
              ...point,
              arazi_vasfi: land.ad,
              landTypeId,
              alan_m2: alan,
              values: Object.fromEntries(asked.map((f) => [f, alan])),
              shared: { ...statements, ...(emsal ? { emsal_turu: emsal } : {}) },
            });
            const key = canonical(istek);
            if (seen.has(key)) continue;
            seen.add(key);
            out.push({ slug, istek, vaka: null });
          }
        }
      }
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Comparing answers

/** The maximum building area (the first area card with a value) and the capacity (the first other card with one). */
function figuresOf(set: LoadedRuleSet, file: TypeRuleFile, data: Readonly<Record<string, unknown>>) {
  const areaUnit = set.common.girdi_alanlari["alan_m2"]?.birim;
  let azami_alan: Figure | null = null;
  let kapasite: Figure | null = null;
  for (const card of file.kartlar) {
    const deger = data[card.alan];
    if (typeof deger !== "number") continue;
    const unit = card.birim_alani ? data[card.birim_alani] : card.birim;
    const figure = { etiket: card.etiket, deger, birim: typeof unit === "string" ? unit : null };
    if (!card.birim_alani && card.birim === areaUnit) azami_alan ??= figure;
    else kapasite ??= figure;
  }
  return { azami_alan, kapasite };
}

export function outcomeOf(set: LoadedRuleSet, slug: string, answer: EngineAnswer): Outcome {
  const body = answer.body as { data?: Record<string, unknown>; detail?: string; fields?: Record<string, string[]> };
  if (answer.status !== 200 || !body.data) {
    const [field, messages] = Object.entries(body.fields ?? {})[0] ?? [];
    return { error: true, text: `girdi hatası (${field ? `${field}: ${messages?.[0] ?? ""}` : (body.detail ?? "")})` };
  }
  const data = body.data;
  const rules = (data["uygulanan_kurallar"] ?? []) as { kural_id: string; sonuc: string }[];
  return {
    error: false,
    verdict: verdictOf(data),
    rule: rules.find((r) => r.sonuc === "saglanmadi")?.kural_id ?? null,
    figures: figuresOf(set, set.types[slug]!, data),
  };
}

const figureText = (f: Figure) => `${f.etiket} ${formatTr(f.deger)}${f.birim ? ` ${f.birim}` : ""}`;

export function outcomeText(o: Outcome): string {
  if (o.error) return o.text;
  const figures = [o.figures.azami_alan, o.figures.kapasite].filter((f): f is Figure => f !== null);
  const rule = o.rule ? ` (${o.rule})` : "";
  return `${VERDICT_TEXT[o.verdict]}${rule}${isPermitVerdict(o.verdict) && figures.length ? `: ${figures.map(figureText).join(", ")}` : ""}`;
}

const sameFigure = (x: Figure | null, y: Figure | null) =>
  x === null || y === null ? x === y : Math.abs(x.deger - y.deger) <= 0.01 && x.birim === y.birim;

/** How an answer moved from `old` to `now`, or null when it reads the same. */
export function moveOf(old: Outcome, now: Outcome): MoveKind | null {
  if (old.error || now.error) return old.error === now.error ? null : old.error ? "hata_kalkti" : "hata_cikti";
  const [pa, pb] = [isPermitVerdict(old.verdict), isPermitVerdict(now.verdict)];
  if (pa && !pb) return "izin_ret";
  if (!pa && pb) return "ret_izin";
  if (old.verdict !== now.verdict) return "karar";
  if (
    pa &&
    !(
      sameFigure(old.figures.azami_alan, now.figures.azami_alan) &&
      sameFigure(old.figures.kapasite, now.figures.kapasite)
    )
  )
    return "rakam";
  return null;
}

/** The fields of a request a reader needs: the land type, then every value but the point's (said as "büyük ovada"). */
export function requestText(istek: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  if (typeof istek["arazi_vasfi"] === "string") parts.push(istek["arazi_vasfi"]);
  const point = POINTS.find((p) => p.latitude === istek["latitude"] && p.longitude === istek["longitude"]);
  if (!point) parts.push(`konum ${String(istek["latitude"])}, ${String(istek["longitude"])}`);
  else if (point.ova) parts.push("büyük ovada");
  for (const [k, v] of Object.entries(istek)) {
    if (["arazi_vasfi", "latitude", "longitude"].includes(k) || v === undefined) continue;
    const text =
      typeof v === "number"
        ? formatTr(v)
        : typeof v === "boolean"
          ? v
            ? "evet"
            : "hayır"
          : typeof v === "string"
            ? v
            : JSON.stringify(v);
    parts.push(`${k} ${text}`);
  }
  return parts.join(" · ");
}

/** Examples shown per kind, and the moved requests they are chosen from (in the order run: golden cases first). */
const EXAMPLES = 6;
const CANDIDATES = 2000;

interface Candidate {
  example: MoveExample;
  land: unknown;
}

/** A few examples as varied as they come: one per type first, then one per type and land type, then the next ones. */
function chooseExamples(candidates: readonly Candidate[]): MoveExample[] {
  const chosen: Candidate[] = [];
  const passes: ((c: Candidate) => string | null)[] = [
    (c) => c.example.slug,
    (c) => `${c.example.slug}|${String(c.land)}`,
    () => null,
  ];
  for (const key of passes) {
    const seen = new Set(chosen.map(key));
    for (const c of candidates) {
      if (chosen.length >= EXAMPLES) break;
      const k = key(c);
      if (chosen.includes(c) || (k !== null && seen.has(k))) continue;
      chosen.push(c);
      if (k !== null) seen.add(k);
    }
  }
  return chosen.map((c) => c.example);
}

/**
 * The golden cases and the sweep of every type both versions define, run under both; one-sided types apart. `sameLaw`:
 * types whose law (and the common file's) is the same in both versions — the wording cannot move an answer — are
 * not run.
 */
export async function compareAnswers(
  a: LoadedRuleSet,
  b: LoadedRuleSet,
  cases: readonly Probe[],
  run: Runner,
  sameLaw: ReadonlySet<string> = new Set(),
): Promise<AnswerMoves> {
  const perKind = <T>(make: () => T) => Object.fromEntries(MOVE_KINDS.map((k) => [k, make()])) as Record<MoveKind, T>;
  const kinds = perKind<KindTally>(() => ({ count: 0, byType: {}, examples: [] }));
  const candidates = perKind<Candidate[]>(() => []);
  const slugs = [...new Set([...Object.keys(a.types), ...Object.keys(b.types)])].sort();
  const moves: AnswerMoves = {
    total: 0,
    cases: 0,
    sweep: 0,
    unchanged: 0,
    kinds,
    types: [],
    onlyA: [],
    onlyB: [],
    skipped: slugs.filter((slug) => sameLaw.has(slug) && a.types[slug] && b.types[slug]),
  };
  const seen = new Set<string>();
  for (const slug of slugs) {
    if (moves.skipped.includes(slug)) continue;
    const probes = [...cases.filter((c) => c.slug === slug), ...sweepProbes(a, b, slug)].filter((p) => {
      const key = `${p.basin ? "havza|" : ""}${canonical(p.istek)}`;
      if (seen.has(`${slug}|${key}`)) return false;
      seen.add(`${slug}|${key}`);
      return true;
    });
    const one = !a.types[slug] ? b : !b.types[slug] ? a : null;
    if (one) {
      const verdicts: Record<string, number> = {};
      for (const p of probes) {
        const o = outcomeOf(one, slug, await run(one, slug, p.istek, { basin: p.basin ?? false }));
        const key = o.error ? "girdi hatası" : VERDICT_TEXT[o.verdict];
        verdicts[key] = (verdicts[key] ?? 0) + 1;
      }
      const side = { slug, label: one.types[slug]!.yapi_turu.ad, istek: probes.length, verdicts };
      (one === a ? moves.onlyA : moves.onlyB).push(side);
      continue;
    }
    const row = { slug, istek: probes.length, moved: {} as Partial<Record<MoveKind, number>> };
    moves.types.push(row);
    for (const p of probes) {
      const options = { basin: p.basin ?? false };
      const old = outcomeOf(a, slug, await run(a, slug, p.istek, options));
      const now = outcomeOf(b, slug, await run(b, slug, p.istek, options));
      moves.total++;
      if (p.vaka) moves.cases++;
      else moves.sweep++;
      const kind = moveOf(old, now);
      if (!kind) {
        moves.unchanged++;
        continue;
      }
      const tally = kinds[kind];
      tally.count++;
      tally.byType[slug] = (tally.byType[slug] ?? 0) + 1;
      row.moved[kind] = (row.moved[kind] ?? 0) + 1;
      const example = { slug, istek: requestText(p.istek), vaka: p.vaka, old: outcomeText(old), new: outcomeText(now) };
      if (candidates[kind].length < CANDIDATES) candidates[kind].push({ example, land: p.istek["arazi_vasfi"] });
    }
  }
  for (const kind of MOVE_KINDS) kinds[kind].examples = chooseExamples(candidates[kind]);
  return moves;
}
