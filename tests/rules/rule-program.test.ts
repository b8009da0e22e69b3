import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import type { GoldenFile } from "../../scripts/lib/golden.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { evaluateRules, runEngine } from "@worker/rules/rule-program.ts";
import type { RuleDefinition } from "@worker/rules/schema.ts";

const { registry } = loadRepoRules();
const goldenFiles = import.meta.glob<GoldenFile>("../../rules/*/cases/*/*.json", { eager: true, import: "default" });
const now = new Date("2026-06-01T12:00:00Z");

describe("the compiled rule walk gives json-rules-engine's answers", () => {
  for (const [path, file] of Object.entries(goldenFiles)) {
    const [, rulesetId, version] = /rules\/([^/]+)\/cases\/([^/]+)\//.exec(path) ?? [];
    const ruleSet = registry.versions[rulesetId!]?.find((v) => v.surum === version);
    it(`every golden case of ${rulesetId}/${version}/${file.yapi_turu}: same status and body as Engine.run`, async () => {
      expect(file.vakalar.length).toBeGreaterThan(0);
      for (const c of file.vakalar) {
        const options = { basin: c.katman === "nokta-kapali-havzada", now };
        const compiled = await runThroughEngine(ruleSet!, file.yapi_turu, c.istek, options);
        const reference = await runThroughEngine(ruleSet!, file.yapi_turu, c.istek, {
          ...options,
          evaluate: runEngine,
        });
        expect(compiled, c.ad).toEqual(reference);
      }
    });
  }
});

const rule = (name: string, conditions: unknown, priority = 1) =>
  ({ name, priority, conditions, event: { type: "red", params: {} } }) as unknown as RuleDefinition;

describe("evaluateRules", () => {
  const rules = [
    rule("A-01", { all: [{ fact: "girdi", path: "$.alan_m2", operator: "lessThan", value: 5000 }] }),
    rule("A-02", {
      any: [
        { fact: "girdi", path: "$.alan_m2", operator: "greaterThan", value: { fact: "sabit", path: "$.esik" } },
        { not: { fact: "konum", path: "$.izmir", operator: "equal", value: true } },
      ],
    }),
    rule("A-03", { all: [{ fact: "girdi", path: "$.yok.derin", operator: "lessThan", value: 1 }] }),
    rule("A-04", { all: [{ fact: "girdi", path: "$.ad", operator: "notIn", value: ["Tarla", "Sera"] }] }),
  ];

  it("fires the same rules as Engine.run for all / any / not, fact references, missing paths and notIn", async () => {
    const cases = [
      { girdi: { alan_m2: 1000, ad: "Tarla" }, sabit: { esik: 8000 }, konum: { izmir: true } },
      { girdi: { alan_m2: 9000, ad: "Bağ" }, sabit: { esik: 8000 }, konum: { izmir: true } },
      { girdi: { alan_m2: 6000, ad: "Sera" }, sabit: { esik: 8000 }, konum: { izmir: false } },
      { girdi: { alan_m2: "1000", ad: null }, sabit: {}, konum: {} },
    ];
    const fired = [] as string[][];
    for (const facts of cases) {
      const compiled = evaluateRules(rules, facts);
      const reference = await runEngine(rules, facts);
      expect([...compiled.fired].sort()).toEqual([...reference.fired].sort());
      expect([...compiled.evaluated].sort()).toEqual([...reference.evaluated].sort());
      fired.push([...compiled.fired].sort());
    }
    // Not vacuous: the cases fire different rule sets; a numeric text passes lessThan (the operator's
    // parseFloat validator), a missing path does not, and a missing konum value makes `not equal` true.
    expect(fired).toEqual([["A-01"], ["A-02", "A-04"], ["A-02"], ["A-01", "A-02", "A-04"]]);
  });

  it("throws on a fact the run does not provide, as allowUndefinedFacts: false does", async () => {
    expect(() => evaluateRules(rules, { girdi: { alan_m2: 1 }, sabit: {} })).toThrow(/Undefined fact: konum/);
    await expect(runEngine(rules, { girdi: { alan_m2: 1 }, sabit: {} })).rejects.toThrow(/konum/);
  });
});
