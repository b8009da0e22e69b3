/**
 * The facts a condition may read are one list (rules/schema.ts `DECLARED_FACTS`): the schema refuses any other, and the
 * rule run (calculation/rule-program.ts) and the legislation page's labels are typed by it.
 */
import { describe, expect, it } from "vitest";
import { conditionSchema, DECLARED_FACTS } from "@worker/core/rules/schema.ts";
import { evaluateRules } from "@worker/core/calculation/rule-program.ts";
import type { RuleDefinition } from "@worker/core/rules/schema.ts";

const leaf = (fact: string) => ({ fact, path: "$.x", operator: "equal", value: 1 });

describe("declared facts", () => {
  it("lets a condition read each declared fact and refuses any other", () => {
    for (const fact of DECLARED_FACTS) expect(conditionSchema.safeParse(leaf(fact)).success).toBe(true);
    for (const fact of ["hesaplar", "Girdi", "parsel", ""])
      expect(conditionSchema.safeParse(leaf(fact)).success).toBe(false);
    expect(
      conditionSchema.safeParse({
        all: [leaf("girdi"), { fact: "girdi", operator: "equal", value: { fact: "parsel" } }],
      }).success,
    ).toBe(false);
  });

  it("runs a rule on every declared fact when the run provides them all", async () => {
    const rule = {
      name: "T-01",
      priority: 1,
      conditions: { all: DECLARED_FACTS.map(leaf) },
      event: { type: "red", params: {} },
    } as unknown as RuleDefinition;
    const facts = Object.fromEntries(DECLARED_FACTS.map((f) => [f, { x: 1 }]));
    expect([...(await evaluateRules([rule], facts)).fired]).toEqual(["T-01"]);
  });
});
