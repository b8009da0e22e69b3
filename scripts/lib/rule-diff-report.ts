/**
 * The review of a rule change as `npm run rules:diff` prints it, in Turkish: 1. the law (the common file, the types
 * added, removed and changed), 2. which answers move (counts by kind, per type, examples; the types only one version
 * defines apart), 3. the wording — as plain text for the terminal or as Markdown for a pull request. Pure.
 */
import { formatTr } from "../../worker/core/rules/numbers.ts";
import { versionLine } from "../../worker/core/rules/version-text.ts";
import { MOVE_HELP, MOVE_KINDS, MOVE_TEXT, type AnswerMoves, type OneSided } from "./answer-moves.ts";
import type { ChangeGroup, FileDiff, LawChange, RuleSetDiff, VersionSummary, WordingChange } from "./rule-diff.ts";

const GROUP_TEXT: Record<ChangeGroup, string> = {
  tur: "Tür bilgileri",
  arazi: "Arazi vasıfları",
  emsal: "Emsal",
  katalog: "Kataloglar (arazi vasıfları, kategoriler, emsal oranları)",
  sabit: "Sabitler",
  form: "Form ve girdi alanları",
  kural: "Kurallar",
  diger: "Diğer (hesap, kartlar, rapor, belgeler, parsel analizi)",
};

const MARK = { eklendi: "+", kaldirildi: "−", degisti: "~" } as const;

const n = (x: number) => formatTr(x);

const versionText = (v: VersionSummary) =>
  `${versionLine(v)}${v.durum === "taslak" ? ", taslak" : ""}${v.taban_surum ? `, taban sürüm ${v.taban_surum}` : ""}`;

function groups(changes: readonly LawChange[]): [ChangeGroup, LawChange[]][] {
  const out = new Map<ChangeGroup, LawChange[]>();
  for (const c of changes) out.set(c.group, [...(out.get(c.group) ?? []), c]);
  return [...out];
}

/** One change in one line: `~ sabitler.x: 1 → 2`, `+ GEN-07 "ad"`, `~ BAG-02 "ad"` (a rule's parts follow). */
function changeLine(c: LawChange): string {
  if (c.group === "kural") {
    const label = c.kind === "degisti" && c.old !== c.new ? `${c.old} → ${c.new}` : (c.new ?? c.old);
    return `${MARK[c.kind]} ${c.what} ${label}`;
  }
  if (c.kind === "degisti") return `${MARK[c.kind]} ${c.what}: ${c.old} → ${c.new}`;
  return `${MARK[c.kind]} ${c.what}: ${c.kind === "eklendi" ? c.new : c.old}`;
}

const movedTotal = (m: AnswerMoves) => m.total - m.unchanged;

const verdictCounts = (s: OneSided) =>
  Object.entries(s.verdicts)
    .sort(([, x], [, y]) => y - x)
    .map(([k, v]) => `${k}: ${n(v)}`)
    .join("; ");

const skippedText = (m: AnswerMoves) =>
  `Hesaplanmayan ${m.skipped.length} tür (hukukları da ortak dosyanınki de aynı; metin cevabı değiştirmez): ${m.skipped.join(", ")}.`;

const sweepText = (m: AnswerMoves) =>
  `${n(m.total)} istek iki sürümde de hesaplandı: ${n(m.cases)} örnek vaka (iki sürümün vakaları) ve ${n(m.sweep)} tarama isteği ` +
  "(her tür × arazi vasfı × parsel alanı × emsal türü; alanlar: sabitlerdeki her alan eşiğinin 1 m² altı, kendisi ve üstü, " +
  "değeri değişen eşiklerde eskiyle yeninin ortası, 10 m²'den 5.000.000 m²'ye logaritmik bir dizi; büyük ova dışında ve içinde, " +
  "soran türlerde kapalı havzada; " +
  "form, parsel analizinin doldurduğu gibi varsayılanlarıyla). Sayılar bu isteklerin sayısıdır, parsellerin payı değil.";

