/**
 * How a rule list is evaluated. Each list (the common rules, one type's rules) gets one json-rules-engine `Engine`
 * per rule-set version, built on first use and reused: json-rules-engine parses and checks the rule JSON
 * (`addRule`) and supplies the operators (its operator map, the same `equal`, `lessThan`, … with their fact-value
 * validators).
 *
 * Two evaluators share that engine:
 * - `evaluateRules` (the default) walks the engine's parsed conditions synchronously with Engine.run's semantics —
 *   every rule evaluated, facts looked up by id (an unknown fact throws, as `allowUndefinedFacts: false` does),
 *   `$.a.b` paths, fact references in `value`, `all` / `any` / `not` — without the per-run almanac, promise chains
 *   and result clones that cost about 5 µs per rule (docs/quality.md, "Rule engine").
 * - `runEngine` calls `Engine.run` itself. tests/rules/rule-program.test.ts runs every golden case through both and
 *   requires identical results, so the synchronous walk can never drift from json-rules-engine.
 */
import { Engine } from "json-rules-engine";
import type { RuleDefinition } from "./schema.ts";

/** Simple `$.a.b` paths only (the schema allows no other). */
export function resolvePath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.slice(2).split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export type Facts = Readonly<Record<string, unknown>>;

/** Which rules of a list fired, and which were evaluated (all of them, as nothing stops a run). */
export interface RuleRun {
  fired: ReadonlySet<string>;
  evaluated: ReadonlySet<string>;
}

export type RuleEvaluator = (rules: readonly RuleDefinition[], facts: Facts) => RuleRun | Promise<RuleRun>;

/** The parts of json-rules-engine's parsed objects the walk reads (public fields of Rule and Condition). */
interface ParsedCondition {
  all?: ParsedCondition[];
  any?: ParsedCondition[];
  not?: ParsedCondition;
  condition?: string;
  fact?: string;
  path?: string;
  operator?: string;
  value?: unknown;
}
interface ParsedRule {
  name: string;
  conditions: ParsedCondition;
}
/** An operator of the engine's map: its callback behind its fact-value validator (json-rules-engine's Operator). */
interface ParsedOperator {
  evaluate(factValue: unknown, jsonValue: unknown): boolean;
}
/** Engine internals read once per list: the parsed rules and the operator map (json-rules-engine 7). */
interface EngineInternals {
  rules: ParsedRule[];
  operators: { get(name: string): ParsedOperator | null };
}

type Predicate = (facts: Facts) => boolean;

interface Program {
  engine: Engine;
  names: ReadonlySet<string>;
  rules: { name: string; test: Predicate }[];
}

/** A fact lookup compiled once: the fact id and its path split into keys (`resolvePath`'s walk, pre-split). */
function factReader(fact: string, path: string | undefined): (facts: Facts) => unknown {
  const keys = path ? path.slice(2).split(".") : [];
  return (facts) => {
    if (!Object.prototype.hasOwnProperty.call(facts, fact)) throw new Error(`Undefined fact: ${fact}`);
    let current: unknown = facts[fact];
    for (const key of keys) {
      if (current === null || typeof current !== "object") return undefined;
      current = (current as Record<string, unknown>)[key];
    }
    return current;
  };
}

function compile(condition: ParsedCondition, operators: EngineInternals["operators"]): Predicate {
  if (condition.all) {
    const parts = condition.all.map((c) => compile(c, operators));
    return (facts) => parts.every((p) => p(facts));
  }
  if (condition.any) {
    const parts = condition.any.map((c) => compile(c, operators));
    return (facts) => parts.some((p) => p(facts));
  }
  if (condition.not) {
    const inner = compile(condition.not, operators);
    return (facts) => !inner(facts);
  }
  const { fact, path, operator, value } = condition;
  if (condition.condition !== undefined || fact === undefined || operator === undefined)
    throw new Error("rule-program: only all / any / not and fact conditions are supported");
  const op = operators.get(operator);
  if (!op) throw new Error(`Unknown operator: ${operator}`);
  const ref =
    typeof value === "object" && value !== null && Object.prototype.hasOwnProperty.call(value, "fact")
      ? (value as { fact: string; path?: string })
      : null;
  const left = factReader(fact, path);
  if (ref) {
    const right = factReader(ref.fact, ref.path);
    return (facts) => op.evaluate(left(facts), right(facts));
  }
  return (facts) => op.evaluate(left(facts), value);
}

const programs = new WeakMap<readonly RuleDefinition[], Program>();

function programFor(rules: readonly RuleDefinition[]): Program {
  let program = programs.get(rules);
  if (!program) {
    const engine = new Engine([], {
      allowUndefinedFacts: false,
      allowUndefinedConditions: false,
      replaceFactsInEventParams: false,
      pathResolver: resolvePath,
    });
    for (const rule of rules) engine.addRule(structuredClone(rule) as never);
    const internals = engine as unknown as EngineInternals;
    program = {
      engine,
      names: new Set(rules.map((r) => r.name)),
      rules: internals.rules.map((r) => ({ name: r.name, test: compile(r.conditions, internals.operators) })),
    };
    programs.set(rules, program);
  }
  return program;
}

/** The default evaluator: the compiled walk (synchronous, no per-run allocation beyond the fired set). */
export function evaluateRules(rules: readonly RuleDefinition[], facts: Facts): RuleRun {
  const program = programFor(rules);
  const fired = new Set<string>();
  for (const rule of program.rules) if (rule.test(facts)) fired.add(rule.name);
  return { fired, evaluated: program.names };
}

/** The reference evaluator: json-rules-engine's own Engine.run on the same engine. */
export async function runEngine(rules: readonly RuleDefinition[], facts: Facts): Promise<RuleRun> {
  const { results, failureResults } = await programFor(rules).engine.run({ ...facts });
  return {
    fired: new Set(results.map((r) => r.name)),
    evaluated: new Set([...results, ...failureResults].map((r) => r.name)),
  };
}

let operatorMap: EngineInternals["operators"] | undefined;

/** One comparison with json-rules-engine's own operator (the legislation page settles the type's own facts with it). */
export function testOperator(operator: string, factValue: unknown, jsonValue: unknown): boolean {
  operatorMap ??= (new Engine() as unknown as EngineInternals).operators;
  const op = operatorMap.get(operator);
  if (!op) throw new Error(`Unknown operator: ${operator}`);
  return op.evaluate(factValue, jsonValue);
}
