/**
 * One story per result (issue #28): a permit with a fired warning carries it in its headline (`dikkat`), a refusal
 * lists no entitlements, a type the law no longer defines opens its report with the regulatory note, and the cattle
 * cards explain why the construction area may exceed the emsal.
 */
import type { AnswerReport } from "@worker/core/contracts/calculation.ts";
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { verdictOf, VERDICT_TEXT } from "@worker/core/rules/verdict.ts";
import { analysisDescriptors, typeRequest } from "@worker/core/calculation/parcel-analysis.ts";
import { defaultEmsalClass, otherClass, productSettings } from "@worker/core/rules/product.ts";

const { registry } = loadRepoRules();
const v1 = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
const at = { latitude: 38.4189, longitude: 27.1287 };

async function data(slug: string, request: Record<string, unknown>) {
  const answer = await runThroughEngine(v1, slug, { ...at, ...request });
  expect(answer.status).toBe(200);
  if (!("data" in answer.body)) throw new Error("no result");
  return dataOf(answer) as Record<string, unknown> & {
    uyarilar: string[];
    dikkat: string[];
    mesaj: string;
    rapor: AnswerReport;
  };
}

describe("the verdict a result reads as", () => {
  it("a depot request above the right is a permit with a condition, its warning in the headline", async () => {
    const d = await data("tarimsal-depo", { arazi_vasfi: "Tarla", alan_m2: 25_000, depo_alani: 300 });
    expect(d["izin_durumu"]).toBe("izin_verilebilir");
    expect(d.dikkat).toEqual(["Talep edilen depo alanı depo hakkını aşıyor."]);
    expect(verdictOf(d)).toBe("kosullu");
    expect(d.mesaj.split("\n")[1]).toBe("Dikkat: Talep edilen depo alanı depo hakkını aşıyor.");
    // A condition the headline carries is not repeated among the report's notes.
    expect(d.rapor.notlar).not.toContain("Talep edilen depo alanı depo hakkını aşıyor.");
    expect(d.mesaj.split("\n")[0]).toBe(`${VERDICT_TEXT.kosullu}: ${String(d["ana_mesaj"])}`);
    // Within the right there is nothing to carry: a plain permit.
    const within = await data("tarimsal-depo", { arazi_vasfi: "Tarla", alan_m2: 25_000, depo_alani: 200 });
    expect(within.dikkat).toEqual([]);
    expect(verdictOf(within)).toBe("izin");
  });

  it("a type the 2026 regulation no longer defines opens its report with the note, not among the notes", async () => {
    const d = await data("soguk-hava-deposu", { arazi_vasfi: "Tarla", alan_m2: 25_000 });
    const note = (d["mevzuat_durumu"] as { not: string }).not;
    expect(note).toContain("2026 Yönetmeliği soğuk hava deposunu tarımsal amaçlı yapı olarak tanımlamıyor.");
    // Which regulation applies today, said once: the answer is the 2017 one's, for information only.
    expect(note).toContain("2017 Yönetmeliğine (kural seti 1.0.0) göre hesaplandı ve yalnız bilgi amaçlıdır");
    expect(d.rapor.notlar).not.toContain(note);
    expect(d.mesaj.split("\n")[0]).toBe(note);
    expect(d.dikkat).not.toContain(note);
  });

  it("a refusal lists no entitlements of the type", async () => {
    const d = await data("bag-evi", { arazi_vasfi: "Tarla", alan_m2: 19_999 });
    expect(d["izin_durumu"]).toBe("izin_verilemez");
    for (const text of [d.mesaj, ...d.rapor.notlar, ...d.uyarilar]) {
      expect(text).not.toContain("Kiracılar bağ evi talebinde bulunamaz");
    }
    expect(d.dikkat).toEqual([]);
    // The same vineyard house on a field that is large enough keeps them.
    const ok = await data("bag-evi", { arazi_vasfi: "Tarla", alan_m2: 20_000 });
    expect(ok.uyarilar.join(" ")).toContain("Kiracılar bağ evi talebinde bulunamaz");
  });

  it("an area on the parcel larger than the parcel is an input mistake of that field, never a refusal (every type, every field)", async () => {
    const { alanlar } = productSettings().parselden_buyuk_olamaz;
    let checked = 0;
    for (const set of [v1, registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "2.0.0")!]) {
      for (const descriptor of analysisDescriptors(set)) {
        for (const field of descriptor.form.alanlar.filter((f) => alanlar.includes(f.ad))) {
          const land = descriptor.arazi_vasiflari[0]!;
          const request = {
            ...typeRequest(set, descriptor, {
              ...at,
              arazi_vasfi: set.common.arazi_vasfi_katalogu.find((t) => t.id === land)!.ad,
              landTypeId: land,
              alan_m2: 10_000,
              values: {},
              shared: {},
            }),
            [field.ad]: 10_001,
            kapaliSuHavzasiIcinde: false,
          };
          const r = await runThroughEngine(set, descriptor.slug, request);
          const where = `${set.surum} ${descriptor.slug} ${field.ad}`;
          expect(r.status, where).toBe(400);
          expect((r.body as { fields: Record<string, string[]> }).fields[field.ad]?.[0], where).toMatch(
            /\(10\.001 m²\) parsel alanından \(10\.000 m²\) büyük olamaz/,
          );
          // Equal to the parcel is no mistake.
          const fits = await runThroughEngine(set, descriptor.slug, { ...request, [field.ad]: 10_000 });
          expect((fits.body as { fields?: Record<string, unknown> }).fields?.[field.ad], where).toBeUndefined();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it("figures beside a refusal are marked as information only", async () => {
    const d = await data("sut-sigirciligi", {
      arazi_vasfi: "Tarla",
      alan_m2: 5_000,
      kapaliSuHavzasiIcinde: true,
      su_tahsis_belgesi: false,
    });
    expect(d["izin_durumu"]).toBe("izin_verilemez");
    expect(d.rapor.bilgi_notu).toContain("yalnızca bilgi amaçlıdır");
    expect(d.rapor.degerler.length).toBeGreaterThan(0);
  });

  it("says why a cattle farm's construction area may exceed the emsal (the caretaker house's upper floor)", async () => {
    const d = await data("sut-sigirciligi", { arazi_vasfi: "Tarla", alan_m2: 25_000, kapaliSuHavzasiIcinde: false });
    expect(d["insaat_alani"]).toBeGreaterThan(d["maksimum_insaat_alani"] as number);
    expect(d.uyarilar).toContain(
      "Toplam inşaat alanı (5.126,4 m²) azami inşaat alanını (5.000 m²) aşıyor görünse de emsal, yapıların taban alanına (4.976,4 m²) uygulanır; aradaki 150 m², bakıcı evi gibi iki katlı yapıların emsal dışında kalan üst katlarıdır.",
    );
    const small = await data("sut-sigirciligi", { arazi_vasfi: "Tarla", alan_m2: 4_000, kapaliSuHavzasiIcinde: false });
    expect(small.uyarilar.join(" ")).not.toContain("üst katlarıdır");
  });
});

/** Issue #46: the verdict in force never misleads — assumptions said aloud, conditions in the headline. */
const v2 = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "2.0.0")!;
/** A point in the Menemen plain (İzmir Menemen Ovası (Gediz)), a large plain. */
const menemen = { latitude: 38.4515, longitude: 26.9449 };
/** The answer's data (a 400 here is a defect of the test's request). */
function dataOf(answer: Awaited<ReturnType<typeof runThroughEngine>>): Record<string, unknown> {
  if (!("data" in answer.body)) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}
/** Each type of a version that asks the emsal class. */
const askingTypes = (set: typeof v1) =>
  Object.values(set.types).filter(
    (f) => f.emsal.tur === "kullanici" && f.yapi_turu.mevzuat_durumu.kod !== "tanimli_degil",
  );

describe("an unstated emsal class is said aloud, with the other class beside it", () => {
  it("Menemen plain, 12 000 m² Tarla, dairy cattle: 77 head at the assumed marjinal, 17 head at mutlak / dikili", async () => {
    const answer = await runThroughEngine(v1, "sut-sigirciligi", {
      ...menemen,
      arazi_vasfi: "Tarla",
      alan_m2: 12_000,
      kapaliSuHavzasiIcinde: false,
    });
    const d = dataOf(answer) as Record<string, unknown> & { mesaj: string };
    expect(d["uretim_kapasitesi"]).toBe(77);
    expect(d["maksimum_emsal_alani_m2"]).toBe(2400);
    const a = d["emsal_varsayimi"] as {
      emsal_turu: string;
      aciklama: string;
      diger: { emsal_turu: string; izin_durumu: string; degerler: Record<string, unknown>; aciklama: string };
    };
    expect(a.emsal_turu).toBe("marjinal");
    expect(a.aciklama).toBe(
      "Emsal türü seçilmedi: arazi marjinal (%20) sayıldı; sınıfı tapu değil toprak etüdü belirler (ilçe tarım ve orman müdürlüğüne sorun).",
    );
    expect(a.diger).toMatchObject({ emsal_turu: "mutlak_dikili", izin_durumu: "izin_verilebilir" });
    expect(a.diger.degerler).toMatchObject({ uretim_kapasitesi: 17, kapasite_birimi: "baş" });
    expect(a.diger.aciklama).toMatch(/^Arazi mutlak \/ dikili \(%5\) ise: Koşullu olarak izin verilebilir — .*17 BAŞ/);
    // The report says it too, right beside the verdict.
    expect(d.mesaj.split("\n").slice(0, 5)).toContain(a.aciklama);
    expect(d.mesaj.split("\n").slice(0, 5)).toContain(a.diger.aciklama);
  });

  it("every type that asks the class, in every version: unstated → assumed and answered both ways; stated → neither", async () => {
    for (const set of [v1, v2]) {
      for (const file of askingTypes(set)) {
        const slug = file.yapi_turu.slug;
        // The type's own request for a 3 ha field as the parcel analysis fills it (form defaults, analysis defaults).
        const descriptor = analysisDescriptors(set).find((t) => t.slug === slug)!;
        const request = {
          ...typeRequest(set, descriptor, {
            ...at,
            arazi_vasfi: "Tarla",
            landTypeId: 10,
            alan_m2: 30_000,
            values: {},
            shared: {},
          }),
          kapaliSuHavzasiIcinde: false,
          cephe_m: 20,
        };
        const unstated = await runThroughEngine(set, slug, request);
        if (unstated.status !== 200) throw new Error(`${set.surum} ${slug}: ${JSON.stringify(unstated.body)}`);
        const a = dataOf(unstated)["emsal_varsayimi"] as { emsal_turu: string; diger: { emsal_turu: string } | null };
        // The version's default: the product's (1.0.0: marjinal), or the cautious class of a version that maps land
        // types to classes (2.0.0: mutlak / dikili, land-classes.ts).
        const assumed = defaultEmsalClass(set.common);
        expect(a?.emsal_turu, `${set.surum} ${slug}`).toBe(assumed);
        expect(a.diger?.emsal_turu, `${set.surum} ${slug}`).toBe(otherClass(assumed));
        const stated = await runThroughEngine(set, slug, { ...request, emsal_turu: assumed });
        expect(dataOf(stated)["emsal_varsayimi"], `${set.surum} ${slug}`).toBeUndefined();
        // The assumption changes nothing of the answer itself: the stated default gives the same figures.
        expect(dataOf(stated)["izin_durumu"]).toBe(dataOf(unstated)["izin_durumu"]);
        expect(dataOf(stated)["ana_mesaj"]).toBe(dataOf(unstated)["ana_mesaj"]);
      }
    }
  });

  it("a type without an emsal choice assumes nothing", async () => {
    for (const slug of ["sera", "bag-evi", "tarimsal-depo", "ipek-bocekciligi"]) {
      const r = await runThroughEngine(v1, slug, { ...at, arazi_vasfi: "Dikili vasıflı", alan_m2: 30_000 });
      if (r.status === 200) expect(dataOf(r)["emsal_varsayimi"], slug).toBeUndefined();
    }
  });
});

describe("a permit resting on a condition is conditional in its headline, status and print", () => {
  it("in a large plain every permit carries the board's opinion and reads 'Koşullu olarak izin verilebilir'", async () => {
    let permits = 0;
    for (const file of Object.values(v1.types)) {
      const slug = file.yapi_turu.slug;
      const r = await runThroughEngine(v1, slug, {
        ...menemen,
        arazi_vasfi: "Tarla",
        alan_m2: 30_000,
        emsal_turu: "marjinal",
        kapaliSuHavzasiIcinde: false,
        sera_alani_m2: 10_000,
        silo_taban_alani_m2: 100,
        toplam_arazi_varligi: 30_000,
      });
      if (r.status !== 200) continue;
      const d = dataOf(r) as Record<string, unknown> & { dikkat: string[]; karar: string; mesaj: string };
      if (d["izin_durumu"] === "izin_verilemez") continue;
      permits++;
      expect(d.dikkat, slug).toContain(
        "Büyük ova koruma alanında alternatif alan bulunmadığının belgelenmesi ve Toprak Koruma Kurulu uygun görüşü gerekir.",
      );
      expect(d.karar, slug).not.toBe("izin");
      expect(d.mesaj.split("\n").join(" "), slug).not.toMatch(/^İzin verilebilir:/);
    }
    expect(permits).toBeGreaterThan(10);
    const konak = await data("sut-sigirciligi", {
      arazi_vasfi: "Tarla",
      alan_m2: 12_000,
      emsal_turu: "marjinal",
      kapaliSuHavzasiIcinde: false,
    });
    expect(konak["karar"]).toBe("izin");
  });
});

describe("an answer for a type the regulation no longer defines is information only", () => {
  it("every such type of 1.0.0 with a permit reads as information only, never green", async () => {
    const undefinedTypes = Object.values(v1.types).filter((f) => f.yapi_turu.mevzuat_durumu.kod !== "yururlukte");
    expect(undefinedTypes.length).toBe(8);
    let permits = 0;
    for (const file of undefinedTypes) {
      const land = file.arazi_vasiflari;
      const landId = Array.isArray(land) ? land[0]! : land.marjinal[0]!;
      const arazi_vasfi = v1.common.arazi_vasfi_katalogu.find((t) => t.id === landId)!.ad;
      const d = await data(file.yapi_turu.slug, {
        arazi_vasfi,
        alan_m2: 30_000,
        emsal_turu: "marjinal",
        kapaliSuHavzasiIcinde: false,
        silo_taban_alani_m2: 100,
      });
      if (d["izin_durumu"] === "izin_verilemez") continue;
      permits++;
      expect(d["karar"], file.yapi_turu.slug).toBe("bilgi");
      expect(d.mesaj, file.yapi_turu.slug).toContain(`${VERDICT_TEXT.bilgi}:`);
    }
    expect(permits).toBeGreaterThan(4);
  });
});

describe("an answer under a draft says so beside its verdict", () => {
  it("2.0.0 (taslak): the status, the text and the report carry 'Taslak — yürürlükte değil'; 1.0.0 does not", async () => {
    const draft = await runThroughEngine(v2, "sera", {
      ...at,
      arazi_vasfi: "Tarla",
      alan_m2: 5000,
      sera_alani_m2: 3000,
    });
    const d = dataOf(draft) as Record<string, unknown> & { mesaj: string };
    expect(d["kural_seti"]).toMatchObject({ surum: "2.0.0", durum: "taslak" });
    expect(d.mesaj.split("\n")[0]).toMatch(/ \(Taslak — yürürlükte değil\): /);
    const inForce = await data("sera", { arazi_vasfi: "Tarla", alan_m2: 5000, sera_alani_m2: 3000 });
    expect(inForce["kural_seti"]).toMatchObject({ surum: "1.0.0", durum: "yayinda" });
    expect(inForce.mesaj).not.toContain("Taslak");
  });
});
