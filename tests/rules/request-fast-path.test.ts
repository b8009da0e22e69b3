import { describe, expect, it } from "vitest";
import type { GoldenFile } from "../../scripts/lib/golden.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { fieldErrors } from "@worker/lib/validate.ts";
import { fastParse, parseRequest } from "@worker/rules/request-parse.ts";
import { requestSchemaFor } from "@worker/rules/request.ts";
import type { LoadedRuleSet } from "@worker/rules/types.ts";

const { registry } = loadRepoRules();
const goldenFiles = import.meta.glob<GoldenFile>("../../rules/*/cases/*/*.json", { eager: true, import: "default" });
const versions = Object.values(registry.versions).flat();

/** parseRequest must answer exactly what the zod schema answers: success, data (key order too) and errors. */
function expectSameAsSchema(ruleSet: LoadedRuleSet, slug: string, body: Record<string, unknown>, label: string) {
  const reference = requestSchemaFor(ruleSet, slug).safeParse(body);
  const answer = parseRequest(ruleSet, slug, body);
  expect(answer.success, label).toBe(reference.success);
  if (answer.success && reference.success) {
    expect(JSON.stringify(answer.data), label).toBe(JSON.stringify(reference.data));
    expect(answer.data, label).toStrictEqual(reference.data);
  } else if (!answer.success && !reference.success) {
    expect(fieldErrors(answer.error), label).toEqual(fieldErrors(reference.error));
  }
}

const MUTATIONS: unknown[] = [
  "12",
  " 12 ",
  "12.5",
  12.5,
  -1,
  0,
  -0,
  1,
  3,
  50,
  1e12,
  "1e3",
  "abc",
  "",
  null,
  true,
  false,
  "true",
  "false",
  [],
  {},
  Number.MAX_SAFE_INTEGER + 2,
  "9".repeat(400),
  91,
  -91,
  181,
  "x".repeat(200),
  "x".repeat(201),
  "içinde",
  "dışında",
  "icinde",
  "2026-01-01",
  "2026-13-45",
  "26-01-01",
  "1.0.0",
  "1.0",
  "Tarla",
  "… Tarla",
];

describe("parseRequest: the direct check of plainly valid bodies", () => {
  it("gives the zod schema's answer for every golden case of every version", () => {
    let direct = 0;
    let cases = 0;
    for (const [path, file] of Object.entries(goldenFiles)) {
      const version = /cases\/([^/]+)\//.exec(path)?.[1];
      const ruleSet = versions.find((v) => v.surum === version)!;
      for (const c of file.vakalar) {
        cases++;
        expectSameAsSchema(ruleSet, file.yapi_turu, c.istek, `${path} ${c.ad}`);
        if (fastParse(ruleSet.common, c.istek)) direct++;
      }
    }
    expect(cases).toBeGreaterThan(700);
    // Most golden requests are valid and must take the direct path (else it would be dead code).
    expect(direct).toBeGreaterThan(cases / 2);
  });

  it("gives the zod schema's answer when any field of a valid body takes an odd value", () => {
    let direct = 0;
    let checked = 0;
    for (const ruleSet of versions) {
      const slug = Object.keys(ruleSet.types)[0]!;
      const base: Record<string, unknown> = { latitude: 38.4, longitude: 27.1, arazi_vasfi: "Tarla", alan_m2: 5000 };
      expect(fastParse(ruleSet.common, base)).not.toBeNull();
      const fields = new Set([
        ...Object.keys((requestSchemaFor(ruleSet, slug) as unknown as { shape: Record<string, unknown> }).shape),
        "unknown_field",
      ]);
      for (const field of fields) {
        for (const value of MUTATIONS) {
          const body = { ...base, [field]: value };
          expectSameAsSchema(ruleSet, slug, body, `${ruleSet.surum} ${field}=${JSON.stringify(value)}`);
          if (fastParse(ruleSet.common, body)) direct++;
          checked++;
        }
        const without = { ...base };
        delete without[field];
        expectSameAsSchema(ruleSet, slug, without, `${ruleSet.surum} without ${field}`);
        expectSameAsSchema(ruleSet, slug, { ...base, [field]: undefined }, `${ruleSet.surum} ${field}=undefined`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(direct).toBeGreaterThan(checked / 4);
  });
});
