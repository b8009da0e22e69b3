/**
 * How the area check's result is told and handed over (web/src/entities/calculation/area-check-result.ts, the drawer's logic.ts and
 * the form's area-check-bridge.ts; issue #46): the story of a check against what the calculation says about it
 * (`manuel_kontrol`, worker/core/calculation/facts/bag-evi-kontrolu.ts: on planted land a check counts only with trees),
 * the values a result would replace in the form, the hints of taken-over values and what each drawer button does.
 * Rule data, land types and answers come from the repository's rule files.
 */
import { describe, expect, it } from "vitest";
import { addTree, buttonHelp, checkSufficiency, landProfile, oliveCountFor } from "@web/features/area-check/logic.ts";
import { transferHint } from "@web/features/calculation/area-check-bridge.ts";
import { fieldBody, landTypeIdOf } from "@web/features/calculation/fields.ts";
import { fieldsShown } from "@worker/core/calculation/form-fields.ts";
import { inputText } from "@web/lib/number-input.ts";
import {
  checkStory,
  copyToForm,
  formChanges,
  measuredText,
  type AddedTree,
  type AreaCheckResult,
  type Areas,
} from "@web/entities/calculation/area-check-result.ts";
import type { AgacTuru, DikiliEsikler } from "@worker/core/contracts/rule-set.ts";
import { versionBySurum } from "@worker/core/rules/registry.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { repoCalculation } from "./repo-calculation.ts";
import { repoRuleSet, repoType } from "./repo-rule-set.ts";

const V1 = versionBySurum(loadRepoRules().registry, "izmir-tarimsal-yapilar", "1.0.0")!;
const bagEvi = V1.types["bag-evi"]!;
const CATALOGUE = V1.common.sabitler["agac_cizelgesi"] as AgacTuru[];
const ESIKLER = bagEvi.sabitler["esikler"] as DikiliEsikler;
const SETTINGS = {
  agaclar: [...CATALOGUE],
  esikler: ESIKLER,
  arazi_profilleri: bagEvi.sabitler.arazi_profilleri!,
  arazi_vasiflari: V1.common.arazi_vasfi_katalogu.map(({ id, ad }) => ({ id, ad })),
};
const P = (landType: string) => landProfile(SETTINGS, landType);
/** The land types of the vineyard house with a planted part (their profiles' `dikili_kismi`). */
const PLANTED = V1.common.arazi_vasfi_katalogu.map((t) => t.ad).filter((ad) => P(ad).dikili_kismi);

/** Walnut trees (Ceviz, normal) covering `m2` of planted land in full (the catalogue's count per 1 000 m²). */
function walnutsCovering(m2: number): AddedTree[] {
  const ceviz = CATALOGUE.find((t) => t.tur === "Ceviz")!;
  return addTree([], CATALOGUE, ceviz.sira, "normal", String(Math.ceil((m2 / 1000) * ceviz.normal)), 50_000);
}

/** The planted area the criterion needs (with 1 000 m² to spare), and a field holding it (not enough alone). */
const PLANTED_MIN = ESIKLER.dikili_asgari_m2!;
const AREAS: Areas = { dikiliAlan: PLANTED_MIN + 1000, tarlaAlani: PLANTED_MIN + 2000, zeytinlikAlani: 0 };

/**
 * What the drawer's 'Devam' hands over for a land type, and the calculation of the form it fills: the fields the
 * result copies (and a few olive trees where the land type counts them), sent as the form sends its shown fields.
 */
async function handOver(landType: string, trees: AddedTree[]) {
  const profile = P(landType);
  const areas: Areas = { ...AREAS, tarlaAlani: profile.pencere.alanlar.includes("tarla") ? AREAS.tarlaAlani : 0 };
  const olives = Object.fromEntries((profile.zeytin?.sayilar ?? []).map((f) => [f, "10"]));
  const copied = Object.entries(copyToForm("dikili-alan", profile, areas)).map(([k, v]) => [k, inputText(v)]);
  const values: Record<string, string> = { ...olives, ...Object.fromEntries(copied) };
  const shown = fieldsShown(repoType("bag-evi"), landTypeIdOf(repoRuleSet().arazi_vasiflari, landType));
  const { sonuc } = checkSufficiency(landType, areas, trees, SETTINGS, oliveCountFor(profile, values));
  const result: AreaCheckResult = {
    ...areas,
    dikiliAlanKontrolSonucu: sonuc,
    eklenenAgaclar: trees,
    alanTipi: landType,
    agacSayisi: trees.reduce((n, t) => n + t.sayi, 0),
    preliminaryCheck: true,
  };
  const answer = await repoCalculation("bag-evi", "1.0.0", {
    arazi_vasfi: landType,
    ...fieldBody(shown, values),
    manuel_kontrol_sonucu: result,
  });
  return { story: checkStory(profile, sonuc, areas, trees.length), answer: answer.data };
}

