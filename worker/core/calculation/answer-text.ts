/**
 * An answer as plain text (`mesaj`, for the clipboard and mails), written from its structured fields: the regulatory
 * banner, the verdict and headline, the conditions, what it assumed, then its report (`rapor`) line by line.
 */
import type { AnswerReport, EmsalAssumption, Verdict } from "../contracts/calculation.ts";
import { VERDICT_TEXT } from "../rules/verdict.ts";
import { DRAFT_MARK, isDraft } from "../rules/version-text.ts";

export interface TextSource {
  karar: Verdict;
  ana_mesaj: string;
  dikkat: readonly string[];
  mevzuat_durumu: { kod: string; not: string | null };
  kural_seti: { yururluk_tarihi?: string | null; durum?: "yayinda" | "taslak" | undefined };
  emsal_varsayimi?: EmsalAssumption | undefined;
  buyuk_ova_mesaji?: string | undefined;
  rapor: AnswerReport;
}

export function answerText(a: TextSource): string {
  const r = a.rapor;
  const regulatory = a.mevzuat_durumu.kod === "yururlukte" ? null : a.mevzuat_durumu.not;
  const verdict = `${VERDICT_TEXT[a.karar]}${isDraft(a.kural_seti) ? ` (${DRAFT_MARK})` : ""}`;
  const assumed = a.emsal_varsayimi;
  return [
    ...(regulatory ? [regulatory] : []),
    `${verdict}: ${a.ana_mesaj}`,
    ...a.dikkat.map((d) => `Dikkat: ${d}`),
    ...(assumed ? [assumed.aciklama, ...(assumed.diger ? [assumed.diger.aciklama] : [])] : []),
    ...(r.varsayim_notu ? [r.varsayim_notu] : []),
    r.parsel,
    r.emsal,
    ...(r.bilgi_notu ? [r.bilgi_notu] : []),
    ...r.degerler.map((f) => `${f.etiket}: ${f.metin}.`),
    ...(a.buyuk_ova_mesaji ? [a.buyuk_ova_mesaji] : []),
    ...r.notlar,
    ...(r.son_not ? [r.son_not] : []),
  ].join("\n");
}
