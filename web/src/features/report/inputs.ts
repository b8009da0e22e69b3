/** The inputs of a calculation as label / value rows for the report (only what the user entered). */
const LABELS: [string, string, string][] = [
  ["arazi_vasfi", "Arazi vasfı", ""],
  ["alan_m2", "Arazi alanı", "m²"],
  ["tarla_alani", "Tarla alanı", "m²"],
  ["dikili_alani", "Dikili alan", "m²"],
  ["zeytinlik_alani", "Zeytinlik alanı", "m²"],
  ["zeytin_agac_sayisi", "Zeytin ağacı sayısı", ""],
  ["zeytin_agac_adedi", "Zeytin ağacı sayısı", ""],
  ["tapu_zeytin_agac_adedi", "Tapu senesindeki zeytin ağacı sayısı", ""],
  ["mevcut_zeytin_agac_adedi", "Mevcut zeytin ağacı sayısı", ""],
  ["sera_alani_m2", "Planlanan sera alanı", "m²"],
  ["silo_taban_alani_m2", "Planlanan silo taban alanı", "m²"],
  ["depo_alani", "Talep edilen depo alanı", "m²"],
  ["kovan_sayisi", "Kovan sayısı", ""],
  ["dut_bahcesi_alani", "Dut bahçesi alanı", "m²"],
  ["dut_agaci_sayisi", "Dut ağacı sayısı", ""],
  ["emsal_turu", "Emsal türü", ""],
];

const EMSAL: Record<string, string> = { marjinal: "Marjinal (%20)", mutlak_dikili: "Mutlak / dikili (%5)" };

export function inputRows(parameters: Record<string, unknown>): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  for (const [key, label, unit] of LABELS) {
    const v = parameters[key];
    if (typeof v === "number" && Number.isFinite(v)) rows.push({ label, value: `${v.toLocaleString("tr-TR", { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ""}` });
    else if (typeof v === "string" && v.trim()) rows.push({ label, value: key === "emsal_turu" ? (EMSAL[v] ?? v) : v });
  }
  const lat = parameters["latitude"];
  const lng = parameters["longitude"];
  if (typeof lat === "number" && typeof lng === "number") rows.push({ label: "Konum", value: `${lat.toFixed(6)}, ${lng.toFixed(6)}` });
  return rows;
}
