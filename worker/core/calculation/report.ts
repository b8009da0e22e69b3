/**
 * The answer's report as data (`rapor`): the parcel, the emsal line with the applied ratio, the type's figures with
 * their units, the notes. The numbers are the actual ones (never a fixed "%20"), written by the one formatter.
 */
import { formatPercent, formatTr } from "../rules/numbers.ts";
import type { AnswerReport, IzinDurumu, PlanLimits, ReportFigure } from "../contracts/calculation.ts";
import type { ResolvedEmsal } from "./facts/types.ts";

export interface ReportInput {
  baslik: string;
  izin_durumu: IzinDurumu;
  alan_m2: number;
  arazi_vasfi: string;
  emsal: ResolvedEmsal;
  /** The national and the İzmir plan limits of a 2.0.0 answer (present.ts), when the plan notes apply. */
  plan?: PlanLimits | undefined;
  emsalAciklama: string | null;
  fields: Readonly<Record<string, unknown>>;
  rows: readonly { etiket: string; alan: string; birim?: string | undefined }[];
  uyarilar: readonly string[];
  /** The warnings the decision carries (a permit with conditions). */
  dikkat: readonly string[];
  /** The regulatory note of a type the law no longer defines, shown first (1.0.0: GEN-06; 2.0.0: GEN-07), or null. */
  mevzuatNotu: string | null;
  /** A sentence that must close the text (bag-evi's assumed result). */
  sonNot: string | null;
  /** The sentence an answer resting on an assumed figure carries, or null. */
  varsayimNotu: string | null;
}

const INFORMATION_ONLY = "Aşağıdaki değerler yalnızca bilgi amaçlıdır; izin verilemediği için bir hak doğurmaz.";

function valueText(v: unknown, birim?: string): string | null {
  if (typeof v === "number") return `${formatTr(v)}${birim ? ` ${birim}` : ""}`;
  if (typeof v === "boolean") return v ? "Evet" : "Hayır";
  if (typeof v === "string" && v) return `${v}${birim ? ` ${birim}` : ""}`;
  return null;
}

function emsalLine(input: ReportInput): string {
  const { emsal } = input;
  if (emsal.oran === null) return input.emsalAciklama ?? "Bu yapı türü emsal hesabına tabi değildir.";
  const eh = input.fields["maksimum_emsal_alani_m2"];
  const kind = emsal.tur === "marjinal" ? " (marjinal)" : emsal.tur === "mutlak_dikili" ? " (mutlak/dikili)" : "";
  // Where the plan notes bind, the emsal right shown is theirs (the calculation capped it): the national one is named.
  const { plan } = input;
  const capped =
    plan?.baglayan === "plan" && plan.ulusal_sinir_m2 !== null
      ? ` (İzmir plan notlarının sınırı; ulusal sınır ${formatTr(plan.ulusal_sinir_m2)} m²)`
      : "";
  const right = typeof eh === "number" ? ` → emsal hakkı ${formatTr(eh)} m²${capped}` : "";
  return `Emsal oranı ${formatPercent(emsal.oran)}${kind}${right}.`;
}

export function buildReport(input: ReportInput): AnswerReport {
  const degerler = input.rows.flatMap((r): ReportFigure[] => {
    const deger = input.fields[r.alan];
    const metin = valueText(deger, r.birim);
    if (metin === null || (typeof deger !== "number" && typeof deger !== "string" && typeof deger !== "boolean"))
      return [];
    return [{ alan: r.alan, etiket: r.etiket, deger, birim: r.birim ?? null, metin }];
  });
  return {
    baslik: input.baslik,
    parsel: `Parsel alanı: ${formatTr(input.alan_m2)} m², arazi vasfı: ${input.arazi_vasfi}.`,
    emsal: emsalLine(input),
    // Figures beside a refusal are no entitlement: they are shown for information only.
    bilgi_notu: input.izin_durumu === "izin_verilemez" && degerler.length > 0 ? INFORMATION_ONLY : null,
    degerler,
    varsayim_notu: input.varsayimNotu,
    notlar: input.uyarilar.filter((u) => !input.dikkat.includes(u) && u !== input.mevzuatNotu),
    son_not: input.sonNot,
  };
}
