/** evcilHayvanKapasitesi (EVCIL-01…EVCIL-04): need(c), the +75 house step at 30, the capacity search, the rooms. */
import { describe, expect, it } from "vitest";
import {
  evcilHayvanKapasitesi,
  evcilKapasiteBul,
  evcilOdalari,
  evcilProgram,
} from "@worker/core/calculation/facts/evcil-hayvan-kapasitesi.ts";
import type { FactContext, Girdi } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum, emsalOf, sabitlerOf } from "./fact-context.ts";

const sabit = sabitlerOf("evcil-hayvan");
const need = (c: number) => evcilProgram(c, sabit).need;

function ctx(alan_m2: number, tur: "marjinal" | "mutlak_dikili" = "marjinal"): FactContext {
  return {
    girdi: { alan_m2, arazi_vasfi: "Tarla", arazi_vasfi_id: 10 } as unknown as Girdi,
    sabit,
    emsal: emsalOf(tur),
    konum: izmirKonum(),
  };
}

describe("evcilHayvanKapasitesi — need(c)", () => {
  it("is 3c + feed store + waste store + the 150 m² building (+ 75 m² house from 30 animals)", () => {
    const p = evcilProgram(5, sabit);
    expect(p.dis.map((d) => d.alan)).toEqual([20.7, 15.53]);
    expect(need(5)).toBeCloseTo(201.23, 9);
    const q = evcilProgram(243, sabit);
    expect(q.dis.map((d) => d.alan)).toEqual([25.61, 19.21]);
    expect(need(243)).toBeCloseTo(3 * 243 + 25.61 + 19.21 + 150 + 75, 9);
  });

  it("steps up by the 75 m² house at 30 animals, and increases everywhere else", () => {
    expect(evcilProgram(29, sabit).evVar).toBe(false);
    expect(evcilProgram(30, sabit).evVar).toBe(true);
    const step = need(30) - need(29);
    expect(step).toBeGreaterThan(75 + 3);
    expect(step).toBeLessThan(75 + 3 + 0.2);
    for (let c = 5; c < 20000; c++) expect(need(c + 1), `c = ${c}`).toBeGreaterThan(need(c));
  });

  it("caps the feed store at 50 m² and the waste store at 40 m²", () => {
    const p = evcilProgram(1e12, sabit);
    expect(p.dis.map((d) => d.alan)).toEqual([50, 40]);
  });
});

describe("evcilHayvanKapasitesi — capacity", () => {
  it("is the largest c ≥ 5 with need(c) ≤ EH, monotone in EH", () => {
    let prev = 0;
    for (let eh = 150; eh <= 6000; eh += 0.73) {
      const c = evcilKapasiteBul(eh, sabit);
      expect(c, `EH ${eh}`).toBeGreaterThanOrEqual(prev);
      prev = c;
      if (c === 0) {
        expect(need(5)).toBeGreaterThan(eh);
        continue;
      }
      expect(c).toBeGreaterThanOrEqual(5);
      expect(need(c), `EH ${eh}`).toBeLessThanOrEqual(eh + 1e-9);
      // No larger capacity fits: need increases except at the house step, so c + 1 and (below it) 30 decide.
      expect(need(c + 1), `EH ${eh}, c ${c}`).toBeGreaterThan(eh);
      if (c < 30) expect(need(30), `EH ${eh}, c ${c}`).toBeGreaterThan(eh);
    }
  });

  it("stays at 29 animals without a house until need(30) = 354.22 m² fits, then takes the house", () => {
    expect(evcilKapasiteBul(300, sabit)).toBe(29);
    expect(evcilKapasiteBul(354.21, sabit)).toBe(29);
    expect(evcilKapasiteBul(354.22, sabit)).toBe(30);
    for (let eh = 200; eh <= 2000; eh += 0.37) {
      const r = evcilHayvanKapasitesi(ctx(eh / 0.2));
      if (r.degerler["kapasite_var"] !== true) continue;
      const c = r.ciktilar["uretim_kapasitesi"] as number;
      const ev = r.ciktilar["bakici_evi"] as { taban_m2: number; toplam_m2: number };
      expect(r.ciktilar["bakici_evi_hakki"]).toBe(c >= 30);
      expect(ev).toEqual(c >= 30 ? { taban_m2: 75, toplam_m2: 75 } : { taban_m2: 0, toplam_m2: 0 });
    }
  });

  it("refuses when even 5 animals do not fit (1 000 m² marjinal: 201.23 m² > 200 m²)", () => {
    const r = evcilHayvanKapasitesi(ctx(1000));
    expect(r.degerler["kapasite_var"]).toBe(false);
    expect(r.degerler["asgari_tesis_m2"]).toBeCloseTo(201.23, 9);
    expect(r.ciktilar["asgari_tesis_alani_m2"]).toBe(201.23);
    expect(r.ciktilar["uretim_kapasitesi"]).toBeUndefined();
    expect(evcilHayvanKapasitesi(ctx(1007)).ciktilar["uretim_kapasitesi"]).toBe(5);
  });

  it("the programme never exceeds the emsal (house included)", () => {
    for (let alan = 1007; alan <= 200000; alan += 1013) {
      for (const tur of ["marjinal", "mutlak_dikili"] as const) {
        const r = evcilHayvanKapasitesi(ctx(alan, tur));
        if (r.degerler["kapasite_var"] !== true) continue;
        const c = r.ciktilar as Record<string, number>;
        const ev = (r.ciktilar["bakici_evi"] as { taban_m2: number }).taban_m2;
        expect(c["yapi_alani"]!).toBeLessThanOrEqual(c["maksimum_emsal_alani_m2"]! + 0.01);
        expect(c["uretim_alani"]! + c["mustemilat_alani_m2"]! + ev).toBeCloseTo(c["yapi_alani"]!, 2);
      }
    }
  });
});

describe("evcilHayvanKapasitesi — administrative building rooms", () => {
  it("keeps the nine rooms inside the 150 m² building and out of need(c)", () => {
    for (let c = 5; c <= 20000; c += 13) {
      const odalar = evcilOdalari(c, sabit);
      expect(odalar).toHaveLength(9);
      expect(odalar.reduce((s, o) => s + o.alan_m2, 0)).toBeLessThanOrEqual(150 + 0.05);
    }
    const r = evcilHayvanKapasitesi(ctx(5000));
    const detay = r.ciktilar["mustemilat_detaylari"] as {
      ad: string;
      taban_m2: number;
      odalar?: { alan_m2: number }[];
    }[];
    expect(detay.map((d) => d.ad)).toEqual(["İdari Bina", "Yem Deposu", "Atık ve Malzeme Deposu"]);
    expect(detay[0]!.taban_m2).toBe(150);
    expect(detay[0]!.odalar!.reduce((s, o) => s + o.alan_m2, 0)).toBeCloseTo(143.44, 2);
    expect(r.ciktilar["mustemilat_alani_m2"]).toBeCloseTo(150 + 25.61 + 19.21, 2);
  });

  it("scales the rooms to 150 m² when their sum would exceed it", () => {
    const odalar = evcilOdalari(13239, sabit);
    expect(odalar.reduce((s, o) => s + o.alan_m2, 0)).toBeCloseTo(150, 1);
  });
});
