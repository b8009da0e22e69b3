import { describe, expect, it } from "vitest";
import { formatPercent, formatTr, r1, r2, r6 } from "@worker/rules/numbers.ts";
import { fillTemplate } from "@worker/rules/template.ts";

describe("rounding (r6, r2, r1: half away from zero)", () => {
  it("rounds half away from zero", () => {
    expect(r2(1.005)).toBe(1.01);
    expect(r2(-1.005)).toBe(-1.01);
    expect(r1(0.25)).toBe(0.3);
    expect(r2(139.93)).toBe(139.93);
    expect(r6(1999 * 0.2)).toBe(399.8);
  });
});

describe("Turkish number text", () => {
  it("groups thousands with a dot, uses a decimal comma and at most 2 decimals", () => {
    expect(formatTr(1234.5)).toBe("1.234,5");
    expect(formatTr(200000)).toBe("200.000");
    expect(formatTr(0.2)).toBe("0,2");
    expect(formatTr(99.999)).toBe("100");
    expect(formatTr(-1234.567)).toBe("-1.234,57");
    expect(formatPercent(0.2)).toBe("%20");
    expect(formatPercent(0.05)).toBe("%5");
  });

  it("fills placeholders from the first source that has them and leaves unknown ones", () => {
    expect(fillTemplate("{a} m² / {b} / {c} / {d}", { a: 1500.5 }, { a: 1, b: "Tarla", c: true })).toBe(
      "1.500,5 m² / Tarla / evet / {d}",
    );
  });

  it("reads nested constants, array entries and other types' constants, and writes a ratio as a percentage", () => {
    const sabitler = { esikler: { dikili_asgari_m2: 5000 }, paylar: [{ oran: 0.7 }, { oran: 0.05 }] };
    const turler = { turler: { "bag-evi": { taban_alani_m2: 75 } } };
    expect(
      fillTemplate(
        "{esikler.dikili_asgari_m2} m², {paylar.0.oran%}, {paylar.1.oran%}, {turler.bag-evi.taban_alani_m2} m², {paylar.0.oran}",
        sabitler,
        turler,
      ),
    ).toBe("5.000 m², %70, %5, 75 m², 0,7");
  });
});
