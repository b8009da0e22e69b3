/** siloAlani (SILO-01, SILO-02): the idari cap, the tolerance and the result fields of the fact function. */
import { describe, expect, it } from "vitest";
import { siloAlani, siloProgram } from "@worker/core/calculation/facts/silo-alani.ts";
import type { FactContext, Girdi } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum, emsalOf, sabitlerOf } from "./fact-context.ts";

const sabit = sabitlerOf("hububat-silo");

function ctx(
  alan_m2: number,
  silo_taban_alani_m2: number,
  tur: "marjinal" | "mutlak_dikili" = "marjinal",
): FactContext {
  return {
    girdi: {
      alan_m2,
      arazi_vasfi: "Tarla",
      arazi_vasfi_id: 10,
      kovan_sayisi: null,
      silo_taban_alani_m2,
    } as unknown as Girdi,
    sabit,
    emsal: emsalOf(tur),
    konum: izmirKonum("unknown"),
  };
}

describe("siloAlani — idari allowance", () => {
  it("is 10 % of the silo base when the emsal leaves room, and the silo counts in the emsal", () => {
    const p = siloProgram(500, 1000, sabit);
    expect(p.idari).toBeCloseTo(50, 9);
    expect(p.kalan).toBeCloseTo(450, 9);
    expect(p.sigiyor).toBe(true);
  });

  it("is capped by the emsal left after the silo", () => {
    expect(siloProgram(1900, 2000, sabit).idari).toBeCloseTo(100, 9);
    expect(siloProgram(1900, 2000, sabit).kalan).toBeCloseTo(0, 9);
    expect(siloProgram(950, 1000, sabit).idari).toBeCloseTo(50, 9);
  });

  it("never lets silo + idari exceed the emsal", () => {
    for (let S = 1; S <= 1000; S += 13.7) {
      const p = siloProgram(S, 1000, sabit);
      expect(S + p.idari, `S ${S}`).toBeLessThanOrEqual(1000 + 1e-9);
      expect(p.kalan, `S ${S}`).toBeGreaterThanOrEqual(-1e-9);
    }
  });

  it("treats a silo within 0.01 m² of the emsal as using all of it", () => {
    const p = siloProgram(1000.005, 1000, sabit);
    expect(p.sigiyor).toBe(true);
    expect(p.idari).toBe(0);
    expect(p.kalan).toBe(0);
    expect(siloProgram(999.995, 1000, sabit).idari).toBe(0);
    expect(siloProgram(1000.02, 1000, sabit).sigiyor).toBe(false);
    expect(siloProgram(1001, 1000, sabit).sigiyor).toBe(false);
  });
});

describe("siloAlani — fact function", () => {
  it("returns the permitted programme without gerekli_min_arazi_m2", () => {
    const r = siloAlani(ctx(1000, 50));
    expect(r.ciktilar["silo_taban_alani_m2"]).toBe(50);
    expect(r.ciktilar["idari_teknik_bina_m2"]).toBe(5);
    expect(r.ciktilar["yapi_alani"]).toBe(55);
    expect(r.ciktilar["kalan_emsal"]).toBe(145);
    expect(r.ciktilar["maksimum_insaat_alani"]).toBe(200);
    expect(r.ciktilar["gerekli_min_arazi_m2"]).toBeUndefined();
  });

  it("gives the smallest parcel for the silo when it does not fit (S / ratio)", () => {
    const r = siloAlani(ctx(5000, 300, "mutlak_dikili"));
    expect(r.degerler["asim_m2"]).toBe(50);
    expect(r.ciktilar["gerekli_min_arazi_m2"]).toBe(6000);
    expect(siloAlani(ctx(5000, 1001)).ciktilar["gerekli_min_arazi_m2"]).toBe(5005);
  });
});
