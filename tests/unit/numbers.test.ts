import { describe, expect, it } from "vitest";
import {
  formatArea,
  formatDate,
  formatDateTime,
  formatDecares,
  formatFixedTr,
  formatHectares,
  formatPercent,
  formatPlainTr,
  formatTr,
  r1,
  r2,
  r6,
} from "@worker/core/rules/numbers.ts";
import { fillTemplate } from "@worker/core/rules/template.ts";

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

  it("writes zero and negatives without a stray sign, and rounds half away from zero to 2 decimals", () => {
    expect(formatTr(0)).toBe("0");
    expect(formatTr(-0)).toBe("0");
    expect(formatTr(-0.001)).toBe("0");
    expect(formatTr(-5)).toBe("-5");
    expect(formatTr(1.005)).toBe("1,01");
    expect(formatTr(-1.005)).toBe("-1,01");
    expect(formatTr(2.675)).toBe("2,68");
    expect(formatTr(1234567.891)).toBe("1.234.567,89");
    expect(formatTr(999.995)).toBe("1.000");
  });

  it("takes other decimal counts: more for exact figures, fixed ones, none for a field's text", () => {
    expect(formatTr(0.123456789, 6)).toBe("0,123457");
    expect(formatTr(12.34, 1)).toBe("12,3");
    expect(formatTr(1234.5, 0)).toBe("1.235");
    expect(formatFixedTr(1, 2)).toBe("1,00");
    expect(formatFixedTr(1234.5, 1)).toBe("1.234,5");
    expect(formatPlainTr(12000.5)).toBe("12000,5");
    expect(formatPlainTr(-12000)).toBe("-12000");
  });

  it("writes percentages from ratios, at most 2 decimals unless asked", () => {
    expect(formatPercent(0)).toBe("%0");
    expect(formatPercent(0.125)).toBe("%12,5");
    expect(formatPercent(0.12345)).toBe("%12,35");
    expect(formatPercent(0.12345, 1)).toBe("%12,3");
    expect(formatPercent(1.5)).toBe("%150");
  });

  it("writes areas in square metres, decares (1 decimal) and hectares (2 decimals)", () => {
    expect(formatArea(1234.5)).toBe("1.234,5 m²");
    expect(formatArea(12_345.678)).toBe("12.345,68 m²");
    expect(formatArea(0)).toBe("0 m²");
    expect(formatDecares(12_345)).toBe("12,3");
    expect(formatDecares(1000)).toBe("1,0");
    expect(formatHectares(12_345)).toBe("1,23");
    expect(formatHectares(5000)).toBe("0,50");
  });

  it("adds hectares to whole square metres from 10 000 m² when asked", () => {
    const drawn = (m2: number) => formatArea(m2, { digits: 0, hectares: true });
    expect(drawn(9999.4)).toBe("9.999 m²");
    expect(drawn(9999.5)).toBe("10.000 m² (1,00 ha)");
    expect(drawn(12_345)).toBe("12.345 m² (1,23 ha)");
    expect(formatArea(12_345)).toBe("12.345 m²");
  });

  it("leaves a value that is not a number as JavaScript writes it", () => {
    expect(formatTr(Number.NaN)).toBe("NaN");
    expect(formatTr(-Infinity)).toBe("-Infinity");
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

describe("Turkish dates", () => {
  it("writes a saved moment as day.month.year hour:minute in Istanbul time, whatever the zone it runs in", () => {
    expect(formatDateTime("2026-03-05T11:07:00.000Z")).toBe("05.03.2026 14:07");
    expect(formatDateTime(new Date("2026-11-28T11:05:30Z"))).toBe("28.11.2026 14:05");
  });

  it("moves to the next day after 21:00 UTC", () => {
    expect(formatDateTime("2026-12-31T21:30:00Z")).toBe("01.01.2027 00:30");
    expect(formatDate("2026-12-31T21:30:00Z")).toBe("01.01.2027");
    expect(formatDate("2026-12-31T20:59:00Z")).toBe("31.12.2026");
  });

  it("reads D1's 'YYYY-MM-DD HH:MM:SS' as UTC, like the ISO text of the same moment", () => {
    expect(formatDateTime("2026-03-05 11:07:00")).toBe(formatDateTime("2026-03-05T11:07:00Z"));
  });

  it("gives back a text that is not a date as it is", () => {
    expect(formatDateTime("dün")).toBe("dün");
    expect(formatDate("")).toBe("");
  });
});
