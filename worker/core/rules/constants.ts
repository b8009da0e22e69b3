/** Reads a constant of a rule file's `sabitler` by a dotted path (`esikler.tarla_asgari_m2`, `paylar.0.oran`). Pure. */
export function resolveConstant(sabitler: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = sabitler;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    if (Array.isArray(current) && !/^\d+$/.test(key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
