/** How a history item is shown and copied: its area and land type, the text summary (dates and numbers: numbers.ts). */
import { formatArea, formatDateTime } from "@worker/core/rules/numbers.ts";
import { savedAnswerText } from "@worker/core/contracts/saved-result.ts";
import { typeLabel } from "../../entities/structure-types/type-labels.ts";
import type { HistoryItem } from "./history-item.ts";

/** The area (parameters.alan_m2) when it is a number or a numeric string. */
export function areaOf(item: Pick<HistoryItem, "parameters">): number | null {
  const raw = item.parameters["alan_m2"];
  const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : null;
}

export function landTypeOf(item: Pick<HistoryItem, "parameters">): string | null {
  const raw = item.parameters["arazi_vasfi"];
  return typeof raw === "string" && raw.trim() !== "" ? raw : null;
}

/**
 * The Turkish text summary the 'Kopyala' action puts on the clipboard. `labelOf` names the calculation type
 * (default: the loaded rule set's labels).
 */
export function historySummary(
  item: HistoryItem,
  labelOf: (type: string) => string = (type) => typeLabel(type),
): string {
  const lines = [
    `Hesaplama: ${item.title}`,
    `Yapı türü: ${labelOf(item.calculation_type)}`,
    `Tarih: ${formatDateTime(item.created_at)}`,
  ];
  const area = areaOf(item);
  if (area !== null) lines.push(`Alan: ${formatArea(area)}`);
  const land = landTypeOf(item);
  if (land) lines.push(`Arazi vasfı: ${land}`);
  if (item.description?.trim()) lines.push(`Açıklama: ${item.description.trim()}`);
  if (item.map_coordinates)
    lines.push(`Konum: ${item.map_coordinates.lat.toFixed(6)}, ${item.map_coordinates.lng.toFixed(6)}`);
  const message = savedAnswerText(item.result);
  if (message) lines.push("", "Sonuç:", message);
  return lines.join("\n");
}
