/**
 * `npm run rules:diff`: a throw-away version made in memory from 2.0.0 as loaded (a raised threshold, a rule added
 * and one removed, a changed legal basis, a changed label) — the diff names exactly those changes, the wording apart,
 * and the answers that move are counted by kind with examples; the CLI's errors and its Markdown.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareAnswers, moveOf, outcomeOf, sweepAreas, sweepProbes } from "../../scripts/lib/answer-moves.ts";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules, root } from "../../scripts/lib/load-rules.ts";
import { diffRuleSets, type RuleSetDiff } from "../../scripts/lib/rule-diff.ts";
import { renderMarkdown, renderText } from "../../scripts/lib/rule-diff-report.ts";
import type { RuleDefinition, TypeRuleFile } from "@worker/core/rules/schema.ts";
import type { LoadedRuleSet } from "@worker/core/rules/types.ts";

const { registry } = loadRepoRules();
const version = (surum: string) => registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === surum)!;
const base = version("2.0.0");

const NEW_BASIS = "Deneme Talimatı md. 3";
const NEW_LABEL = "Solucan gübresi tesisi (deneme)";
const ADDED: RuleDefinition = {
  name: "ARI-05",
  priority: 995,
  conditions: { all: [{ fact: "girdi", path: "$.alan_m2", operator: "greaterThan", value: 1000 }] },
  event: { type: "bilgi", params: { ad: "Deneme kuralı", mesaj: "Deneme.", dayanak: "Deneme Yönetmeliği md. 9" } },
};

/** 2.0.0 with bag-evi's planted-area threshold 10 000 → 12 000 m², ARI-04 removed, ARI-05 added, SERA-02's basis and solucan's label changed. */
function edited(): LoadedRuleSet {
  const next = structuredClone(base);
  const types = next.types as Record<string, TypeRuleFile>;
  const esikler = types["bag-evi"]!.sabitler["esikler"] as Record<string, number>;
  expect(esikler["dikili_asgari_m2"]).toBe(10_000);
  esikler["dikili_asgari_m2"] = 12_000;
  const ari = types["aricilik"]!;
  expect(ari.kurallar.map((r) => r.name)).toContain("ARI-04");
  ari.kurallar = [...ari.kurallar.filter((r) => r.name !== "ARI-04"), ADDED];
  types["sera"]!.kurallar.find((r) => r.name === "SERA-02")!.event.params.dayanak = NEW_BASIS;
  types["solucan-tesisi"]!.yapi_turu.ad = NEW_LABEL;
  return { ...next, surum: "9.9.9" };
}

const run = (set: LoadedRuleSet, slug: string, istek: Record<string, unknown>, options: { basin?: boolean }) =>
  runThroughEngine(set, slug, istek, { ...options, now: new Date("2026-06-01T12:00:00Z") });

/** The types whose answers cannot move: the same law in both versions (what the CLI does not run). */
const sameLaw = (diff: RuleSetDiff) =>
  new Set(
    diff.common.law.length ? [] : [...diff.unchanged, ...diff.changed.filter((t) => !t.law.length).map((t) => t.slug)],
  );

const vineyard = { latitude: 38.42, longitude: 27.14, arazi_vasfi: "Dikili vasıflı", alan_m2: 11_000 };

