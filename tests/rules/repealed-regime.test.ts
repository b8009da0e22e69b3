/**
 * Rule set 2.0.0 follows the 2026 regulation and its Talimat (docs rules-2026.md), not the repealed regime: no text
 * or legal basis of 2.0.0 — its own or one it inherits from 1.0.0 — cites the 2017 circular (legal/genelge.md) for
 * a figure rules-2026.md gives under a Talimat item, a circular citation that stays (a kept rule still resting on
 * the circular's figure) says it is the 2017 circular's, no text writes a figure of the circular as a literal
 * number, and nothing of 2.0.0 speaks of the "2025 amendment" (1.0.0's GEN-06 and its `kaldirildi_2025` status: in
 * 2.0.0 the regulation's own rule, GEN-07, refuses the types it no longer defines).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadRepoRules, root } from "../../scripts/lib/load-rules.ts";
import { visitPath, WORDING_PATHS } from "@worker/core/rules/text-paths.ts";
import type { RuleDefinition, TypeRuleFile } from "@worker/core/rules/schema.ts";

const draft = loadRepoRules().registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "2.0.0")!;

/**
 * rules-2026.md §2: the types it gives a Talimat (or regulation) item for, the item as 2.0.0 cites it, and the
 * rules whose figure or condition is that item's.
 */
const TALIMAT: Record<string, { item: RegExp; rules: string[] }> = {
  "bag-evi": { item: /Talimat, bağ evi ölçütleri/, rules: ["BAG-01", "BAG-02", "BAG-05", "BAG-07"] },
  "tarimsal-depo": { item: /Talimat 7\.1–7\.3/, rules: ["DEPO-01", "DEPO-03", "DEPO-04"] },
  "solucan-tesisi": { item: /Talimat 11\.5/, rules: ["SOL-01"] },
  hara: { item: /Talimat 11\.6/, rules: ["HARA-01", "HARA-03"] },
  aricilik: { item: /Talimat 11\.4/, rules: ["ARI-01", "ARI-02", "ARI-03", "ARI-04"] },
  "kumes-etci": { item: /Talimat 11\.9/, rules: ["ETCI-03"] },
  "kumes-yumurtaci": { item: /Talimat 11\.9/, rules: ["YUM-03"] },
  "kumes-hindi": { item: /Talimat 11\.9/, rules: ["HIN-03"] },
  "kumes-gezen": { item: /Talimat 11\.9/, rules: ["GEZ-03"] },
  "kaz-ordek": { item: /Talimat 11\.9/, rules: ["KAZ-03"] },
  "sut-sigirciligi": { item: /Talimat 11\.7/, rules: ["SUT-04"] },
  "besi-sigirciligi": { item: /Talimat 11\.7/, rules: ["BESI-04"] },
  "agil-kucukbas": { item: /Talimat 11\.8/, rules: ["AGIL-04"] },
  "ipek-bocekciligi": { item: /Talimat \(ipek böcekçiliği\)/, rules: ["IPEK-01", "IPEK-05", "IPEK-07"] },
  sera: { item: /Talimat 3\b/, rules: ["SERA-02", "SERA-03", "SERA-04"] },
  "kurutma-tesisi": { item: /2026 Yönetmeliği md\. 4/, rules: ["KUR-02"] },
};

/** A citation of the circular, and what a kept one says of it in 2.0.0 ("Genelge/Hayvancılık 1 (2017 Genelgesi)"). */
const CIRCULAR = /genelge/i;
const NAMED_2017 = /2017 Genelgesi/;
/** The 2025 amendment of 1.0.0's world. */
const AMENDMENT_2025 = /2025 (yönetmelik )?(değişikli|düzenleme)|kaldirildi_2025/i;

interface Text {
  where: string;
  text: string;
}

/** Every text of a loaded file (static texts filled, the texts a calculation fills as templates). */
function textsOf(file: unknown, paths: readonly string[], name: string): Text[] {
  const out: Text[] = [];
  const collect = (v: unknown, where: string): void => {
    if (typeof v === "string") out.push({ where, text: v });
    else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) collect(x, `${where}.${k}`);
  };
  for (const path of paths)
    visitPath(file, path, (parent, key, at) => collect(parent[key], `${name}: ${at.join(".")}`));
  return out;
}

const texts: Text[] = [
  ...textsOf(draft.common, WORDING_PATHS.ortak, "_ortak"),
  ...Object.entries(draft.types).flatMap(([slug, file]) => textsOf(file, WORDING_PATHS.tur, slug)),
];

