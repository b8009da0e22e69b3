/** sigirKapasitesi: the cattle engine (SUT, BESI rules) with the süt and besi constants of the 1.0.0 rule files. */
import { describe, expect, it } from "vitest";
import {
  gerekliAlan,
  hayvanKapasitesiBul,
  hayvanProgrami,
  hayvanSabitleri,
  kalemAlani,
  sigirKapasitesi,
  type MustemilatKalemi,
} from "@worker/core/calculation/facts/sigir-kapasitesi.ts";
import type { FactContext, Girdi } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum, emsalOf, sabitlerOf } from "./fact-context.ts";

const SUT = sabitlerOf("sut-sigirciligi");
const BESI = sabitlerOf("besi-sigirciligi");
const sut = hayvanSabitleri(SUT);
const besi = hayvanSabitleri(BESI);

function ctx(
  sabit: Record<string, unknown>,
  alan_m2: number,
  tur: "marjinal" | "mutlak_dikili" = "marjinal",
): FactContext {
  return {
    girdi: { alan_m2, arazi_vasfi: "Tarla", arazi_vasfi_id: 10 } as unknown as Girdi,
    sabit,
    emsal: emsalOf(tur),
    konum: izmirKonum(),
  };
}

/** The reference model's literal search: h from floor(EH × 5/7 / 15) down to 0, skipping h = 1. */
function specSearch(p: ReturnType<typeof hayvanSabitleri>, eh: number): number {
  for (let h = Math.floor((eh * 5) / 7 / 15); h >= 2; h--) if (gerekliAlan(p, h) <= eh + 1e-9) return h;
  return 0;
}

describe("cattle engine — root curve continuous at 100 head (no capacity jump)", () => {
  const kokKalemleri = (sabitlerOf("sut-sigirciligi")["mustemilat_kalemleri"] as MustemilatKalemi[]).filter(
    (k) => k.tur === "kok_egrisi",
  );

  it("has no step between 100 and 100 + ε head for any root-curve item", () => {
    for (const k of kokKalemleri) {
      const at100 = kalemAlani(k, 100, 100)!;
      const above = kalemAlani(k, 100 + 1e-7, 100)!;
      expect(Math.abs(above - at100), k.ad).toBeLessThan(1e-5);
    }
  });

  it("never decreases from one head count to the next (no restart above 100 head)", () => {
    for (const k of kokKalemleri) {
      let previous = kalemAlani(k, 10, 100)!;
      for (let h = 11; h <= 3000; h++) {
        const a = kalemAlani(k, h, 100)!;
        expect(a, `${k.ad} at ${h}`).toBeGreaterThanOrEqual(previous - 1e-12);
        previous = a;
      }
    }
  });

  it("süt: 13 800 m² → 90 head and 13 900 m² → 91 head (the reference jumped to 101)", () => {
    expect(sigirKapasitesi(ctx(SUT, 13_800)).ciktilar["uretim_kapasitesi"]).toBe(90);
    expect(sigirKapasitesi(ctx(SUT, 13_900)).ciktilar["uretim_kapasitesi"]).toBe(91);
  });

  it("besi: 13 800 m² → 100 head and 20 000 m² → 150 head (the reference gave 105 / 155)", () => {
    expect(sigirKapasitesi(ctx(BESI, 13_800)).ciktilar["uretim_kapasitesi"]).toBe(100);
    expect(sigirKapasitesi(ctx(BESI, 20_000)).ciktilar["uretim_kapasitesi"]).toBe(150);
  });
});

