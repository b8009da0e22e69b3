/**
 * The parcel analysis's derivation from the rule set: which land-type fields it asks, how it fills one type's form
 * (parcel area into a main-area field shown alone, `alan_m2` as the sum of shown main areas, form defaults) and the
 * rule files' `parsel_analizi` defaults (the emsal right for `{"kaynak": "emsal_hakki"}`).
 */
import { describe, expect, it } from "vitest";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import type { StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { analysisFields, typeFormValues } from "@worker/core/calculation/analysis-fields.ts";
import { fieldsShown } from "@worker/core/calculation/form-fields.ts";
import { analysisDescriptors, typeRequest, type ParcelInput } from "@worker/core/calculation/parcel-analysis.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";

const { registry } = loadRepoRules();
const set = versionBySurum(registry, "izmir-tarimsal-yapilar", "1.0.0")!;
const types = analysisDescriptors(set);

function input(landTypeId: number, alan_m2: number, values: Record<string, number> = {}): ParcelInput {
  const land = set.common.arazi_vasfi_katalogu.find((t) => t.id === landTypeId)!;
  return { latitude: 38.42, longitude: 27.14, arazi_vasfi: land.ad, landTypeId, alan_m2, values, shared: {} };
}

/** A land type where some form shows one main-area field and another field of that land type. */
function landWithSoleMainArea(): { landTypeId: number; type: StructureTypeDto } {
  for (const land of set.common.arazi_vasfi_katalogu)
    for (const type of types) {
      const shown = fieldsShown(type, land.id).filter((f) => f.arazi_vasiflari !== null);
      if (shown.filter((f) => f.ana_alan).length === 1 && shown.some((f) => !f.ana_alan && f.tur === "alan"))
        return { landTypeId: land.id, type };
    }
  throw new Error("the rule set has such a land type");
}

describe("analysisFields", () => {
  it("never asks the parcel area again, even where a form shows it for some land types only", () => {
    for (const land of set.common.arazi_vasfi_katalogu)
      expect(analysisFields(types, land.id).map((f) => f.ad)).not.toContain("alan_m2");
  });

  it("asks no field for a land type that no form shows land-type fields for", () => {
    const plain = set.common.arazi_vasfi_katalogu.find((land) =>
      types.every((t) => fieldsShown(t, land.id).every((f) => f.arazi_vasiflari === null)),
    )!;
    expect(analysisFields(types, plain.id)).toEqual([]);
  });

  it("asks the land-type area fields but not a main area shown alone (that one is the parcel area)", () => {
    const { landTypeId, type } = landWithSoleMainArea();
    const asked = analysisFields(types, landTypeId).map((f) => f.ad);
    const shown = fieldsShown(type, landTypeId).filter((f) => f.arazi_vasiflari !== null);
    const main = shown.find((f) => f.ana_alan)!;
    expect(asked).not.toContain(main.ad);
    for (const f of shown.filter((x) => !x.ana_alan && x.tur === "alan")) expect(asked).toContain(f.ad);
    expect(asked.every((name) => set.common.girdi_alanlari[name]?.tur === "alan")).toBe(true);
  });

  it("asks every main area when a form shows several for the land type", () => {
    for (const land of set.common.arazi_vasfi_katalogu)
      for (const type of types.filter((t) => t.arazi_vasiflari.includes(land.id))) {
        const main = fieldsShown(type, land.id).filter((f) => f.ana_alan);
        if (main.length < 2) continue;
        const asked = analysisFields(types, land.id).map((f) => f.ad);
        for (const f of main) expect(asked).toContain(f.ad);
      }
  });
});

describe("typeFormValues", () => {
  it("puts the parcel area into a main area shown alone and derives alan_m2 from the shown main areas", () => {
    const { landTypeId, type } = landWithSoleMainArea();
    const main = fieldsShown(type, landTypeId).find((f) => f.ana_alan)!;
    const other = fieldsShown(type, landTypeId).find((f) => !f.ana_alan && f.tur === "alan" && f.arazi_vasiflari)!;
    const values = typeFormValues(type, landTypeId, { alan_m2: 30_000, values: { [other.ad]: 7_000 } });
    expect(values[main.ad]).toBe(30_000);
    expect(values[other.ad]).toBe(7_000);
    expect(values["alan_m2"]).toBe(30_000);
  });

  it("sums several main areas into alan_m2, as the calculation form sends it", () => {
    for (const land of set.common.arazi_vasfi_katalogu)
      for (const type of types) {
        const main = fieldsShown(type, land.id).filter((f) => f.ana_alan);
        if (main.length < 2) continue;
        const given = Object.fromEntries(main.map((f, i) => [f.ad, 1_000 * (i + 1)]));
        const values = typeFormValues(type, land.id, { alan_m2: 99, values: given });
        expect(values["alan_m2"]).toBe(main.reduce((s, _f, i) => s + 1_000 * (i + 1), 0));
      }
  });

  it("uses the parcel area for a form without main-area fields and applies the form's defaults", () => {
    const withDefault = types.find((t) =>
      t.form.alanlar.some((f) => f.varsayilan !== null && f.arazi_vasiflari === null),
    )!;
    const land = withDefault.arazi_vasiflari[0]!;
    const values = typeFormValues(withDefault, land, { alan_m2: 5_000, values: {} });
    expect(values["alan_m2"]).toBe(5_000);
    for (const f of withDefault.form.alanlar.filter((x) => x.varsayilan !== null))
      expect(values[f.ad]).toBe(f.varsayilan);
  });
});

describe("typeRequest and the rule files' parsel_analizi defaults", () => {
  it("fills an emsal_hakki default with the parcel's emsal right at the type's default ratio", () => {
    const [slug, file] = Object.entries(set.types).find(([, f]) =>
      Object.values(f.parsel_analizi?.varsayilanlar ?? {}).some((v) => typeof v === "object"),
    )!;
    const [field] = Object.entries(file.parsel_analizi!.varsayilanlar!).find(([, v]) => typeof v === "object")!;
    const type = types.find((t) => t.slug === slug)!;
    const request = typeRequest(set, type, input(type.arazi_vasiflari.at(-1)!, 10_000));
    const ratio = file.emsal.tur === "sabit" ? file.emsal.oran : set.common.emsal_oranlari.marjinal;
    expect(request[field]).toBeCloseTo(10_000 * ratio, 6);
    expect(request["alan_m2"]).toBe(10_000);
  });

  it("never lets a default override what the user gave, and carries the shared fields", () => {
    const { landTypeId, type } = landWithSoleMainArea();
    const other = fieldsShown(type, landTypeId).find((f) => !f.ana_alan && f.tur === "alan" && f.arazi_vasiflari)!;
    const request = typeRequest(set, type, {
      ...input(landTypeId, 20_000, { [other.ad]: 3_000 }),
      shared: { surum: "1.0.0", kapaliSuHavzasiIcinde: false },
    });
    expect(request).toMatchObject({ [other.ad]: 3_000, surum: "1.0.0", kapaliSuHavzasiIcinde: false });
  });

  it("names only catalogue fields in every parsel_analizi block, and every block has a note", () => {
    for (const versions of Object.values(registry.versions))
      for (const v of versions)
        for (const file of Object.values(v.types)) {
          if (!file.parsel_analizi) continue;
          expect(file.parsel_analizi.not).toBeTruthy();
          for (const name of Object.keys(file.parsel_analizi.varsayilanlar ?? {}))
            expect(v.common.girdi_alanlari).toHaveProperty(name);
        }
  });
});
