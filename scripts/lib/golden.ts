/**
 * Golden cases (rules/<ruleset>/cases/<version>/<slug>.json): the request in, the expected decision and
 * numbers out. One comparison used by the unit tests (pure engine), the worker tests (through the API) and
 * `npm run rules:check`. Numbers compare within ±0.01 (m² outputs are rounded to 2 decimals), everything else exactly.
 */
import type { RuleRegistry } from "../../worker/core/rules/registry.ts";
import type { LoadedRuleSet } from "../../worker/core/rules/types.ts";

export interface GoldenCase {
  ad: string;
  isaret: "ref" | "ours";
  istek: Record<string, unknown>;
  /** Test-only geography: "nokta-kapali-havzada" puts the point inside a fixture closed-basin polygon. */
  katman?: "nokta-kapali-havzada";
  beklenen?: { izin_durumu: string; karar_kurali: string | null; veriler?: Record<string, unknown> };
  beklenen_hata?: { durum: number; alan: string; mesaj: string };
  not?: string;
  /** In a later version's file: the inherited case of this `ad` no longer holds there and is dropped. */
  $sil?: true;
  /** The version whose cases/ folder holds the case (set when the suites are built; not written in the files). */
  kaynak?: string;
}

export interface GoldenFile {
  yapi_turu: string;
  bolum: string;
  vakalar: GoldenCase[];
}

