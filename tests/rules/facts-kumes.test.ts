/**
 * kumesKapasitesi — poultry engine (the YUM, ETCI, HIN and KAZ rules) with the constants of
 * the 1.0.0 rule files: options O1–O5, never a house below the threshold, capacity never falls as the parcel grows.
 */
import { describe, expect, it } from "vitest";
import { girdiFor, runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import {
  gerekliKapaliAlan,
  kademeIndeksi,
  kademesizAzamiAdet,
  kapasite,
  kumesKapasitesi,
  kumesSabitleri,
  kumesSecenekleri,
} from "@worker/core/calculation/facts/kumes-kapasitesi.ts";
import type { EmsalTuru, FactContext } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum } from "./fact-context.ts";

const RULES = loadRepoRules().registry.versions["izmir-tarimsal-yapilar"]![0]!;

const { registry } = loadRepoRules();
const ruleSet = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
const TURLER = { "kumes-yumurtaci": "3.19", "kumes-etci": "3.20", "kumes-hindi": "3.22", "kaz-ordek": "3.23" } as const;
type Slug = keyof typeof TURLER;
const sabit = (slug: Slug) => ruleSet.types[slug]!.sabitler;

/** The normalised request once (the scans change only the area). */
const GIRDI = girdiFor(RULES, "kumes-yumurtaci", {
  latitude: 38.42,
  longitude: 27.14,
  arazi_vasfi: "Tarla",
  alan_m2: 1000,
});

function hesapla(slug: Slug, alan_m2: number, emsal_turu: EmsalTuru = "marjinal") {
  const ctx: FactContext = {
    girdi: { ...GIRDI, alan_m2 },
    sabit: sabit(slug),
    emsal: { tur: emsal_turu, oran: emsal_turu === "marjinal" ? 0.2 : 0.05 },
    konum: izmirKonum(),
  };
  return kumesKapasitesi(ctx);
}

