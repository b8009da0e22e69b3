/** Rule-set versions: immutable released files (hash check) and selection by effective date. */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { root } from "../../scripts/lib/load-rules.ts";
import { readRulesDir, sha256 } from "../../scripts/lib/rules-fs.ts";
import { loadRuleBundle, versionInForce } from "@worker/rules/registry.ts";

const tmp = mkdtempSync(join(tmpdir(), "rules-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function copyRules(): string {
  const dir = mkdtempSync(join(tmp, "r"));
  cpSync(join(root, "rules"), dir, { recursive: true });
  return dir;
}

describe("released rule files are immutable", () => {
  it("the repository's manifest matches every file", () => {
    expect(readRulesDir(join(root, "rules")).problems).toEqual([]);
  });

  it("reports an edited rule file whose version was not changed", () => {
    const dir = copyRules();
    const file = join(dir, "izmir-tarimsal-yapilar/1.0.0/solucan-tesisi.json");
    writeFileSync(file, readFileSync(file, "utf8").replace('"asgari_parsel_m2": 550', '"asgari_parsel_m2": 600'));
    const { problems } = readRulesDir(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.file).toBe("izmir-tarimsal-yapilar/1.0.0/solucan-tesisi.json");
    expect(problems[0]?.problem).toContain("sha256 uyuşmuyor");
  });

  it("reports a rule file that the manifest does not list", () => {
    const dir = copyRules();
    writeFileSync(join(dir, "izmir-tarimsal-yapilar/1.0.0/yeni-tur.json"), "{}");
    expect(readRulesDir(dir).problems.map((p) => p.problem)).toContain("dosya manifest.json'da listelenmemiş");
  });
});

describe("rules:hash", () => {
  it("refuses to rewrite the hashes of a released version", () => {
    const r = spawnSync(
      process.execPath,
      [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/rules-hash.ts", "1.0.0"],
      { cwd: root, encoding: "utf8" },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("yayında");
    expect(readRulesDir(join(root, "rules")).problems).toEqual([]);
  });
});

describe("a new version with a changed threshold applies only from its effective date", () => {
  const dir = copyRules();
  const from = join(dir, "izmir-tarimsal-yapilar/1.0.0");
  const to = join(dir, "izmir-tarimsal-yapilar/1.1.0");
  cpSync(from, to, { recursive: true });
  for (const name of ["_ortak.json", "solucan-tesisi.json"]) {
    const path = join(to, name);
    let text = readFileSync(path, "utf8").replace('"surum": "1.0.0"', '"surum": "1.1.0"');
    if (name === "solucan-tesisi.json")
      text = text
        .replace('"asgari_parsel_m2": 550', '"asgari_parsel_m2": 600')
        .replace('"yapi_turu_surumu": "1.0.0"', '"yapi_turu_surumu": "1.1.0"');
    writeFileSync(path, text);
  }
  // Only the two files above are part of 1.1.0 in this fixture.
  const manifestPath = join(dir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  const set = manifest.kural_setleri["izmir-tarimsal-yapilar"];
  set.surumler["1.1.0"] = {
    durum: "yayinda",
    yururluk_tarihi: "2027-03-01",
    aciklama: "Deneme: solucan tesisi asgari parseli 600 m².",
    dosyalar: Object.fromEntries(
      ["_ortak.json", "solucan-tesisi.json"].map((f) => [f, sha256(readFileSync(join(to, f)))]),
    ),
  };
  set.aktif = "1.1.0";
  writeFileSync(manifestPath, JSON.stringify(manifest));

  it("keeps the old threshold before the date and the new one from it", async () => {
    const { bundle, problems } = readRulesDir(dir);
    expect(problems.filter((p) => !p.file.includes("1.1.0/") || !p.problem.includes("listelenmemiş"))).toEqual([]);
    const registry = loadRuleBundle(bundle);
    const before = versionInForce(registry, "izmir-tarimsal-yapilar", new Date("2027-02-28T23:00:00Z"))!;
    const after = versionInForce(registry, "izmir-tarimsal-yapilar", new Date("2027-03-01T08:00:00Z"))!;
    expect(before.surum).toBe("1.0.0");
    expect(after.surum).toBe("1.1.0");
    const request = { latitude: 38.42, longitude: 27.14, alan_m2: 580, arazi_vasfi: "Tarla" };
    const old = await runThroughEngine(before, "solucan-tesisi", request);
    const neu = await runThroughEngine(after, "solucan-tesisi", request);
    const data = (a: typeof old) => (a.body as { data: { izin_durumu: string; kural_seti: { surum: string } } }).data;
    expect(data(old).izin_durumu).toBe("izin_verilebilir");
    expect(data(old).kural_seti.surum).toBe("1.0.0");
    expect(data(neu).izin_durumu).toBe("izin_verilemez");
    expect(data(neu).kural_seti.surum).toBe("1.1.0");
  });

  it("has no version in force before the first effective date", () => {
    const registry = loadRuleBundle(readRulesDir(dir).bundle);
    expect(versionInForce(registry, "izmir-tarimsal-yapilar", new Date("2024-12-31T12:00:00Z"))).toBeNull();
  });
});
