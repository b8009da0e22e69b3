import { describe, expect, it } from "vitest";
import { compareCase, type GoldenFile } from "../../scripts/lib/golden.ts";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const { registry } = loadRepoRules();
const goldenFiles = import.meta.glob<GoldenFile>("../../rules/*/cases/*/*.json", { eager: true, import: "default" });

for (const [path, file] of Object.entries(goldenFiles)) {
  const [, rulesetId, version] = /rules\/([^/]+)\/cases\/([^/]+)\//.exec(path) ?? [];
  const ruleSet = registry.versions[rulesetId!]?.find((v) => v.surum === version);
  describe(`golden cases ${rulesetId}/${version}/${file.yapi_turu} (§${file.bolum})`, () => {
    it("has a rule file for the type in that version", () => {
      expect(ruleSet?.types[file.yapi_turu], `no rule file for ${file.yapi_turu}`).toBeDefined();
    });
    for (const c of file.vakalar) {
      it(c.ad, async () => {
        const answer = await runThroughEngine(ruleSet!, file.yapi_turu, c.istek, {
          basin: c.katman === "nokta-kapali-havzada",
        });
        expect(compareCase(c, answer)).toEqual([]);
      });
    }
  });
}