describe("rules:diff — what changed in law terms", () => {
  const next = edited();
  const diff = diffRuleSets(base, next);
  const type = (slug: string) => diff.changed.find((t) => t.slug === slug)!;

  it("names exactly the changed threshold, the added and removed rule and the changed legal basis; the label apart", () => {
    expect(diff.common).toEqual({ law: [], wording: [] });
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed.map((t) => t.slug)).toEqual(["aricilik", "bag-evi", "sera", "solucan-tesisi"]);

    expect(type("bag-evi").law).toEqual([
      {
        group: "sabit",
        kind: "degisti",
        what: "sabitler.esikler.dikili_asgari_m2",
        old: "10.000",
        new: "12.000",
        details: [],
      },
    ]);
    expect(type("bag-evi").wording).toEqual([]);

    const removed = base.types["aricilik"]!.kurallar.find((r) => r.name === "ARI-04")!;
    expect(type("aricilik").law).toEqual([
      {
        group: "kural",
        kind: "kaldirildi",
        what: "ARI-04",
        old: `"${removed.event.params.ad}"`,
        new: null,
        details: ["tür: bilgi", "koşul: her zaman", `dayanak: "${removed.event.params.dayanak}"`],
      },
      {
        group: "kural",
        kind: "eklendi",
        what: "ARI-05",
        old: null,
        new: '"Deneme kuralı"',
        details: ["tür: bilgi", "koşul: girdi.alan_m2 > 1.000", 'dayanak: "Deneme Yönetmeliği md. 9"'],
      },
    ]);

    const basis = base.types["sera"]!.kurallar.find((r) => r.name === "SERA-02")!.event.params;
    expect(type("sera").law).toEqual([
      {
        group: "kural",
        kind: "degisti",
        what: "SERA-02",
        old: `"${basis.ad}"`,
        new: `"${basis.ad}"`,
        details: [`dayanak: "${basis.dayanak}" → "${NEW_BASIS}"`],
      },
    ]);
    expect(type("sera").wording).toEqual([]);

    expect(type("solucan-tesisi").law).toEqual([]);
    expect(type("solucan-tesisi").wording).toEqual([
      { what: "yapi_turu.ad", old: base.types["solucan-tesisi"]!.yapi_turu.ad, new: NEW_LABEL },
    ]);
  });

  it("reads the review of the new regulation off the loaded versions: 1.0.0 → 2.0.0", () => {
    const review = diffRuleSets(version("1.0.0"), base);
    expect(review.changed.find((t) => t.slug === "bag-evi")!.law).toContainEqual(
      expect.objectContaining({ what: "sabitler.esikler.dikili_asgari_m2", old: "5.000", new: "10.000" }),
    );
    const gen05 = review.common.law.find((c) => c.what === "GEN-05")!;
    expect(gen05.kind).toBe("degisti");
    expect(gen05.details).toContain("tür: uyarı → red (izin verilemez)");
    expect(review.added.map((t) => t.slug)).toContain("sundurma");
  });
});

