/**
 * The documents a type asks for on a closed water basin (the basin statement and the water allocation certificate)
 * carry over from a version to the next one built on it: a later version changes a type's flags only by writing
 * them in its own patch of that type (a legal change, visible in its diff), never by dropping the lists they were
 * released in. Every flag of every base version against every version built on it, for every type both define.
 */
import { describe, expect, it } from "vitest";
import { loadRepoRules, rulesDir } from "../../scripts/lib/load-rules.ts";
import { readRulesDir } from "../../scripts/lib/rules-fs.ts";

const { registry } = loadRepoRules();
const { bundle } = readRulesDir(rulesDir);
const versions = registry.versions["izmir-tarimsal-yapilar"]!;
const overlays = versions.filter((v) => v.taban_surum !== null);

describe("closed-basin document flags across versions", () => {
  it("a version built on another exists (the class is tested)", () => {
    expect(overlays.length).toBeGreaterThan(0);
  });

  for (const set of overlays)
    it(`${set.surum} keeps every flag of ${set.taban_surum} it does not write itself`, () => {
      const base = versions.find((v) => v.surum === set.taban_surum)!;
      const compared: string[] = [];
      for (const [slug, baseFile] of Object.entries(base.types)) {
        const file = set.types[slug];
        if (!file || file.yapi_turu.mevzuat_durumu.kod === "tanimli_degil") continue;
        const patch = bundle.files[`${set.id}/${set.surum}/${slug}.json`] as Record<string, unknown> | undefined;
        const written = patch && ("belgeler" in patch || "belgeler" in ((patch["$ekle"] as object) ?? {}));
        if (written) continue;
        expect(file.belgeler, `${slug}: ${set.surum} ↔ ${base.surum}`).toEqual(baseFile.belgeler);
        compared.push(slug);
      }
      // The livestock types asked for both documents in 1.0.0; the comparison reaches them.
      expect(compared).toContain("hara");
    });
});
