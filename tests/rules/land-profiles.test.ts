/**
 * The vineyard-house check's land-type profiles (rules/<ruleset>/arazi-profilleri.json, or a version's own
 * sabitler.arazi_profilleri; worker/core/rules/land-profiles.ts):
 * every land type the type allows resolves to one, the table is checked when a version loads, every text fills, and
 * the worker reads the table — a changed profile changes the answer.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { girdiFor } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules, root } from "../../scripts/lib/load-rules.ts";
import { readRulesDir } from "../../scripts/lib/rules-fs.ts";
import {
  dikiliAlanKontrolu,
  failureBannerDetail,
  missingArea,
  normaliseTrees,
  type KontrolGirdisi,
} from "@worker/core/calculation/dikili-alan.ts";
import { bagEviKontrolu } from "@worker/core/calculation/facts/bag-evi-kontrolu.ts";
import type { AgacTuru, DikiliEsikler } from "@worker/core/contracts/rule-set.ts";
import {
  DEFAULT_PROFILE,
  LAND_PROFILES_FILE,
  profileById,
  profileFor,
} from "@worker/core/rules/land-profile-lookup.ts";
import { landProfilesOf, type LandProfile } from "@worker/core/rules/land-profiles.ts";
import { loadRuleBundle } from "@worker/core/rules/registry.ts";
import type { LoadedRuleSet } from "@worker/core/rules/types.ts";
import { izmirKonum } from "./fact-context.ts";

const { registry } = loadRepoRules();
const versions = registry.versions["izmir-tarimsal-yapilar"]!;
const v100 = versions.find((v) => v.surum === "1.0.0")!;
const bagEvi = (v: LoadedRuleSet) => v.types["bag-evi"]!;
const allowed = (v: LoadedRuleSet) => bagEvi(v).arazi_vasiflari as number[];
const nameOf = (v: LoadedRuleSet, id: number) => v.common.arazi_vasfi_katalogu.find((t) => t.id === id)!.ad;

describe("every land type resolves to its profile", () => {
  it.each(versions.map((v) => [v.surum, v] as const))(
    "%s: each land type bag-evi allows has its own entry or the default, by id and by name alike",
    (_surum, v) => {
      const profiles = landProfilesOf(bagEvi(v).sabitler);
      const resolved = Object.fromEntries(
        allowed(v).map((id) => {
          const p = profileById(profiles, id);
          expect(profileFor(profiles, nameOf(v, id), v.common.arazi_vasfi_katalogu)).toBe(p);
          return [nameOf(v, id), [p.arazi_vasfi, p.kriterler.map((k) => `${k.kriter}:${k.alan}≥${k.esik}`)]];
        }),
      );
      expect(resolved).toEqual({
        "Tarla + herhangi bir dikili vasıflı": [1, ["1:dikili≥dikili_asgari_m2", "2:tarla≥tarla_asgari_m2"]],
        "Dikili vasıflı": [2, ["1:dikili≥dikili_asgari_m2"]],
        "Tarla + Zeytinlik": [3, ["2:tarla≥tarla_asgari_m2"]],
        "Zeytin ağaçlı + tarla": [4, ["2:tarla≥tarla_asgari_m2"]],
        "Zeytin ağaçlı + herhangi bir dikili vasıf": [5, ["1:dikili≥dikili_asgari_m2"]],
        "Adetli Zeytin Ağacı bulunan tarla": [6, ["2:tarla≥tarla_asgari_m2"]],
        "Adetli Zeytin Ağacı bulunan + herhangi bir dikili vasıf": [7, ["1:dikili≥dikili_asgari_m2"]],
        "Ham toprak, taşlık, kıraç, palamutluk, koruluk gibi diğer vasıflı": [
          DEFAULT_PROFILE,
          ["2:parsel≥ham_toprak_asgari_m2"],
        ],
        Tarla: [10, ["2:tarla≥tarla_asgari_m2"]],
        Sera: [11, ["1:parsel≥sera_asgari_m2"]],
      });
      // A land type the table does not know (none the type allows, an empty one) gets the default.
      expect(profileFor(profiles, "", v.common.arazi_vasfi_katalogu).arazi_vasfi).toBe(DEFAULT_PROFILE);
    },
  );

  it.each(versions.map((v) => [v.surum, v] as const))(
    "%s: profiles name land types the type allows, request fields of the catalogue and thresholds of esikler",
    (_surum, v) => {
      const file = bagEvi(v);
      const fields = v.common.girdi_alanlari;
      const esikler = file.sabitler["esikler"] as DikiliEsikler;
      for (const p of landProfilesOf(file.sabitler)) {
        if (p.arazi_vasfi !== DEFAULT_PROFILE) expect(allowed(v)).toContain(p.arazi_vasfi);
        const named = [
          ...Object.values(p.alanlar).flatMap((s) => [s.alan, ...(s.yoksa ? [s.yoksa] : [])]),
          ...(p.zeytin?.sayilar ?? []),
          ...Object.keys(p.pencere.forma_aktar),
        ];
        for (const f of named) expect(Object.keys(fields), `${p.arazi_vasfi}: ${f}`).toContain(f);
        for (const k of p.kriterler) expect(typeof esikler[k.esik], `${p.arazi_vasfi}: ${k.esik}`).toBe("number");
      }
    },
  );
});

describe("the table is checked when a version loads", () => {
  const { bundle } = readRulesDir(join(root, "rules"));
  const key = `izmir-tarimsal-yapilar/${LAND_PROFILES_FILE}`;
  /** Changes the rule set's profile table (both versions' vineyard house reads it). */
  const withProfiles = (change: (profiles: Record<string, unknown>[]) => void) => {
    const file = structuredClone(bundle.files[key]) as { arazi_profilleri: Record<string, unknown>[] };
    change(file.arazi_profilleri);
    return () => loadRuleBundle({ ...bundle, files: { ...bundle.files, [key]: file } });
  };

  it("loads the repository's table", () => {
    expect(withProfiles(() => {})).not.toThrow();
  });

  it("refuses a threshold key that sabitler.esikler does not have", () => {
    const load = withProfiles((profiles) => {
      (profiles[0]!["kriterler"] as { esik: string }[])[0]!.esik = "bag_asgari_m2";
    });
    expect(load).toThrow(
      'bag-evi.json: sabitler.arazi_profilleri.0.kriterler.0.esik — "bag_asgari_m2" sabitler.esikler içinde bir sayı değil',
    );
  });

  it("refuses a land type the catalogue does not have and a field the field catalogue does not have", () => {
    const id99 = (profiles: Record<string, unknown>[]) => (profiles[0]!["arazi_vasfi"] = 99);
    expect(withProfiles(id99)).toThrow(
      "sabitler.arazi_profilleri.0.arazi_vasfi — arazi vasfı 99 _ortak.json arazi_vasfi_katalogu içinde yok",
    );
    const unknownField = withProfiles((profiles) => {
      (profiles[0]!["alanlar"] as Record<string, { alan: string }>)["dikili"]!.alan = "dikili_alan_m2";
    });
    expect(unknownField).toThrow('sabitler.arazi_profilleri.0 — "dikili_alan_m2" girdi_alanlari içinde yok');
  });

  it("refuses a table without its default or with a land type twice, a criterion without its text, an unknown key", () => {
    const last = (profiles: Record<string, unknown>[]) => profiles[profiles.length - 1]!;
    const lastIs9 = (profiles: Record<string, unknown>[]) => (last(profiles)["arazi_vasfi"] = 9);
    expect(withProfiles(lastIs9)).toThrow(`sabitler.arazi_profilleri — tam bir "${DEFAULT_PROFILE}" profili olmalı`);
    const secondIs1 = (profiles: Record<string, unknown>[]) => (profiles[1]!["arazi_vasfi"] = 1);
    expect(withProfiles(secondIs1)).toThrow("sabitler.arazi_profilleri — her arazi vasfının bir profili olur");
    expect(withProfiles((profiles) => delete (profiles[0]!["mesajlar"] as Record<string, unknown>)["kriter2"])).toThrow(
      "sabitler.arazi_profilleri.0.mesajlar.kriter2 — mesajlar.kriter2 gerekli",
    );
    expect(withProfiles((profiles) => (profiles[0]!["alan_m2"] = ["tarla"]))).toThrow("sabitler.arazi_profilleri.0");
  });
});

