/** A rule file's law and its wording file (worker/core/rules/wording-files.ts): split, laid together, refused when mixed. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/load-rules.ts";
import { readRulesDir } from "../../scripts/lib/rules-fs.ts";
import { fileKind } from "@worker/core/rules/text-paths.ts";
import { mergeWording, splitWording, wordingInLaw } from "@worker/core/rules/wording-files.ts";

const { bundle } = readRulesDir(join(root, "rules"));
const manifest = bundle.manifest as {
  kural_setleri: Record<string, { surumler: Record<string, { dosyalar: Record<string, string> }> }>;
};

/** The version a version is written over (its surum.json), or null. */
function baseOf(id: string, surum: string): string | null {
  const overlay = bundle.files[`${id}/${surum}/surum.json`] as { taban_surum?: string } | undefined;
  return overlay?.taban_surum ?? null;
}

/** Whether a version or one of its bases lists the file (a patch needs a file to patch). */
function inChain(id: string, surum: string | null, file: string): boolean {
  for (let v = surum; v; v = baseOf(id, v))
    if (file in (manifest.kural_setleri[id]?.surumler[v]?.dosyalar ?? {})) return true;
  return false;
}

/** Every wording file: a version's own (`<id>/<version>/metin/<file>`) and a released version's fixes (`<id>/duzeltmeler/<version>/<file>`). */
const wordingFiles = Object.keys(bundle.files).flatMap((key) => {
  const own = /^([^/]+)\/([^/]+)\/metin\/(.+)$/.exec(key);
  const fix = /^([^/]+)\/duzeltmeler\/([^/]+)\/(.+)$/.exec(key);
  const [, id = "", surum = "", file = ""] = own ?? fix ?? [];
  return own || fix ? [{ key, id, surum, file, fix: !own, kind: fileKind(file), wording: bundle.files[key] }] : [];
});

describe("the repository's rule files", () => {
  it("every wording file has its law file, in its version or one it is written over", () => {
    expect(wordingFiles.some(({ surum, fix }) => surum === "1.0.0" && fix)).toBe(true);
    for (const { key, id, surum, file } of wordingFiles) expect(inChain(id, surum, file), key).toBe(true);
  });

  it("the wording of a file new in its version, laid over its law, splits back into the two files as written", () => {
    const whole = wordingFiles.filter(
      ({ id, surum, file, fix }) => !fix && !inChain(id, baseOf(id, surum), file) && surum !== "1.0.0",
    );
    expect(whole.length).toBeGreaterThan(10);
    for (const { key, kind, wording } of whole) {
      const law = bundle.files[key.replace("/metin/", "/")];
      expect(wordingInLaw(law, kind), key).toEqual([]);
      const split = splitWording(mergeWording(law, wording, kind), kind);
      expect(split.legal, key).toEqual(law);
      expect(split.wording, key).toEqual(wording);
    }
  });
});

describe("laying wording over law", () => {
  const law = {
    sabitler: { taban_m2: 75 },
    kurallar: [
      { name: "A-01", event: { type: "red", params: { dayanak: "Madde 1" } } },
      { name: "A-02", event: { type: "bilgi", params: { dayanak: "Madde 2" } } },
    ],
  };
  const wording = {
    kurallar: [
      { name: "A-01", event: { params: { ad: "Bir", mesaj: "En fazla {taban_m2} m²." } } },
      { name: "A-02", event: { params: { ad: "İki", mesaj: "Bilgi." } } },
    ],
  };

  it("puts each text beside its law, element by element", () => {
    const merged = mergeWording(law, wording, "tur") as typeof law & typeof wording;
    expect(merged.kurallar[1]).toEqual({
      name: "A-02",
      event: { type: "bilgi", params: { dayanak: "Madde 2", ad: "İki", mesaj: "Bilgi." } },
    });
    expect(splitWording(merged, "tur")).toEqual({ legal: law, wording });
  });

  it("refuses a wording element that names another rule, and a wording list of another length", () => {
    const renamed = structuredClone(wording);
    renamed.kurallar[1]!.name = "A-03";
    expect(() => mergeWording(law, renamed, "tur")).toThrow(
      'kurallar.1.name — metin dosyasında "A-03", hukuki dosyada "A-02"',
    );
    const short = { kurallar: [wording.kurallar[0]] };
    expect(() => mergeWording(law, short, "tur")).toThrow("kurallar — metin 1 öge, hukuki dosya 2 öge");
  });

  it("refuses a constant in the wording file and names a text left in the law file", () => {
    expect(() => mergeWording(law, { ...wording, sabitler: { tavan_m2: 150 } }, "tur")).toThrow(
      "sabitler.tavan_m2 — metin dosyasında hukuki içerik",
    );
    expect(wordingInLaw(mergeWording(law, wording, "tur"), "tur")).toEqual([
      "kurallar.0.event.params.ad",
      "kurallar.1.event.params.ad",
      "kurallar.0.event.params.mesaj",
      "kurallar.1.event.params.mesaj",
    ]);
  });
});
