/** tarimsalDepoHakki (DEPO-01…DEPO-04) with the constants of the 1.0.0 rule file. */
import { describe, expect, it } from "vitest";
import { girdiFor, runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { tarimsalDepoHakki } from "@worker/core/calculation/facts/tarimsal-depo-hakki.ts";
import type { FactContext } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum } from "./fact-context.ts";

const RULES = loadRepoRules().registry.versions["izmir-tarimsal-yapilar"]![0]!;

const { registry } = loadRepoRules();
const ruleSet = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
const file = ruleSet.types["tarimsal-depo"]!;

const VARLIK_YOK = "Toplam arazi varlığı girilmediği için yalnızca bu parsel esas alınmıştır.";
const VARLIK_KUCUK = "Toplam arazi varlığı parsel alanından küçük olamaz; parsel alanı esas alınmıştır.";

function hesapla(request: Record<string, unknown>) {
  const girdi = girdiFor(RULES, "tarimsal-depo", { latitude: 38.42, longitude: 27.14, ...request });
  const ctx: FactContext = {
    girdi,
    sabit: file.sabitler,
    emsal: { tur: null, oran: null },
    konum: izmirKonum("unknown"),
  };
  return tarimsalDepoHakki(ctx);
}

async function hesaplaMotorla(request: Record<string, unknown>) {
  const answer = await runThroughEngine(ruleSet, "tarimsal-depo", { latitude: 38.42, longitude: 27.14, ...request });
  expect(answer.status).toBe(200);
  return (answer.body as { data: Record<string, unknown> }).data;
}

describe("tarimsal-depo — checked area by land type", () => {
  it("uses tarla_alani for Zeytin ağaçlı + tarla, not the client's alan_m2", () => {
    const r = hesapla({
      alan_m2: 30000,
      arazi_vasfi: "Zeytin ağaçlı + tarla",
      tarla_alani: 22000,
      toplam_arazi_varligi: 40000,
    });
    expect(r.degerler["alan_m2"]).toBe(22000);
    expect(r.ciktilar["alan_m2"]).toBe(22000);
    expect(r.degerler["asgari_alan"]).toBe(20000);
  });

  it("falls back to alan_m2 when tarla_alani is missing or 0", () => {
    expect(hesapla({ alan_m2: 21000, arazi_vasfi: "Zeytin ağaçlı + tarla" }).degerler["alan_m2"]).toBe(21000);
    expect(hesapla({ alan_m2: 21000, arazi_vasfi: "Zeytin ağaçlı + tarla", tarla_alani: 0 }).degerler["alan_m2"]).toBe(
      21000,
    );
  });

  it("uses alan_m2 for Dikili vasıflı even when a dikili_alani is sent", () => {
    const r = hesapla({
      alan_m2: 12000,
      arazi_vasfi: "Dikili vasıflı",
      dikili_alani: 8000,
      toplam_arazi_varligi: 12000,
    });
    expect(r.degerler["alan_m2"]).toBe(12000);
  });

  it("gives the land type's minimum and the shortfall N − A", () => {
    const cases: [string, number, number][] = [
      ["Dikili vasıflı", 8000, 10000],
      ["Tarla", 19999, 20000],
      ["Sera", 2500, 3000],
    ];
    for (const [arazi_vasfi, alan_m2, asgari] of cases) {
      const r = hesapla({ alan_m2, arazi_vasfi, toplam_arazi_varligi: 50000 });
      expect(r.degerler["asgari_alan"], arazi_vasfi).toBe(asgari);
      expect(r.degerler["eksik_alan"], arazi_vasfi).toBe(asgari - alan_m2);
    }
    expect(hesapla({ alan_m2: 25000, arazi_vasfi: "Tarla" }).degerler["eksik_alan"]).toBe(0);
  });
});

describe("tarimsal-depo — holding fallback and depot right", () => {
  it("takes the given holding when it is at least the parcel, without a warning", () => {
    const r = hesapla({ alan_m2: 25000, arazi_vasfi: "Tarla", toplam_arazi_varligi: 50000 });
    expect(r.ciktilar["toplam_arazi_varligi"]).toBe(50000);
    expect(r.ciktilar["depo_alani"]).toBe(500);
    expect(r.ciktilar["maksimum_insaat_alani"]).toBe(500);
    expect(r.ciktilar["depo_hakki_dekar"]).toBe(0.5);
    expect(r.ciktilar["depolama_kapasitesi"]).toBe(1250);
    expect(r.uyarilar).toEqual([]);
  });

  it("falls back to the parcel with the 'not entered' warning when the holding is absent", () => {
    const r = hesapla({ alan_m2: 25000, arazi_vasfi: "Tarla" });
    expect(r.ciktilar["toplam_arazi_varligi"]).toBe(25000);
    expect(r.ciktilar["depo_alani"]).toBe(250);
    expect(r.uyarilar).toEqual([VARLIK_YOK]);
  });

  it("falls back to the parcel with the 'smaller than the parcel' warning when the holding is below A", () => {
    const r = hesapla({ alan_m2: 25000, arazi_vasfi: "Tarla", toplam_arazi_varligi: 24999 });
    expect(r.ciktilar["toplam_arazi_varligi"]).toBe(25000);
    expect(r.ciktilar["depo_alani"]).toBe(250);
    expect(r.uyarilar).toEqual([VARLIK_KUCUK]);
  });

  it("compares the holding with the checked area A, not with alan_m2", () => {
    // A = tarla_alani 20 000; a holding of 25 000 is above A although below alan_m2 30 000.
    const r = hesapla({
      alan_m2: 30000,
      arazi_vasfi: "Zeytin ağaçlı + tarla",
      tarla_alani: 20000,
      toplam_arazi_varligi: 25000,
    });
    expect(r.ciktilar["toplam_arazi_varligi"]).toBe(25000);
    expect(r.uyarilar).toEqual([]);
  });

  it("rounds the depot right to m² and the capacity to tonnes", () => {
    const r = hesapla({ alan_m2: 3333.33, arazi_vasfi: "Sera", toplam_arazi_varligi: 3333.33 });
    expect(r.ciktilar["depo_alani"]).toBe(33.33);
    expect(r.ciktilar["depolama_kapasitesi"]).toBe(83.3);
    expect(r.ciktilar["depo_hakki_dekar"]).toBe(0.03);
  });

  it("echoes the requested depot area only when given", () => {
    expect(hesapla({ alan_m2: 25000, arazi_vasfi: "Tarla", depo_alani: 300 }).ciktilar["talep_edilen_depo_alani"]).toBe(
      300,
    );
    expect("talep_edilen_depo_alani" in hesapla({ alan_m2: 25000, arazi_vasfi: "Tarla" }).ciktilar).toBe(false);
  });
});