/** The value at a dotted path of an answer's data. */
export function at(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function same(expected: unknown, actual: unknown): boolean {
  if (typeof expected === "number" && typeof actual === "number") return Math.abs(expected - actual) <= 0.01 + 1e-9;
  return JSON.stringify(expected) === JSON.stringify(actual);
}

export interface Answer {
  status: number;
  body: {
    success?: boolean;
    detail?: string;
    fields?: Record<string, string[]>;
    data?: { izin_durumu?: string; uygulanan_kurallar?: { kural_id: string; sonuc: string }[] } & Record<
      string,
      unknown
    >;
  };
}

/** Problems of one answer against its case (empty when it passes). */
export function compareCase(c: GoldenCase, answer: Answer): string[] {
  const problems: string[] = [];
  if (c.beklenen_hata) {
    if (answer.status !== c.beklenen_hata.durum)
      problems.push(`durum ${answer.status}, beklenen ${c.beklenen_hata.durum}`);
    const messages = answer.body.fields?.[c.beklenen_hata.alan] ?? [];
    if (!messages.includes(c.beklenen_hata.mesaj)) {
      problems.push(
        `alan ${c.beklenen_hata.alan} için "${c.beklenen_hata.mesaj}" beklendi; gelen: ${JSON.stringify(answer.body.fields ?? answer.body.detail)}`,
      );
    }
    return problems;
  }
  const expected = c.beklenen;
  if (!expected) return ["vaka ne 'beklenen' ne 'beklenen_hata' içeriyor"];
  if (answer.status !== 200) return [`durum ${answer.status} (${answer.body.detail ?? ""}), beklenen 200`];
  const data = answer.body.data ?? {};
  if (data.izin_durumu !== expected.izin_durumu)
    problems.push(`izin_durumu ${data.izin_durumu}, beklenen ${expected.izin_durumu}`);
  const decisive = (data.uygulanan_kurallar ?? []).find((k) => k.sonuc === "saglanmadi")?.kural_id ?? null;
  if (decisive !== expected.karar_kurali) problems.push(`karar kuralı ${decisive}, beklenen ${expected.karar_kurali}`);
  for (const [path, value] of Object.entries(expected.veriler ?? {})) {
    const actual = at(data, path);
    if (!same(value, actual)) problems.push(`${path} = ${JSON.stringify(actual)}, beklenen ${JSON.stringify(value)}`);
  }
  return problems;
}

/** A golden-case file with where it lies: rules/<rulesetId>/cases/<version>/<slug>.json. */
export interface PlacedGoldenFile {
  rulesetId: string;
  version: string;
  file: GoldenFile;
}

/**
 * The cases one type of one version must answer: its base's (and their bases'), with its own laid over them — a case
 * of the same `ad` replaces the inherited one, `{"ad": …, "$sil": true}` drops it, any other is added.
 */
export interface GoldenSuite {
  ruleSet: LoadedRuleSet;
  slug: string;
  file: GoldenFile;
  /** The newest version whose cases/ folder holds a file of the type. */
  from: string;
  /** How many of the cases come from a base version's folder. */
  inherited: number;
}

/**
 * Every version's golden suites: each type runs the cases of its whole chain of versions (`taban_surum`), the newest
 * file's of an `ad` winning. `orphans`: case files of a type their version has no rule file for; `problems`: a "$sil"
 * that names no inherited case.
 */
export function goldenSuites(
  registry: RuleRegistry,
  files: readonly PlacedGoldenFile[],
): { suites: GoldenSuite[]; orphans: PlacedGoldenFile[]; problems: string[] } {
  const own = new Map(files.map((f) => [`${f.rulesetId}/${f.version}/${f.file.yapi_turu}`, f.file]));
  const suites: GoldenSuite[] = [];
  const problems: string[] = [];
  for (const [id, versions] of Object.entries(registry.versions)) {
    const byNumber = new Map(versions.map((v) => [v.surum, v]));
    for (const ruleSet of versions) {
      for (const slug of Object.keys(ruleSet.types)) {
        const chain: string[] = [];
        for (let v: LoadedRuleSet | undefined = ruleSet; v; v = v.taban_surum ? byNumber.get(v.taban_surum) : undefined)
          chain.unshift(v.surum);
        const cases = new Map<string, GoldenCase>();
        let newest: { from: string; file: GoldenFile } | null = null;
        for (const surum of chain) {
          const file = own.get(`${id}/${surum}/${slug}`);
          if (!file) continue;
          newest = { from: surum, file };
          for (const c of file.vakalar) {
            if (c.$sil) {
              if (!cases.delete(c.ad))
                problems.push(`${surum}/${slug}: "$sil" ile düşürülen "${c.ad}" vakası taban sürümlerde yok`);
              continue;
            }
            cases.delete(c.ad);
            cases.set(c.ad, { ...c, kaynak: surum });
          }
        }
        if (!newest) continue;
        const vakalar = [...cases.values()];
        suites.push({
          ruleSet,
          slug,
          file: { ...newest.file, vakalar },
          from: newest.from,
          inherited: vakalar.filter((c) => c.kaynak !== ruleSet.surum).length,
        });
      }
    }
  }
  const orphans = files.filter(
    (f) => !registry.versions[f.rulesetId]?.find((v) => v.surum === f.version)?.types[f.file.yapi_turu],
  );
  // A file's problem shows once, however many later versions inherit from it.
  return { suites, orphans, problems: [...new Set(problems)] };
}
/**
 * Whether a failing case is a draft's inherited one — the draft changes an answer of its base. That is a change to
 * review, not a broken case: `npm run rules:check -- --kaydet` writes it again in the draft's cases/ folder with the
 * answer it now gets, so the pull request shows the new answers next to the patch of the law.
 */
export function recordable(suite: Pick<GoldenSuite, "ruleSet">, c: Pick<GoldenCase, "kaynak">): boolean {
  return suite.ruleSet.durum === "taslak" && c.kaynak !== undefined && c.kaynak !== suite.ruleSet.surum;
}

/** Case files from an `import.meta.glob` of rules/*\/cases/*\/*.json, placed by their path. */
export function placeGlobbed(glob: Record<string, GoldenFile>): PlacedGoldenFile[] {
  return Object.entries(glob).map(([path, file]) => {
    const [, rulesetId = "", version = ""] = /rules\/([^/]+)\/cases\/([^/]+)\//.exec(path) ?? [];
    return { rulesetId, version, file };
  });
}
