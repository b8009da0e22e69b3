/**
 * How a calculation's decision reads, the same in the worker's report and on every page of the browser: a permit,
 * a permit with conditions the headline must carry (fired warnings, `dikkat`), an assumed permit (bag-evi without a
 * manual check), a permit the administration sizes on the project (`kosullu`, no figure in law) or a refusal. An error is none of these: it has no verdict at all. Pure.
 */
import type { IzinDurumu, UygulananKural } from "../contracts/calculation.ts";

export type Verdict = "izin" | "kosullu" | "idare" | "varsayimsal" | "red";

/** The permit statuses (`izin_durumu`) in Turkish. */
export const DURUM_METNI: Record<IzinDurumu, string> = {
  izin_verilebilir: "İzin verilebilir",
  izin_verilemez: "İzin verilemez",
  izin_verilebilir_varsayimsal: "İzin verilebilir (varsayımsal)",
  kosullu: "Yapılabilir — boyutu idare projeye göre belirler",
};

export const VERDICT_TEXT: Record<Verdict, string> = {
  izin: DURUM_METNI.izin_verilebilir,
  kosullu: "Koşullu olarak izin verilebilir",
  idare: DURUM_METNI.kosullu,
  varsayimsal: DURUM_METNI.izin_verilebilir_varsayimsal,
  red: DURUM_METNI.izin_verilemez,
};

/** The statuses from the most to the least permitting: the order of the parcel analysis's rows, here and in the browser. */
export const PERMIT_ORDER: Record<IzinDurumu, number> = {
  izin_verilebilir: 0,
  izin_verilebilir_varsayimsal: 1,
  kosullu: 2,
  izin_verilemez: 3,
};

/** The verdict of a result's data; anything but a known permit status is a refusal (as are legacy values). */
export function verdictOf(data: { izin_durumu?: unknown; dikkat?: unknown }): Verdict {
  const warned = Array.isArray(data.dikkat) && data.dikkat.length > 0;
  if (data.izin_durumu === "izin_verilebilir") return warned ? "kosullu" : "izin";
  if (data.izin_durumu === "izin_verilebilir_varsayimsal") return "varsayimsal";
  if (data.izin_durumu === "kosullu") return "idare";
  return "red";
}

/** The warnings a permit's headline carries. */
export function dikkatOf(data: { dikkat?: unknown }): string[] {
  return Array.isArray(data.dikkat) ? data.dikkat.filter((d): d is string => typeof d === "string") : [];
}

/**
 * The rule that decided an answer: the first rule not met (a refusal), else the last rule of the type itself (its
 * limit; the type's rules are named `<kod>-…`). The parcel analysis's `karar_kurali` and the comparison's.
 */
export function decidingRule(rules: readonly UygulananKural[], kod: string): UygulananKural | null {
  return (
    rules.find((r) => r.sonuc === "saglanmadi") ?? rules.filter((r) => r.kural_id.startsWith(`${kod}-`)).at(-1) ?? null
  );
}
