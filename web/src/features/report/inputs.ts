/**
 * The inputs of a calculation as label / value rows for the report (only what the user entered): the land type,
 * the rule set's input fields with their labels and units (in the catalogue's order), the emsal type, the
 * legislation date or version, and the point.
 */
import type { RuleSetDto } from "@worker/core/contracts/rule-set.ts";
import { formatTr } from "@worker/core/rules/numbers.ts";
import { emsalLabel } from "../../entities/calculation/result-format.ts";

type Catalogue = Pick<RuleSetDto, "girdi_alanlari" | "emsal_turleri">;

function emsalText(catalogue: Catalogue | null, id: string): string {
  const e = catalogue?.emsal_turleri.find((x) => x.id === id);
  return e ? emsalLabel(e) : id;
}

export function inputRows(
  parameters: Record<string, unknown>,
  catalogue: Catalogue | null,
): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  const land = parameters["arazi_vasfi"];
  if (typeof land === "string" && land.trim()) rows.push({ label: "Arazi vasfı", value: land });
  for (const [key, def] of Object.entries(catalogue?.girdi_alanlari ?? {})) {
    const v = parameters[key];
    if (typeof v === "number" && Number.isFinite(v))
      rows.push({ label: def.etiket, value: `${formatTr(v)}${def.birim ? ` ${def.birim}` : ""}` });
    else if (typeof v === "boolean" && def.tur === "onay")
      rows.push({ label: def.etiket, value: v ? "Evet" : "Hayır" });
  }
  const emsal = parameters["emsal_turu"];
  if (typeof emsal === "string" && emsal.trim()) rows.push({ label: "Emsal türü", value: emsalText(catalogue, emsal) });
  const date = parameters["mevzuat_tarihi"];
  if (typeof date === "string" && date.trim()) rows.push({ label: "Mevzuat tarihi", value: date });
  const surum = parameters["surum"];
  if (typeof surum === "string" && surum.trim()) rows.push({ label: "Kural seti sürümü", value: surum });
  const lat = parameters["latitude"];
  const lng = parameters["longitude"];
  if (typeof lat === "number" && typeof lng === "number")
    rows.push({ label: "Konum", value: `${lat.toFixed(6)}, ${lng.toFixed(6)}` });
  return rows;
}
