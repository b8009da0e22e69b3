/** ipekBocekciligi (IPEK-01…IPEK-04) with the constants of the 1.0.0 rule file. */
import { describe, expect, it } from "vitest";
import { girdiFor, runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { ipekBocekciligi, ipekTahsisi } from "@worker/core/calculation/facts/ipek-bocekciligi.ts";
import type { FactContext } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum } from "./fact-context.ts";

const RULES = loadRepoRules().registry.versions["izmir-tarimsal-yapilar"]![0]!;

const { registry } = loadRepoRules();
const ruleSet = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
const file = ruleSet.types["ipek-bocekciligi"]!;
const EK_YAPILAR = [
  { cikti: "bakici_evi_m2", alan_m2: 75 },
  { cikti: "idari_bina_m2", alan_m2: 75 },
];

function hesapla(request: Record<string, unknown>) {
  const girdi = girdiFor(RULES, "ipek-bocekciligi", {
    latitude: 38.42,
    longitude: 27.14,
    arazi_vasfi: "Dikili vasıflı",
    ...request,
  });
  const ctx: FactContext = {
    girdi,
    sabit: file.sabitler,
    emsal: { tur: null, oran: 0.05 },
    konum: izmirKonum("unknown"),
  };
  return ipekBocekciligi(ctx);
}

describe("ipek-bocekciligi — allocation order", () => {
  it("gives production its minimum first, then the caretaker house, then the admin building", () => {
    expect(ipekTahsisi(49.99, 50, EK_YAPILAR)).toBeNull();
    expect(ipekTahsisi(50, 50, EK_YAPILAR)).toEqual({ uretim: 50, ekYapilar: [0, 0] });
    expect(ipekTahsisi(124.99, 50, EK_YAPILAR)).toEqual({ uretim: 124.99, ekYapilar: [0, 0] });
    expect(ipekTahsisi(125, 50, EK_YAPILAR)).toEqual({ uretim: 50, ekYapilar: [75, 0] });
    expect(ipekTahsisi(199.99, 50, EK_YAPILAR)).toEqual({ uretim: 124.99, ekYapilar: [75, 0] });
    expect(ipekTahsisi(200, 50, EK_YAPILAR)).toEqual({ uretim: 50, ekYapilar: [75, 75] });
    expect(ipekTahsisi(500, 50, EK_YAPILAR)).toEqual({ uretim: 350, ekYapilar: [75, 75] });
  });

  it("follows the order of the rule file's ek_yapilar", () => {
    const tersine = [
      { cikti: "idari_bina_m2", alan_m2: 100 },
      { cikti: "bakici_evi_m2", alan_m2: 75 },
    ];
    expect(ipekTahsisi(175, 50, tersine)).toEqual({ uretim: 75, ekYapilar: [100, 0] });
  });

  it("uses the rule file's constants: house before admin building, 75 m² each", () => {
    const r = hesapla({ alan_m2: 3000 }); // EH 150: production 50 + house 75, 25 left to production
    expect(r.ciktilar["uretim_alani"]).toBe(75);
    expect(r.ciktilar["bakici_evi_m2"]).toBe(75);
    expect(r.ciktilar["idari_bina_m2"]).toBe(0);
  });
});

describe("ipek-bocekciligi — boxes and products", () => {
  it("splits production 50 / 25 / 25 and counts boxes on three tiers, floored", () => {
    const r = hesapla({ alan_m2: 1100 }); // EH 55, all production
    expect(r.ciktilar["uretim_alani"]).toBe(55);
    expect(r.ciktilar["kerevet_alani_m2"]).toBe(27.5);
    expect(r.ciktilar["depo_alani"]).toBe(13.75);
    expect(r.ciktilar["cekim_odasi_alani_m2"]).toBe(13.75);
    expect(r.ciktilar["beslenebilecek_kutu_sayisi"]).toBe(3.3);
    expect(r.ciktilar["uretim_kapasitesi"]).toBe(3);
    expect(r.ciktilar["kutu_sayisi_tekkat"]).toBe(1);
    expect(r.ciktilar["toplam_yaprak_ihtiyaci_kg"]).toBe(1980);
    expect(r.ciktilar["toplam_yas_koza_kg"]).toBe(122.1);
  });

  it("has no allocation and zero production below the minimum production area", () => {
    const r = hesapla({ alan_m2: 999 });
    expect(r.degerler["kapasite_var"]).toBe(false);
    expect(r.ciktilar["uretim_alani"]).toBe(0);
    expect(r.ciktilar["uretim_kapasitesi"]).toBe(0);
    expect(r.ciktilar["maksimum_insaat_alani"]).toBe(49.95);
    expect(r.uyarilar).toEqual([]);
  });
});

