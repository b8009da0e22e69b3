/** `rules:check -- --kaydet` re-reads a moved case's expectations from the answer it now gets. */
import { describe, expect, it } from "vitest";
import { compareCase, type GoldenCase } from "../../scripts/lib/golden.ts";
import { recordedCase } from "../../scripts/lib/golden-record.ts";

const base: GoldenCase = {
  ad: "Dikili vasıflı 11 000 m²",
  isaret: "ours",
  istek: { arazi_vasfi: "Dikili vasıflı", alan_m2: 11_000 },
  beklenen: {
    izin_durumu: "izin_verilebilir_varsayimsal",
    karar_kurali: null,
    veriler: { ana_mesaj: "Başarılı", maksimum_insaat_alani: 30 },
  },
  not: "an old note",
  kaynak: "2.0.0",
};

describe("recordedCase", () => {
  it("a refusal: the new status, deciding rule and the same paths, one no longer answered left out", () => {
    const answer = {
      status: 200,
      body: {
        data: {
          izin_durumu: "izin_verilemez",
          ana_mesaj: "Başarısız",
          uygulanan_kurallar: [
            { kural_id: "BAG-01", sonuc: "saglandi" },
            { kural_id: "BAG-02", sonuc: "saglanmadi" },
          ],
        },
      },
    };
    const recorded = recordedCase(base, answer, "9.9.9");
    expect(recorded.beklenen).toEqual({
      izin_durumu: "izin_verilemez",
      karar_kurali: "BAG-02",
      veriler: { ana_mesaj: "Başarısız" },
    });
    expect(recorded.kaynak).toBeUndefined();
    expect(recorded.istek).toEqual(base.istek);
    expect(recorded.not).toContain("2.0.0");
    expect(recorded.not).toContain("9.9.9");
    expect(recorded.not).toContain("izin_verilebilir_varsayimsal");
    expect(compareCase(recorded, answer)).toEqual([]);
    expect(compareCase(base, answer)).not.toEqual([]);
  });

  it("an input error: the status, the field and its first message", () => {
    const answer = { status: 400, body: { detail: "Geçersiz", fields: { alan_m2: ["Alan parselden büyük olamaz."] } } };
    const recorded = recordedCase(base, answer, "9.9.9");
    expect(recorded.beklenen).toBeUndefined();
    expect(recorded.beklenen_hata).toEqual({ durum: 400, alan: "alan_m2", mesaj: "Alan parselden büyük olamaz." });
    expect(compareCase(recorded, answer)).toEqual([]);
  });
});
