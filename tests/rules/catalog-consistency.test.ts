import { describe, expect, it } from "vitest";
import { ALLOWED_LAND_TYPE_IDS } from "../../worker/catalog/land-types.ts";
import { isStructureTypeSlug, slugForId } from "../../worker/catalog/structure-types.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const { registry } = loadRepoRules();

describe("rule files agree with the code catalogue the list endpoints serve", () => {
  for (const version of registry.versions["izmir-tarimsal-yapilar"] ?? []) {
    for (const [slug, file] of Object.entries(version.types)) {
      it(`${version.surum}/${slug}: id, slug and allowed land types`, () => {
        expect(isStructureTypeSlug(slug)).toBe(true);
        expect(slugForId(file.yapi_turu.id)).toBe(slug);
        const allowed = Array.isArray(file.arazi_vasiflari) ? file.arazi_vasiflari : file.arazi_vasiflari.marjinal;
        expect([...allowed].sort((a, b) => a - b)).toEqual([...ALLOWED_LAND_TYPE_IDS[slug as keyof typeof ALLOWED_LAND_TYPE_IDS]]);
      });
    }
  }

  it("every rule id is unique within its file and its priority is 1000 − nn", () => {
    for (const version of registry.versions["izmir-tarimsal-yapilar"] ?? []) {
      for (const file of [version.common, ...Object.values(version.types)]) {
        const names = file.kurallar.map((r) => r.name);
        expect(new Set(names).size).toBe(names.length);
        for (const r of file.kurallar) expect(r.priority).toBe(1000 - Number(r.name.match(/-(\d{2})/)![1]));
      }
    }
  });
});
