/**
 * Where a saved result keeps its answer. Results were saved in several shapes over time (product spec: "message
 * text under mesaj, ana_mesaj or html_mesaj in several nesting places"): the answer sits at the top level or one or
 * two levels down (data, results, result, sonuc). Pure; the server's adapter (worker/services/saved-answer.ts) and the
 * browser's history read it.
 */
const NESTING = [
  [],
  ["data"],
  ["results"],
  ["result"],
  ["sonuc"],
  ["data", "data"],
  ["data", "results"],
  ["result", "data"],
] as const;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function at(root: Record<string, unknown>, path: readonly string[]): Record<string, unknown> | null {
  let node: unknown = root;
  for (const key of path) {
    if (!isRecord(node)) return null;
    node = node[key];
  }
  return isRecord(node) ? node : null;
}

/** The records of a saved result that may hold its answer, outermost first. */
export function answerRecords(result: unknown): Record<string, unknown>[] {
  if (!isRecord(result)) return [];
  return NESTING.map((path) => at(result, path)).filter((r): r is Record<string, unknown> => r !== null);
}

/** The saved answer's text: the first non-blank `mesaj`, else `ana_mesaj`; null when it has none. */
export function savedAnswerText(result: unknown): string | null {
  const records = answerRecords(result);
  for (const key of ["mesaj", "ana_mesaj"])
    for (const r of records) {
      const value = r[key];
      if (typeof value === "string" && value.trim() !== "") return value.trim();
    }
  return null;
}
