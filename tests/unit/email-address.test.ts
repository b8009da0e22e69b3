/** One address per person: the canonical spelling and the refused look-alikes (worker/core/contracts/email-address.ts). */
import { describe, expect, it } from "vitest";
import { EMAIL_MESSAGES } from "@worker/core/contracts/account-rules.ts";
import { email } from "@worker/core/contracts/account-schemas.ts";
import { canonicalEmail, emailAddressProblem } from "@worker/core/contracts/email-address.ts";
import { turkishZodErrors } from "@worker/core/contracts/zod-turkish.ts";
import { z } from "zod";

describe("canonicalEmail", () => {
  it.each([
    ["jos\u00e9@ornek.com", "jos\u00e9@ornek.com"],
    ["jose\u0301@ornek.com", "jos\u00e9@ornek.com"],
    ["  Ali.Veli@Ornek.COM ", "ali.veli@ornek.com"],
    ["İbrahim@ornek.com", "İbrahim@ornek.com"],
    ["ali@ｏｒｎｅｋ.com", "ali@ornek.com"],
  ])("%s → %s", (input, canonical) => {
    expect(canonicalEmail(input)).toBe(canonical);
  });

  it("writes a domain as a URL host (IDNA): case and width folded, punycode", () => {
    const canonical = canonicalEmail("ciftci@çiftlik.com.tr");
    expect(canonical).toMatch(/^ciftci@xn--[a-z0-9-]+\.com\.tr$/);
    expect(canonicalEmail("ciftci@ÇİFTLİK.com.tr".replace("İ", "I").replace("İ", "I"))).toBe(canonical);
  });

  it("never adds a combining dot (JavaScript's toLowerCase would)", () => {
    expect("İ".toLowerCase()).toBe("i\u0307");
    expect(canonicalEmail("İ@ornek.com")).not.toContain("\u0307");
  });
});

describe("emailAddressProblem", () => {
  it.each(["ibrahim@ornek.com", "çiftçi.ayşe@ornek.com", "\u0438\u0432\u0430\u043d@ornek.ru", "a.b+c@ornek.com"])(
    "accepts %s",
    (address) => {
      expect(emailAddressProblem(address)).toBeNull();
    },
  );

  it.each([
    ["ｉｂｒａｈｉｍ@ornek.com", "fullwidth letters"],
    ["\u0456brahim@ornek.com", "a Cyrillic і among Latin letters"],
    ["p\u0430ypal@ornek.com", "a Cyrillic а among Latin letters"],
    ["ﬁliz@ornek.com", "a ligature"],
  ])("refuses %s (%s)", (address) => {
    expect(emailAddressProblem(address)).toBe(EMAIL_MESSAGES.lookalike);
  });

  it("the schema gives the canonical spelling and the Turkish refusal", () => {
    expect(email.parse(" Jose\u0301@Ornek.com")).toBe("jos\u00e9@ornek.com");
    const refused = email.safeParse("ｉｂｒａｈｉｍ@ornek.com");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([EMAIL_MESSAGES.lookalike]);
  });
});

describe("turkishZodErrors", () => {
  const message = (schema: z.ZodType, input: unknown) =>
    schema.safeParse(input, { error: turkishZodErrors }).error?.issues[0]?.message;

  it("names kinds in Turkish", () => {
    expect(message(z.object({ a: z.string() }), "abc")).toBe(
      "Geçersiz değer: alanlar içeren bir nesne bekleniyordu, metin gönderildi.",
    );
    expect(message(z.object({ a: z.string() }), [])).toBe(
      "Geçersiz değer: alanlar içeren bir nesne bekleniyordu, liste gönderildi.",
    );
    expect(message(z.object({ a: z.string() }), {})).toBe("Bu alan gereklidir.");
    expect(message(z.enum(["a", "b"]), "c")).toBe("Geçersiz seçim: izin verilen değerlerden biri olmalıdır.");
    expect(message(z.string().max(3), "abcd")).toBe("En fazla 3 karakter olabilir.");
    expect(message(z.number().min(2), 1)).toBe("En az 2 olmalıdır.");
  });
});