async function motor(slug: Slug, alan_m2: number, emsal_turu: EmsalTuru = "marjinal") {
  const answer = await runThroughEngine(ruleSet, slug, {
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

const ev = (r: ReturnType<typeof hesapla>) => r.ciktilar["bakici_evi"] as { taban_m2: number; toplam_m2: number };

for (const [slug, bolum] of Object.entries(TURLER) as [Slug, string][]) {
  describe(`${bolum} ${slug} — poultry engine invariants`, () => {
    const p = kumesSabitleri(sabit(slug));

    it("never falls as the parcel grows, never builds a house below T, always fits the emsal (scan of every m²)", () => {
      const hatalar: string[] = [];
      for (const emsal of ["marjinal", "mutlak_dikili"] as const) {
        let onceki = 0;
        const son = emsal === "marjinal" ? 15_000 : 60_000;
        for (let alan = 340; alan <= son; alan += emsal === "marjinal" ? 1 : 4) {
          const r = hesapla(slug, alan, emsal);
          const N = r.degerler["uretim_kapasitesi"] as number;
          const yer = `${emsal} ${alan} m²`;
          if (N < onceki) hatalar.push(`${yer}: capacity fell ${onceki} → ${N}`);
          onceki = N;
          if (r.degerler["kapasite_var"] !== true) continue;
          const eh = r.degerler["emsal_hakki"] as number;
          const X = r.degerler["kapali_alan_m2"] as number;
          const kumes = r.degerler["kumes_alani_m2"] as number;
          const taban = ev(r).taban_m2;
          if (taban > 0 && N < p.T) hatalar.push(`${yer}: house with ${N} < T`);
          if (X + taban > eh + 1e-9) hatalar.push(`${yer}: ${X} + ${taban} m² > EH ${eh}`);
          if (kumes < N / p.d - 1e-9 || kumes < p.kumesMin)
            hatalar.push(`${yer}: kümes ${kumes} m² too small for ${N}`);
          if (r.ciktilar["bakici_evi_hakki"] !== N >= p.T) hatalar.push(`${yer}: bakici_evi_hakki`);
        }
      }
      expect(hatalar.slice(0, 10)).toEqual([]);
    });

    it("X(n) is the inverse of kap(X): kap(X(n)) ≥ n and kap(X(n) − 0.01) < n", () => {
      for (let n = p.d * p.kumesMin; n <= 3 * p.T; n += 7) {
        const X = gerekliKapaliAlan(p, n);
        expect(kapasite(p, X), `n = ${n}`).toBeGreaterThanOrEqual(n);
        expect(kapasite(p, X - 0.01), `n = ${n}`).toBeLessThan(n);
      }
    });

    it("O5 bound: the largest n whose facility stays below 750 m²", () => {
      const n = kademesizAzamiAdet(p);
      expect(kademeIndeksi(p, gerekliKapaliAlan(p, n))).toBe(-1);
      expect(kademeIndeksi(p, gerekliKapaliAlan(p, n + 1))).toBe(0);
    });

    it("refuses below the 70 m² smallest facility without throwing", async () => {
      expect(hesapla(slug, 1).degerler["kapasite_var"]).toBe(false);
      expect(hesapla(slug, 349).degerler["kapasite_var"]).toBe(false);
      expect(hesapla(slug, 350).degerler["kapasite_var"]).toBe(true);
      const data = await motor(slug, 1399, "mutlak_dikili");
      expect(data["izin_durumu"]).toBe("izin_verilemez");
      expect(data["uretim_kapasitesi"]).toBeUndefined();
      expect(data["maksimum_emsal_alani_m2"]).toBe(69.95);
    });
  });
}

describe("kumes-yumurtaci — options at the threshold (YUM-02, YUM-03)", () => {
  const p = kumesSabitleri(sabit("kumes-yumurtaci"));
  const secim = (alan: number) => hesapla("kumes-yumurtaci", alan).degerler["secenek"];

  it("O1 below T, O4 while the 150 m² house does not fit with 7 500 birds, O3 from then on", () => {
    expect([8333, 8334, 9083, 9084, 10000].map(secim)).toEqual(["O1", "O4", "O4", "O3", "O3"]);
    expect(hesapla("kumes-yumurtaci", 9083).degerler["uretim_kapasitesi"]).toBe(7499);
    expect(hesapla("kumes-yumurtaci", 9084).degerler["uretim_kapasitesi"]).toBe(7500);
  });

  it("the reference's choice (6 825 with a house at 8 334 m²) is not an option: a house needs ≥ T birds", () => {
    const secenekler = kumesSecenekleri(p, 1666.8);
    expect(secenekler.map((s) => s.kod)).toEqual(["O4"]);
    expect(secenekler.every((s) => s.ev.taban === 0 || s.N >= p.T)).toBe(true);
  });

  it("states the O4 reason and the no-right text", async () => {
    const data = await motor("kumes-yumurtaci", 9000);
    expect(data["ana_mesaj"]).toBe("TESİS YAPILABİLİR (7.499 ADET YUMURTACI TAVUK KAPASİTELİ, BAKICI EVİ HAK DOĞMAZ)");
    expect(data["uyarilar"]).toContain(
      "Bakıcı evi ile birlikte 7.500 adet eşiğine ulaşılamadığından kapasite 7.499 adet olarak belirlenmiştir.",
    );
    expect(data["kalan_emsal"]).toBe(133.56);
    expect(data["yapi_alani"]).toBe(1666.44);
  });

  it("states the house when one is built", async () => {
    const data = await motor("kumes-yumurtaci", 10000);
    expect(data["ana_mesaj"]).toBe("TESİS VE BAKICI EVİ YAPILABİLİR (8.325 ADET YUMURTACI TAVUK KAPASİTELİ)");
    expect(data["bakici_evi"]).toEqual({ taban_m2: 150, toplam_m2: 300 });
    expect(data["yapi_alani"]).toBe(2000);
    expect(data["kalan_emsal"]).toBe(0);
    expect(data["kapasite_birimi"]).toBe("adet");
  });
});

describe("kumes-etci — the 75 m² tier is capped at 1 500 m² of closed area", () => {
  it("keeps O2 up to EH 1 650 m² and takes O3 above", () => {
    const secim = (alan: number) => hesapla("kumes-etci", alan).degerler["secenek"];
    expect([4762, 5136, 5137, 7500, 7501, 8250, 8251].map(secim)).toEqual(["O4", "O4", "O2", "O2", "O2", "O2", "O3"]);
    const r = hesapla("kumes-etci", 8250); // EH 1 650: X = min(1 575, 1 500)
    expect(r.degerler["kapali_alan_m2"]).toBe(1500);
    expect(r.ciktilar["kalan_emsal"]).toBe(75);
  });
});

describe("kumes-hindi — right earned below the 750 m² tier (O5) and the tie with O2", () => {
  it("does not fall from 3 749 to 3 750 m² (ref 1 687 → 1 518)", () => {
    expect(hesapla("kumes-hindi", 3749).degerler["uretim_kapasitesi"]).toBe(1687);
    expect(hesapla("kumes-hindi", 3750).degerler["uretim_kapasitesi"]).toBe(1687);
    expect(hesapla("kumes-hindi", 3750).degerler["secenek"]).toBe("O5");
  });

  it("prefers the larger house on equal capacity (O2 over O5 at 4 126 m²)", () => {
    const r = hesapla("kumes-hindi", 4126);
    expect(r.degerler["secenek"]).toBe("O2");
    expect(ev(r)).toEqual({ taban_m2: 75, toplam_m2: 150 });
  });

  it("names the 750 m² tier as the reason when the right is earned without a house", async () => {
    const data = await motor("kumes-hindi", 3750);
    expect(data["ana_mesaj"]).toBe(
      "TESİS YAPILABİLİR (1.687 ADET HİNDİ KAPASİTELİ), BAKICI EVİ HAKKI KAZANILIR ANCAK KAPALI ALAN 750 m²'NİN ALTINDA OLDUĞUNDAN BAKICI EVİ YAPILAMAZ",
    );
    expect(data["bakici_evi_hakki"]).toBe(true);
    expect(data["bakici_evi"]).toEqual({ taban_m2: 0, toplam_m2: 0 });
    expect((data["uyarilar"] as string[]).some((u) => u.includes("750 m²'nin altında"))).toBe(true);
  });
});

describe("kaz-ordek — common rules and the O5 bound", () => {
  it("keeps 1 124 geese at 3 750 m² (X(1 125) = 750 m² exactly would need the house)", () => {
    expect(kademesizAzamiAdet(kumesSabitleri(sabit("kaz-ordek")))).toBe(1124);
    expect(hesapla("kaz-ordek", 3750).degerler["uretim_kapasitesi"]).toBe(1124);
  });

  it("calculates fast (closed form, well under 1 ms per calculation)", () => {
    const start = performance.now();
    for (let alan = 1; alan <= 200_000; alan += 20) hesapla("kaz-ordek", alan);
    expect((performance.now() - start) / 10_000).toBeLessThan(1);
  });
});
