/** sogukHavaDeposu (SHD-01, SHD-02) with the constants of the 1.0.0 rule file. */
import { describe, expect, it } from "vitest";
import { girdiFor, runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { sogukHavaDeposu } from "@worker/core/calculation/facts/soguk-hava-deposu.ts";
import type { EmsalTuru, FactContext } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum } from "./fact-context.ts";

const RULES = loadRepoRules().registry.versions["izmir-tarimsal-yapilar"]![0]!;

const { registry } = loadRepoRules();
const ruleSet = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
const file = ruleSet.types["soguk-hava-deposu"]!;
const ORAN: Record<EmsalTuru, number> = { marjinal: 0.2, mutlak_dikili: 0.05 };

function hesapla(tur: EmsalTuru, request: Record<string, unknown>) {
  const girdi = girdiFor(RULES, "soguk-hava-deposu", { latitude: 38.42, longitude: 27.14, ...request });
  const ctx: FactContext = {
    girdi,
    sabit: file.sabitler,
    emsal: { tur, oran: ORAN[tur] },
    konum: izmirKonum("unknown"),
  };
  return sogukHavaDeposu(ctx);
}

async function hesaplaMotorla(request: Record<string, unknown>) {
  const answer = await runThroughEngine(ruleSet, "soguk-hava-deposu", {
    latitude: 38.42,
    longitude: 27.14,
    ...request,
  });
  expect(answer.status).toBe(200);
  return (answer.body as { data: Record<string, unknown> }).data;
}

const HAM = "Ham toprak, taşlık, kıraç, palamutluk, koruluk gibi diğer vasıflı";

describe("soguk-hava-deposu — mutlak_dikili mode", () => {
  it("applies 5 % to every allowed land type through the engine (Tarla and Ham toprak included)", async () => {
    for (const arazi_vasfi of ["Dikili vasıflı", HAM, "Tarla", "Sera"]) {
      const data = await hesaplaMotorla({ alan_m2: 40000, arazi_vasfi, emsal_turu: "mutlak_dikili" });
      expect(data["izin_durumu"], arazi_vasfi).toBe("izin_verilebilir");
      expect(data["emsal_orani"], arazi_vasfi).toBe(0.05);
      expect(data["maksimum_insaat_alani"], arazi_vasfi).toBe(2000);
      expect(data["soguk_depo_kapasitesi"], arazi_vasfi).toBe(5000);
    }
  });

  it("reads the land type's own area field", () => {
    expect(
      hesapla("mutlak_dikili", { alan_m2: 9000, arazi_vasfi: "Dikili vasıflı", dikili_alani: 6000 }).degerler[
        "alan_m2"
      ],
    ).toBe(6000);
    expect(
      hesapla("mutlak_dikili", { alan_m2: 9000, arazi_vasfi: "Tarla", tarla_alani: 21000 }).degerler["alan_m2"],
    ).toBe(21000);
    expect(hesapla("mutlak_dikili", { alan_m2: 9000, arazi_vasfi: HAM, tarla_alani: 22000 }).degerler["alan_m2"]).toBe(
      22000,
    );
    expect(
      hesapla("mutlak_dikili", { alan_m2: 9000, arazi_vasfi: "Sera", sera_alani_m2: 3500 }).degerler["alan_m2"],
    ).toBe(3500);
  });

  it("falls back to alan_m2 when the land type's field is missing or 0", () => {
    expect(hesapla("mutlak_dikili", { alan_m2: 7000, arazi_vasfi: "Dikili vasıflı" }).degerler["alan_m2"]).toBe(7000);
    expect(hesapla("mutlak_dikili", { alan_m2: 7000, arazi_vasfi: "Sera", sera_alani_m2: 0 }).degerler["alan_m2"]).toBe(
      7000,
    );
  });

  it("uses the land type's minimum and reports the shortfall", () => {
    const cases: [string, number][] = [
      ["Dikili vasıflı", 5000],
      [HAM, 20000],
      ["Tarla", 20000],
      ["Sera", 3000],
    ];
    for (const [arazi_vasfi, asgari] of cases) {
      const r = hesapla("mutlak_dikili", { alan_m2: asgari - 1, arazi_vasfi });
      expect(r.degerler["asgari_alan"], arazi_vasfi).toBe(asgari);
      expect(r.degerler["eksik_alan"], arazi_vasfi).toBe(1);
      expect(r.degerler["asgari_alan_saglandi"], arazi_vasfi).toBe(false);
      expect(
        hesapla("mutlak_dikili", { alan_m2: asgari, arazi_vasfi }).degerler["asgari_alan_saglandi"],
        arazi_vasfi,
      ).toBe(true);
    }
  });

  it("computes EH from the checked area, not from alan_m2", () => {
    const r = hesapla("mutlak_dikili", { alan_m2: 30000, arazi_vasfi: "Tarla", tarla_alani: 24000 });
    expect(r.degerler["emsal_hakki"]).toBe(1200);
    expect(r.ciktilar["maksimum_emsal_alani_m2"]).toBe(1200);
    expect(r.ciktilar["alan_m2"]).toBe(24000);
  });
});

describe("soguk-hava-deposu — marjinal mode", () => {
  it("uses alan_m2 with a 500 m² minimum whatever the land type fields say", () => {
    const r = hesapla("marjinal", { alan_m2: 499, arazi_vasfi: "Tarla", tarla_alani: 30000 });
    expect(r.degerler["alan_m2"]).toBe(499);
    expect(r.degerler["asgari_alan"]).toBe(500);
    expect(r.degerler["eksik_alan"]).toBe(1);
    expect(r.ciktilar["emsal_tipi"]).toBe("marjinal");
  });

  it("splits EH 70 / 20 / 10 and estimates 2.5 t per m²", () => {
    const r = hesapla("marjinal", { alan_m2: 1234.5, arazi_vasfi: "Zeytin ağaçlı + tarla" });
    expect(r.ciktilar["maksimum_insaat_alani"]).toBe(246.9);
    expect(r.ciktilar["soguk_depo_kapasitesi"]).toBe(617.3);
    const dagilim = r.ciktilar["alan_dagilimi"] as Record<string, number>;
    expect(dagilim["soguk_hava_deposu_alani"]).toBe(172.83);
    expect(dagilim["idari_alan"]).toBe(49.38);
    expect(dagilim["teknik_alan"]).toBe(24.69);
    expect(dagilim["toplam_yapi_alani"]).toBe(246.9);
  });

  it("refuses an olive land type only in mutlak_dikili mode (GEN-02)", async () => {
    const args = { alan_m2: 30000, arazi_vasfi: "Zeytin ağaçlı + tarla" };
    expect((await hesaplaMotorla({ ...args, emsal_turu: "marjinal" }))["izin_durumu"]).toBe("izin_verilebilir");
    expect((await hesaplaMotorla({ ...args, emsal_turu: "mutlak_dikili" }))["izin_durumu"]).toBe("izin_verilemez");
  });

  it("names the land type, minimum, area and shortfall in the SHD-01 refusal", async () => {
    const data = await hesaplaMotorla({ alan_m2: 15000, arazi_vasfi: "Tarla", emsal_turu: "mutlak_dikili" });
    expect(data["ana_mesaj"]).toBe(
      "Soğuk hava deposu için Tarla arazide en az 20.000 m² gereklidir. Mevcut alan: 15.000 m², eksik alan: 5.000 m².",
    );
  });
});
