/** mantarKapasitesi (MAN-01…MAN-03): the T(k) curve, the capacity search and the result fields of the fact function. */
import { describe, expect, it } from "vitest";
import {
  mantarKapasiteBul,
  mantarKapasitesi,
  mantarProgram,
} from "@worker/core/calculation/facts/mantar-kapasitesi.ts";
import type { FactContext, Girdi } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum, emsalOf, sabitlerOf } from "./fact-context.ts";

const sabit = sabitlerOf("mantar-tesisi");
const T = (k: number) => mantarProgram(k, sabit).T;

function ctx(alan_m2: number, tur: "marjinal" | "mutlak_dikili" = "marjinal"): FactContext {
  return {
    girdi: {
      alan_m2,
      arazi_vasfi: "Tarla",
      arazi_vasfi_id: 10,
      kovan_sayisi: null,
      silo_taban_alani_m2: null,
    } as unknown as Girdi,
    sabit,
    emsal: emsalOf(tur),
    konum: izmirKonum("unknown"),
  };
}

/** The capacity candidates: 1…25, then multiples of 5. */
const candidates = (upTo: number) => [
  ...Array.from({ length: 25 }, (_, i) => i + 1),
  ...Array.from({ length: Math.floor(upTo / 5) - 5 }, (_, j) => 30 + 5 * j),
];

describe("mantarKapasitesi — T(k) curve", () => {
  it("is the constant 120 m² (Kural B, no müştemilat) for k = 1…9", () => {
    for (let k = 1; k <= 9; k++) {
      const p = mantarProgram(k, sabit);
      expect(p.T, `T(${k})`).toBeCloseTo(120, 9);
      expect(p.M, `M(${k})`).toBe(0);
      expect(p.kuralB, `Kural B at ${k}`).toBe(true);
    }
  });

  it("jumps up at k = 10 when the müştemilat appears (T(10) = 185, T(11) = 197)", () => {
    expect(T(10)).toBeGreaterThan(T(9));
    expect(T(10)).toBeCloseTo(185, 6);
    expect(T(11)).toBeCloseTo(197, 6);
  });

  it("drops at k = 26 when the Kural B doubling ends", () => {
    expect(mantarProgram(25, sabit).kuralB).toBe(true);
    expect(mantarProgram(26, sabit).kuralB).toBe(false);
    expect(T(26)).toBeLessThan(T(25));
    expect(mantarProgram(26, sabit).A).toBeCloseTo(mantarProgram(26, sabit).R, 9);
    expect(mantarProgram(25, sabit).A).toBeCloseTo(2 * mantarProgram(25, sabit).R, 9);
  });

  it("is increasing over the multiples of 5 above 25", () => {
    let previous = T(30);
    for (let k = 35; k <= 5000; k += 5) {
      const t = T(k);
      expect(t, `T(${k}) > T(${k - 5})`).toBeGreaterThan(previous);
      previous = t;
    }
  });

  it("reproduces the reference model's worked totals", () => {
    const table: [number, number][] = [
      [15, 245.21],
      [30, 291.5],
      [40, 369.72],
      [55, 507.75],
      [110, 998.96],
      [450, 3996.78],
      [2830, 19985.25],
    ];
    for (const [k, total] of table) expect(T(k), `T(${k})`).toBeCloseTo(total, 2);
  });

  it("normalises the müştemilat to half of the room area, never below each item's minimum", () => {
    const p = mantarProgram(450, sabit);
    expect(p.M).toBeLessThanOrEqual(0.5 * p.R + 0.01);
    const p30 = mantarProgram(30, sabit);
    // at 30 kg/day the minimums (9 items, 110 m²) exceed half of the rooms (90 m²)
    expect(p30.items).toHaveLength(9);
    expect(p30.M).toBeGreaterThanOrEqual(110);
  });

  it("adds the Ar-Ge laboratory only from 500 kg/day", () => {
    expect(mantarProgram(495, sabit).items.some((i) => i.ad === "Ar-Ge laboratuvarı")).toBe(false);
    expect(mantarProgram(500, sabit).items.some((i) => i.ad === "Ar-Ge laboratuvarı")).toBe(true);
  });

  it("counts the rooms: 1 + 2 below 250 kg/day, then floor(o/2)+1 and floor(o)+1", () => {
    expect([mantarProgram(245, sabit).kuluckaOda, mantarProgram(245, sabit).uretimOda]).toEqual([1, 2]);
    expect([mantarProgram(250, sabit).kuluckaOda, mantarProgram(250, sabit).uretimOda]).toEqual([2, 3]);
    expect([mantarProgram(450, sabit).kuluckaOda, mantarProgram(450, sabit).uretimOda]).toEqual([3, 5]);
  });
});

