/**
 * One registry of fact functions: worker/core/calculation/facts/index.ts (`FACT_FUNCTIONS`). The rule-set model keeps no
 * list of their ids (it knows no calculation); loading a bundle for calculations (worker/core/calculation/load-rules.ts:
 * the worker's bundle, rules:build, rules:check, the scripts and the tests) refuses a rule file whose `hesap` names
 * no registered function, naming the file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/load-rules.ts";
import { readRulesDir } from "../../scripts/lib/rules-fs.ts";
import { FACT_FUNCTIONS } from "@worker/core/calculation/facts/index.ts";
import { loadRules } from "@worker/core/calculation/load-rules.ts";
import { loadRuleBundle, type RuleBundle } from "@worker/core/rules/registry.ts";

const SET = "izmir-tarimsal-yapilar";
const repository = readRulesDir(join(root, "rules")).bundle;

/** The repository's bundle with `hesap` of some files set (`<version>/<file>` → id) and manifest entries changed. */
function withHesap(ids: Record<string, string>, versions: Record<string, Record<string, unknown>> = {}): RuleBundle {
  const bundle = structuredClone(repository) as RuleBundle & {
    manifest: { kural_setleri: Record<string, { surumler: Record<string, Record<string, unknown>> }> };
  };
  for (const [file, id] of Object.entries(ids)) {
    const content = bundle.files[`${SET}/${file}`] as { hesap?: string } | undefined;
    if (!content?.hesap) return expect.unreachable(`${file} names no fact function`);
    content.hesap = id;
  }
  Object.assign(bundle.manifest.kural_setleri[SET]!.surumler, versions);
  return bundle;
}

describe("a rule file names its fact function by an id of the one registry", () => {
  it("loads the repository's versions, every type naming a registered function", () => {
    const registry = loadRules(repository);
    const named = new Set(registry.versions[SET]!.flatMap((v) => Object.values(v.types).map((t) => t.hesap)));
    for (const id of named) expect(Object.keys(FACT_FUNCTIONS)).toContain(id);
  });

  it("refuses a rule file naming a function that does not exist, in Turkish, with the file and the known ones", () => {
    const bundle = withHesap({ "2.0.0/sundurma.json": "sundurmaAlani" });
    expect(() => loadRules(bundle)).toThrow(
      `${SET}/2.0.0/sundurma.json: hesap — "sundurmaAlani" adında bir hesap fonksiyonu yok; olanlar: ${Object.keys(FACT_FUNCTIONS).join(", ")}`,
    );
  });

  it("names the file that wrote the id, not a later version that inherits it", () => {
    // A released overlay dated before its base comes first among the versions; its greenhouse is 1.0.0's.
    const bundle = withHesap(
      { "1.0.0/sera.json": "seraAlaniYeni" },
      {
        "0.9.0": {
          durum: "yayinda",
          yururluk_tarihi: "2024-06-01",
          resmi_gazete: { tarih: "2024-06-01", sayi: "1" },
          aciklama: "Deneme.",
          yonetmelik: "Deneme",
          dosyalar: { "surum.json": "0".repeat(64) },
        },
      },
    );
    bundle.files[`${SET}/0.9.0/surum.json`] = { surum: "0.9.0", taban_surum: "1.0.0" };
    expect(loadRuleBundle(bundle).versions[SET]![0]!.surum).toBe("0.9.0");
    expect(() => loadRules(bundle)).toThrow(`${SET}/1.0.0/sera.json: hesap — "seraAlaniYeni" adında`);
  });

  it("the rule-set model keeps no list of its own: it loads any id, and only the registry's check refuses it", () => {
    const bundle = withHesap({ "2.0.0/sundurma.json": "sundurmaAlani" });
    const types = loadRuleBundle(bundle).versions[SET]!.find((v) => v.surum === "2.0.0")!.types;
    expect(types["sundurma"]!.hesap).toBe("sundurmaAlani");
    expect(() => loadRules(bundle)).toThrow("sundurmaAlani");
  });

  it("lists the ids once: no source file outside worker/core/calculation/facts/ names more than two of them", () => {
    const ids = Object.keys(FACT_FUNCTIONS);
    expect(ids.length).toBeGreaterThan(2);
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    const lists = ["worker", "web/src", "scripts"]
      .flatMap((d) => sources(join(root, d)))
      .filter((file) => !relative(root, file).startsWith("worker/core/calculation/facts/"))
      .map((file) => {
        const text = readFileSync(file, "utf8");
        return { file: relative(root, file), named: ids.filter((id) => text.includes(`"${id}"`)) };
      })
      .filter(({ named }) => named.length > 2);
    expect(lists).toEqual([]);
  });
});
