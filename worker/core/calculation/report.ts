/**
 * The result texts: `mesaj` (plain text, several sentences) and `html_mesaj` (the HTML report of the result
 * panel: title, parcel data, emsal line with the applied ratio, result box, table, rules, notes). Every value
 * is escaped; the numbers are the actual ones (never a fixed "%20").
 */
import { formatPercent, formatTr } from "../rules/numbers.ts";
import type { IzinDurumu, PlanLimits, UygulananKural, Verdict } from "../contracts/calculation.ts";
import type { ResolvedEmsal } from "./facts/types.ts";
import { VERDICT_TEXT } from "../rules/verdict.ts";
import { DRAFT_MARK } from "../rules/version-text.ts";

export interface ReportInput {
  baslik: string;
  /** How the decision reads (verdict.ts). */
  karar: Verdict;
  izin_durumu: IzinDurumu;
  ana_mesaj: string;
  alan_m2: number;
  arazi_vasfi: string;
  emsal: ResolvedEmsal;
  /** The national and the İzmir plan limits of a 2.0.0 answer (present.ts), when the plan notes apply. */
  plan?: PlanLimits | undefined;
  emsalAciklama: string | null;
  fields: Readonly<Record<string, unknown>>;
  rows: readonly { etiket: string; alan: string; birim?: string | undefined }[];
  kurallar: readonly UygulananKural[];
  uyarilar: readonly string[];
  /** The warnings the decision carries (a permit with conditions). */
  dikkat: readonly string[];
  /** The regulatory note of a type the law no longer defines, shown first (1.0.0: GEN-06; 2.0.0: GEN-07), or null. */
  mevzuatNotu: string | null;
  buyuk_ova_mesaji: string | undefined;
  /** A sentence that must close the text (bag-evi's assumed result). */
  sonNot: string | null;
  /** What the answer assumed, said beside its verdict (the emsal class the request did not state, and the other). */
  varsayim: readonly string[];
  /** Calculated under a draft: the verdict carries DRAFT_MARK. */
  taslak: boolean;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const SPECIAL = /[&<>"']/;
export const escapeHtml = (s: string) => (SPECIAL.test(s) ? s.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : s);

const INFORMATION_ONLY = "Aşağıdaki değerler yalnızca bilgi amaçlıdır; izin verilemediği için bir hak doğurmaz.";

const SONUC_METNI: Record<UygulananKural["sonuc"], string> = {
  saglandi: "sağlandı",
  saglanmadi: "sağlanmadı",
  bilgi: "bilgi",
  uyari: "uyarı",
};

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

export function buildReport(input: ReportInput): { text: string; html: string } {
  const rows = input.rows
    .map((r) => ({ etiket: r.etiket, deger: valueText(input.fields[r.alan], r.birim) }))
    .filter((r): r is { etiket: string; deger: string } => r.deger !== null);
  const parcel = `Parsel alanı: ${formatTr(input.alan_m2)} m², arazi vasfı: ${input.arazi_vasfi}.`;
  const emsal = emsalLine(input);

  const verdict = input.karar;
  const verdictText = `${VERDICT_TEXT[verdict]}${input.taslak ? ` (${DRAFT_MARK})` : ""}`;
  // Figures beside a refusal are no entitlement: they are shown for information only.
  const forInformation = input.izin_durumu === "izin_verilemez" && rows.length > 0;
  const text = [
    ...(input.mevzuatNotu ? [input.mevzuatNotu] : []),
    `${verdictText}: ${input.ana_mesaj}`,
    ...input.dikkat.map((d) => `Dikkat: ${d}`),
    ...input.varsayim,
    parcel,
    emsal,
    ...(forInformation ? [INFORMATION_ONLY] : []),
    ...rows.map((r) => `${r.etiket}: ${r.deger}.`),
    ...(input.buyuk_ova_mesaji ? [input.buyuk_ova_mesaji] : []),
    ...input.uyarilar.filter((u) => !input.dikkat.includes(u) && u !== input.mevzuatNotu),
    ...(input.sonNot ? [input.sonNot] : []),
  ].join("\n");

  const tone = verdict === "red" ? "olumsuz" : verdict === "izin" ? "olumlu" : verdict === "bilgi" ? "bilgi" : "dikkat";
  const notes = input.uyarilar.filter((u) => !input.dikkat.includes(u) && u !== input.mevzuatNotu);
  const html = [
    `<div class="sonuc-raporu">`,
    input.mevzuatNotu ? `<p class="sonuc-raporu__mevzuat"><strong>${escapeHtml(input.mevzuatNotu)}</strong></p>` : "",
    `<h3>${escapeHtml(input.baslik)}</h3>`,
    `<p class="sonuc-raporu__parsel">${escapeHtml(parcel)}</p>`,
    `<p class="sonuc-raporu__emsal">${escapeHtml(emsal)}</p>`,
    `<div class="sonuc-raporu__durum sonuc-raporu__durum--${tone}"><strong>${escapeHtml(verdictText)}</strong><p>${escapeHtml(input.ana_mesaj)}</p>${
      input.dikkat.length ? `<ul>${input.dikkat.map((d) => `<li>Dikkat: ${escapeHtml(d)}</li>`).join("")}</ul>` : ""
    }${input.varsayim.map((v) => `<p class="sonuc-raporu__varsayim">${escapeHtml(v)}</p>`).join("")}</div>`,
    rows.length
      ? `${forInformation ? `<p class="sonuc-raporu__bilgi">${INFORMATION_ONLY}</p>` : ""}<table class="sonuc-raporu__tablo"><tbody>${rows.map((r) => `<tr><th scope="row">${escapeHtml(r.etiket)}</th><td>${escapeHtml(r.deger)}</td></tr>`).join("")}</tbody></table>`
      : "",
    input.buyuk_ova_mesaji ? `<p class="sonuc-raporu__ova">${escapeHtml(input.buyuk_ova_mesaji)}</p>` : "",
    `<h4 class="sonuc-raporu__kurallar-baslik">Uygulanan kurallar</h4><ul class="sonuc-raporu__kurallar">${input.kurallar
      .map(
        (k) =>
          `<li><code>${escapeHtml(k.kural_id)}</code> ${escapeHtml(k.ad)} — ${SONUC_METNI[k.sonuc]} <small>(${escapeHtml(k.dayanak)})</small></li>`,
      )
      .join("")}</ul>`,
    input.sonNot ? `<p class="sonuc-raporu__son-not"><strong>${escapeHtml(input.sonNot)}</strong></p>` : "",
    notes.length
      ? `<h4>Notlar</h4><ul class="sonuc-raporu__notlar">${notes.map((u) => `<li>${escapeHtml(u)}</li>`).join("")}</ul>`
      : "",
    `</div>`,
  ].join("");
  return { text, html };
}
