/**
 * One story per 2.0.0 answer: the headline, the cards, the report rows, the rules with their bases ("Neden?") and
 * the next steps say the same thing.
 * - Where the İzmir plan notes bind (`plan_notlari.baglayan === "plan"`, rules-2026.md §4), the figure they allow is
 *   the one stated: the headline states it, and a national figure shown beside it (the uncapped emsal right, the
 *   type's own right) is named as such, in the report text, its rows and the cards.
 * - In a large plain (rules-2026.md §3) the warning a permit carries is the version's one statement of the
 *   large-plain rule, the same as its next step "Büyük ova", with the same basis: no alternative-area search for bağ
 *   evi and sera, an alternative-area condition for every other type; the permit stays conditional.
 */
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";
import { formatTr } from "@worker/core/rules/numbers.ts";
import { largePlainProblems } from "@worker/core/rules/large-plain.ts";

const draft = loadRepoRules().registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "2.0.0")!;
const outside = { latitude: 38.42, longitude: 27.14 };
/** Inside the Menemen plain (a large plain, buyuk-ovalar). */
const menemen = { latitude: 38.6, longitude: 27.0 };

/** The inputs a type asks beyond the parcel, chosen so that a large parcel permits. */
const INPUTS: Record<string, Record<string, unknown>> = {
  hara: { kisrak_sayisi: 10, kisrak_boks_sayisi: 40 },
  "ipek-bocekciligi": { arazi_vasfi: "Dikili vasıflı", dut_bahcesi_var_mi: true, dut_bahcesi_alani: 50_000 },
  "deve-kusu-uretim-tesisi": { kapali_alan_m2: 1_000, gezinti_alani_m2: 3_500 },
  "fide-uretim-tesisi": { sera_alani_m2: 90_000 },
  "tarimsal-depo": { toplam_arazi_varligi: 1_000_000 },
  "fidan-uretim-tesisi": { acik_alan_fidan_kapasitesi: 10_000_000 },
  sundurma: { toplam_arazi_varligi: 100_000 },
  "ciftlik-atolyesi": { toplam_arazi_varligi: 100_000 },
  aricilik: { kovan_sayisi: 5_000 },
  sera: { arazi_vasfi: "Sera", sera_alani_m2: 50_000 },
  "bag-evi": { arazi_vasfi: "Dikili vasıflı", dikili_alani: 100_000 },
};

type Data = Record<string, unknown> & {
  ana_mesaj: string;
  mesaj: string;
  karar: string;
  izin_durumu: string;
  dikkat: string[];
  uyarilar: string[];
  plan_notlari?: { ulusal_sinir_m2: number | null; plan_siniri_m2: number; baglayan: string };
  sonraki_adimlar?: { baslik: string; metin: string; dayanak: string }[];
  uygulanan_kurallar: { kural_id: string; dayanak: string }[];
};

async function answer(slug: string, request: Record<string, unknown>): Promise<Data | null> {
  const r = await runThroughEngine(draft, slug, {
    alan_m2: 100_000,
    arazi_vasfi: "Tarla",
    cephe_m: 20,
    kapaliSuHavzasiIcinde: false,
    su_tahsis_belgesi: true,
    surum: "2.0.0",
    ...INPUTS[slug],
    ...request,
  });
  if (r.status !== 200 || !("data" in r.body)) return null;
  const data = r.body.data as Data;
  return data.izin_durumu === "izin_verilemez" ? null : data;
}

const defined = Object.entries(draft.types).filter(([, f]) => f.yapi_turu.mevzuat_durumu.kod !== "tanimli_degil");
const m2 = (n: number) => `${formatTr(n)} m²`;
/** A label or line that names a national figure as such. */
const NATIONAL = /ulusal|Talimat/i;

/** The m² a card or a report row shows (a row in decares counted in m²), or null. */
function areaOf(row: { alan: string; birim?: string | undefined }, data: Data): number | null {
  const v = data[row.alan];
  if (typeof v !== "number") return null;
  const unit = row.birim ?? (row.alan.endsWith("_m2") ? "m²" : undefined);
  return unit === "m²" ? v : unit === "da" ? v * 1000 : null;
}

