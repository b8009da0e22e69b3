/** agilKapasitesi (AGIL-01…AGIL-05): the sheep fold with the constants of the 1.0.0 rule file. */
import { describe, expect, it } from "vitest";
import {
  agilKapasitesi,
  opsiyonelYapiAlani,
  opsiyonelYapilar,
  type OpsiyonelYapi,
} from "@worker/core/calculation/facts/agil-kapasitesi.ts";
import {
  gerekliAlan,
  hayvanKapasitesiBul,
  hayvanProgrami,
  hayvanSabitleri,
} from "@worker/core/calculation/facts/sigir-kapasitesi.ts";
import type { FactContext, Girdi } from "@worker/core/calculation/facts/types.ts";
import { izmirKonum, emsalOf, sabitlerOf } from "./fact-context.ts";

const SABIT = sabitlerOf("agil-kucukbas");
const p = hayvanSabitleri(SABIT);
const EKLER = sabitlerOf("agil-kucukbas")["opsiyonel_yapilar"] as OpsiyonelYapi[];
const [bekci, idari, paketleme] = EKLER as [OpsiyonelYapi, OpsiyonelYapi, OpsiyonelYapi];

function hesapla(alan_m2: number, tur: "marjinal" | "mutlak_dikili" = "marjinal") {
  const ctx: FactContext = {
    girdi: { alan_m2, arazi_vasfi: "Tarla", arazi_vasfi_id: 10 } as unknown as Girdi,
    sabit: SABIT,
    emsal: emsalOf(tur),
    konum: izmirKonum(),
  };
  return agilKapasitesi(ctx);
}

const kalem = (h: number, ad: string) => hayvanProgrami(p, h).kalemler.find((k) => k.ad.startsWith(ad))!.alan;

describe("agil-kucukbas — müştemilat items", () => {
  it("continues the threshold items at 100 / 150 head and rounds them to 2 decimals", () => {
    expect(kalem(100, "Su Deposu")).toBe(7);
    expect(kalem(101, "Su Deposu")).toBe(7.02);
    expect(kalem(150, "Malzeme Deposu")).toBe(12.5);
    expect(kalem(151, "Malzeme Deposu")).toBe(12.53);
    expect(kalem(150, "Revir")).toBe(9);
    expect(kalem(149, "Su Deposu")).toBe(7.45); // 7 + 0.02 × 49^0.8 = 7.4496…
  });

  it("caps the threshold items (25 / 60 / 40 m²)", () => {
    expect(kalem(20_000, "Su Deposu")).toBe(25);
    expect(kalem(20_000, "Malzeme Deposu")).toBe(60);
    expect(kalem(20_000, "Revir")).toBe(40);
  });

  it("uses the legal floor 40 % of the fold (at least 30 m² below 30 head) with an Ek line", () => {
    const p440 = hayvanProgrami(p, 440);
    expect(p440.C).toBeCloseTo(528, 9);
    expect(p440.kalemler.at(-1)!.ad).toBe("Ek Zorunlu Müştemilat Alanı (Yasal Minimum İçin)");
    expect(p440.kalemler.at(-1)!.alan).toBeCloseTo(22.14, 2);
    expect(hayvanProgrami(p, 0).C).toBe(40);
    expect(hayvanProgrami(p, 6).kalemler.some((k) => k.ad.startsWith("Ek "))).toBe(false);
  });
});

describe("agil-kucukbas — capacity search", () => {
  /** The reference model's literal search: h from floor(EH × 5/7 / 3) down to 0, skipping h = 1…5. */
  const specSearch = (eh: number) => {
    for (let h = Math.floor((eh * 5) / 7 / 3); h >= 6; h--) if (gerekliAlan(p, h) <= eh + 1e-9) return h;
    return 0;
  };

  it("is monotone in EH and equals the reference model's downward search (EH 0 … 6 000 m²)", () => {
    let previous = 0;
    for (let eh = 0; eh <= 6000; eh += 0.9) {
      const h = hayvanKapasitesiBul(p, eh);
      expect(h, `EH ${eh}`).toBeGreaterThanOrEqual(previous);
      expect(h, `EH ${eh}`).toBe(specSearch(eh));
      previous = h;
    }
  });

  it("never gives 1…5 head: 0 below the 6-head fold, 6 from its need on", () => {
    expect(hayvanKapasitesiBul(p, gerekliAlan(p, 6) - 0.01)).toBe(0);
    expect(hayvanKapasitesiBul(p, gerekliAlan(p, 6))).toBe(6);
  });

  it("holds at 149 head until the caretaker house fits, then includes it", () => {
    const need150 = gerekliAlan(p, 150);
    expect(hayvanProgrami(p, 150).ev).toEqual({ taban: 75, toplam: 150 });
    expect(hayvanKapasitesiBul(p, need150 - 0.01)).toBe(149);
    expect(hayvanKapasitesiBul(p, need150)).toBe(150);
    expect(hayvanProgrami(p, 149).ev).toEqual({ taban: 0, toplam: 0 });
  });

  it("chooses 150/300 only when the closed area 3h + C exceeds 900 m²", () => {
    for (let h = 150; h <= 400; h++) {
      const prog = hayvanProgrami(p, h);
      expect(prog.ev.taban, `h ${h}`).toBe(prog.B + prog.C > 900 ? 150 : 75);
    }
  });
});