describe("every text of every profile fills", () => {
  const catalogue = v100.common.sabitler["agac_cizelgesi"] as AgacTuru[];
  const unfilled = /\{[^}]*\}/;

  it.each(versions.map((v) => [v.surum, v] as const))("%s: no placeholder is left in any outcome", (_surum, v) => {
    const esikler = bagEvi(v).sabitler["esikler"] as DikiliEsikler;
    const few = normaliseTrees([{ turid: 18, sayi: 1 }], catalogue, 50_000).trees;
    const many = normaliseTrees([{ turid: 18, sayi: 50_000 }], catalogue, 50_000).trees;
    let texts = 0;
    for (const profil of landProfilesOf(bagEvi(v).sabitler)) {
      for (const area of [0, 1, 4_000, 200_000])
        for (const agaclar of [[], few, many])
          for (const zeytinSayisi of [null, 0, 100_000]) {
            const g: KontrolGirdisi = {
              arazi_vasfi: "Arazi",
              profil,
              dikiliAlan: area,
              tarlaAlani: area,
              zeytinlikAlani: area,
              alan: area,
              zeytinSayisi,
              agaclar,
            };
            const r = dikiliAlanKontrolu(g, esikler);
            for (const text of [r.message, r.aciklama, failureBannerDetail(g, r, esikler), missingArea(g)]) {
              if (text === null) continue;
              expect(text, `${profil.arazi_vasfi}: ${text}`).not.toMatch(unfilled);
              texts++;
            }
          }
    }
    expect(texts).toBeGreaterThan(500);
  });
});

