import { describe, expect, it } from "vitest";
import {
  AGAC_HATALARI,
  dikiliAlanKontrolu,
  failureBannerDetail,
  findSpecies,
  kaplamaYetersiz,
  missingArea,
  normaliseTrees,
  oliveDensity,
  requiredPerDecare,
  sortTreesTurkish,
  treeCover,
  type KontrolGirdisi,
} from "@worker/core/calculation/dikili-alan.ts";
import type { AgacTuru, DikiliEsikler } from "@worker/core/contracts/rule-set.ts";
import { profileFor } from "@worker/core/rules/land-profile-lookup.ts";
import { landProfilesOf } from "@worker/core/rules/land-profiles.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const { registry } = loadRepoRules();
const v100 = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
const catalogue = v100.common.sabitler["agac_cizelgesi"] as AgacTuru[];
const esikler = v100.types["bag-evi"]!.sabitler["esikler"] as DikiliEsikler;
const trees = (list: [number, string, number][]) =>
  normaliseTrees(
    list.map(([turid, tipi, sayi]) => ({ turid, tipi, sayi })),
    catalogue,
    50_000,
  ).trees;
const profiles = landProfilesOf(v100.types["bag-evi"]!.sabitler);
/** The check's input on a land type (default 'Dikili vasıflı'), with that land type's profile. */
const input = (over: Partial<Omit<KontrolGirdisi, "profil">>): KontrolGirdisi => {
  const arazi_vasfi = over.arazi_vasfi ?? "Dikili vasıflı";
  return {
    arazi_vasfi,
    profil: profileFor(profiles, arazi_vasfi, v100.common.arazi_vasfi_katalogu),
    dikiliAlan: 0,
    tarlaAlani: 0,
    zeytinlikAlani: 0,
    alan: 0,
    zeytinSayisi: null,
    agaclar: [],
    ...over,
  };
};

describe("tree catalogue (_ortak.json → sabitler.agac_cizelgesi)", () => {
  it("has the 43 species with Elma yarı bodur 80", () => {
    expect(catalogue).toHaveLength(43);
    expect(findSpecies(catalogue, 6)).toMatchObject({ tur: "Elma", normal: 20, bodur: 220, yariBodur: 80 });
    expect(findSpecies(catalogue, "18")?.tur).toBe("Ceviz");
    expect(findSpecies(catalogue, "çay")?.normal).toBe(1800);
    expect(findSpecies(catalogue, "İNCİR (TAZE)")?.sira).toBe(4);
    expect(findSpecies(catalogue, "Mango")).toBeNull();
  });

  it("sorts in Turkish order (Ç after C, Ş after S, Ü after U)", () => {
    const names = sortTreesTurkish(catalogue).map((t) => t.tur);
    expect(names.indexOf("Çay")).toBeGreaterThan(names.indexOf("Ceviz"));
    expect(names.indexOf("Şeftali")).toBeLessThan(names.indexOf("Trabzon Hurması"));
    expect(names.indexOf("Üvez")).toBeGreaterThan(names.indexOf("Turunç"));
    expect(names[0]).toBe("Ahududu");
  });

  it("falls back to the normal value with a warning for an undefined tree type", () => {
    expect(requiredPerDecare(findSpecies(catalogue, "Ceviz")!, "bodur")).toEqual({
      value: 10,
      warning: "Ceviz için bodur değeri tanımlı değil; normal değer kullanıldı.",
    });
  });

  it("normalises every accepted key spelling and type code", () => {
    const { trees: t } = normaliseTrees(
      [
        { secilenAgacTuru: 6, secilenAgacTipi: "yari_bodur", agacSayisi: 10 },
        { agacTuru: "Dut", sayi: "5" },
        { turAdi: "Gül", tipi: "yarı bodur", sayi: 1, gerekliAgacSayisi: 1 },
      ],
      catalogue,
      50_000,
    );
    expect(t.map((x) => [x.agacTuru, x.secilenAgacTipi, x.agacSayisi, x.gerekliAgacSayisi])).toEqual([
      ["Elma", "yaribodur", 10, 80],
      ["Dut", "normal", 5, 20],
      ["Gül", "yaribodur", 1, 750],
    ]);
  });

  it("refuses unknown species and bad counts with the AGAC_HATALARI messages", () => {
    expect(() => normaliseTrees([{ turid: 99, sayi: 1 }], catalogue, 50_000)).toThrow(AGAC_HATALARI.turBulunamadi);
    expect(() => normaliseTrees([{ sayi: 1 }], catalogue, 50_000)).toThrow(AGAC_HATALARI.turSecilmedi);
    expect(() => normaliseTrees([{ turid: 6, sayi: 0 }], catalogue, 50_000)).toThrow(AGAC_HATALARI.sayiPozitifDegil);
    expect(() => normaliseTrees([{ turid: 6, sayi: -3 }], catalogue, 50_000)).toThrow(AGAC_HATALARI.sayiPozitifDegil);
    expect(() => normaliseTrees([{ turid: 6, sayi: 50_001 }], catalogue, 50_000)).toThrow(AGAC_HATALARI.sayiCokYuksek);
    expect(normaliseTrees([{ turid: 6, sayi: 50_000 }], catalogue, 50_000).trees[0]?.agacSayisi).toBe(50_000);
  });
});

