import { describe, expect, it } from "vitest";
import { effectiveLocation, largePlainSentence } from "@worker/core/calculation/location.ts";
import type { Girdi } from "@worker/core/calculation/facts/types.ts";

describe("large-plain sentence (GEN-03)", () => {
  it("turns a trailing Ovası into Büyük Ovası, once", () => {
    expect(largePlainSentence("Kiraz Ovası")).toBe(
      "Harita üzerinden seçtiğiniz konum Kiraz Büyük Ovası içerisinde bulunmaktadır.",
    );
    expect(largePlainSentence("Bakırçay Ovasi")).toContain("Bakırçay Büyük Ovası");
    expect(largePlainSentence("Gediz Büyük Ovası")).toContain("Gediz Büyük Ovası içerisinde");
    expect(largePlainSentence("İzmir Menemen Ovası (Gediz)")).toContain("İzmir Menemen Ovası (Gediz) içerisinde");
  });

  it("uses the generic sentence for an empty or placeholder name", () => {
    for (const name of [null, "", "unnamed", "Unknown", "İsimsiz"]) {
      expect(largePlainSentence(name)).toBe(
        "Harita üzerinden seçtiğiniz konum büyük ova sınırları içerisinde bulunmaktadır.",
      );
    }
  });
});

describe("effective location values (GEN-03, GEN-04a…GEN-04d)", () => {
  const girdi = (over: Partial<Girdi>) => ({ buyuk_ova_icinde: null, kapali_havza_beyani: null, ...over }) as Girdi;
  const layers = {
    izmirinIcinde: true,
    buyukOvaIcinde: false,
    buyukOvaAdi: null,
    kapaliSuHavzasiIcinde: "unknown",
    kapaliSuHavzasiAdi: null,
    izmirBolgeAdi: null,
  } as const;

  it("lets the layer win over the user's statement", () => {
    const r = effectiveLocation({ ...layers, kapaliSuHavzasiIcinde: true }, girdi({ kapali_havza_beyani: false }));
    expect(r.kapaliSuHavzasiIcinde).toBe(true);
    expect(r.kapali_su_havzasi_kaynagi).toBe("harita");
  });

  it("uses the statement when no basin layer exists, and says so", () => {
    const r = effectiveLocation(layers, girdi({ kapali_havza_beyani: true }));
    expect(r.kapaliSuHavzasiIcinde).toBe(true);
    expect(r.kapali_su_havzasi_kaynagi).toBe("kullanici_beyani");
  });

  it("stays unknown without layer or statement; the plain layer ignores the client's flag", () => {
    const r = effectiveLocation(layers, girdi({ buyuk_ova_icinde: true }));
    expect(r.kapaliSuHavzasiIcinde).toBe("unknown");
    expect(r.kapali_su_havzasi_kaynagi).toBeNull();
    expect(r.buyukOvaIcinde).toBe(false);
  });
});
