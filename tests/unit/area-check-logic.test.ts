/**
 * The area-check dialog's pure rules (web/src/features/area-check/logic.ts, web/src/entities/calculation/area-check-result.ts): the
 * dialog and area-control panel, drawing, continue, direct transfer, copy to form, tree entry, missing areas,
 * vineyard-house eligibility (BAG-02…BAG-04), banner texts, manual-check toasts and constants. The tree catalogue
 * and the thresholds are read from the released rule files, so a rule-data change cannot silently pass.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AreaCheckError,
  DOUBLE_CLICK_MS,
  DRAW_MODES,
  DRAW_START_DELAY_MS,
  DRAWER_MAP_ZOOM,
  DUT_FAILURE,
  DUT_SUCCESS,
  MODE_COLOR,
  POLYGON_MIN_POINTS,
  LAUNCH_HINT,
  addTree,
  checkSufficiency,
  continueMulberry,
  drawnAreaText,
  manualCheckToast,
  modeLabel,
  mulberryCount,
  oliveCountFor,
  removeTree,
  tabsFor,
  tipsOf,
  treesApply,
  subtitleFor,
  updateTreeCount,
} from "@web/features/area-check/logic.ts";
import {
  checkTitle,
  copyToForm,
  hasRequiredAreas,
  modesFor,
  type AddedTree,
  type Areas,
  type CheckCase,
} from "@web/entities/calculation/area-check-result.ts";
import type { AgacTipi } from "@worker/core/calculation/dikili-alan.ts";
import type { AgacTuru, DikiliEsikler } from "@worker/core/contracts/rule-set.ts";
import { profileFor } from "@worker/core/rules/land-profile-lookup.ts";
import type { LandProfile } from "@worker/core/rules/land-profiles.ts";
import { repoRuleSet } from "./repo-rule-set.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";

// ---------------------------------------------------------------------------------------------------------------
// Rule data (read, never copied)

const V1 = versionBySurum(loadRepoRules().registry, "izmir-tarimsal-yapilar", "1.0.0")!;
const bagEvi = V1.types["bag-evi"]!;
const CATALOGUE: readonly AgacTuru[] = V1.common.sabitler["agac_cizelgesi"] as AgacTuru[];
const ESIKLER = bagEvi.sabitler["esikler"] as DikiliEsikler;
/** What the dialog reads from the version (GET /calculations/dikili-kontrol/), without its version stamp. */
const SETTINGS = {
  agaclar: [...CATALOGUE],
  esikler: ESIKLER,
  arazi_profilleri: bagEvi.sabitler.arazi_profilleri!,
  arazi_vasiflari: V1.common.arazi_vasfi_katalogu.map(({ id, ad }) => ({ id, ad })),
};
/** A land type's profile (bag-evi.json → sabitler.arazi_profilleri). */
const P = (landType: string) => profileFor(SETTINGS.arazi_profilleri, landType, SETTINGS.arazi_vasiflari);
/** The rule set's tree-count limit (bag-evi sabitler.esikler.azami_agac_sayisi). */
const MAX = ESIKLER.azami_agac_sayisi;

function species(name: string): AgacTuru {
  const s = CATALOGUE.find((t) => t.tur === name);
  if (!s) throw new Error(`species ${name} missing from the catalogue`);
  return s;
}

/** The error a call throws (fails the test when it does not throw). */
function errorOf(fn: () => unknown): Error {
  let caught: unknown = null;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  if (!(caught instanceof Error)) throw new Error("expected the call to throw an Error");
  return caught;
}

function expectAreaError(fn: () => unknown, message: string): void {
  const e = errorOf(fn);
  expect(e).toBeInstanceOf(AreaCheckError);
  expect(e.message).toBe(message);
}

const areas = (over: Partial<Areas>): Areas => ({ tarlaAlani: 0, dikiliAlan: 0, zeytinlikAlani: 0, ...over });

/** One added tree built through addTree, so gerekliAgacSayisi comes from the catalogue. */
function tree(name: string, count: number, tipi: AgacTipi = "normal"): AddedTree {
  const [row] = addTree([], CATALOGUE, species(name).sira, tipi, String(count), MAX);
  if (!row) throw new Error("addTree returned no row");
  return row;
}

const check = (landType: string, a: Partial<Areas>, trees: readonly AddedTree[] = [], olive: number | null = null) =>
  checkSufficiency(landType, areas(a), trees, SETTINGS, olive);

const DIKILI = "Dikili vasıflı";
const ZEYTIN_DIKILI = "Zeytin ağaçlı + herhangi bir dikili vasıf";
const ADETLI_DIKILI = "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf";
const TARLA_DIKILI = "Tarla + herhangi bir dikili vasıflı";
const TARLA = "Tarla";
const TARLA_ZEYTINLIK = "Tarla + Zeytinlik";
const ZEYTIN_TARLA = "Zeytin ağaçlı + tarla";
const ADETLI_TARLA = "Adetli Zeytin Ağacı bulunan tarla";
const SERA = "Sera";
const HAM = "Ham toprak, taşlık, kıraç, palamutluk, koruluk gibi diğer vasıflı";
const LAND_TYPES = [
  DIKILI,
  ZEYTIN_DIKILI,
  ADETLI_DIKILI,
  TARLA_DIKILI,
  TARLA,
  TARLA_ZEYTINLIK,
  ZEYTIN_TARLA,
  ADETLI_TARLA,
  SERA,
  HAM,
];
const PLANTED_ONLY = [DIKILI, ZEYTIN_DIKILI, ADETLI_DIKILI];

const MSG = {
  turSec: "Lütfen bir ağaç türü seçin.",
  pozitif: "Ağaç sayısı pozitif bir değer olmalıdır.",
  cokYuksek: "Ağaç sayısı çok yüksek görünüyor. Lütfen değeri kontrol edin.",
  turYok: "Seçilen ağaç türü bulunamadı.",
  guncellePozitif: "Ağaç sayısı pozitif olmalıdır",
  araziSec: "Lütfen arazi vasfını seçin.",
  dikiliGir: "Lütfen geçerli bir dikili alan girin.",
  tarlaGir: "Lütfen geçerli bir tarla alanı girin. Tarla alanı, dikili alan dahil toplam parsel büyüklüğüdür.",
  zeytinlik: "Zeytinlik alanı pozitif bir sayı olmalıdır.",
  alan: "Alan pozitif bir sayı olmalıdır.",
  sera: "Sera alanı pozitif bir sayı olmalıdır.",
  yogunluk: "Dekara 10 ağaçtan fazla zeytin ağacı olamaz.",
} as const;

// ---------------------------------------------------------------------------------------------------------------

