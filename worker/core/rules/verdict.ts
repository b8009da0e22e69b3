/**
 * How a calculation's decision reads, the same in the worker's report, in the API's `karar` and on every page of the
 * browser: a permit, a permit with conditions the headline must carry (fired warnings and the rules a permit rests
 * on, `dikkat`), an assumed permit (bag-evi without a manual check), a permit the administration sizes on the
 * project (`kosullu`, no figure in law), an answer for information only (a type the regulation no longer defines:
 * no permit can rest on it) or a refusal. An error is none of these: it has no verdict at all. Pure.
 */
import type { IzinDurumu, UygulananKural, Verdict } from "../contracts/calculation.ts";

export type { Verdict };

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
  bilgi: "Yalnız bilgi amaçlı — izin değildir",
  red: DURUM_METNI.izin_verilemez,
};

/** The verdicts from the most to the least permitting: the order of the parcel analysis's rows, here and in the browser. */
export const VERDICT_ORDER: Record<Verdict, number> = {
  izin: 0,
  kosullu: 1,
  varsayimsal: 2,
  idare: 3,
  bilgi: 4,
  red: 5,
};

/** Whether a verdict lets the structure be built (information only and a refusal do not). */
export const isPermitVerdict = (v: Verdict): boolean => v !== "red" && v !== "bilgi";

/** What the verdict reads of a result (a saved row of any age, an analysis row, an answer being presented). */
export interface VerdictInput {
  izin_durumu?: unknown;
  dikkat?: unknown;
  mevzuat_durumu?: { kod?: unknown } | null | undefined;
}

/**
 * The verdict of a result's data; anything but a known permit status is a refusal (as are legacy values). A permit of
 * a type the regulation no longer defines (its `mevzuat_durumu` other than in force) is for information only.
 */
export function verdictOf(data: VerdictInput): Verdict {
  const warned = Array.isArray(data.dikkat) && data.dikkat.length > 0;
  const permit =
    typeof data.izin_durumu === "string" &&
    data.izin_durumu !== "izin_verilemez" &&
    Object.hasOwn(DURUM_METNI, data.izin_durumu);
  const undefinedType = typeof data.mevzuat_durumu?.kod === "string" && data.mevzuat_durumu.kod !== "yururlukte";
  if (permit && undefinedType) return "bilgi";
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