describe("tree cover (BAG-03) and olive density (BAG-04)", () => {
  it("computes 1000 × n / g per entry and caps the percent at 100", () => {
    const c = treeCover(6000, trees([[6, "yaribodur", 400]]));
    expect(c.kaplanAlan).toBe(5000);
    expect(c.oran).toBeCloseTo(83.333, 2);
    expect(treeCover(6000, trees([[6, "yaribodur", 480]])).oran).toBe(100);
    expect(treeCover(6000, trees([[6, "yaribodur", 2000]])).oran).toBe(100);
    expect(treeCover(6000, []).oran).toBe(0);
  });

  it("counts olive trees per decare; exactly 10 is the limit", () => {
    expect(oliveDensity(250, 25_000)).toBe(10);
    expect(oliveDensity(251, 25_000)).toBeCloseTo(10.04, 5);
    expect(oliveDensity(0, 25_000)).toBe(0);
    expect(oliveDensity(null, 25_000)).toBe(0);
  });
});

describe("area check (BAG-02…BAG-04)", () => {
  it("names the first missing area of the land type", () => {
    expect(missingArea(input({}))).toBe("Lütfen geçerli bir dikili alan girin.");
    expect(missingArea(input({ arazi_vasfi: "Tarla + herhangi bir dikili vasıflı", dikiliAlan: 100 }))).toBe(
      "Lütfen geçerli bir tarla alanı girin. Tarla alanı, dikili alan dahil toplam parsel büyüklüğüdür.",
    );
    expect(missingArea(input({ arazi_vasfi: "Tarla + Zeytinlik", tarlaAlani: 100, zeytinlikAlani: 0.5 }))).toBe(
      "Zeytinlik alanı pozitif bir sayı olmalıdır.",
    );
    expect(missingArea(input({ arazi_vasfi: "Sera" }))).toBe("Sera alanı pozitif bir sayı olmalıdır.");
    expect(
      missingArea(input({ arazi_vasfi: "Ham toprak, taşlık, kıraç, palamutluk, koruluk gibi diğer vasıflı" })),
    ).toBe("Alan pozitif bir sayı olmalıdır.");
    expect(missingArea(input({ arazi_vasfi: "Sera", alan: 10 }))).toBeNull();
  });

  it("Dikili vasıflı: 5 000 m² planted; entered trees must cover it fully, as on every land type with a planted part", () => {
    expect(dikiliAlanKontrolu(input({ dikiliAlan: 4999 }), esikler).message).toBe(
      "Bağ Evi Kontrolü Başarısız (Dikili Vasıflı Arazi - Dikili Alan < 5000 m²)",
    );
    expect(dikiliAlanKontrolu(input({ dikiliAlan: 4999 }), esikler).aciklama).toBe(
      "Dikili vasıflı arazilerinde bağ evi yapılabilmesi için dikili alan büyüklüğünün en az 0,5 hektar (5000 m²) olması gerekmektedir.",
    );
    const short = dikiliAlanKontrolu(input({ dikiliAlan: 6000, agaclar: trees([[18, "normal", 30]]) }), esikler);
    expect(short.type).toBe("error");
    expect(short.message).toBe("Bağ Evi Kontrolü Başarısız (Dikili Vasıflı Arazi - Ağaç Yoğunluğu Yetersiz)");
    expect(short.alanBilgisi).toMatchObject({ kaplanAlan: 3000, oran: 50 });
    expect(short.yeterlilik).toMatchObject({
      yeterli: false,
      kriter1: false,
      kriter2: false,
      oran: 50,
      minimumOran: 100,
      eksikOran: 50,
      dikiliAlanYeterli: true,
    });
    expect(kaplamaYetersiz(input({ dikiliAlan: 6000, agaclar: trees([[18, "normal", 30]]) }), esikler)).toBe(true);
    const full = dikiliAlanKontrolu(input({ dikiliAlan: 6000, agaclar: trees([[18, "normal", 60]]) }), esikler);
    expect(full.type).toBe("success");
    expect(full.message).toBe(
      "Bağ Evi Kontrolü Başarılı (Dikili Vasıflı Arazi - Dikili Alan ≥ 5000 m² ve Ağaç Yoğunluğu Yeterli)",
    );
    // No trees entered: the planted area alone decides (the result stays assumed until a check with trees).
    expect(dikiliAlanKontrolu(input({ dikiliAlan: 6000 }), esikler).type).toBe("success");
  });

  it("one tree-cover rule for every land type with a planted part: short cover fails, full cover passes, none entered is not judged", () => {
    const planted = v100.common.arazi_vasfi_katalogu.filter(
      (t) => profileFor(profiles, t.ad, v100.common.arazi_vasfi_katalogu).dikili_kismi,
    );
    expect(planted.map((t) => t.id).sort()).toEqual([1, 2, 5, 7]);
    for (const { ad } of planted) {
      const on = (agaclar: ReturnType<typeof trees>) =>
        input({ arazi_vasfi: ad, dikiliAlan: 6000, tarlaAlani: 10_000, zeytinSayisi: 0, agaclar });
      // 5 apple trees (20 per decare needed): 250 m² of 6 000 m².
      const short = dikiliAlanKontrolu(on(trees([[6, "normal", 5]])), esikler);
      expect(short.type, ad).toBe("error");
      expect(short.message, ad).toContain("Ağaç Yoğunluğu Yetersiz");
      expect(kaplamaYetersiz(on(trees([[6, "normal", 5]])), esikler), ad).toBe(true);
      expect(failureBannerDetail(on(trees([[6, "normal", 5]])), short, esikler), ad).toBe(
        "Yoğunluk yetersiz: %4.2 < %100",
      );
      const full = dikiliAlanKontrolu(on(trees([[6, "normal", 120]])), esikler);
      expect(full.type, ad).toBe("success");
      expect(full.message, ad).toContain("Ağaç Yoğunluğu Yeterli");
      expect(dikiliAlanKontrolu(on([]), esikler).type, ad).toBe("success");
    }
  });

  it("Tarla + dikili: planted with full cover, or a big field; trees only informative with the big field", () => {
    const base = { arazi_vasfi: "Tarla + herhangi bir dikili vasıflı", tarlaAlani: 10_000, dikiliAlan: 6000 };
    const short = dikiliAlanKontrolu(input({ ...base, agaclar: trees([[6, "yaribodur", 400]]) }), esikler);
    expect(short.message).toBe("Bağ Evi Kontrolü Başarısız (Ağaç Yoğunluğu Yetersiz)");
    expect(short.yeterlilik).toMatchObject({ yeterli: false, oran: 83.3, minimumOran: 100, eksikOran: 16.7 });
    expect(failureBannerDetail(input({ ...base, agaclar: trees([[6, "yaribodur", 400]]) }), short, esikler)).toBe(
      "Yoğunluk yetersiz: %83.3 < %100",
    );
    const full = dikiliAlanKontrolu(input({ ...base, agaclar: trees([[6, "yaribodur", 480]]) }), esikler);
    expect(full.message).toBe("Bağ Evi Kontrolü Başarılı (Dikili Alan ≥ 5000 m² ve Ağaç Yoğunluğu Yeterli)");
    const big = dikiliAlanKontrolu(
      input({ ...base, tarlaAlani: 25_000, dikiliAlan: 3000, agaclar: trees([[18, "normal", 5]]) }),
      esikler,
    );
    expect(big.message).toBe("Bağ Evi Kontrolü Başarılı (Büyük Tarla Alanı - Ağaç hesabı bilgi amaçlı)");
    expect(big.alanBilgisi).toMatchObject({ kaplanAlan: 500, oran: 16.7 });
    const noTrees = dikiliAlanKontrolu(input({ ...base, tarlaAlani: 25_000, dikiliAlan: 1000 }), esikler);
    expect(noTrees.message).toBe("Bağ Evi Kontrolü Başarılı (Büyük Tarla Alanı ≥ 20000 m²)");
    const both = input({ ...base, tarlaAlani: 10_000, dikiliAlan: 3000 });
    const fail = dikiliAlanKontrolu(both, esikler);
    expect(fail.message).toBe("Bağ Evi Kontrolü Başarısız (Dikili Alan < 5000 m² ve Tarla Alanı < 20000 m²)");
    expect(failureBannerDetail(both, fail, esikler)).toBe(
      "Dikili alan: 3000 m² < 5000 m² ve Tarla alanı: 10000 m² < 20000 m²",
    );
  });

  it("field, greenhouse and raw land thresholds and their messages", () => {
    const t = (arazi_vasfi: string, over: Partial<KontrolGirdisi>) =>
      dikiliAlanKontrolu(input({ arazi_vasfi, ...over }), esikler).message;
    expect(t("Tarla", { tarlaAlani: 19_999 })).toBe("Bağ Evi Kontrolü Başarısız (Tarla - Alan < 20000 m²)");
    expect(t("Tarla", { tarlaAlani: 20_000 })).toBe(
      "Bağ Evi Kontrolü Başarılı (Tarla - Büyük Tarla Kriteri ≥ 20000 m²)",
    );
    expect(t("Tarla + Zeytinlik", { tarlaAlani: 19_000, zeytinlikAlani: 5000 })).toBe(
      "Bağ Evi Kontrolü Başarısız (Tarla + Zeytinlik - Tarla Alanı < 20000 m²)",
    );
    expect(t("Tarla + Zeytinlik", { tarlaAlani: 20_500, zeytinlikAlani: 100 })).toBe(
      "Bağ Evi Kontrolü Başarılı (Tarla + Zeytinlik - Büyük Tarla Kriteri)",
    );
    expect(t("Sera", { alan: 2999 })).toBe("Bağ Evi Kontrolü Başarısız (Sera - Alan < 3000 m²)");
    expect(t("Sera", { alan: 3000 })).toBe("Bağ Evi Kontrolü Başarılı (Sera - Minimum Alan ≥ 3000 m²)");
    const ham = "Ham toprak, taşlık, kıraç, palamutluk, koruluk gibi diğer vasıflı";
    expect(t(ham, { alan: 19_999 })).toBe("Bağ Evi Kontrolü Başarısız (Ham Toprak Vasıflı - Alan < 20000 m²)");
    expect(t(ham, { alan: 20_000 })).toBe("Bağ Evi Kontrolü Başarılı (Ham Toprak Vasıflı - Minimum Alan ≥ 20000 m²)");
  });

  it("olive land types: density above 10 per decare fails with its own message", () => {
    const zt = dikiliAlanKontrolu(
      input({ arazi_vasfi: "Zeytin ağaçlı + tarla", tarlaAlani: 60_000, zeytinSayisi: 900 }),
      esikler,
    );
    expect(zt.message).toBe("Bağ Evi Kontrolü Başarısız (Zeytin Ağaçlı + Tarla - Zeytin Yoğunluğu Fazla)");
    expect(zt.aciklama).toBe("Dekara 10 ağaçtan fazla zeytin ağacı olamaz.");
    expect(zt.zeytinYogunlugu).toBe(15);
    const at10 = dikiliAlanKontrolu(
      input({ arazi_vasfi: "Adetli Zeytin Ağacı bulunan tarla", tarlaAlani: 25_000, zeytinSayisi: 250 }),
      esikler,
    );
    expect(at10.type).toBe("success");
    expect(at10.message).toBe("Bağ Evi Kontrolü Başarılı (Adetli Zeytin Ağacı bulunan Tarla - Büyük Tarla Kriteri)");
    const planted = dikiliAlanKontrolu(
      input({ arazi_vasfi: "Zeytin ağaçlı + herhangi bir dikili vasıf", dikiliAlan: 6000, zeytinSayisi: 80 }),
      esikler,
    );
    expect(planted.zeytinYogunluguUygun).toBe(false);
    expect(planted.alanKriteriSaglandi).toBe(true);
    expect(planted.message).toBe("Bağ Evi Kontrolü Başarısız (Zeytin Ağaçlı + Dikili Vasıf - Zeytin Yoğunluğu Fazla)");
  });

  it("trees never change the result for land types without a planted part", () => {
    for (const arazi_vasfi of ["Tarla", "Zeytin ağaçlı + tarla", "Sera"]) {
      const g = { arazi_vasfi, tarlaAlani: 60_000, alan: 60_000, zeytinSayisi: 0 };
      const withTrees = dikiliAlanKontrolu(input({ ...g, agaclar: trees([[18, "normal", 1]]) }), esikler);
      expect(withTrees.yeterlilik.yeterli, arazi_vasfi).toBe(true);
      expect(withTrees.yeterlilik.minimumOran, arazi_vasfi).toBe(0);
    }
    const banner = failureBannerDetail(
      input({ arazi_vasfi: "Tarla", tarlaAlani: 100 }),
      dikiliAlanKontrolu(input({ arazi_vasfi: "Tarla", tarlaAlani: 100 }), esikler),
      esikler,
    );
    expect(banner).toBe("Ağaç yoğunluğu hesaplaması yapılmamıştır");
  });
});