describe("rule data the dialog works with", () => {
  it("reads the 43-species tree catalogue with unique ids and positive per-decare values", () => {
    expect(CATALOGUE).toHaveLength(43);
    expect(new Set(CATALOGUE.map((s) => s.sira)).size).toBe(43);
    for (const s of CATALOGUE) {
      expect(s.normal).toBeGreaterThan(0);
      if (s.bodur !== undefined) expect(s.bodur).toBeGreaterThan(0);
      if (s.yariBodur !== undefined) expect(s.yariBodur).toBeGreaterThan(0);
    }
  });

  it("holds the vineyard-house thresholds (bag-evi.json → sabitler.esikler)", () => {
    expect(ESIKLER.dikili_asgari_m2).toBe(5000);
    expect(ESIKLER.tarla_asgari_m2).toBe(20000);
    expect(ESIKLER.sera_asgari_m2).toBe(3000);
    expect(ESIKLER.ham_toprak_asgari_m2).toBe(20000);
    expect(ESIKLER.zeytin_yogunluk_siniri).toBe(10);
    expect(ESIKLER.tam_kaplama_orani).toBe(100);
    expect(ESIKLER.azami_agac_sayisi).toBe(50000);
  });
});

describe("constants", () => {
  it("uses a 3-point polygon minimum, a 300 ms double-click window, a 50 ms draw delay and zoom 13", () => {
    expect(POLYGON_MIN_POINTS).toBe(3);
    expect(DOUBLE_CLICK_MS).toBe(300);
    expect(DRAW_START_DELAY_MS).toBe(50);
    expect(DRAWER_MAP_ZOOM).toBe(13);
  });

  it("orders the drawing modes field, planted, olive grove (the edit-index order)", () => {
    expect(DRAW_MODES).toEqual(["tarla", "dikili", "zeytinlik"]);
  });

  it("colours field brown, planted green and olive grove olive", () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
    const [tr, tg, tb] = rgb(MODE_COLOR.tarla);
    expect(tr).toBeGreaterThan(tg);
    expect(tg).toBeGreaterThan(tb);
    const [dr, dg, db] = rgb(MODE_COLOR.dikili);
    expect(dg).toBeGreaterThan(dr);
    expect(dg).toBeGreaterThan(db);
    const [zr, zg, zb] = rgb(MODE_COLOR.zeytinlik);
    expect(Math.abs(zr - zg)).toBeLessThan(32);
    expect(zb).toBeLessThan(zg / 2);
    expect(new Set(Object.values(MODE_COLOR)).size).toBe(3);
  });
});

describe("dialog case and subtitle", () => {
  it("takes the case from the type's descriptor: vineyard house, sericulture and agricultural storage only", () => {
    const kinds = Object.fromEntries(repoRuleSet().turler.map((t) => [t.slug, t.form.alan_kontrolu]));
    expect(kinds["bag-evi"]).toBe("dikili-alan");
    expect(kinds["ipek-bocekciligi"]).toBe("dut-bahcesi");
    expect(kinds["tarimsal-depo"]).toBe("depo-alani");
    expect(Object.entries(kinds).filter(([, k]) => k !== null)).toHaveLength(3);
  });

  it("has a distinct subtitle and launch hint per case, naming the facility", () => {
    const cases: CheckCase[] = ["dikili-alan", "dut-bahcesi", "depo-alani"];
    for (const c of cases) expect(subtitleFor(c, "Bağ evi")).toContain("Bağ evi");
    expect(new Set(cases.map((c) => subtitleFor(c, "X"))).size).toBe(3);
    expect(new Set(cases.map((c) => LAUNCH_HINT[c])).size).toBe(3);
  });
});

describe("tabsFor (dialog tabs, area-control panel)", () => {
  it.each([TARLA_ZEYTINLIK, ADETLI_TARLA])("hides the tabs and shows only the map for %s", (landType) => {
    expect(tabsFor(P(landType))).toEqual({ showTabs: false, defaultTab: "harita" });
  });

  it.each(LAND_TYPES.filter((t) => t !== TARLA_ZEYTINLIK && t !== ADETLI_TARLA))(
    "shows both tabs, manual first, for %s",
    (landType) => {
      expect(tabsFor(P(landType))).toEqual({ showTabs: true, defaultTab: "manuel" });
    },
  );

  it("defaults to manual for an unknown or empty land type", () => {
    expect(tabsFor(P(""))).toEqual({ showTabs: true, defaultTab: "manuel" });
  });
});

describe("modesFor and treesApply", () => {
  it.each([
    [DIKILI, ["dikili"]],
    [ZEYTIN_DIKILI, ["dikili"]],
    [ADETLI_DIKILI, ["dikili"]],
    [TARLA_DIKILI, ["tarla", "dikili"]],
    [TARLA_ZEYTINLIK, ["tarla", "zeytinlik"]],
    [TARLA, ["tarla"]],
    [ZEYTIN_TARLA, ["tarla"]],
    [ADETLI_TARLA, ["tarla"]],
    [SERA, ["tarla"]],
    [HAM, ["tarla"]],
  ])("asks %s for %j in the vineyard-house case", (landType, modes) => {
    expect(modesFor("dikili-alan", P(landType))).toEqual(modes);
  });

  it("asks only for the planted (mulberry garden) area in the sericulture case and the field area for storage", () => {
    for (const landType of [...LAND_TYPES, ""]) {
      expect(modesFor("dut-bahcesi", P(landType))).toEqual(["dikili"]);
      expect(modesFor("depo-alani", P(landType))).toEqual(["tarla"]);
    }
  });

  it("offers tree entry on planted land of the vineyard house, including 'Adetli … + herhangi bir dikili vasıf'", () => {
    for (const landType of [DIKILI, ZEYTIN_DIKILI, ADETLI_DIKILI, TARLA_DIKILI])
      expect(treesApply("dikili-alan", P(landType))).toBe(true);
    for (const landType of [TARLA, TARLA_ZEYTINLIK, ZEYTIN_TARLA, ADETLI_TARLA, SERA, HAM])
      expect(treesApply("dikili-alan", P(landType))).toBe(false);
  });

  it("always offers tree entry for sericulture and never for agricultural storage", () => {
    for (const landType of [...LAND_TYPES, ""]) {
      expect(treesApply("dut-bahcesi", P(landType))).toBe(true);
      expect(treesApply("depo-alani", P(landType))).toBe(false);
    }
  });
});

