/**
 * How a rule list is evaluated: json-rules-engine. Each list (the common rules, one type's rules) gets one `Engine`
 * per rule-set version, built on first use and reused (`addRule` parses and checks the rule JSON once); every run is
 * `Engine.run` with the run's facts. Unknown facts throw (`allowUndefinedFacts: false`); `$.a.b` paths go through
 * `resolvePath`.
 */
import { Engine, Fact } from "json-rules-engine";
import type { DeclaredFact, RuleDefinition } from "../rules/schema.ts";

/** Simple `$.a.b` paths only (the schema allows no other). */
export function resolvePath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.slice(2).split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The run's facts, by the ids a condition may read (rules/schema.ts `DECLARED_FACTS`). */
export type Facts = Readonly<Partial<Record<DeclaredFact, unknown>>>;

/** Which rules of a list fired, and which were evaluated (all of them, as nothing stops a run). */
export interface RuleRun {
  fired: ReadonlySet<string>;
  evaluated: ReadonlySet<string>;
}

const engines = new WeakMap<readonly RuleDefinition[], Engine>();

function engineFor(rules: readonly RuleDefinition[]): Engine {
  let engine = engines.get(rules);
  if (!engine) {
    engine = new Engine([], {
      allowUndefinedFacts: false,
      allowUndefinedConditions: false,
      replaceFactsInEventParams: false,
      pathResolver: resolvePath,
    });
    // addRule keeps and annotates the object it is given: the loaded rule set stays untouched.
    for (const rule of rules) engine.addRule(structuredClone(rule) as never);
    engines.set(rules, engine);
  }
  return engine;
}

/** Runs a rule list on the facts with json-rules-engine. */
export async function evaluateRules(rules: readonly RuleDefinition[], facts: Facts): Promise<RuleRun> {
  // Constant facts without json-rules-engine's result cache: a value needs no cache key (hashing it costs per run).
  const runFacts: Record<string, Fact> = {};
  for (const [id, value] of Object.entries(facts)) runFacts[id] = new Fact(id, value, { cache: false });
  const { results, failureResults } = await engineFor(rules).run(runFacts);
  return {
    fired: new Set(results.map((r) => r.name)),
    evaluated: new Set([...results, ...failureResults].map((r) => r.name)),
  };
}

/** The operator map of json-rules-engine (its `equal`, `lessThan`, … with their fact-value validators). */
interface OperatorMap {
  get(name: string): { evaluate(factValue: unknown, jsonValue: unknown): boolean } | null;
}
let operatorMap: OperatorMap | undefined;

/** One comparison with json-rules-engine's own operator (the legislation page settles the type's own facts with it). */
export function testOperator(operator: string, factValue: unknown, jsonValue: unknown): boolean {
  operatorMap ??= (new Engine() as unknown as { operators: OperatorMap }).operators;
  const op = operatorMap.get(operator);
  if (!op) throw new Error(`Unknown operator: ${operator}`);
  return op.evaluate(factValue, jsonValue);
}