describe("where the İzmir plan notes bind, their figure is the one stated", () => {
  it("headline, report text, rows and cards state the binding figure and name a national one as national", async () => {
    const problems: string[] = [];
    let bound = 0;
    for (const [slug, file] of defined)
      for (const tier of [{ emsal_turu: "mutlak_dikili" }, { emsal_turu: "marjinal" }, { marjinal_arazi: true }]) {
        if (file.emsal.tur !== "kullanici" && "emsal_turu" in tier) continue;
        if (file.emsal.tur === "kullanici" && !("emsal_turu" in tier)) continue;
        const d = await answer(slug, { ...outside, ...tier });
        if (!d || d.plan_notlari?.baglayan !== "plan") continue;
        bound++;
        const where = `${slug} ${JSON.stringify(tier)}`;
        const { plan_siniri_m2: plan, ulusal_sinir_m2: national } = d.plan_notlari;
        if (!d.ana_mesaj.includes(m2(plan)))
          problems.push(`${where}: başlık plan sınırını (${m2(plan)}) söylemiyor: ${d.ana_mesaj}`);
        if (national === null || national === plan) continue;
        for (const line of d.mesaj.split("\n"))
          if (line.includes(m2(national)) && !NATIONAL.test(line))
            problems.push(`${where}: ulusal sınır (${m2(national)}) adı konmadan yazılmış: ${line}`);
        for (const row of file.rapor)
          if (areaOf(row, d) === national && !NATIONAL.test(row.etiket))
            problems.push(`${where}: rapor satırı "${row.etiket}" ulusal sınırı adı konmadan gösteriyor`);
        for (const card of file.kartlar)
          if (areaOf(card, d) === national && !NATIONAL.test(card.etiket))
            problems.push(`${where}: kart "${card.etiket}" ulusal sınırı adı konmadan gösteriyor`);
        const footprint = file.kartlar.find((k) => k.taban_izi) ?? file.kartlar.find((k) => k.birim === "m²");
        const drawn = footprint ? areaOf(footprint, d) : null;
        if (drawn !== null && drawn > plan)
          problems.push(`${where}: haritadaki taban izi (${footprint!.etiket}, ${m2(drawn)}) plan sınırını aşıyor`);
      }
    expect(problems).toEqual([]);
    expect(bound).toBeGreaterThan(20);
  });

  it("the depot a request asks above the binding figure is a condition of the permit", async () => {
    // 1 % of 100 000 m² is 1 000 m² nationally; the plan notes allow 500 m² on a 10 000 m² parcel.
    const d = (await answer("tarimsal-depo", {
      ...outside,
      alan_m2: 10_000,
      toplam_arazi_varligi: 100_000,
      depo_alani: 800,
    }))!;
    expect(d.plan_notlari?.baglayan).toBe("plan");
    expect(d.ana_mesaj).toContain(m2(500));
    expect(d.karar).toBe("kosullu");
    expect(d.dikkat.join(" ")).toContain(m2(500));
  });
});

describe("a large plain: the warning and the next step are one statement of the large-plain rule", () => {
  /** rules-2026.md §3: "no alternative-area search for bağ evi and sera (Talimat)". */
  const NO_SEARCH = ["bag-evi", "sera"];
  const NEEDS_NO_ALTERNATIVE = /alternatif alan bulunmad/i;

  it("for every type: the permit carries the step's statement and basis, conditional", async () => {
    const problems: string[] = [];
    let permits = 0;
    for (const [slug] of defined) {
      const d = await answer(slug, { ...menemen, emsal_turu: "marjinal", marjinal_arazi: true });
      if (!d) continue;
      permits++;
      const step = d.sonraki_adimlar?.find((s) => s.baslik === "Büyük ova");
      const rule = d.uygulanan_kurallar.find((k) => k.kural_id === "GEN-03");
      if (!step || !rule) {
        problems.push(`${slug}: büyük ova adımı ya da GEN-03 yok`);
        continue;
      }
      if (!d.dikkat.includes(step.metin))
        problems.push(`${slug}: uyarı adımın cümlesi değil: ${JSON.stringify(d.dikkat)} / ${step.metin}`);
      if (rule.dayanak !== step.dayanak)
        problems.push(`${slug}: GEN-03 dayanağı ${rule.dayanak}, adımınki ${step.dayanak}`);
      if (d.karar === "izin") problems.push(`${slug}: büyük ovada koşulsuz izin`);
      const texts = [
        d.ana_mesaj,
        d.mesaj,
        ...d.dikkat,
        ...d.uyarilar,
        ...(d.sonraki_adimlar ?? []).map((s) => s.metin),
      ];
      if (NO_SEARCH.includes(slug)) {
        const contradicting = texts.filter((t) => NEEDS_NO_ALTERNATIVE.test(t));
        if (contradicting.length) problems.push(`${slug}: alternatif alan aranmaz, ama: ${contradicting.join(" | ")}`);
        if (!/alternatif alan araştırılmaz/.test(step.metin))
          problems.push(`${slug}: adım istisnayı söylemiyor: ${step.metin}`);
      } else if (!NEEDS_NO_ALTERNATIVE.test(step.metin))
        problems.push(`${slug}: adım alternatif alan şartını söylemiyor: ${step.metin}`);
    }
    expect(problems).toEqual([]);
    expect(permits).toBeGreaterThan(20);
  });

  it("the version states the rule once, its exception as data naming types it has", () => {
    expect(largePlainProblems(draft.common, Object.keys(draft.types))).toEqual([]);
    const spared = (draft.common.sabitler["buyuk_ova"] as { alternatif_alan_aranmayan_turler: string[] })
      .alternatif_alan_aranmayan_turler;
    expect([...spared].sort()).toEqual(NO_SEARCH);
  });

  it("the point is inside a large plain (Menemen)", async () => {
    const d = (await answer("bag-evi", menemen))!;
    expect((d["konum"] as { buyukOvaIcinde: unknown }).buyukOvaIcinde).toBe(true);
  });
});
