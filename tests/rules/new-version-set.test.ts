/**
 * The common edit in one command (issue #47): `npm run rules:new-version -- 9.9.9 2.0.0 --set
 * bag-evi:sabitler.esikler.dikili_asgari_m2=12000` opens a draft whose only change is that key — a few small files —;
 * `rules:hash` and `rules:check` pass, naming the inherited cases whose answers move until `--kaydet` records them;
 * the answer moves; a bad path or value is a Turkish error and writes nothing. Runs the scripts on a copy of rules/
 * (RULES_DIR).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runThroughEngine } from "../../scripts/lib/engine-harness.ts";
import { loadRepoRules, root } from "../../scripts/lib/load-rules.ts";
import { runRulesScript } from "../fixtures/rules-scripts.ts";

const tmp = mkdtempSync(join(tmpdir(), "set-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function copy(): string {
  const dir = mkdtempSync(join(tmp, "r"));
  cpSync(join(root, "rules"), dir, { recursive: true });
  return dir;
}

const run = runRulesScript;

/** Every file under a folder, with its text. */
function tree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      out.set(path.slice(dir.length), readFileSync(path, "utf8"));
    }
  return out;
}

describe("rules:new-version --set", () => {
  it("opens a draft whose only change is the key: at most 3 files and 25 lines; hash and check pass, naming the moved cases until they are recorded", () => {
    const dir = copy();
    const before = tree(dir);
    const opened = run(
      dir,
      "rules-new-version.ts",
      "9.9.9",
      "2.0.0",
      "--set",
      "bag-evi:sabitler.esikler.dikili_asgari_m2=12000",
    );
    expect(opened.status, opened.out).toBe(0);
    const after = tree(dir);
    const changed = [...after].filter(([path, text]) => before.get(path) !== text);
    expect(changed.map(([path]) => path).sort()).toEqual([
      "/izmir-tarimsal-yapilar/9.9.9/bag-evi.json",
      "/izmir-tarimsal-yapilar/9.9.9/surum.json",
      "/manifest.json",
    ]);
    const lines = changed.reduce((n, [path, text]) => {
      const old = before.get(path)?.split("\n") ?? [];
      return n + text.split("\n").filter((l) => !old.includes(l)).length;
    }, 0);
    expect(lines).toBeLessThanOrEqual(25);
    expect(JSON.parse(after.get("/izmir-tarimsal-yapilar/9.9.9/bag-evi.json")!)).toEqual({
      surum: "9.9.9",
      yapi_turu_surumu: "9.9.9",
      sabitler: { esikler: { dikili_asgari_m2: 12000 } },
    });

    expect(run(dir, "rules-hash.ts", "9.9.9").status).toBe(0);
    const hashed = tree(dir);
    // The check passes; the inherited cases the draft answers differently are named as the change to review.
    const check = run(dir, "rules-check.ts");
    expect(check.status, check.out).toBe(0);
    expect(check.out).toMatch(/DEĞİŞTİ 9\.9\.9\/bag-evi — .*Dikili Alan < 12000 m²/);
    expect(check.out).toMatch(/SONUÇ: tüm denetimler geçti; \d+ taban vakasının cevabı değişti, kaydedilmedi/);
    expect(check.out).not.toContain("BAŞARISIZ");

    const recorded = run(dir, "rules-check.ts", "--kaydet");
    expect(recorded.status, recorded.out).toBe(0);
    const cases = JSON.parse(readFileSync(join(dir, "izmir-tarimsal-yapilar/cases/9.9.9/bag-evi.json"), "utf8")) as {
      vakalar: { ad: string; beklenen?: { veriler?: Record<string, unknown> } }[];
    };
    const threshold = cases.vakalar.find((c) => c.ad.startsWith("Eşik — Dikili vasıflı 4 999 m²"));
    expect(threshold?.beklenen?.veriler?.["ana_mesaj"]).toBe(
      "Bağ Evi Kontrolü Başarısız (Dikili Vasıflı Arazi - Dikili Alan < 12000 m²)",
    );
    // Only the draft's cases/ folder was written; afterwards the check passes with nothing left to record.
    const written = [...tree(dir)].filter(([path, text]) => hashed.get(path) !== text).map(([path]) => path);
    expect(written).toEqual(["/izmir-tarimsal-yapilar/cases/9.9.9/bag-evi.json"]);
    const again = run(dir, "rules-check.ts");
    expect(again.out).toContain("SONUÇ: tüm denetimler geçti.\n");
    expect(again.out).not.toContain("DEĞİŞTİ");
    expect(again.status).toBe(0);
  }, 240_000);

  it("refuses 11 000 m² of planted land under the draft that 2.0.0 permits", async () => {
    const dir = copy();
    expect(
      run(dir, "rules-new-version.ts", "9.9.9", "2.0.0", "--set", "bag-evi:sabitler.esikler.dikili_asgari_m2=12000")
        .status,
    ).toBe(0);
    const versions = loadRepoRules(dir).registry.versions["izmir-tarimsal-yapilar"]!;
    const request = { latitude: 38.42, longitude: 27.14, arazi_vasfi: "Dikili vasıflı", alan_m2: 11_000 };
    const answer = async (surum: string) => {
      const r = await runThroughEngine(
        versions.find((v) => v.surum === surum)!,
        "bag-evi",
        request,
      );
      return (r.body as { data: { izin_durumu: string; ana_mesaj: string } }).data;
    };
    expect((await answer("2.0.0")).izin_durumu).toBe("izin_verilebilir_varsayimsal");
    const draft = await answer("9.9.9");
    expect(draft.izin_durumu).toBe("izin_verilemez");
    expect(draft.ana_mesaj).toContain("Dikili Alan < 12000 m²");
  }, 60_000);

  it.each([
    ["bag-evi:sabitler.esikler.dikili_asgari=12000", "bag-evi.json içinde sabitler.esikler.dikili_asgari yok"],
    [
      "bag-evi:sabitler.esikler.dikili_asgari_m2=on iki bin",
      'sabitler.esikler.dikili_asgari_m2 bir sayı (10000); "on iki bin" değil',
    ],
    ["bag-evis:sabitler.esikler.dikili_asgari_m2=1", "2.0.0 sürümünde bag-evis.json yok"],
    ["bag-evi:kurallar.0.event=1", "kurallar bir listedir; liste ögelerini dosyada yazın"],
    ["bag-evi sabitler=1", '"<dosya>:<yol>=<değer>" biçiminde yazın'],
  ])(
    "a bad --set (%s) is a Turkish error and writes nothing",
    (argument, message) => {
      const dir = copy();
      const before = tree(dir);
      const r = run(dir, "rules-new-version.ts", "9.9.9", "2.0.0", "--set", argument);
      expect(r.status).toBe(1);
      expect(r.out).toContain("Taslak açılmadı, hiçbir dosya yazılmadı");
      expect(r.out).toContain(message);
      expect(existsSync(join(dir, "izmir-tarimsal-yapilar/9.9.9"))).toBe(false);
      expect(tree(dir)).toEqual(before);
    },
    60_000,
  );
});
