/**
 * gezenTavukKapasitesi — free-range poultry (GEZ-01…GEZ-04) with the constants of the 1.0.0 rule file:
 * N = min(emsal limit, walking-area limit), the house only when N ≥ T and it fits, then the optional buildings.
 */
import { describe, expect, it } from "vitest";
import { girdiFor, runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { gezenTavukKapasitesi } from "@worker/core/calculation/facts/gezen-tavuk-kapasitesi.ts";
import type { EmsalTuru, FactContext } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum } from "./fact-context.ts";

const RULES = loadRepoRules().registry.versions["izmir-tarimsal-yapilar"]![0]!;

const { registry } = loadRepoRules();
const ruleSet = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
const file = ruleSet.types["kumes-gezen"]!;

/** The normalised request once (the scans change only the area). */
const GIRDI = girdiFor(RULES, "kumes-gezen", {
  latitude: 38.42,
  longitude: 27.14,
  arazi_vasfi: "Tarla",
  alan_m2: 1000,
});

function hesapla(alan_m2: number, emsal_turu: EmsalTuru = "marjinal") {
  const ctx: FactContext = {
    girdi: { ...GIRDI, alan_m2 },
    sabit: file.sabitler,
    emsal: { tur: emsal_turu, oran: emsal_turu === "marjinal" ? 0.2 : 0.05 },
    konum: izmirKonum(),
  };
  return gezenTavukKapasitesi(ctx);
}

async function motor(alan_m2: number, emsal_turu: EmsalTuru = "marjinal") {
  const answer = await runThroughEngine(ruleSet, "kumes-gezen", {
    latitude: 38.42,
    longitude: 27.14,
    arazi_vasfi: "Tarla",
    alan_m2,
    emsal_turu,
    kapaliSuHavzasiIcinde: false,
  });
  expect(answer.status).toBe(200);
  return (answer.body as { data: Record<string, unknown> }).data;
}

type Yapi = { ad: string; taban_m2: number; toplam_m2: number };

describe("kumes-gezen — limits", () => {
  it("takes the smaller of the emsal and walking-area limits and names the binding one", () => {
    const r = hesapla(1800); // EH 360: cap_e 1 080, cap_g floor(1 440 / 2) = 720
    expect([
      r.ciktilar["emsal_kapasitesi"],
      r.ciktilar["gezinti_alani_kapasitesi"],
      r.ciktilar["uretim_kapasitesi"],
    ]).toEqual([1080, 720, 720]);
    expect(r.ciktilar["belirleyici_kisit"]).toBe("gezinti alanı kısıtı");
    expect(r.ciktilar["gezinti_alani_m2"]).toBe(1440);
    const m = hesapla(1400, "mutlak_dikili"); // EH 70: cap_e 120, cap_g 665
    expect(m.ciktilar["uretim_kapasitesi"]).toBe(120);
    expect(m.ciktilar["belirleyici_kisit"]).toBe("emsal kısıtı");
  });

  it("never falls as the parcel grows; the programme always fits the emsal; no house below T (scan)", () => {
    const hatalar: string[] = [];
    for (const emsal of ["marjinal", "mutlak_dikili"] as const) {
      let onceki = 0;
      for (let alan = 340; alan <= 60_000; alan += emsal === "marjinal" ? 1 : 4) {
        const r = hesapla(alan, emsal);
        const N = r.degerler["uretim_kapasitesi"] as number;
        const yer = `${emsal} ${alan} m²`;
        if (N < onceki) hatalar.push(`${yer}: capacity fell ${onceki} → ${N}`);
        onceki = N;
        if (r.degerler["kapasite_var"] !== true) continue;
        const eh = r.degerler["emsal_hakki"] as number;
        const yapi = r.degerler["yapi_alani"] as number;
        const kalan = r.degerler["kalan_emsal"] as number;
        if (yapi > eh + 1e-9) hatalar.push(`${yer}: ${yapi} m² > EH ${eh}`);
        if (Math.abs(kalan + yapi - eh) > 1e-9) hatalar.push(`${yer}: kalan + yapi ≠ EH`);
        if (2 * N > alan - eh + 1e-9) hatalar.push(`${yer}: walking area ${2 * N} m² > ${alan - eh} m²`);
        if ((r.degerler["bakici_evi_taban_m2"] as number) > 0 && N < 1000) hatalar.push(`${yer}: house with ${N} < T`);
      }
    }
    expect(hatalar.slice(0, 10)).toEqual([]);
  });
});