describe("cattle engine — capacity search", () => {
  for (const [ad, p] of [
    ["süt", sut],
    ["besi", besi],
  ] as const) {
    it(`${ad}: capacity is monotone in EH and equals the reference model's downward search (EH 0 … 9 000 m²)`, () => {
      let previous = 0;
      for (let eh = 0; eh <= 9000; eh += 1.7) {
        const h = hayvanKapasitesiBul(p, eh);
        expect(h, `EH ${eh}`).toBeGreaterThanOrEqual(previous);
        expect(h, `EH ${eh}`).toBe(specSearch(p, eh));
        previous = h;
      }
    });

    it(`${ad}: the chosen programme fits the emsal and one more head does not`, () => {
      for (let eh = 101; eh <= 40_000; eh += 97.3) {
        const h = hayvanKapasitesiBul(p, eh);
        expect(h, `EH ${eh}`).toBeGreaterThanOrEqual(2);
        expect(gerekliAlan(p, h), `EH ${eh}`).toBeLessThanOrEqual(eh + 1e-9);
        expect(gerekliAlan(p, h + 1), `EH ${eh}`).toBeGreaterThan(eh);
      }
    });

    it(`${ad}: never 1 head (barn below 30 m²) and 0 when not even 2 head fit`, () => {
      expect(hayvanKapasitesiBul(p, gerekliAlan(p, 2) - 0.01)).toBe(0);
      expect(hayvanKapasitesiBul(p, gerekliAlan(p, 2))).toBe(2);
    });
  }

  it("the result fields add up: yapi_alani = B + C + house floor, kalan = EH − yapi_alani, within the emsal", () => {
    for (let alan = 500; alan <= 200_000; alan += 7_919) {
      for (const sabit of [SUT, BESI]) {
        const c = sigirKapasitesi(ctx(sabit, alan)).ciktilar;
        const n = (k: string) => c[k] as number;
        if (!n("uretim_kapasitesi")) continue;
        const ev = (c["bakici_evi"] as { taban_m2: number }).taban_m2;
        expect(n("ahir_alani_m2")).toBeCloseTo(15 * n("uretim_kapasitesi"), 9);
        expect(n("yapi_alani")).toBeCloseTo(n("ahir_alani_m2") + n("mustemilat_alani_m2") + ev, 1);
        expect(n("kalan_emsal")).toBeCloseTo(n("maksimum_emsal_alani_m2") - n("yapi_alani"), 1);
        expect(n("kalan_emsal")).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe("cattle engine — caretaker house only at or above T", () => {
  it("süt: no house below 25 head; 75/150 from 25 head; capacity held at 24 until the house fits", () => {
    expect(hayvanProgrami(sut, 24).ev).toEqual({ taban: 0, toplam: 0 });
    expect(hayvanProgrami(sut, 25).ev).toEqual({ taban: 75, toplam: 150 });
    const need25 = gerekliAlan(sut, 25);
    expect(hayvanKapasitesiBul(sut, need25 - 0.01)).toBe(24);
    expect(hayvanKapasitesiBul(sut, need25)).toBe(25);
  });

  it("besi: held at 49 head on 7 000 m² (house does not fit), 50 head with 75/150 on 7 103 m²", () => {
    const a = sigirKapasitesi(ctx(BESI, 7000));
    expect(a.ciktilar["uretim_kapasitesi"]).toBe(49);
    expect(a.ciktilar["bakici_evi_hakki"]).toBe(false);
    expect(a.ciktilar["bakici_evi"]).toEqual({ taban_m2: 0, toplam_m2: 0 });
    const b = sigirKapasitesi(ctx(BESI, 7103));
    expect(b.ciktilar["uretim_kapasitesi"]).toBe(50);
    expect(b.ciktilar["bakici_evi"]).toEqual({ taban_m2: 75, toplam_m2: 150 });
  });

  it("chooses 150/300 only when the closed area B + C exceeds 1 500 m²", () => {
    for (let h = 25; h <= 200; h++) {
      const p = hayvanProgrami(sut, h);
      const kapali = p.B + p.C;
      expect(p.ev.taban, `h ${h}`).toBe(kapali > 1500 ? 150 : 75);
      expect(kapali, `h ${h}`).toBeGreaterThanOrEqual(550);
    }
  });

  it("never builds a house for a capacity below T over a parcel scan", () => {
    for (let alan = 400; alan <= 30_000; alan += 37) {
      for (const [sabit, T] of [
        [SUT, 25],
        [BESI, 50],
      ] as const) {
        const c = sigirKapasitesi(ctx(sabit, alan)).ciktilar;
        const h = c["uretim_kapasitesi"] as number;
        const ev = (c["bakici_evi"] as { taban_m2: number } | undefined)?.taban_m2 ?? 0;
        expect(ev > 0, `${alan} m², ${h} head`).toBe(h >= T);
      }
    }
  });
});

describe("cattle engine — süt and besi differences from the rule files", () => {
  it("adds the milking unit only for süt and only from 10 head", () => {
    const sagimhane = (p: ReturnType<typeof hayvanSabitleri>, h: number) =>
      hayvanProgrami(p, h).kalemler.some((k) => k.ad.startsWith("Sağımhane"));
    expect(sagimhane(sut, 9)).toBe(false);
    expect(sagimhane(sut, 10)).toBe(true);
    expect(sagimhane(besi, 10)).toBe(false);
    expect(sagimhane(besi, 500)).toBe(false);
  });

  it("uses the manure pit per head of each type (2.165 / 0.98475 m²)", () => {
    const gubre = (p: ReturnType<typeof hayvanSabitleri>, h: number) =>
      hayvanProgrami(p, h).kalemler.find((k) => k.ad.startsWith("Gübre"))!.alan;
    expect(gubre(sut, 100)).toBeCloseTo(216.5, 9);
    expect(gubre(besi, 100)).toBeCloseTo(98.475, 9);
    expect(gubre(besi, 2)).toBe(2);
  });

  it("reports the open walking area 7h outside the emsal only for süt", () => {
    const s = sigirKapasitesi(ctx(SUT, 5000));
    expect(s.ciktilar["gezinti_alani_m2"]).toBe(7 * 28);
    expect(s.degerler["gezinti_icin_gereken_arazi_m2"]).toBe(1000 + 7 * 28);
    expect(sigirKapasitesi(ctx(BESI, 5000)).ciktilar["gezinti_alani_m2"]).toBeUndefined();
  });

  it("fills sonuc_metni from the rule file's templates and labels", () => {
    expect(sigirKapasitesi(ctx(SUT, 4462)).degerler["sonuc_metni"]).toBe(
      "TESİS YAPILABİLİR (24 BAŞ SÜT SIĞIRI KAPASİTELİ, BAKICI EVİ HAK DOĞMAZ)",
    );
    expect(sigirKapasitesi(ctx(SUT, 4463)).degerler["sonuc_metni"]).toBe(
      "TESİS VE BAKICI EVİ YAPILABİLİR (25 BAŞ SÜT SIĞIRI KAPASİTELİ)",
    );
    expect(sigirKapasitesi(ctx(BESI, 7103)).degerler["sonuc_metni"]).toBe(
      "TESİS VE BAKICI EVİ YAPILABİLİR (50 BAŞ BESİ SIĞIRI KAPASİTELİ)",
    );
    const yok = sigirKapasitesi(ctx(SUT, 400));
    expect(yok.degerler["kapasite_var"]).toBe(false);
    expect(yok.ciktilar["uretim_kapasitesi"]).toBe(0);
    expect(yok.degerler["sonuc_metni"]).toMatch(/^TESİS YAPILAMAZ/);
  });

  it("adds the Ek line only when the legal floor exceeds the items (h = 0: 50 m²)", () => {
    const p0 = hayvanProgrami(sut, 0);
    expect(p0.C).toBe(50);
    expect(p0.kalemler.at(-1)!.ad).toBe("Ek Zorunlu Müştemilat Alanı (Yasal Minimum İçin)");
    expect(hayvanProgrami(sut, 2).kalemler.some((k) => k.ad.startsWith("Ek "))).toBe(false);
  });
});
