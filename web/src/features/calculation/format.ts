/** Number formats of the result (calculation document §9): Turkish grouping, ≤ 2 decimals, decares 1, hectares 2. */
export const fmt = (n: number) => n.toLocaleString("tr-TR", { maximumFractionDigits: 2 });
export const decares = (m2: number) => (m2 / 1000).toLocaleString("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const hectares = (m2: number) => (m2 / 10_000).toLocaleString("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Result cards: field, label, unit kind. */
export const CARDS: readonly [string, string, "alan" | "ton" | "adet" | "kapasite"][] = [
  ["maksimum_insaat_alani", "Azami inşaat alanı", "alan"],
  ["yapi_alani", "Yapı alanı", "alan"],
  ["insaat_alani", "İnşaat alanı", "alan"],
  ["taban_alani", "Taban alanı", "alan"],
  ["sera_alani", "Sera alanı", "alan"],
  ["depo_alani", "Depo alanı", "alan"],
  ["havuz_alani", "Havuz alanı", "alan"],
  ["uretim_alani", "Üretim alanı", "alan"],
  ["kalan_emsal", "Kalan emsal", "alan"],
  ["uretim_kapasitesi", "Kapasite", "kapasite"],
  ["depolama_kapasitesi", "Depolama kapasitesi", "ton"],
  ["silo_kapasitesi", "Silo kapasitesi", "ton"],
  ["soguk_depo_kapasitesi", "Soğuk depo kapasitesi", "ton"],
  ["kovan_sayisi", "Kovan sayısı", "adet"],
];

/** The text of one card's value. */
export function cardValue(kind: "alan" | "ton" | "adet" | "kapasite", n: number, unit?: string): { main: string; sub?: string } {
  if (kind === "alan") return { main: `${fmt(n)} m²`, sub: `${decares(n)} dekar · ${hectares(n)} ha` };
  if (kind === "ton") return { main: `${fmt(n)} ton` };
  if (kind === "kapasite") return { main: unit ? `${fmt(n)} ${unit}` : fmt(n) };
  return { main: fmt(n) };
}