describe("kumes-gezen — caretaker house and optional buildings", () => {
  it("builds the house of the facility's tier when N ≥ 1 000 and it fits, then Bekçi and İdari from the rest", async () => {
    const r = hesapla(10000); // EH 2 000: N 4 000, closed 1 333.33 → 75/150, 666.67 left
    expect(r.ciktilar["bakici_evi"]).toEqual({ taban_m2: 75, toplam_m2: 150 });
    expect((r.ciktilar["opsiyonel_yapilar"] as Yapi[]).map((y) => y.taban_m2)).toEqual([15, 75]);
    expect(r.ciktilar["kalan_emsal"]).toBe(501.67);
    const data = await motor(10000);
    expect(data["ana_mesaj"]).toBe("TESİS VE BAKICI EVİ YAPILABİLİR (4.000 ADET SERBEST TAVUK KAPASİTELİ)");
  });

  it("adds an optional building only when its whole floor area remains", () => {
    expect((hesapla(500).ciktilar["opsiyonel_yapilar"] as Yapi[]).length).toBe(0); // 10 m² left
    const r = hesapla(650); // EH 130: cap_g 260, kümes 65, müşt 40 → 25 m² left: Bekçi only
    expect((r.ciktilar["opsiyonel_yapilar"] as Yapi[]).map((y) => y.ad)).toEqual(["Bekçi Kulübesi"]);
    expect(r.ciktilar["kalan_emsal"]).toBe(10);
  });

  it("names the tier reason when the facility is under 750 m² (2 500 m²)", async () => {
    const data = await motor(2500);
    expect(data["ana_mesaj"]).toBe(
      "TESİS YAPILABİLİR (1.000 ADET SERBEST TAVUK KAPASİTELİ), BAKICI EVİ HAKKI KAZANILIR ANCAK KAPALI ALAN 750 m²'NİN ALTINDA OLDUĞUNDAN BAKICI EVİ YAPILAMAZ",
    );
    expect(data["bakici_evi_hakki"]).toBe(true);
    expect(data["bakici_evi"]).toEqual({ taban_m2: 0, toplam_m2: 0 });
  });

  it("names the missing emsal when the tier is reached but nothing remains (20 000 m², mutlak_dikili)", async () => {
    const r = hesapla(20000, "mutlak_dikili"); // EH 1 000 = cap_e limit: closed 1 000 m², 0 left
    expect(r.ciktilar["uretim_kapasitesi"]).toBe(3000);
    expect(r.ciktilar["bakici_evi"]).toEqual({ taban_m2: 0, toplam_m2: 0 });
    const data = await motor(20000, "mutlak_dikili");
    expect(data["ana_mesaj"]).toBe(
      "TESİS YAPILABİLİR (3.000 ADET SERBEST TAVUK KAPASİTELİ), BAKICI EVİ HAKKI KAZANILIR, ANCAK BAKICI EVİ İÇİN YETERLİ EMSAL ALANI KALMAMIŞTIR",
    );
  });

  it("says no right below 1 000 hens", async () => {
    const data = await motor(1800);
    expect(data["ana_mesaj"]).toBe("TESİS YAPILABİLİR (720 ADET SERBEST TAVUK KAPASİTELİ, BAKICI EVİ HAK DOĞMAZ)");
    expect(data["bakici_evi_hakki"]).toBe(false);
  });

  it("refuses below the 70 m² smallest facility without throwing", async () => {
    expect(hesapla(349).degerler["kapasite_var"]).toBe(false);
    const data = await motor(1, "mutlak_dikili");
    expect(data["izin_durumu"]).toBe("izin_verilemez");
    expect(
      (data["uygulanan_kurallar"] as { kural_id: string; sonuc: string }[]).find((k) => k.sonuc === "saglanmadi")
        ?.kural_id,
    ).toBe("GEZ-01");
  });
});
