import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fieldNumberError,
  NUMBER_MESSAGES,
  readNumber,
  turkishText,
  type NumericField,
} from "@web/lib/number-input.ts";

const value = (text: string, integer = false) => {
  const r = readNumber(text, { integer });
  if (!r.ok) throw new Error(`not read: ${text} (${r.message})`);
  return r.value;
};
const kind = (text: string, integer = false) => {
  const r = readNumber(text, { integer });
  return r.ok ? "ok" : r.kind;
};

describe("reading numbers typed the Turkish way", () => {
  it("reads a dot as thousands grouping and a comma as the decimal sign", () => {
    expect(value("12.000")).toBe(12_000);
    expect(value("12.000,5")).toBe(12_000.5);
    expect(value("1.234.567")).toBe(1_234_567);
    expect(value("12000")).toBe(12_000);
    expect(value("12,5")).toBe(12.5);
    expect(value("0,125")).toBe(0.125);
    expect(value("1234,567")).toBe(1234.567);
    expect(value(" 12 000 ")).toBe(12_000);
    expect(value("12\u00a0000")).toBe(12_000);
    expect(value("")).toBeNull();
    expect(value("   ")).toBeNull();
    expect(value("-5")).toBe(-5);
  });

  it("asks back instead of guessing when a text can be read two ways", () => {
    const comma = readNumber("12,000");
    expect(comma).toMatchObject({ ok: false, kind: "ambiguous" });
    expect(!comma.ok && comma.message).toBe(
      "“12,000” ile hangisini kastediyorsunuz: 12.000 ya da 12? Binlik ayırıcı nokta, ondalık ayırıcı virgüldür; lütfen öyle yazın.",
    );
    const dot = readNumber("12.5");
    expect(!dot.ok && dot.message).toContain("hangisini kastediyorsunuz: 12,5 ya da 12.500?");
    const long = readNumber("1500.5");
    expect(!long.ok && long.message).toContain("“1500.5” ile 1.500,5 sayısını mı kastediyorsunuz?");
    expect(kind("0.5")).toBe("ambiguous");
    expect(!readNumber("0.5").ok && (readNumber("0.5") as { message: string }).message).toContain("0,5 sayısını mı");
    expect(kind("12,000.5")).toBe("ambiguous");
    expect(kind("1,234,567")).toBe("ambiguous");
  });

  it("refuses exponents, letters and broken groups", () => {
    for (const text of ["1e3", "1E3", "12..0", "12.0000,5", "12,5,5", "abc", "12a", "0x10", "Infinity", "+-3", "."])
      expect([text, kind(text)]).toEqual([text, "invalid"]);
    expect(readNumber("1e3")).toEqual({ ok: false, kind: "invalid", message: NUMBER_MESSAGES.invalid });
  });

  it("refuses a fraction in a whole-number field", () => {
    expect(readNumber("1500,5", { integer: true })).toEqual({
      ok: false,
      kind: "fraction",
      message: NUMBER_MESSAGES.fraction,
    });
    expect(value("1.500", true)).toBe(1500);
    expect(value("1500,0", true)).toBe(1500);
  });

  it("reads back every whole number in plain, dotted and spaced writing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        expect(value(String(n), true)).toBe(n);
        expect(value(turkishText(n), true)).toBe(n);
        expect(value(turkishText(n).replace(/\./g, " "), true)).toBe(n);
      }),
    );
  });

  it("reads back every number with one or two decimals written the Turkish way", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 99 }), (whole, cents) => {
        const n = whole + cents / 100;
        expect(value(turkishText(n))).toBeCloseTo(n, 9);
      }),
    );
  });

  it("never reads an exponent or a point-decimal as a number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 12 }), (m, e) => {
        expect(readNumber(`${m}e${e}`).ok).toBe(false);
        expect(readNumber(`${m}.${e}`).ok).toBe(false);
      }),
    );
  });
});

describe("a descriptor field's number check", () => {
  const area: NumericField = {
    tur: "alan",
    zorunlu: true,
    en_az: 1,
    en_cok: 200_000,
    mesaj: "Alan (m²) pozitif bir sayı olmalıdır",
    ust_mesaj: "Alan en fazla 200.000 m² olabilir",
  };

  it("names the missing value, the format problem or the range, in that order", () => {
    expect(fieldNumberError(area, "")).toBe(area.mesaj);
    expect(fieldNumberError({ ...area, zorunlu: false }, "")).toBeNull();
    expect(fieldNumberError(area, "12.5")).toContain("kastediyorsunuz");
    expect(fieldNumberError(area, "1500,5")).toBe(NUMBER_MESSAGES.fraction);
    expect(fieldNumberError(area, "0")).toBe(area.mesaj);
    expect(fieldNumberError(area, "200.001")).toBe(area.ust_mesaj);
    expect(fieldNumberError(area, "12.000")).toBeNull();
  });
});
