import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fieldNumberError,
  inputText,
  isIntegerField,
  NUMBER_MESSAGES,
  readNumber,
  turkishText,
  type NumericField,
} from "@web/lib/number-input.ts";
import { resolveField } from "@worker/core/rules/fields.ts";
import { parseRequest } from "@worker/core/calculation/request-schema.ts";
import { InputError } from "@worker/core/calculation/input-error.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

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

  it("reads 1.234,5 as 1234,5, 12,5 as 12,5, 1.234 and 1234 as 1234 (issue #46)", () => {
    expect(value("1.234,5")).toBe(1234.5);
    expect(value("12,5")).toBe(12.5);
    expect(value("1.234")).toBe(1234);
    expect(value("1234")).toBe(1234);
  });

  it("refuses a fraction in a whole-number field and says why: 'tam sayı girin', not 'not a number'", () => {
    expect(readNumber("1.234,5", { integer: true })).toEqual({
      ok: false,
      kind: "fraction",
      message: "“1.234,5” küsuratlı bir sayı; bu alana tam sayı girin (örn. 1.234).",
    });
    expect(readNumber("0,5", { integer: true })).toMatchObject({
      kind: "fraction",
      message: expect.stringContaining("örn. 1)"),
    });
    expect(value("1.500", true)).toBe(1500);
    expect(value("1500,0", true)).toBe(1500);
  });

  it("offers a whole-number field only whole readings of a text that reads two ways, and none when it has none", () => {
    const dot = readNumber("12.5", { integer: true });
    expect(!dot.ok && dot.message).toBe(
      "“12.5” ile 12.500 sayısını mı kastediyorsunuz? Binlik ayırıcı nokta, ondalık ayırıcı virgüldür; lütfen öyle yazın.",
    );
    expect(readNumber("12,500", { integer: true })).toMatchObject({ kind: "ambiguous" });
    expect(
      !readNumber("12,500", { integer: true }).ok &&
        (readNumber("12,500", { integer: true }) as { message: string }).message,
    ).toContain("“12,500” ile 12.500 sayısını mı");
    expect(readNumber("1500.5", { integer: true })).toMatchObject({
      kind: "fraction",
      message: expect.stringContaining("tam sayı girin"),
    });
    expect(readNumber("12,000.5", { integer: true })).toMatchObject({ kind: "fraction" });
  });

  it("gives only examples the one rule reads as meant: a decimal example only where decimals are taken", () => {
    const examples = (message: string) => (/\(örn\. (.+)\)/.exec(message)?.[1] ?? "").split(" veya ");
    expect(examples(NUMBER_MESSAGES.invalid)).toEqual(["12.500", "12,5"]);
    expect(examples(NUMBER_MESSAGES.invalid).map((t) => value(t))).toEqual([12_500, 12.5]);
    expect(readNumber("abc", { integer: true })).toEqual({
      ok: false,
      kind: "invalid",
      message: NUMBER_MESSAGES.invalidWhole,
    });
    for (const t of examples(NUMBER_MESSAGES.invalidWhole)) expect(readNumber(t, { integer: true }).ok).toBe(true);
    const fraction = readNumber("1.234,5", { integer: true });
    for (const t of examples(!fraction.ok ? fraction.message : "")) expect(value(t, true)).toBe(1234);
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

  const hives: NumericField = {
    tur: "tam_sayi",
    zorunlu: false,
    en_az: 50,
    en_cok: 5000,
    mesaj: "Kovan sayısı 50 ile 5.000 arasında bir tam sayı olmalıdır.",
  };

  it("names the missing value, the format problem or the range, in that order", () => {
    expect(fieldNumberError(area, "")).toBe(area.mesaj);
    expect(fieldNumberError({ ...area, zorunlu: false }, "")).toBeNull();
    expect(fieldNumberError(area, "12.5")).toContain("kastediyorsunuz");
    expect(fieldNumberError(hives, "1500,5")).toBe(
      "“1500,5” küsuratlı bir sayı; bu alana tam sayı girin (örn. 1.500).",
    );
    expect(fieldNumberError(area, "0")).toBe(area.mesaj);
    expect(fieldNumberError(area, "200.001")).toBe(area.ust_mesaj);
    expect(fieldNumberError(area, "12.000")).toBeNull();
  });

  it("takes decimals in an area field and refuses them only in a whole-number field", () => {
    expect(isIntegerField(area)).toBe(false);
    expect(isIntegerField({ tur: "sayi" })).toBe(false);
    expect(isIntegerField(hives)).toBe(true);
    expect(fieldNumberError(area, "1.234,5")).toBeNull();
    expect(fieldNumberError(area, "12,5")).toBeNull();
    expect(fieldNumberError(hives, "1.234,5")).toContain("tam sayı girin");
    expect(fieldNumberError(hives, "1.234")).toBeNull();
  });
});

describe("the browser's number rule is the server's", () => {
  const { registry } = loadRepoRules();
  const versions = registry.versions["izmir-tarimsal-yapilar"] ?? [];
  const POINT = { latitude: 38.4189, longitude: 27.1287, arazi_vasfi: "Tarla" };

  /** Whether the server's request schema takes `value` in `name` (the field alone in an otherwise valid request). */
  const serverTakes = (common: (typeof versions)[number]["common"], name: string, value: number) => {
    try {
      parseRequest(common, { ...POINT, [name]: value });
      return true;
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      return !(name in err.fields);
    }
  };

  it("takes a fraction in exactly the fields the server takes it in, in every version's catalogue", () => {
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) {
      for (const [name, def] of Object.entries(version.common.girdi_alanlari)) {
        if (def.tur === "onay") continue;
        const f = resolveField(version.common, name);
        const fraction = (f.en_az ?? 0) + 0.5;
        if (f.en_cok !== null && fraction > f.en_cok) throw new Error(`${name}: no fraction within its bounds`);
        const field = { ...f, zorunlu: false };
        const browser = fieldNumberError(field, inputText(fraction)) === null;
        expect([version.surum, name, browser]).toEqual([
          version.surum,
          name,
          serverTakes(version.common, name, fraction),
        ]);
        expect([version.surum, name, isIntegerField(field)]).toEqual([version.surum, name, !browser]);
        // A whole number inside the bounds passes both.
        const whole = Math.max(1, f.en_az ?? 1);
        expect(fieldNumberError(field, turkishText(whole))).toBeNull();
        expect(serverTakes(version.common, name, whole)).toBe(true);
      }
    }
  });
});
