import { describe, expect, it } from "vitest";
import { compareCase, goldenSuites, placeGlobbed, recordable, type GoldenFile } from "../../scripts/lib/golden.ts";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const { registry } = loadRepoRules();
const placed = placeGlobbed(
  import.meta.glob<GoldenFile>("../../rules/*/cases/*/*.json", { eager: true, import: "default" }),
);
const { suites, orphans } = goldenSuites(registry, placed);

it("every case file names a type its version has a rule file for", () => {
  expect(placed.length).toBeGreaterThan(0);
  expect(orphans.map((o) => `${o.rulesetId}/${o.version}/${o.file.yapi_turu}`)).toEqual([]);
});

for (const suite of suites) {
  const { ruleSet, slug, file, from } = suite;
  const inherited = from === ruleSet.surum ? "" : ` (cases of ${from})`;
  describe(`golden cases ${ruleSet.id}/${ruleSet.surum}/${slug}${inherited}`, () => {
    for (const c of file.vakalar) {
      it(c.ad, async () => {
        const answer = await runThroughEngine(ruleSet, slug, c.istek, { basin: c.katman === "nokta-kapali-havzada" });
        // Inherited cases hold unless overridden; a draft that changes one records it (rules:check lists it).
        const hint = recordable(suite, c)
          ? `${ruleSet.surum} answers this ${c.kaynak} case differently: npm run rules:check -- --kaydet records it`
          : undefined;
        expect(compareCase(c, answer), hint).toEqual([]);
      });
    }
  });
}
