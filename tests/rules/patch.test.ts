/**
 * A version's file as a patch over its base's (worker/core/rules/patch.ts): changes by identity, additions and removals
 * said explicitly, a typo an error naming where; and the smallest patch between two files, which lays back exactly.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyPatch, diffPatch, PatchError } from "@worker/core/rules/patch.ts";
import { loadRepoRules } from "../../scripts/lib/load-rules.ts";

const base = {
  sabitler: { esikler: { dikili_asgari_m2: 5000, tarla_asgari_m2: 20000 }, oran: 0.2 },
  arazi_vasiflari: [1, 2, 10],
  form: {
    alanlar: [
      { ad: "alan_m2", arazi_vasiflari: [2] },
      { ad: "alan_m2", arazi_vasiflari: [10], etiket: "Tarla" },
      { ad: "kovan_sayisi" },
    ],
  },
  kurallar: [
    { name: "A-01", event: { type: "red", params: { dayanak: "Madde 1" } } },
    { name: "A-02", event: { type: "bilgi", params: { dayanak: "Madde 2" } } },
  ],
};
const patch = (p: unknown) => applyPatch(base, p);

describe("a patch changes what it names, by identity", () => {
  it("a constant by its path, a rule by its name, a list without identities whole", () => {
    const out = patch({
      sabitler: { esikler: { dikili_asgari_m2: 10000 } },
      arazi_vasiflari: [2],
      kurallar: [{ name: "A-02", event: { params: { dayanak: "Madde 2/a" } } }],
    }) as typeof base;
    expect(out.sabitler).toEqual({ esikler: { dikili_asgari_m2: 10000, tarla_asgari_m2: 20000 }, oran: 0.2 });
    expect(out.arazi_vasiflari).toEqual([2]);
    expect(out.kurallar[0]).toEqual(base.kurallar[0]);
    expect(out.kurallar[1]).toEqual({ name: "A-02", event: { type: "bilgi", params: { dayanak: "Madde 2/a" } } });
    expect(base.sabitler.esikler.dikili_asgari_m2).toBe(5000);
  });

  it("adds and removes only when it says so: $ekle, $sil, $yeni (after $sonra), an element's $sil, $degistir", () => {
    const out = patch({
      sabitler: { $ekle: { yeni_esik: 3 }, $sil: ["oran"] },
      kurallar: [
        { name: "A-01", $sil: true },
        { name: "A-03", $yeni: true, event: { type: "uyari", params: { dayanak: "Madde 3" } } },
        { name: "A-00", $yeni: true, $sonra: "A-02", event: { type: "bilgi", params: { dayanak: "Madde 0" } } },
      ],
      form: { $degistir: { alanlar: [] } },
    }) as Record<string, unknown>;
    expect(out["sabitler"]).toEqual({ esikler: base.sabitler.esikler, yeni_esik: 3 });
    expect((out["kurallar"] as { name: string }[]).map((r) => r.name)).toEqual(["A-02", "A-00", "A-03"]);
    expect(out["form"]).toEqual({ alanlar: [] });
  });

  it("tells a field asked twice apart by its land types", () => {
    const out = patch({
      form: { alanlar: [{ ad: "alan_m2", arazi_vasiflari: [10], etiket: "Tarla alanı" }] },
    }) as typeof base;
    expect(out.form.alanlar[1]).toEqual({ ad: "alan_m2", arazi_vasiflari: [10], etiket: "Tarla alanı" });
    expect(out.form.alanlar[0]).toEqual(base.form.alanlar[0]);
    expect(() => patch({ form: { alanlar: [{ ad: "alan_m2", etiket: "?" }] } })).toThrow(
      'form.alanlar[0]: ad "alan_m2" tabanda birden çok öge; hangisi olduğunu "arazi_vasiflari" ile yazın',
    );
  });

  it.each([
    [
      { sabitler: { esikler: { dikili_asgari: 1 } } },
      "sabitler.esikler.dikili_asgari: taban sürümde böyle bir anahtar yok",
    ],
    [{ kurallar: [{ name: "A-09", event: {} }] }, 'kurallar[0]: name "A-09" taban sürümde yok'],
    [{ kurallar: [{ name: "A-02", $yeni: true }] }, 'kurallar[0]: name "A-02" taban sürümde zaten var'],
    [{ kurallar: [{ event: {} }] }, "kurallar[0]: listenin her ögesi kimliğini (name) taşımalıdır"],
    [{ sabitler: { $sil: ["yok"] } }, "sabitler.yok: silinecek anahtar taban sürümde yok"],
    [{ sabitler: { $ekle: { oran: 1 } } }, "sabitler.oran: taban sürümde zaten var"],
    [{ kurallar: [{ name: "A-05", $yeni: true, $sonra: "A-99" }] }, 'kurallar[0]: "$sonra" "A-99" taban sürümde yok'],
    [{ sabitler: { $degistir: {}, oran: 1 } }, 'sabitler: "$degistir" tek başına yazılır'],
  ])("refuses a patch that names what the base does not have: %j", (p, message) => {
    expect(() => patch(p)).toThrow(PatchError);
    expect(() => patch(p)).toThrow(message);
  });
});

describe("the smallest patch between two files", () => {
  const { registry } = loadRepoRules();
  const v1 = registry.versions["izmir-tarimsal-yapilar"]!.find((v) => v.surum === "1.0.0")!;
  const files = Object.values(v1.types).map((f) => JSON.parse(JSON.stringify(f)) as Record<string, unknown>);

  it("names only what differs, and laid over the base gives the target (every 1.0.0 file, random edits)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: files.length - 1 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.boolean(),
        fc.boolean(),
        (i, n, dropRule, addConstant) => {
          const from = files[i]!;
          const to = structuredClone(from) as Record<string, unknown> & {
            sabitler: Record<string, unknown>;
            kurallar: { name: string }[];
          };
          to["yapi_turu_surumu"] = `9.${n}.0`;
          if (addConstant) to.sabitler[`yeni_${n}`] = n;
          if (dropRule && to.kurallar.length > 1) to.kurallar.splice(n % to.kurallar.length, 1);
          const d = diffPatch(from, to);
          expect(applyPatch(from, d ?? {})).toEqual(to);
          expect(Object.keys(d as object)).toContain("yapi_turu_surumu");
          expect(JSON.stringify(d).length).toBeLessThan(JSON.stringify(to).length);
        },
      ),
      { numRuns: 200 },
    );
    expect(diffPatch(files[0], structuredClone(files[0]))).toBeUndefined();
  });
});
