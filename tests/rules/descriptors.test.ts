/**
 * Invariants every rule-set version must keep (never a second copy of its content): every type has a complete
 * descriptor, every field a form shows or a fact function reads is in the version's field catalogue, every
 * type has golden cases, and the browser's answer (`GET /api/rules/`) is built from the files alone.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { girdiFor } from "../../scripts/lib/engine-harness.ts";
import { goldenSuites } from "../../scripts/lib/golden.ts";
import { readGoldenFiles } from "../../scripts/lib/golden-files.ts";
import { loadRepoRules, root } from "../../scripts/lib/load-rules.ts";
import { buildRuleSetDto } from "@worker/core/rules/descriptors.ts";
import { normaliseLandType } from "@worker/core/calculation/normalise.ts";
import { loadRuleBundle, versionBySurum, versionInForce } from "@worker/core/rules/registry.ts";
import { readRulesDir } from "../../scripts/lib/rules-fs.ts";

const { registry, problems } = loadRepoRules();
const RULESET = "izmir-tarimsal-yapilar";
const versions = registry.versions[RULESET] ?? [];

/** Inputs of the engine that are not catalogue fields (worker/core/calculation/normalise.ts). */
const PROTOCOL = new Set([
  "yapi_turu_id",
  "latitude",
  "longitude",
  "alan_m2",
  "arazi_vasfi",
  "arazi_vasfi_id",
  "buyuk_ova_icinde",
  "kapali_havza_beyani",
  "su_tahsis_belgesi",
  "manuel_kontrol_ham",
  "agaclar_ham",
]);

/** Every `girdi.x` (and `g.x` where `g: Girdi`) / `pozitifDeger(g, "x")` read of the fact functions. */
function fieldsReadByFactFunctions(): Set<string> {
  const dir = join(root, "worker/core/calculation/facts");
  const names = new Set<string>();
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), "utf8");
    const variable = /\bg: Girdi\b/.test(text) ? "(?:girdi|g)" : "girdi";
    for (const m of text.matchAll(new RegExp(`\\b${variable}\\.([a-z][a-z0-9_]*)`, "g"))) names.add(m[1]!);
    for (const m of text.matchAll(/pozitifDeger\(\w+, "([a-z][a-z0-9_]*)"\)/g)) names.add(m[1]!);
  }
  return names;
}

it("the repository's rule files load without a problem", () => {
  expect(problems).toEqual([]);
  expect(versions.length).toBeGreaterThan(0);
});

describe.each(versions.map((v) => [v.surum, v] as const))("rule-set version %s", (_surum, version) => {
  const dto = buildRuleSetDto(version, versions);

  it("has a descriptor for every type file, in id order, with label, category, emoji and description", () => {
    expect(dto.turler.map((t) => t.slug).sort()).toEqual(Object.keys(version.types).sort());
    expect(dto.turler.map((t) => t.id)).toEqual([...dto.turler.map((t) => t.id)].sort((a, b) => a - b));
    const groups = new Set(dto.kenar_gruplari.map((g) => g.id));
    for (const t of dto.turler) {
      expect(t.label.length, t.slug).toBeGreaterThan(2);
      expect(t.emoji.length, t.slug).toBeGreaterThan(0);
      expect(t.description.length, t.slug).toBeGreaterThan(10);
      expect(
        dto.kategoriler.map((k) => k.id),
        t.slug,
      ).toContain(t.category);
      expect(groups.has(t.sidebar_group), t.slug).toBe(true);
      expect(t.arazi_vasiflari.length, t.slug).toBeGreaterThan(0);
      expect(t.form.alanlar.length, t.slug).toBeGreaterThan(0);
    }
  });

  it("gives the land types per emsal type exactly where the rule file does", () => {
    for (const t of dto.turler) {
      const own = version.types[t.slug]!.arazi_vasiflari;
      if (Array.isArray(own)) expect(t.arazi_vasiflari_emsal, t.slug).toBeNull();
      else {
        expect(t.arazi_vasiflari_emsal?.marjinal, t.slug).toEqual([...own.marjinal].sort((a, b) => a - b));
        expect(t.arazi_vasiflari_emsal?.mutlak_dikili, t.slug).toEqual([...own.mutlak_dikili].sort((a, b) => a - b));
      }
    }
  });

  it("draws as footprint the card marked taban_izi, else the first card in m²", () => {
    for (const t of dto.turler) {
      const cards = version.types[t.slug]!.kartlar;
      const expected = cards.find((c) => c.taban_izi) ?? cards.find((c) => c.birim === "m²");
      expect(t.taban_izi, t.slug).toBe(expected?.alan ?? null);
      if (t.taban_izi) expect(t.kartlar.find((c) => c.alan === t.taban_izi)?.birim, t.slug).toBe("m²");
    }
  });

  it("shows the emsal switch exactly for the types whose rules read the user's emsal type", () => {
    for (const t of dto.turler) expect(t.emsal.secim, t.slug).toBe(version.types[t.slug]!.emsal.tur === "kullanici");
  });

  it("gives every land type a field that fills alan_m2: alan_m2 itself or an ana_alan field", () => {
    for (const t of dto.turler) {
      for (const id of t.arazi_vasiflari) {
        const shown = t.form.alanlar.filter((f) => f.arazi_vasiflari === null || f.arazi_vasiflari.includes(id));
        expect(
          shown.some((f) => f.ad === "alan_m2" || f.ana_alan),
          `${t.slug}, land type ${id}`,
        ).toBe(true);
        expect(new Set(shown.map((f) => f.ad)).size, `${t.slug}, land type ${id}: one entry per field`).toBe(
          shown.length,
        );
      }
    }
  });

  it("fills every placeholder of the form's texts from the rule file", () => {
    for (const t of dto.turler) {
      for (const f of t.form.alanlar) {
        for (const text of [f.form_etiketi, f.mesaj, f.ust_mesaj ?? "", f.yardim ?? ""])
          expect(text, `${t.slug}.${f.ad}`).not.toMatch(/[{}]/);
        if (f.tur !== "onay")
          expect(f.en_az !== null && f.en_cok !== null && f.en_az <= f.en_cok, `${t.slug}.${f.ad}`).toBe(true);
      }
      for (const k of t.form.kontroller) expect(k.mesaj, t.slug).not.toMatch(/[{}]/);
    }
  });

  it("passes every catalogue field to the fact functions, and the fact functions read no field outside it", () => {
    const catalogue = Object.keys(version.common.girdi_alanlari);
    const girdi = girdiFor(version, dto.turler[0]!.slug, {
      latitude: 38.42,
      longitude: 27.14,
      alan_m2: 1000,
      arazi_vasfi: "Tarla",
    });
    for (const name of catalogue) expect(girdi, name).toHaveProperty(name, name === "alan_m2" ? 1000 : null);
    for (const name of fieldsReadByFactFunctions()) {
      expect(PROTOCOL.has(name) || catalogue.includes(name), `a fact function reads "${name}"`).toBe(true);
    }
  });

  it("has golden cases for every type (its own, or its base's for a type it does not change)", () => {
    const covered = goldenSuites(registry, readGoldenFiles(join(root, "rules")))
      .suites.filter((s) => s.ruleSet === version)
      .map((s) => s.slug);
    expect(covered.sort()).toEqual(Object.keys(version.types).sort());
  });

  it("normalises land types against its own catalogue (trim, leading ellipsis, exact case)", () => {
    const id = (s: string) => normaliseLandType(version.common, s)?.id ?? null;
    for (const t of version.common.arazi_vasfi_katalogu) {
      expect(id(`  ${t.ad} `)).toBe(t.id);
      expect(id(`… ${t.ad}`)).toBe(t.id);
      expect(id(`... ${t.ad}`)).toBe(t.id);
    }
    expect(id("tarla")).toBeNull();
    expect(id("")).toBeNull();
  });

  it("labels every type and the older history types", () => {
    for (const t of dto.turler) expect(dto.hesaplama_turleri[t.slug]).toBe(t.label);
    for (const [k, v] of Object.entries(version.common.eski_hesaplama_turleri))
      expect(dto.hesaplama_turleri[k]).toBe(v);
  });
});

