/**
 * Rule-file texts are templates over the constants: static texts are filled when a version loads (an unknown
 * placeholder is a rule-file error), a text may name another type's constant, and `rules:check` refuses a
 * constant's value written literally in a text.
 */
import { describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules, root } from "../../scripts/lib/load-rules.ts";
import { literalNumbersIn, readRulesDir } from "../../scripts/lib/rules-fs.ts";
import { literalNumbers } from "@worker/core/rules/literal-numbers.ts";
import { basisText, pageLabels } from "@worker/core/rules/page-labels.ts";
import { loadRuleBundle } from "@worker/core/rules/registry.ts";
import { goldenSuites } from "../../scripts/lib/golden.ts";
import { readGoldenFiles } from "../../scripts/lib/golden-files.ts";
import { join } from "node:path";

const { registry } = loadRepoRules();
const { bundle } = readRulesDir(join(root, "rules"));
const version = (surum: string) => registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === surum)!;

describe("texts name constants, never repeat them", () => {
  it("no text of the repository's rule files writes a constant's value", () => {
    expect(literalNumbersIn(bundle, registry).flatMap((v) => v.found)).toEqual([]);
  });

  it("finds an area, a percentage and an own number written literally; not article numbers or small words", () => {
    const sera = {
      kurallar: [
        {
          event: {
            params: {
              ad: "Bağ evi hakkı",
              mesaj:
                "Taban en fazla 75 m²; idari bina %5; 2 kat; Zeytincilik Yön. md. 24; Talimat 20; İBB 7.12.15.3; {idari} m².",
            },
          },
        },
      ],
      rapor: [{ etiket: "En az 20 m² idari bina", alan: "idari_alan_m2" }],
    };
    const found = literalNumbers([{ name: "sera.json", kind: "tur", content: sera }], {
      "sera.json": { idari_orani: 0.05, idari_en_az_m2: 20, kat: 2 },
      "bag-evi.json": { taban_alani_m2: 75, madde: 24 },
      "_ortak.json": {},
    });
    expect(found.map((f) => [f.yer, f.sayi, f.sabitler[0]])).toEqual([
      ["sera.json: rapor[].etiket", "20 m²", "sera.json: idari_en_az_m2"],
      ["sera.json: kurallar[].event.params.mesaj", "75 m²", "bag-evi.json: taban_alani_m2"],
      ["sera.json: kurallar[].event.params.mesaj", "%5", "sera.json: idari_orani"],
    ]);
  });
});

describe("bases in a landowner's words", () => {
  it("no answer to a golden request shows an internal basis as written (etiketler.json → dayanaklar)", async () => {
    const internal = Object.keys(pageLabels().dayanaklar);
    const { suites } = goldenSuites(registry, readGoldenFiles(join(root, "rules")));
    let shown = 0;
    for (const { ruleSet, slug, file } of suites) {
      for (const c of file.vakalar) {
        const { status, body } = await runThroughEngine(ruleSet, slug, c.istek, {
          basin: c.katman === "nokta-kapali-havzada",
        });
        if (status !== 200) continue;
        const data = (body as { data: { aciklama: string; mesaj: string; uygulanan_kurallar: { dayanak: string }[] } })
          .data;
        for (const { dayanak } of data.uygulanan_kurallar) {
          expect(internal, `${ruleSet.surum} ${slug}: ${c.ad}`).not.toContain(dayanak);
          shown++;
        }
        for (const basis of internal) {
          expect(data.aciklama).not.toContain(`(${basis})`);
          expect(data.mesaj).not.toContain(`(${basis})`);
        }
      }
    }
    expect(shown).toBeGreaterThan(1000);
  });

  it("rewrites an internal basis and keeps a legal citation as written", async () => {
    const request = { latitude: 38.42, longitude: 27.14, alan_m2: 3000, arazi_vasfi: "Tarla", sera_alani_m2: 2000 };
    const { body } = await runThroughEngine(version("1.0.0"), "sera", request);
    const rules = (body as { data: { uygulanan_kurallar: { kural_id: string; dayanak: string }[] } }).data
      .uygulanan_kurallar;
    const written = (id: string) => version("1.0.0").types["sera"]!.kurallar.find((k) => k.name === id)!.event.params;
    expect(written("SERA-01").dayanak).toBe("Geometri (kural seti kararı)");
    expect(rules.find((k) => k.kural_id === "SERA-01")?.dayanak).toBe(
      pageLabels().dayanaklar["Geometri (kural seti kararı)"],
    );
    expect(rules.find((k) => k.kural_id === "GEN-01")?.dayanak).toBe(
      basisText(version("1.0.0").common.kurallar.find((k) => k.name === "GEN-01")!.event.params.dayanak),
    );
  });
});

describe("templated texts", () => {
  it("fills static texts when the version loads, from the version's own constants", () => {
    expect(version("1.0.0").types["bag-evi"]!.yapi_turu.aciklama).toContain("(en çok 75 m²)");
    expect(version("2.0.0").types["bag-evi"]!.yapi_turu.aciklama).toContain("(en çok 30 m²)");
    const hara = version("1.0.0").types["hara"]!;
    expect(hara.kurallar.map((k) => k.event.params.ad)).toContain("En az 10 boksluk tesisin emsale sığması");
    expect(version("1.0.0").types["tarimsal-depo"]!.emsal).toMatchObject({
      aciklama: expect.stringContaining("%1'idir"),
    });
  });

  it("names the vineyard house's limits of its own version in the greenhouse's text (2.0.0 by placeholder)", async () => {
    const written = bundle.files["izmir-tarimsal-yapilar/2.0.0/metin/sera.json"] as {
      kurallar: { name: string; event: { params: { mesaj: string } } }[];
    };
    expect(written.kurallar.find((k) => k.name === "SERA-03")?.event.params.mesaj).toContain(
      "{turler.bag-evi.taban_alani_m2}",
    );
    const request = { latitude: 38.42, longitude: 27.14, alan_m2: 10000, arazi_vasfi: "Tarla", sera_alani_m2: 8000 };
    const sera3 = async (surum: string) => {
      const { body } = await runThroughEngine(version(surum), "sera", request);
      const data = (body as { data: { uyarilar: string[]; kural_seti: { yapi_turu_surumu: string } } }).data;
      return {
        text: data.uyarilar.find((u) => u.startsWith("Örtüaltı alanı")),
        file: data.kural_seti.yapi_turu_surumu,
      };
    };
    expect(await sera3("1.0.0")).toEqual({
      text: expect.stringContaining("(taban en fazla 75 m², toplam en fazla 150 m²)"),
      file: "1.0.0",
    });
    expect(await sera3("2.0.0")).toEqual({
      text: expect.stringContaining("(taban en fazla 30 m², toplam en fazla 60 m²)"),
      file: "2.0.0",
    });
  });

  it("refuses a static text whose placeholder names no constant", () => {
    const key = "izmir-tarimsal-yapilar/1.0.0/hara.json";
    const hara = structuredClone(bundle.files[key]) as { kartlar: { etiket: string }[] };
    hara.kartlar[0]!.etiket = "En az {asgari_boksu} boks";
    expect(() => loadRuleBundle({ ...bundle, files: { ...bundle.files, [key]: hara } })).toThrow(
      "hara.json: kartlar[].etiket — {asgari_boksu} yer tutucusu hiçbir sabiti göstermiyor",
    );
  });
});
