/**
 * The comparison of one request under two rule-set versions (web/src/features/comparison/logic.ts), the newest
 * version and the request under it (web/src/entities/structure-types/newest-version.ts), the parcel analysis's last column
 * (web/src/features/parcel-analysis/newest.ts) and the text of a failed request (web/src/lib/api/api-error-text.ts).
 * The answers are the repository's rule set's (1.0.0 released, 2.0.0 the new regulation's draft).
 */
import { describe, expect, it } from "vitest";
import type { CalculationData } from "@worker/core/contracts/calculation.ts";
import { changeSummary, compareFigures, compareResults, notDefinedReason } from "@web/features/comparison/logic.ts";
import { decidingRule } from "@worker/core/rules/verdict.ts";
import { newestOnly, statusesBySlug } from "@web/features/parcel-analysis/newest.ts";
import { ApiClientError } from "@web/lib/api/api-client.ts";
import { apiErrorText } from "@web/lib/api/api-error-text.ts";
import { bodyForVersion, newestVersion, versionLabel } from "@web/entities/structure-types/newest-version.ts";
import { repoAnalysis, repoCalculation } from "./repo-calculation.ts";
import { repoRuleSet, repoType } from "./repo-rule-set.ts";

const TODAY = "1.0.0";
const NEW = "2.0.0";

/** One type's answer under a version, with what the comparison reads of its descriptor. */
async function side(slug: string, surum: string, body: Record<string, unknown>) {
  const type = repoType(slug, surum);
  const { data } = await repoCalculation(slug, surum, body);
  return { kod: type.kod, cards: type.kartlar, data };
}

const VINEYARD = { arazi_vasfi: "Dikili vasıflı", alan_m2: 12_000 };

describe("the newest version and the request under it", () => {
  it("is the last of the versions GET /api/rules/ lists, the draft 2.0.0 in the repository", () => {
    const versions = repoRuleSet().surumler;
    expect(newestVersion(versions)?.surum).toBe(NEW);
    // The draft has no date in force: it comes after every dated version.
    expect(newestVersion(versions)?.yururluk_tarihi).toBeNull();
    expect(versions.slice(0, -1).every((v) => v.yururluk_tarihi !== null)).toBe(true);
    expect(newestVersion([])).toBeNull();
    expect(versionLabel(newestVersion(versions)!)).toBe(`${NEW} (taslak, yürürlük tarihi yok)`);
    expect(versionLabel({ surum: "3.0.0", durum: "taslak", yururluk_tarihi: "2028-01-01" })).toBe(
      "3.0.0 (taslak, öngörülen yürürlük 2028-01-01)",
    );
    expect(versionLabel(versions[0]!)).toBe(TODAY);
  });

  it("names the version with surum, drops the legislation date and leaves the shown request as it was", () => {
    const body = { ...VINEYARD, mevzuat_tarihi: "2026-11-26" };
    expect(bodyForVersion(body, NEW)).toEqual({ ...VINEYARD, surum: NEW });
    expect(bodyForVersion({ ...VINEYARD, surum: TODAY }, NEW)).toEqual({ ...VINEYARD, surum: NEW });
    expect(body).toEqual({ ...VINEYARD, mevzuat_tarihi: "2026-11-26" });
  });
});

