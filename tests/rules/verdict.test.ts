/**
 * One story per result (issue #28): a permit with a fired warning carries it in its headline (`dikkat`), a refusal
 * lists no entitlements, a type the law no longer defines opens its report with the regulatory note, and the cattle
 * cards explain why the construction area may exceed the emsal.
 */
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { verdictOf, VERDICT_TEXT } from "@worker/rules/verdict.ts";

const { registry } = loadRepoRules();
const v1 = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
const at = { latitude: 38.4189, longitude: 27.1287 };

async function data(slug: string, request: Record<string, unknown>) {
  const answer = await runThroughEngine(v1, slug, { ...at, ...request });
  expect(answer.status).toBe(200);
  if (!("data" in answer.body)) throw new Error("no result");
  return answer.body.data as Record<string, unknown> & {
    uyarilar: string[];
    dikkat: string[];
    html_mesaj: string;
    mesaj: string;
  };
}

describe("the verdict a result reads as", () => {
  it("a depot request above the right is a permit with a condition, its warning in the headline", async () => {
    const d = await data("tarimsal-depo", { arazi_vasfi: "Tarla", alan_m2: 25_000, depo_alani: 300 });
    expect(d["izin_durumu"]).toBe("izin_verilebilir");
    expect(d.dikkat).toEqual(["Talep edilen depo alanı depo hakkını aşıyor."]);
    expect(verdictOf(d)).toBe("kosullu");
    expect(d.html_mesaj).toContain(`<strong>${VERDICT_TEXT.kosullu}</strong>`);
    expect(d.html_mesaj).toContain("Dikkat: Talep edilen depo alanı depo hakkını aşıyor.");
    expect(d.mesaj.split("\n")[0]).toBe(`${VERDICT_TEXT.kosullu}: ${String(d["ana_mesaj"])}`);
    // Within the right there is nothing to carry: a plain permit.
    const within = await data("tarimsal-depo", { arazi_vasfi: "Tarla", alan_m2: 25_000, depo_alani: 200 });
    expect(within.dikkat).toEqual([]);
    expect(verdictOf(within)).toBe("izin");
  });

  it("a type the 2025 change no longer defines opens its report with the note, not among the notes", async () => {
    const d = await data("soguk-hava-deposu", { arazi_vasfi: "Tarla", alan_m2: 25_000 });
    const note = (d["mevzuat_durumu"] as { not: string }).not;
    expect(note).toContain("tanımlanmamıştır");
    expect(d.html_mesaj.startsWith(`<div class="sonuc-raporu"><p class="sonuc-raporu__mevzuat"><strong>${note}`)).toBe(
      true,
    );
    expect(d.mesaj.split("\n")[0]).toBe(note);
    expect(d.dikkat).not.toContain(note);
  });

  it("a refusal lists no entitlements of the type", async () => {
    const d = await data("sera", { arazi_vasfi: "Tarla", alan_m2: 12_000, sera_alani_m2: 15_000 });
    expect(d["izin_durumu"]).toBe("izin_verilemez");
    for (const text of [d.mesaj, d.html_mesaj, ...d.uyarilar]) {
      expect(text).not.toContain("idari ve teknik bina");
      expect(text).not.toContain("talep edilebilir");
    }
    expect(d.dikkat).toEqual([]);
    // The same greenhouse that fits keeps them.
    const ok = await data("sera", { arazi_vasfi: "Tarla", alan_m2: 12_000, sera_alani_m2: 10_000 });
    expect(ok.uyarilar.join(" ")).toContain("idari ve teknik bina");
  });

  it("figures beside a refusal are marked as information only", async () => {
    const d = await data("sut-sigirciligi", {
      arazi_vasfi: "Tarla",
      alan_m2: 5_000,
      kapaliSuHavzasiIcinde: true,
      su_tahsis_belgesi: false,
    });
    expect(d["izin_durumu"]).toBe("izin_verilemez");
    expect(d.html_mesaj).toContain("yalnızca bilgi amaçlıdır");
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