describe("the worker reads the profile", () => {
  const file = bagEvi(v100);
  const run = (request: Record<string, unknown>, change?: (p: LandProfile[]) => void) => {
    const profiles = structuredClone([...landProfilesOf(file.sabitler)]) as LandProfile[];
    change?.(profiles);
    return bagEviKontrolu({
      girdi: girdiFor(v100, "bag-evi", { latitude: 38.42, longitude: 27.14, ...request }),
      sabit: { ...file.sabitler, arazi_profilleri: profiles },
      ortak: v100.common.sabitler,
      emsal: { tur: null, oran: null },
      konum: izmirKonum(),
    });
  };
  /** A mutable profile of the copied table (the code only reads profiles; a test may rewrite its copy). */
  type Writable<T> = T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;
  const profile = (profiles: LandProfile[], id: number | string) =>
    profiles.find((p) => p.arazi_vasfi === id) as Writable<LandProfile>;

  it("decides with the threshold key the profile names", () => {
    const field = { alan_m2: 10_000, arazi_vasfi: "Tarla" };
    expect(run(field).degerler).toMatchObject({
      alan_kriteri_saglandi: false,
      alan_kontrol_mesaji: "Bağ Evi Kontrolü Başarısız (Tarla - Alan < 20000 m²)",
    });
    const lowered = run(field, (p) => {
      profile(p, 10).kriterler[0]!.esik = "sera_asgari_m2";
    });
    expect(lowered.degerler).toMatchObject({ alan_kriteri_saglandi: true });
    expect(lowered.degerler["alan_kontrol_mesaji"]).toMatch(/^Bağ Evi Kontrolü Başarılı \(Tarla - /);
  });

  it("reads an area from the request field the profile names", () => {
    const request = {
      alan_m2: 25_000,
      arazi_vasfi: "Tarla + herhangi bir dikili vasıflı",
      tarla_alani: 25_000,
      dikili_alani: 3_000,
    };
    expect(run(request).ciktilar).toMatchObject({ alan_m2: 25_000, dikili_alani: 3_000 });
    const fromParcel = run(request, (p) => {
      profile(p, 1).alanlar.dikili = { alan: "alan_m2" };
      profile(p, 1).alan_m2_toplami = ["tarla", "dikili"];
    });
    expect(fromParcel.ciktilar).toMatchObject({ alan_m2: 50_000, dikili_alani: 25_000 });
  });

  it("applies the olive count, the planted part and the texts the profile gives", () => {
    const olive = {
      alan_m2: 25_000,
      arazi_vasfi: "Zeytin ağaçlı + tarla",
      tarla_alani: 25_000,
      zeytin_agac_adedi: 300,
    };
    expect(run(olive).degerler).toMatchObject({ zeytin_siniri_asildi: true, manuel_kontrol_onerilebilir: false });
    const noOlive = run(olive, (p) => {
      profile(p, 4).zeytin!.sayilar = ["zeytin_agac_sayisi"];
      profile(p, 4).dikili_kismi = true;
      profile(p, 4).mesajlar.kriter2 = "{etiket}: {tarla_alani} m² ≥ {tarla_asgari_ha} ha";
    });
    expect(noOlive.degerler).toMatchObject({
      zeytin_siniri_asildi: false,
      manuel_kontrol_onerilebilir: true,
      alan_kontrol_mesaji: "Zeytin Ağaçlı + Tarla: 25000 m² ≥ 2 ha",
    });
  });
});
