import { describe, expect, it } from "vitest";
import { ALLOWED_LAND_TYPE_IDS, LAND_TYPES, landTypesFor, normaliseLandType } from "../../worker/catalog/land-types.ts";
import { STRUCTURE_TYPE_SLUGS, categoryOfId, isStructureTypeSlug, slugForId } from "../../worker/catalog/structure-types.ts";
import { groupStructureTypes } from "../../web/src/features/structure-types/group.ts";
import type { StructureTypeDto } from "../../worker/contracts/api.ts";

describe("structure-type ids and slugs", () => {
  it("maps id 15 to su-depolama and unknown ids to sera", () => {
    expect(slugForId(15)).toBe("su-depolama");
    expect(slugForId(12)).toBe("su-depolama");
    expect(slugForId(14)).toBe("bag-evi");
    expect(slugForId(0)).toBe("sera");
    expect(slugForId(29)).toBe("sera");
    expect(slugForId(-3)).toBe("sera");
  });

  it("has 27 distinct slugs", () => {
    expect(new Set(STRUCTURE_TYPE_SLUGS).size).toBe(27);
    expect(isStructureTypeSlug("bag-evi")).toBe(true);
    expect(isStructureTypeSlug("bag-evi-v2")).toBe(false);
  });

  it("puts ids into categories by range, id 28 in none of the three", () => {
    expect(categoryOfId(1)).toBe("ozel-uretim");
    expect(categoryOfId(4)).toBe("ozel-uretim");
    expect(categoryOfId(5)).toBe("depolama-isleme");
    expect(categoryOfId(16)).toBe("depolama-isleme");
    expect(categoryOfId(17)).toBe("hayvancilik");
    expect(categoryOfId(27)).toBe("hayvancilik");
    expect(categoryOfId(28)).toBe("diger");
  });
});

describe("land types", () => {
  it("has the 11 exact strings of the catalogue", () => {
    expect(LAND_TYPES.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(normaliseLandType("Tarla")?.id).toBe(10);
  });

  it("trims and strips the leading ellipsis the reference catalogue stored", () => {
    expect(normaliseLandType("  Sera ")?.id).toBe(11);
    expect(normaliseLandType("… Adetli Zeytin Ağacı bulunan tarla")?.id).toBe(6);
    expect(normaliseLandType("... Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf")?.id).toBe(7);
  });

  it("does not fold case: a near miss is not a land type", () => {
    expect(normaliseLandType("tarla")).toBeNull();
    expect(normaliseLandType("Dikili Vasıflı")).toBeNull();
    expect(normaliseLandType("")).toBeNull();
  });

  it("gives every structure type an allowed list; bag-evi accepts all but Zeytinlik", () => {
    for (const slug of STRUCTURE_TYPE_SLUGS) expect(ALLOWED_LAND_TYPE_IDS[slug].length).toBeGreaterThan(0);
    expect(landTypesFor("bag-evi").map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 11]);
    expect(landTypesFor("zeytinyagi-fabrikasi").map((t) => t.ad)).toEqual(["Zeytinlik"]);
  });
});

describe("home page grouping", () => {
  const t = (id: number, category: StructureTypeDto["category"]): StructureTypeDto => ({
    id,
    slug: slugForId(id),
    label: `t${id}`,
    category,
    category_label: "",
    emoji: "x",
    description: "",
    mevzuat_durumu: { kod: "yururlukte", not: null },
    havza_beyani_gerekli: false,
    su_tahsis_belgesi_gerekli: false,
  });

  it("lists storage and processing first and drops empty groups", () => {
    const groups = groupStructureTypes([t(1, "ozel-uretim"), t(17, "hayvancilik"), t(5, "depolama-isleme")]);
    expect(groups.map((g) => g.category)).toEqual(["depolama-isleme", "ozel-uretim", "hayvancilik"]);
    expect(groups[0]?.items.map((i) => i.id)).toEqual([5]);
  });
});