describe("comparing a result with the same request under the newest version", () => {
  it("bağ evi on 12 000 m² planted: 75 / 150 m² today, 30 / 60 m² under the new regulation, both changed", async () => {
    const c = compareResults(await side("bag-evi", TODAY, VINEYARD), await side("bag-evi", NEW, VINEYARD));
    const byField = Object.fromEntries(c.figures.map((f) => [f.alan, f]));
    expect(byField["taban_alani"]).toMatchObject({
      applied: { main: "75 m²" },
      newest: { main: "30 m²" },
      changed: true,
    });
    expect(byField["maksimum_insaat_alani"]).toMatchObject({
      applied: { main: "150 m²" },
      newest: { main: "60 m²" },
      changed: true,
    });
    expect(c.status).toMatchObject({ applied: { verdict: "varsayimsal" }, newest: { verdict: "varsayimsal" } });
    expect(c.status.changed).toBe(false);
    expect(c.notDefined).toBeNull();
    expect(changeSummary(c, NEW)).toBe(`${NEW} sürümünde değişenler: 2 rakam.`);
  });

  it("a refusal under the new regulation: its figures are gone (changed), the status and the deciding rule change", async () => {
    const body = { ...VINEYARD, alan_m2: 6_000 };
    const c = compareResults(await side("bag-evi", TODAY, body), await side("bag-evi", NEW, body));
    expect(c.figures.length).toBeGreaterThan(0);
    for (const f of c.figures) expect(f).toMatchObject({ newest: null, changed: true });
    expect(c.status).toMatchObject({ newest: { verdict: "red", text: "İzin verilemez" }, changed: true });
    // The first rule not met decides a refusal; the type's own last rule (its limits) a permit.
    expect(c.rule.newest?.kural_id).toBe("BAG-02");
    expect(c.rule.applied?.kural_id).toMatch(/^BAG-/);
    expect(c.rule.changed).toBe(true);
    expect(changeSummary(c, NEW)).toBe(`${NEW} sürümünde değişenler: durum ve ${c.figures.length} rakam.`);
  });

  it("a type the new regulation no longer defines: refused there, with the regulation's reason", async () => {
    const body = { arazi_vasfi: "Tarla", alan_m2: 12_000 };
    const c = compareResults(await side("mantar-tesisi", TODAY, body), await side("mantar-tesisi", NEW, body));
    expect(c.notDefined).toContain("2026 Yönetmeliğinde tarımsal amaçlı yapı olarak tanımlanmamıştır");
    expect(c.status.newest.verdict).toBe("red");
    expect(c.rule.newest?.ad).toBe("2026 Yönetmeliğinde tarımsal amaçlı yapı");
    expect(c.figures.every((f) => f.newest === null)).toBe(true);
  });

  it("the same answer on both sides changes nothing", async () => {
    const a = await side("bag-evi", TODAY, VINEYARD);
    const c = compareResults(a, a);
    expect(c.status.changed || c.rule.changed || c.figures.some((f) => f.changed)).toBe(false);
    expect(changeSummary(c, NEW)).toBe(`${NEW} sürümünde durum ve rakamlar değişmiyor.`);
  });

  it("a figure only one side has is a change; the applied side's cards come first", async () => {
    const a = await side("bag-evi", TODAY, VINEYARD);
    const onlyNew = { alan: "yeni_alan", etiket: "Yeni alan", birim: "m²", birim_alani: null };
    const data = { ...a.data, yeni_alan: 40 } as CalculationData;
    const figures = compareFigures(a, { cards: [...a.cards, onlyNew], data });
    expect(figures.map((f) => f.alan)).toEqual([
      ...a.cards.map((c) => c.alan).filter((f) => typeof a.data[f] === "number"),
      "yeni_alan",
    ]);
    expect(figures.at(-1)).toMatchObject({ applied: null, newest: { main: "40 m²" }, changed: true });
  });

  it("no deciding rule when nothing was refused and the type has no rule of its own", async () => {
    const { data } = await side("bag-evi", TODAY, VINEYARD);
    expect(decidingRule(data.uygulanan_kurallar, "XYZ")).toBeNull();
    expect(decidingRule([], "BAG")).toBeNull();
    expect(notDefinedReason(data)).toBeNull();
  });
});

describe("the parcel analysis's last column", () => {
  it("each type's status by slug: an allowed type's verdict, a type the land type excludes refused with the reason", async () => {
    const { data } = await repoAnalysis(TODAY, "Dikili vasıflı", 1_200);
    const statuses = statusesBySlug(data);
    expect(statuses.size).toBe(data.turler.length + data.uygun_olmayanlar.length);
    const refused = data.turler.find((r) => r.izin_durumu === "izin_verilemez")!;
    expect(statuses.get(refused.slug)).toEqual({ verdict: "red", text: "İzin verilemez", reason: refused.ana_mesaj });
    const possible = data.turler.find((r) => r.izin_durumu === "izin_verilebilir" && r.dikkat.length === 0)!;
    expect(statuses.get(possible.slug)).toEqual({ verdict: "izin", text: "İzin verilebilir", reason: null });
    expect(data.uygun_olmayanlar.length).toBeGreaterThan(0);
    for (const t of data.uygun_olmayanlar)
      expect(statuses.get(t.slug)).toEqual({ verdict: "red", text: "İzin verilemez", reason: t.neden });
    expect(newestOnly(data, data)).toEqual([]);
  });

  it("the types only the newer analysis has are listed apart, with their own row when the land type allows them", async () => {
    const { data } = await repoAnalysis(TODAY, "Dikili vasıflı", 1_200);
    const [first, ...rest] = data.turler;
    const excluded = data.uygun_olmayanlar[0]!;
    const older = { turler: rest, uygun_olmayanlar: data.uygun_olmayanlar.slice(1) };
    const only = newestOnly(older, data);
    expect(only.map((t) => t.slug)).toEqual([first!.slug, excluded.slug]);
    expect(only[0]).toMatchObject({ label: first!.label, row: { girdi: first!.girdi } });
    expect(only[1]).toMatchObject({ row: null, status: { verdict: "red", reason: excluded.neden } });
  });
});

describe("the text of a failed request", () => {
  it("the message and each field's first message; an unknown version's own text; a fallback for anything else", () => {
    const fields = { alan_m2: ["Alan girilmelidir.", "ikinci"], arazi_vasfi: ["Arazi vasfı seçilmelidir"] };
    const invalid = new ApiClientError("VALIDATION_ERROR", "Girdi geçersiz.", 400, fields);
    expect(apiErrorText(invalid, "yedek")).toBe("Girdi geçersiz. Alan girilmelidir. Arazi vasfı seçilmelidir");
    const unknown = new ApiClientError(
      "HTTP_ERROR",
      "Beklenmeyen hata oluştu (404).",
      404,
      undefined,
      "not_found",
      "Kural seti sürümü bulunamadı: 9.9.9",
    );
    expect(apiErrorText(unknown, "yedek")).toBe("Kural seti sürümü bulunamadı: 9.9.9");
    expect(apiErrorText(new TypeError("x"), "yedek")).toBe("yedek");
  });
});