describe("addTree (tree entry)", () => {
  const elma = species("Elma");

  it("requires a species first: 'Lütfen bir ağaç türü seçin.'", () => {
    expectAreaError(() => addTree([], CATALOGUE, null, "normal", "5", MAX), MSG.turSec);
    expectAreaError(() => addTree([], CATALOGUE, null, "normal", "", MAX), MSG.turSec);
  });

  it.each(["0", "-1", "", "   ", "abc", "1e3"])(
    "refuses the count %j: 'Ağaç sayısı pozitif bir değer olmalıdır.'",
    (count) => {
      expectAreaError(() => addTree([], CATALOGUE, elma.sira, "normal", count, MAX), MSG.pozitif);
    },
  );

  it("refuses 50 001 trees as implausibly high, and accepts exactly 50 000", () => {
    expectAreaError(() => addTree([], CATALOGUE, elma.sira, "normal", String(MAX + 1), MAX), MSG.cokYuksek);
    expect(addTree([], CATALOGUE, elma.sira, "normal", String(MAX), MAX)[0]?.sayi).toBe(MAX);
  });

  it("refuses an id that is not in the catalogue: 'Seçilen ağaç türü bulunamadı.'", () => {
    const unknown = Math.max(...CATALOGUE.map((s) => s.sira)) + 1;
    expectAreaError(() => addTree([], CATALOGUE, unknown, "normal", "5", MAX), MSG.turYok);
  });

  it("adds a row with the catalogue's required-per-decare value for the chosen type (Elma yarı bodur)", () => {
    expect(elma.yariBodur).toBeDefined();
    expect(addTree([], CATALOGUE, elma.sira, "yaribodur", "12", MAX)).toEqual([
      { turid: elma.sira, turAdi: "Elma", tipi: "yaribodur", sayi: 12, gerekliAgacSayisi: elma.yariBodur },
    ]);
  });

  it("uses the normal value for Ceviz normal, and the bodur value for Elma bodur", () => {
    const ceviz = species("Ceviz");
    expect(addTree([], CATALOGUE, ceviz.sira, "normal", "10", MAX)[0]?.gerekliAgacSayisi).toBe(ceviz.normal);
    expect(addTree([], CATALOGUE, elma.sira, "bodur", "10", MAX)[0]?.gerekliAgacSayisi).toBe(elma.bodur);
    expect(elma.bodur).not.toBe(elma.normal);
  });

  it("falls back to the normal value where the catalogue has no value for the type", () => {
    const kestane = species("Kestane");
    expect(kestane.bodur).toBeUndefined();
    expect(addTree([], CATALOGUE, kestane.sira, "bodur", "3", MAX)[0]?.gerekliAgacSayisi).toBe(kestane.normal);
  });

  it("merges the same species and type into one row, keeps other types apart and leaves the input untouched", () => {
    const one = addTree([], CATALOGUE, elma.sira, "normal", "5", MAX);
    const two = addTree(one, CATALOGUE, elma.sira, "normal", "7", MAX);
    expect(one).toHaveLength(1);
    expect(one[0]?.sayi).toBe(5);
    expect(two).toHaveLength(1);
    expect(two[0]?.sayi).toBe(12);
    const three = addTree(two, CATALOGUE, elma.sira, "bodur", "3", MAX);
    expect(three.map((t) => [t.tipi, t.sayi])).toEqual([
      ["normal", 12],
      ["bodur", 3],
    ]);
    const four = addTree(three, CATALOGUE, species("Dut").sira, "normal", "4", MAX);
    expect(four.map((t) => t.turAdi)).toEqual(["Elma", "Elma", "Dut"]);
  });

  it("refuses a merge that would exceed 50 000 and allows one that reaches it exactly", () => {
    const start = addTree([], CATALOGUE, elma.sira, "normal", String(MAX - 1), MAX);
    expectAreaError(() => addTree(start, CATALOGUE, elma.sira, "normal", "2", MAX), MSG.cokYuksek);
    expect(start[0]?.sayi).toBe(49999);
    expect(addTree(start, CATALOGUE, elma.sira, "normal", "1", MAX)[0]?.sayi).toBe(MAX);
  });

  it("keeps every row between 1 and 50 000 trees and one row per species and type, whatever is typed (property)", () => {
    const tips: AgacTipi[] = ["normal", "bodur", "yaribodur"];
    const countText = fc.oneof(
      fc.integer({ min: -10, max: 60000 }).map(String),
      fc.integer({ min: MAX - 5000, max: MAX + 1 }).map(String),
      fc.double({ noNaN: true }).map(String),
      fc.constantFrom("", " ", "0", "1.5", "-1", String(MAX), String(MAX + 1), "1e3"),
      fc.string(),
    );
    const op = fc.record({
      idx: fc.integer({ min: 0, max: CATALOGUE.length + 3 }),
      tipi: fc.constantFrom(...tips),
      count: countText,
      noType: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let list: AddedTree[] = [];
        const expected = new Map<string, number>();
        for (const o of ops) {
          const turid = o.noType ? null : (CATALOGUE[o.idx]?.sira ?? 10_000 + o.idx);
          try {
            list = addTree(list, CATALOGUE, turid, o.tipi, o.count, MAX);
            const key = `${turid}|${o.tipi}`;
            expected.set(key, (expected.get(key) ?? 0) + Number(o.count));
          } catch (e) {
            if (!(e instanceof AreaCheckError)) throw e;
          }
        }
        const keys = list.map((t) => `${t.turid}|${t.tipi}`);
        expect(new Set(keys).size).toBe(list.length);
        for (const t of list) {
          expect(Number.isInteger(t.sayi)).toBe(true);
          expect(t.sayi).toBeGreaterThanOrEqual(1);
          expect(t.sayi).toBeLessThanOrEqual(MAX);
          expect(t.sayi).toBe(expected.get(`${t.turid}|${t.tipi}`));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("updateTreeCount and removeTree (inline edit)", () => {
  const list = [tree("Elma", 5), tree("Dut", 8)];

  it("replaces one row's count and leaves the input list untouched", () => {
    const next = updateTreeCount(list, 1, "20", MAX);
    expect(next.map((t) => t.sayi)).toEqual([5, 20]);
    expect(list.map((t) => t.sayi)).toEqual([5, 8]);
    expect(next[1]).toEqual({ ...list[1], sayi: 20 });
  });

  it.each(["0", "-4", ""])("refuses the count %j: 'Ağaç sayısı pozitif olmalıdır'", (count) => {
    expectAreaError(() => updateTreeCount(list, 0, count, MAX), MSG.guncellePozitif);
  });

  it("reads counts the Turkish way and asks back about a count that reads two ways", () => {
    expect(updateTreeCount(list, 0, "1.500", MAX)[0]!.sayi).toBe(1500);
    expect(addTree([], CATALOGUE, list[0]!.turid, "normal", "1.500", MAX)[0]!.sayi).toBe(1500);
    expectAreaError(
      () => updateTreeCount(list, 0, "2.5", MAX),
      "“2.5” ile 2.500 sayısını mı kastediyorsunuz? Binlik ayırıcı nokta, ondalık ayırıcı virgüldür; lütfen öyle yazın.",
    );
  });

  it("refuses a fraction of a tree by saying a whole number is needed, not that the count is not positive", () => {
    const wanted = "“2,5” küsuratlı bir sayı; bu alana tam sayı girin (örn. 2).";
    expectAreaError(() => updateTreeCount(list, 0, "2,5", MAX), wanted);
    expectAreaError(() => addTree([], CATALOGUE, list[0]!.turid, "normal", "2,5", MAX), wanted);
    expectAreaError(
      () => addTree([], CATALOGUE, list[0]!.turid, "normal", "1.234,5", MAX),
      "“1.234,5” küsuratlı bir sayı; bu alana tam sayı girin (örn. 1.234).",
    );
  });

  it("refuses a count above 50 000", () => {
    expectAreaError(() => updateTreeCount(list, 0, String(MAX + 1), MAX), MSG.cokYuksek);
    expect(updateTreeCount(list, 0, String(MAX), MAX)[0]?.sayi).toBe(MAX);
  });

  it("refuses a row that does not exist", () => {
    const e = errorOf(() => updateTreeCount(list, 5, "3", MAX));
    expect(e).toBeInstanceOf(AreaCheckError);
    expect(e.message).toMatch(/ağaç türü bulunamadı/i);
  });

  it("removes exactly the given row, and nothing for an index outside the list", () => {
    expect(removeTree(list, 0).map((t) => t.turAdi)).toEqual(["Dut"]);
    expect(removeTree(list, 1).map((t) => t.turAdi)).toEqual(["Elma"]);
    expect(removeTree(list, 7)).toEqual(list);
    expect(list).toHaveLength(2);
  });
});

describe("tipsOf", () => {
  it("offers bodur and yarı bodur only where the catalogue has a value, for every species", () => {
    for (const s of CATALOGUE) {
      const expected = [
        "normal",
        ...(s.bodur !== undefined ? ["bodur"] : []),
        ...(s.yariBodur !== undefined ? ["yaribodur"] : []),
      ];
      expect(tipsOf(s).map((t) => t.value)).toEqual(expected);
    }
  });

  it("labels the types in Turkish and offers only Normal without a species", () => {
    expect(tipsOf(species("Elma"))).toEqual([
      { value: "normal", label: "Normal" },
      { value: "bodur", label: "Bodur" },
      { value: "yaribodur", label: "Yarı bodur" },
    ]);
    expect(tipsOf(undefined)).toEqual([{ value: "normal", label: "Normal" }]);
  });
});

describe("oliveCountFor (olive count per land type, BAG-04)", () => {
  it("reads zeytin_agac_sayisi on planted-only land, null when empty", () => {
    for (const landType of [DIKILI, ZEYTIN_DIKILI]) {
      expect(oliveCountFor(P(landType), { zeytin_agac_sayisi: "12" })).toBe(12);
      expect(oliveCountFor(P(landType), { zeytin_agac_sayisi: "" })).toBeNull();
      expect(oliveCountFor(P(landType), {})).toBeNull();
    }
  });

  it("falls back from zeytin_agac_adedi to zeytin_agac_sayisi on olive + field, else 0", () => {
    expect(oliveCountFor(P(ZEYTIN_TARLA), { zeytin_agac_adedi: "30", zeytin_agac_sayisi: "7" })).toBe(30);
    expect(oliveCountFor(P(ZEYTIN_TARLA), { zeytin_agac_sayisi: "7" })).toBe(7);
    expect(oliveCountFor(P(ZEYTIN_TARLA), {})).toBe(0);
  });

  it("takes the larger of the deed and the existing count on the 'Adetli' land types", () => {
    for (const landType of [ADETLI_TARLA, ADETLI_DIKILI]) {
      expect(oliveCountFor(P(landType), { tapu_zeytin_agac_adedi: "20", mevcut_zeytin_agac_adedi: "60" })).toBe(60);
      expect(oliveCountFor(P(landType), { tapu_zeytin_agac_adedi: "60", mevcut_zeytin_agac_adedi: "20" })).toBe(60);
      expect(oliveCountFor(P(landType), { mevcut_zeytin_agac_adedi: "9" })).toBe(9);
      expect(oliveCountFor(P(landType), {})).toBe(0);
    }
  });

  it("has no olive count for land types without olive trees, and ignores non-text values", () => {
    for (const landType of [TARLA, TARLA_DIKILI, TARLA_ZEYTINLIK, SERA, HAM])
      expect(oliveCountFor(P(landType), { zeytin_agac_sayisi: "50" })).toBeNull();
    expect(oliveCountFor(P(DIKILI), { zeytin_agac_sayisi: true })).toBeNull();
  });
});

describe("checkSufficiency — missing input", () => {
  it("asks for the land type first: 'Lütfen arazi vasfını seçin.'", () => {
    expectAreaError(() => check("", { dikiliAlan: 6000, tarlaAlani: 30000 }), MSG.araziSec);
  });

  it.each(PLANTED_ONLY)("asks for the planted area on %s", (landType) => {
    expectAreaError(() => check(landType, { tarlaAlani: 30000 }), MSG.dikiliGir);
  });

  it("asks for the planted area, then the field area, on 'Tarla + herhangi bir dikili vasıflı'", () => {
    expectAreaError(() => check(TARLA_DIKILI, { tarlaAlani: 30000 }), MSG.dikiliGir);
    expectAreaError(() => check(TARLA_DIKILI, { dikiliAlan: 6000 }), MSG.tarlaGir);
  });

  it.each([TARLA, ZEYTIN_TARLA, ADETLI_TARLA])("asks for the field area on %s", (landType) => {
    expectAreaError(() => check(landType, { dikiliAlan: 6000 }), MSG.tarlaGir);
  });

  it("asks for the field area and an olive grove of at least 1 m² on 'Tarla + Zeytinlik'", () => {
    expectAreaError(() => check(TARLA_ZEYTINLIK, { zeytinlikAlani: 5000 }), MSG.tarlaGir);
    expectAreaError(() => check(TARLA_ZEYTINLIK, { tarlaAlani: 25000 }), MSG.zeytinlik);
    expectAreaError(() => check(TARLA_ZEYTINLIK, { tarlaAlani: 25000, zeytinlikAlani: 0.5 }), MSG.zeytinlik);
    expect(check(TARLA_ZEYTINLIK, { tarlaAlani: 25000, zeytinlikAlani: 1 }).sonuc.type).toBe("success");
  });

  it("asks for an area on raw land and on a greenhouse parcel", () => {
    expectAreaError(() => check(HAM, {}), MSG.alan);
    const e = errorOf(() => check(SERA, {}));
    expect(e).toBeInstanceOf(AreaCheckError);
    expect([MSG.sera, MSG.alan]).toContain(e.message);
  });
});

describe("checkSufficiency — planted-only land (vineyard-house eligibility, BAG-02)", () => {
  it("passes 'Dikili vasıflı' at 5000 m² and fails at 4999 m² with the BAG-02 message", () => {
    const ok = check(DIKILI, { dikiliAlan: 5000 });
    expect(ok.sonuc.type).toBe("success");
    expect(ok.sonuc.message).toMatch(/^Bağ Evi Kontrolü Başarılı \(.*\)$/);
    expect(ok.sonuc.message).not.toContain("Ağaç Yoğunluğu Yeterli");
    expect(ok.detay).toBeNull();

    const ko = check(DIKILI, { dikiliAlan: 4999 });
    expect(ko.sonuc.type).toBe("error");
    expect(ko.sonuc.message).toBe("Bağ Evi Kontrolü Başarısız (Dikili Vasıflı Arazi - Dikili Alan < 5000 m²)");
    expect(ko.detay).toBe("Ağaç yoğunluğu hesaplaması yapılmamıştır");
  });

  it("calls the tree cover sufficient only when it is, and fails a planted area the entered trees do not cover", () => {
    const short = check(DIKILI, { dikiliAlan: 5000 }, [tree("Ceviz", 1)]);
    expect(short.sonuc.type).toBe("error");
    expect(short.sonuc.message).toBe("Bağ Evi Kontrolü Başarısız (Dikili Vasıflı Arazi - Ağaç Yoğunluğu Yetersiz)");
    expect(short.detay).toBe("Yoğunluk yetersiz: %2 < %100");
    const full = check(DIKILI, { dikiliAlan: 5000 }, [tree("Ceviz", 50)]);
    expect(full.sonuc.type).toBe("success");
    expect(full.sonuc.message).toMatch(/^Bağ Evi Kontrolü Başarılı \(.* ve Ağaç Yoğunluğu Yeterli\)$/);
  });

  it.each(PLANTED_ONLY)("explains the 0,5 ha minimum for %s under 5000 m²", (landType) => {
    const r = check(landType, { dikiliAlan: 4999 }, [], 0);
    expect(r.sonuc.type).toBe("error");
    expect(r.sonuc.message).toContain("Dikili Alan < 5000 m²");
    expect(r.sonuc.aciklama).toBe(
      `${landType} arazilerinde bağ evi yapılabilmesi için dikili alan büyüklüğünün en az 0,5 hektar (5000 m²) olması gerekmektedir.`,
    );
  });

  it.each([ZEYTIN_DIKILI, ADETLI_DIKILI])("passes %s at 5000 m² with an allowed olive density", (landType) => {
    const r = check(landType, { dikiliAlan: 5000 }, [], 20);
    expect(r.sonuc.type).toBe("success");
    expect(r.sonuc.message.startsWith("Bağ Evi Kontrolü Başarılı (")).toBe(true);
  });

  it("fails planted land with more than 10 olive trees per decare, with the BAG-04 density text", () => {
    // 51 trees on 5 decares = 10.2 per decare
    for (const landType of PLANTED_ONLY) {
      const r = check(landType, { dikiliAlan: 5000 }, [], 51);
      expect(r.sonuc.type).toBe("error");
      expect(r.sonuc.zeytinYogunluguUygun).toBe(false);
      expect(r.sonuc.aciklama).toContain(MSG.yogunluk);
    }
  });

  it("applies the larger of the deed and the existing olive count on 'Adetli … + herhangi bir dikili vasıf'", () => {
    const olive = oliveCountFor(P(ADETLI_DIKILI), { tapu_zeytin_agac_adedi: "20", mevcut_zeytin_agac_adedi: "60" });
    expect(check(ADETLI_DIKILI, { dikiliAlan: 5000 }, [], olive).sonuc.type).toBe("error");
    const fewer = oliveCountFor(P(ADETLI_DIKILI), { tapu_zeytin_agac_adedi: "20", mevcut_zeytin_agac_adedi: "30" });
    expect(check(ADETLI_DIKILI, { dikiliAlan: 5000 }, [], fewer).sonuc.type).toBe("success");
  });

  it.each(PLANTED_ONLY)(
    "demands full tree cover on %s once trees are entered (one rule with Tarla + dikili)",
    (landType) => {
      expect(check(landType, { dikiliAlan: 20000 }, [tree("Ceviz", 1)], 0).sonuc.type).toBe("error");
      expect(check(landType, { dikiliAlan: 20000 }, [tree("Ceviz", 200)], 0).sonuc.type).toBe("success");
    },
  );

  it("passes or fails 'Dikili vasıflı' exactly at 5000 m² for any planted area (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200000 }), (dikiliAlan) => {
        const r = check(DIKILI, { dikiliAlan });
        expect(r.sonuc.type === "success").toBe(dikiliAlan >= 5000);
        expect(r.detay === null).toBe(dikiliAlan >= 5000);
      }),
    );
  });
});

describe("checkSufficiency — 'Tarla + herhangi bir dikili vasıflı' (general case)", () => {
  it("passes on 5000 m² planted without trees", () => {
    const r = check(TARLA_DIKILI, { dikiliAlan: 5000, tarlaAlani: 8000 });
    expect(r.sonuc.type).toBe("success");
    expect(r.sonuc.message.startsWith("Bağ Evi Kontrolü Başarılı (")).toBe(true);
    expect(r.sonuc.message).not.toContain("Ağaç Yoğunluğu Yeterli");
  });

  it("passes on a 20000 m² field whatever the planted area", () => {
    expect(check(TARLA_DIKILI, { dikiliAlan: 100, tarlaAlani: 20000 }).sonuc.type).toBe("success");
    expect(check(TARLA_DIKILI, { dikiliAlan: 100, tarlaAlani: 20000 }, [tree("Ceviz", 1)]).sonuc.type).toBe("success");
  });

  it("fails when both are short, with the BAG-02 message and banner detail", () => {
    const r = check(TARLA_DIKILI, { dikiliAlan: 4000, tarlaAlani: 15000 });
    expect(r.sonuc.type).toBe("error");
    expect(r.sonuc.message).toContain("Dikili Alan < 5000 m² ve Tarla Alanı < 20000 m²");
    expect(r.detay).toBe("Dikili alan: 4000 m² < 5000 m² ve Tarla alanı: 15000 m² < 20000 m²");
  });

  it("reports both areas short in the banner even when trees were entered on too small a planted area", () => {
    const r = check(TARLA_DIKILI, { dikiliAlan: 4000, tarlaAlani: 19999 }, [tree("Ceviz", 5)]);
    expect(r.detay).toBe("Dikili alan: 4000 m² < 5000 m² ve Tarla alanı: 19999 m² < 20000 m²");
  });

  it("needs 100 % tree cover once trees are entered, and says by how much it is short", () => {
    const ceviz = species("Ceviz");
    // 2 × g trees cover 2000 m² of 5000 m² → 40 %
    const short = check(TARLA_DIKILI, { dikiliAlan: 5000, tarlaAlani: 10000 }, [tree("Ceviz", 2 * ceviz.normal)]);
    expect(short.sonuc.type).toBe("error");
    expect(short.detay).toBe("Yoğunluk yetersiz: %40 < %100");

    // 5 × g trees cover the whole 5000 m²
    const full = check(TARLA_DIKILI, { dikiliAlan: 5000, tarlaAlani: 10000 }, [tree("Ceviz", 5 * ceviz.normal)]);
    expect(full.sonuc.type).toBe("success");
    expect(full.sonuc.message).toMatch(/^Bağ Evi Kontrolü Başarılı \(.* ve Ağaç Yoğunluğu Yeterli\)$/);
    expect(full.detay).toBeNull();
  });

  it("adds up the cover of several species and types", () => {
    const elma = species("Elma");
    const ceviz = species("Ceviz");
    expect(elma.bodur).toBeDefined();
    // half the area by bodur apples, half by walnuts
    const trees = [tree("Elma", (elma.bodur ?? 0) * 2.5, "bodur"), tree("Ceviz", ceviz.normal * 2.5)];
    expect(check(TARLA_DIKILI, { dikiliAlan: 5000, tarlaAlani: 10000 }, trees).sonuc.type).toBe("success");
    expect(check(TARLA_DIKILI, { dikiliAlan: 5000, tarlaAlani: 10000 }, trees.slice(0, 1)).detay).toBe(
      "Yoğunluk yetersiz: %50 < %100",
    );
  });

  it("succeeds exactly when the trees cover the whole planted area (1000 × n / g ≥ planted area) (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CATALOGUE.length - 1 }),
        fc.integer({ min: 1, max: 50000 }),
        fc.integer({ min: 5000, max: 60000 }),
        fc.integer({ min: 1, max: 19999 }),
        (idx, n, dikiliAlan, tarlaAlani) => {
          const s = CATALOGUE[idx]!;
          const r = check(TARLA_DIKILI, { dikiliAlan, tarlaAlani }, [tree(s.tur, n)]);
          expect(r.sonuc.type === "success").toBe(1000 * n >= s.normal * dikiliAlan);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never turns a success into a failure when more trees are added (monotone, property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CATALOGUE.length - 1 }),
        fc.integer({ min: 1, max: 50000 }),
        fc.integer({ min: 0, max: 50000 }),
        fc.integer({ min: 1, max: 60000 }),
        fc.integer({ min: 1, max: 40000 }),
        (idx, n, extra, dikiliAlan, tarlaAlani) => {
          const s = CATALOGUE[idx]!;
          const tip = tipsOf(s)[(n + extra) % tipsOf(s).length]!.value;
          const more = Math.min(50000, n + extra);
          const a = check(TARLA_DIKILI, { dikiliAlan, tarlaAlani }, [tree(s.tur, n, tip)]);
          const b = check(TARLA_DIKILI, { dikiliAlan, tarlaAlani }, [tree(s.tur, more, tip)]);
          if (a.sonuc.type === "success") expect(b.sonuc.type).toBe("success");
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("checkSufficiency — field, greenhouse and raw land (BAG-02)", () => {
  it("passes 'Tarla' at 20000 m² and fails at 19999 m² with 'Alan < 20000 m²'", () => {
    expect(check(TARLA, { tarlaAlani: 20000 }).sonuc.type).toBe("success");
    const r = check(TARLA, { tarlaAlani: 19999 });
    expect(r.sonuc.type).toBe("error");
    expect(r.sonuc.message.startsWith("Bağ Evi Kontrolü Başarısız (")).toBe(true);
    expect(r.sonuc.message).toContain("Alan < 20000 m²");
    expect(r.detay).toBe("Ağaç yoğunluğu hesaplaması yapılmamıştır");
  });

  it("passes 'Sera' at 3000 m² and fails at 2999 m² with 'Alan < 3000 m²'", () => {
    const ok = check(SERA, { tarlaAlani: 3000 });
    expect(ok.sonuc.type).toBe("success");
    expect(ok.sonuc.message.startsWith("Bağ Evi Kontrolü Başarılı (")).toBe(true);
    const ko = check(SERA, { tarlaAlani: 2999 });
    expect(ko.sonuc.type).toBe("error");
    expect(ko.sonuc.message).toContain("Alan < 3000 m²");
  });

  it("passes raw land at 20000 m² and fails it at 19999 m²", () => {
    expect(check(HAM, { tarlaAlani: 20000 }).sonuc.type).toBe("success");
    expect(check(HAM, { tarlaAlani: 19999 }).sonuc.type).toBe("error");
  });

  it("passes 'Tarla + Zeytinlik' on a 20000 m² field and fails it below", () => {
    expect(check(TARLA_ZEYTINLIK, { tarlaAlani: 20000, zeytinlikAlani: 3000 }).sonuc.type).toBe("success");
    expect(check(TARLA_ZEYTINLIK, { tarlaAlani: 19999, zeytinlikAlani: 30000 }).sonuc.type).toBe("error");
  });

  it.each([ZEYTIN_TARLA, ADETLI_TARLA])("passes %s on a 20000 m² field and fails it below", (landType) => {
    expect(check(landType, { tarlaAlani: 20000 }, [], 0).sonuc.type).toBe("success");
    expect(check(landType, { tarlaAlani: 19999 }, [], 0).sonuc.type).toBe("error");
  });

  it("fails olive + field above 10 olive trees per decare, and allows exactly 10 (trees / area × 1000 > 10)", () => {
    // 200 trees on 20 decares = 10 per decare; 201 = 10.05
    expect(check(ZEYTIN_TARLA, { tarlaAlani: 20000 }, [], 200).sonuc.type).toBe("success");
    const r = check(ZEYTIN_TARLA, { tarlaAlani: 20000 }, [], 201);
    expect(r.sonuc.type).toBe("error");
    expect(r.sonuc.aciklama).toContain(MSG.yogunluk);
    const adetli = oliveCountFor(P(ADETLI_TARLA), { tapu_zeytin_agac_adedi: "100", mevcut_zeytin_agac_adedi: "250" });
    expect(check(ADETLI_TARLA, { tarlaAlani: 20000 }, [], adetli).sonuc.type).toBe("error");
  });
});

describe("manualCheckToast", () => {
  it("shows nothing after a successful check", () => {
    expect(manualCheckToast(check(DIKILI, { dikiliAlan: 6000 }).sonuc, "Bağ Evi")).toBeNull();
  });

  it("after a failed check says the facility is refused — never 'yapılabilir' over a refusal", () => {
    const ceviz = species("Ceviz");
    // 15 000 m² field with 6 000 m² planted and 30 walnuts: cover 50 %, field under 20 000 m² → the engine refuses.
    const short = check(TARLA_DIKILI, { dikiliAlan: 6000, tarlaAlani: 15000 }, [tree("Ceviz", 30)]).sonuc;
    expect(short.type).toBe("error");
    expect(manualCheckToast(short, "Bağ evi")).toEqual({
      text: "Bağ Evi Kontrolü Başarısız (Ağaç Yoğunluğu Yetersiz). Bu bilgilerle Bağ evi için izin verilemez.",
      ms: 6000,
    });
    const both = check(TARLA_DIKILI, { dikiliAlan: 4000, tarlaAlani: 10000 }, [tree("Ceviz", ceviz.normal)]).sonuc;
    expect(manualCheckToast(both, "Bağ evi")?.text).not.toContain("yapılabilir");
    expect(manualCheckToast(both, "Bağ evi")?.text).toContain("izin verilemez");
  });
});

describe("sericulture continue", () => {
  it("has the mulberry success and failure texts", () => {
    expect(DUT_SUCCESS).toBe("Dut bahçesi kontrolü başarılı.");
    expect(DUT_FAILURE).toBe("Lütfen geçerli bir dut bahçesi alanı ve dut ağacı sayısı girin.");
  });

  it("sums only the Dut rows", () => {
    expect(mulberryCount([])).toBe(0);
    expect(mulberryCount([tree("Dut", 30), tree("Elma", 100), tree("Dut", 12, "bodur")])).toBe(42);
    expect(mulberryCount([tree("Elma", 100)])).toBe(0);
  });

  it("passes the planted area and the mulberry count on as a preliminary check", () => {
    const trees = [tree("Dut", 30), tree("Elma", 5)];
    const r = continueMulberry(areas({ dikiliAlan: 4000 }), trees);
    expect(r).toMatchObject({
      dikiliAlan: 4000,
      tarlaAlani: 0,
      zeytinlikAlani: 0,
      alanTipi: "dut",
      agacSayisi: 30,
      preliminaryCheck: true,
    });
    expect(r.eklenenAgaclar).toEqual(trees);
    expect(r.directTransfer).toBeUndefined();
  });

  it("refuses without a planted area or without mulberry trees", () => {
    expectAreaError(() => continueMulberry(areas({}), [tree("Dut", 30)]), DUT_FAILURE);
    expectAreaError(() => continueMulberry(areas({ dikiliAlan: 4000 }), []), DUT_FAILURE);
    expectAreaError(() => continueMulberry(areas({ dikiliAlan: 4000 }), [tree("Elma", 30)]), DUT_FAILURE);
  });
});

describe("copyToForm ('Copy to form')", () => {
  const full = { tarlaAlani: 25000.4, dikiliAlan: 6000.6, zeytinlikAlani: 3000.5 };

  it("copies the planted area to alan_m2 and dikili_alani and the field area to tarla_alani on 'Dikili vasıflı'", () => {
    expect(copyToForm("dikili-alan", P(DIKILI), full)).toEqual({
      alan_m2: 6001,
      dikili_alani: 6001,
      tarla_alani: 25000,
    });
  });

  it("copies field and olive grove on 'Tarla + Zeytinlik'", () => {
    expect(copyToForm("dikili-alan", P(TARLA_ZEYTINLIK), full)).toEqual({ tarla_alani: 25000, zeytinlik_alani: 3001 });
  });

  it.each([ZEYTIN_DIKILI, ADETLI_DIKILI])("copies only the planted area on %s", (landType) => {
    expect(copyToForm("dikili-alan", P(landType), full)).toEqual({ dikili_alani: 6001 });
  });

  it.each([TARLA_DIKILI, ZEYTIN_TARLA, ADETLI_TARLA])(
    "copies planted and field area on %s (the 'others' rule)",
    (landType) => {
      expect(copyToForm("dikili-alan", P(landType), full)).toEqual({ dikili_alani: 6001, tarla_alani: 25000 });
    },
  );

  it.each([TARLA, SERA, HAM])(
    "copies planted and field area on %s, and the field area to the form's one parcel field alan_m2",
    (landType) => {
      expect(copyToForm("dikili-alan", P(landType), full)).toEqual({
        dikili_alani: 6001,
        tarla_alani: 25000,
        alan_m2: 25000,
      });
    },
  );

  it("copies no area that is 0", () => {
    expect(copyToForm("dikili-alan", P(DIKILI), { tarlaAlani: 0, dikiliAlan: 7000, zeytinlikAlani: 0 })).toEqual({
      alan_m2: 7000,
      dikili_alani: 7000,
    });
    expect(
      copyToForm("dikili-alan", P(TARLA_ZEYTINLIK), { tarlaAlani: 21000, dikiliAlan: 0, zeytinlikAlani: 0 }),
    ).toEqual({ tarla_alani: 21000 });
    expect(copyToForm("dikili-alan", P(TARLA_DIKILI), areas({}))).toEqual({});
  });

  it("copies no area that rounds to 0 m²", () => {
    expect(copyToForm("dikili-alan", P(DIKILI), { tarlaAlani: 0.4, dikiliAlan: 7000, zeytinlikAlani: 0 })).toEqual({
      alan_m2: 7000,
      dikili_alani: 7000,
    });
  });

  it("copies the mulberry garden and count in the sericulture case, and the field as alan_m2 for storage", () => {
    expect(copyToForm("dut-bahcesi", null, { ...full, agacSayisi: 40 })).toEqual({
      dut_bahcesi_alani: 6001,
      dut_agaci_sayisi: 40,
    });
    expect(copyToForm("dut-bahcesi", null, { ...areas({ dikiliAlan: 500 }) })).toEqual({ dut_bahcesi_alani: 500 });
    expect(copyToForm("depo-alani", P(TARLA), full)).toEqual({ alan_m2: 25000 });
  });

  it("never writes a value of 0 or less, and only whole square metres (property)", () => {
    const cases: CheckCase[] = ["dikili-alan", "dut-bahcesi", "depo-alani"];
    const area = fc.double({ min: 0, max: 200000, noNaN: true });
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.constantFrom(...LAND_TYPES),
        area,
        area,
        area,
        fc.integer({ min: 0, max: 50000 }),
        (c, landType, t, d, z, n) => {
          const out = copyToForm(c, P(landType), { tarlaAlani: t, dikiliAlan: d, zeytinlikAlani: z, agacSayisi: n });
          for (const v of Object.values(out)) {
            expect(v).toBeGreaterThan(0);
            expect(Number.isInteger(v)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("hasRequiredAreas", () => {
  it("needs the planted area on planted-only land", () => {
    for (const landType of PLANTED_ONLY) {
      expect(hasRequiredAreas("dikili-alan", P(landType), areas({ dikiliAlan: 1 }))).toBe(true);
      expect(hasRequiredAreas("dikili-alan", P(landType), areas({ tarlaAlani: 30000 }))).toBe(false);
    }
  });

  it("needs both areas on 'Tarla + herhangi bir dikili vasıflı' and on 'Tarla + Zeytinlik'", () => {
    expect(hasRequiredAreas("dikili-alan", P(TARLA_DIKILI), areas({ dikiliAlan: 5000, tarlaAlani: 9000 }))).toBe(true);
    expect(hasRequiredAreas("dikili-alan", P(TARLA_DIKILI), areas({ dikiliAlan: 5000 }))).toBe(false);
    expect(hasRequiredAreas("dikili-alan", P(TARLA_DIKILI), areas({ tarlaAlani: 9000 }))).toBe(false);
    expect(hasRequiredAreas("dikili-alan", P(TARLA_ZEYTINLIK), areas({ tarlaAlani: 21000, zeytinlikAlani: 100 }))).toBe(
      true,
    );
    expect(hasRequiredAreas("dikili-alan", P(TARLA_ZEYTINLIK), areas({ tarlaAlani: 21000 }))).toBe(false);
  });

  it("needs the field area on field land, the planted area for sericulture and the field for storage", () => {
    for (const landType of [TARLA, ZEYTIN_TARLA, ADETLI_TARLA, SERA, HAM]) {
      expect(hasRequiredAreas("dikili-alan", P(landType), areas({ tarlaAlani: 1 }))).toBe(true);
      expect(hasRequiredAreas("dikili-alan", P(landType), areas({ dikiliAlan: 9000 }))).toBe(false);
    }
    expect(hasRequiredAreas("dut-bahcesi", P(TARLA), areas({ dikiliAlan: 10 }))).toBe(true);
    expect(hasRequiredAreas("dut-bahcesi", P(TARLA), areas({ tarlaAlani: 10 }))).toBe(false);
    expect(hasRequiredAreas("depo-alani", P(DIKILI), areas({ tarlaAlani: 10 }))).toBe(true);
    expect(hasRequiredAreas("depo-alani", P(DIKILI), areas({ dikiliAlan: 10 }))).toBe(false);
  });
});

describe("the dialog reads the land type's profile (bag-evi.json → sabitler.arazi_profilleri)", () => {
  /** A copy of the table with one land type's profile rewritten (the code only reads profiles; a test may write its copy). */
  type Writable<T> = T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;
  const changed = (landType: string, change: (p: Writable<LandProfile>) => void) => {
    const arazi_profilleri = structuredClone(SETTINGS.arazi_profilleri);
    const id = SETTINGS.arazi_vasiflari.find((t) => t.ad === landType)?.id;
    change(arazi_profilleri.find((p) => p.arazi_vasfi === id) as Writable<LandProfile>);
    const settings = { ...SETTINGS, arazi_profilleri };
    return { settings, profile: profileFor(arazi_profilleri, landType, SETTINGS.arazi_vasiflari) };
  };
  const full = { tarlaAlani: 25000, dikiliAlan: 6000, zeytinlikAlani: 3000 };

  it("shows the tabs, the areas and their names the profile gives", () => {
    const { profile } = changed(TARLA_ZEYTINLIK, (p) => {
      p.pencere.yalniz_harita = false;
      p.pencere.alanlar = ["zeytinlik"];
      p.alan_etiketleri = { zeytinlik: "Zeytin bahçesi" };
    });
    expect(tabsFor(profile)).toEqual({ showTabs: true, defaultTab: "manuel" });
    expect(modesFor("dikili-alan", profile)).toEqual(["zeytinlik"]);
    expect(hasRequiredAreas("dikili-alan", profile, areas({ zeytinlikAlani: 5 }))).toBe(true);
    expect(modeLabel("zeytinlik", profile)).toBe("Zeytin bahçesi");
    expect(modeLabel("zeytinlik", P(TARLA_ZEYTINLIK))).toBe("Zeytinlik alanı");
    expect(modeLabel("tarla", P(SERA))).toBe("Sera alanı");
  });

  it("copies into the form fields the profile names, and calls the check a planted-area check where it says so", () => {
    const { profile } = changed(TARLA, (p) => {
      p.pencere.forma_aktar = { alan_m2: "dikili" };
      p.dikili_kismi = true;
    });
    expect(copyToForm("dikili-alan", P(TARLA), full)).toEqual({
      dikili_alani: 6000,
      tarla_alani: 25000,
      alan_m2: 25000,
    });
    expect(copyToForm("dikili-alan", profile, full)).toEqual({ alan_m2: 6000 });
    expect(checkTitle(P(TARLA), true)).toBe("Alan kontrolü başarılı");
    expect(checkTitle(profile, true)).toBe("Dikili alan kontrolü başarılı");
  });

  it("decides with the profile's threshold key, asks for its required areas and reads its olive count", () => {
    expect(check(SERA, { tarlaAlani: 5000 }).sonuc.type).toBe("success");
    const { settings, profile } = changed(SERA, (p) => {
      p.kriterler[0]!.esik = "tarla_asgari_m2";
      p.pencere.zorunlu = ["parsel", "dikili"];
      p.mesajlar.eksik_dikili = "Dikili alan da gerekli.";
    });
    expectAreaError(
      () => checkSufficiency(SERA, areas({ tarlaAlani: 5000 }), [], settings, null),
      "Dikili alan da gerekli.",
    );
    const r = checkSufficiency(SERA, areas({ tarlaAlani: 5000, dikiliAlan: 1 }), [], settings, null);
    expect(r.sonuc.type).toBe("error");
    expect(r.sonuc.alanKriteriSaglandi).toBe(false);

    const form = { tapu_zeytin_agac_adedi: "20", mevcut_zeytin_agac_adedi: "60" };
    expect(oliveCountFor(P(ADETLI_TARLA), form)).toBe(60);
    const first = changed(ADETLI_TARLA, (p) => (p.zeytin!.secim = "ilk")).profile;
    expect(oliveCountFor(first, form)).toBe(20);
    expect(profile.arazi_vasfi).toBe(P(SERA).arazi_vasfi);
  });
});

describe("drawnAreaText", () => {
  it("shows square metres with Turkish grouping below 10 000 m²", () => {
    expect(drawnAreaText(9999)).toBe("9.999 m²");
    expect(drawnAreaText(0)).toBe("0 m²");
    expect(drawnAreaText(9999.4)).toBe("9.999 m²");
  });

  it("adds hectares to 2 decimals from 10 000 m²", () => {
    expect(drawnAreaText(10000)).toBe("10.000 m² (1,00 ha)");
    expect(drawnAreaText(12345)).toBe("12.345 m² (1,23 ha)");
    expect(drawnAreaText(9999.5)).toBe("10.000 m² (1,00 ha)");
    expect(drawnAreaText(200000)).toBe("200.000 m² (20,00 ha)");
  });
});
