/**
 * Golden cases (rules/<ruleset>/cases/<version>/<slug>.json): the request in, the expected decision and
 * numbers out. One comparison used by the unit tests (pure engine), the worker tests (through the API) and
 * `npm run rules:check`. Numbers compare within ±0.01 (rules-spec.md §0.3), everything else exactly.
 */

export interface GoldenCase {
  ad: string;
  isaret: "ref" | "ours";
  istek: Record<string, unknown>;
  /** Test-only geography: "nokta-kapali-havzada" puts the point inside a fixture closed-basin polygon. */
  katman?: "nokta-kapali-havzada";
  beklenen?: { izin_durumu: string; karar_kurali: string | null; veriler?: Record<string, unknown> };
  beklenen_hata?: { durum: number; alan: string; mesaj: string };
  not?: string;
}

export interface GoldenFile {
  yapi_turu: string;
  bolum: string;
  vakalar: GoldenCase[];
}

function at(value: unknown, path: string): unknown {
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

interface Answer {
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
