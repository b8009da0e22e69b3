import { describe, expect, it } from "vitest";
import { compareCase, type GoldenFile } from "../../scripts/lib/golden.ts";
import type { ApiError } from "@worker/core/contracts/errors.ts";
import { api, json } from "./helpers.ts";

const post = (slug: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  api(`/api/calculations/${slug}/`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const point = { latitude: 38.42, longitude: 27.14 };

describe("golden cases through the API (workerd + the bundled rule set)", () => {
  const files = import.meta.glob<GoldenFile>("../../rules/izmir-tarimsal-yapilar/cases/1.0.0/*.json", {
    eager: true,
    import: "default",
  });
  for (const file of Object.values(files)) {
    // Cases that need a test-only geography layer run against the pure engine (tests/rules/golden.test.ts).
    const cases = file.vakalar.filter((c) => !c.katman);
    it(`${file.yapi_turu}: ${cases.length} cases answer as specified`, async () => {
      for (const c of cases) {
        const res = await post(file.yapi_turu, c.istek);
        const problems = compareCase(c, { status: res.status, body: await json(res) });
        expect(problems, c.ad).toEqual([]);
      }
    });
  }
});

describe("POST /api/calculations/{slug}/ result shape", () => {
  it("returns the normalised result with rules, rule-set version and hashes", async () => {
    const res = await post("solucan-tesisi", {
      ...point,
      alan_m2: 1000,
      arazi_vasfi: "Tarla",
      emsal_turu: "marjinal",
      yapi_turu_id: 1,
    });
    expect(res.status).toBe(200);
    const body = await json<{ success: boolean; message: string; data: Record<string, unknown> }>(res);
    expect(body.success).toBe(true);
    expect(body.message).toBe(body.data["ana_mesaj"]);
    expect(body.data).toMatchObject({
      izin_durumu: "izin_verilebilir",
      calculation_type: "solucan-tesisi",
      yapi_turu_id: 1,
      arazi_vasfi: "Tarla",
      uretim_kapasitesi: 6.3,
      kapasite_birimi: "ton/gün",
      konum: { izmirinIcinde: true, buyukOvaIcinde: false, kapaliSuHavzasiIcinde: "unknown" },
      mevzuat_durumu: { kod: "yururlukte", not: null },
      kural_seti: { id: "izmir-tarimsal-yapilar", surum: "1.0.0", yapi_turu_surumu: "1.0.0" },
    });
    const kuralSeti = body.data["kural_seti"] as { sha256: Record<string, string> };
    expect(kuralSeti.sha256["solucan-tesisi.json"]).toMatch(/^[0-9a-f]{64}$/);
    expect(kuralSeti.sha256["_ortak.json"]).toMatch(/^[0-9a-f]{64}$/);
    const rules = body.data["uygulanan_kurallar"] as { kural_id: string; sonuc: string; dayanak: string }[];
    expect(rules.map((r) => r.kural_id)).toEqual([
      "GEN-01",
      "GEN-02",
      "GEN-03",
      "GEN-04",
      "GEN-05",
      "GEN-06",
      "SOL-01",
      "SOL-02",
      "SOL-03",
    ]);
    expect(rules.find((r) => r.kural_id === "GEN-05")?.sonuc).toBe("uyari");
    expect(rules.every((r) => r.dayanak.length > 3)).toBe(true);
    expect((body.data["rapor"] as { emsal: string }).emsal).toContain("%20");
    expect(body.data).not.toHaveProperty("html_mesaj");
    expect(String(body.data["mesaj"])).not.toContain("<");
    expect(Date.parse(String(body.data["timestamp"]))).not.toBeNaN();
  });

  it("states the actual ratio in the report for mutlak_dikili", async () => {
    const body = await json<{ data: Record<string, unknown> }>(
      await post("lisansli-depo", { ...point, alan_m2: 3000, arazi_vasfi: "Tarla", emsal_orani: 0.05 }),
    );
    expect(body.data["emsal_turu"]).toBe("mutlak_dikili");
    const { emsal } = body.data["rapor"] as { emsal: string };
    expect(emsal).toContain("%5");
    expect(emsal).not.toContain("%20");
  });

  it("refuses a land type the structure does not accept with a result, not an error", async () => {
    const res = await post("zeytinyagi-fabrikasi", { ...point, alan_m2: 10000, arazi_vasfi: "Tarla" });
    expect(res.status).toBe(200);
    const body = await json<{ data: Record<string, unknown> }>(res);
    expect(body.data["izin_durumu"]).toBe("izin_verilemez");
    expect(body.data["ana_mesaj"]).toBe("Bu yapı türü için seçilen arazi vasfı uygun değildir: Tarla");
    expect(body.data["aciklama"]).toBe("Uygun arazi vasıfları: Zeytinlik.");
  });

  it("adds the large-plain message for a point in a plain", async () => {
    const body = await json<{ data: Record<string, unknown> }>(
      await post("kurutma-tesisi", { latitude: 38.42, longitude: 27.46, alan_m2: 5000, arazi_vasfi: "Tarla" }),
    );
    // a trailing "Ovası" becomes "Büyük Ovası" (GEN-03)
    expect(body.data["buyuk_ova_mesaji"]).toBe(
      "Harita üzerinden seçtiğiniz konum Kemalpaşa Büyük Ovası içerisinde bulunmaktadır.",
    );
    expect(body.data["uyarilar"]).toContain(
      "Büyük ova koruma alanında alternatif alan bulunmadığının belgelenmesi ve Toprak Koruma Kurulu uygun görüşü gerekir.",
    );
    expect(body.data["izin_durumu"]).toBe("izin_verilebilir");
  });
});

describe("bad input answers 400 with the catalogue message and the field", () => {
  const cases: [string, string, unknown, string, string][] = [
    ["an array body", "sera", [point], "non_field_errors", "İstek gövdesi bir JSON nesnesi olmalıdır."],
    ["a number body", "sera", 42, "non_field_errors", "İstek gövdesi bir JSON nesnesi olmalıdır."],
    ["a null body", "sera", null, "non_field_errors", "İstek gövdesi bir JSON nesnesi olmalıdır."],
    [
      "unknown slug",
      "uzay-istasyonu",
      { ...point, alan_m2: 1000, arazi_vasfi: "Tarla" },
      "calculation_type",
      "Unsupported structure type: uzay-istasyonu",
    ],
    [
      "missing area",
      "kurutma-tesisi",
      { ...point, arazi_vasfi: "Tarla" },
      "alan_m2",
      "Alan (m²) pozitif bir sayı olmalıdır",
    ],
    [
      "zero area",
      "kurutma-tesisi",
      { ...point, alan_m2: 0, arazi_vasfi: "Tarla" },
      "alan_m2",
      "Alan (m²) pozitif bir sayı olmalıdır",
    ],
    [
      "negative area",
      "kurutma-tesisi",
      { ...point, alan_m2: -5, arazi_vasfi: "Tarla" },
      "alan_m2",
      "Alan (m²) pozitif bir sayı olmalıdır",
    ],
    [
      "area as text",
      "kurutma-tesisi",
      { ...point, alan_m2: "bin", arazi_vasfi: "Tarla" },
      "alan_m2",
      "Alan (m²) pozitif bir sayı olmalıdır",
    ],
    [
      "NaN as a string",
      "kurutma-tesisi",
      { ...point, alan_m2: "NaN", arazi_vasfi: "Tarla" },
      "alan_m2",
      "Alan (m²) pozitif bir sayı olmalıdır",
    ],
    [
      "Infinity as a string",
      "kurutma-tesisi",
      { ...point, alan_m2: "Infinity", arazi_vasfi: "Tarla" },
      "alan_m2",
      "Alan (m²) pozitif bir sayı olmalıdır",
    ],
    [
      "area over what a deed holds (10 000 000 m², urun.json)",
      "kurutma-tesisi",
      { ...point, alan_m2: 10_000_001, arazi_vasfi: "Tarla" },
      "alan_m2",
      "Alan en fazla 10.000.000 m² olabilir.",
    ],
    ["no land type", "kurutma-tesisi", { ...point, alan_m2: 1000 }, "arazi_vasfi", "Arazi vasfı seçilmelidir"],
    [
      "not a land type",
      "kurutma-tesisi",
      { ...point, alan_m2: 1000, arazi_vasfi: "Bahçe" },
      "arazi_vasfi",
      "Arazi vasfı seçilmelidir",
    ],
    [
      "no point",
      "kurutma-tesisi",
      { alan_m2: 1000, arazi_vasfi: "Tarla" },
      "latitude",
      "Haritadan bir konum seçmeniz gerekiyor",
    ],
    [
      "point in Ankara",
      "kurutma-tesisi",
      { latitude: 39.93, longitude: 32.85, alan_m2: 1000, arazi_vasfi: "Tarla" },
      "latitude",
      "İzmir sınırları içinde bir konum seçmeniz gerekiyor",
    ],
    [
      "8 % emsal",
      "kurutma-tesisi",
      { ...point, alan_m2: 1000, arazi_vasfi: "Tarla", emsal_orani: 0.08 },
      "emsal_orani",
      "Desteklenmeyen emsal oranı",
    ],
    [
      "unknown emsal type",
      "kurutma-tesisi",
      { ...point, alan_m2: 1000, arazi_vasfi: "Tarla", emsal_turu: "yuzde_8" },
      "emsal_turu",
      "Geçersiz emsal türü",
    ],
    [
      "emsal type and ratio disagree",
      "kurutma-tesisi",
      { ...point, alan_m2: 1000, arazi_vasfi: "Tarla", emsal_turu: "marjinal", emsal_orani: 0.05 },
      "emsal_orani",
      "Emsal türü ile emsal oranı uyuşmuyor",
    ],
    [
      "id of another type",
      "kurutma-tesisi",
      { ...point, alan_m2: 1000, arazi_vasfi: "Tarla", yapi_turu_id: 3 },
      "yapi_turu_id",
      "Yapı türü kimliği adresteki yapı türüyle uyuşmuyor.",
    ],
  ];
  for (const [name, slug, body, field, message] of cases) {
    it(name, async () => {
      const res = await post(slug, body);
      expect(res.status).toBe(400);
      const error = await json<ApiError>(res);
      expect(error.success).toBe(false);
      expect(error.detail).toBe(message);
      expect(error.fields?.[field]).toContain(message);
      expect(JSON.stringify(error)).not.toMatch(/ZodError|stack|at [A-Za-z]+ \(/);
    });
  }

  it("accepts decimal strings for numbers and id 15 for water storage", async () => {
    const res = await post("su-depolama", {
      latitude: "38.42",
      longitude: "27.14",
      alan_m2: "600.5",
      arazi_vasfi: " Tarla ",
      yapi_turu_id: 15,
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: Record<string, unknown> }>(res)).data["maksimum_emsal_alani_m2"]).toBeCloseTo(120.1, 2);
  });

  it("answers broken JSON and a non-object body with a catalogue 400, never a 500", async () => {
    for (const body of ["{", "null", "[]", '"text"', "12"]) {
      const res = await post("kurutma-tesisi", body);
      expect(res.status, body).toBe(400);
      const error = await json<ApiError>(res);
      expect(error.success).toBe(false);
      expect(typeof error.detail).toBe("string");
    }
  });
});

describe("vineyard house paths and the tree catalogue", () => {
  it("serves the 43 species in Turkish order", async () => {
    const res = await api("/api/calculations/agac-turleri/");
    expect(res.status).toBe(200);
    const body = await json<{
      success: boolean;
      data: { sira: number; tur: string; normal: number; yariBodur?: number }[];
    }>(res);
    expect(body.data).toHaveLength(43);
    expect(body.data[0]?.tur).toBe("Ahududu");
    const names = body.data.map((t) => t.tur);
    expect(names.indexOf("Çay")).toBe(names.indexOf("Ceviz") + 1);
    expect(body.data.find((t) => t.tur === "Elma")?.yariBodur).toBe(80);
  });

  it("serves the area-check settings: the trees and the vineyard-house thresholds of the rule set in force", async () => {
    const res = await api("/api/calculations/dikili-kontrol/");
    expect(res.status).toBe(200);
    const body = await json<{
      data: { agaclar: unknown[]; esikler: Record<string, number>; kural_seti: { id: string; surum: string } };
    }>(res);
    expect(body.data.agaclar).toHaveLength(43);
    expect(body.data.esikler).toMatchObject({
      dikili_asgari_m2: 5000,
      tarla_asgari_m2: 20000,
      sera_asgari_m2: 3000,
      zeytin_yogunluk_siniri: 10,
      azami_agac_sayisi: 50000,
    });
    expect(body.data.kural_seti).toEqual({ id: "izmir-tarimsal-yapilar", surum: "1.0.0" });
  });

  it("answers bag-evi-v2 and bag-evi with the same rules and calculation_type bag-evi", async () => {
    const body = { ...point, alan_m2: 12000, arazi_vasfi: "Dikili vasıflı" };
    const v2 = await json<{ data: Record<string, unknown> }>(await post("bag-evi-v2", body));
    const legacy = await json<{ data: Record<string, unknown> }>(await post("bag-evi", body));
    for (const r of [v2, legacy]) {
      expect(r.data["calculation_type"]).toBe("bag-evi");
      expect(r.data["izin_durumu"]).toBe("izin_verilebilir_varsayimsal");
      expect(String(r.data["mesaj"]).endsWith("Varsayımsal sonuç - Manuel alan kontrolü önerilir.")).toBe(true);
      expect((r.data["rapor"] as { baslik: string }).baslik).toContain("VARSAYIMSAL HESAPLAMA SONUCU");
    }
  });
});
