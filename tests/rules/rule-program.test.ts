/** The rule lists run on json-rules-engine (worker/core/calculation/rule-program.ts): which rules fire, and unknown facts. */
import { describe, expect, it } from "vitest";
import { evaluateRules } from "@worker/core/calculation/rule-program.ts";
import type { RuleDefinition } from "@worker/core/rules/schema.ts";

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

  it("fires by all / any / not, fact references, missing paths and notIn, and evaluates every rule", async () => {
    const cases = [
      { girdi: { alan_m2: 1000, ad: "Tarla" }, sabit: { esik: 8000 }, konum: { izmir: true } },
      { girdi: { alan_m2: 9000, ad: "Bağ" }, sabit: { esik: 8000 }, konum: { izmir: true } },
      { girdi: { alan_m2: 6000, ad: "Sera" }, sabit: { esik: 8000 }, konum: { izmir: false } },
      { girdi: { alan_m2: "1000", ad: null }, sabit: {}, konum: {} },
    ];
    const fired = [] as string[][];
    for (const facts of cases) {
      const run = await evaluateRules(rules, facts);
      expect([...run.evaluated].sort()).toEqual(["A-01", "A-02", "A-03", "A-04"]);
      fired.push([...run.fired].sort());
    }
    // A numeric text passes lessThan (the operator's parseFloat validator), a missing path does not, and a missing
    // konum value makes `not equal` true.
    expect(fired).toEqual([["A-01"], ["A-02", "A-04"], ["A-02"], ["A-01", "A-02", "A-04"]]);
  });

  it("refuses a fact the run does not provide (allowUndefinedFacts: false)", async () => {
    await expect(evaluateRules(rules, { girdi: { alan_m2: 1 }, sabit: {} })).rejects.toThrow(/konum/);
  });

  it("leaves the rule definitions it was given unchanged", async () => {
    const before = structuredClone(rules);
    await evaluateRules(rules, { girdi: { alan_m2: 1, ad: "Tarla" }, sabit: { esik: 1 }, konum: { izmir: true } });
    expect(rules).toEqual(before);
  });
});
