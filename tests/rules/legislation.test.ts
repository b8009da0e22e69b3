/**
 * The legislation page builder (worker/core/rules/legislation.ts, legislation-text.ts) and its labels file
 * (rules/izmir-tarimsal-yapilar/etiketler.json): every name on a page comes from data, never from an identifier.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadRepoRules, root } from "../../scripts/lib/load-rules.ts";
import { formulaContext } from "@worker/core/legislation/legislation.ts";
import { formula, pageText, type FormulaContext } from "@worker/core/legislation/legislation-text.ts";
import { pageLabelsSchema, type Condition } from "@worker/core/rules/schema.ts";

const { registry } = loadRepoRules();
const versions = registry.versions["izmir-tarimsal-yapilar"] ?? [];
const labelsFile = join(root, "rules/izmir-tarimsal-yapilar/etiketler.json");

/** Every fact condition (leaf) of a condition tree. */
function leaves(c: Condition): Condition[] {
  if ("all" in c) return c.all.flatMap(leaves);
  if ("any" in c) return c.any.flatMap(leaves);
  if ("not" in c) return leaves(c.not);
  return [c];
}

/** Every rule list of every version, with the context its page writes it in. */
function* ruleLists() {
  for (const set of versions)
    for (const slug of Object.keys(set.types)) {
      const file = set.types[slug]!;
      yield {
        where: `${set.surum} ${slug}`,
        rules: set.common.kurallar,
        ctx: formulaContext(set, slug, set.common.sabitler),
      };
      yield { where: `${set.surum} ${slug}`, rules: file.kurallar, ctx: formulaContext(set, slug, file.sabitler) };
    }
}

const context: FormulaContext = {
  girdi: { alan_m2: { etiket: "Arazi alanı", birim: "m²" } },
  hesap: new Map([["sera_alani", { etiket: "Sera alanı", birim: "m²" }]]),
  labels: {
    girdi: {},
    hesap: { emsal_hakki: { etiket: "Emsal hakkı", birim: "m²" } },
    konum: { kapaliSuHavzasiIcinde: { etiket: "Konum kapalı su havzası içinde", degerler: { unknown: "bilinmiyor" } } },
    yapi: {},
  },
  sabit: { esikler: { asgari_m2: 5000 }, haric: ["sera"] },
  yapi: [{ slug: "sera", havza_beyani_turu: false }],
};