// ---------------------------------------------------------------------------------------------------------------
// Plain text

function textFile(out: string[], diff: FileDiff, indent: string): void {
  for (const [group, changes] of groups(diff.law)) {
    out.push(`${indent}${GROUP_TEXT[group]}`);
    for (const c of changes) {
      out.push(`${indent}  ${changeLine(c)}`);
      for (const d of c.details) out.push(`${indent}      ${d}`);
    }
  }
}

function textWording(out: string[], list: readonly WordingChange[], indent: string): void {
  for (const w of list) {
    const mark = w.old === null ? MARK.eklendi : w.new === null ? MARK.kaldirildi : MARK.degisti;
    out.push(`${indent}${mark} ${w.what}`);
    if (w.old !== null) out.push(`${indent}    eski: ${w.old}`);
    if (w.new !== null) out.push(`${indent}    yeni: ${w.new}`);
  }
}

export function renderText(diff: RuleSetDiff, moves: AnswerMoves): string {
  const { a, b } = diff;
  const out: string[] = [
    `Kural seti ${diff.id}: ${a.surum} → ${b.surum}`,
    `  eski: ${versionText(a)}`,
    `  yeni: ${versionText(b)}`,
    "  (+ eklendi, − kaldırıldı, ~ değişti; sayılar Türkçe yazımla)",
    "",
    "1. HUKUK — neler değişti",
    "",
    "  Ortak kurallar (_ortak.json)",
  ];
  if (diff.common.law.length) textFile(out, diff.common, "    ");
  else out.push("    hukuki değişiklik yok");
  out.push("", "  Yapı türleri");
  out.push(`    Eklenen türler (${diff.added.length})${diff.added.length ? "" : ": yok"}`);
  for (const t of diff.added) {
    out.push(`      + ${t.slug} "${t.label}"`);
    for (const l of t.lines) out.push(`          ${l}`);
  }
  out.push(`    Kaldırılan türler (${diff.removed.length})${diff.removed.length ? "" : ": yok"}`);
  for (const t of diff.removed) {
    out.push(`      − ${t.slug} "${t.label}"`);
    for (const l of t.lines) out.push(`          ${l}`);
  }
  const lawChanged = diff.changed.filter((t) => t.law.length);
  const sameLaw = [...diff.unchanged, ...diff.changed.filter((t) => !t.law.length).map((t) => t.slug)].sort();
  out.push(`    Hukuku değişen türler (${lawChanged.length})${lawChanged.length ? "" : ": yok"}`);
  out.push(`    Hukuku değişmeyen türler (${sameLaw.length})${sameLaw.length ? `: ${sameLaw.join(", ")}` : ""}`);
  for (const t of lawChanged) {
    out.push("", `    ${t.slug} "${t.label}"`);
    textFile(out, t, "      ");
  }

  out.push("", "2. CEVAPLAR — hangi isteklerin cevabı değişiyor", "", `  ${sweepText(moves)}`);
  out.push(`  Cevabı değişen: ${n(movedTotal(moves))}; değişmeyen: ${n(moves.unchanged)}.`);
  if (moves.skipped.length) out.push(`  ${skippedText(moves)}`);
  out.push("");
  const w = Math.max(...MOVE_KINDS.map((k) => MOVE_TEXT[k].length));
  for (const k of MOVE_KINDS) out.push(`    ${MOVE_TEXT[k].padEnd(w)}  ${n(moves.kinds[k].count).padStart(7)}`);
  out.push(`    ${"değişmedi".padEnd(w)}  ${n(moves.unchanged).padStart(7)}`);
  for (const k of MOVE_KINDS) {
    const tally = moves.kinds[k];
    if (!tally.count) continue;
    const byType = Object.entries(tally.byType)
      .sort(([, x], [, y]) => y - x)
      .map(([slug, c]) => `${slug} ${n(c)}`)
      .join(", ");
    out.push("", `  ${MOVE_TEXT[k]} (${n(tally.count)}): ${MOVE_HELP[k]}`, `    türler: ${byType}`, "    örnekler:");
    for (const e of tally.examples) {
      out.push(`      ${e.slug} · ${e.istek}${e.vaka ? ` [örnek vaka ${e.vaka}]` : ""}`);
      out.push(`          ${e.old}`, `        → ${e.new}`);
    }
  }
  for (const [side, list] of [
    [a.surum, moves.onlyA],
    [b.surum, moves.onlyB],
  ] as const) {
    if (!list.length) continue;
    out.push("", `  Yalnız ${side} sürümünde olan türler (istekleri yalnız orada hesaplandı):`);
    for (const s of list) out.push(`    ${s.slug} "${s.label}": ${n(s.istek)} istek — ${verdictCounts(s)}`);
  }

  out.push("", "3. METİNLER — etiketler, mesajlar, notlar (hukuk değil; cevabın kararını değiştirmez)");
  const wording = [
    ["Ortak kurallar (_ortak.json)", diff.common.wording] as const,
    ...diff.changed.filter((t) => t.wording.length).map((t) => [`${t.slug} "${t.label}"`, t.wording] as const),
  ].filter(([, list]) => list.length);
  if (!wording.length) out.push("", "  metin değişikliği yok");
  for (const [title, list] of wording) {
    out.push("", `  ${title}`);
    textWording(out, list, "    ");
  }
  if (diff.added.length) out.push("", "  (Eklenen türlerin metinleri yukarıda sayılmadı: hepsi yenidir.)");
  return `${out.join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown

/** A table cell: no line breaks, no unescaped pipes. */
const cell = (s: string | null) => (s === null ? "" : s.replace(/\|/g, "\\|").replace(/\r?\n/g, " "));
const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;

function mdFile(out: string[], diff: FileDiff, level: string): void {
  for (const [group, changes] of groups(diff.law)) {
    out.push(`${level} ${GROUP_TEXT[group]}`, "");
    if (group === "kural") {
      for (const c of changes) {
        out.push(`- **${MARK[c.kind]} ${c.what}** ${cell(changeLine(c).slice(c.what.length + 3))}`);
        for (const d of c.details) out.push(`  - ${cell(d)}`);
      }
    } else {
      out.push("| | Yol | Eski | Yeni |", "|---|---|---|---|");
      for (const c of changes) out.push(`| ${MARK[c.kind]} | ${code(c.what)} | ${cell(c.old)} | ${cell(c.new)} |`);
    }
    out.push("");
  }
}

function mdWording(out: string[], list: readonly WordingChange[]): void {
  out.push("| | Metin | Eski | Yeni |", "|---|---|---|---|");
  for (const w of list) {
    const mark = w.old === null ? MARK.eklendi : w.new === null ? MARK.kaldirildi : MARK.degisti;
    out.push(`| ${mark} | ${code(w.what)} | ${cell(w.old)} | ${cell(w.new)} |`);
  }
  out.push("");
}

export function renderMarkdown(diff: RuleSetDiff, moves: AnswerMoves): string {
  const { a, b } = diff;
  const out: string[] = [
    `## Kural seti farkı: ${diff.id} ${a.surum} → ${b.surum}`,
    "",
    `- **eski:** ${versionText(a)}`,
    `- **yeni:** ${versionText(b)}`,
    "",
    "`+` eklendi, `−` kaldırıldı, `~` değişti.",
    "",
    "### 1. Hukuk — neler değişti",
    "",
    "#### Ortak kurallar (`_ortak.json`)",
    "",
  ];
  if (diff.common.law.length) mdFile(out, diff.common, "#####");
  else out.push("Hukuki değişiklik yok.", "");
  out.push("#### Yapı türleri", "");
  const lawChanged = diff.changed.filter((t) => t.law.length);
  const sameLaw = [...diff.unchanged, ...diff.changed.filter((t) => !t.law.length).map((t) => t.slug)].sort();
  out.push(
    `- **Eklenen (${diff.added.length}):** ${diff.added.map((t) => code(t.slug)).join(", ") || "yok"}`,
    `- **Kaldırılan (${diff.removed.length}):** ${diff.removed.map((t) => code(t.slug)).join(", ") || "yok"}`,
    `- **Hukuku değişen (${lawChanged.length}):** ${lawChanged.map((t) => code(t.slug)).join(", ") || "yok"}`,
    `- **Hukuku değişmeyen (${sameLaw.length}):** ${sameLaw.map(code).join(", ") || "yok"}`,
    "",
  );
  for (const [title, list] of [
    ["Eklenen", diff.added],
    ["Kaldırılan", diff.removed],
  ] as const) {
    for (const t of list) {
      out.push(`##### ${title}: ${code(t.slug)} — ${t.label}`, "");
      for (const l of t.lines) out.push(`- ${cell(l)}`);
      out.push("");
    }
  }
  for (const t of lawChanged) {
    out.push(`##### ${code(t.slug)} — ${t.label}`, "");
    mdFile(out, t, "######");
  }

  out.push("### 2. Cevaplar — hangi isteklerin cevabı değişiyor", "", sweepText(moves), "");
  if (moves.skipped.length) out.push(skippedText(moves), "");
  out.push("| Değişim | İstek | Açıklama |", "|---|---:|---|");
  for (const k of MOVE_KINDS) out.push(`| ${MOVE_TEXT[k]} | ${n(moves.kinds[k].count)} | ${MOVE_HELP[k]} |`);
  out.push(`| değişmedi | ${n(moves.unchanged)} | |`, "");
  const moved = moves.types.filter((t) => Object.keys(t.moved).length);
  if (moved.length) {
    out.push(`| Tür | İstek | ${MOVE_KINDS.map((k) => MOVE_TEXT[k]).join(" | ")} |`);
    out.push(`|---|---:|${MOVE_KINDS.map(() => "---:").join("|")}|`);
    for (const t of moved)
      out.push(
        `| ${code(t.slug)} | ${n(t.istek)} | ${MOVE_KINDS.map((k) => (t.moved[k] ? n(t.moved[k]) : "")).join(" | ")} |`,
      );
    out.push("");
  }
  for (const k of MOVE_KINDS) {
    const tally = moves.kinds[k];
    if (!tally.count) continue;
    out.push(
      `#### ${MOVE_TEXT[k]} (${n(tally.count)})`,
      "",
      "| Tür | İstek | Eski cevap | Yeni cevap |",
      "|---|---|---|---|",
    );
    for (const e of tally.examples)
      out.push(
        `| ${code(e.slug)} | ${cell(e.istek)}${e.vaka ? ` (örnek vaka ${cell(e.vaka)})` : ""} | ${cell(e.old)} | ${cell(e.new)} |`,
      );
    out.push("");
  }
  for (const [side, list] of [
    [a.surum, moves.onlyA],
    [b.surum, moves.onlyB],
  ] as const) {
    if (!list.length) continue;
    out.push(`#### Yalnız ${side} sürümünde olan türler`, "", "| Tür | İstek | Cevaplar |", "|---|---:|---|");
    for (const s of list) out.push(`| ${code(s.slug)} — ${s.label} | ${n(s.istek)} | ${verdictCounts(s)} |`);
    out.push("");
  }

  out.push("### 3. Metinler — etiketler, mesajlar, notlar", "");
  out.push("Hukuk değil: cevabın kararını ve rakamlarını değiştirmez.", "");
  const wording = [
    ["Ortak kurallar (_ortak.json)", diff.common.wording] as const,
    ...diff.changed.filter((t) => t.wording.length).map((t) => [`${t.slug} — ${t.label}`, t.wording] as const),
  ].filter(([, list]) => list.length);
  if (!wording.length) out.push("Metin değişikliği yok.", "");
  for (const [title, list] of wording) {
    out.push("<details>", `<summary>${title} (${list.length})</summary>`, "");
    mdWording(out, list);
    out.push("</details>", "");
  }
  return `${out.join("\n").trimEnd()}\n`;
}
