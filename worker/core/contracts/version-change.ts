/**
 * What the newest rule-set version answers for a saved calculation, beside what was saved (issue #52): the shape
 * `worker/core/calculation/version-change.ts` computes and the history, its detail and the share page carry as
 * `yeni_surum`. Types only.
 */
import type { IzinDurumu, Verdict } from "./calculation.ts";

/** The main figure of an answer: its type's first result card. */
export interface MainFigure {
  alan: string;
  etiket: string;
  deger: number;
  birim: string | null;
}

export interface VersionChange {
  /** The newest version and whether it is a draft. */
  surum: string;
  taslak: boolean;
  /** What the newest version answers. */
  izin_durumu: IzinDurumu;
  karar: Verdict;
  ana_deger: MainFigure | null;
  /** The version the saved answer was computed with (the comparison re-opens the calculation under it). */
  onceki_surum: string;
  /** What was saved. */
  onceki_izin_durumu: IzinDurumu;
  onceki_ana_deger: MainFigure | null;
  /**
   * The sentence shown beside the saved answer: "Yeni yönetmelikte (taslak): İzin verilemez", or with the new main
   * figure of a permit ("… : İzin verilebilir (varsayımsal) — Azami inşaat alanı: 60 m²").
   */
  metin: string;
  /** A permit became a refusal, or a refusal a permit (the administrator's counts). */
  yon: "izinden_redde" | "redden_izne" | null;
}