describe("tarimsal-depo — olive density (DEPO-02)", () => {
  it("prefers zeytin_agac_adedi over zeytin_agac_sayisi and divides by A", () => {
    const r = hesapla({
      alan_m2: 40000,
      arazi_vasfi: "Zeytin ağaçlı + tarla",
      tarla_alani: 25000,
      zeytin_agac_adedi: 100,
      zeytin_agac_sayisi: 900,
    });
    expect(r.degerler["zeytin_yogunlugu"]).toBeCloseTo(4, 9);
  });

  it("falls back to zeytin_agac_sayisi, and to 0 without a count", () => {
    const args = { alan_m2: 25000, arazi_vasfi: "Zeytin ağaçlı + tarla", tarla_alani: 25000 };
    expect(hesapla({ ...args, zeytin_agac_sayisi: 300 }).degerler["zeytin_yogunlugu"]).toBeCloseTo(12, 9);
    expect(hesapla(args).degerler["zeytin_yogunlugu"]).toBe(0);
  });

  it("checks the density only for Zeytin ağaçlı + tarla", () => {
    const r = hesapla({ alan_m2: 25000, arazi_vasfi: "Tarla", zeytin_agac_sayisi: 1000 });
    expect(r.degerler["zeytin_yogunlugu_kontrolu"]).toBe(false);
    expect(r.degerler["zeytin_yogunlugu"]).toBeNull();
  });

  it("allows exactly 10 trees per decare and refuses above it (DEPO-02)", async () => {
    const args = {
      alan_m2: 25000,
      arazi_vasfi: "Zeytin ağaçlı + tarla",
      tarla_alani: 25000,
      toplam_arazi_varligi: 25000,
    };
    expect((await hesaplaMotorla({ ...args, zeytin_agac_adedi: 250 }))["izin_durumu"]).toBe("izin_verilebilir");
    const refused = await hesaplaMotorla({ ...args, zeytin_agac_adedi: 251 });
    expect(refused["izin_durumu"]).toBe("izin_verilemez");
    expect(refused["ana_mesaj"]).toBe("Dekara 10 ağaçtan fazla zeytin ağacı olamaz.");
  });
});

describe("tarimsal-depo — through the engine", () => {
  it("ignores the emsal type and says so in mesaj", async () => {
    const args = { alan_m2: 25000, arazi_vasfi: "Tarla", toplam_arazi_varligi: 50000 };
    const marjinal = await hesaplaMotorla({ ...args, emsal_turu: "marjinal" });
    const mutlak = await hesaplaMotorla({ ...args, emsal_turu: "mutlak_dikili" });
    expect(mutlak["depo_alani"]).toBe(500);
    expect(marjinal["depo_alani"]).toBe(500);
    expect(String(mutlak["mesaj"])).toContain("Emsal türü bu yapı türünün sonucunu değiştirmez.");
  });

  it("states the minimum and the shortfall in the DEPO-01 refusal", async () => {
    const data = await hesaplaMotorla({ alan_m2: 8000, arazi_vasfi: "Dikili vasıflı", toplam_arazi_varligi: 120000 });
    expect(data["ana_mesaj"]).toBe(
      "TARIMSAL DEPO YAPILAMAZ - Minimum arazi alanı (10.000 m²) sağlanmıyor. Eksik alan: 2.000 m²",
    );
    expect(data["depo_alani"]).toBeUndefined();
  });

  it("warns (DEPO-04) only when the requested depot area exceeds the right", async () => {
    const args = { alan_m2: 25000, arazi_vasfi: "Tarla", toplam_arazi_varligi: 50000 };
    const text = "Talep edilen depo alanı depo hakkını aşıyor.";
    expect((await hesaplaMotorla({ ...args, depo_alani: 501 }))["uyarilar"]).toContain(text);
    expect((await hesaplaMotorla({ ...args, depo_alani: 500 }))["uyarilar"]).not.toContain(text);
    expect((await hesaplaMotorla(args))["uyarilar"]).not.toContain(text);
  });
});