describe("agil-kucukbas — optional annexes", () => {
  it("scales the packing building by head count, capped at 80 m²", () => {
    expect(opsiyonelYapiAlani(paketleme, 149).taban).toBe(39.9);
    expect(opsiyonelYapiAlani(paketleme, 500).taban).toBe(75);
    // 600 head: s = 0.5 + 0.5 × log500 / log600 = 0.98577…, 25 + 60 × s = 84.15 → cap 80
    expect(opsiyonelYapiAlani(paketleme, 600).taban).toBe(80);
    expect(opsiyonelYapiAlani(idari, 300)).toEqual({ taban: 75, toplam: 150 });
    expect(opsiyonelYapiAlani(bekci, 300)).toEqual({ taban: 15, toplam: 15 });
  });

  it("adds each annex in order only when the remaining emsal holds it", () => {
    expect(opsiyonelYapilar(EKLER, 149, 14.99)).toEqual([]);
    expect(opsiyonelYapilar(EKLER, 149, 55.59).map((e) => e.ad)).toEqual([
      "Bekçi Kulübesi",
      "Paketleme Tesisi ve Deposu",
    ]);
    expect(opsiyonelYapilar(EKLER, 149, 90).map((e) => e.ad)).toEqual(["Bekçi Kulübesi", "İdari Bina"]);
    expect(opsiyonelYapilar(EKLER, 149, 129.9).map((e) => e.ad)).toEqual([
      "Bekçi Kulübesi",
      "İdari Bina",
      "Paketleme Tesisi ve Deposu",
    ]);
  });

  it("keeps yapi_alani within the emsal and kalan_emsal after the annexes", () => {
    for (let alan = 250; alan <= 200_000; alan += 1_237) {
      for (const tur of ["marjinal", "mutlak_dikili"] as const) {
        const c = hesapla(alan, tur).ciktilar as Record<string, unknown>;
        if (!c["uretim_kapasitesi"]) continue;
        const eh = c["maksimum_emsal_alani_m2"] as number;
        const ekler = (c["opsiyonel_yapilar"] as { taban_m2: number }[]).reduce((s, e) => s + e.taban_m2, 0);
        const ev = (c["bakici_evi"] as { taban_m2: number }).taban_m2;
        expect(c["yapi_alani"] as number).toBeLessThanOrEqual(eh + 1e-9);
        expect(c["yapi_alani"] as number).toBeCloseTo(
          (c["agil_alani_m2"] as number) + (c["mustemilat_alani_m2"] as number) + ev + ekler,
          1,
        );
        expect(c["kalan_emsal"] as number).toBeCloseTo(eh - (c["yapi_alani"] as number), 1);
        expect(c["kalan_emsal"] as number).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("adds no annex when there is no capacity", () => {
    const r = hesapla(297);
    expect(r.degerler["kapasite_var"]).toBe(false);
    expect(r.degerler["opsiyonel_yapi_sayisi"]).toBe(0);
    expect(r.ciktilar["opsiyonel_yapilar"]).toBeUndefined();
  });
});

describe("agil-kucukbas — result texts", () => {
  it("fills sonuc_metni from the rule file's templates", () => {
    expect(hesapla(3505).degerler["sonuc_metni"]).toBe(
      "TESİS YAPILABİLİR (149 BAŞ KOYUN KAPASİTELİ, BAKICI EVİ HAK DOĞMAZ)",
    );
    expect(hesapla(4000).degerler["sonuc_metni"]).toBe("TESİS VE BAKICI EVİ YAPILABİLİR (168 BAŞ KOYUN KAPASİTELİ)");
    expect(hesapla(25_000).degerler["sonuc_metni"]).toBe(
      "TESİS VE BAKICI EVİ YAPILABİLİR (1.154 BAŞ KOYUN KAPASİTELİ)",
    );
  });

  it("lists the annexes for AGIL-05", () => {
    expect(hesapla(3505).degerler["opsiyonel_yapilar_metni"]).toBe(
      "Bekçi Kulübesi (15 m²), Paketleme Tesisi ve Deposu (39,9 m²)",
    );
  });
});
