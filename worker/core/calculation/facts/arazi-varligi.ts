/**
 * The owner's land holding in the district (toplam arazi varlığı, Talimat 7): the request's value when given and
 * not below the area checked, else that area — with the rule file's warning (`uyari_metinleri.varlik_girilmedi`,
 * `varlik_parselden_kucuk`). Read by the depot (tarimsal-depo) and the types with holding thresholds (sundurma,
 * çiftlik atölyesi). Pure.
 */
import { sabitMetin } from "./constants.ts";
import type { Girdi } from "./types.ts";

export function araziVarligi(
  girdi: Girdi,
  sabit: Readonly<Record<string, unknown>>,
  alan: number,
): { varlik: number; uyarilar: string[] } {
  const verilen = girdi.toplam_arazi_varligi;
  if (verilen === null) return { varlik: alan, uyarilar: [sabitMetin(sabit, "uyari_metinleri", "varlik_girilmedi")] };
  if (verilen < alan)
    return { varlik: alan, uyarilar: [sabitMetin(sabit, "uyari_metinleri", "varlik_parselden_kucuk")] };
  return { varlik: verilen, uyarilar: [] };
}