describe("the labels file", () => {
  it("passes its strict schema", () => {
    const parsed = pageLabelsSchema.safeParse(JSON.parse(readFileSync(labelsFile, "utf8")));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("names every fact and text value any condition of any version reads", () => {
    const missing = new Set<string>();
    for (const { where, rules, ctx } of ruleLists())
      for (const rule of rules)
        for (const leaf of leaves(rule.conditions))
          if (formula({ all: [leaf] }, ctx) === null) missing.add(`${where} ${rule.name}: ${JSON.stringify(leaf)}`);
    expect([...missing]).toEqual([]);
  });

  it("holds no label that no condition reads and no basis that no rule cites", () => {
    const labels = pageLabelsSchema.parse(JSON.parse(readFileSync(labelsFile, "utf8")));
    const read = new Set<string>();
    const bases = new Set<string>();
    for (const set of versions)
      for (const rule of [...set.common.kurallar, ...Object.values(set.types).flatMap((t) => t.kurallar)]) {
        bases.add(rule.event.params.dayanak);
        for (const leaf of leaves(rule.conditions))
          for (const ref of [leaf, (leaf as { value: unknown }).value])
            if (ref && typeof ref === "object" && "fact" in ref)
              read.add(`${String(ref.fact)}.${String((ref as { path?: string }).path ?? "").replace(/^\$\./, "")}`);
      }
    for (const set of versions)
      for (const t of Object.values(set.types)) if (t.emsal.tur === "sabit") bases.add(t.emsal.dayanak);
    const labelled = Object.entries(labels.olgular).flatMap(([fact, names]) =>
      Object.keys(names).map((n) => `${fact}.${n}`),
    );
    expect(labelled.filter((l) => !read.has(l))).toEqual([]);
    expect(Object.keys(labels.dayanaklar).filter((b) => !bases.has(b))).toEqual([]);
  });
});

describe("conditions as Turkish formulas", () => {
  it("names operands from data and gives a constant the unit of what it is compared with", () => {
    const leaf = (fact: string, path: string, operator: string, value: unknown) =>
      ({ fact, path, operator, value }) as Condition;
    expect(formula(leaf("hesap", "$.sera_alani", "greaterThan", { fact: "girdi", path: "$.alan_m2" }), context)).toBe(
      "Sera alanı > Arazi alanı",
    );
    expect(
      formula(leaf("hesap", "$.emsal_hakki", "lessThan", { fact: "sabit", path: "$.esikler.asgari_m2" }), context),
    ).toBe("Emsal hakkı < 5.000 m²");
    expect(formula(leaf("konum", "$.kapaliSuHavzasiIcinde", "equal", "unknown"), context)).toBe(
      "Konum kapalı su havzası içinde = bilinmiyor",
    );
    expect(formula(leaf("girdi", "$.alan_m2", "notEqual", null), context)).toBe("Arazi alanı ≠ belirtilmemiş");
    // No name in the rule set: no formula, rather than a word made from the identifier.
    expect(formula(leaf("hesap", "$.kapasite_var", "equal", true), context)).toBeNull();
    expect(formula(leaf("konum", "$.kapaliSuHavzasiIcinde", "equal", "baska"), context)).toBeNull();
  });

  it("settles the type's own facts: drops what always holds and reports what never does", () => {
    const excluded = { fact: "yapi", path: "$.slug", operator: "notIn", value: { fact: "sabit", path: "$.haric" } };
    const never = { fact: "yapi", path: "$.havza_beyani_turu", operator: "equal", value: true };
    const area = { fact: "girdi", path: "$.alan_m2", operator: "lessThan", value: 500 };
    // "sera" is in the exclusion list, so `slug notIn haric` never holds for this type.
    expect(formula({ all: [area, excluded] } as Condition, context)).toBe(false);
    expect(formula({ all: [area, { not: never }] } as Condition, context)).toBe("Arazi alanı < 500 m²");
    expect(formula({ any: [area, never] } as Condition, context)).toBe("Arazi alanı < 500 m²");
    expect(formula({ all: [] }, context)).toBe(true);
    expect(formula({ any: [area, { not: never }] } as Condition, context)).toBe(true);
    expect(formula({ all: [area, { not: area }] } as Condition, context)).toBe(
      "(Arazi alanı < 500 m²) ve (değil (Arazi alanı < 500 m²))",
    );
  });
});

describe("rule texts on the page", () => {
  const sources = [{ mevzuat_notu: "Bilgi amaçlıdır." }, { asgari_m2: 30, esikler: { sinir: 10 } }];

  it("fills constants once, as the engine does, so a unit is never written twice", () => {
    expect(pageText("En az {asgari_m2} m²'yi karşılamıyor.", sources)).toBe("En az 30 m²'yi karşılamıyor.");
    expect(pageText("Dekara {esikler.sinir} ağaç.", sources)).toBe("Dekara 10 ağaç.");
    expect(pageText("{mevzuat_notu}", sources)).toBe("Bilgi amaçlıdır.");
  });

  it("leaves out what only a calculation knows: its aside, its closing list, else its sentence", () => {
    expect(pageText("Emsal alanı ({emsal} m²) en az {asgari_m2} m²'yi karşılamıyor.", sources)).toBe(
      "Emsal alanı en az 30 m²'yi karşılamıyor.",
    );
    expect(pageText("Yapılar eklenmiştir: {liste}.", sources)).toBe("Yapılar eklenmiştir.");
    expect(pageText("Arazi vasfı uygun değildir: {arazi_vasfi}", sources)).toBe("Arazi vasfı uygun değildir");
    expect(pageText("Silo emsale dahildir. En fazla {idari} m² ayrılabilir.", sources)).toBe("Silo emsale dahildir.");
    expect(pageText("{alan_kontrol_mesaji}", sources)).toBeNull();
  });
});
