import { describe, expect, it } from "vitest";
import { overriddenFields } from "../../web/src/features/calculation/area-check-bridge.ts";
import { bagEviFormChecks, validateForm, specialFields } from "../../web/src/features/calculation/fields.ts";
import { cardValue, decares, hectares } from "../../web/src/features/calculation/format.ts";
import { defaultTitle, validateSave } from "../../web/src/features/calculation/save.ts";

describe("vineyard-house form checks (§5)", () => {
  it("refuses more than 10 olive trees per decare, per land type's count and area", () => {
    expect(bagEviFormChecks("Zeytin ağaçlı + herhangi bir dikili vasıf", { dikili_alani: "6000", zeytin_agac_sayisi: "61" })).toEqual({
      zeytin_agac_sayisi: "Dekara 10 ağaçtan fazla zeytin ağacı olamaz.",
    });
    expect(bagEviFormChecks("Zeytin ağaçlı + herhangi bir dikili vasıf", { dikili_alani: "6000", zeytin_agac_sayisi: "60" })).toEqual({});
    expect(bagEviFormChecks("Zeytin ağaçlı + tarla", { tarla_alani: "10000", zeytin_agac_adedi: "101" })).toHaveProperty("zeytin_agac_adedi");
    // The larger of the deed and the existing count applies.
    expect(bagEviFormChecks("Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf", { dikili_alani: "5000", tapu_zeytin_agac_adedi: "10", mevcut_zeytin_agac_adedi: "51" })).toHaveProperty("mevcut_zeytin_agac_adedi");
    expect(bagEviFormChecks("Adetli Zeytin Ağacı bulunan tarla", { tarla_alani: "5000", tapu_zeytin_agac_adedi: "51", mevcut_zeytin_agac_adedi: "1" })).toHaveProperty("mevcut_zeytin_agac_adedi");
  });

  it("needs field + olive grove above 20 001 m², and lets a field of 20 000 m² or more proceed", () => {
    expect(bagEviFormChecks("Tarla + Zeytinlik", { tarla_alani: "15000", zeytinlik_alani: "5001" })).toEqual({
      zeytinlik_alani: "Toplam alan (tarla + zeytinlik) 20001 m²'den büyük olmalıdır.",
    });
    expect(bagEviFormChecks("Tarla + Zeytinlik", { tarla_alani: "15000", zeytinlik_alani: "5002" })).toEqual({});
    expect(bagEviFormChecks("Zeytin ağaçlı + tarla", { tarla_alani: "20000", zeytin_agac_adedi: "900" })).toEqual({});
  });
});

describe("form validation messages (§5)", () => {
  it("gives the spec's texts for the base and special fields", () => {
    const errors = validateForm({}, [{ name: "alan_m2", label: "Arazi alanı (m²)", min: 1, max: 200_000, step: 1 }, ...specialFields("sera")], "");
    expect(errors).toEqual({
      arazi_vasfi: "Arazi vasfı seçilmelidir",
      alan_m2: "Alan (m²) pozitif bir sayı olmalıdır",
      sera_alani_m2: "Planlanan sera alanı pozitif bir sayı olmalıdır",
    });
    expect(validateForm({ silo_taban_alani_m2: "0" }, specialFields("hububat-silo"), "Tarla")).toEqual({
      silo_taban_alani_m2: "Planlanan silo taban alanı pozitif bir sayı olmalıdır",
    });
    expect(validateForm({ kovan_sayisi: "49" }, specialFields("aricilik"), "Tarla")).toHaveProperty("kovan_sayisi");
    expect(validateForm({}, specialFields("aricilik"), "Tarla")).toEqual({});
  });
});

describe("smart detection (§4)", () => {
  it("lists the fields typed over their transferred value", () => {
    expect(overriddenFields({ alan_m2: "7000", tarla_alani: "9000" }, { alan_m2: 7000, tarla_alani: 8000 })).toEqual(["tarla_alani"]);
    expect(overriddenFields({ alan_m2: "" }, { alan_m2: 7000 })).toEqual([]);
  });
});

describe("result numbers (§9)", () => {
  it("shows decares to 1 decimal, hectares to 2, Turkish grouping, tons for capacities", () => {
    expect(decares(12_345)).toBe("12,3");
    expect(hectares(12_345)).toBe("1,23");
    expect(cardValue("alan", 12_345.678, undefined)).toEqual({ main: "12.345,68 m²", sub: "12,3 dekar · 1,23 ha" });
    expect(cardValue("ton", 1500, undefined)).toEqual({ main: "1.500 ton" });
    expect(cardValue("kapasite", 320, "baş")).toEqual({ main: "320 baş" });
  });
});

describe("save dialog (§5)", () => {
  it("prefills the title with label, date, time and coordinates to 4 decimals", () => {
    const t = defaultTitle("Sera", { lat: 38.419015, lng: 27.127991 }, new Date(2026, 10, 22, 14, 5));
    expect(t).toBe("Sera - 22.11.2026 14:05 (38.4190, 27.1280)");
  });

  it("validates the title and the description with the spec's messages", () => {
    expect(validateSave("   ", "")).toEqual({ title: "Hesaplama başlığı gereklidir" });
    expect(validateSave(" a ", "")).toEqual({ title: "Başlık en az 2 karakter olmalıdır." });
    expect(validateSave("x".repeat(201), "")).toHaveProperty("title");
    expect(validateSave("x".repeat(200), "y".repeat(500))).toEqual({});
    expect(validateSave("Başlık", "y".repeat(501))).toHaveProperty("description");
  });
});

describe("typed placeholder (§9: 80 ms per character)", () => {
  it("shows one more character every 80 ms", async () => {
    const { typedPrefix, TYPED_PLACEHOLDER_MS_PER_CHAR } = await import("../../web/src/lib/use-typed-placeholder.ts");
    expect(TYPED_PLACEHOLDER_MS_PER_CHAR).toBe(80);
    expect(typedPrefix("Karşıyaka", 0)).toBe("");
    expect(typedPrefix("Karşıyaka", 79)).toBe("");
    expect(typedPrefix("Karşıyaka", 160)).toBe("Ka");
    expect(typedPrefix("Karşıyaka", 10_000)).toBe("Karşıyaka");
  });
});
