/** haraKapasitesi (HARA-01…HARA-03): boxes, müştemilat items, the capacity search and the optional buildings. */
import { describe, expect, it } from "vitest";
import {
  haraBokslari,
  haraKalemAlani,
  haraKapasiteBul,
  haraKapasitesi,
  haraZorunluProgram,
  type HaraKalemi,
} from "@worker/core/calculation/facts/hara-kapasitesi.ts";
import type { FactContext, Girdi } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum, emsalOf, sabitlerOf } from "./fact-context.ts";

const sabit = sabitlerOf("hara");
const zorunlu = sabitlerOf("hara")["zorunlu_kalemler"] as HaraKalemi[];
const opsiyonel = sabitlerOf("hara")["opsiyonel_kalemler"] as HaraKalemi[];
const need = (b: number) => haraZorunluProgram(b, sabit).toplam;

function ctx(alan_m2: number, tur: "marjinal" | "mutlak_dikili" = "marjinal"): FactContext {
  return {
    girdi: { alan_m2, arazi_vasfi: "Tarla", arazi_vasfi_id: 10 } as unknown as Girdi,
    sabit,
    emsal: emsalOf(tur),
    konum: izmirKonum(),
  };
}

describe("haraKapasitesi — boxes", () => {
  it("mixes 85 % mares and 5 % stallions (floored), foaling boxes the rest", () => {
    expect(haraBokslari(10, sabit)).toEqual({ kisrak: 8, aygir: 0, yavrulama: 2, ahir: 178 });
    expect(haraBokslari(20, sabit)).toMatchObject({ kisrak: 17, aygir: 1, yavrulama: 2 });
    expect(haraBokslari(1000, sabit)).toEqual({ kisrak: 850, aygir: 50, yavrulama: 100, ahir: 17350 });
    for (let b = 10; b <= 1000; b++) {
      const m = haraBokslari(b, sabit);
      expect(m.kisrak + m.aygir + m.yavrulama).toBe(b);
      expect(m.ahir).toBe(16 * m.kisrak + 25 * (m.aygir + m.yavrulama));
    }
  });

  it("the barn grows by 16 or 25 m² per added box", () => {
    for (let b = 10; b < 1000; b++)
      expect([16, 25]).toContain(haraBokslari(b + 1, sabit).ahir - haraBokslari(b, sabit).ahir);
  });
});

describe("haraKapasitesi — müştemilat items", () => {
  it("gives 66 + 95 + 52.5 + 42 = 255.5 m² of mandatory items at 10 boxes (433.5 m² with the barn)", () => {
    expect(zorunlu.map((k) => haraKalemAlani(k, 10, 10))).toEqual([66, 95, 52.5, 42]);
    expect(need(10)).toBeCloseTo(433.5, 9);
  });

  it("is continuous at each item's threshold t and reaches its cap (650 m² mandatory in all)", () => {
    for (const k of [...zorunlu, ...opsiyonel]) {
      if (!k.esik) continue;
      const t = k.esik.t;
      expect(Math.abs(haraKalemAlani(k, t + 1, 10) - haraKalemAlani(k, t, 10)), k.ad).toBeLessThan(k.ref);
      expect(haraKalemAlani(k, 1000, 10), k.ad).toBe(k.esik.cap);
    }
    expect(haraZorunluProgram(1000, sabit).zorunlu).toBe(650);
  });

  it("applies Kapalı Manej's threshold configuration (the reference missed it): 2 000 m² at 55 boxes", () => {
    const manej = opsiyonel.find((k) => k.ad === "Kapalı Manej")!;
    expect(manej.esik).toEqual({ cap: 2000, kbf: 0.7, t: 50 });
    expect(haraKalemAlani(manej, 55, 10)).toBe(2000);
    // Without the configuration the plain root curve would give 600 + 800 × √5.5 × 0.7 ≈ 1 913.3 m².
    expect(haraKalemAlani({ ...manej, esik: undefined }, 55, 10)).toBeCloseTo(1913.32, 2);
  });

  it("never goes below an item's minimum", () => {
    for (const k of [...zorunlu, ...opsiyonel])
      for (let b = 10; b <= 1000; b += 7) expect(haraKalemAlani(k, b, 10)).toBeGreaterThanOrEqual(k.min);
  });
});

