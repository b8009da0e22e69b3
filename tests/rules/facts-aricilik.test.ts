/** aricilikKovan (ARI-01…ARI-03): the hive-block formulas and the result fields of the fact function. */
import { describe, expect, it } from "vitest";
import { r6 } from "@worker/core/rules/numbers.ts";
import { aricilikKovan, azamiKovan, gerekliKapaliAlan } from "@worker/core/calculation/facts/aricilik-kovan.ts";
import type { FactContext, Girdi } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum, emsalOf, sabitlerOf } from "./fact-context.ts";

const sabit = sabitlerOf("aricilik");

function ctx(
  alan_m2: number,
  kovan_sayisi: number | null = null,
  tur: "marjinal" | "mutlak_dikili" = "marjinal",
): FactContext {
  return {
    girdi: {
      alan_m2,
      arazi_vasfi: "Tarla",
      arazi_vasfi_id: 10,
      kovan_sayisi,
      silo_taban_alani_m2: null,
    } as unknown as Girdi,
    sabit,
    emsal: emsalOf(tur),
    konum: izmirKonum("unknown"),
  };
}

describe("aricilikKovan — hive blocks", () => {
  it("G(n): 50 m² for the first 50 hives, +10 m² per started block of 50", () => {
    expect(gerekliKapaliAlan(1, sabit)).toBe(50);
    expect(gerekliKapaliAlan(50, sabit)).toBe(50);
    expect(gerekliKapaliAlan(51, sabit)).toBe(60);
    expect(gerekliKapaliAlan(100, sabit)).toBe(60);
    expect(gerekliKapaliAlan(101, sabit)).toBe(70);
    expect(gerekliKapaliAlan(120, sabit)).toBe(70);
    expect(gerekliKapaliAlan(500, sabit)).toBe(140);
    expect(gerekliKapaliAlan(10_000, sabit)).toBe(2040);
  });

  it("H = 50 + 50 × floor((EH − 50) / 10), 0 below 50 m²", () => {
    expect(azamiKovan(49.95, sabit)).toBe(0);
    expect(azamiKovan(50, sabit)).toBe(50);
    expect(azamiKovan(59.99, sabit)).toBe(50);
    expect(azamiKovan(60, sabit)).toBe(100);
    expect(azamiKovan(200, sabit)).toBe(800);
    expect(azamiKovan(246.8, sabit)).toBe(1000);
    expect(azamiKovan(250, sabit)).toBe(1050);
  });

  it("H is the largest hive count whose closed area fits: G(H) ≤ EH < G(H + 1)", () => {
    // EH is always r6(area × ratio), so the loop rounds like the engine does
    for (let i = 0; 50 + i * 3.7 <= 5000; i++) {
      const eh = r6(50 + i * 3.7);
      const H = azamiKovan(eh, sabit);
      expect(gerekliKapaliAlan(H, sabit), `G(H) at EH ${eh}`).toBeLessThanOrEqual(eh);
      expect(gerekliKapaliAlan(H + 1, sabit), `G(H+1) at EH ${eh}`).toBeGreaterThan(eh);
    }
  });
});

describe("aricilikKovan — fact function", () => {
  it("area-based: plans the maximum number of hives", () => {
    const r = aricilikKovan(ctx(1234));
    expect(r.ciktilar["hesaplama_modu"]).toBe("alan_bazli");
    expect(r.ciktilar["kovan_sayisi"]).toBe(1000);
    expect(r.ciktilar["maksimum_kovan_sayisi"]).toBe(1000);
    expect(r.ciktilar["yapi_alani"]).toBe(240);
    expect(r.ciktilar["kalan_emsal"]).toBe(6.8);
    expect(r.ciktilar["alan_m2"]).toBe(1234);
  });

  it("hive-based: uses kovan_sayisi; 0 counts as not given", () => {
    const r = aricilikKovan(ctx(5000, 500, "mutlak_dikili"));
    expect(r.ciktilar["hesaplama_modu"]).toBe("kovan_sayisi_bazli");
    expect(r.ciktilar["kovan_sayisi"]).toBe(500);
    expect(r.ciktilar["yapi_alani"]).toBe(140);
    expect(r.ciktilar["kalan_emsal"]).toBe(110);
    expect(aricilikKovan(ctx(1000, 0)).ciktilar["hesaplama_modu"]).toBe("alan_bazli");
  });

  it("below 50 m² of emsal plans the legal minimum of 50 hives (so ARI-02 can refuse)", () => {
    const r = aricilikKovan(ctx(200));
    expect(r.degerler["emsal_hakki"]).toBe(40);
    expect(r.degerler["kovan_sayisi"]).toBe(50);
    expect(r.degerler["maksimum_kovan_sayisi"]).toBe(0);
    expect(r.degerler["gerekli_alan_m2"]).toBe(50);
  });

  it("reports no closed area for fewer than 50 hives", () => {
    const r = aricilikKovan(ctx(1000, 49));
    expect(r.degerler["kovan_sayisi"]).toBe(49);
    expect(r.ciktilar["yapi_alani"]).toBeUndefined();
  });
});
