/** Reads a constant of a rule file's `sabitler` by a dotted path (`esikler.tarla_asgari_m2`). Pure. */
export function resolveConstant(sabitler: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = sabitler;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object" || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** `{a.b}` placeholders of a descriptor text filled from the rule file's constants (numbers in Turkish format). */
export function fillConstants(
  text: string,
  sabitler: Readonly<Record<string, unknown>>,
  format: (n: number) => string,
): string {
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (whole, path: string) => {
    const v = resolveConstant(sabitler, path);
    return typeof v === "number" ? format(v) : typeof v === "string" ? v : whole;
  });
}