describe("haraKapasitesi — capacity", () => {
  it("barn plus mandatory items increase with the box count", () => {
    for (let b = 10; b < 1000; b++) expect(need(b + 1), `b = ${b}`).toBeGreaterThan(need(b));
  });

  it("is the largest box count in [10, 1000] that fits, and monotone in EH", () => {
    let prev = 0;
    for (let eh = 400; eh <= 20000; eh += 3.7) {
      const b = haraKapasiteBul(eh, sabit);
      expect(b, `EH ${eh}`).toBeGreaterThanOrEqual(prev);
      prev = b;
      if (b === 0) {
        expect(need(10)).toBeGreaterThan(eh);
        continue;
      }
      expect(b).toBeGreaterThanOrEqual(10);
      expect(b).toBeLessThanOrEqual(1000);
      expect(need(b)).toBeLessThanOrEqual(eh + 1e-9);
      if (b < 1000) expect(need(b + 1)).toBeGreaterThan(eh);
    }
  });

  it("refuses below 433.5 m² and allows exactly 10 boxes at 433.5 m²", () => {
    expect(haraKapasiteBul(433.49, sabit)).toBe(0);
    expect(haraKapasiteBul(433.5, sabit)).toBe(10);
    const r = haraKapasitesi(ctx(2167));
    expect(r.degerler["kapasite_var"]).toBe(false);
    expect(r.degerler["asgari_tesis_m2"]).toBeCloseTo(433.5, 9);
    expect(r.ciktilar["uretim_kapasitesi"]).toBeUndefined();
  });

  it("the closed programme never exceeds the emsal and the remaining emsal closes the sum", () => {
    for (let alan = 2168; alan <= 200000; alan += 997) {
      for (const tur of ["marjinal", "mutlak_dikili"] as const) {
        const r = haraKapasitesi(ctx(alan, tur));
        if (r.degerler["kapasite_var"] !== true) continue;
        const c = r.ciktilar as Record<string, number>;
        expect(c["yapi_alani"]!).toBeLessThanOrEqual(c["maksimum_emsal_alani_m2"]! + 0.01);
        expect(c["kalan_emsal"]!).toBeGreaterThanOrEqual(0);
        expect(c["ahir_alani_m2"]! + c["mustemilat_alani_m2"]! + c["opsiyonel_yapi_alani_m2"]!).toBeCloseTo(
          c["yapi_alani"]!,
          2,
        );
      }
    }
  });
});

describe("haraKapasitesi — optional buildings and outputs", () => {
  it("adds the optional items in order, each only when the remaining emsal covers it (skipping one that does not)", () => {
    // 1 000 boxes need 18 000 m²; 100 m² left: İdari Bina (250) does not fit, Veteriner Kliniği (100) does.
    const r = haraKapasitesi(ctx(90500)); // EH 18 100
    expect(r.ciktilar["uretim_kapasitesi"]).toBe(1000);
    expect(r.ciktilar["opsiyonel_yapilar"]).toEqual([{ ad: "Veteriner Kliniği", taban_m2: 100, toplam_m2: 100 }]);
    expect(r.ciktilar["kalan_emsal"]).toBe(0);
    const hepsi = haraKapasitesi(ctx(200000)).ciktilar["opsiyonel_yapilar"] as { ad: string }[];
    expect(hepsi.map((o) => o.ad)).toEqual(["İdari Bina", "Veteriner Kliniği", "Kapalı Manej"]);
  });

  it("returns the box count, the mix, the open areas (32 + 18 m² per box) and the result text", () => {
    const r = haraKapasitesi(ctx(5000));
    expect(r.ciktilar["uretim_kapasitesi"]).toBe(32);
    expect(r.ciktilar["kapasite_birimi"]).toBe("boks");
    expect(r.ciktilar["boks_dagilimi"]).toEqual({ kisrak: 27, aygir: 1, yavrulama: 4 });
    expect(r.ciktilar["padok_alani_m2"]).toBe(1024);
    expect(r.ciktilar["manej_alani_m2"]).toBe(576);
    expect(r.ciktilar["acik_alan_m2"]).toBe(1600);
    expect(r.degerler["sonuc_metni"]).toBe("TESİS YAPILABİLİR (32 BOKS KAPASİTELİ HARA)");
  });

  it("reports the caretaker house with a total of twice its floor area", () => {
    const detay = haraKapasitesi(ctx(10000)).ciktilar["mustemilat_detaylari"] as {
      ad: string;
      taban_m2: number;
      toplam_m2: number;
    }[];
    expect(detay[0]).toEqual({ ad: "Bakıcı Evi", taban_m2: 150, toplam_m2: 300 });
  });
});
