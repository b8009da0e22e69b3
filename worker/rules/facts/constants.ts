/** Typed reads of rule-file constants; a missing or mistyped constant is a rule-file defect (thrown). */
export function sabitSayi(sabit: Readonly<Record<string, unknown>>, key: string): number {
  const v = sabit[key];
  if (typeof v !== "number" || !Number.isFinite(v)) throw new Error(`rule file constant "${key}" must be a number`);
  return v;
}

export function sabitDizi<T>(sabit: Readonly<Record<string, unknown>>, key: string): T[] {
  const v = sabit[key];
  if (!Array.isArray(v)) throw new Error(`rule file constant "${key}" must be an array`);
  return v as T[];
}

export function sabitKayit<T>(sabit: Readonly<Record<string, unknown>>, key: string): Record<string, T> {
  const v = sabit[key];
  if (typeof v !== "object" || v === null || Array.isArray(v)) throw new Error(`rule file constant "${key}" must be an object`);
  return v as Record<string, T>;
}