/** Every legal basis of the version: rules, a fixed emsal, the plan notes' tiers, the next steps. */
function basesOf(): Text[] {
  const out: Text[] = [];
  const rules = (list: readonly RuleDefinition[], name: string) => {
    for (const r of list) out.push({ where: `${name} ${r.name}`, text: r.event.params.dayanak });
  };
  rules(draft.common.kurallar, "_ortak");
  for (const step of draft.common.sonraki_adimlar) out.push({ where: `_ortak ${step.id}`, text: step.dayanak });
  const walk = (v: unknown, where: string): void => {
    if (v !== null && typeof v === "object")
      for (const [k, x] of Object.entries(v))
        if (k === "dayanak" && typeof x === "string") out.push({ where, text: x });
        else walk(x, `${where}.${k}`);
  };
  walk(draft.common.sabitler, "_ortak sabitler");
  for (const [slug, file] of Object.entries(draft.types)) {
    rules(file.kurallar, slug);
    if (file.emsal.tur === "sabit") out.push({ where: `${slug} emsal`, text: file.emsal.dayanak });
  }
  return out;
}
const bases = basesOf();

/** The circular's figures with a unit (legal/genelge.md): percentages, and areas in m². */
function figures(text: string): { percent: number[]; area: number[] } {
  const num = (s: string) => Number(s.replace(/\./g, "").replace(",", "."));
  const percent = [...text.matchAll(/%\s?(\d+(?:,\d+)?)|(\d+(?:,\d+)?)\s?%/g)].map((m) => num(m[1] ?? m[2]!));
  const area = [
    ...text.matchAll(/(\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?)\s?(metrekare|m²|m2\b|hektar|ha\b|dekar|da\b)/g),
  ].map((m) => {
    const factor = /^h/.test(m[2]!) ? 10_000 : /^d/.test(m[2]!) ? 1_000 : 1;
    return Math.round(num(m[1]!) * factor * 1000) / 1000;
  });
  return { percent, area };
}
const circular = figures(readFileSync(join(root, "../shared/legal/genelge.md"), "utf8"));

/** Every number the version's constants hold (a filled static text may show one through its placeholder). */
function constantValues(): Set<number> {
  const out = new Set<number>();
  const walk = (v: unknown) => {
    if (typeof v === "number") {
      out.add(v);
      out.add(Math.round(v * 100 * 1000) / 1000);
    } else if (v !== null && typeof v === "object") for (const x of Object.values(v)) walk(x);
  };
  walk(draft.common.sabitler);
  walk(draft.common.emsal_oranlari);
  for (const file of Object.values(draft.types)) walk(file.sabitler);
  return out;
}
const constants = constantValues();

/** The texts a calculation fills keep their placeholders in the loaded version: a number there is typed. */
const TEMPLATE_TEXT =
  /kurallar\.\d+\.event\.params\.(mesaj|aciklama)$|: mesajlar\.|: sabitler\.(metinler|sonuc_metinleri|bakici_evi_metinleri|uyari_metinleri)\./;

describe("2.0.0 cites the 2026 regulation and its Talimat, not the repealed regime", () => {
  it("cites the Talimat item rules-2026.md gives for each rule of a kept type", () => {
    const wrong: string[] = [];
    for (const [slug, { item, rules }] of Object.entries(TALIMAT)) {
      const file: TypeRuleFile = draft.types[slug]!;
      for (const name of rules) {
        const rule = file.kurallar.find((r) => r.name === name);
        if (!rule) wrong.push(`${slug} ${name}: kural yok`);
        else if (!item.test(rule.event.params.dayanak)) wrong.push(`${slug} ${name}: ${rule.event.params.dayanak}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("no text of a type with a Talimat item cites the circular for its figures", () => {
    const cited = texts.filter((t) => Object.keys(TALIMAT).includes(t.where.split(":")[0]!) && CIRCULAR.test(t.text));
    expect(cited.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });

  it("a circular citation that stays names the 2017 circular, in every text and basis", () => {
    const unnamed = [...texts, ...bases].filter((t) => CIRCULAR.test(t.text) && !NAMED_2017.test(t.text));
    expect(unnamed.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });

  it("no text writes a figure of the circular as a literal number", () => {
    const typed: string[] = [];
    for (const { where, text } of texts) {
      const template = TEMPLATE_TEXT.test(where);
      // A template's placeholders are not typed numbers; a filled static text's constants are not either.
      const { percent, area } = figures(template ? text.replace(/\{[^}]*\}/g, " ") : text);
      for (const p of percent)
        if (circular.percent.includes(p) && (template || !constants.has(p / 100)))
          typed.push(`${where}: %${p} — ${text}`);
      for (const a of area)
        if (circular.area.includes(a) && (template || !constants.has(a))) typed.push(`${where}: ${a} m² — ${text}`);
    }
    expect(typed).toEqual([]);
  });

  it("knows nothing of a 2025 amendment: no rule, status, basis or text", () => {
    const found = [
      ...draft.common.kurallar.filter((r) => JSON.stringify(r).match(AMENDMENT_2025)).map((r) => `_ortak ${r.name}`),
      ...Object.entries(draft.types)
        .filter(([, f]) => AMENDMENT_2025.test(f.yapi_turu.mevzuat_durumu.kod))
        .map(([slug]) => `${slug} mevzuat_durumu`),
      ...[...texts, ...bases].filter((t) => AMENDMENT_2025.test(t.text)).map((t) => `${t.where}: ${t.text}`),
    ];
    expect(found).toEqual([]);
  });
});