describe("mantarKapasitesi — capacity search", () => {
  it("finds the largest fitting candidate (same answer as an exhaustive scan)", () => {
    for (let eh = 100; eh <= 3000; eh += 7.3) {
      const exhaustive =
        candidates(Math.floor(eh / 6) + 10)
          .filter((k) => T(k) <= eh + 1e-9)
          .at(-1) ?? 0;
      expect(mantarKapasiteBul(eh, sabit), `EH ${eh}`).toBe(exhaustive);
    }
  });

  it("prefers 30 kg/day (Kural A) over 18 kg/day (Kural B) at EH 293.2", () => {
    expect(mantarKapasiteBul(293.2, sabit)).toBe(30);
    // just below T(30) = 291.5 the best candidate is 18 kg/day under Kural B
    expect(mantarKapasiteBul(291.49, sabit)).toBe(18);
    expect(mantarProgram(18, sabit).kuralB).toBe(true);
  });

  it("finds no capacity below the smallest facility (120 m²)", () => {
    expect(mantarKapasiteBul(119.99, sabit)).toBe(0);
    expect(mantarKapasiteBul(120, sabit)).toBe(9);
  });
});

describe("mantarKapasitesi — fact function", () => {
  it("returns the result fields of a permitted facility", () => {
    const r = mantarKapasitesi(ctx(2000));
    expect(r.degerler["kapasite_var"]).toBe(true);
    expect(r.degerler["en_kucuk_tesis_m2"]).toBeCloseTo(120, 9);
    expect(r.ciktilar["uretim_kapasitesi"]).toBe(40);
    expect(r.ciktilar["kapasite_birimi"]).toBe("kg/gün");
    expect(r.ciktilar["uygulanan_kural"]).toBe("Kural A (standart kapasite)");
    expect(r.ciktilar["asil_tesis_alani_m2"]).toBe(240);
    expect(r.ciktilar["yapi_alani"]).toBe(369.72);
    expect(r.ciktilar["kalan_emsal"]).toBe(30.28);
    expect(r.ciktilar["maksimum_insaat_alani"]).toBe(400);
  });

  it("names Kural B with its explanation at low capacity", () => {
    const r = mantarKapasitesi(ctx(5000, "mutlak_dikili"));
    expect(r.ciktilar["uretim_kapasitesi"]).toBe(15);
    expect(r.ciktilar["uygulanan_kural"]).toBe("Kural B (düşük kapasite)");
    expect(String(r.ciktilar["hesaplama_kurali_aciklama"])).toMatch(/iki katı/);
  });

  it("reports no capacity and no programme when the emsal is below 120 m²", () => {
    const r = mantarKapasitesi(ctx(1500, "mutlak_dikili"));
    expect(r.degerler["kapasite_var"]).toBe(false);
    expect(r.degerler["emsal_hakki"]).toBe(75);
    expect(r.ciktilar["uretim_kapasitesi"]).toBeUndefined();
    expect(r.ciktilar["maksimum_emsal_alani_m2"]).toBe(75);
  });
});