describe("ipek-bocekciligi — figures without the optional buildings", () => {
  it("makes the capacity drop from 2 000 to 2 500 m² visible: main 6 → 3 boxes, without buildings 6 → 7", () => {
    const small = hesapla({ alan_m2: 2000 });
    const large = hesapla({ alan_m2: 2500 });
    expect([small.ciktilar["uretim_kapasitesi"], large.ciktilar["uretim_kapasitesi"]]).toEqual([6, 3]);
    expect([small.ciktilar["kutu_sayisi_ek_yapisiz"], large.ciktilar["kutu_sayisi_ek_yapisiz"]]).toEqual([6, 7]);
    expect(large.ciktilar["uretim_alani_ek_yapisiz_m2"]).toBe(125);
  });

  it("warns only when an optional building took part of the emsal", () => {
    expect(hesapla({ alan_m2: 2000 }).uyarilar).toEqual([]);
    expect(hesapla({ alan_m2: 2500 }).uyarilar).toEqual([
      "Bakıcı evi ve idari bina yapılmazsa üretim alanı 125 m², kapasite 7 kutu olur.",
    ]);
    expect(hesapla({ alan_m2: 25000 }).uyarilar).toEqual([
      "Bakıcı evi ve idari bina yapılmazsa üretim alanı 1.250 m², kapasite 75 kutu olur.",
    ]);
  });

  it("does not warn when there is no mulberry garden (the result is a refusal)", () => {
    expect(hesapla({ alan_m2: 2500, dut_bahcesi_var_mi: false }).uyarilar).toEqual([]);
  });
});

describe("ipek-bocekciligi — mulberry garden and result object", () => {
  it("treats an absent dut_bahcesi_var_mi as true", () => {
    expect(hesapla({ alan_m2: 5000 }).degerler["dut_bahcesi_var_mi"]).toBe(true);
    expect(hesapla({ alan_m2: 5000, dut_bahcesi_var_mi: false }).degerler["dut_bahcesi_var_mi"]).toBe(false);
  });

  it("fills sonuc with the maximum areas and texts from the rule file", () => {
    const sonuc = hesapla({ alan_m2: 5000 }).ciktilar["sonuc"] as Record<string, unknown>;
    expect(sonuc["maksimum_taban_alani"]).toBe(250);
    expect(sonuc["maksimum_yapilasma_alani_m2"]).toBe(250);
    expect(sonuc["mesaj_metin"]).toBe(
      "Azami yapılaşma alanı 250 m²: üretim alanı 100 m², bakıcı evi 75 m², idari bina 75 m²; kapasite 6 kutu.",
    );
    expect(typeof sonuc["mesaj"]).toBe("string");
  });

  it("ignores the request's emsal type through the engine (fixed 5 %)", async () => {
    for (const emsal_turu of ["marjinal", "mutlak_dikili"]) {
      const answer = await runThroughEngine(ruleSet, "ipek-bocekciligi", {
        latitude: 38.42,
        longitude: 27.14,
        alan_m2: 5000,
        arazi_vasfi: "Dikili vasıflı",
        emsal_turu,
      });
      const data = (answer.body as { data: Record<string, unknown> }).data;
      expect(data["emsal_orani"], emsal_turu).toBe(0.05);
      expect(data["maksimum_insaat_alani"], emsal_turu).toBe(250);
    }
  });
});
