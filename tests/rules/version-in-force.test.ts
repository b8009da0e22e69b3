/**
 * Which version is in force follows from the released versions' dates alone (registry.ts `versionInForce`): the
 * manifest has no field naming it that could disagree with them, and every place that means "the version in force"
 * — the API's selection, rules:new-version's default base — asks the dates.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/load-rules.ts";
import { readRulesDir, sha256 } from "../../scripts/lib/rules-fs.ts";
import { loadRules } from "@worker/core/calculation/load-rules.ts";
import { selectRuleSet } from "@worker/core/calculation/selection.ts";
import { loadRuleBundle, versionInForce, type RuleRegistry } from "@worker/core/rules/registry.ts";

const SET = "izmir-tarimsal-yapilar";
const tmp = mkdtempSync(join(tmpdir(), "in-force-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const YESTERDAY = day(-1);
const TOMORROW = day(1);

/** A copy of rules/ with released overlays on 1.0.0 (no file of their own), each with its date in force. */
function rulesWith(released: Record<string, string>): string {
  const dir = mkdtempSync(join(tmp, "r"));
  cpSync(join(root, "rules"), dir, { recursive: true });
  const manifestPath = join(dir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  for (const [surum, date] of Object.entries(released)) {
    const text = JSON.stringify({ surum, taban_surum: "1.0.0" });
    mkdirSync(join(dir, SET, surum));
    writeFileSync(join(dir, SET, surum, "surum.json"), text);
    manifest.kural_setleri[SET].surumler[surum] = {
      durum: "yayinda",
      yururluk_tarihi: date,
      resmi_gazete: { tarih: date, sayi: "99999" },
      aciklama: "Deneme sürümü.",
      yonetmelik: `Deneme Yönetmeliği ${surum}`,
      dosyalar: { "surum.json": sha256(text) },
    };
  }
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}

function load(dir: string): RuleRegistry {
  const { bundle, problems } = readRulesDir(dir);
  expect(problems).toEqual([]);
  return loadRules(bundle);
}

const newVersion = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/rules-new-version.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, RULES_DIR: dir },
  });

describe("the manifest names no version in force", () => {
  it("has no such field in the repository", () => {
    const manifest = JSON.parse(readFileSync(join(root, "rules/manifest.json"), "utf8"));
    for (const set of Object.values<Record<string, unknown>>(manifest.kural_setleri))
      expect(set).not.toHaveProperty("aktif");
  });

  it('refuses a manifest that still writes "aktif", in Turkish, with what to do — even naming the right version', () => {
    const { bundle } = readRulesDir(join(root, "rules"));
    const manifest = structuredClone(bundle.manifest) as { kural_setleri: Record<string, Record<string, unknown>> };
    manifest.kural_setleri[SET] = { aktif: "1.0.0", ...manifest.kural_setleri[SET] };
    expect(() => loadRuleBundle({ ...bundle, manifest })).toThrow(
      `manifest.json: kural_setleri.${SET} — "aktif" artık yazılmaz: yürürlükteki sürüm, yayımlanmış ("durum": "yayinda") sürümlerin yürürlük tarihlerinden (yururluk_tarihi) çıkar; bu satırı silin`,
    );
  });
});

describe("the dates alone decide which version is in force", () => {
  // 1.0.0 (2025-01-01) was the version the manifest used to call active; 1.1.0 came into force yesterday, 1.2.0 is
  // released for tomorrow.
  const dir = rulesWith({ "1.1.0": YESTERDAY, "1.2.0": TOMORROW });

  it("today the newest released version whose day has come; a version dated tomorrow waits for its day", () => {
    const registry = load(dir);
    const at = (date: string) => versionInForce(registry, SET, new Date(`${date}T12:00:00Z`))?.surum;
    expect(versionInForce(registry, SET, new Date())?.surum).toBe("1.1.0");
    expect([at(day(-2)), at(YESTERDAY), at(TOMORROW), at("2099-12-31")]).toEqual(["1.0.0", "1.1.0", "1.2.0", "1.2.0"]);
  });

  it("the API's selection answers the same: today, by date, and a draft never", () => {
    const registry = load(dir);
    const select = (selector: { tarih?: string }) =>
      selectRuleSet(selector, new Date(), { surum: "surum", tarih: "tarih" }, registry).surum;
    expect([select({}), select({ tarih: YESTERDAY }), select({ tarih: TOMORROW })]).toEqual([
      "1.1.0",
      "1.1.0",
      "1.2.0",
    ]);
    // The 2.0.0 draft is newer than all of them and has no date: no day selects it.
    expect(select({ tarih: "2099-12-31" })).toBe("1.2.0");
  });

  it("rules:new-version opens a draft on the version in force today when no base is named", () => {
    const r = newVersion(dir, "1.3.0");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const overlay = JSON.parse(readFileSync(join(dir, SET, "1.3.0/surum.json"), "utf8"));
    expect(overlay).toEqual({ surum: "1.3.0", taban_surum: "1.1.0" });
    const entry = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")).kural_setleri[SET].surumler["1.3.0"];
    expect(entry).toMatchObject({ durum: "taslak", yonetmelik: "Deneme Yönetmeliği 1.1.0" });
    expect(entry).not.toHaveProperty("yururluk_tarihi");
  }, 60_000);

  it("rules:new-version asks for a base, in Turkish, when no version is in force today", () => {
    const future = rulesWith({});
    const manifestPath = join(future, "manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    Object.assign(manifest.kural_setleri[SET].surumler["1.0.0"], { yururluk_tarihi: TOMORROW });
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
    const r = newVersion(future, "1.3.0");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`Bugün yürürlükte bir ${SET} sürümü yok: taban sürümü yazın`);
    expect(existsSync(join(future, SET, "1.3.0"))).toBe(false);
  }, 60_000);
});