describe("rules:diff — which answers move", () => {
  const next = edited();
  const diff = diffRuleSets(base, next);

  it("sweeps the parcel areas around the changed threshold", () => {
    expect(sweepAreas([base, next], "bag-evi")).toEqual(
      expect.arrayContaining([9_999, 10_000, 10_001, 11_999, 12_000, 12_001]),
    );
    const onPlanted = sweepProbes(base, next, "bag-evi").filter((p) => p.istek["arazi_vasfi"] === "Dikili vasıflı");
    expect(onPlanted.map((p) => p.istek["alan_m2"])).toEqual(expect.arrayContaining([11_999, 12_000]));
  });

  it("moves an 11 000 m² vineyard house on planted land from an assumed permit to a refusal", async () => {
    const old = outcomeOf(base, "bag-evi", await run(base, "bag-evi", vineyard, {}));
    const now = outcomeOf(next, "bag-evi", await run(next, "bag-evi", vineyard, {}));
    expect(old).toMatchObject({ error: false, verdict: "varsayimsal" });
    expect(now).toMatchObject({ error: false, verdict: "red", rule: "BAG-02" });
    expect(moveOf(old, now)).toBe("izin_ret");
  });

  it("counts the moved answers by kind, all of them the vineyard house's, with examples", async () => {
    const cases = [{ slug: "bag-evi", istek: vineyard, vaka: "deneme: 11 000 m² dikili" }];
    const moves = await compareAnswers(base, next, cases, run, sameLaw(diff));
    // The label and the unchanged types are not run: the same law answers the same.
    expect(moves.skipped).toContain("solucan-tesisi");
    expect(moves.skipped).not.toContain("bag-evi");
    expect(moves.types.map((t) => t.slug)).toEqual(["aricilik", "bag-evi", "sera"]);

    const izinRet = moves.kinds.izin_ret;
    expect(izinRet.count).toBeGreaterThan(0);
    expect(Object.keys(izinRet.byType)).toEqual(["bag-evi"]);
    expect(izinRet.examples[0]).toEqual({
      slug: "bag-evi",
      istek: "Dikili vasıflı · alan_m2 11.000",
      vaka: "deneme: 11 000 m² dikili",
      old: expect.stringMatching(/^İzin verilebilir \(varsayımsal\): Azami inşaat alanı \d+ m²$/),
      new: "İzin verilemez (BAG-02)",
    });
    expect(moves.kinds.ret_izin.count).toBe(0);
    expect(moves.kinds.hata_cikti.count).toBe(0);
    expect(moves.kinds.hata_kalkti.count).toBe(0);
    for (const kind of Object.values(moves.kinds))
      expect(Object.keys(kind.byType).filter((s) => s !== "bag-evi")).toEqual([]);
    expect(moves.unchanged + Object.values(moves.kinds).reduce((n, k) => n + k.count, 0)).toBe(moves.total);

    const text = renderText(diff, moves);
    const [law, rest] = text.split("2. CEVAPLAR");
    expect(law).toContain("~ sabitler.esikler.dikili_asgari_m2: 10.000 → 12.000");
    expect(law).toContain("− ARI-04");
    expect(law).toContain('+ ARI-05 "Deneme kuralı"');
    expect(law).toContain(`→ "${NEW_BASIS}"`);
    // The label is wording: in its own section, not among the law's changes.
    expect(law).not.toContain("yapi_turu.ad");
    expect(rest!.split("3. METİNLER")[1]).toContain(`yeni: ${NEW_LABEL}`);
    expect(rest).toMatch(/izin → ret \([\d.]+\)/);
    expect(rest).toContain("bag-evi · Dikili vasıflı · alan_m2 11.000 [örnek vaka deneme: 11 000 m² dikili]");
    expect(rest).toContain("→ İzin verilemez (BAG-02)");

    const md = renderMarkdown(diff, moves);
    expect(md).toMatch(/^## Kural seti farkı: izmir-tarimsal-yapilar 2\.0\.0 → 9\.9\.9\n/);
    expect(md).toContain("| ~ | `sabitler.esikler.dikili_asgari_m2` | 10.000 | 12.000 |");
    expect(md).toContain('- **+ ARI-05** "Deneme kuralı"');
    expect(md).toContain("| `bag-evi` | Dikili vasıflı · alan_m2 11.000 (örnek vaka deneme: 11 000 m² dikili) |");
  });
});

describe("npm run rules:diff", () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/rules-diff.ts", ...args], {
      cwd: root,
      encoding: "utf8",
    });

  it("refuses an unknown version in Turkish with exit code 1", () => {
    const r = cli("2.0.0", "0.0.1");
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Bilinmeyen sürüm: 0\.0\.1\. Bilinen sürümler: 1\.0\.0, 2\.0\.0/);
    expect(r.stdout).toBe("");
    expect(cli("2.0.0").status).toBe(1);
  });

  it("prints Markdown with --md", () => {
    const r = cli("2.0.0", "2.0.0", "--md");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^## Kural seti farkı: izmir-tarimsal-yapilar 2\.0\.0 → 2\.0\.0\n/);
    expect(r.stdout).toContain("### 1. Hukuk — neler değişti");
    expect(r.stdout).toContain("### 2. Cevaplar — hangi isteklerin cevabı değişiyor");
    expect(r.stdout).toContain("| Değişim | İstek | Açıklama |");
    expect(r.stdout).toContain("### 3. Metinler — etiketler, mesajlar, notlar");
  });
});
