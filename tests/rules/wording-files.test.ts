/** A rule file's law and its wording file (worker/rules/wording-files.ts): split, laid together, refused when mixed. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/lib/load-rules.ts";
import { readRulesDir } from "../../scripts/lib/rules-fs.ts";
import { fileKind } from "@worker/rules/text-paths.ts";
import { mergeWording, splitWording, wordingInLaw } from "@worker/rules/wording-files.ts";

const { bundle } = readRulesDir(join(root, "rules"));
/**
 * Each wording file with its law; a file released before law and wording were apart (1.0.0) keeps its texts inside,
 * as released: its law is what the split leaves of it (its wording file replaces those texts).
 */
const pairs = Object.keys(bundle.files)
  .filter((key) => key.includes("/metin/"))
  .map((key) => {
    const written = bundle.files[key.replace("/metin/", "/")];
    const kind = fileKind(key.split("/").pop()!);
    return {
      key,
      law: written === undefined ? undefined : splitWording(written, kind).legal,
      wording: bundle.files[key],
    };
  });

describe("the repository's rule files", () => {
  it("every wording file has its law file, and laid together they split back into the two files as written", () => {
    expect(pairs.some(({ key }) => key.includes("/1.0.0/metin/"))).toBe(true);
    expect(pairs.length).toBeGreaterThan(0);
    for (const { key, law, wording } of pairs) {
      const kind = fileKind(key.split("/").pop()!);
      expect(law, key).toBeDefined();
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