it("draws the vineyard house's ground area, not its total floor area, in every version", () => {
  for (const surum of ["1.0.0", "2.0.0"]) {
    const set = versionBySurum(registry, RULESET, surum)!;
    expect(buildRuleSetDto(set, versions).turler.find((t) => t.slug === "bag-evi")?.taban_izi, surum).toBe(
      "taban_alani",
    );
  }
});

describe("version selection", () => {
  it("by date serves only released versions; a draft is reached only by its number", () => {
    const released = versions.filter((v) => v.durum === "yayinda");
    const drafts = versions.filter((v) => v.durum === "taslak").map((v) => v.surum);
    expect(drafts.length).toBeGreaterThan(0);
    for (const v of released) {
      expect(v.yururluk_tarihi, v.surum).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(versionInForce(registry, RULESET, new Date(`${v.yururluk_tarihi}T12:00:00Z`))?.surum).toBe(v.surum);
    }
    // No day selects a draft: neither a released version's day, nor a draft's foreseen one, nor one far ahead.
    const days = [...versions.map((v) => v.yururluk_tarihi), "2099-12-31"].filter((d) => d !== null);
    for (const day of days)
      expect(drafts).not.toContain(versionInForce(registry, RULESET, new Date(`${day}T12:00:00Z`))?.surum);
    for (const v of versions) expect(versionBySurum(registry, RULESET, v.surum)).toBe(v);
    expect(versionInForce(registry, RULESET, new Date("2099-12-31T12:00:00Z"))?.durum).toBe("yayinda");
    expect(versionInForce(registry, RULESET, new Date("2000-01-01T12:00:00Z"))).toBeNull();
  });
});

describe("the footprint marker in a rule file", () => {
  const withCards = (mutate: (cards: Record<string, unknown>[]) => void) => {
    const { bundle } = readRulesDir(join(root, "rules"));
    // The cards are 1.0.0's (2.0.0's bag-evi.json patches only its thresholds and rules): both versions load them.
    const key = "izmir-tarimsal-yapilar/1.0.0/bag-evi.json";
    const file = structuredClone(bundle.files[key]) as { kartlar: Record<string, unknown>[] };
    mutate(file.kartlar);
    return () => loadRuleBundle({ ...bundle, files: { ...bundle.files, [key]: file } });
  };

  it("is refused on two cards and on a card that is not in m²", () => {
    expect(withCards((cards) => cards.forEach((c) => (c["taban_izi"] = true)))).toThrow(
      "taban_izi en fazla bir kartta olabilir",
    );
    expect(
      withCards((cards) => {
        for (const c of cards) if (c["taban_izi"]) c["birim"] = "adet";
      }),
    ).toThrow('taban_izi kartının birimi "m²" olmalıdır');
    expect(withCards(() => undefined)).not.toThrow();
  });
});