describe("checkStory: the drawer and the banner tell what the calculation counts", () => {
  it("finds the planted land types in the rule files", () => {
    expect(PLANTED).toEqual(expect.arrayContaining(["Dikili vasıflı", "Tarla + herhangi bir dikili vasıflı"]));
  });

  it.each(PLANTED)(
    "%s without trees: areas measured, planting not verified — and no manual check to the calculation",
    async (landType) => {
      const { story, answer } = await handOver(landType, []);
      expect(answer.manuel_kontrol).toBe(false);
      expect(answer.izin_durumu).toBe("izin_verilebilir_varsayimsal");
      expect(story.kind).toBe("info");
      expect(story.title).toMatch(/^Alan(lar)? ölçüldü: .* — dikili vasıf doğrulanmadı \(ağaç girilmedi\)$/);
      expect(story.title + (story.message ?? "") + (story.note ?? "")).not.toMatch(/başarılı/i);
      expect(story.note).toContain("manuel alan kontrolü sayılmaz");
    },
  );

  it.each(PLANTED)(
    "%s with trees covering the planted area: a planted-area check the calculation rests on",
    async (landType) => {
      const { story, answer } = await handOver(landType, walnutsCovering(AREAS.dikiliAlan));
      expect(answer.manuel_kontrol).toBe(true);
      expect(answer.izin_durumu).toBe("izin_verilebilir");
      expect(story).toMatchObject({ kind: "success", title: "Dikili alan kontrolü başarılı", note: null });
    },
  );

  it("names the measured area, or each area where the land type has two", () => {
    expect(measuredText(P("Dikili vasıflı"), { dikiliAlan: 6000, tarlaAlani: 0, zeytinlikAlani: 0 })).toBe(
      "Alan ölçüldü: 6.000 m²",
    );
    expect(
      measuredText(P("Tarla + herhangi bir dikili vasıflı"), {
        dikiliAlan: 6000,
        tarlaAlani: 15000,
        zeytinlikAlani: 0,
      }),
    ).toBe("Alanlar ölçüldü: Tarla alanı 15.000 m², Dikili alan 6.000 m²");
  });

  it("keeps a failed area a failure, and land without a planting an area check", () => {
    const short = checkSufficiency("Dikili vasıflı", { ...AREAS, dikiliAlan: 4000 }, [], SETTINGS, null).sonuc;
    expect(checkStory(P("Dikili vasıflı"), short, { ...AREAS, dikiliAlan: 4000 }, 0)).toMatchObject({
      kind: "error",
      title: "Alan kontrolü başarısız",
      message: short.message,
    });
    const field = checkSufficiency("Tarla", { ...AREAS, tarlaAlani: 25000 }, [], SETTINGS, null).sonuc;
    expect(checkStory(P("Tarla"), field, AREAS, 0)).toMatchObject({ kind: "success", title: "Alan kontrolü başarılı" });
  });
});

describe("formChanges: a result replaces what the person put in the form only when they confirm", () => {
  const own = { alan_m2: { value: 6000, label: "Arazi alanı" } };
  const planted = (dikiliAlan: number) => ({ tarlaAlani: 0, dikiliAlan, zeytinlikAlani: 0 });

  it("lists a typed value the check would change, with both values and the unit", () => {
    expect(formChanges("dikili-alan", P("Dikili vasıflı"), planted(4000), own)).toEqual([
      { field: "alan_m2", label: "Arazi alanı", from: 6000, to: 4000, unit: "m²" },
    ]);
  });

  it("lists nothing when the values agree, or for fields the person did not fill", () => {
    expect(formChanges("dikili-alan", P("Dikili vasıflı"), planted(6000), own)).toEqual([]);
    expect(formChanges("dikili-alan", P("Dikili vasıflı"), planted(4000), {})).toEqual([]);
  });

  it("lists nothing a result would not copy (a check without the land type's areas)", () => {
    const both = { tarla_alani: { value: 20000, label: "Tarla alanı" } };
    expect(formChanges("dikili-alan", P("Tarla + herhangi bir dikili vasıflı"), planted(6000), both)).toEqual([]);
    expect(
      formChanges(
        "dikili-alan",
        P("Tarla + herhangi bir dikili vasıflı"),
        { ...planted(6000), directTransfer: true },
        both,
      ),
    ).toEqual([]);
  });

  it("counts the mulberry trees in trees, not square metres", () => {
    const counts = { dut_agaci_sayisi: { value: 50, label: "Dut ağacı sayısı" } };
    expect(formChanges("dut-bahcesi", null, { ...planted(4000), agacSayisi: 80 }, counts)).toEqual([
      { field: "dut_agaci_sayisi", label: "Dut ağacı sayısı", from: 50, to: 80, unit: "ağaç" },
    ]);
  });
});

describe("transferHint: map data only for a drawing or a parcel file", () => {
  it("calls a drawn or parcel-file value map data", () => {
    expect(transferHint("harita", 12345, "m²")).toEqual({
      inUse: "Harita verisi kullanılıyor",
      overridden: "Manuel değer kullanılıyor (Harita: 12.345 m²)",
      restore: "Harita bilgisini kullan",
    });
    expect(transferHint("parsel", 12345, "m²").inUse).toBe("Harita verisi kullanılıyor");
  });

  it("calls an area typed in the area check what it is", () => {
    expect(transferHint("alan-kontrolu", 4000, "m²")).toEqual({
      inUse: "Alan kontrolünden aktarıldı",
      overridden: "Manuel değer kullanılıyor (Alan kontrolü: 4.000 m²)",
      restore: "Alan kontrolü değerini kullan",
    });
  });
});

describe("buttonHelp: what each drawer button does and changes in the form", () => {
  it.each(["dikili-alan", "dut-bahcesi", "depo-alani"] as const)("says it for every button in the %s case", (c) => {
    const help = buttonHelp(c);
    expect(Object.keys(help).sort()).toEqual(["aktar", "devam", "hesapla", "temizle"]);
    expect(help.hesapla).toContain("forma bir şey yazmaz");
    expect(help.temizle).toContain("sizin yazdıklarınız kalır");
    for (const b of ["aktar", "devam"] as const)
      expect(help[b]).toMatch(/forma .*Formda sizin yazdığınız farklı bir değer varsa önce sorar\.$/);
  });

  it("tells that a direct transfer of a vineyard house's areas does not verify the planting", () => {
    expect(buttonHelp("dikili-alan").aktar).toContain("ağaçlar aktarılmaz, dikili vasıf doğrulanmaz");
  });
});
